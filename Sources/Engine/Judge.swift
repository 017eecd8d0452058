import PreflightChecks
import PreflightCompiler
import PreflightModel
import PreflightRepository

/// Turns findings into verdicts per reported item.
///
/// - Hits of several checks at the same place with the same meaning become one finding that
///   lists every check and item it breaks (`FindingMerge`); a baseline then hides the faults it
///   knows.
/// - **failed**: an error-level finding stands against the item. **passed**: its checks ran on
///   something in scope and found none (or only warnings and notes) and they decide all of its
///   text. **partly checked**: they passed, but decide only part of it; the rest is named for a
///   person. **manual**: no check. **not applicable**: nothing in its checks' scope, or only
///   change rules in an audit.
enum Judge {
    /// The build targets every check's scope names that nothing resolved (`target:Core/**`
    /// left as written), or nil when some check's scope is an ordinary place.
    static func unresolvedTargets(_ checks: [ActiveCheck]) -> [String]? {
        var names: [String] = []
        for check in checks {
            guard let scoped = check.check as? any FolderScopedCheck, !scoped.scopeGlobs.isEmpty else { return nil }
            for glob in scoped.scopeGlobs {
                guard let name = TargetScope.name(in: glob.pattern) else { return nil }
                if !names.contains(name) { names.append(name) }
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Which changed file brought a check in, and why (review and checklist).
    package struct Applicability: Sendable {
        package var path: String
        package var reason: String
    }

    /// Hides what a baseline knows: the indices of the faults it hides.
    typealias BaselineFilter = ([Finding]) -> Set<Int>

    /// `limits` cut what the report lists, after the baseline, never what it counts. With
    /// `recording`, the report's `recordedFaults` holds every fault, hits past the engine's
    /// budget included (what `--write-baseline` writes).
    package static func verdicts(active: ActiveRuleSet, outcome: Engine.Outcome, command: Report.Command,
                                 changeChecksDecided: Bool, appliesBecause: [String: Applicability] = [:],
                                 manualApplicability: ((CompiledItem) -> Applicability?)? = nil,
                                 baseline: BaselineFilter? = nil, suspects: [String: FiringRate] = [:],
                                 limits: ReportLimits = ReportLimits(), recording: Bool = false) -> Report {
        // First what each item's checks decided, then one finding per fault across all items.
        var decisions: [[Decision]] = []
        var carriers: [String: [String]] = [:]
        for skill in active.skills {
            var row: [Decision] = []
            for item in skill.reportedItems {
                var (verdict, decided) = decide(item, skill: skill, active: active, outcome: outcome, command: command,
                                                changeChecksDecided: changeChecksDecided, appliesBecause: appliesBecause,
                                                manualApplicability: manualApplicability)
                for index in verdict.checks.indices { verdict.checks[index].suspect = suspects[verdict.checks[index].id] }
                for check in decided where carriers[check.id]?.contains(item.id) != true {
                    carriers[check.id, default: []].append(item.id)
                }
                row.append(Decision(item: item, decided: decided, verdict: verdict))
            }
            decisions.append(row)
        }
        let raw = carriers.keys.sorted().flatMap { outcome.findings[$0] ?? [] }.sorted(by: Finding.ordered)
        let overflow = outcome.overflow.filter { carriers[$0.key] != nil }
        let faults = Faults(raw, overflow: overflow, active: active, carriers: carriers, suspects: suspects, baseline: baseline,
                            recording: recording)
        // Verdicts are settled on every fault; only then is the listing cut.
        let listing = Listing(faults.all, limits: limits)
        var skills: [SkillVerdicts] = []
        for (skill, row) in zip(active.skills, decisions) {
            let verdicts = row.map { listing.cut(withOverflow(settle($0, faults: faults, suspects: suspects), $0, faults: faults,
                                                              suspects: suspects)) }
            skills.append(SkillVerdicts(name: skill.name, path: skill.path, items: verdicts))
        }
        let notices = Array(Set(outcome.notices)).sorted(by: Finding.ordered)
        var report = Report(command: command, skills: skills, skippedFiles: outcome.skipped.sorted { $0.path < $1.path },
                            notices: notices, baselined: faults.baselined)
        report.limits = limits
        report.unlisted = Set(faults.overflow.keys).union(listing.unlisted.keys).sorted().compactMap { id in
            let count = (faults.overflow[id] ?? 0) + (listing.unlisted[id] ?? 0)
            guard count > 0, let check = active.checks[id] else { return nil }
            return UnlistedFindings(checkId: id, count: count, severity: check.severity, suspect: suspects[id] != nil)
        }
        report.recordedFaults = faults.all + faults.recordedOverflow
        return report
    }

    /// The item with the hits of its confirmed checks past the engine's budget, which no report
    /// lists: an error among them fails it, as a listed one would.
    static func withOverflow(_ verdict: ItemVerdict, _ entry: Decision, faults: Faults,
                             suspects: [String: FiringRate]) -> ItemVerdict {
        guard !faults.overflow.isEmpty, verdict.status != .suspect else { return verdict }
        var verdict = verdict
        let counted = entry.decided.filter { suspects[$0.id] == nil && (faults.overflow[$0.id] ?? 0) > 0 }
        verdict.unlistedFindings = counted.reduce(0) { $0 + (faults.overflow[$1.id] ?? 0) }
        if counted.contains(where: { $0.severity == .error }) {
            verdict.status = .failed
            verdict.reason = nil
        }
        return verdict
    }

    /// An item, the checks that decided it and its verdict before its findings are known.
    struct Decision {
        var item: CompiledItem
        var decided: [ActiveCheck]
        var verdict: ItemVerdict
    }

    /// The faults of a run, by check. The hits of suspect checks are merged apart: a fault a
    /// confirmed check also found is that check's alone (its rule ids, items, severity and
    /// message), and the rest decide nothing. A baseline hides faults of either kind, so
    /// confirming a check later does not bring back what it accepted; it reads the hits past
    /// the engine's budget with the rest of their check, so it hides the same faults whatever
    /// the budget.
    struct Faults {
        var trusted: [String: [Finding]] = [:]
        var suspect: [String: [Finding]] = [:]
        /// Every fault kept as a record, confirmed then suspect, after the baseline.
        var all: [Finding] = []
        var baselined = 0
        /// Per check, its hits past the budget that the baseline left and no fault above holds:
        /// counted, never listed.
        var overflow: [String: Int] = [:]
        /// Those hits as findings, when recording.
        var recordedOverflow: [Finding] = []

        init(_ raw: [Finding], overflow hits: [String: OverflowHits], active: ActiveRuleSet, carriers: [String: [String]],
             suspects: [String: FiringRate], baseline: BaselineFilter?, recording: Bool) {
            let meaning = { (id: String) in active.checks[id]?.check.checkDescription.meaning ?? id }
            var confirmed = FindingMerge.merge(raw.filter { suspects[$0.ruleId] == nil }, meaning: meaning, items: { carriers[$0] ?? [] })
            let taken = Set(confirmed.map { FaultKey($0, meaning: meaning($0.ruleId)) })
            // Suspect findings decide nothing: every format shows them as notes.
            var doubted = FindingMerge.merge(raw.filter { suspects[$0.ruleId] != nil }, meaning: meaning, items: { carriers[$0] ?? [] })
                .filter { !taken.contains(FaultKey($0, meaning: meaning($0.ruleId))) }
                .map { fault in
                    var note = fault
                    note.severity = .note
                    return note
                }
            // A hit past the budget at the place of a fault above, with its meaning, is that fault.
            let held = taken.union(doubted.map { FaultKey($0, meaning: meaning($0.ruleId)) })
            var spare: [String: OverflowHits] = [:]
            for (id, list) in hits {
                let kept = list.kept { !held.contains($0.faultKey(meaning: meaning(id))) }
                if !kept.isEmpty { spare[id] = kept }
            }
            if baseline != nil || recording {
                // Read as findings only when a baseline must recognise them or a file record them.
                func findings(suspect: Bool) -> [Finding] {
                    spare.keys.sorted().filter { (suspects[$0] != nil) == suspect }.flatMap { id in
                        spare[id, default: OverflowHits()].map { $0.finding(id, severity: suspect ? .note : active.checks[id]?.severity ?? .error) }
                    }
                }
                var confirmedExtra = findings(suspect: false)
                var doubtedExtra = findings(suspect: true)
                if let baseline {
                    var hidden = 0
                    (confirmed, confirmedExtra, baselined) = Self.hide(confirmed, confirmedExtra, baseline)
                    (doubted, doubtedExtra, hidden) = Self.hide(doubted, doubtedExtra, baseline)
                    baselined += hidden
                }
                for finding in confirmedExtra + doubtedExtra { overflow[finding.ruleId, default: 0] += 1 }
                if recording { recordedOverflow = confirmedExtra + doubtedExtra }
            } else {
                overflow = spare.mapValues(\.count)
            }
            for fault in confirmed { for id in fault.ruleIds { trusted[id, default: []].append(fault) } }
            for fault in doubted { for id in fault.ruleIds { suspect[id, default: []].append(fault) } }
            all = confirmed + doubted
        }

        /// What `baseline` leaves of `faults` and of the hits past the budget read with them (in
        /// one call, so occurrences count across both), and how many it hid.
        static func hide(_ faults: [Finding], _ extra: [Finding], _ baseline: BaselineFilter)
            -> (faults: [Finding], extra: [Finding], hidden: Int) {
            let hidden = baseline(faults + extra)
            guard !hidden.isEmpty else { return (faults, extra, 0) }
            let keptFaults = faults.indices.filter { !hidden.contains($0) }.map { faults[$0] }
            let keptExtra = extra.indices.filter { !hidden.contains(faults.count + $0) }.map { extra[$0] }
            return (keptFaults, keptExtra, hidden.count)
        }
    }

    /// The verdict of a decided item from its faults. Its confirmed checks decide it; when every
    /// check that decided it is suspect, it is suspect, and a clause only a suspect check decides
    /// is left for a person, so neither ticks an item on suspect checks alone.
    static func settle(_ entry: Decision, faults: Faults, suspects: [String: FiringRate]) -> ItemVerdict {
        var verdict = entry.verdict
        guard !entry.decided.isEmpty else { return verdict }
        let trusted = entry.decided.filter { suspects[$0.id] == nil }
        let doubted = entry.decided.filter { suspects[$0.id] != nil }
        verdict.findings = unique(trusted.flatMap { faults.trusted[$0.id] ?? [] })
        verdict.suspectFindings = unique(doubted.flatMap { faults.suspect[$0.id] ?? [] })
        if trusted.isEmpty {
            let rate = doubted.compactMap { suspects[$0.id] }.max { $0.firingFiles < $1.firingFiles }
            verdict.status = .suspect
            verdict.reason = "suspect: " + (doubted.count == 1 ? "its check " : "its busiest check ") + (rate?.firesText ?? "fires often")
                + ", more than a convention the code follows would; confirm the check or fix its reading"
            return verdict
        }
        // A confirmed check that decides the whole statement (no clause of its own) leaves nothing.
        let covered = Set(trusted.compactMap(\.compiled.covers))
        let wholeDecided = trusted.contains { $0.compiled.covers == nil }
        var unchecked = entry.item.uncheckedParts
        for clause in doubted.compactMap(\.compiled.covers)
        where !wholeDecided && !covered.contains(clause) && !unchecked.contains(clause) {
            unchecked.append(clause)
        }
        if verdict.findings.contains(where: { $0.severity == .error }) {
            verdict.status = .failed
        } else if !unchecked.isEmpty {
            verdict.status = .partlyChecked
            verdict.reason = "checks passed; left for a person: " + unchecked.map { "“\($0)”" }.joined(separator: "; ")
        } else {
            verdict.status = .passed
        }
        verdict.uncheckedParts = unchecked
        return verdict
    }

    /// Each fault once, in report order.
    static func unique(_ faults: [Finding]) -> [Finding] {
        var seen = Set<Finding>()
        return faults.filter { seen.insert($0).inserted }.sorted(by: Finding.ordered)
    }

    /// The verdict of one item before its findings are known, and the checks that decided it
    /// (empty when the item is manual or not applicable).
    static func decide(_ item: CompiledItem, skill: CompiledSkill, active: ActiveRuleSet, outcome: Engine.Outcome,
                       command: Report.Command, changeChecksDecided: Bool, appliesBecause: [String: Applicability],
                       manualApplicability: ((CompiledItem) -> Applicability?)?) -> (ItemVerdict, [ActiveCheck]) {
        let checks = item.checks.compactMap { active.checks[$0.id] }
        var verdict = ItemVerdict(
            id: item.id, text: item.statement.text, kind: item.statement.kind, status: .manual, findings: [],
            reason: item.reason, documentPath: skill.path, documentLine: item.statement.line,
            checks: checks.map { CheckSummary(id: $0.id, kind: $0.check.kind, description: $0.check.summary, severity: $0.severity) })
        if active.disabledItems.contains(item.id) {
            verdict.status = .notApplicable
            verdict.reason = "disabled in the repository configuration"
            return (verdict, [])
        }
        if item.checks.isEmpty {
            if command == .checklist {
                guard let applicability = manualApplicability?(item) else {
                    verdict.status = .notApplicable
                    verdict.reason = "the change touches no file this item speaks about"
                    return (verdict, [])
                }
                verdict.appliesBecause = applicability.path.isEmpty ? nil : applicability.path
                verdict.appliesReason = applicability.reason
            }
            verdict.status = .manual
            return (verdict, [])
        }
        if checks.isEmpty {
            verdict.status = .notApplicable
            verdict.reason = "every check of this item is disabled in the repository configuration"
            return (verdict, [])
        }
        let decided = checks.filter { check in
            if check.check.asChangeCheck != nil { return changeChecksDecided && outcome.inScope.contains(check.id) }
            return outcome.unavailable[check.id] == nil && outcome.inScope.contains(check.id)
        }
        guard !decided.isEmpty else {
            let reasons = checks.compactMap { outcome.unavailable[$0.id] }
            if command == .audit, checks.allSatisfy({ $0.compiled.newCodeOnly }) {
                verdict.reason = "about code a change adds: decided by `preflight review`; an audit reads the code already there"
            } else if checks.allSatisfy({ $0.check.asChangeCheck != nil }) {
                verdict.reason = changeChecksDecided ? "the change holds nothing this rule speaks about"
                    : "decided on a change: run `preflight review`"
            } else if let reason = reasons.first {
                verdict.reason = reason
            } else if let targets = Self.unresolvedTargets(checks) {
                let named = targets.map { "`\($0)`" }.joined(separator: ", ")
                verdict.reason = "the \(named) target\(targets.count == 1 ? " has" : "s have") no folder here (no manifest declares "
                    + "\(targets.count == 1 ? "it" : "them") in the checked folder, nor does `targets:`): its checks run nowhere"
            } else {
                verdict.reason = command == .audit ? "nothing in the repository is in the scope of its checks"
                    : "the change touches nothing in the scope of its checks"
            }
            verdict.status = .notApplicable
            return (verdict, [])
        }
        if command == .checklist {
            // The file with a finding explains best; else the first check's changed file.
            let explained = decided.lazy.compactMap { check in
                outcome.findings[check.id]?.first.flatMap { finding in appliesBecause[check.id].map { ($0, finding) } }
            }.first
            if let applicability = explained?.0 ?? decided.lazy.compactMap({ appliesBecause[$0.id] }).first {
                verdict.appliesBecause = applicability.path
                verdict.appliesReason = applicability.reason
            }
        }
        verdict.reason = nil
        return (verdict, decided)
    }
}
