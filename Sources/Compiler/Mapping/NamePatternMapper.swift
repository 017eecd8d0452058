import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// "Boolean properties start with `is` or `has`", "no `…Manager` types", "enum cases are
/// `lowerCamelCase`", "no `k` prefix on constants": a pattern on the names of one kind of
/// declaration. The subject must be only that kind (with a `Bool` type or a conformance at most):
/// "delegate protocols end in `Delegate`" does not say which protocols are delegates, and
/// "protocols ending in `ViewDelegate` are `@MainActor`" uses the name to pick types, not as the
/// rule — both are left to others.
package enum NamePatternMapper {
    /// "`is`, `has`, `should`로 시작", "以 `Service` 结尾", "the `is` or `has` prefix": the names
    /// listed right before the cue, across commas, conjunctions and list particles.
    static func termsListedBefore(_ position: Int, _ reading: Reading) -> [Term] {
        let characters = reading.utterance.characters
        var index = position - 1
        var found: [Term] = []
        while index >= 0 {
            let character = characters[index]
            if let term = Utterance.termIndex(character) { found.insert(reading.terms[term], at: 0); index -= 1; continue }
            if " ,、，/".contains(character) || Lexicon.nameListParticles.contains(character) { index -= 1; continue }
            // "or", "and" between two names, once a name has been found.
            var start = index
            while start > 0, characters[start - 1].isASCII, characters[start - 1].isLetterFast { start -= 1 }
            guard !found.isEmpty, start < index, Lexicon.listConjunctions.contains(String(characters[start...index]).lowercasedFast()) else { break }
            index = start - 1
        }
        return found
    }

    /// The written parts of a name pattern: `is…`, `…Manager`, and the hyphen that prose about
    /// affixes writes for the rest of the name (`is-`, `-able`; lower-case letters only, so a
    /// flag such as `-Onone` is none). The hyphen forms count only here, where a statement
    /// already speaks of names: elsewhere (`-spks` bundle suffixes in a list of facts) they are
    /// plain code.
    static func writtenAffix(_ term: Term) -> (prefix: String, suffix: String)? {
        if case let .namePattern(prefix, suffix)? = term.span { return (prefix, suffix) }
        let text = term.text
        guard term.isCode, text.count > 2 else { return nil }
        if text.last == "-", text.dropLast().allSatisfy(\.isLowercase) { return (String(text.dropLast()), "") }
        if text.first == "-", text.dropFirst().allSatisfy(\.isLowercase) { return ("", String(text.dropFirst())) }
        return nil
    }

    /// From each example marker to the end of its parenthesis (or the sentence).
    static func exampleSpans(_ reading: Reading, in sentence: Range<Int>) -> [Range<Int>] {
        let characters = reading.utterance.characters
        return reading.utterance.formCues.filter { $0.cue == .exampleMarker && sentence.contains($0.range.lowerBound) }.map { hit in
            var end = hit.range.upperBound
            while end < sentence.upperBound, characters[end] != ")", characters[end] != "）" { end += 1 }
            return hit.range.lowerBound..<end
        }
    }

    static let swiftKeywords: Set<String> = [
        "final", "private", "fileprivate", "internal", "public", "open", "static", "class", "struct", "enum", "protocol",
        "actor", "let", "var", "func", "weak", "lazy", "override", "mutating", "async", "throws", "some", "any",
    ]

    static let kindCues: Set<Cue> = [.functionNoun, .propertyNoun, .caseNoun, .booleanNoun, .typeNoun, .otherDeclarations]
    /// Cue words that may stand in the sentence: its kind, the pattern, the modality. Parameters
    /// may be named beside the kinds; the check reads the declarations it can select.
    static let allowedCues: Set<Cue> = kindCues.union([.parameterNoun, .prefixCue, .suffixCue, .casingCue, .negation, .avoid, .obligation,
                                                       .recommendation, .onto, .location, .nameVerb, .assertionWord])

    package static func map(_ context: inout MappingContext) -> [Mapped] {
        let reading = context.reading
        guard let sentence = reading.segments.first.map({ first -> Range<Int> in
            var end = first.range.upperBound
            for segment in reading.segments.dropFirst() {
                // A label ("Types: `UpperCamelCase`") opens the sentence; it does not end it.
                if segment.strongBefore, !segment.opensAfterLabel { break }
                end = segment.range.upperBound
            }
            return first.range.lowerBound..<end
        }) else { return [] }
        // Two casings or two patterns in one statement pair each with its own kind of declaration
        // ("Types are `PascalCase`; properties are `camelCase`": the second sentence too).
        let casings = reading.utterance.cues.filter { $0.cue == .casingCue }.count
            + reading.terms.filter(\.namesCasingStyle).count
        let triedWhole = casings <= 1
        if triedWhole, let whole = map(sentence, context: &context) { return [whole] }
        // "camelCase for variables, PascalCase for types": one pattern per clause.
        var result: [Mapped] = []
        var unreadCasing = false
        var memberCasings: [Int] = []
        for clause in clauses(reading) where !(triedWhole && clause == sentence) {
            if let mapped = map(clause, context: &context) {
                if namesCasing(clause, reading), casesMembers(clause, reading) { memberCasings.append(result.count) }
                result.append(mapped)
            } else if namesCasing(clause, reading) {
                unreadCasing = true
            }
        }
        // "… `camelCase` functions/properties, and reserve `SCREAMING_SNAKE_CASE` for bridging
        // constants": a casing the statement gives to declarations this reading cannot pick may
        // be the very exception to another clause's casing of members, which is then not
        // checked alone. Types are never what such a clause carves out.
        if unreadCasing, !memberCasings.isEmpty {
            for index in memberCasings.reversed() { result.remove(at: index) }
            context.miss("a casing the statement gives to some declarations is not read, and may be the exception to the others")
        }
        // "| Booleans as assertions | `isHidden`, `hasAccess` |": a table row's cells are one
        // statement, the noun in one and the examples in the next.
        if result.isEmpty, reading.segments.count > 1 {
            let whole = 0..<reading.utterance.characters.count
            let cues = reading.utterance.cues.filter { whole.contains($0.range.lowerBound) }
            let patterns = reading.terms.filter { term in writtenAffix(term).map { $0.prefix.isEmpty != $0.suffix.isEmpty } ?? false }
            if !cues.contains(where: { [.prefixCue, .suffixCue, .casingCue].contains($0.cue) }),
               let mapped = assertionNames(whole, cues: cues, terms: reading.terms, writtenPatterns: patterns, context: &context) {
                result.append(mapped)
            }
        }
        return result
    }

    /// The statement's clauses, a label ("Types:") joined to the clause it opens, and a list of
    /// kinds ("properties, functions and parameters use `camelCase`") to the clause that names
    /// their pattern.
    static func clauses(_ reading: Reading) -> [Range<Int>] {
        var labelled: [(range: Range<Int>, strongBefore: Bool)] = []
        for segment in reading.segments {
            if segment.opensAfterLabel, let last = labelled.last {
                labelled[labelled.count - 1].range = last.range.lowerBound..<segment.range.upperBound
            } else {
                labelled.append((segment.range, segment.strongBefore))
            }
        }
        var result: [Range<Int>] = []
        var pending: Range<Int>?
        for clause in labelled {
            var range = clause.range
            if let listed = pending {
                if clause.strongBefore { result.append(listed) } else { range = listed.lowerBound..<range.upperBound }
                pending = nil
            }
            if namesPattern(range, reading) { result.append(range) } else { pending = range }
        }
        if let pending { result.append(pending) }
        return result
    }

    /// Whether a clause speaks of members (properties, functions, cases) rather than types only.
    static func casesMembers(_ clause: Range<Int>, _ reading: Reading) -> Bool {
        let kinds = declarationKinds(reading.utterance.cues.filter { clause.contains($0.range.lowerBound) }).kinds
        return !Set(kinds).isDisjoint(with: DeclarationKinds.members)
    }

    /// Whether a clause names a casing style, in words or as code.
    static func namesCasing(_ clause: Range<Int>, _ reading: Reading) -> Bool {
        reading.utterance.cues.contains { $0.cue == .casingCue && clause.contains($0.range.lowerBound) }
            || reading.terms.contains { clause.contains($0.position) && ($0.namesCasingStyle || Lexicon.casingStyleNames.contains($0.text.lowercasedFast())) }
    }

    /// Whether a clause names a casing, a prefix or a suffix.
    static func namesPattern(_ clause: Range<Int>, _ reading: Reading) -> Bool {
        reading.utterance.cues.contains { [.casingCue, .prefixCue, .suffixCue].contains($0.cue) && clause.contains($0.range.lowerBound) }
            || reading.terms.contains { term in
                guard clause.contains(term.position) else { return false }
                if writtenAffix(term) != nil { return true }
                return term.namesCasingStyle
            }
    }

    /// Whether a relative particle (的, の, 인, 는) and then a kind noun follow `position`.
    static func relativeBeforeKind(after position: Int, cues: [CueHit], characters: [Character]) -> Bool {
        var index = position
        while index < characters.count, characters[index] == " " { index += 1 }
        // "`Service` で終わる型は…": a Japanese verb form (its kana ending after the cue's stem)
        // modifies the noun right after it.
        var noun = index
        while noun < min(characters.count, index + 3), characters[noun].unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) }) { noun += 1 }
        if noun > index, cues.contains(where: { kindCues.contains($0.cue) && $0.range.lowerBound == noun }) { return true }
        guard index < characters.count, Lexicon.relativeParticles.contains(characters[index]) else { return false }
        return cues.contains { kindCues.contains($0.cue) && $0.range.lowerBound > index && $0.range.lowerBound <= index + 3 }
    }

    /// One name pattern read from the words of `sentence`, or nil.
    static func map(_ sentence: Range<Int>, context: inout MappingContext) -> Mapped? {
        let reading = context.reading
        let cues = reading.utterance.cues.filter { sentence.contains($0.range.lowerBound) }
        let terms = reading.terms.filter { sentence.contains($0.position) }
        let patternCues = cues.filter { $0.cue == .prefixCue || $0.cue == .suffixCue }
        let casingTerm = terms.first(where: \.namesCasingStyle)
        let casingWord = (cues.first { $0.cue == .casingCue }?.phrase) ?? casingTerm?.text.lowercasedFast()
        let writtenPatterns = terms.filter { term in
            if let (prefix, suffix) = writtenAffix(term) { return prefix.isEmpty != suffix.isEmpty }
            return false
        }
        if patternCues.isEmpty, casingWord == nil,
           let assertion = assertionNames(sentence, cues: cues, terms: terms, writtenPatterns: writtenPatterns, context: &context) {
            return assertion
        }
        guard !patternCues.isEmpty || casingWord != nil || !writtenPatterns.isEmpty else { return nil }
        if patternCues.contains(where: { Lexicon.namePickingParticiples.contains($0.phrase.lowercasedFast()) }) { return nil }
        // A sentence about where files live or what they import uses the name to pick them.
        if cues.contains(where: { [.placeVerb, .importVerb, .siblingCue, .commitVerb].contains($0.cue) })
            || terms.contains(where: { if case .path? = $0.span { return true } else { return false } }) { return nil }
        // The clause's own frames decide: "suffix is `ViewModel`, not `VM`" forbids `VM` alone.
        let own = reading.frames.filter { frame in frame.targets.contains { sentence.contains($0.position) } }
        let forbids = own.isEmpty ? reading.frames.contains { $0.modality.forbids } || context.statement.modality?.isNegative == true
            : own.contains { $0.modality.forbids }
        // "No `…Manager` types": a name pattern is the rule only when forbidden; "each `…Route`
        // type is an enum" uses it to pick types. Prefixes said of Booleans ("Bool: `is…`/`has…`")
        // are what their names start with: a Boolean picks no type by its prefix.
        let booleanSubject = cues.contains { $0.cue == .booleanNoun } || terms.contains { $0.text == "Bool" }
        let booleanPrefixes = booleanSubject && writtenPatterns.allSatisfy { term in
            if let (prefix, suffix) = writtenAffix(term) { return suffix.isEmpty && !prefix.isEmpty }
            return false
        }
        let namePatterns = (forbids || booleanPrefixes) && patternCues.isEmpty ? writtenPatterns : []
        guard !patternCues.isEmpty || casingWord != nil || !namePatterns.isEmpty else { return nil }
        var (kinds, typeAnnotation) = declarationKinds(cues)
        if typeAnnotation == nil, kinds.isEmpty, booleanPrefixes { typeAnnotation = "Bool" }
        if kindIsNarrowedByAName(cues, sentence: sentence, reading: reading) { return nil }
        if typeAnnotation != nil, kinds.isEmpty { kinds = DeclarationKinds.properties }
        if kinds.contains("case") { kinds.removeAll { $0 == "enum" } }
        guard !kinds.isEmpty,
              let affixes = affixes(namePatterns: namePatterns, patternCues: patternCues, sentence: sentence, context: context) else { return nil }
        if typeAnnotation == nil, booleanSubject { typeAnnotation = "Bool" }
        var conformance: String?
        if reading.has(.conformVerb), let name = terms.first(where: { $0.span?.typeName != nil && $0.text != "Bool" && !affixes.used.contains($0) })?.text {
            conformance = name
        }
        guard onlyNeutralWordsBeside(sentence, cues: cues, reading: reading) else { return nil }
        var check = NamePatternCheck(declarations: Array(Set(kinds)).sorted(), typeAnnotation: typeAnnotation, conformance: conformance)
        if forbids {
            // "Class names end with `ViewModel`, not `VM`": the name offered instead is the one to
            // keep, never one to refuse.
            let offered = Set(reading.frames.flatMap(\.alternatives).map { $0.text.trimming("…~*<>") })
            check.forbiddenPrefixes = affixes.prefixes.filter { !offered.contains($0) }
            check.forbiddenSuffixes = affixes.suffixes.filter { !offered.contains($0) }
        } else {
            check.prefixes = affixes.prefixes
            check.suffixes = affixes.suffixes
        }
        if let casingWord {
            guard let casing = casing(casingWord, written: casingTerm, kinds: kinds, context: &context) else { return nil }
            check.casing = casing
        }
        guard !(check.prefixes.isEmpty && check.suffixes.isEmpty && check.forbiddenPrefixes.isEmpty && check.forbiddenSuffixes.isEmpty
                && check.casing == nil) else { return nil }
        // Types named by suffix per conformance have their own kind (`type-suffix`).
        if conformance != nil, !check.suffixes.isEmpty, check.prefixes.isEmpty { return nil }
        return placed(check, terms: terms.filter { !affixes.used.contains($0) }, context: &context)
    }

    /// "Booleans read as assertions: `isEnabled`, `hasItems`", "Bool 값은 `is-`/`has-` 어서션
    /// 형태": Boolean properties whose names read as assertions. The examples and written
    /// prefixes are what the document showed, not the whole list: an auxiliary or a verb in the
    /// third person (`shouldRetry`, `showsBadge`) reads as one too. Without the word "assertion",
    /// examples that all open with an auxiliary ("Booleans: `isLoading`, `hasError`") say the same.
    static func assertionNames(_ sentence: Range<Int>, cues: [CueHit], terms: [Term], writtenPatterns: [Term],
                               context: inout MappingContext) -> Mapped? {
        let reading = context.reading
        guard cues.contains(where: { $0.cue == .booleanNoun }) || terms.contains(where: { $0.text == "Bool" }),
              !reading.frames.contains(where: { $0.modality.forbids }), context.statement.modality?.isNegative != true else { return nil }
        let written = writtenPatterns.compactMap(writtenAffix).filter { $0.suffix.isEmpty && !$0.prefix.isEmpty }.map(\.prefix)
        guard written.count == writtenPatterns.count else { return nil }
        let examples = terms.filter { $0.isCode && $0.text != "Bool" && writtenAffix($0) == nil }.map(\.text)
        guard examples.allSatisfy(isBooleanLikeName), !(examples.isEmpty && written.isEmpty) else { return nil }
        let heads = examples.map { String($0.prefix(while: \.isLowercase)) }
        let saysAssertion = cues.contains { $0.cue == .assertionWord }
        guard saysAssertion || (!heads.isEmpty && heads.allSatisfy(NamePatternCheck.auxiliaries.contains)) else { return nil }
        guard onlyNeutralWordsBeside(sentence, cues: cues, reading: reading) else { return nil }
        var prefixes: [String] = []
        for prefix in written + heads where !prefixes.contains(prefix) { prefixes.append(prefix) }
        var check = NamePatternCheck(declarations: DeclarationKinds.properties, typeAnnotation: "Bool", prefixes: prefixes)
        check.readsAsAssertion = true
        guard var mapped = placed(check, terms: [], context: &context) else { return nil }
        mapped.decidesWholeStatement = true
        return mapped
    }

    /// `isEmpty`, `hasValidURL`: a lowerCamelCase name of two words or more.
    static func isBooleanLikeName(_ text: String) -> Bool {
        guard text.first?.isLowercase == true, text.allSatisfy({ $0.isLetterFast || $0.isNumber }) else { return false }
        return text.contains { $0.isUppercase }
    }

    /// The kinds of declaration the sentence's nouns name, and the type a "Boolean" names.
    static func declarationKinds(_ cues: [CueHit]) -> (kinds: [String], typeAnnotation: String?) {
        var kinds: [String] = []
        var typeAnnotation: String?
        for hit in cues where kindCues.contains(hit.cue) {
            switch hit.cue {
            case .functionNoun: kinds += ["func"]
            case .propertyNoun: kinds += DeclarationKinds.properties
            case .caseNoun: kinds += ["case"]
            case .booleanNoun: typeAnnotation = "Bool"
            // "Types `UpperCamelCase`; everything else `lowerCamelCase`": what is no type.
            case .otherDeclarations: kinds += DeclarationKinds.members
            default:
                let word = hit.phrase.lowercasedFast()
                let singular = word == "classes" ? "class" : word.hasSuffix("s") ? String(word.dropLast()) : word
                kinds += DeclarationKinds.types.contains(singular) ? [singular] : ["type"]
            }
        }
        return (kinds, typeAnnotation)
    }

    /// "**ViewController** classes end in …", "delegate protocols …": a name before the kind
    /// narrows it to a subset no selector picks (an attribute, `@Test` functions, does not).
    static func kindIsNarrowedByAName(_ cues: [CueHit], sentence: Range<Int>, reading: Reading) -> Bool {
        let characters = reading.utterance.characters
        for hit in cues where kindCues.contains(hit.cue) {
            var index = hit.range.lowerBound - 1
            while index >= sentence.lowerBound, characters[index] == " " { index -= 1 }
            guard index >= sentence.lowerBound, let term = Utterance.termIndex(characters[index]) else { continue }
            // "`PascalCase` types": the style the kind is written in, not a name narrowing it.
            if reading.terms[term].namesCasingStyle { continue }
            // `@Test` functions, `Bool` properties, `…Manager` types: what the rule reads.
            switch reading.terms[term].span {
            case .attribute?, .namePattern?: continue
            default: if reading.terms[term].text == "Bool" { continue }
            }
            return true
        }
        return false
    }

    /// The pattern's code: a name pattern (`…Manager`), the term right before a "prefix" /
    /// "suffix" noun (`k` prefix), or the terms after "start with" / "end in"; nil when the
    /// pattern only picks the types the rule is about.
    static func affixes(namePatterns: [Term], patternCues: [CueHit], sentence: Range<Int>,
                        context: MappingContext) -> (prefixes: [String], suffixes: [String], used: [Term])? {
        let reading = context.reading
        let cues = reading.utterance.cues.filter { sentence.contains($0.range.lowerBound) }
        let terms = reading.terms.filter { sentence.contains($0.position) }
        var prefixes: [String] = []
        var suffixes: [String] = []
        var used: [Term] = []
        for term in namePatterns {
            guard let (prefix, suffix) = writtenAffix(term) else { continue }
            if prefix.isEmpty { suffixes.append(suffix) } else { prefixes.append(prefix) }
            used.append(term)
        }
        for cue in patternCues {
            let isNoun = Lexicon.affixNouns.contains(cue.phrase.lowercasedFast())
            // "以 `Service` 结尾", "`Service` で終わる": in verb-final languages the name comes first.
            let verbFinal = cue.phrase.unicodeScalars.contains { $0.value >= 0x3040 }
            // "以 `Service` 结尾的类型必须…", "`Service` で終わる型は…": the pattern before a
            // relative particle and a kind noun picks the types; the rule is what follows.
            if verbFinal, relativeBeforeKind(after: cue.range.upperBound, cues: cues, characters: reading.utterance.characters) { return nil }
            var found = isNoun ? termsListedBefore(cue.range.lowerBound, reading).filter { sentence.contains($0.position) } : []
            if verbFinal { found = termsListedBefore(cue.range.lowerBound, reading) }
            if found.isEmpty {
                // The names after "start with", not those of an example ("e.g. `isLoading`").
                let examples = exampleSpans(reading, in: sentence)
                found = terms.filter { term in
                    term.position > cue.range.lowerBound && !used.contains(term) && !examples.contains { $0.contains(term.position) }
                }
            }
            let texts = found.compactMap { term -> String? in
                // `is…`, `has-`: the written part of a pattern.
                if let (prefix, suffix) = writtenAffix(term), prefix.isEmpty != suffix.isEmpty { return prefix + suffix }
                let text = term.text.trimming("…~*<>")
                // `final`, `private`: keywords the statement asks for, never parts of a name.
                return text.isEmpty || !text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) || swiftKeywords.contains(text) ? nil : text
            }
            if cue.cue == .prefixCue { prefixes += texts } else { suffixes += texts }
            used += found
        }
        return (prefixes, suffixes, used)
    }

    /// Every other word of the sentence is neutral: "delegate protocols" names a subset. Words
    /// of an example ("(e.g. `isLoading`)") illustrate and say nothing of the rule.
    static func onlyNeutralWordsBeside(_ sentence: Range<Int>, cues: [CueHit], reading: Reading) -> Bool {
        let characters = reading.utterance.characters
        var word = ""
        var start = sentence.lowerBound
        let examples = exampleSpans(reading, in: sentence)
        for index in sentence.lowerBound...sentence.upperBound {
            let character: Character = index < sentence.upperBound ? characters[index] : " "
            if examples.contains(where: { $0.contains(index) }) { word = ""; continue }
            if character.isLetterFast || character == "'" {
                if word.isEmpty { start = index }
                word.append(character)
            } else if !word.isEmpty {
                if !isNeutral(word, at: start, cues: cues) { return false }
                word = ""
            }
        }
        return true
    }

    /// A word an allowed cue opens, or a neutral one. A run of Chinese, Japanese or Korean
    /// characters may hold several words ("表示类型", "타입에는"): each stretch of it that no
    /// allowed cue covers must be a neutral word.
    static func isNeutral(_ word: String, at start: Int, cues: [CueHit]) -> Bool {
        func covered(_ position: Int) -> Bool { cues.contains { $0.range.contains(position) && allowedCues.contains($0.cue) } }
        if covered(start) || Lexicon.namePatternNeutralWords.contains(word) { return true }
        guard word.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { return false }
        var stretch: [Character] = []
        for (offset, character) in word.enumerated() {
            if covered(start + offset) {
                if !madeOfNeutralWords(stretch) { return false }
                stretch = []
            } else {
                stretch.append(character)
            }
        }
        return madeOfNeutralWords(stretch)
    }

    /// "を使う", "에는": particles and verbs written together, each a neutral word.
    static func madeOfNeutralWords(_ characters: [Character]) -> Bool {
        guard !characters.isEmpty else { return true }
        var reachable = [true] + Array(repeating: false, count: characters.count)
        for end in 1...characters.count {
            reachable[end] = (max(0, end - 6)..<end).contains { begin in
                reachable[begin] && Lexicon.namePatternNeutralWords.contains(String(characters[begin..<end]))
            }
        }
        return reachable[characters.count]
    }

    /// The camel case a casing word names. Camel case unqualified: Swift types are never lower
    /// camel case, so for types it is the upper one ("Types (class / struct) in CamelCase"); for
    /// members, `camelCase` is the lower one, while a capital "CamelCase" could mean either.
    static func casing(_ casingWord: String, written casingTerm: Term?, kinds: [String], context: inout MappingContext) -> NamePatternCheck.Casing? {
        let style = Lexicon.camelCase(of: casingWord)
        let named: NamePatternCheck.Casing? = style == .upper ? .upperCamel : style == .lower ? .lowerCamel : nil
        let onlyTypes = kinds.allSatisfy { ["class", "struct", "enum", "protocol", "actor", "type"].contains($0) }
        let capitalised = casingTerm?.text.first?.isUppercase == true
        guard let casing = named ?? (onlyTypes ? .upperCamel : capitalised ? nil : .lowerCamel) else {
            context.miss("“\(casingTerm?.text ?? casingWord)” for members may mean upper or lower camel case")
            return nil
        }
        return casing
    }

    /// The check placed where the statement says, narrowed to declarations carrying an attribute
    /// the sentence names ("`@Test` functions …").
    static func placed(_ check: NamePatternCheck, terms unused: [Term], context: inout MappingContext) -> Mapped? {
        var check = check
        let (placement, problem) = PlaceReader.placement(for: RuleFrame(modality: .must, targets: [], evidence: ""), context: context)
        guard let placement else {
            context.miss(problem ?? "its place cannot be read")
            return nil
        }
        check.scope = placement.paths
        check.codeScope = placement.code
        for term in unused {
            if case let .attribute(name)? = term.span { check.codeScope.within.append(.attributed(name)) }
        }
        context.claimAll { $0.isCode }
        let severity: Severity = context.statement.modality == .prefer || context.statement.modality == .avoid ? .warning : .error
        return Mapped(check: check, origin: "names of " + check.declarations.joined(separator: "/"), severity: severity)
    }
}
