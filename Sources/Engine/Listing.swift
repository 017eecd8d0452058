import PreflightModel

/// Which faults the rendered reports list (`ReportLimits`, SPEC "Bounded reports"): in report
/// order, the first `perCheck` of each check (a fault belongs to its leading check) while the
/// report holds fewer than `perRun`. The rest are counted per check and named in every format.
/// It runs after the baseline and after the verdicts are settled, so it changes what a report
/// shows, never what it decides.
struct Listing {
    /// The faults listed; empty when nothing is cut.
    private var listed: Set<Finding> = []
    /// Per leading check id, the faults not listed.
    private(set) var unlisted: [String: Int] = [:]

    init(_ faults: [Finding], limits: ReportLimits) {
        var perCheck: [String: Int] = [:]
        var kept: [Finding] = []
        for fault in faults.sorted(by: Report.orderedFaults) {
            let lead = fault.ruleIds.first ?? fault.ruleId
            if kept.count < limits.perRun, perCheck[lead, default: 0] < limits.perCheck {
                perCheck[lead, default: 0] += 1
                kept.append(fault)
            } else {
                unlisted[lead, default: 0] += 1
            }
        }
        if !unlisted.isEmpty { listed = Set(kept) }
    }

    /// `verdict` listing only what the report lists; its confirmed faults left out are counted.
    func cut(_ verdict: ItemVerdict) -> ItemVerdict {
        guard !unlisted.isEmpty else { return verdict }
        var verdict = verdict
        let before = verdict.findings.count
        verdict.findings = verdict.findings.filter { listed.contains($0) }
        verdict.suspectFindings = verdict.suspectFindings.filter { listed.contains($0) }
        verdict.unlistedFindings += before - verdict.findings.count
        return verdict
    }
}
