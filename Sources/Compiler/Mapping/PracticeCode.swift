/// "Use `URL.documentsDirectory` for the documents folder", "build paths with `appending(path:)`",
/// "use `NavigationStack`": a recommendation that names only code the catalogue knows as the
/// current way of doing one thing forbids the older ways of doing it, as a practice named in
/// prose does ("localize every string"). Anything else in the frame keeps it out of this reading.
extension ForbiddenUseMapper {
    /// "GCD patterns like `DispatchQueue.main.async()`": the next target is code introduced by
    /// "like" right after the noun the module name qualifies.
    static func instanceFollows(_ qualifier: Term, in targets: [Term], context: MappingContext) -> Bool {
        guard let next = targets.first(where: { $0.position > qualifier.position }), next.source == .code else { return false }
        let between = String(context.reading.utterance.characters[(qualifier.position + 1)..<next.position]).lowercased()
        let words = between.split(whereSeparator: { !$0.isLetter })
        return words.count >= 2 && words.count <= 4 && words.last == "like"
    }

    static func practicesNamedByCode(_ frame: RuleFrame, context: MappingContext) -> (RuleFrame, [Term])? {
        // A statement that forbids something itself says what it excludes: that reading wins.
        guard !context.reading.frames.contains(where: \.modality.forbids), frame.alternatives.isEmpty,
              frame.exceptions.isEmpty, frame.allowedPlaces.isEmpty, frame.attachments.isEmpty,
              !frame.targets.isEmpty, frame.targets.allSatisfy(\.isCode) else { return nil }
        var practices: [Term] = []
        for target in frame.targets {
            // "… to construct URL paths": an API name written bare before a noun qualifies it.
            if target.source == .bareName, let noun = frame.nounAfterTarget[target.position], noun.first?.isLowercase == true { continue }
            let concepts = ConceptCatalogue.practices(namedBy: target.text)
            guard !concepts.isEmpty else { return nil }
            for concept in concepts {
                var term = Term(text: target.text, source: .concept, span: nil, conceptId: concept.id, position: target.position)
                term.namesPractice = true
                practices.append(term)
            }
        }
        guard !practices.isEmpty else { return nil }
        var frame = frame
        if let condition = frame.conditionText, purposeNamesClosureContent(condition) {
            // "… for the documents folder", "… for async work on appear": the use the practice
            // serves, which its concept already stands for — not a narrower place.
            if let place = frame.unresolvedPlace, condition.contains(place) { frame.unresolvedPlace = nil }
            frame.conditionText = nil
            frame.conditions = []
        }
        // "非同期処理には `.task { }` を使う": a concept written as the place is the use, too.
        frame.locations.removeAll { $0.source == .concept }
        return (frame, practices)
    }
}
