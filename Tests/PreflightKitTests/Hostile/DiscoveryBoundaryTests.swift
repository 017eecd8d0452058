import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightRepository

/// The read boundary on what discovery finds without `--skill`: plain convention documents
/// (`AGENTS.md`, `CLAUDE.md`, Copilot instructions, Cursor rules) at every level up to the
/// repository's top level, and the nearest `.preflight.yml` above the checked folder.
@Suite struct DiscoveryBoundaryTests {
    static let agents = "# Agents\n\n- Never call `print(` in app code.\n"

    @Test(arguments: ["AGENTS.md", "CLAUDE.md", ".github/copilot-instructions.md", ".cursor/rules/leak.mdc", "App/AGENTS.md"])
    func conventionDocumentLinkedOutsideIsANoticeNotRead(_ place: String) throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link(place, to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        for format in ["json", "md", "text"] {
            let run = tree.run(["audit", ".", "--format", format])
            #expect(run.code == 0 || run.code == 1, "\(place) \(format): \(run.err)")
            #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret), "\(place) \(format)")
        }
        let run = tree.run(["audit", ".", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let notices = (report["notices"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == "preflight/link-outside-root" }
        #expect(notices.compactMap { $0["path"] as? String } == [place], "\(run.out)")
        #expect(run.err.contains("warning: ") && run.err.contains("it was not read"), "\(run.err)")
    }

    @Test func discoveryListsTheRefusalAndKeepsTheDocumentsInside() throws {
        let tree = try HostileTree()
        try tree.write("AGENTS.md", Self.agents)
        try tree.link("CLAUDE.md", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        let found = ConventionDocuments.discover(top: tree.root.path, root: tree.root.path)
        #expect(found.documents.map { ($0.path as NSString).lastPathComponent } == ["AGENTS.md"])
        #expect(found.refused.map { ($0.path as NSString).lastPathComponent } == ["CLAUDE.md"])
        #expect(found.refused.first?.target.hasSuffix("/outside/leaked/SKILL.md") == true)
    }

    @Test func documentLinkedInsideTheRepositoryIsRead() throws {
        let tree = try HostileTree()
        try tree.write("Docs/conventions.md", Self.agents)
        try tree.link("AGENTS.md", to: "Docs/conventions.md")
        try tree.write("App/Main.swift", "print(1)\n")
        let run = tree.run(["audit", ".", "--format", "json"])
        #expect(run.code == 1, "\(run.err)")
        #expect(!run.out.contains("preflight/link-outside-root"))
    }

    @Test func reviewAndRulesRefuseTheLinkedDocumentToo() throws {
        let tree = try HostileTree()
        try tree.write("AGENTS.md", Self.agents)
        try tree.link("CLAUDE.md", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        try tree.write("change.diff", "--- a/App/Main.swift\n+++ b/App/Main.swift\n@@ -1 +1,2 @@\n let x = 1\n+print(x)\n")
        try tree.write("App/Main.swift", "let x = 1\nprint(x)\n")
        for command in [["review", ".", "--diff", "change.diff"], ["checklist", ".", "--diff", "change.diff"], ["rules", "."],
                        ["explain", "demo", "."]] {
            let run = tree.run(command)
            #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret), "\(command)")
        }
    }

    @Test func configurationAboveTheCheckedFolderLinkedOutsideIsRefused() throws {
        let tree = try HostileTree()
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try Probe.write("skills: [\(tree.outside.appendingPathComponent("leaked").path)]\n", to: "preflight.yml", in: tree.outside)
        try tree.link(".preflight.yml", to: tree.outside.appendingPathComponent("preflight.yml").path)
        let run = Probe.cli(["audit", "App"], in: tree.root.path)
        #expect(run.code == 2)
        #expect(run.err.contains(".preflight.yml: leads outside the repository"), "\(run.err)")
        #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret))
    }

    @Test func validateNamesADocumentLinkedOutsideAndReadsNoFifo() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link("CLAUDE.md", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        #expect(mkfifo(tree.path("AGENTS.md"), 0o600) == 0)
        let run = tree.run(["validate", ".", "--format", "json"])
        #expect(run.code == 0 || run.code == 1, "\(run.err)")
        #expect(!run.out.contains(HostileTree.secret))
        #expect(run.out.contains("layout-link-outside") && run.out.contains("CLAUDE.md"), "\(run.out)")
    }

    @Test func validateNamesAnOversizedDocument() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.write("AGENTS.md", "# A\n\n" + String(repeating: "- Keep it short.\n", count: 200_000))
        let run = tree.run(["validate", ".", "--format", "text"])
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.contains("AGENTS.md") && run.out.contains("not read"), "\(run.out)")
    }
}
