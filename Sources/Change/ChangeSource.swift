import Foundation
import PreflightModel

/// Where a change comes from for `review` / `checklist`: the change set, and the files as
/// the change leaves them.
///
/// - From diff text (`--diff FILE` or stdin, read by the CLI): the diff is parsed and files
///   are read from the work tree at `root`. Text that holds no file change is an error, unless
///   it is empty (an empty diff is an empty change).
/// - From revisions (`--base REV [--head REV]`): git computes what the head commit (HEAD by
///   default) adds since it left `base`; files are read from git at that commit. Commits only:
///   uncommitted and untracked files never enter such a review.
/// - The index (`--staged`): what `git commit` would record, files read from the index.
/// - The work tree (`--working-tree`): the uncommitted changes against HEAD, untracked (not
///   ignored) files counted as added, files read from the work tree.
public struct ChangeSource: Sendable {
    public enum Contents: Sendable {
        case workingTree(WorkingTreeReader)
        case revision(GitRepository, commit: String)
        /// The staged content of each path.
        case index(GitRepository)
    }

    public let root: String
    /// A name for messages: the diff's file name or `base...head`.
    public let displayName: String
    public let changeSet: ChangeSet
    /// Where `contents(of:)` reads.
    public let contents: Contents
    /// The repository and merge-base commit the change starts from (revision mode only).
    public let base: (repository: GitRepository, commit: String)?
    private var listing: Pending<[String]>?

    /// A change given as diff text; `name` is what errors call it (`-` reads as `<stdin>`).
    public init(root: String, diffText: String, name: String) throws {
        let display = name == "-" ? "<stdin>" : name
        self.root = root
        self.displayName = display
        self.changeSet = try UnifiedDiffParser.parse(diffText, name: display)
        self.contents = .workingTree(try WorkingTreeReader(root: root))
        self.base = nil
    }

    /// A change given as a diff file on disk (`--diff FILE`), parsed as it is read; errors name `path`.
    public init(root: String, diffFile path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PreflightError(file: path, "cannot read the diff file (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw PreflightError(file: path, "is a folder; expected a diff file")
        }
        try self.init(root: root, diffDescriptor: descriptor, name: path)
    }

    /// A change read from an open descriptor (`--diff -` reads standard input), parsed as it
    /// arrives; `name` is what errors call it (`-` reads as `<stdin>`, which must be UTF-8).
    public init(root: String, diffDescriptor descriptor: Int32, name: String) throws {
        let display = name == "-" ? "<stdin>" : name
        self.root = root
        self.displayName = display
        self.changeSet = try UnifiedDiffParser.parse(descriptor: descriptor, name: display, requireUTF8: name == "-")
        self.contents = .workingTree(try WorkingTreeReader(root: root))
        self.base = nil
    }

    /// What commit `head` (HEAD when nil) adds since it left `base`, as a pull request shows it.
    /// Only commits are compared: the work tree and the index play no part.
    public init(root: String, base: String, head: String?) throws {
        let repository = try GitRepository(root: root, verifyLater: true)
        let headName = head ?? "HEAD"
        // Both resolved at once; the merge base then finds their names already known.
        let commits: [String]
        do {
            commits = try repository.resolveAll([headName, base])
        } catch {
            try repository.verify()
            throw error
        }
        let commit = commits[0]
        // Three questions that need only the two commits, each a git process: asked at once.
        // `git diff base...head` finds the merge base itself, as `merge-base` does for the
        // files before the change; the listing is for the review's tree checks.
        listing = Pending { try repository.listFiles(commit) }
        let forkPoint = Pending { try repository.mergeBase(commits[1], commit, baseName: base, headName: headName) }
        do {
            changeSet = try repository.diffChangeSet(since: commits[1], to: commit, name: "git diff \(base)...\(headName)")
        } catch {
            // "No common history" says more than the diff's failure.
            _ = try forkPoint.value()
            throw error
        }
        self.root = root
        self.displayName = "\(base)...\(headName)"
        self.contents = .revision(repository, commit: commit)
        self.base = (repository, try forkPoint.value())
    }

    /// The staged change (`git diff --cached`): what the next commit records, files read from
    /// the index, so unstaged edits never count.
    public static func staged(root: String) throws -> ChangeSource {
        let repository = try GitRepository(root: root)
        let head = try? repository.resolve("HEAD")
        let listing = Pending { try repository.indexFiles() }
        let changeSet = try repository.stagedChangeSet(name: "git diff --cached")
        return ChangeSource(root: root, displayName: "staged", changeSet: changeSet, contents: .index(repository),
                            base: head.map { (repository, $0) }, listing: listing)
    }

