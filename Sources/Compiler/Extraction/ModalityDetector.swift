import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// Finds whether a sentence prescribes, forbids or recommends, from its wording, with the cues of
/// the `Lexicon` (every language it knows). Works on prose with the inline code replaced by
/// `‹code›`, so `DoNotDisturbView` or "never" inside code never counts.
enum ModalityDetector {
    /// "is `final`", "stays always `private`", "are a `struct`": a state stated of code, which
    /// reads as a rule. Before each `‹code›`, read backwards over spaces: an optional article,
    /// an optional "always", then a copula standing as a whole word.
    static func statesCodeAsState(_ characters: [Character]) -> Bool {
        let code = Array("‹code›")
        var index = 0
        while index + code.count <= characters.count {
            defer { index += 1 }
            guard characters[index].soleScalar == "‹", Array(characters[index..<(index + code.count)]) == code else { continue }
            var cursor = PrecedingWords(characters: characters, end: index)
            guard var word = cursor.next() else { continue }
            if Lexicon.articlesBeforeCode.contains(word) { guard let next = cursor.next() else { continue }; word = next }
            if word == Lexicon.alwaysBeforeCode { guard let next = cursor.next() else { continue }; word = next }
            if Lexicon.copulasBeforeCode.contains(word) { return true }
        }
        return false
    }

    /// The words before a place, last first, each separated from the next by whitespace (a word
    /// is letters, digits and underscores; anything else between ends the reading).
    struct PrecedingWords {
        let characters: [Character]
        var end: Int

        mutating func next() -> String? {
            var start = end
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            guard start < end else { return nil }
            var wordStart = start
            while wordStart > 0, characters[wordStart - 1].isWordCharacter { wordStart -= 1 }
            guard wordStart < start else { return nil }
            end = wordStart
            return String(characters[wordStart..<start])
        }
    }

    /// Whether the prose is a practice of the catalogue, one "over" / "instead of" and a concept
    /// the practice replaces, with no other word: without a verb it describes nothing.
    static func setsPracticeAgainstConcept(_ characters: [Character], hits: [CueHit]) -> Bool {
        let connectors = hits.filter { $0.cue == .disfavouredAfter }
        guard connectors.count == 1, let connector = connectors.first else { return false }
        let mentions = ConceptCatalogue.mentions(in: characters)
        guard mentions.contains(where: { $0.isPractice && $0.range.upperBound <= connector.range.lowerBound }),
              mentions.contains(where: { !$0.isPractice && $0.range.lowerBound >= connector.range.upperBound }) else { return false }
        let named = mentions.map(\.range) + [connector.range]
        return characters.indices.allSatisfy { index in
            !characters[index].isLetterFast || named.contains { $0.contains(index) }
        }
    }

    /// The prose as every reading of a sentence scans it: trimmed, lower-cased, a space at each
    /// end. One form for all of them, so the cue matcher answers the later scans from its cache.
    static func scanForm(_ prose: String) -> [Character] {
        Array(" " + prose.trimming(" \n\t").lowercasedFast() + " ")
    }

    /// Whether the prose describes what code does rather than prescribing (`DirectiveForm`).
    package static func describes(_ prose: String) -> Bool {
        let characters = scanForm(prose)
        return DirectiveForm.describes(characters, hits: Lexicon.hits(in: characters))
    }

