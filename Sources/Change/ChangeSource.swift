import Foundation
import PreflightModel

/// Where a change comes from for `review` / `checklist`: the change set, and the files as
/// the change leaves them.
///
/// - From diff text (`--diff FILE` or stdin, read by the CLI): the diff is parsed and files
///   are read from the work tree at `root`.
/// - From revisions (`--base REV [--head REV]`): git computes what `head` adds since it left
///   `base`; files are read from git at `head`, or from the work tree when `head` is nil
///   (then untracked, not ignored files count as added too).
public struct ChangeSource: Sendable {
    public enum Contents: Sendable {
        case workingTree(WorkingTreeReader)
        case revision(GitRepository, commit: String)
    }

    public let root: String
    /// A name for messages: the diff's file name or `base...head`.
    public let displayName: String
    public let changeSet: ChangeSet
    /// Where `contents(of:)` reads.
    public let contents: Contents
    /// The repository and merge-base commit the change starts from (revision mode only).
    public let base: (repository: GitRepository, commit: String)?

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

    /// A change between revisions of the git repository at `root`.
    public init(root: String, base: String, head: String?, includeUntracked: Bool = true) throws {
        let repository = try GitRepository(root: root)
        let name = "\(base)...\(head ?? "working tree")"
        let mergeBase = try repository.mergeBase(base, head ?? "HEAD")
        var changeSet = try repository.diffChangeSet(from: mergeBase, to: head, name: "git diff \(name)")
        let reader = try WorkingTreeReader(root: root)
        if let head {
            self.contents = .revision(repository, commit: try repository.resolve(head))
        } else {
            self.contents = .workingTree(reader)
            if includeUntracked {
                let known = Set(changeSet.files.compactMap(\.newPath))
                for path in try repository.untrackedFiles() where !known.contains(path) && !path.hasSuffix("/") {
                    try RepositoryPath.validate(path, file: nil, line: nil)
                    changeSet.files.append(try Self.untrackedFile(path, root: root, reader: reader))
                }
            }
        }
        self.root = root
        self.displayName = name
        self.changeSet = changeSet
        self.base = (repository, mergeBase)
    }

    /// The bytes of `path` after the change, or nil when the change leaves no file there.
    public func contents(of path: String) throws -> [UInt8]? {
        switch contents {
        case .workingTree(let reader):
            return try reader.contents(of: path)
        case .revision(let repository, let commit):
            return try repository.show(commit, path)
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
        case .revision(let repository, let commit):
            let sizes = try repository.sizes(commit, paths: paths)
            let small = paths.filter { (sizes[$0] ?? 0) <= maximumSize }
            for path in paths where (sizes[path] ?? 0) > maximumSize {
                skipped.append((path, "larger than \(maximumSize / 1_048_576) MB"))
            }
            return (try repository.show(commit, paths: small), skipped)
        }
    }

    /// `contents(of:)` decoded as UTF-8 (invalid bytes replaced).
    public func text(of path: String) throws -> String? {
        try contents(of: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of `path` before the change (revision mode only; nil otherwise).
    public func originalContents(of path: String) throws -> [UInt8]? {
        guard let base else { return nil }
        return try base.repository.show(base.commit, path)
    }

    /// The bytes of many paths before the change, in one git process (revision mode only;
    /// empty otherwise). Paths with no file at the base are left out.
    public func originalContents(of paths: [String]) throws -> [String: [UInt8]] {
        guard let base, !paths.isEmpty else { return [:] }
        return try base.repository.show(base.commit, paths: paths)
    }

    /// An untracked file as the added file git would show after `git add -N`.
    static func untrackedFile(_ path: String, root: String, reader: WorkingTreeReader) throws -> FileChange {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        var bytes: [UInt8]
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
            bytes = Array(destination.utf8)   // git stores a link as its target text
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
