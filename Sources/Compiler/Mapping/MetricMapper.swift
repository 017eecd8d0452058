import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// "Functions stay under 40 lines", "files at most 400 lines", "no more than 5 parameters",
/// "nesting depth ≤ 3", and "metric | warning | error" tables: a limit on a counted thing.
/// "Functions under 60 lines, files under 500": each clause its own limit on its own thing.
package enum MetricMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        // "빈 줄 | 메서드 사이 1줄", "one blank line between methods": lines of spacing, not a length.
        if context.has(.blankLineCue) { return [] }
        let utterance = context.reading.utterance
        let exemptions = LimitExemptions.read(in: utterance.characters, terms: context.reading.terms, cues: utterance.cues)
        let mapped = limits(&context, exemptions: exemptions)
        return exemptions.apply(to: mapped, context: &context)
    }

    /// The limits the statement states, each placed where its sentence says.
    static func limits(_ context: inout MappingContext, exemptions: LimitExemptions) -> [Mapped] {
        let characters = context.reading.utterance.characters
        // "Functions and types are capped at 30 and 200 lines respectively" pairs across its "and"s.
        let text = String(characters)
        let paired = Lexicon.respectivelyWords.contains { text.includes($0) }
        let allClauses = paired ? [0..<characters.count] : clauses(of: characters)
        let clauses = allClauses.filter { !LayoutRuleMapper.numbersIn(characters[$0]).filter { $0 > 0 }.isEmpty }
        // "Functions of about 40 lines": a guide, not a hard limit.
        let guide = context.statement.modality == .prefer || context.statement.modality == .avoid || context.has(.approximate)
        let severity: Severity = guide ? .warning : .error
        // The unit may be written once for all clauses ("under 60 lines and files under 500").
        let whole = Lexicon.hits(in: characters)
        let statementHas: (Cue) -> Bool = { cue in whole.contains { $0.cue == cue } }
        guard !clauses.isEmpty else { return [] }
        // Each limit holds where its own sentence places it; a place no check can find keeps the
        // statement manual, said only when the clause states a limit at all.
        let placements = clauses.map { placement(context, in: NeighbourWords.sentence(around: $0, in: characters), exemptions: exemptions) }
        if let problem = placements.first(where: { $0.placement == nil })?.problem,
           !limits(in: characters[...], terms: context.reading.terms, statementHas: statementHas, text: context.statement.text,
                   severity: severity, placement: Placement(languages: context.languages)).isEmpty {
            context.miss(problem)
            return []
        }
        guard placements.allSatisfy({ $0.placement != nil }) else { return [] }
        guard clauses.count > 1 else {
            let placement = placements[0].placement!
            // "Functions under 25 lines; keep files easy to scan": the number belongs to its own
            // clause, not to the things the others name.
            // "Split functions, which are longer than 40 lines": the clause of the number may leave
            // what it counts to another clause.
            let mapped = allClauses.count > 1 && clauses.count == 1
                ? limits(in: characters[clauses[0]], terms: context.reading.terms, statementHas: statementHas,
                         text: String(characters[clauses[0]]), severity: severity, placement: placement,
                         borrowing: lendable(around: clauses[0], in: characters))
                : limits(in: characters[...], terms: context.reading.terms, statementHas: { _ in false }, text: context.statement.text,
                         severity: severity, placement: placement)
            // A concept named in another sentence is that sentence's own rule: "Keep views under 200
            // lines. Extract sub-views into separate files." Every other term the limit decides
            // (an exemption after it, a word before an abbreviation's full stop).
            let decided = allClauses.count > 1 ? NeighbourWords.sentence(around: clauses[0], in: characters) : 0..<characters.count
            if !mapped.isEmpty { context.claimAll(where: { $0.source != .concept || decided.contains($0.position) }) }
            // One clause in all ("뷰는 200줄 이하로 유지"): the limit is the whole statement, whatever
            // words the check's summary shares with it.
            guard allClauses.count == 1 else { return mapped }
            return mapped.map { var whole = $0; whole.decidesWholeStatement = true; return whole }
        }
        var mapped: [Mapped] = []
        for (clause, placed) in zip(clauses, placements) {
            mapped += limits(in: characters[clause], terms: context.reading.terms, statementHas: statementHas, text: String(characters[clause]),
                             severity: severity, placement: placed.placement!)
        }
        if !mapped.isEmpty { context.claimAll(where: { _ in true }) }
        return mapped
    }

    /// Where the limits hold: "functions under 40 lines in views", "… except in tests", or the
    /// place a section heading names. No placement, and the reason, when a place is none a check
    /// can find: a limit run everywhere would flag code the rule leaves alone.
    /// Only the places of the limit's own sentence count: in "keep `body` under 50 lines; shared
    /// sub-views go to `CoreUI/`" the folder is where sub-views go, not where the limit holds.
    /// An exception holds wherever it stands in the statement ("…; tests are exempt"), apart from
    /// the declarations `exemptions` leaves out, which are no place.
    static func placement(_ context: MappingContext, in sentence: Range<Int>,
                          exemptions: LimitExemptions = LimitExemptions()) -> (placement: Placement?, problem: String) {
        let reading = context.reading
        let all = zip(reading.terms, reading.roles)
        let roles = all.filter { sentence.contains($0.0.position) }
        var frame = RuleFrame(modality: .must, targets: [], evidence: reading.text(sentence))
        frame.locations = roles.filter { $0.1 == .location }.map(\.0)
        frame.exceptions = all.filter { $0.1 == .exception && !exemptions.covers($0.0.position) }.map(\.0)
        let (placement, problem) = PlaceReader.placement(for: frame, context: context)
        return (placement, problem ?? "its place cannot be read")
    }

    /// Clauses split at commas, semicolons, sentence ends and "and": each may carry its own limit.
    static func clauses(of characters: [Character]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < characters.count {
            var cut = 0
            let scalar = characters[index].soleScalar
            if [",", ";", "、", "，", "；", "。"].contains(scalar) { cut = 1 }
            // A sentence ends at ". " before a word ("…under 200 lines. Extract sub-views into
            // files."): the next sentence's nouns are not what the limit counts. An abbreviation
            // ("max. 40", "e.g. handlers") is a short word before its period and goes on.
            if scalar == ".", index + 2 < characters.count, characters[index + 1].soleScalar == " ",
               characters[index + 2].isLetterFast, wordLength(before: index, in: characters) > 3 { cut = 2 }
            // Every joining "and" starts with a space: no string is built at other positions.
            if scalar == " " {
                for word in Lexicon.clauseJoiningAnds where index + word.count <= characters.count
                    && characters[index..<(index + word.count)].elementsEqual(word) { cut = word.count }
            }
            if cut > 0 {
                if index > start { result.append(start..<index) }
                start = index + cut
                index += cut
                continue
            }
            index += 1
        }
        if start < characters.count { result.append(start..<characters.count) }
        return result
    }

    /// Letters (and inner periods, as in "e.g") right before `index`.
    static func wordLength(before index: Int, in characters: [Character]) -> Int {
        var start = index
        while start > 0, characters[start - 1].isLetterFast || characters[start - 1] == "." { start -= 1 }
        return index - start
    }

    /// Whether a condition is itself a measure ("when `body` exceeds 40 lines", "if a function
    /// has more than 5 parameters"): the limit this mapper reads, not a situation left to a person.
    package static func isMeasure(_ text: String) -> Bool {
        let characters = Array(text.lowercasedFast())
        let cues = Lexicon.hits(in: characters).map(\.cue)
        guard cues.contains(where: { [.limitAtMost, .limitBelow, .limitAbove].contains($0) }),
              cues.contains(where: { [.lineNoun, .parameterNoun, .nestingNoun].contains($0) }) else { return false }
        return !LayoutRuleMapper.numbersIn(characters[...]).filter { $0 > 0 }.isEmpty
    }

    /// `body` in code, or a view named in words with its body ("a view's body", "뷰의 body"; the
    /// family term's placeholder character stands where the view was named).
    static func namesViewBody(terms: [Term], in characters: ArraySlice<Character>) -> Bool {
        terms.contains { term in
            guard characters.indices.contains(term.position) else { return false }
            if term.isCode { return term.text == "body" }
            guard term.family?.id == "view" else { return false }
            if term.text.lowercasedFast().hasSuffix("body") { return true }
            let after = String(characters[(term.position + 1)...].prefix(12)).lowercasedFast()
            return Lexicon.viewBodyTails.contains { after.hasPrefix($0) }
        }
    }

    /// The group of types a limit's clause names in words ("views", "view models"), when one is
    /// a group of types.
    /// `files` when the words name the group's files ("view files").
    static func measuredGroup(terms: [Term], in characters: ArraySlice<Character>) -> (selector: TypeSelector, files: Bool)? {
        let words = String(characters).lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init)
        guard !words.contains(where: Lexicon.bodyWords.contains) else { return nil }
        guard let term = terms.first(where: { characters.indices.contains($0.position) && $0.family?.typeSelector != nil }),
              let selector = term.family?.typeSelector else { return nil }
        return (selector, Lexicon.hits(in: Array(term.text.lowercasedFast())).contains { $0.cue == .fileNoun })
    }

    /// What the sentence around a clause measures ("Split functions, which are longer than 40
    /// lines"): up to a sentence end or a semicolon, so the files of the next sentence ("Keep
    /// views under 200 lines. Extract sub-views into files.") are not what the limit counts.
    static func lendable(around clause: Range<Int>, in characters: [Character]) -> [BodyLengthCheck.Target] {
        let sentence = Array(characters[NeighbourWords.sentence(around: clause, in: characters)])
        return measured(by: Lexicon.hits(in: sentence), text: String(sentence))
    }

    /// What a length limit measures, from the nouns of its clause.
    static func measured(by cues: [CueHit], text: String) -> [BodyLengthCheck.Target] {
        let has: (Cue) -> Bool = { cue in cues.contains { $0.cue == cue } }
        var targets: [BodyLengthCheck.Target] = []
        // "Closures" is a function noun too; only a function noun that is no closure word
        // measures functions ("closures at most 15 lines" says nothing of functions).
        let closures = Set(cues.filter { $0.cue == .closureNoun }.map(\.range))
        if cues.contains(where: { $0.cue == .functionNoun && !closures.contains($0.range) })
            || text.lowercasedFast().includes("function body") { targets.append(.function) }
        if !closures.isEmpty { targets.append(.closure) }
        if has(.typeNoun) { targets.append(.type) }
        if has(.fileNoun) { targets.append(.file) }
        return targets
    }

    /// The limits one stretch of text states; `statementHas` lends the statement's unit ("lines").
    static func limits(in characters: ArraySlice<Character>, terms: [Term], statementHas: (Cue) -> Bool, text: String,
                       severity: Severity, placement: Placement, borrowing lent: [BodyLengthCheck.Target] = []) -> [Mapped] {
        let cues = Lexicon.hits(in: Array(characters))
        // "At most" and "under" say the limit; "exceeds" says where too long begins ("split a
        // function that grows past 50 lines"), which is the same limit.
        let limit = cues.first { $0.cue == .limitAtMost || $0.cue == .limitBelow } ?? cues.first { $0.cue == .limitAbove }
        var numbers = LayoutRuleMapper.numbersIn(characters).filter { $0 > 0 }
        // "Maximum 2-3 levels", "40–60 lines": a range allows its upper end.
        if let upper = upperEndOfRange(String(characters)) { numbers = [upper] }
        guard let number = numbers.first else { return [] }
        // A limit needs its word ("at most", "under"), a label ("**Parameters:** 5") or a table
        // row; "deprecated since iOS 17" counts nothing.
        guard limit != nil || text.includes(":") || text.includes(" | ") || text.includes("≤") || text.includes("<") else { return [] }
        let has: (Cue) -> Bool = { cue in cues.contains { $0.cue == cue } }
        // Lines are the unit of body lengths; characters are line width (its own mapper).
        if has(.characterNoun) || has(.lineLengthNoun) { return [] }
        let make: (Int) -> any Check
        if has(.parameterNoun) {
            make = { var check = ParameterCountCheck(maximum: $0, scope: placement.paths); check.codeScope = placement.code; return check }
        } else if has(.nestingNoun), has(.typeNoun) {
            // "Do not nest types more than one level deep": types inside types, not blocks.
            make = { var check = TypeNestingCheck(maximum: $0, scope: placement.paths); check.codeScope = placement.code; return check }
        } else if has(.nestingNoun) {
            make = { var check = NestingDepthCheck(maximum: $0, scope: placement.paths); check.codeScope = placement.code; return check }
        } else {
            // "`body` under 40 lines", "a view's body at most 100 lines": views' `body` alone (the
            // helpers a long body is split into are what the rule asks for).
            let viewBody = has(.viewBodyNoun) || namesViewBody(terms: terms, in: characters)
            let own = measured(by: cues, text: text)
            // "Keep views under 200 lines": a group named in words is the types measured.
            let measuredGroup = viewBody || !own.isEmpty && own != [.file] ? nil : measuredGroup(terms: terms, in: characters)
            let group = measuredGroup?.selector
            var targets = viewBody ? [.property] : own.isEmpty ? lent : own
            if let measuredGroup, targets.isEmpty { targets = measuredGroup.files ? [.file] : [.type] }
            guard !targets.isEmpty, has(.lineNoun) || statementHas(.lineNoun) && !statementHas(.characterNoun) else { return [] }
            // A file's length stands at its first line, inside no type or member.
            if targets.contains(.file), !placement.code.within.isEmpty || !placement.code.outside.isEmpty { return [] }
            make = { maximum in
                var check = BodyLengthCheck(maximum: maximum, targets: targets, names: viewBody ? ["body"] : [], scope: placement.paths)
                check.codeScope = placement.code
                // "View files under 200 lines": files declaring one of the group.
                if let group {
                    if targets == [.file] { check.codeScope.inFilesDeclaring.append(group) } else { check.selector = group }
                    // A group's type is measured from its name, which stands outside its own body.
                    check.codeScope.within.removeAll { $0 == .types(group) }
                }
                return check
            }
        }
        // "Functions and types are capped at 30 and 200 lines respectively": in order.
        if numbers.count > 1, Lexicon.respectivelyWords.contains(where: { text.lowercasedFast().includes($0) }) {
            let order: [(Cue, BodyLengthCheck.Target)] = [(.closureNoun, .closure), (.functionNoun, .function), (.typeNoun, .type),
                                                          (.fileNoun, .file)]
            let closures = Set(cues.filter { $0.cue == .closureNoun }.map(\.range))
            let named = order.compactMap { cue, target in
                cues.first { $0.cue == cue && (cue != .functionNoun || !closures.contains($0.range)) }.map { ($0.range.lowerBound, target) }
            }.sorted { $0.0 < $1.0 }.map(\.1)
            guard named.count == numbers.count, !has(.parameterNoun), !has(.nestingNoun) else { return [] }
            return zip(named, numbers).map { target, number in
                let maximum = limit?.cue == .limitBelow ? number - 1 : number
                var check = BodyLengthCheck(maximum: maximum, targets: [target], scope: placement.paths)
                check.codeScope = placement.code
                return Mapped(check: check, origin: "limit \(maximum)", severity: severity)
            }
        }
        // "| Function body | 40 lines | 80 lines |": a warning limit, then an error limit.
        if numbers.count == 2, numbers[0] < numbers[1], limit == nil {
            return [Mapped(check: make(numbers[0]), origin: "limit \(numbers[0])", severity: .warning),
                    Mapped(check: make(numbers[1]), origin: "limit \(numbers[1])", severity: .error)]
        }
        // A strict limit ("under 40") allows one less.
        let maximum = limit?.cue == .limitBelow ? number - 1 : number
        guard maximum > 0 else { return [] }
        return [Mapped(check: make(maximum), origin: "limit \(maximum)", severity: severity)]
    }

    /// The upper end of a range written between two numbers ("2-3", "40–60", "2 to 3"), when
    /// the first is the smaller.
    static func upperEndOfRange(_ text: String) -> Int? {
        guard let match = text.firstMatch(of: #/(\d+)\s*(?:-|–|—|~|〜|to)\s*(\d+)/#),
              let low = Int(match.output.1), let high = Int(match.output.2), low < high else { return nil }
        return high
    }
}
