import PreflightChecks
import PreflightModel

extension StatementReader {
    /// " to keep …", " in order to test …": when `rest` (what follows the last target of a
    /// segment) opens with a purpose, its verb. Read by hand rather than by a regular
    /// expression: this runs for most bans, and the first expression of a process loads ICU.
    static func purposeVerb(opening rest: String) -> String? {
        var text = Substring(rest)
        let spaced = text.drop { $0.isWhitespace }
        guard spaced.count < text.count else { return nil }
        text = spaced
        if text.hasPrefix("in order ") { text = text.dropFirst("in order ".count) }
        guard text.hasPrefix("to ") else { return nil }
        let verb = text.dropFirst("to ".count).prefix { (0x61...0x7A).contains($0.soleScalar.value) }
        return verb.isEmpty ? nil : String(verb)
    }

    /// "Replace `B`", said as an order with nothing named to replace it by: `B` is to go. Only
    /// the verb opening its clause, so "`A` replaces `B`" and "when replacing `B`" stay as they are.
    static func replacedByOrder(_ verb: CueHit, in segment: Segment, characters: [Character], terms: [Term], indices: [Int],
                                roles: [Role]) -> [Int]? {
        guard Lexicon.replaceOrders.contains(verb.phrase.lowercasedFast()),
              characters[segment.range.lowerBound..<verb.range.lowerBound].allSatisfy({ $0.isWhitespace || $0.isPunctuation }) else { return nil }
        let placing: Set<Role> = [.location, .condition, .attachment, .aside, .exception]
        let replaced = indices.filter { terms[$0].position > verb.range.lowerBound && terms[$0].isCode && !placing.contains(roles[$0]) }
        return replaced.isEmpty ? nil : replaced
    }

    /// Frames from the clauses: each forbidding clause (or preference relation) gives a frame of
    /// its targets; clauses that only place ("in `Core/`", "except in tests") lend their terms to
    /// the frame beside them; requiring clauses give frames the requirement mappers read.
    static func frames(_ reading: Reading) -> [RuleFrame] {
        let preferences = PreferenceRelations(reading)
        // The favoured side of a preference is an alternative for the clause frames; the later
        // passes read the roles as the reader gave them.
        var related = reading
        for term in preferences.favoured { related.roles[term] = .alternative }
        var (frames, frameOfSegment) = clauseFrames(related, disfavoured: preferences.disfavoured)
        for index in reading.segments.indices {
            attachClause(index, to: &frames, reading: related, frameOfSegment: frameOfSegment)
        }
        purposesAfterTargets(&frames, reading: reading, frameOfSegment: frameOfSegment)
        openingConditionsSpread(&frames, reading: reading, frameOfSegment: frameOfSegment)
        // "View models (`…ViewModel`) hold no UIKit types: no `UIImage` …": what a colon opens
        // elaborates the sentence before, subject included.
        for index in frames.indices where frames[index].subjects.isEmpty && frames[index].locations.isEmpty {
            guard let segment = frameOfSegment.filter({ $0.value == index }).keys.min(), reading.segments[segment].opener == ":" else { continue }
            if let earlier = frames[..<index].last(where: { !$0.subjects.isEmpty }) { frames[index].subjects = earlier.subjects }
        }
        exceptionSentences(&frames, reading: related, frameOfSegment: frameOfSegment)
        onlyUnderEscapeReachesBack(&frames, reading: reading, frameOfSegment: frameOfSegment)
        labelledTopic(&frames, reading: reading, frameOfSegment: frameOfSegment)
        inheritTopics(&frames, reading: reading, frameOfSegment: frameOfSegment)
        narrowTestKinds(&frames, reading: reading)
        numbersAtNamedPositions(&frames, reading: reading, segments: reading.segments)
        restrictedSubjects(&frames, reading: reading, frameOfSegment: frameOfSegment)
        placesBesideTargets(&frames, reading: reading)
        recommendedAlternatives(&frames, reading: related)
        // Read once the alternatives are known: the topic conditions a ban that has one.
        onlyWithProseTopic(&frames, reading: reading, segments: reading.segments)
        banSharesItsAlternativesCondition(&frames, characters: reading.utterance.characters)
        parentheticalBanKeepsItsPurpose(&frames, reading: reading)
        intermediaryMayUse(&frames, reading: reading)
        // "`print`: never": the label is what is refused, not whose code the rule is about.
        for index in frames.indices {
            let targets = Set(frames[index].targets.map(\.position))
            frames[index].subjects.removeAll { targets.contains($0.position) }
        }
        return frames
    }

