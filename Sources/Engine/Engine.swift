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
    /// The audited folder relative to the repository's top level ("" at the top), for documents
    /// that limit themselves to parts of the repository.
    public var repositoryPrefix = ""
    /// Told, once the tree is walked, what each scope glob reaches (for warnings about scopes
    /// that match no file).
    public var onScopeCoverage: (([ScopeCoverage]) -> Void)?
    /// Where firing rates are kept between runs (nil: never kept, never read).
    public var rateCache: RateCache?
    /// How progress over `total` checked files is drawn (tests capture it).
    package var makeProgress: (_ total: Int, _ enabled: Bool) -> ProgressReporter = { ProgressReporter(total: $0, enabled: $1) }

    public init(ruleSet: RuleSet, configuration: Configuration?) {
        self.ruleSet = ruleSet
        self.configuration = configuration
    }

    /// Raw outcome before judging: findings per check id, checks whose scope met a file, and
    /// run notices.
    package struct Outcome {
        package var findings: [String: [Finding]] = [:]
        /// Per check, its hits past `FindingBudget.perCheck`: kept as fingerprints, not records.
        package var overflow: [String: OverflowHits] = [:]
        var inScope: Set<String> = []
        var unavailable: [String: String] = [:]
        package var notices: [Finding] = []
        package var skipped: [(path: String, reason: String)] = []

        /// Keeps `finding` while its check has fewer than `FindingBudget.perCheck`; past that, its
        /// fingerprint.
        package mutating func add(_ finding: Finding) {
            if findings[finding.ruleId, default: []].count < FindingBudget.perCheck {
                findings[finding.ruleId, default: []].append(finding)
            } else {
                overflow[finding.ruleId, default: OverflowHits()].append(finding)
            }
        }

        /// Adds hits of `id` that a file kept as fingerprints.
        package mutating func add(overflow hits: OverflowHits, of id: String) {
            if !hits.isEmpty { overflow[id, default: OverflowHits()].append(contentsOf: hits) }
        }
    }

    // MARK: Audit

    /// `selection`: audit only these files (the tree is still walked, for checks about it).
    /// `allFindings` is every fault, listed in the report or not; with `recording`, it holds the
    /// hits past the engine's budget too (what `--write-baseline` writes).
    public func audit(root: String, baseline: Baseline? = nil, selection: AuditSelection? = nil, recording: Bool = false) throws
        -> (report: Report, allFindings: [Finding]) {
        let active = try ActiveRuleSet(ruleSet: ruleSet, configuration: configuration, repositoryPrefix: repositoryPrefix)
        // Where rates are kept, asked of git while the tree is walked and checked.
        let head = rateCache?.folder == nil ? nil : Pending { Self.headTree(root: root, whole: selection == nil) }
        // Files are classified (binary, not UTF-8) as they are read below: one read per file.
        let workspace = try PhaseClock.shared.measure("walk") {
            try Workspace(root: root, include: configuration?.include ?? [], exclude: configuration?.exclude ?? [], classify: false)
        }
        let checksStarted = DispatchTime.now().uptimeNanoseconds
        defer { PhaseClock.shared.add("checks", since: checksStarted) }
        let treePaths = selection?.treePaths(workspace.paths) ?? workspace.paths
        let checkedFiles = selection?.files(among: workspace.files, configuration: configuration) ?? workspace.files
        let context = Self.context(root: root, paths: treePaths)
        if selection == nil { onScopeCoverage?(Self.scopeCoverage(active: active, paths: workspace.paths)) }
        var outcome = Outcome()
        outcome.skipped = workspace.skipped.map { ($0.path, $0.reason) }
        outcome.unavailable = active.unavailable(context: context)
        var (checked, measured) = checkFiles(checkedFiles, active: active, workspace: workspace, selection: selection,
                                             context: context, into: &outcome)
        let tree = TreeSnapshot(paths: treePaths, read: context.readFile)
        // With a selection, a tree check speaks only about the selected files.
        let spokenOf = selection == nil ? workspace.paths : checkedFiles
        let selected = Set(checkedFiles)
        for (check, treeCheck) in active.treeChecks where !check.compiled.newCodeOnly {
            // Not applicable when no path it may speak of is something the check speaks about.
            guard let run = Self.treeRun(check, treeCheck, spokenOf: spokenOf, tree: tree, context: context) else { continue }
            outcome.inScope.insert(check.id)
            measured[check.id] = run.rate
            for violation in run.violations {
                if selection != nil, !selected.contains(violation.path) { continue }
                outcome.add(Self.finding(violation, check: check))
            }
        }
        // Rates speak of the code: measured above, before inline suppressions and the baseline.
        for (id, _) in outcome.unavailable { measured[id] = nil }
        if recording { try Self.refuseOversizedBaseline(outcome) }
        var filter: Judge.BaselineFilter?
        if let baseline {
            let lineText = Self.lineReader(root: root, buffers: selection?.buffers ?? [:])
            let known = baseline.known
            filter = { baseline.hiddenFaults($0, known: known, lineText: lineText) }
        }
        let (rates, source) = auditRates(measured: measured, active: active, head: try head?.value(), whole: selection == nil)
        let threshold = configuration?.suspect ?? SuspectThreshold()
        var report = Judge.verdicts(active: active, outcome: outcome, command: .audit, changeChecksDecided: false, baseline: filter,
                                    suspects: Suspicion.suspects(active: active, rates: rates, threshold: threshold),
                                    limits: configuration?.limits ?? ReportLimits(), recording: recording)
        report.checkedFiles = Set(checked)
        report.firingRates = source
        report.suspectThreshold = threshold
        if selection == nil {
            report.topChecks = Suspicion.topChecks(measured)
            report.firingChecks = Suspicion.topChecks(measured, count: .max)
        }
        // Suspect findings are recorded too: confirming a check later must not flood the report.
        let recorded = report.recordedFaults
        report.recordedFaults = []
        return (report, recorded)
    }

    /// A baseline no run could read back is not written: past `Baseline.maximumEntries` hits,
    /// before any is turned into a record (recording hundreds of thousands of them took
    /// gigabytes, for a file over `Baseline.maximumSize`).
    static func refuseOversizedBaseline(_ outcome: Outcome) throws {
        let counts = outcome.findings.mapValues(\.count).merging(outcome.overflow.mapValues(\.count), uniquingKeysWith: +)
        let total = counts.values.reduce(0, +)
        guard total > Baseline.maximumEntries, let busiest = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return }
        throw PreflightError("the run has \(total) findings (\(busiest.value) of `\(busiest.key)`); a baseline holds at most "
                             + "\(Baseline.maximumEntries): leave generated or vendored files out (`exclude:` in .preflight.yml) "
                             + "or fix the largest group first")
    }

    /// Runs the file checks over `files` on every core: findings, skipped files and notices go
    /// to `outcome`; returns the files read and the file checks' rates.
    func checkFiles(_ files: [String], active: ActiveRuleSet, workspace: Workspace, selection: AuditSelection?,
                    context: CheckContext, into outcome: inout Outcome) -> (checked: [String], rates: [String: FiringRate]) {
        // "Do not introduce new `X`" speaks of what a change adds: the code already there is the
        // legacy the document accepts, so an audit leaves such checks to `review`.
        let runner = FileCheckRunner(active, including: { !$0.compiled.newCodeOnly })
        // Only files some check applies to are read; progress counts those.
        let planned = zip(files, concurrentMap(files) { runner.applicable(to: $0) }).filter { !$0.1.isEmpty }
        let progress = makeProgress(planned.count, showProgress)
        let perFile = concurrentMap(planned) { path, applicable -> FileResult in
            defer { progress.advance(by: 1) }
            let bytes: [UInt8]
            if let buffer = selection?.buffers[path] {
                if let reason = Workspace.classify(bytes: buffer) { return FileResult(skipped: reason) }
                bytes = buffer
            } else {
                switch selection == nil ? workspace.read(path) : workspace.readNamed(path) {
                case let .text(text): bytes = text
                case let .skipped(reason): return FileResult(skipped: reason)
                }
            }
            return Self.checkFile(path, bytes: bytes, applicable: applicable, runner: runner, context: context)
        }
        progress.finish()
        var tally = RateTally(checks: runner.checks.count)
        for ((path, _), result) in zip(planned, perFile) {
            if let reason = result.skipped {
                outcome.skipped.append((path, reason))
                continue
            }
            for finding in result.findings { outcome.add(finding) }
            for (id, hits) in result.overflow { outcome.add(overflow: hits, of: id) }
            tally.add(inScope: result.applicable, fired: result.fired)
            outcome.notices += result.notices
        }
        let rates = tally.rates(ids: runner.checks.map(\.0.id))
        outcome.inScope.formUnion(rates.keys)
        return (planned.map(\.0), rates)
    }

    /// The file checks on one file read as text: passed over when it is generated code.
    static func checkFile(_ path: String, bytes: [UInt8], applicable: [Int], runner: FileCheckRunner,
                          context: CheckContext) -> FileResult {
        if let marker = GeneratedCode.marker(in: bytes) { return FileResult(skipped: "generated code (\(marker))") }
        // Large files one at a time: two at once would double the peak memory of the run.
        let large = bytes.count > Self.largeFileSize
        if large { Self.largeFileGate.lock() }
        defer {
            if large {
                MemoryRelease.returnFreedMemory()
                Self.largeFileGate.unlock()
            }
        }
        let result = runner.run(applicable, on: SourceFile(path: path, bytes: bytes), context: context)
        return FileResult(findings: result.findings, applicable: result.inScope.map(\.index), notices: result.notices,
                          fired: result.fired, overflow: result.overflow)
    }

    /// The rates that decide what an audit judges suspect. An audit of the whole tree measures
    /// them, and keeps them for HEAD's tree when the work tree is HEAD's, so an audit of a few
    /// files (or a review based on HEAD) need not measure them again. An audit of some files
    /// reads those kept for HEAD's tree; without them it judges nothing suspect.
    func auditRates(measured: [String: FiringRate], active: ActiveRuleSet, head: (tree: TreeIdentity, clean: Bool)?, whole: Bool)
        -> (rates: [String: FiringRate], source: FiringRates) {
        let fingerprint = { active.rateFingerprint(configuration: configuration) }
        if whole {
            if let head, head.clean { rateCache?.store(measured, tree: head.tree, fingerprint: fingerprint()) }
            return (measured, .measured)
        }
        guard let head, let rates = rateCache?.load(tree: head.tree, fingerprint: fingerprint()) else { return ([:], .unknown) }
        return (rates, .cached)
    }

    /// HEAD's tree in the repository holding `root`, and (for a whole audit, which may keep its
    /// rates for it) whether the work tree is that tree; nil when git cannot tell.
    static func headTree(root: String, whole: Bool) -> (tree: TreeIdentity, clean: Bool)? {
        guard let repository = try? GitRepository(root: root, verifyLater: true), let tree = repository.treeIdentity("HEAD") else {
            return nil
        }
        return (tree, whole && repository.isClean())
    }

    static let largeFileSize = 1024 * 1024
    static let largeFileGate = NSLock()

    struct FileResult {
        package var findings: [Finding] = []
        package var applicable: [Int] = []
        package var notices: [Finding] = []
        package var fired: [(index: Int, hits: Int)] = []
        package var skipped: String?
        package var overflow: [String: OverflowHits] = [:]
    }

    package static func finding(_ violation: Violation, check: ActiveCheck) -> Finding {
        // `escapes: warn`: the rule leaves a person an escape, which the warning names.
        let message = check.compiled.escape.map { violation.message + " — the rule allows it “\($0)”, which a person decides" }
        return Finding(ruleId: check.id, path: violation.path, line: violation.line, column: violation.column,
                       severity: check.severity, message: message ?? violation.message)
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
    /// `readAll` reads many paths at once (one git process for a commit's tree); without it the
    /// repository-wide facts read path by path.
    static func repositoryContext(paths: [String], read: @escaping @Sendable (String) -> [UInt8]?,
                                  readAll: (@Sendable ([String]) -> [String: [UInt8]])? = nil) -> CheckContext {
        // Checks ask for a handful of files: a scan per distinct question costs less than
        // indexing every path of a large tree up front (a review asks for one or two).
        let memo = Memo<String, String?>()
        let superclasses = Once { superclassNames(swiftPaths: paths.filter { $0.hasSuffix(".swift") }, read: read, readAll: readAll) }
        let modules = Once { LocalModules.names(paths: paths, read: read) }
        return CheckContext(readFile: { path in
            memo.get(path) { path in
                let relative = path.contains("/") || paths.contains(path)
                    ? path : (paths.first { $0.hasSuffix("/" + path) } ?? path)
                return read(relative).flatMap { String(validatingUTF8Bytes: $0) }
            }
        }, superclassNames: { superclasses.get() }, localModules: { modules.get() })
    }

    /// Every name a class of the tree inherits from, for checks that ask whether a class is
    /// subclassed. Read only when such a check runs; the bytes are scanned, not parsed.
    static func superclassNames(swiftPaths: [String], read: @Sendable (String) -> [UInt8]?,
                                readAll: (@Sendable ([String]) -> [String: [UInt8]])?) -> Set<String> {
        if let readAll {
            return readAll(swiftPaths).values.reduce(into: Set<String>()) { $0.formUnion(SuperclassScan.names(in: $1)) }
        }
        return swiftPaths.reduce(into: Set<String>()) { names, path in
            if let bytes = read(path) { names.formUnion(SuperclassScan.names(in: bytes)) }
        }
    }

    public static func lineReader(root: String, buffers: [String: [UInt8]] = [:]) -> (String, Int) -> String {
        let cache = LineCache(root: root)
        for (path, bytes) in buffers { cache.files[path] = Self.lines(String(decoding: bytes, as: UTF8.self)) }
        return { path, line in cache.line(path, line) }
    }
}

extension Engine {
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
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
            // Read as files are read for checking: bounded, never from a FIFO.
            var text = ""
            if case let .text(bytes) = Workspace.read(fullPath: (root as NSString).appendingPathComponent(path)) {
                text = String(decoding: bytes, as: UTF8.self)
            }
            files[path] = Engine.lines(text)
        }
        guard let lines = files[path], number >= 1, number <= lines.count else { return "" }
        return String(lines[number - 1])
    }
}
