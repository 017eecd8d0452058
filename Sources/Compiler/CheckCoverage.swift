import PreflightChecks
import Foundation
import PreflightModel

/// Which parts of a statement its checks decide, so an item whose checks pass is ticked only when
/// they decide all of it ("a sheet is driven by an `isShowing…` Bool and attached to the button
/// that opens it": a check reads the name, a person the placement).
///
/// Conservative on purpose: a statement is cut into parts at clause boundaries, and a part counts
/// as decided when a check names anything the part names (a code span, or a content word of the
/// check's kind, summary or parameters). Only parts no check speaks to are left for a person, so
/// a gap is never invented where a check plausibly covers the text. The frame compiler's
/// `Mapped` results do not yet say which clause each check was read from; until they do, this
/// fills `CompiledCheck.covers`.
enum CheckCoverage {
    struct Part {
        /// The part as written (inline code kept).
        var text: String
        /// Offsets of the part in the statement's characters.
        var range: Range<Int>
        var spanWords: [String]
        var proseWords: [String]
    }

    /// Fills `covers` of the item's own checks and the item's `uncheckedParts`.
    static func apply(to item: inout CompiledItem) {
        guard !item.checks.isEmpty else {
            item.uncheckedParts = []
            return
        }
        // A check read from the whole statement decides all of it.
        if item.checks.contains(where: { $0.statementId == item.id && $0.covers == item.statement.text }) {
            item.uncheckedParts = []
            return
        }
        let parts = self.parts(of: item.statement.text)
        let checkWords = item.checks.map { words(of: $0, in: item) }
        for index in item.checks.indices where item.checks[index].statementId == item.id && item.checks[index].covers == nil {
            item.checks[index].covers = parts.first { covers($0, checkWords[index]) }?.text
        }
        let all = checkWords.reduce(into: Set<String>()) { $0.formUnion($1) }
        // A clause a mapper named as the check's source is covered whatever its words ("연속된 빈
        // 줄 금지" shares none with "no two blank lines in a row").
        let named = Set(item.checks.compactMap(\.covers))
        var open = parts.filter { !covers($0, all) && !named.contains($0.text) }
        // "Avoid `.onAppear` …; prefer `.task { }`": the recommended form of a rule that is checked.
        if open.count < parts.count {
            open.removeAll { part in Lexicon.alternativeOpeners.contains { part.text.lowercasedFast().hasPrefix($0) } }
        }
        item.uncheckedParts = uncovered(open, in: item.statement.text)
    }

    /// The clause of `text` a check most plausibly came from (nil when none names what it checks).
    static func clause(of check: any Check, in text: String) -> String? {
        let words = words(of: check)
        return parts(of: text).first { covers($0, words) }?.text
    }

    /// The clause holding `words` as written (a concept's phrase), nil when none does.
    static func clause(naming words: String, in text: String) -> String? {
        let wanted = words.lowercasedFast()
        return parts(of: text).first { $0.text.lowercasedFast().includes(wanted) }?.text
    }

    /// Adjacent uncovered parts are given back as one stretch of the original text.
    static func uncovered(_ parts: [Part], in text: String) -> [String] {
        let characters = Array(text)
        var stretches: [Range<Int>] = []
        for part in parts {
            if let last = stretches.last,
               characters[last.upperBound..<part.range.lowerBound].allSatisfy({ separators.contains($0) || $0 == " " }) {
                stretches[stretches.count - 1] = last.lowerBound..<part.range.upperBound
            } else {
                stretches.append(part.range)
            }
        }
        return stretches.map { trimmed(String(characters[$0])) }.filter { !$0.isEmpty }
    }

    // MARK: Parts

    static let separators: Set<Character> = [";", ":", ",", "—", "→"]