    /// One frame per clause that forbids, requires or relates code, or that continues the clause
    /// before with the same stance (then it adds to that frame); and which frame each clause owns.
    static func clauseFrames(_ reading: Reading, disfavoured: [Int: Stance]) -> ([RuleFrame], [Int: Int]) {
        let terms = reading.terms
        var frames: [RuleFrame] = []
        var frameOfSegment: [Int: Int] = [:]
        for (index, segment) in reading.segments.enumerated() {
            guard let (targets, stance) = clauseTargets(segment, reading: reading, disfavoured: disfavoured, previous: frames.last) else { continue }
            let modality = frameModality(stance)
            if modality == .may { continue }
            // A clause continuing the one before with the same stance adds to its frame.
            if index > 0, !segment.ownStance, !segment.strongBefore, let previous = frameOfSegment[index - 1],
               frames[previous].modality == modality {
                frames[previous].targets += targets.map { terms[$0] }
                frameOfSegment[index] = previous
                continue
            }
            var frame = RuleFrame(modality: modality, targets: targets.map { terms[$0] }, evidence: reading.text(segment.range))
            for target in targets {
                frame.nounAfterTarget[terms[target].position] = wordsAfter(terms[target].position, reading.utterance.characters, limit: 2)
            }
            frameOfSegment[index] = frames.count
            frames.append(frame)
        }
        return (frames, frameOfSegment)
    }

    /// The targets of one clause and the stance they take, or nil when the clause names none.
    static func clauseTargets(_ segment: Segment, reading: Reading, disfavoured: [Int: Stance], previous: RuleFrame?) -> ([Int], Stance)? {
        let utterance = reading.utterance
        let roles = reading.roles
        // A term set aside (named in a reason, an example, a combination) is no target.
        let inside = reading.termIndices(in: segment).filter { roles[$0] != .aside }
        var targets = inside.filter { disfavoured[$0] != nil }
        var stance = targets.first.flatMap { disfavoured[$0] } ?? segment.stance
        if targets.isEmpty, segment.stance.isForbid {
            targets = forbiddenTargets(segment, inside: inside, reading: reading)
            stance = segment.stance
        }
        // "Do not duplicate that state": only a verb of using makes the pronoun's code the target.
        if targets.isEmpty, segment.stance.isForbid, let antecedent = pronounAntecedent(segment, reading: reading, previous: previous) {
            // "`@AppStorage` is for views only; never use it outside a `View`."
            targets = [antecedent]
        }
        if targets.isEmpty, segment.stance.isForbid, inside.isEmpty, let topic = labelTopic(of: segment, reading: reading) {
            // "Semicolons: never", "**강제 언래핑**: 금지", "| Force unwrap | Never |": a bare verdict
            // after a label refuses what the label names.
            targets = topic
        }
        if targets.isEmpty, segment.stance.isRequire || segment.stance == .permit {
            targets = inside.filter { roles[$0] == .target }
        }
        // "Only `AppRouter` may touch `X`", "`X` only inside `Y`": forbidden everywhere else. A
        // permission with a place and no "only" ("force unwraps are fine in tests") grants it
        // there and says nothing of elsewhere: it lifts a ban, it makes none.
        if !targets.isEmpty, inside.contains(where: { roles[$0] == .allowedPlace }), !segment.stance.isForbid,
           segment.stance != .permit || restricts(segment, reading: reading) {
            stance = .forbid(strong: true)
        }
        // "No number literal inside `.padding(…)` or `spacing:`": the literal is the thing
        // forbidden, the code named is where; the literal-argument mapper reads both.
        if targets.isEmpty, segment.stance.isForbid,
           utterance.cues.contains(where: { ($0.cue == .numberLiteral || $0.cue == .stringLiteral) && segment.range.contains($0.range.lowerBound) }) {
            targets = inside.filter { roles[$0] == .location && utterance.terms[$0].isCode }
        }
        return targets.isEmpty ? nil : (targets, stance)
    }

