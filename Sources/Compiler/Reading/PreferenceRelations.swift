import PreflightModel

/// The terms a preference relation puts on either side — "`A` over `B`", "`B` → `A`",
/// "replace `B` with `A`", "Prefer `A` to `B`" — read clause by clause before the frames: the
/// disfavoured side becomes a target with the stance the relation gives it, the favoured side an
/// alternative.
struct PreferenceRelations {
    var disfavoured: [Int: Stance] = [:]
    var favoured = Set<Int>()

    init(_ reading: Reading) {
        let cues = reading.utterance.cues
        for segment in reading.segments {
            let inside = reading.termIndices(in: segment)
            // One term is enough beside a replace verb, or a worded connector that names the
            // disfavoured side alone ("use structured concurrency instead of `Task {}`", "비구조적
            // `Task {}` 대신 구조적 동시성을 우선한다"): the favoured side may be said in words.
            guard inside.count >= 2 || cues.contains(where: { hit in
                segment.range.contains(hit.range.lowerBound) && (hit.cue == .replaceVerb
                    || inside.count == 1 && Self.connectsAlone(hit, to: reading.utterance.terms[inside[0]], reading: reading))
            }) else { continue }
            let strength: Stance
            switch segment.stance {
            case .forbid: strength = segment.stance
            case .require(let strong): strength = .forbid(strong: strong)
            default: strength = .forbid(strong: false)
            }
            if readReplacement(segment, inside: inside, strength: strength, reading: reading) { continue }
            readConnector(segment, inside: inside, strength: strength, reading: reading)
        }
        readAcrossGlosses(reading)
        readListsGoingOn(reading)
    }

    /// "… instead of `arc4random`, `arc4random_uniform` or `drand48`": a list that the clauses
    /// were cut at its commas goes on, on the disfavoured side, through clauses of nothing but
    /// code and list words, up to the one its conjunction closes ("or `drand48`"). A cut at a
    /// colon or a full stop ends the list ("Prefer `Logger` over `print`: `Logger(…)`").
    mutating func readListsGoingOn(_ reading: Reading) {
        let segments = reading.segments
        guard segments.count >= 2 else { return }
        let characters = reading.utterance.characters
        var index = 1
        while index < segments.count {
            defer { index += 1 }
            guard let last = reading.termIndices(in: segments[index - 1]).last, let stance = disfavoured[last] else { continue }
            // The list is cut right after its item: no words between the item and the cut.
            let tail = characters[(reading.utterance.terms[last].position + 1)..<segments[index - 1].range.upperBound]
            guard !tail.contains(where: \.isLetterFast) else { continue }
            var run: [Int] = []
            var closed = false
            var next = index
            while next < segments.count, let words = Self.listItemWords(segments[next], reading: reading) {
                run += reading.termIndices(in: segments[next])
                next += 1
                if words.contains(where: Lexicon.listConjunctions.contains) { closed = true; break }
            }
            guard closed, run.allSatisfy({ disfavoured[$0] == nil && !favoured.contains($0) }) else { continue }
            for term in run { disfavoured[term] = stance }
            index = next - 1
        }
    }

