import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// "Functions stay under 40 lines", "files at most 400 lines", "no more than 5 parameters",
/// "nesting depth ≤ 3", and "metric | warning | error" tables: a limit on a counted thing.
package enum MetricMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        let reading = context.reading
        let cues = reading.utterance.cues
        let limit = cues.first { $0.cue == .limitAtMost || $0.cue == .limitBelow }
        let numbers = LayoutRuleMapper.numbersIn(reading.utterance.characters[...])
        guard let number = numbers.first(where: { $0 > 0 }) else { return [] }
        let has: (Cue) -> Bool = { cue in cues.contains { $0.cue == cue } }
        // A strict limit ("under 40") allows one less.
        let strict = limit?.cue == .limitBelow
        let maximum = strict ? number - 1 : number
        guard maximum > 0 else { return [] }
        // Lines are the unit of body lengths; characters would be line width (its own mapper).
        if has(.characterNoun) { return [] }
        let severity: Severity = context.statement.modality == .prefer || context.statement.modality == .avoid ? .warning : .error
        var check: (any Check)?
        if has(.parameterNoun) {
            check = ParameterCountCheck(maximum: maximum)
        } else if has(.nestingNoun) {
            check = NestingDepthCheck(maximum: maximum)
        } else if has(.lineNoun) || limit != nil {
            var targets: [BodyLengthCheck.Target] = []
            if has(.functionNoun) { targets.append(.function) }
            if has(.typeNoun) { targets.append(.type) }
            if has(.fileNoun) { targets.append(.file) }
            guard !targets.isEmpty, has(.lineNoun) else { return [] }
            check = BodyLengthCheck(maximum: maximum, targets: targets)
        }
        guard let check else { return [] }
        context.claimAll { _ in true }
        return [Mapped(check: check, origin: "limit \(maximum)", severity: severity)]
    }
}
