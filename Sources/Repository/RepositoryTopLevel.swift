import Foundation

/// The repository a folder belongs to, found the way git finds it without running git: the
/// nearest folder at or above it holding `.git` (a folder, or a file in a linked work tree or a
/// submodule). Discovery looks no higher than this, so a run never reads outside the repository.
public enum RepositoryTopLevel {
    /// The top level of the repository holding `folder` (absolute), or nil outside any repository.
    public static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// `folder` and each folder above it up to `top` (inclusive), nearest first. Just `folder`
    /// when `top` is not above it.
    public static func folders(from folder: String, upTo top: String) -> [String] {
        let start = URL(fileURLWithPath: folder).standardizedFileURL.path
        let end = URL(fileURLWithPath: top).standardizedFileURL.path
        guard start == end || start.hasPrefix(end == "/" ? "/" : end + "/") else { return [start] }
        var result = [start]
        var current = start
        while current != end {
            current = (current as NSString).deletingLastPathComponent
            result.append(current)
        }
        return result
    }

    /// `path` relative to `top` with forward slashes ("" for `top` itself), or nil when outside it.
    public static func relative(_ path: String, to top: String) -> String? {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let top = URL(fileURLWithPath: top).standardizedFileURL.path
        if path == top { return "" }
        let prefix = top == "/" ? "/" : top + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
