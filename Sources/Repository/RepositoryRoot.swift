import Foundation

/// The folder report paths are relative to: the repository's top level (the nearest folder
/// above the checked one holding `.git`, a folder or a work tree's file), else the checked
/// folder itself. Found without running git, so it also works where git is not installed.
public struct RepositoryRoot: Sendable, Equatable {
    /// Absolute, symbolic links resolved.
    public var path: String
    /// The checked folder's path below `path`, `/`-separated, empty when they are the same.
    public var prefix: String

    public init(path: String, prefix: String) {
        self.path = path
        self.prefix = prefix
    }

    /// The repository holding `folder` (an absolute or working-directory-relative path); the
    /// folder itself outside any repository.
    public static func locate(_ folder: String) -> RepositoryRoot {
        find(folder) ?? RepositoryRoot(path: URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path, prefix: "")
    }

    /// The repository holding `folder`, or nil outside any repository.
    public static func find(_ folder: String) -> RepositoryRoot? {
        let start = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        var candidate = start
        while true {
            if FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent(".git")) {
                return RepositoryRoot(path: candidate, prefix: relative(start, to: candidate))
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
    }

    /// The checked folder, absolute: `prefix` below `path`.
    public var checkedFolder: String {
        prefix.isEmpty ? path : (path as NSString).appendingPathComponent(prefix)
    }

    /// `path` below `root` as a relative path, or nil when it is not below it.
    public func relative(_ absolute: String) -> String? {
        let resolved = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        if resolved == path { return "" }
        let base = path.hasSuffix("/") ? path : path + "/"
        return resolved.hasPrefix(base) ? String(resolved.dropFirst(base.count)) : nil
    }

    private static func relative(_ path: String, to root: String) -> String {
        if path == root { return "" }
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : ""
    }
}
