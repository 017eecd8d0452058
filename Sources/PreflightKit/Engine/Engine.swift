import Foundation

/// Runs a rule set over a repository (`audit`) or a change (`review`, `checklist`) and hands
/// the findings to the judge. Per-file work runs on every core; tree and change checks once.
public struct Engine {
    public var ruleSet: RuleSet
    public var configuration: Configuration?
    public var showProgress = false

    public init(ruleSet: RuleSet, configuration: Configuration?) {
        self.ruleSet = ruleSet
        self.configuration = configuration
    }

    /// Raw outcome before judging: findings per check id, checks whose scope met a file, and
    /// run notices.
    struct Outcome {
        var findings: [String: [Finding]] = [:]
        var inScope: Set<String> = []
        var unavailable: [String: String] = [:]
        var notices: [Finding] = []
        var skipped: [(path: String, reason: String)] = []
    }

    // MARK: Audit

    public func audit(root: String, baseline: Baseline? = nil) throws -> (report: Report, allFindings: [Finding]) {
        let active = ActiveRuleSet(ruleSet: ruleSet, configuration: configuration)
        let workspace = try Workspace(root: root, include: configuration?.include ?? [], exclude: configuration?.exclude ?? [])
        let context = Self.context(root: root, paths: workspace.paths)
        var outcome = Outcome()
        outcome.skipped = workspace.skipped.map { ($0.path, $0.reason) }
        let fileChecks = active.fileChecks
        for (check, fileCheck) in fileChecks {
            if let header = fileCheck as? FileHeaderCheck, let reason = header.unavailableReason(context: context) {
                outcome.unavailable[check.id] = reason
            }
        }
        let known = active.knownRuleIds
        let progress = ProgressReporter(total: workspace.files.count, enabled: showProgress)
        let perFile = concurrentMap(workspace.files) { path -> ([Finding], Set<String>, [Finding]) in
            defer { progress.advance(by: 1) }
            let applicable = fileChecks.filter { $0.0.applies(to: path) }
            guard !applicable.isEmpty, let bytes = try? workspace.contents(of: path) else { return ([], [], []) }
            let file = SourceFile(path: path, bytes: bytes)
            return Self.run(applicable, on: file, context: context, known: known)
        }
        progress.finish()
        for (findings, scoped, notices) in perFile {
            for finding in findings { outcome.findings[finding.ruleId, default: []].append(finding) }
            outcome.inScope.formUnion(scoped)
            outcome.notices += notices
        }
        let tree = TreeSnapshot(paths: workspace.paths, read: context.readFile)
        for (check, treeCheck) in active.treeChecks {
            outcome.inScope.insert(check.id)
            for violation in treeCheck.run(on: tree, context: context) where check.allows(violation.path) {
                outcome.findings[check.id, default: []].append(Self.finding(violation, check: check))
            }
        }
        var all = outcome.findings.values.flatMap { $0 }
        if let baseline {
            let lineText = Self.lineReader(root: root)
            let kept = Set(baseline.filter(all, lineText: lineText).new)
            for key in outcome.findings.keys { outcome.findings[key] = outcome.findings[key]?.filter(kept.contains) }
            all = all.filter(kept.contains)
        }
        let report = Judge.verdicts(active: active, outcome: outcome, command: .audit, changeChecksDecided: false)
        return (report, all.sorted(by: Finding.ordered))
    }

    /// Runs the file checks on one file, with the file's suppressions applied.
    static func run(_ checks: [(ActiveCheck, any FileCheck)], on file: SourceFile, context: CheckContext,
                    known: Set<String>, keepLine: (Int) -> Bool = { _ in true }) -> ([Finding], Set<String>, [Finding]) {
        var findings: [Finding] = []
        var scoped = Set<String>()
        for (check, fileCheck) in checks {
            scoped.insert(check.id)
            for violation in fileCheck.run(on: file, context: context) where keepLine(violation.line) {
                findings.append(finding(violation, check: check))
            }
        }
        guard Suppressions.mentionsPreflight(file.bytes, 0..<file.bytes.count) else { return (findings, scoped, []) }
        let suppressions = Suppressions(file: file)
        findings.removeAll { suppressions.isSuppressed(ruleId: $0.ruleId, line: $0.line) }
        return (findings, scoped, suppressions.notices(known: known))
    }

    static func finding(_ violation: Violation, check: ActiveCheck) -> Finding {
        Finding(ruleId: check.id, path: violation.path, line: violation.line, column: violation.column,
                severity: check.severity, message: violation.message)
    }

    /// Reads repository files for checks, never outside the root; a bare file name that is not at
    /// the root is looked up among the tree's paths (`file-header-template.txt` in a subfolder).
    static func context(root: String, paths: [String]) -> CheckContext {
        let byName = Dictionary(paths.map { (($0 as NSString).lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
        let reader = try? WorkingTreeReader(root: root)
        let memo = Memo<String, String?>()
        return CheckContext(readFile: { path in
            memo.get(path) { path in
                let relative = path.contains("/") || FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent(path))
                    ? path : (byName[path] ?? path)
                guard let bytes = try? reader?.contents(of: relative) else { return nil }
                return String(validatingUTF8Bytes: bytes)
            }
        })
    }

    public static func lineReader(root: String) -> (String, Int) -> String {
        let cache = LineCache(root: root)
        return { path, line in cache.line(path, line) }
    }
}

/// Lines of files read once, for baselines keyed on line text.
final class LineCache: @unchecked Sendable {
    let root: String
    var files: [String: [Substring]] = [:]
    let lock = NSLock()

    init(root: String) {
        self.root = root
    }

    func line(_ path: String, _ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        if files[path] == nil {
            let text = (try? String(contentsOfFile: (root as NSString).appendingPathComponent(path), encoding: .utf8)) ?? ""
            files[path] = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        }
        guard let lines = files[path], number >= 1, number <= lines.count else { return "" }
        return String(lines[number - 1])
    }
}
