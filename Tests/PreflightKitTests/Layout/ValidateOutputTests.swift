import Foundation
import Testing
@testable import PreflightCLI
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

/// Runs the CLI in-process with a capturing console rooted at `directory`.
final class CapturedRun {
    var out = ""
    var err = ""
    let code: Int32

    init(_ arguments: [String], in directory: URL, terminal: Bool = false) {
        var out = "", err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 }, isTerminal: terminal, environment: ["NO_COLOR": "1"],
                              currentDirectory: directory.path)
        code = CommandLineTool.run(arguments, console: console)
        self.out = out
        self.err = err
    }

    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    }
}

@Suite struct ValidateOutputTests {
    func brokenTree() throws -> SkillTree {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.skill(name: "Demo_Skill", extra: "version: 2\n"))
        try tree.write(".opencode/skills/fine/SKILL.md", SkillTree.skill(name: "fine"))
        return tree
    }

    @Test func exitCodes() throws {
        let tree = try brokenTree()
        #expect(CapturedRun(["validate"], in: tree.root).code == 1)
        #expect(CapturedRun(["validate", ".opencode/skills"], in: tree.root).code == 0)
        let missing = CapturedRun(["validate", "nowhere"], in: tree.root)
        #expect(missing.code == 2)
        #expect(missing.err.contains("nowhere"))
        #expect(CapturedRun(["validate", "--format", "xml"], in: tree.root).code == 2)
        #expect(CapturedRun(["validate", "--max-lines", "zero"], in: tree.root).code == 2)
        // Warnings alone do not fail.
        let warn = try SkillTree()
        try warn.write(".claude/skills/demo/SKILL.md", SkillTree.skill(extra: "version: 2\n"))
        #expect(CapturedRun(["validate"], in: warn.root).code == 0)
    }

    @Test func jsonOutput() throws {
        let tree = try brokenTree()
        let run = CapturedRun(["validate", "--format", "json"], in: tree.root)
        let json = try run.json()
        #expect(json["version"] as? Int == 1)
        #expect(json["command"] as? String == "validate")
        let skills = try #require(json["skills"] as? [[String: Any]])
        #expect(skills.count == 2)
        let demo = try #require(skills.first { $0["path"] as? String == ".claude/skills/demo/SKILL.md" })
        #expect(demo["name"] as? String == "Demo_Skill")
        #expect((demo["agents"] as? [String])?.contains("claude") == true)
        let findings = try #require(demo["findings"] as? [[String: Any]])
        let name = try #require(findings.first { $0["ruleId"] as? String == "name-characters" })
        #expect(name["line"] as? Int == 2)
        #expect(name["column"] as? Int == 7)
        #expect(name["severity"] as? String == "error")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["passed"] as? Bool == false)
    }

    @Test func sarifOutput() throws {
        let tree = try brokenTree()
        let run = CapturedRun(["validate", "--format", "sarif"], in: tree.root)
        #expect(run.code == 1)
        let sarif = try run.json()
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "preflight")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == ValidationRules.all.count)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "name-characters" })
        #expect(result["level"] as? String == "error")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == ".claude/skills/demo/SKILL.md")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
        let unknown = try #require(results.first { $0["ruleId"] as? String == "field-unknown" })
        #expect(unknown["level"] as? String == "warning")
    }

    @Test func markdownShowsTheAgentMatrixAndIsTheDefaultOffTerminal() throws {
        let tree = try brokenTree()
        let md = CapturedRun(["validate"], in: tree.root).out
        #expect(md.hasPrefix("## Skill validation"))
        #expect(md.contains("| skill | installed at | Claude Code | opencode |"))
        #expect(md.contains("| `fine` | `.opencode/skills/fine` |  | ✓ |"))
        #expect(md.contains("- [ ] `Demo_Skill`"))
        #expect(md.contains("- [x] `fine` (`.opencode/skills/fine/SKILL.md`): no findings"))
        let text = CapturedRun(["validate"], in: tree.root, terminal: true).out
        #expect(text.contains(".claude/skills/demo/SKILL.md:2:7: error: "))
        #expect(text.contains("[name-characters]"))
        #expect(text.contains("2 skills validated: 2 errors, 1 warning, 0 notes"))
        #expect(text.contains(".opencode/skills/fine/SKILL.md (fine) → opencode\n"))
    }

    @Test func outputFileAndThresholdOptions() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.skill(body: String(repeating: "line\n", count: 30)))
        let run = CapturedRun(["validate", "--format", "json", "--output", "report.json", "--max-lines", "20", "--max-tokens", "10"], in: tree.root)
        #expect(run.code == 0)
        #expect(run.out.isEmpty)
        let data = try Data(contentsOf: tree.root.appendingPathComponent("report.json"))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("file-too-many-lines"))
        #expect(text.contains("file-too-many-tokens"))
    }

    @Test func noSkillsSaysSoInEveryFormat() throws {
        let tree = try SkillTree()
        for format in ["text", "md", "json", "sarif"] {
            let run = CapturedRun(["validate", "--format", format], in: tree.root)
            #expect(run.code == 0)
            #expect(run.out.contains("no skill found"), "\(format)")
        }
    }

    @Test func severalPathsArePrefixed() throws {
        let tree = try brokenTree()
        let json = try CapturedRun(["validate", "--format", "json", ".claude/skills", ".opencode/skills"], in: tree.root).json()
        let paths = (json["skills"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(paths == [".claude/skills/demo/SKILL.md", ".opencode/skills/fine/SKILL.md"])
    }
}

/// Preflight's own skills (`Skills/<name>/SKILL.md` at the package root) must validate cleanly.
@Suite struct ValidateRepositorySkillsTests {
    @Test func shippedSkillsHaveNoErrorOrWarning() throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let skills = packageRoot.appendingPathComponent("Skills")
        guard FileManager.default.fileExists(atPath: skills.path) else {
            Issue.record("Skills/ is missing at the package root (it lands with the skills branch)")
            return
        }
        let report = try SkillValidator.validate(paths: [("Skills", skills.path)])
        let problems = report.findings.filter { $0.severity != .note }
        #expect(problems.isEmpty, "\(problems.map { "\($0.path):\($0.line) \($0.ruleId) \($0.message)" })")
        #expect(!report.skills.isEmpty)
    }
}
