import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Runs a run's file checks, for `audit` and `review` alike: which checks apply to a path
/// (decided from its extension first, since most checks read one language, and from globs only
/// for checks that have any), the checks on one file with its suppressions applied, and which of
/// them found something to judge in the file (so an item with nothing in scope is not
/// applicable rather than passed).
struct FileCheckRunner: @unchecked Sendable {
    let checks: [(ActiveCheck, any FileCheck)]
    /// The same checks held by reference for the per-file loops: copying an `ActiveCheck` (its
    /// strings, globs and existential) for every check on every file was the largest source of
    /// reference counting in an audit's profile.
    private let entries: [Entry]

    private final class Entry: @unchecked Sendable {
        let active: ActiveCheck
        let check: any FileCheck

        init(_ active: ActiveCheck, _ check: any FileCheck) {
            self.active = active
            self.check = check
        }
    }
    /// Every id a suppression may name.
    let known: Set<String>
    private let byLanguage: [SourceLanguage: [Int]]
    private let needsPathTest: [Bool]

    /// What one file gave: its findings, the notices of its suppressions, and for each check
    /// that had something to judge in it, the check's index in `checks` and what it judged
    /// ("declares `HomeView`, one of the types conforming to `View`").
    struct FileOutcome {
        var findings: [Finding] = []
        var notices: [Finding] = []
        var inScope: [(index: Int, subject: String)] = []
        /// The checks that found something in the file, with how many hits, before suppressions
        /// and `keepLine`: what the code holds, which firing rates count.
        var fired: [(index: Int, hits: Int)] = []
        /// Per check id, the hits past `FindingBudget.perCheck` in this file, as fingerprints.
        var overflow: [String: OverflowHits] = [:]
    }

    /// `including` leaves checks out of the run (an audit leaves out those about new code).
    init(_ active: ActiveRuleSet, including: (ActiveCheck) -> Bool = { _ in true }) {
        checks = active.fileChecks.filter { including($0.0) }
        entries = checks.map { Entry($0.0, $0.1) }
        known = active.knownRuleIds
        var byLanguage: [SourceLanguage: [Int]] = [:]
        for (index, (_, check)) in checks.enumerated() {
            for language in check.languages { byLanguage[language, default: []].append(index) }
        }
        self.byLanguage = byLanguage
        needsPathTest = checks.map { active, check in
            !check.scope.isEmpty || active.paths != nil || active.exclude != nil || active.documentLimits != nil
        }
    }

    /// Indices into `checks` of those that look at `path`.
    func applicable(to path: String) -> [Int] {
        guard let language = SourceLanguage.of(path: path), let candidates = byLanguage[language] else { return [] }
        guard candidates.contains(where: { needsPathTest[$0] }) else { return candidates }
        let segments = Glob.segments(of: path)
        return candidates.filter { !needsPathTest[$0] || entries[$0].active.applies(segments: segments, path: path) }
    }

    /// Runs the checks at `indices` on one file; `keepLine` narrows findings to lines (a
    /// review's added lines). A fault is switched off when a directive names any check that
    /// found it, or any item or skill of those checks: every name is the same rule to a reader.
    func run(_ indices: [Int], on file: SourceFile, context: CheckContext,
             keepLine: (ActiveCheck, Int) -> Bool = { _, _ in true }) -> FileOutcome {
        var outcome = FileOutcome()
        var overflow: [Int: OverflowHits] = [:]
        // Checks place findings by byte; reports count characters.
        var columns = CharacterColumns(file)
        for index in indices {
            let entry = entries[index]
            let violations = entry.check.runScoped(on: file, context: context)
            // In scope where the file holds what the check judges, or where it found something.
            if let subject = entry.check.scopedSubject(in: file)
                ?? (violations.isEmpty ? nil : entry.check.scopeSubject(of: file.path)) {
                outcome.inScope.append((index, subject))
            }
            if !violations.isEmpty { outcome.fired.append((index, violations.count)) }
            var kept = 0
            for violation in violations where keepLine(entry.active, violation.line) {
                // Past the budget a fingerprint is kept, for baselines and counts.
                var finding = Engine.finding(violation, check: entry.active)
                finding.column = finding.column.map { columns.column(line: finding.line, byteColumn: $0) }
                if kept < FindingBudget.perCheck {
                    outcome.findings.append(finding)
                    kept += 1
                } else {
                    overflow[index, default: OverflowHits()].append(finding)
                }
            }
        }
        guard Suppressions.mentionsPreflight(file.bytes, 0..<file.bytes.count) else {
            for (index, hits) in overflow { outcome.overflow[entries[index].active.id, default: OverflowHits()].append(contentsOf: hits) }
            return outcome
        }
        let suppressions = Suppressions(file: file)
        let byId = Dictionary(indices.map { (entries[$0].active.id, entries[$0].active) }, uniquingKeysWith: { first, _ in first })
        // Silencing one hit of a fault silences the fault: every hit at its place with its meaning.
        let keys = outcome.findings.map { FaultKey($0, meaning: byId[$0.ruleId]?.check.checkDescription.meaning ?? $0.ruleId) }
        let silenced = Set(zip(outcome.findings, keys).filter { finding, _ in
            suppressions.isSuppressed(anyOf: byId[finding.ruleId]?.names ?? [finding.ruleId], line: finding.line)
        }.map(\.1))
        outcome.findings = zip(outcome.findings, keys).filter { !silenced.contains($0.1) }.map(\.0)
        // Hits past the budget are silenced by a directive naming their own check, item or skill.
        for (index, hits) in overflow {
            let names = entries[index].active.names
            let spoken = hits.kept { !suppressions.isSuppressed(anyOf: names, line: Int($0.line)) }
            if !spoken.isEmpty { outcome.overflow[entries[index].active.id, default: OverflowHits()].append(contentsOf: spoken) }
        }
        outcome.notices = suppressions.notices(known: known).map { notice in
            var notice = notice
            notice.column = notice.column.map { columns.column(line: notice.line, byteColumn: $0) }
            return notice
        }
        return outcome
    }
}
