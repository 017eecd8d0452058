import Foundation
import PreflightCompiler
import PreflightDocument
import PreflightRepository

/// Which agent reads each document used and which files it governs, as `rules` shows them: the
/// answer to "why does this rule apply here?" before any check runs.
public struct GovernedDocument: Sendable, Equatable {
    public var name: String
    public var path: String
    /// The agents that read it from where it is; an imported document is read by its importer's.
    public var readBy: [String]
    /// The document importing this one, when it came in through an `@path` import.
    public var importedBy: String?
    /// In words: "the repository", "`Features/Home/`", "files matching `Tests/**`".
    public var governs: String

    /// The documents of `ruleSet`, in its order.
    public static func list(_ ruleSet: RuleSet) -> [GovernedDocument] {
        var agents: [String: [String]] = [:]
        var result: [GovernedDocument] = []
        for skill in ruleSet.skills {
            // An importer stands before what it imports, so its readers are known by now.
            let importedBy = skill.document.importedBy
            let readBy = importedBy.flatMap { agents[$0] } ?? readers(of: skill.path)
            agents[skill.path] = readBy
            result.append(GovernedDocument(name: skill.name, path: skill.path, readBy: readBy, importedBy: importedBy,
                                           governs: governs(skill.document)))
        }
        return result
    }

    /// The agents reading a document at `path` (relative to the top level): a skill by the
    /// agents scanning its skills folder, any other document by the agent table's patterns.
    static func readers(of path: String) -> [String] {
        if (path as NSString).lastPathComponent == "SKILL.md" {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let agents = AgentCatalog.projectFolders.filter { folder == $0 || folder.hasSuffix("/" + $0) }
                .flatMap { AgentCatalog.agents(scanning: $0, userLevel: false) }
            var seen = Set<String>()
            return agents.map(\.displayName).filter { seen.insert($0).inserted }
        }
        return AgentCatalog.agents(readingDocument: path).map(\.displayName)
    }

    static func governs(_ document: SkillDocument) -> String {
        let globs = DocumentScope.globs(of: document)
        let place = document.folder.map { "`\($0)/`" } ?? "the repository"
        guard !globs.isEmpty else { return place }
        let matching = "files matching " + globs.map { "`\($0)`" }.joined(separator: ", ")
        return document.folder == nil ? matching : matching + " in " + place
    }
}