    /// The uncommitted changes against HEAD, untracked (not ignored) files included as added
    /// (`includeUntracked`), files read from the work tree.
    public static func workingTree(root: String, includeUntracked: Bool = true) throws -> ChangeSource {
        let repository = try GitRepository(root: root)
        let head = try repository.resolve("HEAD")
        var changeSet = try repository.diffChangeSet(from: head, to: nil, name: "git diff HEAD")
        let reader = try WorkingTreeReader(root: root)
        if includeUntracked {
            let known = Set(changeSet.files.compactMap(\.newPath))
            // Untracked files count against the same bound as the diff's hunks.
            var kept = changeSet.files.reduce(into: (lines: 0, bytes: 0)) { total, file in
                for hunk in file.hunks {
                    total.lines += hunk.lines.count
                    total.bytes += hunk.lines.reduce(0) { $0 + $1.text.utf8.count }
                }
            }
            for path in try repository.untrackedFiles() where !known.contains(path) && !path.hasSuffix("/") {
                try RepositoryPath.validate(path, file: nil, line: nil)
                let file = try Self.untrackedFile(path, root: root, reader: reader)
                for hunk in file.hunks {
                    kept.lines += hunk.lines.count
                    kept.bytes += hunk.lines.reduce(0) { $0 + $1.text.utf8.count }
                }
                if kept.lines > UnifiedDiffParser.maximumHunkLines || kept.bytes > UnifiedDiffParser.maximumHunkBytes {
                    throw PreflightError(file: path, "the change is too large to review: with the untracked files its hunks hold "
                                         + "more than \(UnifiedDiffParser.maximumHunkLines) lines or "
                                         + "\(BoundedRead.describe(UnifiedDiffParser.maximumHunkBytes)) of text; review it in parts, "
                                         + "or run `preflight audit`")
                }
                changeSet.files.append(file)
            }
        }
        return ChangeSource(root: root, displayName: "working tree", changeSet: changeSet, contents: .workingTree(reader),
                            base: (repository, head))
    }

    private init(root: String, displayName: String, changeSet: ChangeSet, contents: Contents,
                 base: (repository: GitRepository, commit: String)?, listing: Pending<[String]>? = nil) {
        self.root = root
        self.displayName = displayName
        self.changeSet = changeSet
        self.contents = contents
        self.base = base
        self.listing = listing
    }

    /// Every path git holds after the change (the head commit's tree, or the index), or nil
    /// when the files come from the work tree. Asked of git as soon as the change is known,
    /// beside the diff.
    public func listedPaths() throws -> [String]? {
        try listing?.value()
    }

    /// True when files after the change come from git (a commit or the index), not the work
    /// tree: whatever else the run reads from the repository should come from there too.
    public var readsGit: Bool {
        if case .workingTree = contents { return false }
        return true
    }

    /// The bytes of `path` after the change, or nil when the change leaves no file there.
    public func contents(of path: String) throws -> [UInt8]? {
        switch contents {
        case .workingTree(let reader):
            return try reader.contents(of: path)
        case .revision(let repository, let commit):
            return try repository.boundedBlob(commit, path, maximumSize: WorkingTreeReader.maximumSize)
        case .index(let repository):
            return try repository.boundedBlob(nil, path, maximumSize: WorkingTreeReader.maximumSize)
        }
    }

    /// The bytes of many paths at once (one git process in revision mode); paths with no
    /// file after the change are left out.
    public func contents(of paths: [String]) throws -> [String: [UInt8]] {
        switch contents {
        case .workingTree(let reader):
            var result: [String: [UInt8]] = [:]
            for path in paths { result[path] = try reader.contents(of: path) }
            return result
        case .revision(let repository, let commit):
            return try repository.show(commit, paths: paths)
        case .index(let repository):
            return try repository.showStaged(paths: paths)
        }
    }

    /// What `review` reads of the changed files: their bytes after the change, or why one is
    /// passed over — a file larger than `maximumSize`, or a symbolic link leading outside the
    /// repository (a tracked link to a shared folder is legitimate; its target is not ours to
    /// read, and git itself stores only the link's text). A path that reaches outside through
    /// a linked folder is still an error: no change git records has such a path.
    public func reviewContents(of paths: [String], maximumSize: Int) throws
        -> (contents: [String: [UInt8]], skipped: [(path: String, reason: String)]) {
        var skipped: [(path: String, reason: String)] = []
        switch contents {
        case .workingTree(let reader):
            var result: [String: [UInt8]] = [:]
            for path in paths {
                try RepositoryPath.validate(path, file: nil, line: nil)
                let full = reader.root == "/" ? "/" + path : reader.root + "/" + path
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFLNK {
                    if let target = WorkingTreeReader.realPath(full), !ReadBoundary.contains(reader.root, target) {
                        skipped.append((path, "symbolic link leads outside the repository: not read"))
                        continue
                    }
                    guard stat(full, &status) == 0 else { continue }
                }
                if status.st_mode & S_IFMT != S_IFREG {
                    skipped.append((path, "not a regular file"))
                    continue
                }
                if Int(status.st_size) > maximumSize {
                    skipped.append((path, "larger than \(maximumSize / 1_048_576) MB"))
                    continue
                }
                result[path] = try reader.contents(of: path)
            }
            return (result, skipped)
        case .revision, .index:
            // One git process: sizes come with the bytes, and a file above the limit is read past.
            guard let (repository, revision) = gitSide else { preconditionFailure("a git source") }
            let read = try repository.readBlobs(revision, paths: paths, maximumSize: maximumSize)
            return (read.blobs, Self.tooLarge(paths, read.tooLarge, maximumSize))
        }
    }

