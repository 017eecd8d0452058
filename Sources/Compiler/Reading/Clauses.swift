import PreflightModel

/// How a statement falls into clauses: where it breaks (sentence ends, semicolons, dashes,
/// parentheses, table cells, labels), which labels and modal words give a clause its stance.
extension StatementReader {
    /// The cue of one of `kinds` a clause opens with: no word or term stands before it, and it
    /// spans the same words as the clause's first cue (the longest there: "for example" is no
    /// "for"). Several cues can span them — "for" is a condition ("For view models, …") and the
    /// word of "replace `A` for `B`" at once — so every one is asked, not only the first in the
    /// lexicon's order.
    static func openingCue(in range: Range<Int>, of utterance: Utterance, among kinds: Set<Cue>, skipping skipped: Set<Cue> = []) -> CueHit? {
        guard let first = utterance.cues.first(where: { range.contains($0.range.lowerBound) && !skipped.contains($0.cue) }),
              !utterance.characters[range.lowerBound..<first.range.lowerBound].contains(where: { $0.isLetterFast || Utterance.termIndex($0) != nil }),
              // "for example": a longer phrase of the sentence's form starts there, and holds the word.
              !utterance.formCues.contains(where: { $0.range.lowerBound == first.range.lowerBound && $0.range.count > first.range.count })
        else { return nil }
        return utterance.cues.first { $0.range == first.range && kinds.contains($0.cue) }
    }

    static func segment(_ characters: [Character], breaksBefore labels: Set<Int> = []) -> [Segment] {
        var segments: [Segment] = []
        var start = 0
        var strong = true
        var opener: Character?
        func close(_ end: Int, nextStrong: Bool) {
            if characters[start..<end].contains(where: { !$0.isWhitespace }) {
                segments.append(Segment(range: start..<end, strongBefore: strong, opener: opener))
                strong = nextStrong
            } else {
                strong = strong || nextStrong
            }
            opener = end < characters.count ? characters[end] : nil
            start = end + 1
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            let previous: Character? = index > 0 ? characters[index - 1] : nil
            if labels.contains(index), index > start {
                // A label opens a new thought: "… Bad: `.padding(16)`".
                if characters[start..<index].contains(where: { !$0.isWhitespace }) {
                    segments.append(Segment(range: start..<index, strongBefore: strong, opener: opener))
                }
                strong = true
                start = index
            }
            // On scalars: a switch on `Character` compares strings, case after case.
            switch character.soleScalar {
            case ".", "!", "?":
                if next == nil || next == " " || next == "\n" || next.map({ Utterance.termIndex($0) != nil }) == true,
                   !endsAbbreviation(characters, at: index) {
                    close(index, nextStrong: true)
                }
            case "。", "！", "？", ";", "；", "|", "\n", "—":
                close(index, nextStrong: true)
            case "-", "–":
                if previous == " ", next == " " { close(index, nextStrong: true) }
            case ":", "：":
                if next == nil || next == " " || character == "：" { close(index, nextStrong: true) }
            case ",", "，", "、", "(", ")", "（", "）":
                close(index, nextStrong: false)
                if character == "（" { opener = "(" }
                if character == "）" { opener = ")" }
            default:
                break
            }
            index += 1
        }
        if start < characters.count { close(characters.count, nextStrong: false) }
        return segments
    }

    static func endsAbbreviation(_ characters: [Character], at index: Int) -> Bool {
        let before = String(characters[max(0, index - 3)..<index])
        return before.hasSuffix("e.g") || before.hasSuffix("i.e") || before.hasSuffix("etc") || before.hasSuffix("vs")
    }

    static func firstWord(_ characters: [Character], in range: Range<Int>) -> String? {
        var word = ""
        for character in characters[range] {
            if character.isLetterFast { word.append(character) } else if !word.isEmpty { break } else if !character.isWhitespace && !"*_#>-".contains(character) { return nil }
        }
        return word.isEmpty ? nil : word
    }

    // MARK: Cues

    struct Label {
        var position: Int
        var range: Range<Int>
        var stance: Stance
        /// A mark after code that closes its clause ("`print` ❌,", "`.font(.headline)`) ❌."): a
        /// verdict on the clause it ends, not the opening of the next.
        var trailing = false
    }

