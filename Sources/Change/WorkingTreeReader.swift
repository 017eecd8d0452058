import Foundation
import PreflightModel

/// Reads files of a folder by relative path, never outside it: the path must be contained
/// (`RepositoryPath`) and, once every symbolic link is resolved, still lie under the folder.
public struct WorkingTreeReader: Sendable {
    /// The folder, symbolic links resolved.
    public let root: String

    public init(root: String) throws {
        guard let resolved = Self.realPath(URL(fileURLWithPath: root).standardizedFileURL.path) else {
            throw PreflightError(file: root, "cannot read '\(root)': no such folder")
        }
        self.root = resolved
    }

    /// Largest file read (review skips larger changed files before asking).
    public static let maximumSize = 64 * 1024 * 1024

    /// The bytes of `path`, or nil when no regular file is there (a FIFO is never opened for
    /// a blocking read). Throws when the path, or a symbolic link on the way, leads outside the
    /// root, or when the file is larger than `maximumSize`.
    public func contents(of path: String) throws -> [UInt8]? {
        guard let resolved = try resolve(path) else { return nil }
        var status = stat()
        guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return try BoundedRead.contents(of: resolved, limit: Self.maximumSize, shown: path, what: "files")
    }

    /// The absolute path `path` leads to, symbolic links resolved, or nil when nothing is there.
    public func resolve(_ path: String) throws -> String? {
        try RepositoryPath.validate(path, file: nil, line: nil)
        let joined = root == "/" ? "/" + path : root + "/" + path
        guard let resolved = Self.realPath(joined) else { return nil }
        guard ReadBoundary.contains(root, resolved) else {
            throw PreflightError(file: path, "path '\(path)' leaves the repository (through a symbolic link)")
        }
        return resolved
    }

    package static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
