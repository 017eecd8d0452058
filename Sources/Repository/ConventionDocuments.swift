import Foundation
import PreflightModel
import PreflightSwiftSource

/// Finds the skill documents a `SKILL` argument names: a file, a skill folder holding a
/// `SKILL.md`, or a folder of skill folders (every `*/SKILL.md` below it).
public enum ConventionDocuments {
    public static func documents(for argument: String, displayBase: String? = nil) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw PreflightError(file: argument, "no such file or folder")
        }
        guard isDirectory.boolValue else { return [argument] }
        let direct = (argument as NSString).appendingPathComponent("SKILL.md")
        if FileManager.default.fileExists(atPath: direct) { return [direct] }
        var found: [String] = []
        let root = URL(fileURLWithPath: argument)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsPackageDescendants]) else { return [] }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if Workspace.skippedFolders.contains(name) { walker.skipDescendants(); continue }
            if name == "SKILL.md" {
                let relative = String(url.path.dropFirst(root.path.count)).trimmingPrefix("/")
                found.append((argument as NSString).appendingPathComponent(relative))
            }
        }
        guard !found.isEmpty else {
            throw PreflightError(file: argument, "holds no SKILL.md (give a skill file, a skill folder or a folder of skills)")
        }
        return found.sorted()
    }

    /// The project skill folders agents read, searched when no `--skill` is given: taken from
    /// the one agent table `validate` uses, so both know the same folders.
    public static let projectSkillFolders: [String] = AgentCatalog.agents.flatMap(\.projectFolders)
        .reduce(into: []) { folders, folder in if !folders.contains(folder) { folders.append(folder) } }

    /// Skills installed in a repository, the same skill mirrored for several agents counted once.
    public static func installedDocuments(in root: String) -> [String] {
        var result: [String] = []
        var seenNames = Set<String>()
        for folder in projectSkillFolders {
            let path = (root as NSString).appendingPathComponent(folder)
            guard let found = try? documents(for: path) else { continue }
            for document in found {
                let name = URL(fileURLWithPath: document).deletingLastPathComponent().lastPathComponent
                if seenNames.insert(name).inserted { result.append(document) }
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

    /// The convention documents of the repository whose top level is `top`, as they apply to the
    /// audited folder `root` (at or below `top`): the skills installed for every agent at the
    /// top level and in each folder down to `root`; the documents the agent table names at the
    /// top level (`.github/copilot-instructions.md`, `.cursor/rules/*.mdc`, …); and every
    /// `AGENTS.md` / `CLAUDE.md` from the top level down to `root` and anywhere below it
    /// (respecting `.gitignore`). Documents in folders beside `root` govern none of its files and
    /// are left out.
    public static func discover(top: String, root: String) -> [Discovered] {
        var seen = Set<String>()
        return (installedSkills(top: top, root: root) + plainDocuments(top: top, root: root)).filter { found in
            seen.insert(Workspace.realPath(found.path) ?? found.path).inserted
        }
    }

    /// The skills installed for every agent at the top level and in each folder down to `root`.
    public static func installedSkills(top: String, root: String) -> [Discovered] {
        RepositoryTopLevel.folders(from: root, upTo: top).reversed().flatMap { folder in
            let relative = RepositoryTopLevel.relative(folder, to: top)
            return installedDocuments(in: folder).map { Discovered(path: $0, folder: relative?.isEmpty == false ? relative : nil) }
        }
    }

    /// The plain convention documents (everything discovery finds but skills), in the order
    /// `discover` lists them.
    public static func plainDocuments(top: String, root: String) -> [Discovered] {
        let folders = RepositoryTopLevel.folders(from: root, upTo: top).reversed()
        var result: [Discovered] = []
        var seen = Set<String>()
        func add(_ path: String, folder: String?) {
            guard seen.insert(Workspace.realPath(path) ?? path).inserted else { return }
            result.append(Discovered(path: path, folder: folder?.isEmpty == true ? nil : folder))
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
            for path in below.paths where path.contains("/") {
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

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// What discovery looks for, for the message when it finds nothing.
    public static var discoveredKinds: String {
        (AgentCatalog.conventionDocuments + projectSkillFolders.map { $0 + "/" }).joined(separator: ", ")
    }
}
