import PreflightModel

/// How many findings of one check a run keeps as records. A pull request controls the files a
/// run reads: a generated or hostile file can hold hundreds of thousands of hits of one check,
/// and a record costs far more than a report can use. Past the budget a hit is kept as an
/// `OverflowHit` — enough for a baseline to recognise it and for the counts to include it — and
/// never listed; the verdicts and the exit code count it like a listed one.
package enum FindingBudget {
    /// No report lists more of one check (`ReportLimits.maximumPerCheck`).
    package static let perCheck = ReportLimits.maximumPerCheck
}

/// A hit past `FindingBudget.perCheck`: its place and message (which baselines key and order
/// on), not the rule ids, items and severity a listed finding carries.
package struct OverflowHit: Sendable, Equatable {
    package var path: String
    package var line: Int32
    package var column: Int32
    package var message: String

    package init(_ finding: Finding) {
        path = finding.path
        line = Int32(clamping: finding.line)
        column = Int32(clamping: finding.column ?? 0)
        message = finding.message
    }

    /// The finding it stands for, as check `id` reports it.
    package func finding(_ id: String, severity: Severity) -> Finding {
        Finding(ruleId: id, path: path, line: Int(line), column: column == 0 ? nil : Int(column), severity: severity, message: message)
    }

    /// Where it stands among faults with `meaning` (a listed fault at this place holds it).
    package func faultKey(meaning: String) -> FaultKey {
        FaultKey(path: path, line: Int(line), column: Int(column), meaning: meaning)
    }
}
