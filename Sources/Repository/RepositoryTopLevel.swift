import Foundation

/// Paths between a folder and its repository's top level (`RepositoryRoot` finds the top
/// level). Discovery looks no higher than the top level, so a run never reads outside the
/// repository.
public enum RepositoryTopLevel {
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