    /// "Good:", "❌", "Don't —": a mark, or a label word closed by a colon or a dash. The clause
    /// it opens, and those after it, take its polarity until the next label.
    static func labelHits(_ cues: [CueHit], characters: [Character]) -> [Label] {
        var labels: [Label] = []
        // "Don't `A` Do `B`": label words right before code count when both polarities appear.
        let beforeCode = cues.filter { hit in
            guard (hit.cue == .goodLabel || hit.cue == .badLabel), Lexicon.pairedLabelWords.contains(hit.phrase.lowercasedFast()) else { return false }
            var after = hit.range.upperBound
            while after < characters.count, characters[after] == " " || characters[after] == "*" { after += 1 }
            return after < characters.count && Utterance.termIndex(characters[after]) != nil
        }
        let paired = beforeCode.contains { $0.cue == .goodLabel } && beforeCode.contains { $0.cue == .badLabel }
        // "Do — `A` Don't — `B`": labels of both kinds stand for a pair of examples.
        let bothPolarities = cues.contains { $0.cue == .goodLabel } && cues.contains { $0.cue == .badLabel }
        for hit in cues where hit.cue == .goodLabel || hit.cue == .badLabel {
            let isMark = hit.phrase.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic }
            if !isMark, !(paired && beforeCode.contains(hit)) {
                var after = hit.range.upperBound
                while after < characters.count, characters[after] == " " || characters[after] == "*" || characters[after] == "_" { after += 1 }
                guard after < characters.count, ":：—–".contains(characters[after]) else { continue }
                // The label word opens its line: nothing but marks, spaces or, in a pair of
                // examples, the previous one's code ("Do: `A` Don't: `B`") before it. Right after
                // a term otherwise it is the verdict on that term, and what follows is its reason
                // ("`X` 금지 — …", "`X` protocol 시그니처 금지: …").
                var before = hit.range.lowerBound - 1
                while before >= 0, characters[before] == " " || "*_#>-".contains(characters[before]) { before -= 1 }
                if before >= 0, characters[before].isLetterFast { continue }
                if before >= 0, Utterance.termIndex(characters[before]) != nil, !bothPolarities { continue }
            }
            if labels.contains(where: { $0.range.overlaps(hit.range) }) { continue }
            let strong = !Lexicon.softLabelWords.contains(hit.phrase.lowercasedFast())
            let stance: Stance = hit.cue == .badLabel ? .forbid(strong: strong) : .require(strong: strong)
            labels.append(Label(position: hit.range.lowerBound, range: hit.range, stance: stance,
                                trailing: isMark && closesCodeClause(hit.range, characters)))
        }
        return labels.sorted { $0.position < $1.position }
    }

    /// A mark right after code (or its closing parenthesis), with nothing but the clause's end
    /// after it: "`A` ✅, `B` ❌.", "시스템 폰트(`.font(.headline)`) ❌.", "`print` ❌ — use `Logger`".
    static func closesCodeClause(_ range: Range<Int>, _ characters: [Character]) -> Bool {
        var before = range.lowerBound - 1
        while before >= 0, " *_)）".contains(characters[before]) { before -= 1 }
        guard before >= 0, Utterance.termIndex(characters[before]) != nil else { return false }
        var after = range.upperBound
        while after < characters.count, " *_\u{FE0F}".contains(characters[after]) { after += 1 }
        return after == characters.count || ".,;:—–-|。、；，)）\n".contains(characters[after])
    }

    /// The modal cues that decide stances, after the ones that only look modal are set aside:
    /// a label, a word inside an escape ("if not needed"), "every" (a quantity, not an
    /// obligation), "not" between two terms (a preference: "`A` not `B`").
    static func modalHits(_ cues: [CueHit], formCues: [CueHit] = [], characters: [Character], terms: [Term], labels: [Label]) -> [CueHit] {
        let shields = cues.filter { [.escape, .exception, .condition, .disfavouredAfter, .disfavouredBefore].contains($0.cue) && $0.range.count > 3 }
        // Weak words ("doesn't", "no", "legacy") decide a stance only where a rule puts them:
        // "typing `\n` doesn't submit — use `press_return`" forbids nothing.
        let weak = Set(formCues.filter { $0.cue == .weakModal }.map(\.range))
        let isTerm: DirectiveForm.CodeMark = { Utterance.termIndex($0) != nil }
        var hits = cues.filter { hit in
            guard modalCues.contains(hit.cue) else { return false }
            if weak.contains(hit.range), !DirectiveForm.weakHitDirects(hit, characters: characters, hits: cues + formCues, isCode: isTerm) { return false }
            if labels.contains(where: { $0.range.overlaps(hit.range) }) { return false }
            if hit.cue == .obligation, universalWords.contains(hit.phrase.lowercasedFast()) { return false }
            if shields.contains(where: { $0.range.overlaps(hit.range) && $0.range.count > hit.range.count }) { return false }
            if Lexicon.negationsBetweenTerms.contains(hit.phrase), isBetweenTerms(hit.range, characters) { return false }
            return true
        }
        let relative = negationsNotRefusing(hits, characters: characters)
        hits.removeAll { relative.contains($0.range) }
        // Of overlapping modal cues the longest wins ("must not" over "must", "may not" over "may").
        hits.sort { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
        var kept: [CueHit] = []
        for hit in hits where !kept.contains(where: { $0.range.overlaps(hit.range) }) { kept.append(hit) }
        // "without" forbids only when nothing modal stands before it ("never A without B").
        if let first = kept.first, let without = kept.firstIndex(where: { Lexicon.withoutWords.contains($0.phrase) }),
           kept[without].range.lowerBound > first.range.lowerBound {
            kept.remove(at: without)
        }
        return kept
    }

    /// Negations that are not the statement's refusal. "Computed properties that … don't access
    /// actor state should be `nonisolated`": one between a relative word and the modal verb after
    /// it, in one clause, says which things the rule is about. "… via `ConnectivityChecker` — it
    /// does not require a probe": one said of a thing named before, by a subject pronoun, tells
    /// what that thing does.
    static func negationsNotRefusing(_ hits: [CueHit], characters: [Character]) -> Set<Range<Int>> {
        var found: Set<Range<Int>> = []
        // "It must not …", "it never …" still refuse: only the plain "does not" of a statement of fact.
        for hit in hits where hit.cue == .negation && Lexicon.factualRefusals.contains(hit.phrase.lowercasedFast()) {
            if let word = NeighbourWords.before(hit.range.lowerBound, in: characters), Lexicon.subjectPronouns.contains(word) {
                found.insert(hit.range)
            }
        }
        // "There is no `knownNetworksTag`": what does not exist is a fact, no ban.
        for hit in hits where hit.cue == .negation {
            let opener = (1...2).map { NeighbourWords.words(before: hit.range.lowerBound, count: $0, in: characters) }
            if opener.contains(where: { Lexicon.existentialOpeners.contains($0) }) { found.insert(hit.range) }
        }
        for modal in hits where modal.cue == .obligation || modal.cue == .recommendation {
            guard let relative = relativeWordStart(before: modal.range.lowerBound, characters: characters) else { continue }
            for hit in hits where (hit.cue == .negation || hit.cue == .avoid)
                && hit.range.lowerBound > relative && hit.range.upperBound <= modal.range.lowerBound {
                found.insert(hit.range)
            }
        }
        return found
    }

    /// Where the nearest relative word ("that", "which", "who") before `end` starts, when it
    /// follows a word (a noun it qualifies) and no clause mark stands between it and `end`.
    static func relativeWordStart(before end: Int, characters: [Character]) -> Int? {
        var index = end - 1
        while index > 0 {
            if ",;.:!?—()".contains(characters[index]) { return nil }
            if characters[index].isLetterFast, !characters[index - 1].isLetterFast {
                var wordEnd = index
                while wordEnd < characters.count, characters[wordEnd].isLetterFast { wordEnd += 1 }
                let word = String(characters[index..<wordEnd]).lowercasedFast()
                if Lexicon.relativeWords.contains(word) {
                    var before = index - 1
                    while before >= 0, characters[before] == " " { before -= 1 }
                    return before >= 0 && characters[before].isLetterFast ? index : nil
                }
            }
            index -= 1
        }
        return nil
    }

    /// A term right before and right after, with only spaces and an article between:
    /// "`A` not `B`" — never "`A`, not `B`" (a clause of its own) nor "`A` never imports `B`".
    static func isBetweenTerms(_ range: Range<Int>, _ characters: [Character]) -> Bool {
        var before = range.lowerBound - 1
        while before >= 0, characters[before] == " " { before -= 1 }
        guard before >= 0, Utterance.termIndex(characters[before]) != nil else { return false }
        var after = range.upperBound
        var word = ""
        while after < characters.count {
            let character = characters[after]
            if Utterance.termIndex(character) != nil { return word.isEmpty || Lexicon.articles.contains(word) }
            if character == " " {
                if !word.isEmpty, !Lexicon.articles.contains(word) { return false }
                word = ""
            } else if character.isLetterFast {
                word.append(character)
            } else {
                return false
            }
            after += 1
        }
        return false
    }
}
