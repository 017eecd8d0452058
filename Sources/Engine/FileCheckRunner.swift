import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Runs a run's file checks, for `audit` and `review` alike: which checks apply to a path
/// (decided from its extension first, since most checks read one language, and from globs only
/// for checks that have any), and the checks on one file with its suppressions applied.
struct FileCheckRunner: @unchecked Sendable {
    let checks: [(ActiveCheck, any FileCheck)]
    /// Every id a suppression may name.
    let known: Set<String>
    private let byLanguage: [SourceLanguage: [Int]]
    private let needsPathTest: [Bool]

    init(_ active: ActiveRuleSet) {
        checks = active.fileChecks
        known = active.knownRuleIds
        var byLanguage: [SourceLanguage: [Int]] = [:]
        for (index, (_, check)) in checks.enumerated() {
            for language in check.languages { byLanguage[language, default: []].append(index) }
        }
        self.byLanguage = byLanguage
        needsPathTest = checks.map { active, check in !check.scope.isEmpty || active.paths != nil || active.exclude != nil }
    }

    /// Indices into `checks` of those that look at `path`.
    func applicable(to path: String) -> [Int] {
        guard let language = SourceLanguage.of(path: path), let candidates = byLanguage[language] else { return [] }
        guard candidates.contains(where: { needsPathTest[$0] }) else { return candidates }
        let segments = Glob.segments(of: path)
        return candidates.filter { !needsPathTest[$0] || checks[$0].0.applies(segments: segments, path: path) }
    }

    /// Runs the checks at `indices` on one file; `keepLine` narrows findings to lines (a
    /// review's added lines). Returns the findings and the notices of the file's suppressions.
    func run(_ indices: [Int], on file: SourceFile, context: CheckContext,
             keepLine: (Int) -> Bool = { _ in true }) -> (findings: [Finding], notices: [Finding]) {
        var findings: [Finding] = []
        for (check, fileCheck) in indices.map({ checks[$0] }) {
            for violation in fileCheck.runScoped(on: file, context: context) where keepLine(violation.line) {
                findings.append(Engine.finding(violation, check: check))
            }
        }
        guard Suppressions.mentionsPreflight(file.bytes, 0..<file.bytes.count) else { return (findings, []) }
        let suppressions = Suppressions(file: file)
        findings.removeAll { suppressions.isSuppressed(ruleId: $0.ruleId, line: $0.line) }
        return (findings, suppressions.notices(known: known))
    }
}
