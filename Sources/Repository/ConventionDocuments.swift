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

    // MARK: Discovery

    /// A convention document found without `--skill`: where it is, and which folder it governs.
    public struct Discovered: Sendable, Equatable {
        /// Absolute path.
        public var path: String
        /// The folder (relative to the repository's top level) a nested `AGENTS.md` or an
        /// installed skill of a sub-project governs; nil when it governs the whole repository.
        public var folder: String?

        public init(path: String, folder: String? = nil) {
            self.path = path
            self.folder = folder
        }

        /// A name that stays distinct from the root document of the same file name:
        /// `Features-Home-AGENTS` for `Features/Home/AGENTS.md`.
        public var distinctName: String? {
            // A skill names itself; only plain documents are named after their file.
            guard let folder, !folder.isEmpty, (path as NSString).lastPathComponent != "SKILL.md" else { return nil }
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return folder.split(separator: "/").joined(separator: "-") + "-" + stem
        }
    }

    /// What discovery found: the documents to read, and the links leading outside the boundary
    /// that were named but not read.
    public struct Discovery: Sendable, Equatable {
        public var documents: [Discovered] = []
        public var refused: [Refusal] = []

        public init(documents: [Discovered] = [], refused: [Refusal] = []) {
            self.documents = documents
            self.refused = refused
        }
    }

    /// The convention documents of the repository whose top level is `top`, as they apply to the
    /// audited folder `root` (at or below `top`): the skills installed for every agent at the
    /// top level and in each folder down to `root`; the documents the agent table names at the
    /// top level (`.github/copilot-instructions.md`, `.cursor/rules/*.mdc`, …); and every
    /// `AGENTS.md` / `CLAUDE.md` from the top level down to `root` and anywhere below it
    /// (respecting `.gitignore`). Documents in folders beside `root` govern none of its files and
    /// are left out. A document that is a link leading outside `boundary` (the top level by
    /// default) is refused, not read.
    public static func discover(top: String, root: String, within boundary: ReadBoundary? = nil) -> Discovery {
        let boundary = boundary ?? ReadBoundary(root: top)
        let skills = installedSkills(top: top, root: root, within: boundary)
        let plain = plainDocuments(top: top, root: root, within: boundary)
        var seen = Set<String>()
        var refused: [Refusal] = []
        for refusal in skills.refused + plain.refused where !refused.contains(refusal) { refused.append(refusal) }
        let documents = (skills.documents + plain.documents).compactMap { found -> Discovered? in
            let real = Workspace.realPath(found.path) ?? found.path
            guard seen.insert(real).inserted else { return nil }
            // Read through its real path: a review asks git for the file, and git knows a linked
            // folder (`.claude/skills → ../.agents/skills`) only as a link. The folder it governs
            // stays the one it was found in.
            var kept = found
            if ReadBoundary.contains(boundary.realRoot, real) { kept.path = real }
            return kept
        }
        return Discovery(documents: documents, refused: refused)
    }

    /// The skills installed for every agent at the top level and in each folder down to `root`.
    public static func installedSkills(top: String, root: String, within boundary: ReadBoundary? = nil) -> Discovery {
        let boundary = boundary ?? ReadBoundary(root: top)
        var result = Discovery()
        for folder in RepositoryTopLevel.folders(from: root, upTo: top).reversed() {
            let relative = RepositoryTopLevel.relative(folder, to: top)
            let found = installedDocuments(in: folder, within: boundary)
            result.documents += found.documents.map { Discovered(path: $0, folder: relative?.isEmpty == false ? relative : nil) }
            for refusal in found.refused where !result.refused.contains(refusal) { result.refused.append(refusal) }
        }
        return result
    }

    /// The plain convention documents (everything discovery finds but skills), in the order
    /// `discover` lists them. A document linked from outside `boundary` is refused.
    public static func plainDocuments(top: String, root: String, within boundary: ReadBoundary? = nil) -> Discovery {
        let boundary = boundary ?? ReadBoundary(root: top)
        let folders = RepositoryTopLevel.folders(from: root, upTo: top).reversed()
        var result = Discovery()
        var seen = Set<String>()
        func add(_ path: String, folder: String?) {
            if case let .outside(target) = boundary.decide(path, origin: .discovered) {
                let refusal = Refusal(path: path, target: target)
                if !result.refused.contains(refusal) { result.refused.append(refusal) }
                return
            }
            guard seen.insert(Workspace.realPath(path) ?? path).inserted else { return }
            result.documents.append(Discovered(path: path, folder: folder?.isEmpty == true ? nil : folder))
        }
        let patterns = AgentCatalog.conventionDocuments
        let names = patterns.filter { !$0.contains("/") }
        for pattern in patterns where pattern.contains("/") {
            for path in matches(of: pattern, in: top) { add(path, folder: nil) }
        }
        for folder in folders {
            for name in names {
                let path = (folder as NSString).appendingPathComponent(name)
                if isFile(path) { add(path, folder: RepositoryTopLevel.relative(folder, to: top)) }
            }
        }
        if let below = try? Workspace(root: root, include: names, classify: false) {
            let rootRelative = RepositoryTopLevel.relative(root, to: top) ?? ""
            // The walk passes over links leaving the checked folder: the boundary judges those.
            let linked = below.skipped.filter { $0.reason == Workspace.linkOutsideReason && names.contains(($0.path as NSString).lastPathComponent) }
            for path in (below.paths + linked.map(\.path)).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where path.contains("/") {
                let folder = (path as NSString).deletingLastPathComponent
                add((root as NSString).appendingPathComponent(path),
                    folder: rootRelative.isEmpty ? folder : rootRelative + "/" + folder)
            }
        }
        return result
    }

    /// Files at `pattern` (relative to `top`, `*` allowed in the last part), sorted.
    static func matches(of pattern: String, in top: String) -> [String] {
        let folder = (pattern as NSString).deletingLastPathComponent
        let name = (pattern as NSString).lastPathComponent
        let directory = (top as NSString).appendingPathComponent(folder)
        guard name.contains("*") else {
            let path = (directory as NSString).appendingPathComponent(name)
            return isFile(path) ? [path] : []
        }
        let glob = Glob(name)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.sorted().filter { glob.matches($0) }.map { (directory as NSString).appendingPathComponent($0) }
            .filter(isFile)
    }

    package static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// What discovery looks for, for the message when it finds nothing.
    public static var discoveredKinds: String {
        (AgentCatalog.conventionDocuments + projectSkillFolders.map { $0 + "/" }).joined(separator: ", ")
    }
}
