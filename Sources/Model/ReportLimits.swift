/// How many findings the rendered reports list (`limits: {perCheck: 1000, perRun: 10000}` in
/// `.preflight.yml`). Verdicts, exit codes and baselines see every finding; a report lists the
/// first ones in report order, after the baseline is applied, and counts the rest, so one
/// generated file cannot push a SARIF upload past what code scanning takes.
public struct ReportLimits: Sendable, Equatable {
    public var perCheck: Int
    public var perRun: Int

    /// The SPEC's defaults.
    public init(perCheck: Int = 1_000, perRun: Int = 10_000) {
        self.perCheck = perCheck
        self.perRun = perRun
    }

    /// The most a configuration may ask for: a run keeps this many findings of one check as
    /// records (past it, a fingerprint each), so no report can list more.
    public static let maximumPerCheck = 5_000
    /// Reports this long are already past what a person or an upload takes.
    public static let maximumPerRun = 100_000
}
