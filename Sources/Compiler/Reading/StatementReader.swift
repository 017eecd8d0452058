import Foundation
import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// How a clause stands towards what it names.
package enum Stance: Equatable, Sendable {
    case forbid(strong: Bool)
    case require(strong: Bool)
    case permit
    case none

    var isForbid: Bool { if case .forbid = self { return true } else { return false } }
    var isRequire: Bool { if case .require = self { return true } else { return false } }
}

/// A clause of a statement: the text between two boundaries, with its stance.
package struct Segment: Sendable {
    package var range: Range<Int>
    /// Opened after a sentence end, `;`, `:`, `—` or a table cell: a new thought.
    package var strongBefore: Bool
    /// The character that closed the clause before ("." or "—"), nil for the first.
    package var opener: Character?
    /// Opened by a colon, half- or full-width: what a label ("Types:", "类型：") introduces.
    package var opensAfterLabel: Bool { opener == ":" || opener == "：" }
    package var stance: Stance = .none
    /// Whether the stance comes from the clause's own words (or a label), not a neighbour.
    package var ownStance = false
    /// Where the modal cue stands (subjects precede it).
    package var modalPosition: Int?
    /// Opens with a place, condition or exception ("In `Core/`, …", "— except under `Scripts/`"):
    /// a clause that places its neighbour, never one naming an alternative.
    package var isPlaceClause = false
}

