/// Japanese and Korean mark a noun's part in the sentence with the particle after it, so a term
/// followed by a topic or place particle is not what the verb acts on:
/// "`Core` 모듈은 `UIKit`을 import하지 않습니다" (Core is the subject, UIKit the object),
/// "SwiftUI の View ファイルでは `import UIKit` しない" (in SwiftUI view files: a place).
/// Between the term and its particle may stand nouns ("모듈", "ファイル") and a chain of
/// "の" ("SwiftUI の View ファイル"), which take the particle of the phrase's head.
enum ParticleRoles {
    static let verbCues: Set<Cue> = [.negation, .avoid, .obligation, .recommendation, .permission, .useVerb, .callVerb,
                                     .importVerb, .imperative, .disfavouredBefore, .disfavouredAfter]

    static func apply(_ roles: inout [Role], utterance: Utterance, segments: [Segment]) {
        let characters = utterance.characters
        // Latin-only sentences have no particles; the English readings stay as they are.
        guard characters.contains(where: isCJK) else { return }
        for segment in segments {
            let inSegment = utterance.terms.indices.filter { segment.range.contains(utterance.terms[$0].position) }
            var marked: [(term: Int, role: Role, needsObject: Bool)] = []
            // "`URLSession` 仅在 `APIClient` 中调用": the place follows "only in"; what stands
            // before it is what the rule restricts.
            let placedAfterOnly = inSegment.filter { followsOnlyBeforePlace(utterance.terms[$0].position, characters, start: segment.range.lowerBound) }
            if let first = placedAfterOnly.map({ utterance.terms[$0].position }).min() {
                for term in inSegment where utterance.terms[term].position < first && roles[term] == .allowedPlace { roles[term] = .target }
                for term in placedAfterOnly { roles[term] = .allowedPlace }
            }
            for term in inSegment where roles[term] == .target || roles[term] == .location {
                if placedAfterOnly.contains(term) { continue }
                guard let particle = particle(after: utterance.terms[term].position, characters, end: segment.range.upperBound)
                else { continue }
                if Lexicon.onlyPlaceParticles.contains(particle) {
                    roles[term] = .allowedPlace
                    continue
                }
                guard roles[term] == .target else { continue }
                let isPlace = Lexicon.placeParticles.contains(particle)
                marked.append((term, isPlace || Lexicon.goalParticles.contains(particle) ? .location : .subject, !isPlace))
            }
            for (term, role, needsObject) in marked {
                // A topic is the object when nothing else is acted on ("`print` は使わない").
                // Another term must be acted on between the topic and its verb: in
                // "`Task.detached`는 쓰지 말고 `Task { }`를 사용하세요" the topic is the object.
                if needsObject {
                    let position = utterance.terms[term].position
                    let verb = utterance.cues.filter { $0.range.lowerBound > position && segment.range.contains($0.range.lowerBound)
                        && verbCues.contains($0.cue) }.map(\.range.lowerBound).min() ?? segment.range.upperBound
                    let others = inSegment.filter { other in
                        other != term && roles[other] == .target && !marked.contains { $0.term == other && !$0.needsObject }
                            && (position..<verb).contains(utterance.terms[other].position)
                    }
                    // … or, after a topic, a noun of prose is ("`Core` は機能モジュールを import しない");
                    // code before a goal particle with only prose after it is what the rule is
                    // about ("`Text("…")` に文字列を直書きしない").
                    let proseObject = hasProseObject(in: position + 1..<verb, characters)
                    // With nothing acted on at all, code before a goal particle and a verb of
                    // using is where the use goes ("실제 `ActivityType`에 절대 재사용 금지":
                    // reusing what the sentence before names), not what is refused; before a
                    // verb of depending or accessing ("`UIKit`에 의존하지 않는다") it is the thing.
                    let usesSomething = utterance.cues.contains { $0.cue == .useVerb && $0.range.lowerBound > position
                        && segment.range.contains($0.range.lowerBound) }
                    if role == .location, others.isEmpty, !proseObject, usesSomething {
                        roles[term] = .location
                        continue
                    }
                    guard !others.isEmpty || (role == .subject && proseObject) else { continue }
                }
                roles[term] = role
            }
            // "`SwiftUI` を import しているファイルでは …", "`SwiftUI`를 import하는 파일에서는 …":
            // what the files do is the condition that picks them.
            let text = String(characters[segment.range])
            if let marker = Lexicon.relativeFileMarkers.lazy.filter({ text.includes($0) }).compactMap({ text.range(of: $0) }).first {
                let end = segment.range.lowerBound + text.distance(from: text.startIndex, to: marker.lowerBound)
                for term in inSegment where utterance.terms[term].position < end && roles[term] == .target {
                    roles[term] = .condition
                }
            }
            // "`Core` 不能依赖任何业务模块": no particle, but the verb's object is prose after it.
            let targets = inSegment.filter { roles[$0] == .target }
            let kanaOrHangul = characters[segment.range].contains { character in
                character.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0xAC00...0xD7A3).contains($0.value) }
            }
            if !kanaOrHangul, targets.count == 1, let verb = utterance.cues.first(where: { $0.cue == .importVerb && segment.range.contains($0.range.lowerBound) }),
               utterance.terms[targets[0]].position < verb.range.lowerBound,
               nounCharacters(in: verb.range.upperBound..<segment.range.upperBound, characters) >= 2 {
                roles[targets[0]] = .subject
            }
        }
    }

    /// Whether "only in" stands right before a position, spaces aside ("仅在 `APIClient` 中").
    static func followsOnlyBeforePlace(_ position: Int, _ characters: [Character], start: Int) -> Bool {
        var end = position
        while end > start, characters[end - 1] == " " { end -= 1 }
        let before = characters[start..<end]
        return Lexicon.onlyBeforePlace.contains { before.suffix($0.count).elementsEqual($0) }
    }

    /// A noun of prose marked as the verb's object: "機能モジュールを", "UI 타깃에도".
    static func hasProseObject(in range: Range<Int>, _ characters: [Character]) -> Bool {
        guard range.lowerBound < range.upperBound else { return false }
        for index in range where index > range.lowerBound && isNounCharacter(characters[index - 1]) {
            for marker in Lexicon.proseObjectMarkers where matches(marker, at: index, characters, end: range.upperBound) || characters[index...].starts(with: Array(marker)) {
                return true
            }
        }
        return false
    }

    static func nounCharacters(in range: Range<Int>, _ characters: [Character]) -> Int {
        guard range.lowerBound < range.upperBound else { return 0 }
        return characters[range].filter { isNounCharacter($0) }.count
    }

    /// The particle closing the noun phrase that starts with the term at `position`, if any.
    static func particle(after position: Int, _ characters: [Character], end: Int) -> String? {
        var index = position + 1
        while index < end {
            let character = characters[index]
            for particle in Lexicon.onlyPlaceParticles + Lexicon.placeParticles + Lexicon.topicParticles + Lexicon.goalParticles + Lexicon.objectParticles
            where matches(particle, at: index, characters, end: end) {
                return Lexicon.objectParticles.contains(particle) ? nil : particle
            }
            if character == " " || character == "の" || Utterance.termIndex(character) != nil || isNounCharacter(character) {
                index += 1
                continue
            }
            return nil
        }
        return nil
    }

    /// A particle is read only where it closes a word: a single-syllable Korean particle must be
    /// followed by a space or the end ("모듈은 "), not begin a noun ("이미지").
    static func matches(_ particle: String, at index: Int, _ characters: [Character], end: Int) -> Bool {
        let chars = Array(particle)
        guard index + chars.count <= end, Array(characters[index..<(index + chars.count)]) == chars else { return false }
        let after = index + chars.count
        // "ではなく" is "rather than", "ではない" a negation: no place.
        if after < end, characters[after] == "な" { return false }
        let isHangul = chars.allSatisfy { $0.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } }
        if isHangul, chars.count == 1 { return after >= end || characters[after] == " " || characters[after] == "," }
        return true
    }

    /// Katakana, kanji and hangul syllables make nouns; hiragana (particles, verb endings) do not.
    static func isNounCharacter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
    }
}
