import PreflightChecks
import PreflightCompiler
import PreflightModel

/// Turns findings into verdicts per reported item: failed when an error-level finding stands
/// against it, passed when its checks ran and found none (or only warnings), manual when it
/// has no check, not applicable when no file was in its checks' scope.
enum Judge {
    package static func verdicts(active: ActiveRuleSet, outcome: Engine.Outcome, command: Report.Command,
                         changeChecksDecided: Bool, appliesBecause: [String: String] = [:],
                         applicableManual: String? = nil) -> Report {
        var skills: [SkillVerdicts] = []
        for skill in active.skills {
            var verdicts: [ItemVerdict] = []
            for item in skill.reportedItems {
                verdicts.append(verdict(item, skill: skill, active: active, outcome: outcome, command: command,
                                        changeChecksDecided: changeChecksDecided, appliesBecause: appliesBecause,
                                        applicableManual: applicableManual))
            }
            skills.append(SkillVerdicts(name: skill.name, path: skill.path, items: verdicts))
        }
        let notices = Array(Set(outcome.notices)).sorted(by: Finding.ordered)
        return Report(command: command, skills: skills, skippedFiles: outcome.skipped.sorted { $0.path < $1.path }, notices: notices)
    }

    package static func verdict(_ item: CompiledItem, skill: CompiledSkill, active: ActiveRuleSet, outcome: Engine.Outcome,
                        command: Report.Command, changeChecksDecided: Bool, appliesBecause: [String: String],
                        applicableManual: String?) -> ItemVerdict {
        let checks = item.checks.compactMap { active.checks[$0.id] }
        var verdict = ItemVerdict(
            id: item.id, text: item.statement.text, kind: item.statement.kind, status: .manual, findings: [],
            reason: item.reason, documentPath: skill.path, documentLine: item.statement.line,
            checks: checks.map { CheckSummary(id: $0.id, kind: $0.check.kind, description: $0.check.summary) },
            appliesBecause: appliesBecause[item.id])
        if active.disabledItems.contains(item.id) {
            verdict.status = .notApplicable
            verdict.reason = "disabled in the repository configuration"
            return verdict
        }
        if item.checks.isEmpty {
            if command == .checklist, applicableManual == nil {
                verdict.status = .notApplicable
                verdict.reason = "no source file in the change"
            } else {
                verdict.status = .manual
                verdict.appliesBecause = verdict.appliesBecause ?? (command == .checklist ? applicableManual : nil)
            }
            return verdict
        }
        if checks.isEmpty {
            verdict.status = .notApplicable
            verdict.reason = "every check of this item is disabled in the repository configuration"
            return verdict
        }
        let decided = checks.filter { check in
            if check.check is any ChangeCheck { return changeChecksDecided }
            return outcome.unavailable[check.id] == nil && outcome.inScope.contains(check.id)
        }
        guard !decided.isEmpty else {
            let reasons = checks.compactMap { outcome.unavailable[$0.id] }
            if checks.allSatisfy({ $0.check is any ChangeCheck }) {
                verdict.reason = "decided on a change: run `preflight review`"
            } else if let reason = reasons.first {
                verdict.reason = reason
            } else {
                verdict.reason = command == .audit ? "no file in the scope of its checks" : "the change touches no file in its scope"
            }
            verdict.status = .notApplicable
            return verdict
        }
        // Two checks of one item that flag the same place with the same words are one finding.
        var seen = Set<String>()
        verdict.findings = decided.flatMap { outcome.findings[$0.id] ?? [] }.sorted(by: Finding.ordered).filter { finding in
            seen.insert("\(finding.path)\u{0}\(finding.line)\u{0}\(finding.column ?? 0)\u{0}\(finding.message)").inserted
        }
        verdict.status = verdict.findings.contains { $0.severity == .error } ? .failed : .passed
        verdict.reason = nil
        return verdict
    }
}
