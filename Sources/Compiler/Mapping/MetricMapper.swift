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
        let numbers = LayoutRuleMapper.numbersIn(reading.utterance.characters[...]).filter { $0 > 0 }
        guard let number = numbers.first else { return [] }
        // A limit needs its word ("at most", "under"), a label ("**Parameters:** 5") or a table
        // row; "deprecated since iOS 17" counts nothing.
        let text = context.statement.text
        guard limit != nil || text.contains(":") || text.contains(" | ") || text.contains("≤") || text.contains("<") else { return [] }
        let has: (Cue) -> Bool = { cue in cues.contains { $0.cue == cue } }
        // Lines are the unit of body lengths; characters are line width (its own mapper).
        if has(.characterNoun) || has(.lineLengthNoun) { return [] }
        let make: (Int) -> any Check
        if has(.parameterNoun) {
            make = { ParameterCountCheck(maximum: $0) }
        } else if has(.nestingNoun) {
            make = { NestingDepthCheck(maximum: $0) }
        } else {
            var targets: [BodyLengthCheck.Target] = []
            if has(.functionNoun) || context.statement.text.lowercased().contains("function body") { targets.append(.function) }
            if has(.typeNoun) { targets.append(.type) }
            if has(.fileNoun) { targets.append(.file) }
            guard !targets.isEmpty, has(.lineNoun) else { return [] }
            make = { BodyLengthCheck(maximum: $0, targets: targets) }
        }
        context.claimAll { _ in true }
        // "| Function body | 40 lines | 80 lines |": a warning limit, then an error limit.
        if numbers.count == 2, numbers[0] < numbers[1], limit == nil {
            return [Mapped(check: make(numbers[0]), origin: "limit \(numbers[0])", severity: .warning),
                    Mapped(check: make(numbers[1]), origin: "limit \(numbers[1])", severity: .error)]
        }
        // A strict limit ("under 40") allows one less.
        let maximum = limit?.cue == .limitBelow ? number - 1 : number
        guard maximum > 0 else { return [] }
        let severity: Severity = context.statement.modality == .prefer || context.statement.modality == .avoid ? .warning : .error
        return [Mapped(check: make(maximum), origin: "limit \(maximum)", severity: severity)]
    }
}