    /// "`@IBAction` methods are `private`", "types conforming to `View` end in `View`": a
    /// declaration naming code on both sides states a rule; so does "**Line length:** 120" or
    /// "**Indentation**: 4 spaces", a measure and a number.
    static func declarative(_ characters: [Character], hits: [CueHit], namesCode: Bool) -> Modality? {
        func has(_ cue: Cue) -> Bool { hits.contains { $0.cue == cue } }
        if namesCode, has(.suffixCue) || has(.prefixCue) || has(.casingCue) || has(.conformVerb) || has(.inheritVerb) { return .must }
        // "PascalCase for types, camelCase for properties": a casing style is named only to be
        // followed; no description states one.
        if has(.casingCue) { return .must }
        // "View models use the `@Observable` macro": what a group of types uses, said of the
        // whole group, is how the team writes it ("The app uses `Alamofire`" stays a description).
        // The verb in its present form: "a view used by two features" is a participle.
        if namesCode, let use = hits.first(where: { $0.cue == .useVerb && !$0.phrase.hasSuffix("ed") && !$0.phrase.hasSuffix("ing") }),
           let family = TypeFamily.matcher.hits(in: characters).first, family.range.upperBound <= use.range.lowerBound,
           String(characters[family.range.upperBound..<use.range.lowerBound]).allSatisfy({ $0 == " " }) {
            // Nothing before the group but "every", "all" or "each".
            let before = String(characters[..<family.range.lowerBound]).trimming(" *_")
            let quantifier = hits.contains { hit in
                [.obligation, .weakModal].contains(hit.cue) && hit.range.upperBound <= family.range.lowerBound
                    && String(characters[..<hit.range.lowerBound]).trimming(" *_").isEmpty
                    && String(characters[hit.range.upperBound..<family.range.lowerBound]).allSatisfy { $0 == " " }
            }
            if before.isEmpty || quantifier { return .must }
        }
        if namesCode, Self.statesCodeAsState(characters) {
            return .must
        }
        // "Booleans as assertions", a row of a naming table: the Swift guidelines' rule, named.
        if has(.booleanNoun), has(.assertionWord) { return .must }
        if has(.lineLengthNoun) || has(.parameterNoun) || has(.nestingNoun) || (has(.lineNoun) && (has(.functionNoun) || has(.typeNoun) || has(.fileNoun) || has(.viewBodyNoun)))
            || (has(.indentCue) && has(.spaceNoun)),
           characters.contains(where: { $0.isASCII && $0.isNumber }) {
            return .must
        }
        // "Views must not exceed 200 lines", "뷰는 200줄 이하로 유지": a group of types named in words,
        // with a limit word, a number and lines, is measured as types are.
        if has(.lineNoun), has(.limitAtMost) || has(.limitBelow) || has(.limitAbove), !TypeFamily.matcher.hits(in: characters).isEmpty,
           characters.contains(where: { $0.isASCII && $0.isNumber }) {
            return .must
        }
        return nil
    }

    /// Whether the prose's modal words are all words facts share with rules (`Cue.weakModal`:
    /// "no", "every", "doesn't"): none that only rules use (must, never, avoid, should, an
    /// imperative, a ✅ / ❌ label) stands in it, and at least one weak word does.
    package static func hasOnlyWeakModalWords(_ prose: String) -> Bool {
        let characters = scanForm(prose)
        let hits = Lexicon.hits(in: characters)
        let weak = Set(hits.filter { $0.cue == .weakModal }.map(\.range))
        let strong: Set<Cue> = [.negation, .avoid, .obligation, .recommendation, .imperative, .goodLabel, .badLabel]
        // "no extra import for …": a verb of the imperative list is one only where a clause opens.
        let starts = DirectiveForm.clauseStartPositions(characters, isCode: DirectiveForm.proseCode)
        return !weak.isEmpty && !hits.contains { hit in
            strong.contains(hit.cue) && !weak.contains(hit.range) && (hit.cue != .imperative || starts.contains(hit.range.lowerBound))
        }
    }

    package static func modality(of prose: String) -> Modality? {
        // The same sentence is read for its modality by the extractor, the joining of exceptions
        // and the statement reader; the answer is a pure function of the prose.
        // Keyed by the bytes: `String` equality takes a composed and a decomposed spelling for
        // one key, and the cue matcher's boundary tests may read them apart.
        known.get(Array(prose.utf8)) { _ in readModality(prose) }
    }

    private static let known = Memo<[UInt8], Modality?>()

    /// Whether the prose leaves its practice to each author ("not enforced", "is optional"): no
    /// rule, and none a heading's modality may lend it either.
    package static func leavesItToTheAuthor(_ prose: String) -> Bool {
        // Read for every item and sentence before its modality: a byte search rules most out
        // before the cue matcher runs (the modality reading matches the cues once more).
        let lowered = prose.lowercasedFast()
        guard Lexicon.leftToTheAuthor.contains(where: { lowered.includes($0) }) else { return false }
        return leavesItToTheAuthor(Lexicon.hits(in: scanForm(prose)))
    }