    /// The prose words of a clause cut at a comma that holds code and nothing but list words;
    /// nil for any other clause.
    static func listItemWords(_ segment: Segment, reading: Reading) -> [String]? {
        guard let opener = segment.opener, Lexicon.listCommas.contains(opener),
              !reading.termIndices(in: segment).isEmpty else { return nil }
        let prose = String(reading.utterance.characters[segment.range].filter { Utterance.termIndex($0) == nil })
        guard !prose.contains(where: { ".;:!?()".contains($0) }) else { return nil }
        let words = prose.lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init)
        return words.allSatisfy(Lexicon.listConjunctions.contains) ? words : nil
    }

    /// "Use `#expect` (Swift Testing macros) instead of `XCTAssert*`": a parenthesis that names no
    /// code in backticks (a bare name may stand in the gloss) glosses what precedes it, and the clause resumes after it — the relation is read
    /// over both sides, leaving the gloss out.
    mutating func readAcrossGlosses(_ reading: Reading) {
        let segments = reading.segments
        guard segments.count >= 3 else { return }
        for index in 2..<segments.count {
            let before = segments[index - 2], gloss = segments[index - 1], after = segments[index]
            guard gloss.opener == "(", after.opener == ")",
                  !reading.termIndices(in: gloss).contains(where: { reading.utterance.terms[$0].source == .code }) else { continue }
            // Only a worded connector opening the resumed clause ("instead of", "rather than",
            // "대신"): an arrow after a gloss ("`A` (deprecated) → `B`") is read where it stands.
            let characters = reading.utterance.characters
            var opening = after.range.lowerBound
            while opening < after.range.upperBound, characters[opening] == " " { opening += 1 }
            guard reading.utterance.cues.contains(where: { hit in
                hit.range.lowerBound == opening && (hit.cue == .disfavouredAfter || hit.cue == .disfavouredBefore)
                    && hit.phrase.contains { $0.isLetterFast }
            }) else { continue }
            let inside = reading.termIndices(in: before) + reading.termIndices(in: after)
            guard inside.count >= 2, !inside.contains(where: { disfavoured[$0] != nil || favoured.contains($0) }) else { continue }
            var joined = after
            joined.range = before.range.lowerBound..<after.range.upperBound
            joined.stance = after.ownStance ? after.stance : before.stance
            let strength: Stance
            switch joined.stance {
            case .forbid: strength = joined.stance
            case .require(let strong): strength = .forbid(strong: strong)
            default: strength = .forbid(strong: false)
            }
            readConnector(joined, inside: inside, strength: strength, reading: reading)
        }
    }

    /// A worded connector with the one code term of its clause right beside it, on the side it
    /// turns away from, and no noun after the code: "instead of `DispatchQueue`", "`Task {}` 대신".
    /// "instead of raw `xcodebuild` commands" and "`Material` backgrounds in favor of …" name
    /// something else than the code, and are not read so.
    static func connectsAlone(_ hit: CueHit, to term: Term, reading: Reading) -> Bool {
        guard hit.cue == .disfavouredAfter || hit.cue == .disfavouredBefore, hit.phrase.contains(where: { $0.isLetterFast }) else { return false }
        // "Prefer explicit types over type inference": after a verb of preferring, "over" sets the
        // one term against the words on the other side, as "instead of" does anywhere.
        if Lexicon.weakConnectors.contains(hit.phrase.lowercasedFast()) {
            guard preferringConnector(hit, reading: reading) else { return false }
        }
        let characters = reading.utterance.characters
        func words(_ range: Range<Int>) -> [String] {
            String(characters[max(0, range.lowerBound)..<min(characters.count, max(range.lowerBound, range.upperBound))]).lowercasedFast()
                .split(whereSeparator: { !$0.isLetterFast }).map(String.init)
        }
        let position = term.position
        let between = position > hit.range.lowerBound ? words(hit.range.upperBound..<position) : words((position + 1)..<hit.range.lowerBound)
        guard between.allSatisfy({ Lexicon.articles.contains($0) }) else { return false }
        // The word after the code, up to the clause's end: a noun there is what is turned away from.
        var next = position + 1
        while next < characters.count, characters[next] == " " { next += 1 }
        guard next < characters.count, characters[next].isLetterFast else { return true }
        return next >= hit.range.lowerBound && next < hit.range.upperBound
    }

    /// "Prefer explicit types over type inference", "型推論より明示的な型を優先する": a weak
    /// connector that sets one side against the other because a verb of preferring governs it —
    /// before "over" (not "iterate over", "loop over"), anywhere for より and 보다, whose verb
    /// comes last.
    /// Whether "over" follows a verb of going over something ("iterate over", "loop over").
    static func goesOver(_ hit: CueHit, _ characters: [Character]) -> Bool {
        guard hit.phrase.lowercasedFast() == "over" else { return false }
        let before = String(characters[max(0, hit.range.lowerBound - 16)..<hit.range.lowerBound]).lowercasedFast()
        let word = before.split(whereSeparator: { !$0.isLetterFast }).last.map(String.init) ?? ""
        return Lexicon.wordsGoingOver.contains(word)
    }

    static func preferringConnector(_ hit: CueHit, reading: Reading) -> Bool {
        let phrase = hit.phrase.lowercasedFast()
        guard Lexicon.preferringConnectors.contains(phrase) else { return false }
        let characters = reading.utterance.characters
        let prefers = reading.utterance.cues.filter { cue in
            cue.cue == .recommendation && Lexicon.preferringVerbs.contains(cue.phrase.lowercasedFast())
        }
        guard phrase == "over" else { return !prefers.isEmpty }
        return prefers.contains(where: { $0.range.upperBound <= hit.range.lowerBound }) && !goesOver(hit, characters)
    }

    /// Sides of one side each.
    mutating func assign(_ term: Int, before boundary: Int, position: Int, strength: Stance) {
        if position < boundary { disfavoured[term] = strength } else { favoured.insert(term) }
    }

    /// "Replace `B` with `A`", "Remplacez `B` (obsolète) par `A`", "Ersetzen: `B` durch `A`",
    /// "Replace `B`": whether the clause was read as a replacement.
    mutating func readReplacement(_ segment: Segment, inside: [Int], strength: Stance, reading: Reading) -> Bool {
        let utterance = reading.utterance
        let terms = utterance.terms
        let hits = utterance.cues.filter { segment.range.contains($0.range.lowerBound) }
        // "Remplacez `B` (obsolète) par `A`": the verb and its "with" may stand in different
        // clauses of one sentence.
        if !hits.contains(where: { $0.cue == .replaceWith }), let verb = hits.first(where: { $0.cue == .replaceVerb }) {
            let segments = reading.segments
            let sentenceEnd = segments.first { $0.range.lowerBound > segment.range.lowerBound && $0.strongBefore }?.range.lowerBound
                ?? utterance.characters.count
            if let with = utterance.cues.first(where: { $0.cue == .replaceWith && $0.range.lowerBound > verb.range.upperBound && $0.range.lowerBound < sentenceEnd }) {
                let span = terms.indices.filter { terms[$0].position > verb.range.lowerBound && terms[$0].position < sentenceEnd }
                let parenthetical = segments.filter { $0.opener == "(" }
                for term in span where !parenthetical.contains(where: { $0.range.contains(terms[term].position) }) {
                    assign(term, before: with.range.lowerBound, position: terms[term].position, strength: strength)
                }
                return true
            }
            if let replaced = StatementReader.replacedByOrder(verb, in: segment, characters: utterance.characters, terms: terms,
                                                              indices: inside, roles: reading.roles) {
                for term in replaced { disfavoured[term] = strength }
                return true
            }
        }
        // "Ersetzen: `B` durch `A`": the verb may stand alone before a colon.
        let previous = reading.segments.last { $0.range.upperBound <= segment.range.lowerBound }
        let labelVerb = previous.flatMap { previous in
            utterance.cues.first { $0.cue == .replaceVerb && previous.range.contains($0.range.lowerBound) }
        }.map { CueHit(cue: .replaceVerb, range: segment.range.lowerBound..<segment.range.lowerBound, phrase: $0.phrase, isPostposition: false) }
        guard let verb = hits.first(where: { $0.cue == .replaceVerb }) ?? (segment.opener == ":" ? labelVerb : nil),
              let with = hits.first(where: { $0.cue == .replaceWith && $0.range.lowerBound >= verb.range.upperBound }) else { return false }
        for term in inside where terms[term].position > verb.range.lowerBound {
            assign(term, before: with.range.lowerBound, position: terms[term].position, strength: strength)
        }
        return true
    }

    /// "`A` over `B`", "instead of `B` use `A`", "`A`, not `B`", "Prefer `A` to `B`": the first
    /// connector with code on the side it needs decides the clause.
    mutating func readConnector(_ segment: Segment, inside: [Int], strength: Stance, reading: Reading) {
        let characters = reading.utterance.characters
        let terms = reading.utterance.terms
        let hits = reading.utterance.cues.filter { segment.range.contains($0.range.lowerBound) }
        // "`LazyVStack` → `VStack` only for short lists": "only" makes the arrow's sides unclear.
        if hits.contains(where: { $0.cue == .only }) { return }
        // "Prefer `A` to `B`": after a preference verb, "to" names the disfavoured side.
        let preferTo = hits.contains { $0.cue == .recommendation && Lexicon.preferenceVerbsTakingTo.contains($0.phrase) }
            ? hits.filter { $0.cue == .toward && $0.phrase == "to" }.map { CueHit(cue: .disfavouredAfter, range: $0.range, phrase: "to", isPostposition: false) }
            : []
        let placing: Set<Role> = [.location, .condition, .attachment]
        for hit in hits + preferTo where hit.cue == .disfavouredAfter || hit.cue == .disfavouredBefore || StatementReader.isPreferenceNot(hit, characters) {
            // "iterate over `ForEach` data", "map over `Result` values": going over, not preferring.
            if Self.goesOver(hit, characters) { continue }
            let before = inside.filter { terms[$0].position < hit.range.lowerBound && !placing.contains(reading.roles[$0]) }
            let after = inside.filter { terms[$0].position >= hit.range.upperBound && !placing.contains(reading.roles[$0]) }
            // A negative clause reverses the sides: "never use `B` instead of `A`".
            let reversed = segment.stance.isForbid && hit.cue == .disfavouredAfter && !StatementReader.isPreferenceNot(hit, characters)
            let afterIsBad = (hit.cue == .disfavouredBefore) == reversed
            // "Screens like `ProfileView` that must update on their own → `@StateObject`": an arrow
            // after a situation told in words maps the case to a choice; the code named in the
            // telling is an example, not the form replaced.
            if !afterIsBad, !hit.phrase.contains(where: \.isLetterFast),
               Self.proseWords(in: segment.range.lowerBound..<hit.range.lowerBound, characters) > Self.arrowSideWords { continue }
            var bad = afterIsBad ? after : before
            var good = afterIsBad ? before : after
            // "Check `isEmpty` instead of comparing `count` with zero": what is refused is a
            // comparison made with the code, not the code.
            if afterIsBad, let first = bad.first,
               Self.comparesBefore(terms[first].position, from: hit.range.upperBound, characters) { return }
            if hit.cue == .disfavouredAfter, before.isEmpty, after.count > 1, !reversed,
               !Self.listed(after[0], after[1], terms: terms, characters) {
                // "Statt `B` wird `A` verwendet", "Instead of `B` use `A`": the first named is replaced
                // (not when a list goes on: "… instead of `B`, `C` or `D`").
                bad = [after[0]]
                good = Array(after.dropFirst())
            }
            // Short connectors ("over", "not", "to") need code on both sides; "instead of",
            // "rather than", "대신", "ではなく" name the disfavoured side alone.
            // After a verb of preferring, "over" names it alone too ("prefer explicit types over type inference").
            let weak = Lexicon.weakConnectors.contains(hit.phrase.lowercasedFast()) && !Self.preferringConnector(hit, reading: reading)
            guard !bad.isEmpty, !good.isEmpty || !weak && !StatementReader.isPreferenceNot(hit, characters) else { continue }
            for term in bad { disfavoured[term] = reversed ? segment.stance : strength }
            for term in good { favoured.insert(term) }
            return
        }
    }
}

