import Foundation
import PreflightChange
import PreflightChecks
import PreflightCompiler
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

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
    package struct Outcome {
        package var findings: [String: [Finding]] = [:]
        var inScope: Set<String> = []
        var unavailable: [String: String] = [:]
        package var notices: [Finding] = []
        package var skipped: [(path: String, reason: String)] = []
    }

    // MARK: Audit

    public func audit(root: String, baseline: Baseline? = nil) throws -> (report: Report, allFindings: [Finding]) {
        let active = ActiveRuleSet(ruleSet: ruleSet, configuration: configuration)
        // Files are classified (binary, not UTF-8) as they are read below: one read per file.
        let workspace = try Workspace(root: root, include: configuration?.include ?? [], exclude: configuration?.exclude ?? [],
                                      classify: false)
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
        let plan = FilePlan(fileChecks)
        let progress = ProgressReporter(total: workspace.files.count, enabled: showProgress)
        let perFile = concurrentMap(workspace.files) { path -> FileResult in
            defer { progress.advance(by: 1) }
            let applicable = plan.applicable(to: path)
            guard !applicable.isEmpty else { return FileResult() }
            let bytes: [UInt8]
            switch workspace.read(path) {
            case let .text(text): bytes = text
            case let .skipped(reason): return FileResult(skipped: reason)
            }
            // Large files one at a time: two at once would double the peak memory of the run.
            let large = bytes.count > Self.largeFileSize
            if large { Self.largeFileGate.lock() }
            defer { if large { Self.largeFileGate.unlock() } }
            let file = SourceFile(path: path, bytes: bytes)
            let (findings, notices) = Self.run(applicable.map { fileChecks[$0] }, on: file, context: context, known: known)
            return FileResult(findings: findings, applicable: applicable, notices: notices)
        }
        progress.finish()
        var scoped = [Bool](repeating: false, count: fileChecks.count)
        for (path, result) in zip(workspace.files, perFile) {
            if let reason = result.skipped {
                outcome.skipped.append((path, reason))
                continue
            }
            for finding in result.findings { outcome.findings[finding.ruleId, default: []].append(finding) }
            for index in result.applicable { scoped[index] = true }
            outcome.notices += result.notices
        }
        for (index, (check, _)) in fileChecks.enumerated() where scoped[index] { outcome.inScope.insert(check.id) }
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

    static let largeFileSize = 1024 * 1024
    static let largeFileGate = NSLock()

    struct FileResult {
        package var findings: [Finding] = []
        package var applicable: [Int] = []
        package var notices: [Finding] = []
        package var skipped: String?
    }

    /// Which file checks apply to a path, decided from the path's extension first (most checks
    /// read one language) and each check's globs only when it has any.
    struct FilePlan: @unchecked Sendable {
        let byLanguage: [SourceLanguage: [Int]]
        package let checks: [(ActiveCheck, any FileCheck)]
        let needsPathTest: [Bool]

        package init(_ checks: [(ActiveCheck, any FileCheck)]) {
            self.checks = checks
            var byLanguage: [SourceLanguage: [Int]] = [:]
            for (index, (_, check)) in checks.enumerated() {
                for language in check.languages { byLanguage[language, default: []].append(index) }
            }
            self.byLanguage = byLanguage
            needsPathTest = checks.map { active, check in !check.scope.isEmpty || active.paths != nil || active.exclude != nil }
        }

        package func applicable(to path: String) -> [Int] {
            guard let language = SourceLanguage.of(path: path), let candidates = byLanguage[language] else { return [] }
            guard candidates.contains(where: { needsPathTest[$0] }) else { return candidates }
            let segments = Glob.segments(of: path)
            return candidates.filter { !needsPathTest[$0] || checks[$0].0.applies(segments: segments, path: path) }
        }
    }

    /// Runs the file checks on one file, with the file's suppressions applied.
    package static func run(_ checks: [(ActiveCheck, any FileCheck)], on file: SourceFile, context: CheckContext,
                    known: Set<String>, keepLine: (Int) -> Bool = { _ in true }) -> ([Finding], [Finding]) {
        var findings: [Finding] = []
        for (check, fileCheck) in checks {
            for violation in fileCheck.run(on: file, context: context) where keepLine(violation.line) {
                findings.append(finding(violation, check: check))
            }
        }
        guard Suppressions.mentionsPreflight(file.bytes, 0..<file.bytes.count) else { return (findings, []) }
        let suppressions = Suppressions(file: file)
        findings.removeAll { suppressions.isSuppressed(ruleId: $0.ruleId, line: $0.line) }
        return (findings, suppressions.notices(known: known))
    }

    package static func finding(_ violation: Violation, check: ActiveCheck) -> Finding {
        Finding(ruleId: check.id, path: violation.path, line: violation.line, column: violation.column,
                severity: check.severity, message: violation.message)
    }

    /// Reads repository files for checks, never outside the root; a bare file name that is not at
    /// the root is looked up among the tree's paths (`file-header-template.txt` in a subfolder).
    package static func context(root: String, paths: [String]) -> CheckContext {
        let reader = try? WorkingTreeReader(root: root)
        return repositoryContext(paths: paths) { try? reader?.contents(of: $0) }
    }

    /// Repository files for checks, each read once: a path as given, or a bare file name that is
    /// not at the root looked up among the tree's paths (`file-header-template.txt` in a
    /// subfolder). `read` never leaves the repository (the work tree or a commit).
    static func repositoryContext(paths: [String], read: @escaping @Sendable (String) -> [UInt8]?) -> CheckContext {
        let byName = Dictionary(paths.map { (($0 as NSString).lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
        let all = Set(paths)
        let memo = Memo<String, String?>()
        return CheckContext(readFile: { path in
            memo.get(path) { path in
                let relative = all.contains(path) || path.contains("/") ? path : (byName[path] ?? path)
                return read(relative).flatMap { String(validatingUTF8Bytes: $0) }
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
    package let root: String
    package var files: [String: [Substring]] = [:]
    package let lock = NSLock()

    package init(root: String) {
        self.root = root
    }

    package func line(_ path: String, _ number: Int) -> String {
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
