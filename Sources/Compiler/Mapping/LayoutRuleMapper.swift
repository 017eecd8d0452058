import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// Rules about how files are laid out: member order (from the list after "declare members in
/// this order:" or a good example), import order, the file header from a template, line width,
/// indentation and line endings.
package enum LayoutRuleMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        memberOrder(&context) + importOrder(&context) + fileHeader(&context) + textRules(&context)
    }

    static func memberOrder(_ context: inout MappingContext) -> [Mapped] {
        guard context.has(.orderCue), !context.has(.importVerb) else { return [] }
        var wrappers: [String] = []
        func add(_ name: String) { if !wrappers.contains(name), !ModifierMapper.nonWrappers.contains(name) { wrappers.append(name) } }
        if let list = context.followingList {
            for item in list.children {
                for span in item.ownCodeSpans { if case let .attribute(name) = CodeSpan.classify(span.literal) { add(name) } }
            }
        }
        if wrappers.count < 2 {
            for example in context.statement.examples + context.statement.attachedCode where example.verdict == .good {
                let file = SourceFile(path: "example.swift", text: example.code)
                for token in file.codeTokens where token.kind == .attribute { add(String(file.text(of: token).dropFirst())) }
            }
        }
        guard wrappers.count >= 2 else { return [] }
        guard let family = context.family, case let .conformance(conformance) = family.selector else { return [] }
        context.claimAll { term in if case .attribute? = term.span { return true } else { return false } }
        return [Mapped(check: MemberOrderCheck(groups: MemberOrderCheck.defaultGroups(wrappers: wrappers),
                                               selector: TypeSelector(conformance: conformance)),
                       origin: "member order listed after line \(context.statement.line)", severity: .error)]
    }

    static func importOrder(_ context: inout MappingContext) -> [Mapped] {
        guard context.has(.importVerb), context.has(.orderCue) || context.has(.alphabeticalCue) else { return [] }
        // "Foundation first, then SwiftUI": an order the statement lists is not alphabetical order,
        // which is all the check knows.
        guard context.has(.alphabeticalCue) else {
            context.miss("an order of named imports, which the import-order check (alphabetical within groups) does not take")
            return []
        }
        // "Foundation/SwiftUI first, then alphabetically": named modules come before the sorted
        // rest, an order the check does not take; it would flag the file that keeps it.
        let words = context.statement.text.split { !$0.isLetterFast && !$0.isNumber }.map(String.init)
        if let named = words.first(where: { SDKNames.modules.contains($0) }) {
            context.miss("`\(named)` placed before the alphabetical rest, which the import-order check (alphabetical within groups) does not take")
            return []
        }
        let blank = context.has(.blankLineCue)
        return [Mapped(check: ImportOrderCheck(sorted: true, blankLineAfter: blank), origin: "import ordering",
                       severity: context.statement.modality == .prefer ? .warning : .error)]
    }

    static func fileHeader(_ context: inout MappingContext) -> [Mapped] {
        guard context.has(.headerCue) else { return [] }
        var template: String?
        for term in context.reading.terms {
            if case let .path(path)? = term.span, !path.hasSuffix("/"), !path.hasSuffix(".swift") {
                template = path
                context.claim(term)
            }
        }
        guard let template else { return [] }
        return [Mapped(check: FileHeaderCheck(templatePath: template), origin: "header template `\(template)`", severity: .error)]
    }

    /// Line width, indentation and line endings, each read from its own clause.
    static func textRules(_ context: inout MappingContext) -> [Mapped] {
        var result: [Mapped] = []
        let reading = context.reading
        // "Keep lines reasonable (~120)": a guide, not a hard limit.
        let guide = context.statement.modality == .prefer || context.statement.modality == .avoid || context.has(.approximate)
        let severity: Severity = guide ? .warning : .error
        // Sentences, with a label and its value kept together ("Maximum line length: 120").
        var clauses: [Range<Int>] = []
        for segment in reading.segments {
            if let last = clauses.last, !segment.strongBefore || segment.opensAfterLabel {
                clauses[clauses.count - 1] = last.lowerBound..<segment.range.upperBound
            } else {
                clauses.append(segment.range)
            }
        }
        for clause in clauses {
            let segment = (range: clause, ())
            let cues = Set(reading.utterance.cues.filter { segment.range.contains($0.range.lowerBound) }.map(\.cue))
            let numbers = numbersIn(reading.utterance.characters[segment.range])
            if cues.contains(.lineLengthNoun) || cues.contains(.lineNoun) && cues.contains(.characterNoun), !cues.contains(.fileNoun),
               !cues.contains(.functionNoun), !cues.contains(.typeNoun), !result.contains(where: { $0.check.kind == LineLengthCheck.description.kind }) {
                // "For body text, aim for 45–75 characters per line": the measure of text on
                // screen, a matter of typography, not of source lines.
                if let words = screenTextWords(in: context) {
                    context.miss("“\(words)”: the length of lines of text on screen, not of source lines")
                    continue
                }
                let widths = numbers.filter { (40...400).contains($0) }
                let clauseText = String(reading.utterance.characters[segment.range])
                if widths.count == 2, widths[0] < widths[1], isRange(widths[0], widths[1], in: clauseText) {
                    // "100–120 characters": a range whose upper end is the limit.
                    result.append(Mapped(check: LineLengthCheck(maximum: widths[1]), origin: "line width \(widths[1])", severity: severity))
                } else if widths.count == 2, widths[0] < widths[1] {
                    // "| Line length | 120 | 160 |": a warning limit, then an error limit.
                    result.append(Mapped(check: LineLengthCheck(maximum: widths[0]), origin: "line width \(widths[0])", severity: .warning))
                    result.append(Mapped(check: LineLengthCheck(maximum: widths[1]), origin: "line width \(widths[1])", severity: .error))
                } else if let width = widths.first {
                    result.append(Mapped(check: LineLengthCheck(maximum: width), origin: "line width \(width)", severity: severity))
                }
            }
            if cues.contains(.indentCue), cues.contains(.spaceNoun), let width = numbers.first(where: { (1...8).contains($0) }),
               !result.contains(where: { $0.check.kind == IndentationCheck.description.kind }) {
                result.append(Mapped(check: IndentationCheck(width: width), origin: "\(width)-space indentation", severity: severity))
            }
            if cues.contains(.lineEndingCue), !result.contains(where: { $0.check.kind == LineEndingCheck.description.kind }) {
                let text = String(reading.utterance.characters[segment.range])
                if text.includes("crlf") && !text.replacingOccurrences(of: "crlf", with: "").includes("lf") {
                    result.append(Mapped(check: LineEndingCheck(crlf: true), origin: "CRLF line endings", severity: severity))
                } else if text.includes("lf") || text.includes("unix") {
                    result.append(Mapped(check: LineEndingCheck(), origin: "LF line endings", severity: severity))
                }
            }
        }
        return result
    }

    /// Numbers written in a clause ("120", "4-space").
    /// "45-75", "45–75", "45 ~ 75", "45 to 75": two numbers written as one range.
    static func isRange(_ low: Int, _ high: Int, in text: String) -> Bool {
        Lexicon.rangeJoiners.contains { text.includes("\(low)\($0)\(high)") || text.includes("\(low) \($0) \(high)") }
    }

    /// The words of the statement that speak of text on screen ("body text", "正文"), if any.
    static func screenTextWords(in context: MappingContext) -> String? {
        let text = context.statement.text.lowercasedFast()
        return Lexicon.screenTextWords.first { text.includes($0) }
    }

    static func numbersIn(_ characters: ArraySlice<Character>) -> [Int] {
        var numbers: [(position: Int, value: Int)] = []
        var current = ""
        let text = Array(characters)
        for (offset, character) in text.enumerated() {
            if character.isASCII, character.isNumber { current.append(character) } else {
                if !current.isEmpty, let value = Int(current), !isVersion(endingAt: offset, length: current.count, in: text) { numbers.append((offset, value)) }
                current = ""
            }
        }
        if let value = Int(current), !isVersion(endingAt: text.count, length: current.count, in: text) { numbers.append((characters.count, value)) }
        // Digits are by far the usual case; words are looked for only where a word could be one.
        if characters.contains(where: { $0.isLetterFast }) { numbers += numberWords(in: Array(characters)) }
        return numbers.sorted { $0.position < $1.position }.map(\.value)
    }

    /// "iOS 17+", "Swift 6": a platform's or a language's version, never a limit.
    static func isVersion(endingAt end: Int, length: Int, in text: [Character]) -> Bool {
        var index = end - length - 1
        while index >= 0, text[index] == " " { index -= 1 }
        var word: [Character] = []
        while index >= 0, text[index].isLetterFast, text[index].isASCII { word.insert(text[index], at: 0); index -= 1 }
        return Lexicon.versionedNames.contains(String(word).lowercasedFast())
    }

    /// Numbers written as words that stand beside a limit ("at most three") or before a counted
    /// thing ("six arguments", "four hundred lines"), with where each ends.
    static func numberWords(in characters: [Character]) -> [(position: Int, value: Int)] {
        var words: [(range: Range<Int>, text: String)] = []
        var start: Int?
        for index in 0...characters.count {
            let isWordCharacter = index < characters.count && characters[index].isLetterFast
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let first = start {
                words.append((first..<index, characters[first..<index].loweredText))
                start = nil
            }
        }
        guard words.contains(where: { Lexicon.numberWords[$0.text] != nil }) else { return [] }
        let hits = Lexicon.hits(in: characters)
        let limitEnds = hits.filter { [.limitAtMost, .limitBelow, .limitAbove].contains($0.cue) }.map(\.range.upperBound)
        let unitStarts = hits.filter { [.lineNoun, .parameterNoun, .nestingNoun, .characterNoun, .spaceNoun].contains($0.cue) }
            .map(\.range.lowerBound)
        var result: [(Int, Int)] = []
        var index = 0
        while index < words.count {
            guard Lexicon.numberWords[words[index].text] != nil || (Lexicon.multiplierWords[words[index].text] != nil && index > 0) else {
                index += 1
                continue
            }
            // A run of number words: "four hundred", "twenty-five", "one hundred and twenty".
            var total = 0, group = 0, last = index
            var cursor = index
            while cursor < words.count {
                let word = words[cursor].text
                if let value = Lexicon.numberWords[word] {
                    group += value
                } else if let factor = Lexicon.multiplierWords[word], group > 0 || total > 0 {
                    if factor >= 1_000 { total = (total + max(group, 1)) * factor; group = 0 } else { group = max(group, 1) * factor }
                } else if Lexicon.numberJoiners.contains(word), cursor + 1 < words.count, Lexicon.numberWords[words[cursor + 1].text] != nil, cursor > index {
                    cursor += 1
                    continue
                } else {
                    break
                }
                last = cursor
                cursor += 1
            }
            let value = total + group
            let begin = words[index].range.lowerBound, end = words[last].range.upperBound
            let afterLimit = limitEnds.contains { $0 <= begin && characters[$0..<begin].allSatisfy { $0 == " " } }
            let beforeUnit = unitStarts.contains { $0 >= end && characters[end..<$0].allSatisfy { $0 == " " } }
            if value > 0, afterLimit || beforeUnit { result.append((end, value)) }
            index = cursor > index ? cursor : index + 1
        }
        return result
    }
}
