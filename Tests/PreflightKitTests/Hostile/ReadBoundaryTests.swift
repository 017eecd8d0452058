import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository

/// Nothing outside the root the user gave is read unless the user named it on the command
/// line: skills installed as links, configured skills, baselines, header templates and the
/// default configuration itself.
@Suite struct ReadBoundaryTests {
    // MARK: The decision

    @Test func linksAreJudgedByWhereTheyLead() throws {
        let tree = try HostileTree()
        try tree.write("Docs/a.md", "a\n")
        try tree.link("in", to: "Docs/a.md")
        try tree.link("out", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        try tree.link("outFolder", to: tree.outside.path)
        let boundary = ReadBoundary(root: tree.root.path)
        #expect(boundary.decide(tree.path("in"), origin: .discovered) != .outside(real: ""))
        guard case .inside = boundary.decide(tree.path("in"), origin: .discovered) else { Issue.record("in"); return }
        guard case let .outside(real) = boundary.decide(tree.path("out"), origin: .discovered) else { Issue.record("out"); return }
        #expect(real.hasSuffix("/outside/leaked/SKILL.md"))
        // A missing file behind a link to a folder outside is still outside.
        guard case .outside = boundary.decide(tree.path("outFolder/none.md"), origin: .discovered) else { Issue.record("missing"); return }
        guard case .outside = boundary.decide(tree.path("Docs/../../outside/leaked/SKILL.md"), origin: .discovered) else {
            Issue.record("dot-dot"); return
        }
        // Named on the command line but inside the repository: the link the change controls is
        // refused; the same file named by its own path outside is the operator's choice.
        guard case .outside = boundary.decide(tree.path("out"), origin: .commandLine) else { Issue.record("named link"); return }
        #expect(boundary.decide(tree.outside.appendingPathComponent("leaked/SKILL.md").path, origin: .commandLine) == .named)
        // A folder named on the command line is allowed too.
        guard case .inside = boundary.allowing(tree.outside.path).decide(tree.path("out"), origin: .discovered) else {
            Issue.record("allowed"); return
        }
    }

    @Test func configuredPathOutsideIsAnErrorAtItsLine() throws {
        let tree = try HostileTree()
        let boundary = ReadBoundary(root: tree.root.path)
        let origin = ReadBoundary.Origin.configured(file: ".preflight.yml", line: 3, column: 5, key: "baseline")
        let error = try #require(throws: PreflightError.self) { try boundary.admit("/etc/passwd", origin: origin) }
        #expect(error.file == ".preflight.yml" && error.line == 3 && error.column == 5)
        #expect(error.message.contains("outside the repository"))
    }

    // MARK: Installed skills

    @Test func skillFileLinkedOutsideIsNotRead() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link(".claude/skills/x/SKILL.md", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        for command in [["audit", "."], ["audit", ".", "--format", "json"], ["audit", ".", "--format", "sarif"]] {
            let run = tree.run(command)
            #expect(run.code == 0 || run.code == 1, "\(command): \(run.err)")
            #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret), "\(command)")
            #expect(run.out.contains("preflight/link-outside-root") || run.out.contains("outside the repository"), "\(command)")
            #expect(run.err.contains("warning: ") && run.err.contains(".claude/skills/x/SKILL.md"))
        }
    }

    @Test func skillFolderLinkedOutsideIsNotRead() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link(".claude/skills/leaked", to: tree.outside.appendingPathComponent("leaked").path)
        try tree.link(".agents/skills", to: tree.outside.path)
        let run = tree.run(["audit", ".", "--format", "json"])
        #expect(run.code == 0 || run.code == 1, "\(run.err)")
        #expect(!run.out.contains(HostileTree.secret))
        let notices = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])["notices"] as? [[String: Any]]
        let paths = (notices ?? []).filter { $0["ruleId"] as? String == "preflight/link-outside-root" }.compactMap { $0["path"] as? String }
        #expect(paths.sorted() == [".agents/skills", ".claude/skills/leaked"])
    }

    @Test func onlySkillLinkedOutsideIsAnError() throws {
        let tree = try HostileTree()
        try tree.link(".claude/skills/x", to: tree.outside.appendingPathComponent("leaked").path)
        let run = tree.run(["audit", "."])
        #expect(run.code == 2)
        #expect(run.err.contains("leads outside the repository"))
        #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret))
    }

    @Test func reviewAndChecklistRefuseTheLinkToo() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link(".claude/skills/x/SKILL.md", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        try tree.write("App/Main.swift", "let x = 1\nprint(x)\n")
        try tree.write("change.diff", """
        diff --git a/App/Main.swift b/App/Main.swift
        --- a/App/Main.swift
        +++ b/App/Main.swift
        @@ -1 +1,2 @@
         let x = 1
        +print(x)

        """)
        for command in ["review", "checklist"] {
            let run = tree.run([command, ".", "--diff", "change.diff"])
            #expect(run.code == 1, "\(command): \(run.err)")
            #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret), "\(command)")
        }
    }

    @Test func symlinkedSkillFolderInsideTheRepositoryIsUsed() throws {
        let tree = try HostileTree()
        try tree.write("shared/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link(".claude/skills/demo", to: "../../shared/skills/demo")
        try tree.write("App/Main.swift", "print(1)\n")
        let run = tree.run(["audit", ".", "--format", "json"])
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.contains("Never call `print(` in app code."))
        #expect(!run.out.contains("preflight/link-outside-root"))
    }

    @Test func linkCycleInASkillsFolderEnds() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.link(".claude/skills/demo/loop", to: "..")
        let run = tree.run(["audit", "."])
        #expect(run.code == 0 || run.code == 1, "\(run.err)")
    }

    // MARK: The configuration

    @Test(arguments: ["ABSOLUTE", "../outside/leaked/SKILL.md", "../outside/leaked", "linked/SKILL.md"])
    func configuredSkillOutsideIsAnError(_ entry: String) throws {
        let tree = try HostileTree()
        try tree.link("linked", to: tree.outside.appendingPathComponent("leaked").path)
        let value = entry == "ABSOLUTE" ? tree.outside.appendingPathComponent("leaked/SKILL.md").path : entry
        try tree.write(".preflight.yml", "include: [App]\nskills:\n  - \"\(value)\"\n")
        let run = tree.run(["audit", "."])
        #expect(run.code == 2)
        #expect(run.err.contains(".preflight.yml:3:5: `skills` names"), "\(run.err)")
        #expect(run.err.contains("outside the repository"))
        #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret))
    }

    @Test func configuredSkillInsideIsRead() throws {
        let tree = try HostileTree()
        try tree.write("Docs/demo/SKILL.md", HostileTree.skill)
        try tree.write(".preflight.yml", "skills: [Docs/demo]\n")
        let run = tree.run(["audit", ".", "--format", "json"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("Never call `print(`"))
    }

    @Test func skillNamedOnTheCommandLineIsReadWhereverItIs() throws {
        let tree = try HostileTree()
        let run = tree.run(["audit", ".", "--skill", tree.outside.appendingPathComponent("leaked").path, "--format", "json"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains(HostileTree.secret))
    }

    @Test func configuredBaselineOutsideIsAnError() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try Probe.write("{\"version\": 1, \"findings\": []}\n", to: "baseline.json", in: tree.outside)
        try tree.write(".preflight.yml", "baseline: ../outside/baseline.json\n")
        let run = tree.run(["audit", "."])
        #expect(run.code == 2)
        #expect(run.err.contains(".preflight.yml:1:11: `baseline` names '../outside/baseline.json', outside the repository"), "\(run.err)")
        // Named on the command line, the same file is read.
        try tree.write(".preflight.yml", "include: [App]\n")
        let named = tree.run(["audit", ".", "--baseline", tree.outside.appendingPathComponent("baseline.json").path])
        #expect(named.code == 0, "\(named.err)")
    }

    @Test(arguments: ["headerTemplate", "manifest"])
    func configuredRepositoryPathOutsideIsAnError(_ key: String) throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        for value in ["../outside/leaked/SKILL.md", "/etc/passwd", "linked/SKILL.md"] {
            try? FileManager.default.removeItem(atPath: tree.path("linked"))
            try tree.link("linked", to: tree.outside.appendingPathComponent("leaked").path)
            try tree.write(".preflight.yml", "\(key): \(value)\n")
            let run = tree.run(["audit", "."])
            #expect(run.code == 2, "\(value)")
            #expect(run.err.contains(".preflight.yml:1:\(key.count + 3): `\(key)` names '\(value)'"), "\(run.err)")
        }
    }

    @Test func defaultConfigurationLinkedOutsideIsRefused() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try Probe.write("skills: [\(tree.outside.appendingPathComponent("leaked").path)]\n", to: "preflight.yml", in: tree.outside)
        try tree.link(".preflight.yml", to: tree.outside.appendingPathComponent("preflight.yml").path)
        let run = tree.run(["audit", "."])
        #expect(run.code == 2)
        #expect(run.err.contains(".preflight.yml: leads outside the repository"), "\(run.err)")
        // Named with --config, the user vouches for it.
        let named = tree.run(["audit", ".", "--config", ".preflight.yml", "--skill", ".claude/skills/demo"])
        #expect(named.code == 0, "\(named.err)")
    }

    @Test func compileWarnsAboutALinkLeavingTheFolderItWasGiven() throws {
        let tree = try HostileTree()
        try tree.write("skills/demo/SKILL.md", HostileTree.skill)
        try tree.link("skills/leaked", to: tree.outside.appendingPathComponent("leaked").path)
        let run = tree.run(["compile", "skills"])
        #expect(run.code == 0, "\(run.err)")
        #expect(!run.out.contains(HostileTree.secret))
        #expect(run.err.contains("skills/leaked") && run.err.contains("it was not read"))
    }
}
