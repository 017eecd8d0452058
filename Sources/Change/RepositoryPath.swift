import Foundation
import PreflightModel

/// The rule every path taken from a change must follow: relative, no NUL, and never climbing
/// out of the repository root through `..` segments.
public enum RepositoryPath {
    /// Throws "path '…' leaves the repository" (naming `file` and `line`) for an unsafe path.
    public static func validate(_ path: String, file: String?, line: Int?) throws {
        if path.isEmpty {
            throw PreflightError(file: file, line: line, "empty path")
        }
        if path.utf8.contains(0) {
            throw PreflightError(file: file, line: line, "path '\(printable(path))' leaves the repository (it holds a NUL byte)")
        }
        if !isContained(path) {
            throw PreflightError(file: file, line: line, "path '\(printable(path))' leaves the repository")
        }
    }

    /// True when `path` is relative and its `..` segments never climb above the root.
    public static func isContained(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "/") || bytes.contains(0) { return false }
        var depth = 0
        for segment in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if segment.elementsEqual([UInt8(ascii: ".")]) { continue }
            if segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                depth -= 1
                if depth < 0 { return false }
            } else {
                depth += 1
            }
        }
        return true
    }

    static func printable(_ path: String) -> String {
        path.replacingOccurrences(of: "\0", with: "\\0")
    }
}
