import PreflightChange
import PreflightChecks
import PreflightModel
import PreflightRepository

/// The firing rates a review or checklist judges suspicion by: those of the tree before the
/// change, so what the change adds never counts (a change that brings a rule's first hundred
/// violations is a failing change, not a misread rule).
///
/// - `--base`: the merge base's tree; `--staged`, `--working-tree`, and `--diff` in a git
///   repository: HEAD's tree. Measured once per tree and rule set, then read from `RateCache`.
/// - Before the first commit the base is empty: nothing fires there, nothing is suspect.
/// - `--diff` outside git: the work tree with each changed file turned back into what it was
///   (from the diff's hunks) and the files it adds left out; not cached, there is no tree hash.
extension Engine {
    enum BaseTree {
        case commit(GitRepository, String)
        case empty
        case workTree
    }

    /// The rates of the tree before `change`, as an audit of that tree would measure them.
    func baseRates(of change: ChangeSource, active: ActiveRuleSet) throws -> [String: FiringRate] {
        switch Self.baseTree(of: change) {
        case let .commit(repository, commit): return try treeRates(repository: repository, commit: commit, active: active)
        case .empty: return [:]
        case .workTree: return try workTreeRates(before: change, active: active)
        }
    }

    static func baseTree(of change: ChangeSource) -> BaseTree {
        if let base = change.base { return .commit(base.repository, base.commit) }
        // The index or a commit with nothing before it.
        if change.readsGit { return .empty }
        guard let repository = try? GitRepository(root: change.root) else { return .workTree }
        guard let head = try? repository.resolve("HEAD") else { return .empty }
        return .commit(repository, head)
    }

    /// The rates of `commit`'s tree, from the cache when it holds them.
    func treeRates(repository: GitRepository, commit: String, active: ActiveRuleSet) throws -> [String: FiringRate] {
        let tree = rateCache?.folder == nil ? nil : repository.treeIdentity(commit)
        let fingerprint = tree == nil ? "" : active.rateFingerprint(configuration: configuration)
        if let tree, let kept = rateCache?.load(tree: tree, fingerprint: fingerprint) { return kept }
        let listed = try repository.listFiles(commit).filter { path in
            !path.split(separator: "/").contains { Workspace.skippedFolders.contains(String($0)) }
        }
        let context = Self.repositoryContext(paths: listed, read: { path in
            try? repository.boundedBlob(commit, path, maximumSize: WorkingTreeReader.maximumSize)
        }, readAll: { paths in
            (try? repository.readBlobs(commit, paths: paths, maximumSize: Workspace.maximumFileSize).blobs) ?? [:]
        })
        let rates = try Self.measure(files: listed.filter { configuration?.includes($0) ?? true }, treePaths: listed,
                                     active: active, context: context) { paths in
            try repository.readBlobs(commit, paths: paths, maximumSize: Workspace.maximumFileSize).blobs
        }
        if let tree { rateCache?.store(rates, tree: tree, fingerprint: fingerprint) }
        return rates
    }

    /// The rates of the work tree as it was before a change given as a diff, outside git.
    func workTreeRates(before change: ChangeSource, active: ActiveRuleSet) throws -> [String: FiringRate] {
        let workspace = try Workspace(root: change.root, include: configuration?.include ?? [], exclude: configuration?.exclude ?? [],
                                      classify: false)
        var before: [String: [UInt8]] = [:]
        var after = Set<String>()
        for file in change.changeSet.files {
            if file.status != .deleted { after.insert(file.path) }
            guard file.status != .added, !file.isBinary else { continue }
            let text = file.status == .deleted ? "" : (try? change.contents(of: file.path)).flatMap { String(validatingUTF8Bytes: $0) }
            guard let text else { continue }
            before[file.oldPath ?? file.path] = Array(Self.reverse(file, newText: text).utf8)
        }
        let files = Array(Set(workspace.files.filter { !after.contains($0) }).union(before.keys))
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let original = before
        let read: @Sendable (String) -> [UInt8]? = { path in
            if let bytes = original[path] { return bytes }
            guard case let .text(bytes) = workspace.read(path) else { return nil }
            return bytes
        }
        return try Self.measure(files: files, treePaths: files, active: active, context: Self.repositoryContext(paths: files, read: read)) {
            paths in Dictionary(uniqueKeysWithValues: paths.compactMap { path in read(path).map { (path, $0) } })
        }
    }

    /// Files read and checked per batch: a large tree is never held whole.
    static let rateBatchSize = 512

    /// Firing rates over a tree, as an audit of it measures them: its files checked (those with
    /// no file check are not read) by the checks an audit runs, then its tree checks. `read`
    /// gives the bytes of a batch of paths.
    static func measure(files: [String], treePaths: [String], active: ActiveRuleSet, context: CheckContext,
                        read: ([String]) throws -> [String: [UInt8]]) throws -> [String: FiringRate] {
        let runner = FileCheckRunner(active, including: { !$0.compiled.newCodeOnly })
        let planned = zip(files, concurrentMap(files) { runner.applicable(to: $0) }).filter { !$0.1.isEmpty }
        var tally = RateTally(checks: runner.checks.count)
        for start in stride(from: 0, to: planned.count, by: rateBatchSize) {
            let batch = Array(planned[start..<min(start + rateBatchSize, planned.count)])
            let contents = try read(batch.map(\.0))
            let results = concurrentMap(batch) { path, applicable -> FileResult? in
                guard let bytes = contents[path], Workspace.classify(bytes: bytes) == nil else { return nil }
                return checkFile(path, bytes: bytes, applicable: applicable, runner: runner, context: context)
            }
            for result in results.compactMap({ $0 }) where result.skipped == nil {
                tally.add(inScope: result.applicable, fired: result.fired)
            }
        }
        var rates = tally.rates(ids: runner.checks.map(\.0.id))
        let tree = TreeSnapshot(paths: treePaths, read: context.readFile)
        for (check, treeCheck) in active.treeChecks where !check.compiled.newCodeOnly {
            if let run = treeRun(check, treeCheck, spokenOf: treePaths, tree: tree, context: context) { rates[check.id] = run.rate }
        }
        for id in active.unavailable(context: context).keys { rates[id] = nil }
        return rates
    }
}