    static func leavesItToTheAuthor(_ hits: [CueHit]) -> Bool {
        hits.contains { $0.cue == .permission && Lexicon.leftToTheAuthor.contains($0.phrase) }
    }

    /// The verbs of `Cue.imperative`, once, for the test of a clause's first word.
    private static let imperativeWords = Set(Lexicon.phrases(.imperative))

    private static func readModality(_ prose: String) -> Modality? {
        let characters = scanForm(prose)
        // "Cells … need no `prepareForReuse()` override", "no need to …": a description of what is
        // unnecessary, not a prohibition.
        let found = Lexicon.hits(in: characters)
        // "Preferred but not enforced", "shorthand types are optional": a practice the team
        // leaves to each author is no rule, whatever else the sentence says of it.
        if leavesItToTheAuthor(found) { return nil }
        let relative = StatementReader.negationsNotRefusing(found, characters: characters)
        let hits = found.filter { hit in
            if relative.contains(hit.range) { return false }
            guard hit.cue == .negation || hit.cue == .badLabel, hit.phrase == "no" else { return true }
            let before = String(characters[..<hit.range.lowerBound]).split(separator: " ").last.map(String.init) ?? ""
            let after = String(characters[hit.range.upperBound...]).split(separator: " ").first.map(String.init) ?? ""
            return !(Lexicon.needVerbsBeforeNo.contains(before) || after == "need")
        }
        func has(_ cue: Cue) -> Bool { hits.contains { $0.cue == cue } }
        let namesCode = prose.includes("‹code›")
        // A description ("typing `\n` doesn't submit") is no rule, whatever words it shares with
        // one; only a declaration about code ("a `…Feature` is a `@Reducer`") still states one.
        guard DirectiveForm.isDirective(characters, hits: hits) else { return declarative(characters, hits: hits, namesCode: namesCode) }
        // "Good: … Bad: …", "正确：… 错误：…": labels closed by a colon give the statement its polarity.
        let labels = StatementReader.labelHits(hits, characters: characters)
        if labels.contains(where: { $0.stance.isForbid }) { return .mustNot }
        if !labels.isEmpty, labels.allSatisfy({ $0.stance.isRequire }), namesCode { return .must }
        if hits.contains(where: { $0.cue == .negation && (namesCode || !Lexicon.weakNegations.contains($0.phrase)) }) { return .mustNot }
        if has(.avoid) { return .avoid }
        if has(.badLabel), hits.contains(where: { $0.cue == .badLabel && !$0.phrase.unicodeScalars.contains(where: \.properties.isAlphabetic) }) {
            return .mustNot
        }
        if has(.obligation) { return .must }
        // "Only `Router` may touch `UIApplication.shared`": a restriction to one place.
        if has(.only), has(.permission) { return .must }
        // "`Task`는 View나 ViewModel에서만 생성", "`Task` は View でのみ生成": in languages that end
        // the clause with a noun of the action, "only" beside code is the restriction itself.
        if has(.only), namesCode, !DirectiveForm.isMostlyLatin(characters) { return .must }
        if has(.recommendation) { return .prefer }
        // "`A` over `B`", "`B` → `A`", "replace `B` with `A`": a preference between two forms.
        if namesCode, has(.disfavouredAfter) || has(.disfavouredBefore) || has(.replaceVerb) || has(.favourMarker) { return .prefer }
        // "Dependency injection over singletons": a line that does nothing but set a named
        // practice against a named concept prefers it, as "`A` over `B`" does.
        if !namesCode, setsPracticeAgainstConcept(characters, hits: hits) { return .prefer }
        if has(.goodLabel), hits.contains(where: { $0.cue == .goodLabel && !$0.phrase.unicodeScalars.contains(where: \.properties.isAlphabetic) }) {
            return .must
        }
        if let stated = declarative(characters, hits: hits, namesCode: namesCode) { return stated }
        // An imperative opening the sentence or a clause after a comma ("Inside a view, declare …"),
        // or after a short label ("**Naming**: use camelCase …").
        let imperatives = imperativeWords
        var opening = String(characters)
        if let colon = opening.firstIndex(of: ":"), opening[..<colon].split(separator: " ").count <= 4 {
            opening = String(opening[opening.index(after: colon)...])
        }
        for clause in ([String(characters)] + [opening]).flatMap({ $0.split(separator: ",").prefix(3) }) {
            if let word = clause.split(whereSeparator: { !$0.isLetterFast }).first, imperatives.contains(String(word)) {
                return .must
            }
        }
        if !DirectiveForm.isMostlyLatin(characters), opensOrClosesWithAVerb(characters, namesCode: namesCode) { return .must }
        return nil
    }

