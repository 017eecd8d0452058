import PreflightModel
import PreflightReport
import PreflightRepository

/// A skill as `validate` saw it: where it is installed and which agents load it.
public struct ValidatedSkill: Sendable, Equatable {
    /// The declared `name`, or the folder name when the frontmatter has none.
    public var name: String
    /// The skill file, relative to the validated path (forward slashes).
    public var path: String
    public var installs: [SkillInstall]
    /// The link target when the skill is a link leaving the validated path (then it was not read).
    public var linkTarget: String?

    /// Every agent that loads this skill from one of its installs, in catalog order.
    public var agents: [AgentProfile] {
        let ids = Set(installs.flatMap { $0.agents.map(\.id) })
        return AgentCatalog.agents.filter { ids.contains($0.id) }
    }
}

/// The outcome of `preflight validate`: every skill found and every finding, in report order.
public struct ValidationReport: Sendable {
    public var paths: [String]
    public var skills: [ValidatedSkill]
    /// Plain convention documents found in repositories (`AGENTS.md`, Cursor rules, …).
    public var documents: [ValidatedDocument]
    public var findings: [Finding]
    /// The skill files read (absolute), which an output file must never replace.
    public var readFiles: [String] = []

    public init(paths: [String], skills: [ValidatedSkill], documents: [ValidatedDocument] = [], findings: [Finding]) {
        self.paths = paths
        self.skills = skills
        self.documents = documents
        self.findings = findings.sorted(by: Finding.ordered)
    }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// 1 when an error-level finding exists, 0 otherwise (SPEC exit codes).
    public var exitCode: Int32 { findings.contains { $0.severity == .error } ? 1 : 0 }

    /// The findings about one skill (at its file, or inside its installed folders).
    public func findings(for skill: ValidatedSkill) -> [Finding] {
        let folders = skill.installs.map(\.folder)
        return findings.filter { finding in
            finding.path == skill.path || folders.contains { finding.path == $0 || finding.path.hasPrefix($0 + "/") }
        }
    }
}