    /// The code or concepts a label names, when `segment` is what the label introduces (after a
    /// colon or a table cell) and the label states nothing itself: the topic of a bare verdict.
    static func labelTopic(of segment: Segment, reading: Reading) -> [Int]? {
        guard segment.opensAfterLabel || segment.opener == "|", isBareVerdict(segment, reading: reading),
              let label = reading.segments.last(where: { $0.range.upperBound <= segment.range.lowerBound }),
              !label.ownStance else { return nil }
        let named = reading.termIndices(in: label)
        let terms = reading.utterance.terms
        guard !named.isEmpty, named.allSatisfy({ terms[$0].isCode || terms[$0].source == .concept }),
              named.allSatisfy({ reading.roles[$0] != .location && reading.roles[$0] != .condition }) else { return nil }
        return named
    }

    /// A clause of modal words only ("never", "사용 금지", "not allowed", "never in production
    /// code"): every word is part of a cue or a filler of a verdict.
    static func isBareVerdict(_ segment: Segment, reading: Reading) -> Bool {
        isBareVerdict(reading.text(segment.range))
    }

    /// Whether a clause's text is modal words only (cue phrases, verdict fillers, articles).
    static func isBareVerdict(_ text: String) -> Bool {
        let characters = Array(text.lowercasedFast())
        var covered = Array(repeating: false, count: characters.count)
        for hit in Lexicon.hits(in: characters) { for index in hit.range where index < covered.count { covered[index] = true } }
        var word = ""
        for index in 0...characters.count {
            if index < characters.count, characters[index].isLetterFast, !covered[index] { word.append(characters[index]); continue }
            if !word.isEmpty, !Lexicon.verdictFillers.contains(word), !Lexicon.articles.contains(word) { return false }
            word = ""
        }
        return true
    }

    /// The targets of a forbidding clause: its terms in the target role, narrowed by a
    /// determiner's negation to what follows it.
    static func forbiddenTargets(_ segment: Segment, inside: [Int], reading: Reading) -> [Int] {
        let utterance = reading.utterance
        var targets = inside.filter { reading.roles[$0] == .target }
        // "… sees the design system with no extra import": a determiner negates the noun
        // after it, never the code named before it.
        if let modal = segment.modalPosition,
           let cue = utterance.cues.first(where: { $0.range.lowerBound == modal && $0.cue == .negation && Lexicon.determinerNegations.contains($0.phrase) }) {
            targets = targets.filter { utterance.terms[$0].position > modal }
            // "No side effects → noun | `sorted()`": the noun after "no" is what is
            // refused; code past the arrow or cell that follows it illustrates the other side.
            if let separator = separatorAfterNegatedProse(cue, characters: utterance.characters, end: segment.range.upperBound) {
                targets = targets.filter { utterance.terms[$0].position < separator }
            }
        }
        // "`.draft` is never persisted", "never log `token`", "`X` 은 저장 불가": the negation refuses
        // an act done to the code, not the code; only the tool of the act stays refused ("never
        // log with `print`").
        if refusesAnAct(segment, reading: reading) {
            targets = targets.filter { NeighbourWords.before(utterance.terms[$0].position, in: utterance.characters)
                .map(Lexicon.instrumentPrepositions.contains) == true }
        }
        return targets
    }