/// The reading of one statement: its clauses, the role of every term, and the frames.
package struct Reading: Sendable {
    package var utterance: Utterance
    package var segments: [Segment]
    package var roles: [Role]
    package var frames: [RuleFrame]
    /// Pairs of terms the statement joins with `+` ("`A` + `B`"): a combination, not two targets.
    package var combinations: [String] = []
    /// Where each sentence of the statement ends (after its full stop), found once: readings ask
    /// which sentence a position is in for every clause, and counting from the start each time was
    /// quadratic in a long paragraph.
    package var sentenceEnds: [Int] = []

    package var terms: [Term] { utterance.terms }

    /// Which sentence of the statement a position is in (0 for the first).
    func sentence(of position: Int) -> Int {
        var low = 0, high = sentenceEnds.count
        while low < high {
            let middle = (low + high) / 2
            if sentenceEnds[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    package func terms(_ role: Role) -> [Term] {
        utterance.terms.indices.filter { roles[$0] == role }.map { utterance.terms[$0] }
    }

    /// Whether a cue of this kind is in the statement.
    package func has(_ cue: Cue) -> Bool { utterance.cues.contains { $0.cue == cue } }

    /// The statement's text with terms written back, for messages ("for async work").
    package func text(_ range: Range<Int>) -> String {
        var out = ""
        for character in utterance.characters[range] {
            if let index = Utterance.termIndex(character) { out += utterance.terms[index].display } else { out.append(character) }
        }
        return out.trimming(" ,.;:")
    }
}

/// Whether a forbidding clause negates a noun it names itself: "never a number", "no literals".
func negatesItsOwnNoun(_ segment: Segment, utterance: Utterance) -> Bool {
    guard let modal = segment.modalPosition,
          let cue = utterance.cues.first(where: { $0.range.lowerBound == modal && $0.cue == .negation }) else { return false }
    let rest = utterance.characters[cue.range.upperBound..<segment.range.upperBound]
    let words = String(rest).split { !$0.isLetterFast }
    guard let first = words.first.map(String.init) else { return false }
    return Lexicon.determinerNegations.contains(cue.phrase) || Lexicon.articlesAfterNegation.contains(first)
}

/// Reads a statement into frames: one pass over its clauses, cue words from the `Lexicon`,
/// terms from the code spans, bare API names, concepts and families it names.
package enum StatementReader {
    static let modalCues: [Cue] = [.negation, .avoid, .obligation, .recommendation, .permission]
    static let universalWords = Set(Lexicon.phrases(.universal).map { $0.lowercasedFast() })
    static let imperativeWords = Set(Lexicon.phrases(.imperative))

    package static func read(_ text: String, modality: Modality?) -> Reading {
        var utterance = Utterance(text)
        markFolderNames(&utterance)
        let labels = labelHits(utterance.cues, characters: utterance.characters)
        var segments = segment(utterance.characters, breaksBefore: Set(labels.filter { !$0.trailing }.map(\.position)))
        giveOwnStances(&segments, utterance: utterance, labels: labels)
        markObsoleteCode(&segments, utterance: utterance)
        if modality?.isNegative == true { refuseOrders(&segments, utterance: utterance) }
        markPlaceClauses(&segments, utterance: utterance)
        readContrastingParentheses(&segments, utterance: utterance)
        lendStances(&segments, utterance: utterance, modality: modality)
        // A table row takes the verdict of its verdict cell ("`X` | ❌", "Avoid | `print`").
        if text.includes(" | ") { tableRowVerdict(&segments, utterance: utterance) }
        var (roles, combinations) = readRoles(utterance: utterance, segments: segments)
        if modality?.isNegative == true { refusePreference(&roles, segments: segments) }
        var reading = Reading(utterance: utterance, segments: segments, roles: roles, frames: [])
        reading.sentenceEnds = sentenceEnds(utterance.characters)
        reading.combinations = combinations
        reading.frames = frames(reading)
        return reading
    }

    /// "the `App` target", "el target `App`", "the `App` and `Widget` targets": names beside a
    /// folder or target noun name folders (and targets).
    static func markFolderNames(_ utterance: inout Utterance) {
        for hit in utterance.cues where hit.cue == .folderNoun || hit.cue == .targetNoun {
            var named: Int?
            if let term = termBefore(hit.range.lowerBound, characters: utterance.characters, limit: 1),
               hit.range.lowerBound - utterance.terms[term].position <= 2 {
                named = term
            } else if let term = utterance.terms.indices.first(where: { utterance.terms[$0].position >= hit.range.upperBound }),
                      utterance.terms[term].position - hit.range.upperBound <= 1, utterance.terms[term].isCode {
                // "el target `App`", "le module `Core`": the noun before the name.
                named = term
            }
            guard let named else { continue }
            // "the `App` and `Widget` targets": every name of the list before the noun.
            for term in coordinatedNames(endingAt: named, utterance: utterance) {
                utterance.terms[term].namesFolder = true
                if hit.cue == .targetNoun { utterance.terms[term].namesTarget = true }
            }
        }
    }

    /// Each clause's own stance: its label, else its first modal cue (a negation anywhere wins
    /// in verb-final languages: "… 사용하지 않는다").
    static func giveOwnStances(_ segments: inout [Segment], utterance: Utterance, labels: [Label]) {
        let modal = modalHits(utterance.cues, formCues: utterance.formCues, characters: utterance.characters, terms: utterance.terms, labels: labels)
        var activeLabel: Stance?
        for index in segments.indices {
            let range = segments[index].range
            if let label = labels.first(where: { !$0.trailing && range.contains($0.position) }) { activeLabel = label.stance }
            var inside = modal.filter { range.contains($0.range.lowerBound) }
            // "mark what must not be observed with `@X`": the negation of a relative clause after an
            // imperative is not the sentence's.
            if let first = firstWord(utterance.characters, in: range), imperativeWords.contains(first),
               let relative = utterance.cues.first(where: { $0.cue == .relativePronoun && range.contains($0.range.lowerBound) }) {
                inside.removeAll { $0.range.lowerBound > relative.range.lowerBound }
            }
            let trailing = labels.first { $0.trailing && range.contains($0.position) }
            giveOwnStance(&segments[index], modal: inside, trailing: trailing?.stance, label: activeLabel, utterance: utterance)
        }
    }

    /// "## Anti-patterns" over "- Using `NavigationView` instead of `NavigationStack`": a
    /// preference that refuses nothing in its own words, under a heading that refuses, is the
    /// preference refused. What it favours is the target, and what it passes over the way.
    static func refusePreference(_ roles: inout [Role], segments: [Segment]) {
        guard roles.contains(.alternative), roles.contains(.target),
              !segments.contains(where: { $0.ownStance && $0.stance.isForbid }) else { return }
        for index in roles.indices {
            if roles[index] == .target { roles[index] = .alternative } else if roles[index] == .alternative { roles[index] = .target }
        }
    }

    /// "## Don'ts" over "- Commit `.xcodeproj` to git", "## 금지" over "- `print()` 사용": a
    /// statement of plain orders that refuses nothing in its own words, under a heading that
    /// refuses, names what is refused.
    static func refuseOrders(_ segments: inout [Segment], utterance: Utterance) {
        guard isPlainOrder(utterance.cues, characters: utterance.characters), !segments.contains(where: { $0.ownStance && $0.stance.isForbid }) else { return }
        for index in segments.indices where segments[index].ownStance && segments[index].stance == .require(strong: true) {
            segments[index].stance = .forbid(strong: true)
        }
    }

    /// An order and nothing that weighs it: no negation, obligation, preference, label, escape or
    /// condition — "Commit `.xcodeproj` to git", "Use storyboards".
    static func isPlainOrder(_ cues: [CueHit], characters: [Character]) -> Bool {
        let weighing: Set<Cue> = [.negation, .avoid, .obligation, .recommendation, .permission, .favourMarker, .disfavouredAfter,
                                  .disfavouredBefore, .escape, .condition, .exception, .only, .replaceVerb]
        // A label word weighs only as a label ("Use: `X`", "✅ `X`"); "Use storyboards" is an order.
        return !cues.contains { weighing.contains($0.cue) } && labelHits(cues, characters: characters).isEmpty
    }

    /// One clause's own stance from its modal cues, its trailing verdict, the label over it, or
    /// the imperative opening (or, verb last, closing) it; unchanged when it has none.
    static func giveOwnStance(_ segment: inout Segment, modal inside: [CueHit], trailing: Stance?, label: Stance?, utterance: Utterance) {
        let range = segment.range
        let cues = utterance.cues
        let characters = utterance.characters
        let cjkNegation = inside.first { ($0.cue == .negation || $0.cue == .avoid) && !$0.phrase.unicodeScalars.allSatisfy { $0.value < 0x0530 } }
        func own(_ stance: Stance, at position: Int?) {
            segment.stance = stance
            segment.ownStance = true
            if let position { segment.modalPosition = position }
        }
        // "`get()` only inside `IosFacades`": a restriction to one place forbids every other.
        if let only = cues.first(where: { $0.cue == .only && range.contains($0.range.lowerBound) }),
           cues.contains(where: { ($0.cue == .location || $0.cue == .onto) && range.contains($0.range.lowerBound) && $0.range.lowerBound > only.range.lowerBound }),
           utterance.terms.contains(where: { range.contains($0.position) && $0.position < only.range.lowerBound }),
           inside.isEmpty {
            own(.forbid(strong: true), at: only.range.lowerBound)
            return
        }
        let favours = cues.contains { $0.cue == .favourMarker && range.contains($0.range.lowerBound) }
        if favours, cjkNegation == nil, !inside.contains(where: { $0.cue == .negation || $0.cue == .avoid }) {
            // "…, sondern `A`", "改用 `as?`", "use `A` instead": the clause names the alternative.
            own(.none, at: nil)
        } else if let cue = cjkNegation ?? obligedRefusal(inside, characters) ?? inside.first {
            // "(do not delete them)", "never remove `X`": refusing a removal keeps the thing.
            let refusesRemoval = stance(of: cue.cue).isForbid && removalFollows(cue, in: utterance)
            own(refusesRemoval ? .require(strong: true) : stance(of: cue.cue), at: cue.range.lowerBound)
        } else if let trailing {
            own(trailing, at: nil)
        } else if let label {
            own(label, at: nil)
        } else if let first = firstWord(characters, in: range), imperativeWords.contains(first) {
            own(.require(strong: true), at: range.lowerBound)
        } else if let verb = cues.last(where: { $0.cue == .imperative && range.contains($0.range.lowerBound) && Lexicon.verbFinalImperatives.contains($0.phrase) }),
                  characters[verb.range.upperBound..<range.upperBound].allSatisfy({ !$0.isLetterFast && Utterance.termIndex($0) == nil }) {
            // "`print()` は … 使う。": the verb closing a Japanese or Korean clause is its imperative.
            own(.require(strong: true), at: verb.range.lowerBound)
        }
    }

    /// "must avoid", "should avoid", "deben evitar", "müssen vermeiden": an obligation whose verb
    /// is avoiding is the avoiding; the avoid cue right after the modal, with nothing between.
    static func obligedRefusal(_ inside: [CueHit], _ characters: [Character]) -> CueHit? {
        guard inside.count >= 2, inside[0].cue == .obligation || inside[0].cue == .recommendation, inside[1].cue == .avoid,
              inside[0].range.upperBound <= inside[1].range.lowerBound,
              characters[inside[0].range.upperBound..<inside[1].range.lowerBound].allSatisfy({ $0 == " " }) else { return nil }
        return inside[1]
    }

    /// "`X` — legacy.", "`X` — 레거시. `Y` 사용", "| `X` | deprecated |": code alone in its clause,
    /// then a clause of nothing but a word calling it obsolete, ending the sentence — the code is
    /// not to be used. A word that says more ("legacy code, kept for the widget") describes it.
    static func markObsoleteCode(_ segments: inout [Segment], utterance: Utterance) {
        for index in segments.indices.dropFirst() {
            let code = segments[index - 1]
            let mark = segments[index]
            // The word itself may read as "avoid" ("deprecated", "非推奨"): the verdict it gives is the code's.
            guard !code.ownStance, !mark.ownStance || mark.stance.isForbid, index + 1 == segments.count || segments[index + 1].strongBefore,
                  let word = onlyWord(in: mark.range, utterance.characters), Lexicon.obsoleteWords.contains(word),
                  isCodeAlone(code.range, utterance.characters) else { continue }
            segments[index - 1].stance = .forbid(strong: false)
            segments[index - 1].ownStance = true
            segments[index - 1].modalPosition = code.range.lowerBound
            segments[index].stance = .none
            segments[index].ownStance = true
        }
    }

    /// The clause's words, lowercased, when it holds no term and nothing but marks around them.
    static func onlyWord(in range: Range<Int>, _ characters: [Character]) -> String? {
        let text = characters[range]
        guard !text.contains(where: { Utterance.termIndex($0) != nil }) else { return nil }
        let word = String(text).trimmingCharacters(in: CharacterSet(charactersIn: " *_—–-:：.。|()（）!！"))
        return word.isEmpty || word.contains(where: { !$0.isLetterFast && $0 != " " }) ? nil : word.lowercasedFast()
    }

    /// A clause of code only: at least one term and no word beside it.
    static func isCodeAlone(_ range: Range<Int>, _ characters: [Character]) -> Bool {
        let text = characters[range]
        return text.contains { Utterance.termIndex($0) != nil } && !text.contains { $0.isLetterFast && Utterance.termIndex($0) == nil }
    }

    /// A clause that opens with a place, condition, exception or escape cue places its neighbour.
    static func markPlaceClauses(_ segments: inout [Segment], utterance: Utterance) {
        for index in segments.indices {
            let range = segments[index].range
            if openingCue(in: range, of: utterance, among: [.location, .condition, .exception, .escape, .outside], skipping: [.universal]) != nil {
                segments[index].isPlaceClause = true
            }
            // "SwiftData を iCloud 同期で使うなら": a condition whose particle closes the clause.
            if let last = utterance.cues.last(where: { range.contains($0.range.lowerBound) }), last.cue == .condition, last.isPostposition,
               !utterance.characters[last.range.upperBound..<range.upperBound].contains(where: { $0.isLetterFast || Utterance.termIndex($0) != nil }) {
                segments[index].isPlaceClause = true
            }
        }
    }

    /// Parentheses that contrast: what they name first is the form to write.
    static func readContrastingParentheses(_ segments: inout [Segment], utterance: Utterance) {
        for index in segments.indices where !segments[index].ownStance && segments[index].opener == "(" {
            // "(`accountId`, not `accountID`)": a parenthesis holding a prohibition is a contrast,
            // and what it names first is the form to write.
            var end = index
            while end + 1 < segments.count, segments[end + 1].opener != ")" { end += 1 }
            if (index + 1...max(index + 1, end)).contains(where: { $0 < segments.count && $0 <= end && segments[$0].ownStance && segments[$0].stance.isForbid }) {
                segments[index].stance = .none
                segments[index].ownStance = true
            }
        }
        for index in segments.indices.dropFirst() where !segments[index].ownStance && segments[index].opener == "(" {
            // "`as!` を使わない（`as?` を使う）", "`as!` 사용 금지 (`as?` 사용)": a parenthesis after a
            // prohibition that only says to use code names the form to write, where the verb
            // comes last and so never opens the clause as an English imperative does.
            let range = segments[index].range
            guard segments[index - 1].ownStance, segments[index - 1].stance.isForbid else { continue }
            let saysToUseCode = utterance.cues.contains(where: { range.contains($0.range.lowerBound) && ($0.cue == .imperative || $0.cue == .useVerb)
                && !$0.phrase.unicodeScalars.allSatisfy(\.isASCII) }) && utterance.terms.contains(where: { range.contains($0.position) && $0.isCode })
            guard saysToUseCode || endsWithInstruction(range, utterance: utterance) else { continue }
            segments[index].stance = .none
            segments[index].ownStance = true
        }
    }

    /// "（代替は `DocsLookup` で確認する）": a parenthesis ending in a verb of its own, in the plain
    /// form Japanese rules are written in, is an instruction beside the prohibition (look the
    /// replacement up), not more of what it refuses.
    static func endsWithInstruction(_ range: Range<Int>, utterance: Utterance) -> Bool {
        let text = String(utterance.characters[range]).trimming(" )）*。.")
        return ModalityDetector.endsWithPlainVerb(text) || Lexicon.verbFinalImperatives.contains { text.hasSuffix($0) }
    }

    /// Clauses without a stance continue the previous one ("never A, B or C"); the first of a
    /// sentence, when a later clause forbids other code, names the alternative ("`newId`,
    /// never `newID`"); a sentence of its own after a stated rule takes no stance ("Never `A`.
    /// Log through `Logger`.") unless the whole statement takes its modality from outside (a
    /// "## Don'ts" heading, a "Never:" lead-in).
    static func lendStances(_ segments: inout [Segment], utterance: Utterance, modality: Modality?) {
        let statesItsOwnRule = segments.contains { $0.ownStance }
        let closingVerdicts = listVerdicts(segments, utterance: utterance)
        for index in segments.indices where !segments[index].ownStance {
            if let lent = lentStance(index, segments: segments, utterance: utterance, closing: closingVerdicts[index],
                                     statesItsOwnRule: statesItsOwnRule, modality: modality) {
                segments[index].stance = lent
            }
        }
    }

    /// The stance a clause without its own takes from its neighbours, or nil to leave it.
    static func lentStance(_ index: Int, segments: [Segment], utterance: Utterance, closing: Segment?, statesItsOwnRule: Bool,
                           modality: Modality?) -> Stance? {
        let segment = segments[index]
        let next = index + 1 < segments.count ? segments[index + 1] : nil
        let nextHasTargets = next.map { next in utterance.terms.contains { next.range.contains($0.position) } } ?? false
        let opensSentence = index == 0 || segment.strongBefore || !segments[index - 1].ownStance
        if segment.isPlaceClause {
            // "In `@MainActor` types, `X` is not allowed": the place clause takes the verdict beside it.
            if let next, !next.strongBefore, next.ownStance { return next.stance }
            return index > 0 ? segments[index - 1].stance : nil
        }
        if let closing {
            // "`data`, `info`를 쓰지 않는다": the list runs on into the verdict that closes it.
            return closing.stance
        }
        if let next, !next.strongBefore, next.ownStance, next.stance.isForbid, nextHasTargets, opensSentence { return Stance.none }
        if let next, !next.strongBefore, next.ownStance, !nextHasTargets, next.stance.isForbid, negatesItsOwnNoun(next, utterance: utterance) {
            // "`layer.cornerRadius = Radius.card`, never a number": the clause after forbids
            // the noun it names; the code before is the form to write.
            return Stance.none
        }
        if let next, !next.strongBefore, next.ownStance, !nextHasTargets, opensSentence {
            // "`X` (…) is forbidden", "강제 언래핑(`!`)은 금지": the clause after states the verdict.
            return next.stance
        }
        if index > 0, segment.opener == "|", negatesProseBeforeArrow(segments[index - 1], utterance: utterance) {
            // "No side effects → noun | `sorted()`": the next cell shows the form to write.
            return Stance.none
        }
        // Within a sentence a clause continues its neighbour, an alternative clause included.
        if index > 0, !segment.strongBefore { return segments[index - 1].stance }
        if statesItsOwnRule, segment.strongBefore { return Stance.none }
        return modality.map { stance(of: $0) }
    }

    /// "`X` | ❌", "Avoid | `print`": every cell of a table row takes the one verdict its verdict
    /// cells agree on.
    static func tableRowVerdict(_ segments: inout [Segment], utterance: Utterance) {
        // A verdict cell is modal words only ("❌", "Avoid in production", "Never"): "no
        // colour-only meaning" or "do not hand-roll requests" refuses a noun of its own, one item
        // of the cell's list, no verdict on the row.
        let verdicts = segments.filter { segment in
            segment.ownStance && !utterance.terms.contains { segment.range.contains($0.position) }
                && !negatesProseBeforeArrow(segment, utterance: utterance)
                && isBareVerdict(String(utterance.characters[segment.range]))
        }.map(\.stance)
        guard let verdict = verdicts.first, verdicts.allSatisfy({ $0 == verdict }) else { return }
        for index in segments.indices where !segments[index].ownStance || segments[index].stance == .none {
            segments[index].stance = verdict
        }
    }

    /// "`data`, `info`를 쓰지 않는다": a verdict after the code of its clause closes a list that
    /// began in the clauses before (Korean, Japanese), where "`newId`, never `newID`" opens its own.
    static func verdictClosesItsClause(_ segment: Segment, utterance: Utterance) -> Bool {
        guard let modal = segment.modalPosition else { return false }
        return utterance.terms.contains { segment.range.contains($0.position) && $0.position < modal && $0.isCode }
            && utterance.characters[segment.range].contains(where: ParticleRoles.isCJK)
    }

    /// "No side effects → noun": "no" refuses the prose noun after it, and the arrow says what
    /// follows from that; the clause is no verdict on code.
    static func negatesProseBeforeArrow(_ segment: Segment, utterance: Utterance) -> Bool {
        guard let modal = segment.modalPosition,
              let cue = utterance.cues.first(where: { $0.range.lowerBound == modal && $0.cue == .negation
                  && Lexicon.determinerNegations.contains($0.phrase) }) else { return false }
        return separatorAfterNegatedProse(cue, characters: utterance.characters, end: segment.range.upperBound) != nil
    }

    /// For each clause, the clause whose verdict closes the list of code it starts ("`data`,
    /// `info`, `temp`를 쓰지 않는다"), when every clause up to it is an item of the list. One pass
    /// from the end, so a long list is read in time linear in its clauses.
    static func listVerdicts(_ segments: [Segment], utterance: Utterance) -> [Segment?] {
        var result = [Segment?](repeating: nil, count: segments.count)
        for index in segments.indices.dropLast().reversed() {
            let next = segments[index + 1]
            guard !next.strongBefore, endsWithCodeAlone(segments[index], utterance: utterance) else { continue }
            if next.ownStance {
                let hasTargets = utterance.terms.contains { next.range.contains($0.position) }
                result[index] = next.stance.isForbid && hasTargets && verdictClosesItsClause(next, utterance: utterance) ? next : nil
            } else {
                result[index] = result[index + 1]
            }
        }
        return result
    }

    /// "변수 이름으로 `data`,": a clause whose last word is code and that holds no verb of its own —
    /// an item of a list, not a clause that says to use it ("`#expect` を使い、").
    static func endsWithCodeAlone(_ segment: Segment, utterance: Utterance) -> Bool {
        let verbs: Set<Cue> = [.useVerb, .imperative, .callVerb, .importVerb, .obligation, .recommendation, .negation, .avoid]
        guard !utterance.cues.contains(where: { segment.range.contains($0.range.lowerBound) && verbs.contains($0.cue) }),
              let last = utterance.characters[segment.range].last(where: { $0 != " " }) else { return false }
        return Utterance.termIndex(last).map { utterance.terms[$0].isCode } ?? false
    }

    /// Whether a verb of removing ("delete", "remove", "drop") follows a negation within two words.
    static func removalFollows(_ negation: CueHit, in utterance: Utterance) -> Bool {
        let words = DirectiveForm.words(after: negation.range.upperBound, in: utterance.characters, count: 2,
                                        isCode: { Utterance.termIndex($0) != nil })
        return utterance.formCues.contains { hit in
            hit.cue == .removeVerb && hit.range.lowerBound > negation.range.lowerBound && words.contains(hit.phrase)
        }
    }

    /// Pairs of terms with only `+` (and spaces) between them.
    static func combinedTerms(_ utterance: Utterance) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        let characters = utterance.characters
        for (index, character) in characters.enumerated() {
            guard let first = Utterance.termIndex(character) else { continue }
            var next = index + 1
            while next < characters.count, characters[next] == " " { next += 1 }
            guard next < characters.count, characters[next] == "+" else { continue }
            next += 1
            while next < characters.count, characters[next] == " " { next += 1 }
            if next < characters.count, let second = Utterance.termIndex(characters[next]) { pairs.append((first, second)) }
        }
        // "pairing `selectRowIndexes` with `scrollRowToVisible`": the verb's object and what follows "with".
        for verb in utterance.formCues where verb.cue == .pairingVerb {
            let after = utterance.terms.indices.filter { utterance.terms[$0].position > verb.range.upperBound }
            guard let first = after.first, let with = utterance.cues.first(where: {
                ($0.cue == .replaceWith || $0.cue == .containing) && $0.phrase.hasPrefix("with")
                    && $0.range.lowerBound > utterance.terms[first].position
            }), let second = after.first(where: { utterance.terms[$0].position > with.range.lowerBound }),
                  !characters[verb.range.upperBound..<utterance.terms[second].position].contains(where: { ".;".contains($0) }) else { continue }
            pairs.append((first, second))
        }
        return pairs
    }

    static func stance(of cue: Cue) -> Stance {
        switch cue {
        case .negation: return .forbid(strong: true)
        case .avoid: return .forbid(strong: false)
        case .obligation: return .require(strong: true)
        case .recommendation: return .require(strong: false)
        default: return .permit
        }
    }

    static func stance(of modality: Modality) -> Stance {
        switch modality {
        case .mustNot: return .forbid(strong: true)
        case .avoid: return .forbid(strong: false)
        case .must: return .require(strong: true)
        case .prefer: return .require(strong: false)
        }
    }
}
