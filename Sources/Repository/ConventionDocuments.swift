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
}