    /// Whether the clause's negation stands right beside a verb of acting on a value: after it,
    /// past auxiliaries ("must not be stored"), or before it with at most a verb ending between
    /// ("保存しない", "저장하지 않는다", "영속 불가").
    static func refusesAnAct(_ segment: Segment, reading: Reading) -> Bool {
        let utterance = reading.utterance
        let characters = utterance.characters
        guard let modal = segment.modalPosition, let cue = utterance.cues.first(where: { $0.range.lowerBound == modal }) else { return false }
        return utterance.formCues.contains { act in
            guard act.cue == .valueAct, segment.range.contains(act.range.lowerBound) else { return false }
            if act.range.lowerBound >= cue.range.upperBound {
                let between = String(characters[cue.range.upperBound..<act.range.lowerBound]).lowercasedFast()
                return between.split(separator: " ").allSatisfy { Lexicon.actAuxiliaries.contains(String($0)) }
            }
            guard act.range.upperBound <= cue.range.lowerBound else { return false }
            let between = characters[act.range.upperBound..<cue.range.lowerBound].filter { $0 != " " }
            return between.count <= 2 && !between.contains { $0.isASCII }
        }
    }

    /// "never use it outside a `View`": the code a pronoun stands for — the previous frame's first
    /// target, or the code named as target or alternative before the clause.
    static func pronounAntecedent(_ segment: Segment, reading: Reading, previous: RuleFrame?) -> Int? {
        let utterance = reading.utterance
        let terms = utterance.terms
        guard utterance.cues.contains(where: { [.useVerb, .callVerb, .importVerb].contains($0.cue) && segment.range.contains($0.range.lowerBound) }),
              let pronoun = utterance.cues.first(where: { $0.cue == .pronoun && segment.range.contains($0.range.lowerBound) }),
              !utterance.cues.contains(where: { [.location, .onto, .condition, .exception, .toward].contains($0.cue)
                  && $0.range.upperBound <= pronoun.range.lowerBound && segment.range.contains($0.range.lowerBound) }) else { return nil }
        return previous.flatMap { last in terms.indices.first { terms[$0] == last.targets.first } }
            ?? terms.indices.first(where: { terms[$0].position < segment.range.lowerBound && terms[$0].isCode
                && [.target, .alternative].contains(reading.roles[$0]) })
    }

    /// Places, conditions and exceptions go to the frame of their clause, or the nearest frame
    /// of the same sentence.
    static func attachClause(_ index: Int, to frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let utterance = reading.utterance
        let segments = reading.segments
        let segment = segments[index]
        var owner = frameOfSegment[index] ?? nearestFrame(index, segments: segments, frameOfSegment: frameOfSegment)
        if owner == nil, segment.isPlaceClause, let opener = segment.opener, !".!?。！？".contains(opener),
           openingCue(in: segment.range, of: utterance, among: [.exception, .escape, .condition, .location]) != nil {
            // "… never `print` — except under `Scripts/`": a trailing exception reaches back.
            owner = (0..<index).reversed().compactMap { frameOfSegment[$0] }.first
        }
        if owner == nil, segment.isPlaceClause, index + 1 < segments.count, let colon = segments[index + 1].opener, ":：".contains(colon) {
            // "If you sync through iCloud: never …", "…を使うなら：…": a place or condition closed
            // by a colon leads into the rules of the sentence after it ("At UI boundaries: `…`.
            // Never swallow errors." holds the second sentence everywhere).
            let led = reading.sentence(of: segments[index + 1].range.lowerBound)
            let followers = (index + 1..<segments.count).prefix { reading.sentence(of: segments[$0].range.lowerBound) == led }
            for follower in Set(followers.compactMap { frameOfSegment[$0] }).sorted() {
                attach(index, to: &frames[follower], reading: reading, ownsFrame: false)
            }
            return
        }
        guard let owner else { return }
        attach(index, to: &frames[owner], reading: reading, ownsFrame: frameOfSegment[index] != nil)
    }

