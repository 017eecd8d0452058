import PreflightChecks
import PreflightModel

/// "Use `self` only when required", "Omit `self` unless it is needed", "`self.` を不要な場所で
/// 書かない", "필요한 경우에만 `self`를 명시한다": `self` written only where Swift needs it.
/// The escape such a statement carries ("unless required", "only when necessary") is the very
/// thing the `redundant-self` check decides, so it is not a condition for a person here.
///
/// It reads a statement whose only code is `self` (or `self.`) and whose words speak of need;
/// a statement asking for `self` everywhere ("always write `self`, even when not required") is
/// the opposite rule and is left to the other mappers.
package enum SelfReferenceMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        let reading = context.reading
        let code = reading.terms.filter(\.isCode)
        guard !code.isEmpty, code.allSatisfy({ $0.text == "self" || $0.text == "self." }) else { return [] }
        let text = String(reading.utterance.characters).lowercasedFast()
        guard Lexicon.necessityWords.contains(where: { text.includes($0) }),
              !Lexicon.everywhereWords.contains(where: { text.includes($0) }) else { return [] }
        let (placement, problem) = PlaceReader.placement(for: RuleFrame(modality: .must, targets: [], evidence: ""), context: context)
        guard let placement else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        var check = RedundantSelfCheck(scope: placement.paths)
        check.codeScope = placement.code
        context.claimAll { _ in true }
        let severity: Severity = context.statement.modality == .prefer || context.statement.modality == .avoid ? .warning : .error
        return [Mapped(check: check, origin: "`self.` only where needed", severity: severity)]
    }
}
