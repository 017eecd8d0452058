import PreflightModel

extension ForbiddenUseMapper {
    /// "Use async/await", "Swift concurrency exclusively": a statement that requires only
    /// concepts whose requirement another concept's findings break, and refuses nothing, asks
    /// for the practice that avoids those findings. Any other target, a refusal or an
    /// alternative keeps the frame as it is ("prefer async/await over GCD" is about GCD).
    static func readRequiredPractices(_ frame: inout RuleFrame, context: MappingContext) {
        // "Strict Swift concurrency", "Swift concurrency checks" are the compiler's checking,
        // not the way of writing code; a bare "Swift Concurrency" in a list of the stack states
        // no requirement of its own.
        let characters = context.reading.utterance.characters
        let states = context.reading.utterance.cues.contains { [.imperative, .obligation, .recommendation].contains($0.cue) }
        let required = frame.targets.filter { term in
            guard states, term.source == .concept, !term.namesPractice, term.concept?.requirementForbids != nil else { return false }
            let end = min(term.position, characters.count)
            let before = String(characters[..<end]).lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).last.map(String.init) ?? ""
            let after = String(characters[min(end + 1, characters.count)...]).lowercasedFast()
                .split(whereSeparator: { !$0.isLetterFast }).first.map(String.init) ?? ""
            return !Lexicon.strictCheckingWords.contains(before) && !Lexicon.checkingNouns.contains(after)
        }
        let kept = Set(required.compactMap { $0.concept?.requirementForbids })
        // "structured concurrency (`async`/`await`, task groups)": code the practice is written
        // in, beside the concept, is its example.
        let examples = frame.targets.filter { term in
            term.isCode && ConceptCatalogue.practices(namedBy: term.text).contains { kept.contains($0.id) }
        }
        guard !required.isEmpty, required.count + examples.count == frame.targets.count, frame.alternatives.isEmpty,
              !context.reading.frames.contains(where: \.modality.forbids) else { return }
        frame.targets = required.map { term in
            var practice = term
            practice.conceptId = term.concept?.requirementForbids
            practice.namesPractice = true
            return practice
        }
        // "… for all asynchronous operations", "비동기 작업은 …": a purpose or a subject in the words
        // the practice needs is its whole reach, not a narrower place.
        let needs = frame.targets.flatMap { $0.concept?.practiceCodeNeeds ?? [] }
        let restatesReach = { (text: String) in needs.contains(where: text.lowercasedFast().includes) }
        // A second condition inside it ("… once a module has migrated") narrows it: kept.
        let conditionCues = frame.conditionText.map { Lexicon.hits(in: Array(" " + $0.lowercasedFast() + " ")).filter { $0.cue == .condition }.count } ?? 0
        if let condition = frame.conditionText, conditionCues <= 1,
           restatesReach(condition) || (!frame.conditions.isEmpty && frame.conditions.allSatisfy { restatesReach($0.text) }),
           !frame.conditions.contains(where: { $0.family?.typeSelector != nil }) {
            frame.conditionText = nil
            frame.conditions = []
        }
        frame.subjects.removeAll { $0.source == .concept && restatesReach($0.text) }
    }
}