    /// Cuts at `;` `:` `,` `—` `→`, at sentence ends and before "and" / "but", never inside
    /// inline code or parentheses; parts that only explain ("it avoids …", "because …") or name
    /// nothing are dropped.
    static func parts(of text: String) -> [Part] {
        let characters = Array(text)
        var cuts: [(start: Int, end: Int, sentenceEnd: Bool)] = []
        var start = 0
        var inCode = false
        var depth = 0
        var index = 0
        func cut(at end: Int, resume: Int, sentenceEnd: Bool = false) {
            cuts.append((start, end, sentenceEnd))
            start = resume
        }
        while index < characters.count {
            let character = characters[index]
            if character == "`" { inCode.toggle() }
            if inCode { index += 1; continue }
            // Full-width parentheses ("（`private`, `public`）") hold asides as ASCII ones do.
            if character == "(" || character == "（" { depth += 1 }
            if character == ")" || character == "）" { depth = max(0, depth - 1) }
            if depth == 0 {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if Lexicon.fullWidthClauseEnds.contains(character) {
                    // "使用 `let` 而非 `var`，使用结构体而非类": CJK clauses end at full-width
                    // punctuation, with no space after and no count of words to go by.
                    cut(at: index, resume: index + 1, sentenceEnd: character != "，")
                } else if separators.contains(character) && (character != ":" || next == " ") {
                    // "In `Project.swift`, take …", "After adding a feature, run …": an opening
                    // qualifier belongs to the clause it introduces; "`@State`, `@Binding` …" is a list.
                    if character == ",", opensWithQualifier(characters[start..<index]) || isListItem(characters[start..<index]) {
                        index += 1
                        continue
                    }
                    cut(at: index, resume: index + 1, sentenceEnd: character == ";")
                } else if ".!?。".contains(character) && next == " " {
                    cut(at: index, resume: index + 1, sentenceEnd: true)
                } else if character == " ", let word = conjunction(in: characters, at: index + 1),
                          !isListItem(characters[start..<index]),
                          !isListItem(characters[(index + 1 + word)..<clauseEnd(characters, from: index + 1 + word)], words: 1) {
                    cut(at: index, resume: index + 1 + word)
                    index += word
                }
            }
            index += 1
        }
        cuts.append((start, characters.count, true))
        // An explanation ("…: it avoids redrawing the parent and gives `.popover` an anchor")
        // runs to the end of its sentence.
        var explaining = false
        return cuts.compactMap { cut -> Part? in
            defer { if cut.sentenceEnd { explaining = false } }
            var lower = cut.start, upper = cut.end
            while lower < upper, characters[lower] == " " { lower += 1 }
            // ", and `tuist generate` was run": the conjunction joins, it is not part of the clause.
            if let word = conjunction(in: characters, at: lower), lower + word < upper { lower += word }
            while upper > lower, characters[upper - 1] == " " || ".!?。".contains(characters[upper - 1]) { upper -= 1 }
            guard lower < upper else { return nil }
            let text = String(characters[lower..<upper])
            // "**Formatting**: 4-space indentation, …": a label opening the statement names the
            // topic of the clauses after it, not a duty of its own.
            if cut.start == 0, cut.end < characters.count, characters[cut.end] == ":" || characters[cut.end] == "：",
               !text.includes("`"), wordsOfPart(text).prose.count <= 2 { return nil }
            let lowered = text.lowercasedFast()
            if Lexicon.rationaleOpeners.contains(where: { lowered.hasPrefix($0) }) { explaining = true }
            if explaining { return nil }
            let (spans, prose) = wordsOfPart(text)
            guard !spans.isEmpty || !prose.isEmpty else { return nil }
            return Part(text: text, range: lower..<upper, spanWords: spans, proseWords: prose)
        }
    }

    /// Length of "and " / "but " starting at `index` (a clause joined to the previous one).
    private static func conjunction(in characters: [Character], at index: Int) -> Int? {
        for word in Lexicon.clauseConjunctions {
            let scalars = Array(word)
            if index + scalars.count <= characters.count,
               characters[index..<(index + scalars.count)].map({ Character($0.lowercased()) }) == scalars {
                return scalars.count
            }
        }
        return nil
    }

