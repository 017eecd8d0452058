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

    /// The bytes of `path`, or nil when no regular file is there. Throws when the path, or a
    /// symbolic link on the way, leads outside the root.
    public func contents(of path: String) throws -> [UInt8]? {
        guard let resolved = try resolve(path) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: resolved)
        else { return nil }
        return [UInt8](data)
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