    /// The names and cue words of one clause added to the frame it places or conditions.
    static func attach(_ index: Int, to frame: inout RuleFrame, reading: Reading, ownsFrame: Bool) {
        let utterance = reading.utterance
        let segment = reading.segments[index]
        // A clause naming the alternative ("start loading in `.task` (not …)") places the
        // alternative, not the prohibition beside it.
        // A clause holding a true condition ("a screen whose `List` starts with …") conditions it.
        let conditional = utterance.cues.contains { $0.cue == .condition && segment.range.contains($0.range.lowerBound)
            && Lexicon.trueConditionWords.contains($0.phrase) }
        let alternativeClause = !ownsFrame && segment.stance == .none && !segment.isPlaceClause && !conditional
        for term in reading.termIndices(in: segment) {
            // An alternative clause lends its subject only ("View models get … through `init`, never …").
            if alternativeClause, reading.roles[term] != .subject { continue }
            let named = utterance.terms[term]
            switch reading.roles[term] {
            case .subject: frame.subjects.append(named)
            case .location: frame.locations.append(named)
            case .condition: frame.conditions.append(named)
            case .exception: frame.exceptions.append(named)
            case .allowedPlace: frame.allowedPlaces.append(named)
            case .attachment: frame.attachments.append(named)
            // A clause without a stance of its own names places for its neighbour only through
            // its cue words; a bare target there is left out of the frame.
            default: break
            }
        }
        guard !alternativeClause else { return }
        for hit in utterance.cues where segment.range.contains(hit.range.lowerBound) {
            attachCue(hit, of: index, to: &frame, reading: reading, ownsFrame: ownsFrame)
        }
    }

    /// What one cue word of a clause adds to its frame: an escape, a degree, a place no term
    /// names, an exception saying more than its code, a condition.
    static func attachCue(_ hit: CueHit, of index: Int, to frame: inout RuleFrame, reading: Reading, ownsFrame: Bool) {
        let utterance = reading.utterance
        let characters = utterance.characters
        let segment = reading.segments[index]
        switch hit.cue {
        case .escape:
            frame.escape = frame.escape ?? reading.text(hit.range.lowerBound..<segment.range.upperBound)
        case .degree:
            frame.degree = frame.degree ?? hit.phrase
        case .location, .onto:
            guard !hit.isPostposition, !utterance.cues.contains(where: { $0.cue == .reason
                && segment.range.contains($0.range.lowerBound) && $0.range.lowerBound < hit.range.lowerBound }) else { break }
            attachPlaceWords(hit, in: segment, to: &frame, reading: reading)
        case .exception where frame.unresolvedPlace == nil:
            // "except `IBOutlet`-style late-init or invariants justified": an exception
            // that says more than the code it names leaves out what no check can see.
            if let words = proseBeyondTerms(after: hit, in: segment, reading: reading) {
                frame.unresolvedPlace = "except “\(words)”"
            }
        case .condition where RoleAssignment.namesTheManner(hit, in: segment, utterance: utterance):
            break
        case .condition where frame.conditionText == nil, .siblingCue where frame.conditionText == nil:
            // ", and update the migration when data needs it": a condition inside another
            // clause's own words is that clause's, not the frame's beside it.
            if !ownsFrame, let first = firstWord(characters, in: segment.range),
               utterance.formCues.contains(where: { $0.cue == .coordinator && $0.phrase == first && segment.range.contains($0.range.lowerBound) }),
               characters[segment.range.lowerBound..<hit.range.lowerBound].contains(where: \.isLetterFast) { break }
            // The condition runs to the clause's verb ("para trabajo asíncrono usa …"); a
            // quantifier inside it ("for all asynchronous code", "for every screen") is its own.
            // An imperative after an article is a noun ("if a call ends with …"), no verb.
            let stop = utterance.cues.first { later in
                later.range.lowerBound > hit.range.lowerBound && segment.range.contains(later.range.lowerBound)
                    && [.imperative, .obligation, .negation, .recommendation, .favourMarker].contains(later.cue)
                    && !utterance.cues.contains { $0.cue == .universal && $0.range == later.range }
                    && !(later.cue == .imperative && Self.followsAnArticle(later.range.lowerBound, in: characters))
            }?.range.lowerBound ?? segment.range.upperBound
            // "… を使うなら": a particle closes the condition it ends.
            frame.conditionText = hit.isPostposition && segment.isPlaceClause
                ? reading.text(segment.range.lowerBound..<hit.range.upperBound) : reading.text(hit.range.lowerBound..<stop)
        default: break
        }
    }

