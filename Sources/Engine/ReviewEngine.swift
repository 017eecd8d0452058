import Foundation
import PreflightChange
import PreflightChecks
import PreflightCompiler
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Which findings a review keeps: those on lines the change adds or modifies, or any in the
/// files it touches.
public enum ReviewScope: String, Sendable {
    case lines, files
}

extension Engine {
    /// Checks a change: only the changed files are read and checked (with the whole file as
    /// context), tree checks report only on changed paths, and change checks decide the rules
    /// about the change as a whole. `command` is `.review` or `.checklist`.
    public func review(_ change: ChangeSource, scope: ReviewScope, command: Report.Command,
                       baseline: Baseline? = nil) throws -> Report {
        let active = try ActiveRuleSet(ruleSet: ruleSet, configuration: configuration, repositoryPrefix: repositoryPrefix)
        let read = try readChange(change, active: active)
        let checksStarted = DispatchTime.now().uptimeNanoseconds
        defer { PhaseClock.shared.add("checks", since: checksStarted) }
        var outcome = Outcome()
        outcome.skipped = read.unread
        outcome.unavailable = active.unavailable(context: read.context)
        var explanations = Explanations()
        reviewFiles(read, active: active, scope: scope, outcome: &outcome, explanations: &explanations)
        reviewTree(read, active: active, outcome: &outcome, explanations: &explanations)
        reviewChangeAsAWhole(change, read: read, active: active, outcome: &outcome, explanations: &explanations)
        return try judge(change, active: active, outcome: outcome, command: command, appliesBecause: explanations.appliesBecause,
                         changed: read.changed, contents: read.contents, baseline: baseline)
    }

    /// What a review reads of a change: the changed files (and, for change checks, their
    /// versions before it), the files checks ask for, and the tree's listing.
    struct ChangeReading {
        let changed: [FileChange]
        let changedPaths: [String]
        let changedSet: Set<String>
        let contents: [String: [UInt8]]
        let originals: [String: [UInt8]]
        let unread: [(path: String, reason: String)]
        let treePaths: [String]
        let context: CheckContext
    }

    /// Why each check concerns the change: the first file with a finding explains an item best;
    /// else the first in scope.
    struct Explanations {
        var appliesBecause: [String: Judge.Applicability] = [:]
        var explainedByFinding = Set<String>()

        mutating func inScope(_ id: String, _ here: Judge.Applicability, fired: Bool) {
            if fired, explainedByFinding.insert(id).inserted {
                appliesBecause[id] = here
            } else if appliesBecause[id] == nil {
                appliesBecause[id] = here
            }
        }
    }

    func readChange(_ change: ChangeSource, active: ActiveRuleSet) throws -> ChangeReading {
        let changed = change.changeSet.files.filter { $0.status != .deleted && !$0.isBinary }
            .filter { configuration?.includes($0.path) ?? true }
        // The changed files with (for change checks) the files before the change, and the tree's
        // listing are independent reads: side by side (git lists the tree as soon as the change is known).
        let before = active.changeChecks.isEmpty ? [] : changed.filter { $0.status != .added }.map { $0.oldPath ?? $0.path }
        // The files checks read (a header template) go with the changed files, in the same git
        // process; one not at the path named (a bare name in a subfolder) is looked up later.
        let changedPaths = changed.map(\.path)
        let changedSet = Set(changedPaths)
        let requiredFiles = Set(active.checks.values.flatMap(\.check.requiredFiles)).subtracting(changedSet).sorted()
        let (read, listed) = try PhaseClock.shared.measure("read") { try sideBySide(
            { try change.reviewContents(of: changedPaths + requiredFiles, maximumSize: Workspace.maximumFileSize, originals: before) },
            { try Self.treePaths(of: change) }) }
        // The change's own files are in the tree even where `.gitignore` hides them from the
        // walk (a committed `App.xcodeproj/project.pbxproj` is exactly what a review must see).
        let inListing = Set(listed)
        let treePaths = listed + changedPaths.filter { !inListing.contains($0) }
        let known = Dictionary(uniqueKeysWithValues: requiredFiles.compactMap { path in
            inListing.contains(path) ? read.contents[path].map { (path, $0) } : nil
        })
        return ChangeReading(changed: changed, changedPaths: changedPaths, changedSet: changedSet,
                             contents: read.contents.filter { changedSet.contains($0.key) }, originals: read.originals,
                             unread: read.skipped.filter { changedSet.contains($0.path) }, treePaths: treePaths,
                             context: Self.context(change: change, treePaths: treePaths, known: known))
    }

