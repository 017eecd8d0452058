import PreflightModel

/// Practices a sentence refuses, or allows only somewhere: what the forbidden-code mapper reads
/// in their place ("no trailing commas", "no trailing closures when a call takes several
/// closures", "use trailing closures only for a call's single closure").
extension ForbiddenUseMapper {
    /// "Use trailing closures only when a call takes a single closure": the practice allowed only
    /// where its concept's `allowedOnlySaying` words say is refused everywhere else, which the
    /// concept's `conditionalRefusal` finds; the condition is that refusal's reach, not a narrowing.
    static func allowedOnlyThere(_ frame: RuleFrame, context: MappingContext) -> RuleFrame? {
        // Only a practice whose concept may be allowed only somewhere is read so.
        guard frame.targets.contains(where: { $0.source == .concept && $0.namesPractice && $0.concept?.allowedOnlySaying.isEmpty == false })
        else { return nil }
        // A condition that opens with "only" ("only when a call has a single closure"; not "even
        // when only one closure is passed"), or the place "단일 클로저에만".
        let condition: String
        if let text = frame.conditionText?.lowercasedFast().trimming(" "),
           Lexicon.phrases(.only).contains(where: { text.hasPrefix($0 + " ") }) {
            condition = text
        } else {
            let said = context.statement.text.lowercasedFast()
            let postpositions = Lexicon.phrases(.only).filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
            guard let confined = frame.targets.compactMap(\.concept).flatMap(\.allowedOnlySaying).first(where: { words in
                postpositions.contains { said.includes(words + $0) }
            }) else { return nil }
            condition = confined
        }
        for (index, target) in frame.targets.enumerated() where target.source == .concept && target.namesPractice {
            guard let concept = target.concept, let refusal = concept.conditionalRefusal,
                  concept.allowedOnlySaying.contains(where: condition.includes) else { continue }
            var confined = frame
            confined.targets[index].conceptId = refusal
            confined.targets[index].namesPractice = false
            confined.modality = frame.modality == .must ? .mustNot : .shouldNot
            confined.conditionText = nil
            confined.conditions = []
            return confined
        }
        return nil
    }

    /// A practice refused ("no trailing commas", "no trailing closures when a call takes several
    /// closures") as the concept whose checks find the practice itself there, when the catalogue
    /// has one; any other term as it is.
    static func refusedPractice(_ term: Term, said: String) -> Term {
        guard term.source == .concept, term.namesPractice, let concept = term.concept else { return term }
        let conditional = concept.refusalWhenSaying.contains(where: said.includes) ? concept.conditionalRefusal : nil
        guard let refusal = conditional ?? concept.refusal else { return term }
        var refused = term
        refused.conceptId = refusal
        refused.namesPractice = false
        return refused
    }
}
