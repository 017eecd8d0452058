import PreflightChecks
import PreflightModel

/// SPEC "Suspect checks": a check whose findings fall in more than 5% of the files its scope
/// selects, and in at least 20 of them, reads its rule wrong more often than not — on real apps,
/// checks that read a rule right fire in at most about 2% of the files they look at, misreadings
/// in 6% to 60%. Such a check is shown, never hidden, and fails nothing until a person confirms it.
enum Suspicion {
    /// The checks judged suspect, with their rates. Never suspect: a check a person wrote or
    /// confirmed; one about new code only, whose statement says the code already there breaks it
    /// (the base is legacy by its own account); and one without a rate (a change check, or a
    /// check no rate was measured for).
    static func suspects(active: ActiveRuleSet, rates: [String: FiringRate], threshold: SuspectThreshold) -> [String: FiringRate] {
        var result: [String: FiringRate] = [:]
        for (id, rate) in rates where threshold.isSuspect(rate) {
            guard let check = active.checks[id], !check.confirmed, !check.compiled.newCodeOnly else { continue }
            result[id] = rate
        }
        return result
    }

    /// Whether any check decided in a run could be suspect: one in scope that no person
    /// confirmed and that a tree can measure. When none is, a review measures nothing.
    static func anyCandidate(active: ActiveRuleSet, inScope: Set<String>) -> Bool {
        inScope.contains { id in
            guard let check = active.checks[id] else { return false }
            return !check.confirmed && !check.compiled.newCodeOnly && check.check.asChangeCheck == nil
        }
    }

    /// The checks with the most findings in the code, most first (ties by id), for the audit
    /// summary; checks that found nothing are left out.
    static func topChecks(_ rates: [String: FiringRate], count: Int = 5) -> [CheckFiring] {
        rates.filter { $0.value.findings > 0 }
            .sorted { ($1.value.findings, $0.key) < ($0.value.findings, $1.key) }
            .prefix(count).map { CheckFiring(id: $0.key, rate: $0.value) }
    }
}

/// Firing rates as a run reads a tree: per check (by its index among the runner's checks), the
/// files its scope selected, the files it fired in and its hits.
struct RateTally {
    private var scope: [Int]
    private var firing: [Int]
    private var hits: [Int]

    init(checks: Int) {
        scope = [Int](repeating: 0, count: checks)
        firing = scope
        hits = scope
    }

    /// One file's outcome.
    mutating func add(inScope: [Int], fired: [(index: Int, hits: Int)]) {
        for index in inScope { scope[index] += 1 }
        for (index, count) in fired {
            firing[index] += 1
            hits[index] += count
        }
    }

    /// Rates by check id, for the checks `ids` names (the runner's order).
    func rates(ids: [String]) -> [String: FiringRate] {
        var result: [String: FiringRate] = [:]
        for (index, id) in ids.enumerated() where scope[index] > 0 {
            result[id] = FiringRate(scopeFiles: scope[index], firingFiles: firing[index], findings: hits[index])
        }
        return result
    }
}

extension Engine {
    /// A tree check's run over the paths it may speak of: its violations there, and its rate —
    /// the paths it speaks about against those with a violation. Nil when no path concerns it.
    static func treeRun(_ check: ActiveCheck, _ treeCheck: any TreeCheck, spokenOf: [String], tree: TreeSnapshot,
                        context: CheckContext) -> (violations: [Violation], rate: FiringRate)? {
        let scope = spokenOf.lazy.filter { check.allows($0) && treeCheck.subject(of: $0) != nil }.count
        guard scope > 0 else { return nil }
        let violations = treeCheck.run(on: tree, context: context).filter { check.allows($0.path) }
        // A violation may stand on a path the check does not speak about (a module's folder).
        let firing = Set(violations.map(\.path)).count
        return (violations, FiringRate(scopeFiles: max(scope, firing), firingFiles: firing, findings: violations.count))
    }
}