    /// Whether the word before `position` is an article ("a call", "the build").
    static func followsAnArticle(_ position: Int, in characters: [Character]) -> Bool {
        var end = position
        while end > 0, characters[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, characters[start - 1].isLetterFast { start -= 1 }
        return start < end && Lexicon.articles.contains(String(characters[start..<end]))
    }

    /// "in performance-sensitive lists": a place cue followed by words but no term before the
    /// next cue or the clause end is a place no check can find — unless a pronoun there stands
    /// for the family the sentence is about ("use no `X` in them").
    static func attachPlaceWords(_ hit: CueHit, in segment: Segment, to frame: inout RuleFrame, reading: Reading) {
        let utterance = reading.utterance
        let characters = utterance.characters
        let next = placeEnd(after: hit, in: segment, reading: reading)
        let span = hit.range.upperBound..<max(hit.range.upperBound, next)
        let hasTerm = characters[span].contains { Utterance.termIndex($0) != nil }
        let words = characters[span].split(whereSeparator: { !$0.isLetterFast }).filter { !Lexicon.articles.contains(String($0)) }
        let everywhere = utterance.cues.contains { $0.cue == .everywhere && $0.range.overlaps(hit.range.lowerBound..<max(hit.range.upperBound, next)) }
        if !hasTerm, words.count == 1, utterance.cues.contains(where: { $0.cue == .pronoun && span.contains($0.range.lowerBound) }),
           let family = utterance.terms.first(where: { $0.family != nil && $0.position < hit.range.lowerBound }) {
            if !frame.locations.contains(family) { frame.locations.append(family) }
            return
        }
        if !hasTerm, !words.isEmpty, !everywhere, frame.unresolvedPlace == nil {
            frame.unresolvedPlace = reading.text(hit.range.lowerBound..<next)
        }
    }

    /// "Don't use `asyncAfter` to paper over layout bugs": a purpose after the target decides
    /// when it is wrong, which only a person can tell.
    static func purposesAfterTargets(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let characters = reading.utterance.characters
        for (index, segment) in reading.segments.enumerated() {
            guard let frame = frameOfSegment[index], frames[frame].modality.forbids, frames[frame].conditionText == nil,
                  let last = reading.termIndices(in: segment).last else { continue }
            let rest = String(characters[(reading.terms[last].position + 1)..<segment.range.upperBound])
            if let verb = Self.purposeVerb(opening: rest), !Lexicon.determinersBeforeNoun.contains(verb) {
                frames[frame].conditionText = rest.trimming(" ")
            }
        }
    }

    /// A condition opening a sentence ("For async work use `.task`, not `.onAppear`") holds for
    /// every frame of that sentence.
    static func openingConditionsSpread(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let segments = reading.segments
        let utterance = reading.utterance
        var sentenceOfSegment: [Int] = []
        var sentence = 0
        for (index, segment) in segments.enumerated() {
            if segment.strongBefore, index > 0 { sentence += 1 }
            sentenceOfSegment.append(sentence)
        }
        for (index, segment) in segments.enumerated() {
            guard let frame = frameOfSegment[index], frames[frame].conditionText != nil,
                  openingCue(in: segment.range, of: utterance, among: [.condition]) != nil else { continue }
            for later in (index + 1)..<max(index + 1, segments.count) where sentenceOfSegment[later] == sentenceOfSegment[index] {
                guard let other = frameOfSegment[later], other != frame, frames[other].conditionText == nil else { continue }
                frames[other].conditionText = frames[frame].conditionText
                frames[other].conditions += frames[frame].conditions
            }
        }
    }

    /// A sentence that only names exceptions ("`X` is the only exception") adds them to the frame before.
    static func exceptionSentences(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        for (index, segment) in reading.segments.enumerated() where frameOfSegment[index] == nil && segment.strongBefore {
            let inside = reading.termIndices(in: segment)
            guard !inside.isEmpty, inside.allSatisfy({ reading.roles[$0] == .exception }),
                  let previous = (0..<index).reversed().compactMap({ frameOfSegment[$0] }).first else { continue }
            for term in inside where !frames[previous].exceptions.contains(reading.terms[term]) {
                frames[previous].exceptions.append(reading.terms[term])
            }
        }
    }

    /// "`Core/`: business logic — no UI": a first clause that is only a name followed by a
    /// colon is the topic of every frame — unless it is itself refused ("`X`：非推奨。").
    static func labelledTopic(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let segments = reading.segments
        guard let first = segments.first, segments.count > 1, segments[1].opensAfterLabel,
              frameOfSegment[0].map({ !frames[$0].modality.forbids }) ?? true else { return }
        let topic = reading.termIndices(in: first)
        let rest = reading.utterance.characters[first.range].filter { $0.isLetterFast && Utterance.termIndex($0) == nil }
        guard !topic.isEmpty, rest.isEmpty else { return }
        for index in frames.indices where frames[index].subjects.isEmpty {
            frames[index].subjects = topic.map { reading.terms[$0] }
        }
    }

    /// Alternatives: what the statement recommends, wherever it stands. The code a rule forbids
    /// is never its own alternative ("`@State` belongs to views. Never put `@State` in a view model.").
    static func recommendedAlternatives(_ frames: inout [RuleFrame], reading: Reading) {
        let alternatives = reading.terms(.alternative)
        let required = frames.filter { !$0.modality.forbids }.flatMap(\.targets)
        for index in frames.indices where frames[index].modality.forbids {
            let forbidden = Set(frames[index].targets.map(\.text))
            frames[index].alternatives = (alternatives + required).filter { !forbidden.contains($0.text) }
        }
    }

    /// Where an arrow, a table cell or a dash follows the prose noun a determiner negates ("No
    /// side effects → …"), or nil when code stands right after the determiner ("no `print`").
    static func separatorAfterNegatedProse(_ cue: CueHit, characters: [Character], end: Int) -> Int? {
        var index = cue.range.upperBound
        while index < end, characters[index] == " " { index += 1 }
        guard index < end, characters[index].isLetterFast, Utterance.termIndex(characters[index]) == nil else { return nil }
        while index < end {
            let character = characters[index]
            if Utterance.termIndex(character) != nil { return nil }
            if "→|—⇒".contains(character) || (character == "-" && index + 1 < end && characters[index + 1] == ">") { return index }
            index += 1
        }
        return nil
    }

    /// "`A` not `B`", "`A`, never `B`": a negation between two terms names the disfavoured one.
    static func isPreferenceNot(_ hit: CueHit, _ characters: [Character]) -> Bool {
        hit.cue == .negation && Lexicon.preferenceNegations.contains(hit.phrase) && isBetweenTerms(hit.range, characters)
    }

    static func nearestFrame(_ index: Int, segments: [Segment], frameOfSegment: [Int: Int]) -> Int? {
        // Backwards within the sentence, then forwards.
        var back = index
        while back > 0, !segments[back].strongBefore {
            back -= 1
            if let frame = frameOfSegment[back] { return frame }
        }
        var forward = index + 1
        while forward < segments.count, !segments[forward].strongBefore {
            if let frame = frameOfSegment[forward] { return frame }
            forward += 1
        }
        return nil
    }

    /// Up to `limit` prose words right after a position ("functions" after `@ViewBuilder`).
    static func wordsAfter(_ position: Int, _ characters: [Character], limit: Int) -> String {
        var words: [String] = []
        var current = ""
        var index = position + 1
        while index < characters.count, words.count < limit {
            let character = characters[index]
            if character.isLetterFast || character == "-" || character == "'" {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current); current = "" }
                if character != " " { break }
            }
            index += 1
        }
        if !current.isEmpty, words.count < limit { words.append(current) }
        return words.joined(separator: " ")
    }
}