    /// Per changed file, in parallel: findings, and for each check in scope why the file concerns it.
    func reviewFiles(_ read: ChangeReading, active: ActiveRuleSet, scope: ReviewScope, outcome: inout Outcome,
                     explanations: inout Explanations) {
        let runner = FileCheckRunner(active)
        let context = read.context
        let work: [(FileChange, [UInt8])] = read.changed.compactMap { file in read.contents[file.path].map { (file, $0) } }
        let results = concurrentMap(work) { file, bytes -> ([Finding], [(String, String)], [Finding], String?, [String: OverflowHits]) in
            if let reason = Workspace.classify(bytes: bytes) { return ([], [], [], reason, [:]) }
            if let marker = GeneratedCode.marker(in: bytes) { return ([], [], [], "generated code (\(marker))", [:]) }
            let applicable = runner.applicable(to: file.path)
            guard !applicable.isEmpty else { return ([], [], [], nil, [:]) }
            let added = file.addedLines
            let source = SourceFile(path: file.path, bytes: bytes)
            let result = runner.run(applicable, on: source, context: context, keepLine: { check, line in
                // A rule about new code judges added lines whatever the scope.
                (scope == .files && !check.compiled.newCodeOnly) || added.contains(line)
            })
            let scoped = result.inScope.map { (runner.checks[$0.index].0.id, $0.subject) }
            return (result.findings, scoped, result.notices, nil, result.overflow)
        }
        for ((file, _), (findings, scoped, notices, skipped, overflow)) in zip(work, results) {
            if let skipped { outcome.skipped.append((file.path, skipped)) }
            for finding in findings { outcome.add(finding) }
            for (id, hits) in overflow { outcome.add(overflow: hits, of: id) }
            let fired = Set(findings.map(\.ruleId))
            for (id, subject) in scoped {
                outcome.inScope.insert(id)
                explanations.inScope(id, Judge.Applicability(path: file.path, reason: subject), fired: fired.contains(id))
            }
            outcome.notices += notices
        }
    }

    /// Tree checks: the whole tree as context, findings only on what the change brings in.
    func reviewTree(_ read: ChangeReading, active: ActiveRuleSet, outcome: inout Outcome, explanations: inout Explanations) {
        let tree = TreeSnapshot(paths: read.treePaths, read: read.context.readFile)
        // A check decided by each path alone (a forbidden path) needs only the changed ones.
        let changedTree = TreeSnapshot(paths: read.changedPaths, read: read.context.readFile)
        for (check, treeCheck) in active.treeChecks {
            let relevant = read.changed.lazy.compactMap { file in
                check.allows(file.path) ? treeCheck.subject(of: file.path).map { (file.path, $0) } : nil
            }.first
            guard let relevant else { continue }
            outcome.inScope.insert(check.id)
            explanations.appliesBecause[check.id] = Judge.Applicability(path: relevant.0, reason: relevant.1)
            for violation in treeCheck.run(on: treeCheck.checkDescription.decidedPerPath ? changedTree : tree, context: read.context)
            where read.changedSet.contains(violation.path) && check.allows(violation.path) {
                outcome.add(Self.finding(violation, check: check))
                if explanations.explainedByFinding.insert(check.id).inserted {
                    explanations.appliesBecause[check.id] = Judge.Applicability(path: violation.path,
                                                                                reason: treeCheck.subject(of: violation.path) ?? relevant.1)
                }
            }
        }
    }

    /// Change checks: the change as a whole, when it holds what the rule speaks about.
    func reviewChangeAsAWhole(_ change: ChangeSource, read: ChangeReading, active: ActiveRuleSet, outcome: inout Outcome,
                              explanations: inout Explanations) {
        guard !active.changeChecks.isEmpty else { return }
        let snapshot = Self.snapshot(files: read.changed, contents: read.contents, originals: read.originals, treePaths: read.treePaths,
                                     read: read.context.readFile)
        for (check, changeCheck) in active.changeChecks {
            guard let subject = changeCheck.subject(in: snapshot), check.allows(subject.path) else { continue }
            outcome.inScope.insert(check.id)
            explanations.appliesBecause[check.id] = Judge.Applicability(path: subject.path, reason: subject.reason)
            for violation in changeCheck.run(on: snapshot, context: read.context) where check.allows(violation.path) {
                outcome.add(Self.finding(violation, check: check))
            }
        }
    }

