import Foundation
import PreflightModel
import PreflightSwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the skill documents a `SKILL` argument names: a file, a skill folder holding a
/// `SKILL.md`, or a folder of skill folders (every `*/SKILL.md` below it). Every path is put to
/// the run's `ReadBoundary`: links are followed while they stay inside it (a skill folder linked
/// from `.claude/skills` to `shared/skills/x`), and a link leaving it is refused, not read.
public enum ConventionDocuments {
    /// A document (or folder of documents) found but not read: a link leading outside.
    public struct Refusal: Sendable, Equatable {
        /// The link as found (absolute, or as the argument spelled it).
        public var path: String
        /// Where it leads.
        public var target: String

        public init(path: String, target: String) {
            self.path = path
            self.target = target
        }

        public var message: String {
            "'\(path)' is a link to '\(target)', outside the repository: it was not read (name it with --skill to use it)"
        }
    }

    /// A place to look for documents and who named it, which decides what may be read there.
    public struct Source: Sendable, Equatable {
        public var path: String
        public var origin: ReadBoundary.Origin

        public init(_ path: String, origin: ReadBoundary.Origin) {
            self.path = path
            self.origin = origin
        }
    }

    public struct Found: Sendable, Equatable {
        public var documents: [String] = []
        public var refused: [Refusal] = []
    }

    /// The documents `source` names. A file or folder named on the command line is read as
    /// given, and its own folder is allowed for the walk below it; a configured path leaving the
    /// boundary is an error at the configuration's line; a discovered link leaving it is refused.
    public static func documents(for source: Source, within boundary: ReadBoundary) throws -> Found {
        let argument = source.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            if case let .configured(file, line, column, key) = source.origin {
                throw PreflightError(file: file, line: line, column: column, "`\(key)` names '\(argument)': no such file or folder")
            }
            throw PreflightError(file: argument, "no such file or folder")
        }
        if source.origin == .discovered, case let .outside(target) = boundary.decide(argument, origin: .discovered) {
            return Found(refused: [Refusal(path: argument, target: target)])
        }
        try boundary.admit(argument, origin: source.origin)
        guard isDirectory.boolValue else { return Found(documents: [argument]) }
        let inside = source.origin == .commandLine ? boundary.allowing(argument) : boundary
        var found = Found()
        let direct = (argument as NSString).appendingPathComponent("SKILL.md")
        if FileManager.default.fileExists(atPath: direct) {
            add(direct, within: inside, to: &found)
            return found
        }
        walk(argument, within: inside, into: &found)
        guard !found.documents.isEmpty || !found.refused.isEmpty else {
            throw PreflightError(file: argument, "holds no SKILL.md (give a skill file, a skill folder or a folder of skills)")
        }
        found.documents.sort()
        return found
    }

    private static func add(_ path: String, within boundary: ReadBoundary, to found: inout Found) {
        if case let .outside(target) = boundary.decide(path, origin: .discovered) {
            found.refused.append(Refusal(path: path, target: target))
        } else {
            found.documents.append(path)
        }
    }

    /// Every `SKILL.md` below `root`, links to folders followed while they stay inside the
    /// boundary (each real folder once, so a link cycle ends). An explicit stack, not recursion:
    /// a deep tree cannot exhaust the call stack.
    private static func walk(_ root: String, within boundary: ReadBoundary, into found: inout Found) {
        var visited: Set<String> = [ReadBoundary.resolved(root)]
        var pending = [root]
        while let folder = pending.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in entries.sorted().reversed() {
                if Workspace.skippedFolders.contains(name) { continue }
                let path = (folder as NSString).appendingPathComponent(name)
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                var type = status.st_mode & S_IFMT
                if type == S_IFLNK {
                    guard stat(path, &status) == 0 else { continue }  // a dangling link: nothing to read
                    type = status.st_mode & S_IFMT
                    guard type == S_IFDIR || name == "SKILL.md" else { continue }
                    if case let .outside(target) = boundary.decide(path, origin: .discovered) {
                        found.refused.append(Refusal(path: path, target: target))
                        continue
                    }
                }
                if type == S_IFDIR {
                    if visited.insert(ReadBoundary.resolved(path)).inserted { pending.append(path) }
                } else if type == S_IFREG, name == "SKILL.md" {
                    found.documents.append(path)
                }
            }
        }
    }

    /// The project skill folders agents read, searched when no `--skill` is given: taken from
    /// the one agent table `validate` uses, so both know the same folders.
    public static let projectSkillFolders: [String] = AgentCatalog.agents.flatMap(\.projectFolders)
        .reduce(into: []) { folders, folder in if !folders.contains(folder) { folders.append(folder) } }

    /// Skills installed in a repository, the same skill mirrored for several agents counted
    /// once; links leading outside the repository are refused.
    public static func installedDocuments(in root: String, within boundary: ReadBoundary? = nil) -> Found {
        let boundary = boundary ?? ReadBoundary(root: root)
        var result = Found()
        var seenNames = Set<String>()
        for folder in projectSkillFolders {
            let path = (root as NSString).appendingPathComponent(folder)
            guard let found = try? documents(for: Source(path, origin: .discovered), within: boundary) else { continue }
            for refusal in found.refused where !result.refused.contains(refusal) { result.refused.append(refusal) }
            for document in found.documents {
                let name = URL(fileURLWithPath: document).deletingLastPathComponent().lastPathComponent
                if seenNames.insert(name).inserted { result.documents.append(document) }
            }
        }
        return result
    }
}
