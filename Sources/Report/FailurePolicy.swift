import PreflightModel

/// `--fail-on error|warning|never` (and `--strict`, the same as `warning`): which outcome makes
/// the run exit 1. A run that could not happen exits 2 whatever the policy.
public enum FailurePolicy: String, CaseIterable, Sendable {
    /// Exit 1 when an item failed (the default, SPEC).
    case error
    /// Also when any finding is shown as a warning, as SwiftLint's `--strict` does (a suspect
    /// check's findings are notes and never count).
    case warning
    /// Always exit 0: report only.
    case never

    public func exitCode(for report: Report) -> Int32 {
        switch self {
        case .never:
            return 0
        case .error:
            return report.exitCode
        case .warning:
            if report.exitCode != 0 { return report.exitCode }
            return report.findings.contains { $0.severity <= .warning } ? 1 : 0
        }
    }
}