extension PreferenceRelations {
    /// At most this many words beside the code on an arrow's replaced side ("`A` in views →"):
    /// more tell a situation.
    static let arrowSideWords = 3

    /// Whether two terms are items of one list: nothing but commas, slashes and list
    /// conjunctions between them.
    static func listed(_ first: Int, _ second: Int, terms: [Term], _ characters: [Character]) -> Bool {
        let start = terms[first].position + 1, end = terms[second].position
        guard start <= end else { return false }
        let words = String(characters[start..<end]).lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init)
        let punctuationOnly = characters[start..<end].allSatisfy { $0 == " " || $0 == "," || $0 == "/" || $0.isLetterFast }
        return punctuationOnly && words.allSatisfy(Lexicon.listConjunctions.contains)
    }

    /// Whether a verb of comparing stands between `start` and the term at `position`.
    static func comparesBefore(_ position: Int, from start: Int, _ characters: [Character]) -> Bool {
        guard start < position else { return false }
        return String(characters[start..<position]).lowercasedFast().split(whereSeparator: { !$0.isLetterFast })
            .contains { Lexicon.comparisonVerbs.contains(String($0)) }
    }

    /// The prose words in a range, terms left out.
    static func proseWords(in range: Range<Int>, _ characters: [Character]) -> Int {
        String(characters[range].filter { Utterance.termIndex($0) == nil }).split(whereSeparator: { !$0.isLetterFast }).count
    }
}

extension Reading {
    /// The indices of the terms inside a segment.
    func termIndices(in segment: Segment) -> [Int] {
        terms.indices.filter { segment.range.contains(terms[$0].position) }
    }
}