    /// Where the clause starting at `start` ends: the next separator or sentence end outside code.
    static func clauseEnd(_ characters: [Character], from start: Int) -> Int {
        var inCode = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "`" { inCode.toggle() }
            if !inCode, separators.contains(character) || ".!?。".contains(character) { return index }
            index += 1
        }
        return characters.count
    }

    /// A stretch too short to be a clause ("Paddings", "Managers, services", "`@State`"; after
    /// "and", a single word: "values and closures"): a member of a list, not a clause.
    static func isListItem(_ text: ArraySlice<Character>, words: Int = 2) -> Bool {
        if onlyCode(text) { return true }
        let prose = wordsOfPart(String(text)).prose
        return prose.count <= words && !String(text).includes("`")
    }

    /// A stretch holding code spans and no word of prose: an item of a list, not a clause.
    static func onlyCode(_ text: ArraySlice<Character>) -> Bool {
        let pieces = String(text).split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return false }
        return pieces.enumerated().allSatisfy { offset, piece in
            offset % 2 == 1 || words(String(piece)).allSatisfy { $0.count < 3 || Lexicon.stopWords.contains($0) || Lexicon.alternativeJoiners.contains($0) }
        }
    }

    static func opensWithQualifier(_ text: ArraySlice<Character>) -> Bool {
        let first = String(text).trimmingCharacters(in: .whitespaces).lowercasedFast().split(separator: " ").first.map(String.init) ?? ""
        return Lexicon.qualifierOpeners.contains(first)
    }

    private static func wordsOfPart(_ text: String) -> (spans: [String], prose: [String]) {
        var spans: [String] = []
        var prose: [String] = []
        for (offset, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            let words = self.words(String(piece))
            if offset % 2 == 1 {
                spans += words.filter { $0.count >= 2 }
            } else {
                prose += words.filter { $0.count >= 3 && !Lexicon.stopWords.contains($0) }
            }
        }
        return (spans, prose)
    }

    // MARK: What a check speaks of

    static func words(of check: any Check) -> Set<String> {
        var text = check.kind + " " + check.summary
        var exempt = ""
        for parameter in check.parameters {
            let values = " " + texts(of: parameter.value).joined(separator: " ")
            // Where the check does not look (`outside: typesNamed:IosFacades`) is not what it checks:
            // "Facades use constructor injection" is no clause of a check that leaves `IosFacades` out.
            if exemptionKeys.contains(parameter.name) { exempt += values } else { text += values }
        }
        let leftOut = Set(words(exempt)).subtracting(words(text.replacingOccurrences(of: check.summary, with: "")))
        return Set(words(text).filter { $0.count >= 2 && !Lexicon.stopWords.contains($0) && !Lexicon.checkBoilerplate.contains($0) && !leftOut.contains($0) })
    }

    /// What a check of `item` speaks of: its own words, and for a check lent by a linked rule,
    /// the words of the rule's clause it decides too ("network requests do not belong in them"
    /// speaks to an item's "no networking in the view", though the check names `URLSession`).
    static func words(of check: CompiledCheck, in item: CompiledItem) -> Set<String> {
        let own = words(of: check.check)
        guard check.statementId != item.id, let clause = check.covers else { return own }
        let lent = wordsOfPart(clause)
        return own.union(lent.spans).union(lent.prose)
    }

    /// The clause of `item`'s text a linked rule's check speaks to, nil when none.
    static func clause(lentBy check: CompiledCheck, to item: CompiledItem) -> String? {
        let words = words(of: check, in: item)
        return parts(of: item.statement.text).first { covers($0, words) }?.text
    }

    /// Parameters naming where a check looks (its code scope) or does not look: never what it
    /// checks. "Sub-views go to `CoreUI/`" is no clause of a limit a "## Views" heading placed in
    /// views. (`paths` stays: for some kinds it is what they check, as `forbidden-path`'s.)
    static let exemptionKeys: Set<String> = ["outside", "excludedPaths", "allowedIn", "within", "whenFileUses", "inFilesDeclaring"]

    /// The words a parameter value holds (strings and numbers, nested lists and objects).
    private static func texts(of value: JSONValue) -> [String] {
        switch value {
        case .null: return []
        case let .bool(flag): return [flag ? "true" : "false"]
        case let .int(number): return [String(number)]
        case let .string(text): return [text]
        case let .array(values): return values.flatMap(texts(of:))
        case let .object(members): return members.flatMap { [$0.0] + texts(of: $0.1) }
        }
    }

    static func covers(_ part: Part, _ checkWords: Set<String>) -> Bool {
        (part.spanWords + part.proseWords).contains { word in
            checkWords.contains(word) || checkWords.contains { related(word, $0) }
        }
    }

    /// Same word, one a form of the other ("imports" / "import", "alphabetically" /
    /// "alphabetical"), or one the end of the other (`XViewController` / `<Name>ViewController`).
    static func related(_ a: String, _ b: String) -> Bool {
        // "PascalCase" is what a check says as "UpperCamelCase".
        if let first = casingStyle(a), let second = casingStyle(b) { return first == second }
        guard min(a.count, b.count) >= 4 else { return false }
        return a.hasPrefix(b) || b.hasPrefix(a) || (min(a.count, b.count) >= 6 && (a.hasSuffix(b) || b.hasSuffix(a)))
    }

    /// Whether a word names upper (true) or lower (false) camel case, or no casing (nil).
    static func casingStyle(_ word: String) -> Bool? {
        guard casingWords.contains(word), let style = Lexicon.camelCase(of: word) else { return nil }
        return style == .upper
    }

    static let casingWords = Set(Lexicon.phrases(.casingCue).filter { !$0.includes(" ") })

    static func words(_ text: String) -> [String] {
        text.lowercasedFast().split(whereSeparator: { !$0.isLetterFast && !$0.isNumber }).map(String.init)
    }

    private static func trimmed(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == " " || separators.contains(last) || ".!?。".contains(last) { result.removeLast() }
        while let first = result.first, first == " " { result.removeFirst() }
        return String(result)
    }

    // MARK: Severity

    /// The escape a clause leaves, if any ("when possible").
    static func humanCondition(in clause: String) -> String? {
        let lowered = " " + clause.lowercasedFast() + " "
        return Lexicon.humanConditions.first { lowered.includes(" " + $0 + " ") || lowered.includes(" " + $0 + ",") }
    }
}