    /// `reviewContents(of:maximumSize:)` and `originalContents(of:)` at once: where the files
    /// after the change come from git too, one process reads both sides.
    public func reviewContents(of paths: [String], maximumSize: Int, originals before: [String]) throws
        -> (contents: [String: [UInt8]], skipped: [(path: String, reason: String)], originals: [String: [UInt8]]) {
        guard let base, !before.isEmpty, let (repository, revision) = gitSide else {
            let after = try reviewContents(of: paths, maximumSize: maximumSize)
            return (after.contents, after.skipped, try originalContents(of: before))
        }
        // A file too large to check after the change is not read before it either.
        let read = try repository.readBlobs([BlobRequest(revision: revision, paths: paths, maximumSize: maximumSize),
                                             BlobRequest(revision: base.commit, paths: before, maximumSize: Self.maximumFileSize)])
        return (read[0].blobs, Self.tooLarge(paths, read[0].tooLarge, maximumSize), read[1].blobs)
    }

    /// The repository and revision (nil: the index) files after the change are read from.
    private var gitSide: (GitRepository, String?)? {
        switch contents {
        case let .revision(repository, commit): (repository, commit)
        case let .index(repository): (repository, nil)
        case .workingTree: nil
        }
    }

    private static func tooLarge(_ paths: [String], _ sizes: [String: Int], _ maximumSize: Int) -> [(path: String, reason: String)] {
        paths.filter { sizes[$0] != nil }.map { ($0, "larger than \(maximumSize / 1_048_576) MB") }
    }

    /// `contents(of:)` decoded as UTF-8 (invalid bytes replaced).
    public func text(of path: String) throws -> String? {
        try contents(of: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of `path` before the change (revision mode only; nil otherwise).
    public func originalContents(of path: String) throws -> [UInt8]? {
        guard let base else { return nil }
        return try base.repository.boundedBlob(base.commit, path, maximumSize: WorkingTreeReader.maximumSize)
    }

    /// The bytes of many paths before the change, in one git process (revision mode only;
    /// empty otherwise). Paths with no file at the base are left out.
    public func originalContents(of paths: [String]) throws -> [String: [UInt8]] {
        guard let base, !paths.isEmpty else { return [:] }
        // A file too large to check after the change is not read before it either.
        return try base.repository.readBlobs(base.commit, paths: paths, maximumSize: Self.maximumFileSize).blobs
    }

    /// Largest file turned into an added hunk or read as the change's base: the audit and the
    /// review check no larger file (`Workspace.maximumFileSize`).
    public static let maximumFileSize = 4 * 1024 * 1024

    /// An untracked file as the added file git would show after `git add -N`.
    static func untrackedFile(_ path: String, root: String, reader: WorkingTreeReader) throws -> FileChange {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        var bytes: [UInt8]
        var status = stat()
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
            bytes = Array(destination.utf8)   // git stores a link as its target text
        } else if lstat(url.path, &status) != 0 || status.st_mode & S_IFMT != S_IFREG || Int(status.st_size) > maximumFileSize {
            // Not read: the review lists it as skipped (not a regular file, or too large) when it reads the changed files.
            return FileChange(oldPath: nil, newPath: path, status: .added)
        } else {
            bytes = try reader.contents(of: path) ?? []
        }
        if bytes.prefix(8000).contains(0) {
            return FileChange(oldPath: nil, newPath: path, status: .added, isBinary: true)
        }
        var lines = DiffTextLine.split(bytes)
        if bytes.isEmpty { lines = [] }
        guard !lines.isEmpty else {
            return FileChange(oldPath: nil, newPath: path, status: .added)
        }
        var hunk = Hunk(oldStart: 0, oldCount: 0, newStart: 1, newCount: lines.count)
        hunk.lines = lines.enumerated().map { offset, line in
            DiffLine(kind: .added, text: String(decoding: line.bytes, as: UTF8.self), newLine: offset + 1,
                     endsWithCR: line.endsWithCR)
        }
        if bytes.last != UInt8(ascii: "\n") { hunk.lines[hunk.lines.count - 1].missingNewline = true }
        return FileChange(oldPath: nil, newPath: path, status: .added, hunks: [hunk])
    }
}
