import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

@Suite struct ValidateLayoutTests {
    typealias R = ValidationRules

    @Test func everyKnownProjectFolderIsFoundWithItsAgents() throws {
        let tree = try SkillTree()
        for (index, folder) in AgentCatalog.projectFolders.enumerated() {
            let name = "skill-\(index)"
            try tree.write("\(folder)/\(name)/SKILL.md", SkillTree.skill(name: name))
        }
        let report = try tree.validate()
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.skills.count == AgentCatalog.projectFolders.count)
        let claude = try #require(report.skills.first { $0.path == ".claude/skills/skill-0/SKILL.md" })
        #expect(Set(claude.agents.map(\.id)) == ["claude", "opencode", "cursor", "copilot"])
        let agents = try #require(report.skills.first { $0.path.hasPrefix(".agents/skills/") })
        #expect(Set(agents.agents.map(\.id)) == ["opencode", "codex", "cursor", "copilot", "gemini"])
    }

    @Test func pathMayBeSkillsFolderSkillFolderOrFile() throws {
        let tree = try SkillTree()
        try tree.write(".opencode/skills/demo/SKILL.md", SkillTree.validSkill)
        for path in [".opencode/skills", ".opencode/skills/demo", ".opencode/skills/demo/SKILL.md", ".opencode", ""] {
            let report = try tree.validate(path)
            #expect(report.skills.count == 1, "\(path)")
            #expect(report.findings.isEmpty, "\(path): \(report.findings)")
            #expect(report.skills.first?.agents.map(\.id) == ["opencode"], "\(path)")
        }
        #expect(try tree.validate(".opencode/skills").skills.first?.path == "demo/SKILL.md")
        #expect(try tree.validate(".opencode/skills/demo/SKILL.md").skills.first?.path == "SKILL.md")
    }

    @Test func missingPathThrows() throws {
        let tree = try SkillTree()
        #expect(throws: PreflightError.self) { try tree.validate("nope") }
    }

    @Test func lowercaseSkillFileName() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/skill.md", SkillTree.validSkill)
        try tree.write(".claude/skills/other/Skill.md", SkillTree.skill(name: "other"))
        let report = try tree.validate()
        #expect(report.findings.filter { $0.ruleId == R.layoutFileNameCase.id }.map(\.path)
            == [".claude/skills/demo/skill.md", ".claude/skills/other/Skill.md"])
        #expect(report.skills.allSatisfy { $0.agents.isEmpty })
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.layoutFileNameCase))
    }

    @Test func looseSkillFileInSkillsFolder() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/SKILL.md", SkillTree.validSkill)
        let report = try tree.validate()
        #expect(report.first(R.layoutLooseSkillFile)?.path == ".claude/skills/SKILL.md")
        #expect(!report.has(R.nameFolderMismatch))
    }

    @Test func skillNestedTooDeep() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/swift/demo/SKILL.md", SkillTree.validSkill)
        let report = try tree.validate()
        let finding = try #require(report.first(R.layoutNestedTooDeep))
        #expect(finding.path == ".claude/skills/swift/demo/SKILL.md")
        #expect(finding.message.contains(".claude/skills/demo/"))
        #expect(report.skills.first?.agents.isEmpty == true)
        #expect(!report.has(R.layoutFolderWithoutSkill))
    }

    @Test func folderWithoutSkillFile() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.validSkill)
        try tree.write(".claude/skills/notes/README.md", "# notes\n")
        let report = try tree.validate()
        #expect(report.first(R.layoutFolderWithoutSkill)?.path == ".claude/skills/notes")
        #expect(report.findings.count == 1)
    }

    @Test func danglingSymlink() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.validSkill)
        try tree.link(".claude/skills/gone", to: "../../shared/gone")
        let report = try tree.validate()
        let finding = try #require(report.first(R.layoutDanglingSymlink))
        #expect(finding.path == ".claude/skills/gone")
        #expect(finding.message.contains("../../shared/gone"))
        #expect(report.exitCode == 1)
    }

    @Test func symlinkedSkillMirroredForTwoAgentsIsValidatedOnce() throws {
        let tree = try SkillTree()
        try tree.write("shared/demo/SKILL.md", SkillTree.validSkill)
        try tree.link(".claude/skills/demo", to: "../../shared/demo")
        try tree.link(".opencode/skills/demo", to: "../../shared/demo")
        let report = try tree.validate()
        #expect(report.skills.count == 1)
        let installed = try #require(report.skills.first { $0.path == ".claude/skills/demo/SKILL.md" })
        #expect(installed.installs.map(\.folder) == [".claude/skills/demo", ".opencode/skills/demo"])
        #expect(Set(installed.agents.map(\.id)) == ["claude", "opencode", "cursor", "copilot"])
        #expect(!report.has(R.layoutShadowed))
        #expect(report.findings.allSatisfy { $0.severity != .error }, "\(report.findings)")
    }

    @Test func linkNameDiffersFromName() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.validSkill)
        try tree.link(".agents/skills/demo-link", to: "../../.claude/skills/demo")
        let report = try tree.validate()
        let finding = try #require(report.first(R.nameFolderMismatch))
        #expect(finding.message.contains("'demo-link'"))
        #expect(finding.line == 2)
        #expect(report.skills.count == 1)
    }

    @Test func linkLeavingThePathIsNamedNotRead() throws {
        let outside = try SkillTree()
        try outside.write("ext/SKILL.md", "---\nname: Broken_Name\n---\n")
        let tree = try SkillTree()
        try tree.link(".claude/skills/ext", to: outside.root.appendingPathComponent("ext").path)
        let report = try tree.validate()
        let note = try #require(report.first(R.layoutLinkOutside))
        #expect(note.severity == .note)
        #expect(note.path == ".claude/skills/ext")
        #expect(note.message.contains(outside.root.lastPathComponent))
        #expect(!report.has(R.nameCharacters))
        #expect(report.skills.first?.linkTarget != nil)
        #expect(report.exitCode == 0)
    }

    @Test func unscannedLocations() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skill/demo/SKILL.md", SkillTree.validSkill)
        try tree.write("docs/skills/other/SKILL.md", SkillTree.skill(name: "other"))
        try tree.write("skills/collected/SKILL.md", SkillTree.skill(name: "collected"))
        let report = try tree.validate()
        let unscanned = report.findings.filter { $0.ruleId == R.layoutUnscannedLocation.id }
        #expect(unscanned.map(\.path) == [".claude/skill/demo/SKILL.md", "docs/skills/other/SKILL.md"])
        #expect(unscanned.first?.message.contains(".claude/skills/demo/") == true)
        #expect(report.first(R.layoutSkillCollection)?.path == "skills/collected/SKILL.md")
        #expect(report.skills.allSatisfy { $0.agents.isEmpty })
    }

    @Test func nestedProjectFoldersAreInstallFolders() throws {
        let tree = try SkillTree()
        try tree.write("packages/app/.claude/skills/demo/SKILL.md", SkillTree.validSkill)
        let report = try tree.validate()
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.skills.first?.agents.contains { $0.id == "claude" } == true)
    }

    @Test func sameNameWithDifferentContentShadows() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.validSkill)
        try tree.write(".agents/skills/demo/SKILL.md", SkillTree.validSkill + "An older copy.\n")
        let report = try tree.validate()
        let finding = try #require(report.first(R.layoutShadowed))
        #expect(finding.path == ".claude/skills/demo/SKILL.md")
        #expect(finding.message.contains(".agents/skills/demo/SKILL.md"))
        #expect(finding.message.contains("opencode"))
        let mirror = try SkillTree()
        try mirror.write(".claude/skills/demo/SKILL.md", SkillTree.validSkill)
        try mirror.write(".agents/skills/demo/SKILL.md", SkillTree.validSkill)
        #expect(try mirror.validate().findings.isEmpty)
    }

    @Test func noSkillFoundIsAWarning() throws {
        let tree = try SkillTree()
        try tree.write("README.md", "# nothing\n")
        let report = try tree.validate()
        #expect(report.skills.isEmpty)
        let finding = try #require(report.first(R.layoutNoSkills))
        #expect(finding.severity == .warning)
        #expect(report.exitCode == 0)
        for format in ValidationFormat.allCases {
            #expect(report.render(format).contains("no skill found") || report.render(format).contains("noSkillsFound\" : true"), "\(format)")
        }
    }

    @Test func userLevelFoldersInHome() throws {
        let home = try SkillTree()
        try home.write(".config/opencode/skills/demo/SKILL.md", SkillTree.validSkill)
        let report = try SkillValidator.validate(paths: [("~", home.root.path)], options: ValidationOptions(homeDirectory: home.root.path))
        #expect(report.skills.first?.agents.map(\.id) == ["opencode"])
        #expect(report.findings.isEmpty, "\(report.findings)")
    }
}
