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
            if let last = clauses.last, !segment.strongBefore || segment.opener == ":" || segment.opener == "：" {
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
                let widths = numbers.filter { (40...400).contains($0) }
                // "| Line length | 120 | 160 |": a warning limit, then an error limit.
                if widths.count == 2, widths[0] < widths[1] {
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
                if text.contains("crlf") && !text.replacingOccurrences(of: "crlf", with: "").contains("lf") {
                    result.append(Mapped(check: LineEndingCheck(crlf: true), origin: "CRLF line endings", severity: severity))
                } else if text.contains("lf") || text.contains("unix") {
                    result.append(Mapped(check: LineEndingCheck(), origin: "LF line endings", severity: severity))
                }
            }
        }
        return result
    }

    /// Numbers written in a clause ("120", "4-space").
    static func numbersIn(_ characters: ArraySlice<Character>) -> [Int] {
        var numbers: [Int] = []
        var current = ""
        for character in characters {
            if character.isASCII, character.isNumber { current.append(character) } else {
                if let value = Int(current) { numbers.append(value) }
                current = ""
            }
        }
        if let value = Int(current) { numbers.append(value) }
        return numbers
    }
}
