/// A change as a unified diff describes it: the files it touches and, for each, the hunks.
///
/// Paths are relative to the repository root, with forward slashes and without the `a/` / `b/`
/// prefixes git writes. Line numbers are 1-based.
public struct ChangeSet: Equatable, Sendable {
    public var files: [FileChange]

    public init(files: [FileChange] = []) {
        self.files = files
    }

    public var isEmpty: Bool { files.isEmpty }

    /// The paths to report, one per file, in diff order.
    public var paths: [String] { files.map(\.path) }

    /// The file whose reported path (or old path) is `path`.
    public func file(_ path: String) -> FileChange? {
        files.first { $0.path == path } ?? files.first { $0.oldPath == path }
    }

    /// Checks every old and new path with `RepositoryPath.validate`. The parser already does
    /// this while reading a diff; this is for change sets built some other way.
    public func validatePaths(file name: String? = nil) throws {
        for change in files {
            for path in [change.oldPath, change.newPath].compactMap({ $0 }) {
                try RepositoryPath.validate(path, file: name, line: nil)
            }
        }
    }
}

/// What a change does to one file.
public enum FileStatus: String, Equatable, Sendable, Codable, CaseIterable {
    case added, modified, deleted, renamed, copied
}

/// One file of a change.
public struct FileChange: Equatable, Sendable {
    /// The path before the change; nil for an added file.
    public var oldPath: String?
    /// The path after the change; nil for a deleted file.
    public var newPath: String?
    public var status: FileStatus
    /// git's similarity index (percent) for a rename or a copy.
    public var similarity: Int?
    public var isBinary: Bool
    /// File modes as git writes them (`100644`, `100755`, `120000`), where the diff names them.
    public var oldMode: String?
    public var newMode: String?
    public var hunks: [Hunk]

    public init(
        oldPath: String?, newPath: String?, status: FileStatus, similarity: Int? = nil,
        isBinary: Bool = false, oldMode: String? = nil, newMode: String? = nil, hunks: [Hunk] = []
    ) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.status = status
        self.similarity = similarity
        self.isBinary = isBinary
        self.oldMode = oldMode
        self.newMode = newMode
        self.hunks = hunks
    }

    /// The path to report: the new path, or the old one for a deleted file.
    public var path: String { newPath ?? oldPath ?? "" }

    /// New-file line numbers the change adds or modifies.
    public var addedLines: Set<Int> {
        hunks.reduce(into: Set<Int>()) { $0.formUnion($1.addedLines) }
    }

    /// Old-file line numbers the change removes (or replaces).
    public var removedLines: Set<Int> {
        hunks.reduce(into: Set<Int>()) { $0.formUnion($1.removedLines) }
    }

    /// True when only the file mode changed (no content, no rename).
    public var isModeChangeOnly: Bool {
        status == .modified && hunks.isEmpty && !isBinary && oldMode != nil && oldMode != newMode
    }
}

/// One `@@ -a,b +c,d @@` block.
public struct Hunk: Equatable, Sendable {
    public var oldStart: Int
    public var oldCount: Int
    public var newStart: Int
    public var newCount: Int
    /// The text after the closing `@@` (git's function context), without the leading space.
    public var section: String
    public var lines: [DiffLine]

    public init(
        oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, section: String = "",
        lines: [DiffLine] = []
    ) {
        self.oldStart = oldStart
        self.oldCount = oldCount
        self.newStart = newStart
        self.newCount = newCount
        self.section = section
        self.lines = lines
    }

    public var addedLines: Set<Int> {
        Set(lines.lazy.filter { $0.kind == .added }.compactMap(\.newLine))
    }

    public var removedLines: Set<Int> {
        Set(lines.lazy.filter { $0.kind == .removed }.compactMap(\.oldLine))
    }
}

/// One line of a hunk. `text` is the content without the marker column and without the line
/// terminator (a CRLF-terminated line keeps its content; `endsWithCR` says it had a `\r`).
public struct DiffLine: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable, Codable {
        case context, added, removed
    }

    public var kind: Kind
    public var text: String
    /// The line number in the old file (context and removed lines).
    public var oldLine: Int?
    /// The line number in the new file (context and added lines).
    public var newLine: Int?
    /// The line ended with CRLF in the diff.
    public var endsWithCR: Bool
    /// A `\ No newline at end of file` marker followed this line.
    public var missingNewline: Bool

    public init(
        kind: Kind, text: String, oldLine: Int? = nil, newLine: Int? = nil,
        endsWithCR: Bool = false, missingNewline: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.oldLine = oldLine
        self.newLine = newLine
        self.endsWithCR = endsWithCR
        self.missingNewline = missingNewline
    }
}