    /// In a language written without spaces (Chinese, Japanese, Korean), whether a clause opens
    /// with an imperative verb or closes with a verb in the form that states a rule.
    static func opensOrClosesWithAVerb(_ characters: [Character], namesCode: Bool) -> Bool {
        // "为所有公共 API 添加文档注释，使用 `///`": a clause after "，" or "：" that opens with an
        // imperative verb (two characters at least, or one followed by code: "用" alone also
        // starts "用户").
        for clause in String(characters).split(whereSeparator: { "，,：:；;".contains($0) }).prefix(4) {
            let start = clause.drop { $0 == " " || $0 == "*" }
            if let verb = Lexicon.phrases(.imperative).first(where: { !$0.unicodeScalars.allSatisfy(\.isASCII) && start.hasPrefix($0) }),
               verb.count >= 2 || start.dropFirst(verb.count).first.map({ $0 == " " || $0 == "‹" }) == true {
                return true
            }
        }
        // "`.task { }` を使う。": Japanese and Korean close the clause with the verb, and the
        // plain form is how their convention documents state a rule.
        for clause in String(characters).split(whereSeparator: { "。.；;\n".contains($0) }) {
            // The clause's end as written, and before an aside in parentheses that closes it
            // ("定数化する（例: `let radius = 12`）", "전달 (`@Binding` 또는 파라미터)").
            let ends = [clause.trimming(" )）*"), withoutTrailingAside(clause.trimming(" *")).trimming(" )）*")]
            if ends.contains(where: { end in Lexicon.verbFinalImperatives.contains { end.hasSuffix($0) } }), clause.includes("‹code›") { return true }
            // "프로토콜 conformance 는 별도 extension 으로 분리": a terse Korean rule ends on the
            // verbal noun of its act, with or without code.
            if ends.contains(where: { end in Lexicon.koreanClosingVerbalNouns.contains { end.hasSuffix(" " + $0) || end == $0 } }) { return true }
            // "マジックナンバーは定数化する": a clause naming a concept of the catalogue states a rule
            // in that form as one naming code does.
            if ends.contains(where: endsWithPlainVerb), namesCode || !ConceptCatalogue.mentions(in: Array(clause)).isEmpty,
               !clause.includes("‹code›" + Lexicon.japaneseSubjectParticle),
               !clause.includes("‹code› " + Lexicon.japaneseSubjectParticle) {
                return true
            }
        }
        return false
    }

    /// "定数化する（例: `let radius = 12`）" → "定数化する": an example in parentheses after the
    /// verb is not where the clause ends.
    static func withoutTrailingAside(_ clause: String) -> String {
        guard let last = clause.last, last == ")" || last == "）",
              let open = clause.lastIndex(where: { $0 == "(" || $0 == "（" }), open > clause.startIndex else { return clause }
        return String(clause[..<open])
    }

    /// "…でアンラップする": a noun made a verb by "する", the noun written in kana or kanji (a
    /// Japanese word, not the end of a Latin one).
    static func endsWithPlainVerb<Text: StringProtocol>(_ end: Text) -> Bool {
        guard end.hasSuffix(Lexicon.japanesePlainVerbEnding) else { return false }
        let noun = end.dropLast(Lexicon.japanesePlainVerbEnding.count)
        guard let last = noun.last else { return false }
        return CueMatcher.isKana(last) || CueMatcher.isHan(last)
    }
}
