import Foundation
import PreflightSwiftSource

/// The coding agents that load Agent Skills, where each one looks for them and which
/// frontmatter keys it understands. This is the one table the validator consults: add an agent
/// or a folder here and discovery, the visibility matrix and the key checks follow.
public struct AgentProfile: Sendable, Equatable {
    public var id: String
    public var displayName: String
    /// Skills folders relative to a project root, highest precedence first.
    public var projectFolders: [String]
    /// Skills folders relative to the user's home directory (written without `~/`).
    public var userFolders: [String]
    /// Frontmatter keys this agent reads beyond the Agent Skills spec.
    public var extraKeys: Set<String>
    /// Spec keys this agent does not support (reported as unsupported when a skill it loads uses them).
    public var unsupportedSpecKeys: Set<String>
    /// The plain convention documents this agent reads besides skills. A bare file name
    /// (`AGENTS.md`) is read in any folder and governs that folder; a path (`.cursor/rules/*.mdc`)
    /// is relative to the project root, `*` allowed in its last part.
    public var conventionDocuments: [String]

    public init(id: String, displayName: String, projectFolders: [String], userFolders: [String],
                extraKeys: Set<String> = [], unsupportedSpecKeys: Set<String> = [], conventionDocuments: [String] = []) {
        self.id = id
        self.displayName = displayName
        self.projectFolders = projectFolders
        self.userFolders = userFolders
        self.extraKeys = extraKeys
        self.unsupportedSpecKeys = unsupportedSpecKeys
        self.conventionDocuments = conventionDocuments
    }

    public var acceptedKeys: Set<String> {
        AgentCatalog.specKeys.subtracting(unsupportedSpecKeys).union(extraKeys)
    }
}

public enum AgentCatalog {
    /// The top-level keys of the Agent Skills specification (agentskills.io).
    public static let specKeys: Set<String> = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"]

    public static let agents: [AgentProfile] = [
        AgentProfile(id: "claude", displayName: "Claude Code",
                     projectFolders: [".claude/skills"], userFolders: [".claude/skills"],
                     extraKeys: ["user-invocable", "disable-model-invocation", "argument-hint", "when_to_use", "model",
                                 "context", "agent", "paths", "hooks", "effort", "shell"],
                     // `.claude/CLAUDE.md` is the project's instructions, not a nested document of `.claude/`.
                     conventionDocuments: ["CLAUDE.md", ".claude/CLAUDE.md", ".claude/rules/*.md"]),
        AgentProfile(id: "opencode", displayName: "opencode",
                     projectFolders: [".opencode/skills", ".claude/skills", ".agents/skills"],
                     userFolders: [".config/opencode/skills", ".claude/skills", ".agents/skills"],
                     conventionDocuments: ["AGENTS.md"]),
        AgentProfile(id: "codex", displayName: "Codex",
                     projectFolders: [".agents/skills", ".codex/skills"], userFolders: [".codex/skills", ".agents/skills"],
                     unsupportedSpecKeys: ["compatibility"], conventionDocuments: ["AGENTS.md"]),
        AgentProfile(id: "cursor", displayName: "Cursor",
                     projectFolders: [".cursor/skills", ".claude/skills", ".agents/skills"],
                     userFolders: [".cursor/skills"],
                     extraKeys: ["disable-model-invocation", "paths"],
                     conventionDocuments: [".cursor/rules/*.mdc", "AGENTS.md", ".cursorrules"]),
        AgentProfile(id: "copilot", displayName: "GitHub Copilot",
                     projectFolders: [".github/skills", ".claude/skills", ".agents/skills"],
                     userFolders: [".copilot/skills", ".claude/skills"],
                     extraKeys: ["user-invocable", "disable-model-invocation", "argument-hint"],
                     conventionDocuments: [".github/copilot-instructions.md", ".github/instructions/*.instructions.md", "AGENTS.md"]),
        AgentProfile(id: "gemini", displayName: "Gemini CLI",
                     projectFolders: [".gemini/skills", ".agents/skills"], userFolders: [".gemini/skills", ".agents/skills"],
                     conventionDocuments: ["GEMINI.md"]),
        AgentProfile(id: "kiro", displayName: "Kiro",
                     projectFolders: [".kiro/skills"], userFolders: [".kiro/skills"],
                     unsupportedSpecKeys: ["allowed-tools"]),
        AgentProfile(id: "windsurf", displayName: "Windsurf",
                     projectFolders: [".windsurf/skills"], userFolders: [".codeium/windsurf/skills"],
                     extraKeys: ["argument-hint", "model", "agent"],
                     conventionDocuments: [".windsurf/rules/*.md", ".windsurfrules"]),
        AgentProfile(id: "cline", displayName: "Cline",
                     projectFolders: [".cline/skills", ".clinerules/skills"], userFolders: [".cline/skills"],
                     // `.clinerules` is a file or a folder of Markdown files.
                     conventionDocuments: [".clinerules", ".clinerules/*.md"]),
    ]

    /// Keys some agent reads, with the agents reading each.
    public static func agentsAccepting(_ key: String) -> [AgentProfile] {
        agents.filter { $0.extraKeys.contains(key) }
    }

    /// Every project-level skills folder, in a stable order.
    public static var projectFolders: [String] {
        var seen: Set<String> = []
        return agents.flatMap(\.projectFolders).filter { seen.insert($0).inserted }
    }

    /// Every convention document pattern of every agent, in a stable order.
    public static var conventionDocuments: [String] {
        var seen: Set<String> = []
        return agents.flatMap(\.conventionDocuments).filter { seen.insert($0).inserted }
    }

    /// The agents that read the convention document at `relativePath` (relative to the project root).
    public static func agents(readingDocument relativePath: String) -> [AgentProfile] {
        let name = (relativePath as NSString).lastPathComponent
        return agents.filter { agent in
            agent.conventionDocuments.contains { pattern in
                pattern.contains("/") ? Glob(pattern).matches(relativePath) : pattern == name
            }
        }
    }

    /// Every user-level skills folder (relative to home), in a stable order.
    public static var userFolders: [String] {
        var seen: Set<String> = []
        return agents.flatMap(\.userFolders).filter { seen.insert($0).inserted }
    }

    /// The agents that load skills from `folder` (a path relative to a project root, or to the
    /// home directory when `userLevel`).
    public static func agents(scanning folder: String, userLevel: Bool) -> [AgentProfile] {
        agents.filter { (userLevel ? $0.userFolders : $0.projectFolders).contains(folder) }
    }

    /// Agents whose known folders end `absolutePath` (e.g. `/x/repo/.claude/skills`), for a
    /// skills folder given directly on the command line.
    public static func agents(forSkillsFolderPath absolutePath: String, home: String?) -> (folder: String, agents: [AgentProfile])? {
        if let home, absolutePath.hasPrefix(home.hasSuffix("/") ? home : home + "/") {
            let relative = String(absolutePath.dropFirst(home.hasSuffix("/") ? home.count : home.count + 1))
            let found = agents(scanning: relative, userLevel: true)
            if !found.isEmpty { return (relative, found) }
        }
        for folder in projectFolders where absolutePath == "/" + folder || absolutePath.hasSuffix("/" + folder) {
            return (folder, agents(scanning: folder, userLevel: false))
        }
        return nil
    }
}
