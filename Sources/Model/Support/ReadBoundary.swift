import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that decides whether Preflight may read a path. A path is read when, with every
/// symbolic link resolved, it lies inside the root the user gave (or another folder the user
/// named on the command line), or when the user named on the command line a path that lies
/// outside the repository as written (`--skill ../shared/skills`): the operator chose it. A path
/// named on the command line that lies inside the repository as written but leads outside
/// through a link is refused like a discovered one: the change under review controls that link,
/// not the operator (`review --skill AGENTS.md` with `AGENTS.md` committed as a link to a file
/// elsewhere would otherwise print that file's text). Everything else — a skill installed as a link to a file elsewhere, a `.preflight.yml` that
/// names `/etc/passwd` or `../../x` — is refused and never read: reports are posted where the
/// repository's authors can read them, so a read outside would leak the file.
public struct ReadBoundary: Sendable, Equatable {
    /// Where a path came from, which decides what is allowed and how a refusal is told.
    public enum Origin: Sendable, Equatable {
        /// Typed by the user on the command line: read as given when it lies outside the
        /// repository as written; inside it, refused when a link takes it out.
        case commandLine
        /// Found by walking a folder inside the boundary (an installed skill, the default
        /// `.preflight.yml`): refused when a link takes it outside.
        case discovered
        /// Written in a configuration file: `key` is the setting, the position its value's.
        case configured(file: String, line: Int?, column: Int?, key: String)
    }

    public enum Decision: Sendable, Equatable {
        /// May be read; `real` is the path with links resolved (nil when nothing is there yet).
        case inside(real: String?)
        /// Named on the command line, outside the repository as written: read as given.
        case named
        /// Leaves every allowed folder; `real` is where it leads.
        case outside(real: String)
    }

    /// The allowed folders, absolute, links resolved; the first is the root.
    public let realRoots: [String]
    /// The root as the user wrote it (absolute, `.` and `..` folded, links kept): a path written
    /// under it lies inside the repository even when the root was reached through a link.
    let writtenRoot: String

    /// - Parameter root: the folder the user gave (absolute or relative to the working directory).
    public init(root: String) {
        realRoots = [ReadBoundary.resolved(root)]
        writtenRoot = ReadBoundary.standardized(root)
    }

    private init(realRoots: [String], writtenRoot: String) {
        self.realRoots = realRoots
        self.writtenRoot = writtenRoot
    }

    /// The same boundary with one more allowed folder: a folder the user named on the command
    /// line (`--skill ../shared/skills`) is read inside too, never through links leaving it.
    public func allowing(_ folder: String) -> ReadBoundary {
        let real = ReadBoundary.resolved(folder)
        return realRoots.contains(real) ? self : ReadBoundary(realRoots: realRoots + [real], writtenRoot: writtenRoot)
    }

    /// Whether `path`, as written (no link resolved), lies in the root: under the root as
    /// written or under its real path.
    func isWrittenInsideRoot(_ path: String) -> Bool {
        let written = ReadBoundary.standardized(path)
        return ReadBoundary.contains(writtenRoot, written) || ReadBoundary.contains(realRoot, written)
    }

    public var realRoot: String { realRoots[0] }

    /// The decision for `path` (absolute, or relative to the working directory).
    public func decide(_ path: String, origin: Origin) -> Decision {
        let real = ReadBoundary.resolved(path)
        if realRoots.contains(where: { ReadBoundary.contains($0, real) }) {
            return .inside(real: ReadBoundary.realPath(path))
        }
        if origin == .commandLine, !isWrittenInsideRoot(path) { return .named }
        return .outside(real: real)
    }

    /// `path` when it may be read; otherwise a `PreflightError` saying where it leads and how to
    /// use it anyway (name it on the command line). A path read as part of a walk should use
    /// `decide` and report the refusal as a finding instead.
    @discardableResult
    public func admit(_ path: String, origin: Origin, shown: String? = nil) throws -> String {
        guard case let .outside(real) = decide(path, origin: origin) else { return path }
        let name = shown ?? relativeToRoot(path) ?? path
        let place = real == ReadBoundary.standardized(path) ? "" : " (it leads to '\(real)')"
        switch origin {
        case let .configured(file, line, column, key):
            throw PreflightError(file: file, line: line, column: column,
                                 "`\(key)` names '\(name)', outside the repository\(place): configured paths must stay "
                                 + "inside \(realRoot); it was not read (name it on the command line to use it)")
        case .discovered:
            throw PreflightError(file: name, "leads outside the repository\(place): it was not read "
                                 + "(name it on the command line to use it)")
        case .commandLine:
            throw PreflightError(file: name, "lies in the repository but is a link that leads outside it: it was not read "
                                 + "(a link the change controls is never followed out; to use a document outside the repository, "
                                 + "name its real path)")
        }
    }

    /// `path` as written, relative to the root when it lies there: messages never show the
    /// runner's absolute folders.
    package func relativeToRoot(_ path: String) -> String? {
        let written = ReadBoundary.standardized(path)
        for root in [writtenRoot, realRoot] where ReadBoundary.contains(root, written) && written != root {
            return String(written.dropFirst(root == "/" ? 1 : root.count + 1))
        }
        return nil
    }

    // MARK: Paths

    /// Whether `real` is `folder` or lies under it (both resolved).
    public static func contains(_ folder: String, _ real: String) -> Bool {
        real == folder || real.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The absolute path with `.` and `..` folded, without touching the disk.
    package static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` with every link resolved. When the path does not exist, its nearest existing
    /// folder is resolved and the rest appended, so a missing file behind a linked folder is
    /// still judged by where the link leads.
    public static func resolved(_ path: String) -> String {
        // The kernel resolves a link before the `..` after it: so does realpath, on the path as given.
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let real = realPath(absolute) { return real }
        var head = standardized(absolute)
        var tail: [String] = []
        while head != "/" {
            tail.insert((head as NSString).lastPathComponent, at: 0)
            head = (head as NSString).deletingLastPathComponent
            if let real = realPath(head) {
                return standardized((real == "/" ? "" : real) + "/" + tail.joined(separator: "/"))
            }
        }
        return standardized(absolute)
    }

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
