import Foundation
import PreflightModel

/// The git repository holding a folder, read through the real `git` binary.
///
/// Every command runs in `root` with arguments passed as an array (no shell), with options
/// that make the output predictable whatever the user's configuration says: quoted paths,
/// `a/` / `b/` prefixes, no colour, no external diff or textconv driver, no fsmonitor hook.
/// Paths are relative to `root` (which may be a subfolder of the work tree).
public struct GitRepository: Sendable {
    public let root: URL
    /// The folder as the caller named it, for messages.
    private let givenRoot: String
    package let git: URL
    package let environment: [String: String]

    /// Throws "… is not a git repository" when `root` is not inside one. `verifyLater`: the
    /// caller's first git command will fail anyway outside a repository, and calls `verify()`
    /// then for the message; a review spares a process that way.
    public init(root: String, verifyLater: Bool = false) throws {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PreflightError(file: root, "'\(root)' is not a git repository (no such folder)")
        }
        self.root = url
        self.givenRoot = root
        self.git = try Self.locateGit()
        self.environment = Self.gitEnvironment()
        if !verifyLater { try verify() }
    }

    /// Throws "… is not a git repository" when the folder is not inside one.
    public func verify() throws {
        let root = givenRoot
        let check = try run(["rev-parse", "--git-dir"])
        guard check.status == 0 else {
            let detail = check.stderrSummary
            let reason = detail.contains("not a git repository") || check.stderr.isEmpty ? "" : " (git: \(detail))"
            throw PreflightError(file: root, "'\(root)' is not a git repository\(reason)")
        }
    }

    /// True when `path` is a folder inside a git repository (false when git is missing).
    public static func isRepository(_ path: String) -> Bool {
        (try? GitRepository(root: path)) != nil
    }

    /// The commit `revision` names, as a full object name.
    public func resolve(_ revision: String) throws -> String {
        guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.utf8.contains(0) else {
            throw PreflightError("unknown revision '\(revision)'")
        }
        // Only a full object name is remembered: it names one commit for good, where a branch
        // or HEAD may move between two questions of a long-lived process (tests, pre-commit).
        let key = root.path + "\u{0}" + revision
        if Self.isObjectName(revision), let known = Self.answers.value(for: key) { return known }
        let result = try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        let sha = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !sha.isEmpty else {
            throw PreflightError("unknown revision '\(revision)'\(shallowHint())")
        }
        // A commit's own name resolves to itself: later steps pass the resolved name back.
        Self.answers.store(sha, for: root.path + "\u{0}" + sha)
        return sha
    }

    static func isObjectName(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64) && text.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
        }
    }

    /// The folder's place in the work tree (`git rev-parse --show-prefix`), asked once.
    func showPrefix() throws -> String {
        let key = root.path + "\u{0}--show-prefix"
        // Reads running side by side ask at once: one asks git, the other waits for its answer.
        Self.prefixLock.lock()
        defer { Self.prefixLock.unlock() }
        if let known = Self.answers.value(for: key) { return known }
        let prefix = try run(["rev-parse", "--show-prefix"]).stdoutText.trimmingCharacters(in: .newlines)
        Self.answers.store(prefix, for: key)
        return prefix
    }

    /// Answers git gave in this process (resolved revisions, the folder's prefix): a review
    /// asks the same questions at every step, and each question is a process (2–3 ms). Refs
    /// moving during one run are not followed, as a snapshot should not.
    static let answers = GitAnswers()
    private static let prefixLock = NSLock()

    /// The commits several revisions name, in one process when they all resolve; otherwise
    /// one by one, so the error names the revision that does not.
    public func resolveAll(_ revisions: [String]) throws -> [String] {
        let valid = revisions.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.utf8.contains(0) }
        if valid, revisions.count > 1 {
            // `--` after the revisions: none of them is taken for a path. The folder's prefix
            // comes in the same answer (its own line, first, empty at the top level).
            let result = try run(["rev-parse", "--show-prefix"] + revisions.map { "\($0)^{commit}" } + ["--"])
            let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if result.status == 0, lines.count >= revisions.count + 2, lines[revisions.count + 1] == "--" {
                let names = Array(lines[1...revisions.count])
                if names.allSatisfy(Self.isObjectName) {
                    for name in names { Self.answers.store(name, for: root.path + "\u{0}" + name) }
                    Self.answers.store(lines[0], for: root.path + "\u{0}--show-prefix")
                    return names
                }
            }
        }
        return try revisions.map(resolve)
    }

    /// The best common ancestor of two revisions: where `head` left `base`.
    /// `baseName`, `headName`: what errors call them when the caller passes them resolved.
    public func mergeBase(_ base: String, _ head: String, baseName: String? = nil, headName: String? = nil) throws -> String {
        let baseCommit = try resolve(base)
        let headCommit = try resolve(head)
        let result = try run(["merge-base", baseCommit, headCommit])
        let sha = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !sha.isEmpty else {
            if result.status == 1 {
                throw PreflightError("'\(baseName ?? base)' and '\(headName ?? head)' have no common history\(shallowHint())")
            }
            throw PreflightError("git merge-base failed: \(result.stderrSummary)")
        }
        return sha
    }

    /// What `head` changes since it left `base`, as a pull request shows it (`base...head`,
    /// renames detected). Without `head`: the merge base of `base` and HEAD against the work
    /// tree (tracked files only; see `untrackedFiles`).
    public func diff(base: String, head: String?) throws -> String {
        try diff(from: try mergeBase(base, head ?? "HEAD"), to: head)
    }

    /// The plain two-point diff from `from` to `to` (or to the work tree when `to` is nil).
    public func diff(from: String, to: String?) throws -> String {
        var arguments = Self.diffOptions + [try resolve(from)]
        if let to { arguments.append(try resolve(to)) }
        arguments.append("--")
        let result = try run(arguments)
        guard result.status == 0 else {
            throw PreflightError("git diff failed: \(result.stderrSummary)")
        }
        return result.stdoutText
    }

    /// `diff(from:to:)` parsed as git writes it, never held whole: memory follows the change
    /// set, not the diff's size.
    public func diffChangeSet(from: String, to: String?, name: String) throws -> ChangeSet {
        var arguments = [try resolve(from)]
        if let to { arguments.append(try resolve(to)) }
        return try streamedDiff(arguments, name: name, command: "git diff")
    }

    /// What `head` changes since it left `base` (`git diff base...head`: from their merge base),
    /// parsed as git writes it. One process: the merge base is not asked for first.
    public func diffChangeSet(since base: String, to head: String, name: String) throws -> ChangeSet {
        try streamedDiff(["\(try resolve(base))...\(try resolve(head))"], name: name, command: "git diff")
    }

    /// `stagedDiff()` parsed as git writes it, never held whole.
    public func stagedChangeSet(name: String) throws -> ChangeSet {
        try streamedDiff(["--cached"], name: name, command: "git diff --cached")
    }

    private func streamedDiff(_ arguments: [String], name: String, command: String) throws -> ChangeSet {
        let (status, stderr, changeSet) = try ProcessRunner.stream(
            git, ["--no-pager"] + Self.configuration + Self.diffOptions + arguments + ["--"], directory: root, environment: environment
        ) { descriptor in
            try UnifiedDiffParser.parse(descriptor: descriptor, name: name)
        }
        guard status == 0 else {
            let summary = ProcessRunner.Result(status: status, stdout: Data(), stderr: stderr).stderrSummary
            throw PreflightError("\(command) failed: \(summary)")
        }
        return changeSet
    }

    /// The bytes of `path` at `revision` (`git cat-file blob rev:path`, no filters), or nil
    /// when the revision has no file there.
    public func show(_ revision: String, _ path: String) throws -> [UInt8]? {
        try RepositoryPath.validate(path, file: nil, line: nil)
        let commit = try resolve(revision)
        let result = try run(["cat-file", "blob", "\(commit):./\(path)"])
        guard result.status == 0 else { return nil }
        return [UInt8](result.stdout)
    }

    /// The bytes of many paths at `revision` through one `git cat-file --batch`; paths the
    /// revision has no file at are left out of the result.
    public func show(_ revision: String, paths: [String]) throws -> [String: [UInt8]] {
        try readBlobs(revision, paths: paths, maximumSize: .max).blobs
    }

    /// The staged bytes of `paths` (stage 0 of the index); paths not in the index are left out.
    public func showStaged(paths: [String]) throws -> [String: [UInt8]] {
        try readBlobs(nil, paths: paths, maximumSize: .max).blobs
    }

    /// The staged bytes of one path (`git cat-file blob :./path`), nil when it is not in the index.
    func showStaged(_ path: String) throws -> [UInt8]? {
        try RepositoryPath.validate(path, file: nil, line: nil)
        let result = try run(["cat-file", "blob", ":./\(path)"])
        return result.status == 0 ? [UInt8](result.stdout) : nil
    }

    /// What the index changes against HEAD (against nothing before the first commit), as
    /// `git diff --cached` writes it.
    public func stagedDiff() throws -> String {
        let result = try run(Self.diffOptions + ["--cached", "--"])
        guard result.status == 0 else {
            throw PreflightError("git diff --cached failed: \(result.stderrSummary)")
        }
        return result.stdoutText
    }

    /// Every path of the index under `root` (`git ls-files --cached`).
    public func indexFiles() throws -> [String] {
        let result = try run(["ls-files", "--cached", "-z"])
        guard result.status == 0 else {
            throw PreflightError("git ls-files failed: \(result.stderrSummary)")
        }
        var seen = Set<String>()
        return Self.splitNUL(result.stdout).filter { seen.insert($0).inserted }
    }

    /// The blob at `path` in `revision`, or staged when `revision` is nil, in one process
    /// (`git cat-file --batch`): the size in git's header is checked before any byte is read,
    /// and a blob above `maximumSize` throws "… is N MB; files above … are not read". nil when
    /// there is no file at `path`.
    public func boundedBlob(_ revision: String?, _ path: String, maximumSize: Int) throws -> [UInt8]? {
        let read = try readBlobs(revision, paths: [path], maximumSize: maximumSize)
        if let size = read.tooLarge[path] { throw Self.tooLarge(path, size, maximumSize) }
        return read.blobs[path]
    }

    /// The blobs at `paths` in `revision`, or staged when `revision` is nil, in one process;
    /// blobs above `maximumSize` are read past and listed with their size instead. Paths with
    /// no file are left out.
    public func readBlobs(_ revision: String?, paths: [String], maximumSize: Int) throws
        -> (blobs: [String: [UInt8]], tooLarge: [String: Int]) {
        try readBlobs([BlobRequest(revision: revision, paths: paths, maximumSize: maximumSize)])[0]
    }

    /// Several `readBlobs` requests (both sides of a change) in one git process: each process
    /// costs a few milliseconds to start, more than reading a handful of files.
    public func readBlobs(_ requests: [BlobRequest]) throws -> [(blobs: [String: [UInt8]], tooLarge: [String: Int])] {
        var results = [(blobs: [String: [UInt8]], tooLarge: [String: Int])](repeating: ([:], [:]), count: requests.count)
        var lines: [String] = []
        var asked: [(request: Int, path: String)] = []
        for (index, request) in requests.enumerated() {
            for path in request.paths { try RepositoryPath.validate(path, file: nil, line: nil) }
            let object = try request.revision.map { "\(try resolve($0)):" } ?? ":"
            // A request is one line: a path holding a newline goes the two-step way.
            for path in request.paths where path.contains("\n") {
                if let size = try sizes(object: object, paths: [path])[path], size > request.maximumSize {
                    results[index].tooLarge[path] = size
                } else if let bytes = try request.revision.map({ try show($0, path) }) ?? showStaged(path) {
                    results[index].blobs[path] = bytes
                }
            }
            let batchable = request.paths.filter { !$0.contains("\n") }
            guard !batchable.isEmpty else { continue }
            let prefix = try showPrefix()
            lines += batchable.map { "\(object)\(prefix)\($0)\n" }
            asked += batchable.map { (index, $0) }
        }
        guard !asked.isEmpty else { return results }
        let (status, stderr, answers) = try ProcessRunner.stream(
            git, ["--no-pager"] + Self.configuration + ["cat-file", "--batch"], directory: root, environment: environment,
            input: Data(lines.joined().utf8)
        ) { descriptor -> [BatchBlobReader.Answer] in
            var reader = BatchBlobReader(descriptor: descriptor)
            var answers: [BatchBlobReader.Answer] = []
            for (request, _) in asked {
                guard let answer = try reader.next(maximumSize: requests[request].maximumSize) else {
                    throw PreflightError("git cat-file --batch ended early")
                }
                answers.append(answer)
            }
            try reader.drain()
            return answers
        }
        guard status == 0 else {
            throw PreflightError("git cat-file failed: \(ProcessRunner.Result(status: status, stdout: Data(), stderr: stderr).stderrSummary)")
        }
        for ((request, path), answer) in zip(asked, answers) {
            switch answer {
            case .blob(let bytes): results[request].blobs[path] = bytes
            case .tooLarge(let size): results[request].tooLarge[path] = size
            case .missing: break
            }
        }
        return results
    }

    static func tooLarge(_ path: String, _ size: Int, _ maximumSize: Int) -> PreflightError {
        PreflightError(file: path, "is \(BoundedRead.describe(size)); files above \(BoundedRead.describe(maximumSize)) are not read")
    }

    /// The sizes of the blobs at `paths` in `revision` (`git cat-file --batch-check`), without
    /// reading them; paths with no blob there are left out.
    public func sizes(_ revision: String, paths: [String]) throws -> [String: Int] {
        try sizes(object: "\(try resolve(revision)):", paths: paths)
    }

    /// The sizes of the staged blobs at `paths` (stage 0 of the index), without reading them.
    public func stagedSizes(paths: [String]) throws -> [String: Int] {
        try sizes(object: ":", paths: paths)
    }

    private func sizes(object: String, paths: [String]) throws -> [String: Int] {
        for path in paths { try RepositoryPath.validate(path, file: nil, line: nil) }
        let batchable = paths.filter { !$0.contains("\n") }
        guard !batchable.isEmpty else { return [:] }
        let prefix = try showPrefix()
        let request = batchable.map { "\(object)\(prefix)\($0)\n" }.joined()
        let output = try run(["cat-file", "--batch-check"], input: Data(request.utf8))
        guard output.status == 0 else {
            throw PreflightError("git cat-file failed: \(output.stderrSummary)")
        }
        var result: [String: Int] = [:]
        for (path, line) in zip(batchable, output.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)) {
            let fields = line.split(separator: " ")
            if fields.count == 3, fields[1] == "blob", let size = Int(fields[2]) { result[path] = size }
        }
        return result
    }

    /// True in a shallow clone (CI checkouts often are), where history may be missing.
    public func isShallow() -> Bool {
        (try? run(["rev-parse", "--is-shallow-repository"]))?.stdoutText.hasPrefix("true") ?? false
    }

    func shallowHint() -> String {
        isShallow() ? " (this clone is shallow: fetch the history, e.g. `git fetch --unshallow` or fetch-depth: 0)" : ""
    }

    /// Every file of `revision` under `root` (`git ls-tree -r --name-only -z`).
    public func listFiles(_ revision: String) throws -> [String] {
        let commit = try resolve(revision)
        let result = try run(["ls-tree", "-r", "--name-only", "-z", commit])
        guard result.status == 0 else {
            throw PreflightError("git ls-tree failed: \(result.stderrSummary)")
        }
        return Self.splitNUL(result.stdout)
    }

    /// The files of the work tree under `root` as git sees them, without reading one: tracked
    /// files still present plus untracked files that are not ignored.
    public func workingTreeFiles() throws -> [String] {
        let listed = try run(["ls-files", "--cached", "--others", "--exclude-standard", "-z"])
        let deleted = try run(["ls-files", "--deleted", "-z"])
        guard listed.status == 0, deleted.status == 0 else {
            throw PreflightError("git ls-files failed: \(listed.status == 0 ? deleted.stderrSummary : listed.stderrSummary)")
        }
        let gone = Set(Self.splitNUL(deleted.stdout))
        var seen = Set<String>()
        return Self.splitNUL(listed.stdout).filter { !gone.contains($0) && seen.insert($0).inserted }
    }

    /// Files in the work tree under `root` that git does not track and does not ignore.
    public func untrackedFiles() throws -> [String] {
        let result = try run(["ls-files", "--others", "--exclude-standard", "-z"])
        guard result.status == 0 else {
            throw PreflightError("git ls-files failed: \(result.stderrSummary)")
        }
        return Self.splitNUL(result.stdout)
    }

    // MARK: - running git

    package static let configuration = [
        "-c", "core.quotepath=on",
        "-c", "diff.noprefix=false",
        "-c", "diff.mnemonicPrefix=false",
        "-c", "diff.suppressBlankEmpty=false",
        "-c", "core.fsmonitor=false",
        "-c", "color.ui=never",
    ]

    static let diffOptions = [
        "diff", "--no-color", "--no-ext-diff", "--no-textconv", "-M", "--find-renames",
        "--src-prefix=a/", "--dst-prefix=b/", "--relative",
    ]

    package func run(_ arguments: [String], input: Data? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            git, ["--no-pager"] + Self.configuration + arguments, directory: root, environment: environment, input: input)
    }

    static func locateGit() throws -> URL {
        guard let git = ProcessRunner.locate("git") else {
            throw PreflightError("git was not found on PATH")
        }
        return git
    }

    /// The caller's environment without the variables that would point git at another
    /// repository, index or program.
    static func gitEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_EXTERNAL_DIFF", "GIT_PAGER", "GIT_DIFF_OPTS"] {
            environment.removeValue(forKey: key)
        }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        return environment
    }

    static func splitNUL(_ data: Data) -> [String] {
        data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A small locked map of git's answers, shared by every `GitRepository` of the process.
final class GitAnswers: @unchecked Sendable {
    private var values: [String: String] = [:]
    private let lock = NSLock()

    func value(for key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func store(_ value: String, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}