    /// The verdicts of a change: suspicion decided on the tree before it, the baseline read
    /// against the changed files' own lines.
    func judge(_ change: ChangeSource, active: ActiveRuleSet, outcome: Outcome, command: Report.Command,
               appliesBecause: [String: Judge.Applicability], changed: [FileChange], contents: [String: [UInt8]],
               baseline: Baseline?) throws -> Report {
        let sources = changed.map(\.path).filter { SourceLanguage.of(path: $0) != nil }
        var filter: Judge.BaselineFilter?
        if let baseline {
            let lines = contents.mapValues { bytes in
                String(decoding: bytes, as: UTF8.self)
                    .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            }
            let known = baseline.known
            filter = { baseline.hiddenFaults($0, known: known, lineText: { path, number in
                guard let text = lines[path], number >= 1, number <= text.count else { return "" }
                return String(text[number - 1])
            }) }
        }
        // Suspicion is judged on the tree before the change, measured only when a check in scope
        // could be suspect: a change that meets confirmed checks alone reads no base.
        let threshold = configuration?.suspect ?? SuspectThreshold()
        let rates = Suspicion.anyCandidate(active: active, inScope: outcome.inScope)
            ? try PhaseClock.shared.measure("rates") { try baseRates(of: change, active: active) } : [:]
        var report = Judge.verdicts(active: active, outcome: outcome, command: command, changeChecksDecided: true,
                                    appliesBecause: command == .checklist ? appliesBecause : [:],
                                    manualApplicability: { ManualScope.applicability(of: $0, changedSources: sources) },
                                    baseline: filter, suspects: Suspicion.suspects(active: active, rates: rates, threshold: threshold),
                                    limits: configuration?.limits ?? ReportLimits())
        // The changed files are the review's sources, whichever side they were read from.
        report.checkedFiles = Set(changed.map(\.path))
        report.firingRates = .base
        report.recordedFaults = []
        report.suspectThreshold = threshold
        return report
    }

    /// Every path of the tree after the change: the work tree (as `audit` sees it) or the head
    /// commit. In a git work tree the listing comes from `git ls-files`, which reads no file;
    /// the Workspace walk (which reads every file to tell text from binary) is the fallback.
    package static func treePaths(of change: ChangeSource) throws -> [String] {
        if let listed = try change.listedPaths() { return listed }
        switch change.contents {
        case .workingTree:
            if let repository = change.base?.repository ?? (try? GitRepository(root: change.root)) {
                return try repository.workingTreeFiles().filter { path in
                    !path.split(separator: "/").contains { Workspace.skippedFolders.contains(String($0)) }
                }
            }
            return try Workspace(root: change.root).paths
        case let .revision(repository, commit):
            return try repository.listFiles(commit)
        case let .index(repository):
            return try repository.indexFiles()
        }
    }

    /// `known`: files already read, by path.
    package static func context(change: ChangeSource, treePaths: [String], known: [String: [UInt8]] = [:]) -> CheckContext {
        repositoryContext(paths: treePaths, read: { path in
            if let bytes = known[path] { return bytes }
            return try? change.contents(of: path)
        }, readAll: { paths in
            let wanted = Set(paths)
            var bytes = known.filter { wanted.contains($0.key) }
            let missing = paths.filter { known[$0] == nil }
            if let read = try? change.contents(of: missing) { bytes.merge(read) { first, _ in first } }
            return bytes
        })
    }

    /// `originals`: the files before the change, by their old path.
    static func snapshot(files: [FileChange], contents: [String: [UInt8]],
                         originals: [String: [UInt8]], treePaths: [String],
                         read reader: @escaping @Sendable (String) -> String?) -> ChangeSnapshot {
        var snapshotFiles: [ChangeSnapshot.File] = []
        for file in files {
            let newText = contents[file.path].flatMap { String(validatingUTF8Bytes: $0) }
            var oldText: String?
            if file.status != .added, let old = originals[file.oldPath ?? file.path] {
                oldText = String(validatingUTF8Bytes: old)
            } else if file.status != .added, let newText {
                oldText = Self.reverse(file, newText: newText)
            }
            snapshotFiles.append(ChangeSnapshot.File(
                path: file.path, oldPath: file.oldPath,
                status: ChangeSnapshot.File.Status(rawValue: file.status.rawValue) ?? .modified,
                addedLines: file.addedLines, removedLines: file.removedLines, newText: newText, oldText: oldText))
        }
        return ChangeSnapshot(files: snapshotFiles, treePaths: treePaths, read: reader)
    }

    /// The file before the change, rebuilt from the file after it and the diff's hunks (for
    /// `--diff`, where no base revision is at hand).
    static func reverse(_ file: FileChange, newText: String) -> String {
        let newLines = newText.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        var old: [String] = []
        var next = 1
        for hunk in file.hunks.sorted(by: { $0.newStart < $1.newStart }) {
            while next < hunk.newStart, next <= newLines.count {
                old.append(newLines[next - 1])
                next += 1
            }
            for line in hunk.lines {
                switch line.kind {
                case .context:
                    old.append(line.text)
                    next += 1
                case .removed:
                    old.append(line.text)
                case .added:
                    next += 1
                }
            }
        }
        while next <= newLines.count {
            old.append(newLines[next - 1])
            next += 1
        }
        return old.joined(separator: "\n")
    }
}
