import PreflightChecks
import PreflightModel

/// The passes over the frames of one statement once its clauses have made them: a via that
/// allows the intermediary, places beside targets, topics inherited from headings and labels,
/// test kinds, numbers at named positions, conditions a ban shares with its alternative.
extension StatementReader {
    /// "the way to …", "a place for …": a purpose, not a place a check can find.
    static let purposeNoun = CompiledPattern(#"\b(way|ways|means|mechanism|place) (to|for) .*"#)

    /// "`DependencyProvider` 경유 — `RouteRepository.shared` 직접 주입 금지", "go through `Store`;
    /// never call `Realm()` directly": the ban is on the direct use, so the way it names is where
    /// the banned code belongs — a check on every use would flag the intermediary itself. The
    /// named code beside "via" (before it in Korean and Japanese, after it elsewhere) becomes an
    /// allowed place; without "directly" a "via" says nothing of the kind ("never log via `print`").
    static func intermediaryMayUse(_ frames: inout [RuleFrame], reading: Reading) {
        let utterance = reading.utterance
        let characters = utterance.characters
        // One sentence says both: "… goes through `A`. Never expose `B` directly." are two rules.
        guard let via = utterance.formCues.first(where: { $0.cue == .intermediary }),
              utterance.formCues.contains(where: { $0.cue == .directly
                  && reading.sentence(of: $0.range.lowerBound) == reading.sentence(of: via.range.lowerBound) }) else { return }
        let isParticle = via.phrase.unicodeScalars.contains { $0.value >= 0x3000 }
        var index = isParticle ? via.range.lowerBound - 1 : via.range.upperBound
        while index >= 0, index < characters.count, characters[index] == " " { index += isParticle ? -1 : 1 }
        guard index >= 0, index < characters.count, let termIndex = Utterance.termIndex(characters[index]),
              termIndex < utterance.terms.count else { return }
        let way = utterance.terms[termIndex]
        guard way.source == .code || way.source == .bareName else { return }
        for frame in frames.indices where frames[frame].modality.forbids && !frames[frame].targets.isEmpty
            && frames[frame].targets.contains(where: { reading.sentence(of: $0.position) == reading.sentence(of: via.range.lowerBound) })
            && !frames[frame].targets.contains(where: { $0.text == way.text }) && !frames[frame].allowedPlaces.contains(way) {
            frames[frame].allowedPlaces.append(way)
        }
    }

    /// The positions just after each sentence's full stop ("." "!" "?" before a space or the end, "。").
    static func sentenceEnds(_ characters: [Character]) -> [Int] {
        characters.indices.filter { index in
            switch characters[index].soleScalar {
            case "。", "！", "？": return true
            case ".", "!", "?": return index + 1 == characters.count || characters[index + 1].soleScalar == " "
            default: return false
            }
        }.map { $0 + 1 }
    }

    /// "rather than composing `Row` at the call site": a place in words after a forbidden target,
    /// in its own clause, narrows it even when the frame came from a preference ("A rather than
    /// B"), whose clause the place pass above does not own.
    static func placesBesideTargets(_ frames: inout [RuleFrame], reading: Reading) {
        let characters = reading.utterance.characters
        for index in frames.indices where frames[index].modality.forbids && frames[index].unresolvedPlace == nil {
            guard let first = frames[index].targets.map(\.position).min(),
                  let segment = reading.segments.first(where: { $0.range.contains(first) }) else { continue }
            for hit in reading.utterance.cues where (hit.cue == .location || hit.cue == .onto) && !hit.isPostposition
                && hit.range.lowerBound > first && segment.range.contains(hit.range.lowerBound) {
                let span = hit.range.upperBound..<max(hit.range.upperBound, placeEnd(after: hit, in: segment, reading: reading))
                guard !characters[span].contains(where: { Utterance.termIndex($0) != nil }) else { continue }
                let words = characters[span].split(whereSeparator: { !$0.isLetterFast }).filter { !Lexicon.articles.contains(String($0)) }
                let everywhere = reading.utterance.cues.contains { $0.cue == .everywhere && $0.range.overlaps(hit.range.lowerBound..<span.upperBound) }
                // "in them": the pronoun's family is read by the place pass above.
                let pronoun = reading.utterance.cues.contains { $0.cue == .pronoun && span.contains($0.range.lowerBound) }
                if !words.isEmpty, !everywhere, !pronoun {
                    frames[index].unresolvedPlace = reading.text(hit.range.lowerBound..<span.upperBound)
                    break
                }
            }
        }
    }

    /// The words after `hit` to the end of its clause that are neither terms nor words the
    /// lexicon knows (nouns of code, connectives, articles), or nil when there are none.
    static func proseBeyondTerms(after hit: CueHit, in segment: Segment, reading: Reading) -> String? {
        let characters = reading.utterance.characters
        // Particles put exceptions before their cue in Korean and Japanese: read there, not here.
        guard hit.range.upperBound < segment.range.upperBound, !hit.isPostposition,
              DirectiveForm.isMostlyLatin(Array(characters[segment.range])) else { return nil }
        let span = hit.range.upperBound..<segment.range.upperBound
        // Cue words are read elsewhere when the exception names something ("except in `Tests/`");
        // an exception of words alone ("except for numeric literals") is all prose, or it is lost.
        let namesATerm = characters[span].contains { Utterance.termIndex($0) != nil }
        let known = namesATerm ? reading.utterance.cues.filter { span.contains($0.range.lowerBound) }.map(\.range) : []
        var words: [String] = []
        var word = ""
        var start = 0
        func flush() {
            defer { word = "" }
            // "`@IBOutlet`s": a plural ending on code is no word of its own.
            guard word.count > 1, !Lexicon.articles.contains(word), !Lexicon.listConjunctions.contains(word) else { return }
            if known.contains(where: { $0.contains(start) }) { return }
            words.append(word)
        }
        for index in span {
            if characters[index].isLetterFast { if word.isEmpty { start = index }; word.append(characters[index]) } else { flush() }
        }
        flush()
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Where the words of a place that starts at `hit` end: at the next cue of the clause, or
    /// its end. A label word inside a hyphenated word ("non-Settings") is part of the place, and
    /// so is a verb right after an article ("at the call site").
    /// Nouns that name kinds of code: words of a place, never its end.
    static let placeNouns: Set<Cue> = [.typeNoun, .functionNoun, .closureNoun, .propertyNoun, .parameterNoun, .caseNoun]

    static func placeEnd(after hit: CueHit, in segment: Segment, reading: Reading) -> Int {
        let characters = reading.utterance.characters
        for cue in reading.utterance.cues {
            guard cue.range.lowerBound >= hit.range.upperBound, segment.range.contains(cue.range.lowerBound),
                  cue.cue != .pronoun, cue.cue != .possessive else { continue }
            // "in protocol signatures", "in closures", "in parameters": a noun of code is part of the place.
            if placeNouns.contains(cue.cue) { continue }
            let isLabel = cue.cue == .badLabel || cue.cue == .goodLabel
            if isLabel, cue.range.upperBound < characters.count, characters[cue.range.upperBound] == "-" { continue }
            let between = characters[hit.range.upperBound..<cue.range.lowerBound].split(whereSeparator: { !$0.isLetterFast })
            // "the call site": a verb after an article is a noun of the place; so is one right
            // after the place word ("in lists", "in uses of …"): a place starts with a noun.
            let verb: Set<Cue> = [.callVerb, .useVerb, .imperative, .importVerb, .createVerb, .declareVerb]
            if verb.contains(cue.cue), between.isEmpty || between.last.map({ Lexicon.articles.contains(String($0)) }) == true { continue }
            return cue.range.lowerBound
        }
        return segment.range.upperBound
    }

    /// "Any custom view that needs a border must inherit `LayerBackedView`, never `NSView`", "a
    /// pane that shows a series of objects must not call `setupBindings(for:)` per object": a
    /// relative clause before the modal word narrows whose code the rule is about, in words no
    /// check can test. The frame keeps it as its condition, so the rule stays manual rather than
    /// holding everywhere.
    static func restrictedSubjects(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let characters = reading.utterance.characters
        let segments = reading.segments
        for (segmentIndex, frameIndex) in frameOfSegment where frames[frameIndex].conditionText == nil {
            guard let modal = segments[segmentIndex].modalPosition else { continue }
            // From the sentence's start to its modal word.
            var start = segmentIndex
            while start > 0, !segments[start].strongBefore { start -= 1 }
            let lead = segments[start].range.lowerBound..<modal
            guard let relative = reading.utterance.formCues.first(where: { $0.cue == .restrictiveRelative && lead.contains($0.range.lowerBound) }),
                  characters[lead.lowerBound..<relative.range.lowerBound].contains(where: \.isLetterFast) else { continue }
            frames[frameIndex].conditionText = reading.text(relative.range.lowerBound..<modal)
        }
    }

    /// "Keep package code app-agnostic. No `Current`, no `L10n`." and "`X` is the only way to
    /// gate a feature — no `#if` branches": fragments opened by a determiner elaborate the clause
    /// before them, which says where they hold (a family, a kind of code) or what for. A place
    /// or purpose no check can find leaves the fragments manual rather than global.
    static func inheritTopics(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let segments = reading.segments
        for (index, frame) in frames.enumerated()
        where frame.subjects.isEmpty && frame.locations.isEmpty && frame.allowedPlaces.isEmpty && frame.conditionText == nil && frame.unresolvedPlace == nil {
            guard let first = frameOfSegment.filter({ $0.value == index }).keys.min(), isFragment(first, reading: reading) else { continue }
            // Back over the other fragments and stance-less asides to the clause they elaborate.
            var topic = first - 1
            while topic >= 0, isFragment(topic, reading: reading) || segments[topic].stance == .none && segments[topic].opener == "(" {
                topic -= 1
            }
            // "Keep views dumb." frames only its family: a topic all the same.
            // "View models must stay independent of UIKit." has its family as subject: a topic too.
            func isTopic(_ segment: Int) -> Bool {
                frameOfSegment[segment].map { frames[$0].targets.allSatisfy { $0.family != nil } || frames[$0].subjects.contains { $0.family != nil } } ?? true
            }
            guard topic >= 0, isTopic(topic) else { continue }
            var start = topic
            // A table row's first cell ("Services | Keep them headless.") names the row's topic.
            while start > 0, !segments[start].strongBefore || segments[start].opener == "|", isTopic(start - 1) { start -= 1 }
            applyTopic(segments[start].range.lowerBound..<segments[topic].range.upperBound, to: &frames[index], reading: reading)
        }
    }

    /// A clause opened by a determiner's negation ("No `Current`", "`AppDelegate` 금지"), or one
    /// continuing such a list: a fragment elaborating the clause before.
    static func isFragment(_ index: Int, reading: Reading) -> Bool {
        let segments = reading.segments
        let utterance = reading.utterance
        let characters = utterance.characters
        let segment = segments[index]
        // "no bespoke flags, build settings, or `#if` branches": the list goes on the first one's negation.
        if !segment.ownStance, !segment.strongBefore, index > 0, segment.stance == segments[index - 1].stance {
            return isFragment(index - 1, reading: reading)
        }
        guard let modal = segment.modalPosition,
              let cue = utterance.cues.first(where: { $0.range.lowerBound == modal && $0.cue == .negation })
        else { return false }
        if Lexicon.determinerNegations.contains(cue.phrase) {
            return !characters[segment.range.lowerBound..<modal].contains { $0.isLetterFast || Utterance.termIndex($0) != nil }
        }
        // "`AppDelegate` 금지": names and a ban noun, nothing else.
        guard Lexicon.banNouns.contains(cue.phrase) else { return false }
        let rest = characters[segment.range.lowerBound..<modal] + characters[cue.range.upperBound..<segment.range.upperBound]
        return rest.contains { Utterance.termIndex($0) != nil } && !rest.contains { $0.isLetterFast }
    }

    /// What the topic clause says of where the fragments hold: the families it names, the folder
    /// it is about, a purpose, or a kind of code no check can find (which keeps them manual).
    static func applyTopic(_ range: Range<Int>, to frame: inout RuleFrame, reading: Reading) {
        let utterance = reading.utterance
        let families = utterance.terms.filter { range.contains($0.position) && $0.family != nil }
        if !families.isEmpty {
            frame.subjects = families
            return
        }
        // "`Domain/` files import only `Foundation`. No `SwiftUI`, no `UIKit`.": the folder
        // the sentence before is about is where the fragments hold.
        let folders = utterance.terms.filter { term in
            guard range.contains(term.position) else { return false }
            if case let .path(path)? = term.span { return path.hasSuffix("/") }
            return term.namesFolder
        }
        if !folders.isEmpty {
            frame.locations = folders
            return
        }
        let text = reading.text(range).lowercasedFast()
        // The pattern needs " to " or " for ": without them the expression engine is not started.
        if text.includes(" to ") || text.includes(" for "), let purpose = Self.purposeNoun.firstRange(in: text) {
            frame.conditionText = String(text[purpose].drop { $0 != " " }).trimming(" ")
            return
        }
        if let kind = kindOfCode(in: text) { frame.unresolvedPlace = kind }
    }

    /// "package code", "공용 코드", "Die Domain-Schicht", "la couche domaine": a qualified kind of
    /// code, in words, which names no place a check can find.
    static func kindOfCode(in text: String) -> String? {
        // "공용 코드는", "共有コードは": a qualified kind of code in a language without spaces.
        if let noun = Lexicon.cjkCodeKindNouns.first(where: { text.includes($0) }), let range = text.range(of: noun) {
            let qualifier = text[..<range.lowerBound].split { !$0.isLetterFast }.last.map(String.init) ?? ""
            if !qualifier.isEmpty, !Lexicon.cjkTopicDeterminers.contains(qualifier) { return qualifier + " " + noun }
        }
        let words = text.split(whereSeparator: { !$0.isLetterFast && $0 != "-" }).map(String.init)
        // "Die Domain-Schicht", "la couche domaine": compounds and other languages' kinds of code.
        if let compound = words.first(where: { word in
            let parts = word.split(separator: "-")
            return parts.count > 1 && (Lexicon.codeKindNouns.contains(String(parts.last!)) || Lexicon.foreignCodeKindNouns.contains(String(parts.last!)))
        }) {
            return compound
        }
        if let position = words.firstIndex(where: { Lexicon.foreignCodeKindNouns.contains($0) }), position + 1 < words.count || position > 0 {
            return words[max(0, position - 1)...min(words.count - 1, position + 1)].joined(separator: " ")
        }
        for (position, word) in words.enumerated().dropFirst() where Lexicon.codeKindNouns.contains(word) || Lexicon.codeKindNouns.contains(String(word.dropLast())) {
            // "package code": the last noun of the phrase is the kind, the word before it the qualifier.
            if position + 1 < words.count, Lexicon.codeKindNouns.contains(words[position + 1]) { continue }
            return Lexicon.topicDeterminers.contains(words[position - 1]) ? nil : words[position - 1] + " " + word
        }
        return nil
    }

    /// "Snapshot tests subclass `SnapshotTestCase`": a kind of test no path tells apart from the
    /// others, so the rule's place is named but not resolved (and the frame stays manual).
    static func narrowTestKinds(_ frames: inout [RuleFrame], reading: Reading) {
        let characters = reading.utterance.characters
        for term in reading.terms where term.family?.id == "tests" {
            let before = String(characters[..<term.position]).split { !$0.isLetterFast && $0 != "-" }.last.map(String.init)
            let after = String(characters[(term.position + 1)...]).split { !$0.isLetterFast && $0 != "-" }.prefix(2).map(String.init)
            let qualifier = before.flatMap { Lexicon.testKinds.contains($0) ? $0 : nil }
                ?? (after.first == "de" || after.first == "d" ? after.dropFirst().first.flatMap { Lexicon.testKinds.contains($0) ? $0 : nil } : nil)
            guard let qualifier else { continue }
            for index in frames.indices where frames[index].unresolvedPlace == nil {
                frames[index].unresolvedPlace = qualifier + " " + term.text
                frames[index].subjects.removeAll { $0.family?.id == "tests" }
            }
        }
    }

    /// "`layer.cornerRadius = Radius.card`, never a number", "`.padding` takes a `Spacing` token,
    /// jamais un nombre": the number is forbidden where the code names a position for it.
    static func numbersAtNamedPositions(_ frames: inout [RuleFrame], reading: Reading, segments: [Segment]) {
        let utterance = reading.utterance
        let literalCues: [Cue] = [.numberLiteral, .stringLiteral]
        guard !frames.contains(where: { $0.modality.forbids }),
              let cue = segments.lazy.compactMap({ segment in
                  segment.stance.isForbid ? utterance.cues.first { literalCues.contains($0.cue) && segment.range.contains($0.range.lowerBound) } : nil
              }).first else { return }
        // "no literals in `Text`, `Button`": for strings, the views and calls that show text.
        let positions = utterance.terms.filter { term in
            term.isCode && (term.text.includes("(") || term.text.includes(":") || term.text.includes("=") || term.text.hasPrefix(".")
                || insetTypes.contains(term.text) || cue.cue == .stringLiteral && textViews.contains(term.text))
        }
        guard !positions.isEmpty else { return }
        frames.append(RuleFrame(modality: .mustNot, targets: positions, evidence: String(utterance.characters)))
    }

    static let insetTypes: Set<String> = ["EdgeInsets", "UIEdgeInsets", "NSDirectionalEdgeInsets"]
    static let textViews: Set<String> = ["Text", "Button", "Label", "TextField", "SecureField", "Toggle", "Link", "Section", "Menu"]

    /// "Analytics events go only through `Tracker.log`; never use `URLSession`", "上报埋点只能通过
    /// `Tracker.log`，不要直接用 `URLSession`": the prohibition holds for what the prose before
    /// "only" is about, which no check can pick out.
    static func onlyWithProseTopic(_ frames: inout [RuleFrame], reading: Reading, segments: [Segment]) {
        let utterance = reading.utterance
        guard let only = utterance.cues.first(where: { $0.cue == .only }),
              let segment = segments.first(where: { $0.range.contains(only.range.lowerBound) }),
              segment.range.lowerBound < only.range.lowerBound else { return }
        let before = utterance.characters[segment.range.lowerBound..<only.range.lowerBound]
        guard !before.contains(where: { Utterance.termIndex($0) != nil }) else { return }
        let words = String(before).split { !$0.isLetterFast }.map(String.init).filter { !Lexicon.topiclessWordsBeforeOnly.contains($0) }
        guard !words.isEmpty else { return }
        for index in frames.indices where frames[index].modality.forbids && !frames[index].alternatives.isEmpty
            && frames[index].conditionText == nil && frames[index].subjects.isEmpty && frames[index].locations.isEmpty {
            // "Logging only through `Logger`, no `print`", "Realm is only reached through
            // `Store`; no `Realm()`": a topic that names what the alternative does, or the
            // forbidden code itself, is the whole domain of the ban, not a part of it.
            let named = frames[index].alternatives + frames[index].targets
            if words.allSatisfy({ word in named.contains { namesTheSameThing(word, $0.text) } }) { continue }
            frames[index].conditionText = String(before).trimming(" ,")
        }
    }

    /// "Use `Keychain` for tokens (never `UserDefaults`)": the ban is the other side of a
    /// requirement that holds for tokens only, so it holds for tokens only too — a check on every
    /// `UserDefaults` would flag the settings the rule never spoke of. Only a ban that follows the
    /// requirement within its clause ("(never …)", ", not …") is its other side; a reason given
    /// after a ban ("No `Task.detached`. Use `Task {}` to inherit the actor") narrows nothing.
    static func banSharesItsAlternativesCondition(_ frames: inout [RuleFrame], characters: [Character]) {
        let required = frames.filter { !$0.modality.forbids && $0.conditionText != nil }
        guard !required.isEmpty else { return }
        for index in frames.indices where frames[index].modality.forbids && frames[index].conditionText == nil {
            let alternatives = Set(frames[index].alternatives.map(\.text))
            guard let banned = frames[index].targets.map(\.position).min() else { continue }
            guard let source = required.first(where: { frame in
                frame.targets.contains { target in
                    alternatives.contains(target.text) && target.position < banned
                        && !characters[target.position..<banned].contains { ";.:!?。；：".contains($0) }
                }
            }) else { continue }
            frames[index].conditionText = source.conditionText
            frames[index].conditions += source.conditions
        }
    }

    /// "**Keychain** for credentials (NEVER `UserDefaults`)", "`@Observable` for view state (not
    /// `Combine`)": a ban in parentheses after a lead that gives a purpose ("for credentials")
    /// holds for that purpose only — the settings `UserDefaults` stores elsewhere are not what it
    /// speaks of. A purpose that is a group of types alone ("`@Observable` for view models (not
    /// `ObservableObject`)") places the ban in those types. (A lead with a verb of its own, "use
    /// `Keychain` for tokens", gives a frame whose condition the ban shares already.)
    static func parentheticalBanKeepsItsPurpose(_ frames: inout [RuleFrame], reading: Reading) {
        let characters = reading.utterance.characters
        for index in frames.indices where frames[index].modality.forbids && frames[index].conditionText == nil
            && frames[index].subjects.isEmpty && frames[index].locations.isEmpty {
            guard let first = frames[index].targets.map(\.position).min(),
                  let open = characters[..<first].lastIndex(of: "(") else { continue }
            let start = (characters[..<open].lastIndex { ";.:!?。；：".contains($0) }).map { $0 + 1 } ?? 0
            guard let purpose = reading.utterance.cues.first(where: { $0.cue == .purposeWord && (start..<open).contains($0.range.lowerBound) }),
                  purpose.range.upperBound < open else { continue }
            let named = { (text: ArraySlice<Character>) in text.contains { $0.isLetterFast || Utterance.termIndex($0) != nil } }
            // Something the purpose is of stands before it, and the purpose says something.
            let span = purpose.range.upperBound..<open
            guard named(characters[start..<purpose.range.lowerBound]), named(characters[span]) else { continue }
            let groups = reading.terms.filter { $0.family?.typeSelector != nil && span.contains($0.position) }
            let words = String(characters[span].filter { Utterance.termIndex($0) == nil }).lowercasedFast()
                .split(whereSeparator: { !$0.isLetterFast }).map(String.init).filter { !Lexicon.articles.contains($0) }
            let universal = RoleAssignment.universalWords
            if groups.count == 1, words.allSatisfy(universal.contains) {
                frames[index].conditionText = reading.text(purpose.range.lowerBound..<open)
                frames[index].conditions += groups
            } else if !words.contains(where: universal.contains) {
                // "`Logger` for all output (never `print`)": a purpose covering everything narrows nothing.
                frames[index].conditionText = reading.text(purpose.range.lowerBound..<open)
            }
        }
    }

    /// "No `Combine` in new screens; wrap it only when unavoidable": a later clause of the
    /// sentence that names no code and allows something *only* when it cannot be helped
    /// (`Lexicon.necessityEscapes`) is the ban's way out, which only a person can judge. The ban
    /// before it takes that escape (so it runs only with `escapes: warn`). A clause with another
    /// escape ("…; handle errors gracefully where possible") or in another sentence is an
    /// instruction of its own and lends nothing.
    static func onlyUnderEscapeReachesBack(_ frames: inout [RuleFrame], reading: Reading, frameOfSegment: [Int: Int]) {
        let cues = reading.utterance.cues
        for (index, segment) in reading.segments.enumerated() where frameOfSegment[index] == nil && index > 0 {
            guard reading.termIndices(in: segment).allSatisfy({ reading.roles[$0] == .aside }),
                  cues.contains(where: { segment.range.contains($0.range.lowerBound) && restrictsToOnly($0) }),
                  cues.contains(where: { $0.cue == .escape && segment.range.contains($0.range.lowerBound)
                      && Lexicon.necessityEscapes.contains($0.phrase.lowercasedFast()) }),
                  let banSegment = (0..<index).reversed().first(where: { frameOfSegment[$0] != nil }),
                  reading.sentence(of: segment.range.lowerBound) == reading.sentence(of: reading.segments[banSegment].range.lowerBound),
                  let ban = frameOfSegment[banSegment], frames[ban].modality.forbids, frames[ban].escape == nil else { continue }
            frames[ban].escape = reading.text(segment.range).trimming(" .;,;；。")
        }
    }

    /// "only", or a condition that opens with it ("only when", "only if"), which hides the word.
    static func restrictsToOnly(_ hit: CueHit) -> Bool {
        hit.cue == .only || (hit.cue == .condition && onlyWords.contains { hit.phrase.lowercasedFast().hasPrefix($0 + " ") })
    }

    static let onlyWords = Lexicon.phrases(.only)

    /// Whether a word and a code name share their first four letters ("logging", `Logger`; "realm", `Realm()`).
    static func namesTheSameThing(_ word: String, _ code: String) -> Bool {
        let name = code.prefix { $0.isLetterFast }.lowercasedFast()
        let lowered = word.lowercasedFast()
        return lowered.count >= 4 && name.count >= 4 && lowered.prefix(4) == name.prefix(4)
    }

    /// Whether "only" (or a word of the same force) stands in the sentence of the clause.
    static func restricts(_ segment: Segment, reading: Reading) -> Bool {
        let sentence = reading.sentence(of: segment.range.lowerBound)
        return reading.utterance.cues.contains { $0.cue == .only && reading.sentence(of: $0.range.lowerBound) == sentence }
    }

    static func frameModality(_ stance: Stance) -> RuleFrame.Modality {
        switch stance {
        case .forbid(let strong): return strong ? .mustNot : .shouldNot
        case .require(let strong): return strong ? .must : .should
        case .permit: return .may
        case .none: return .must
        }
    }
}
