import PreflightChecks

/// "Omit `return` in single-expression functions", "단일 표현식이면 `return` 생략": code the
/// catalogue knows as what a practice excludes, refused in a statement that says what the
/// practice is about, names that concept; so does code written in a concept's refused form
/// ("instead of `if let x = x`"). The place or condition saying it ("in
/// single-expression functions", "pour les fonctions à expression unique") is the concept's own
/// reach, not a narrower place to look for.
extension ForbiddenUseMapper {
    static func disfavouredCodeNamed(_ frame: RuleFrame, context: MappingContext) -> RuleFrame? {
        guard frame.modality.forbids else { return nil }
        // Words name a concept only in a plain ban; a refused form ("instead of `if let x = x`")
        // is the concept wherever it stands.
        let plain = frame.alternatives.isEmpty && frame.exceptions.isEmpty && frame.allowedPlaces.isEmpty
        // The words and the code the statement names: "never `default` in a `switch`" speaks of
        // switches in code.
        let code = context.reading.terms.filter(\.isCode).map(\.text)
        let said = ([String(context.reading.utterance.characters)] + code).joined(separator: " ").lowercasedFast()
        var frame = frame
        var named = false
        for (index, target) in frame.targets.enumerated() where target.isCode {
            let byWords = plain ? ConceptCatalogue.concepts(disfavouring: target.text, saying: said) : []
            // "`for … where` instead of an `if` inside a loop": the practice offered beside the
            // code names the concept, and the place then restates its reach.
            let byAlternative = ConceptCatalogue.concepts(disfavouring: target.text, alternatives: frame.alternatives.map(\.text))
            let writtenAs = ConceptCatalogue.concepts(writtenAs: target.text, alternatives: frame.alternatives.map(\.text))
            guard let concept = writtenAs.first ?? byWords.first ?? byAlternative.first else { continue }
            frame.targets[index] = Term(text: target.text, source: .concept, span: nil, conceptId: concept.id, position: target.position)
            named = true
        }
        return named ? frame : nil
    }

    /// The frame without the places and conditions that only restate its concepts' reach: those
    /// holding one of their `reachWords`, or the refused code itself ("이면 `return`").
    static func restatedReachDropped(_ frame: RuleFrame) -> RuleFrame {
        let concepts = frame.targets.compactMap { target in target.concept.map { (concept: $0, code: target.text) } }
            .filter { !$0.concept.reachWords.isEmpty }
        guard !concepts.isEmpty else { return frame }
        let restates = { (text: String) in
            let lowered = text.lowercasedFast()
            return concepts.contains { entry in
                lowered.includes("`" + entry.code + "`") || entry.concept.reachWords.contains { lowered.includes($0) }
            }
        }
        var frame = frame
        // A place restates the reach only as a whole when the concept says which words may
        // stand beside its reach words ("inside a loop", not "inside a loop over dictionaries").
        let wholly = { (text: String) in concepts.allSatisfy { restatesWholly(text, $0.concept) } }
        if let place = frame.unresolvedPlace, restates(place), wholly(place) { frame.unresolvedPlace = nil }
        frame.locations.removeAll { restates($0.text) }
        if let condition = frame.conditionText, restates(condition), concepts.allSatisfy({ restatesWholly(condition, $0.concept) }) {
            frame.conditionText = nil
            frame.conditions = []
        }
        return frame
    }

    /// Whether every word of the condition is one the concept allows in a restatement of its reach
    /// (`reachConditionWords`); any condition, for a concept that lists none.
    static func restatesWholly(_ condition: String, _ concept: Concept) -> Bool {
        guard !concept.reachConditionWords.isEmpty else { return true }
        let allowed = Set(concept.reachConditionWords + concept.reachWords.flatMap { $0.split(separator: " ").map(String.init) })
            .union(Lexicon.stopWords)
        return condition.lowercasedFast().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).allSatisfy { allowed.contains(String($0)) }
    }

    /// "**尾随注释：** 不要添加尾随注释": a label naming the very concept the sentence refuses or
    /// asks for is its topic, not a subject whose code the check must be narrowed to.
    static func topicLabelDropped(_ frame: RuleFrame) -> RuleFrame {
        var frame = frame
        frame.subjects.removeAll { subject in
            subject.conceptId != nil && frame.targets.contains { $0.conceptId == subject.conceptId }
        }
        return frame
    }
}
