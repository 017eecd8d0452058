import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository

/// Zero-config discovery: `.preflight.yml` and the repository's convention documents found from
/// any folder of a git repository, each document governing what it says it governs.
@Suite struct DiscoveryTests {
    /// A git repository with one document of every kind the agents read, and code that breaks
    /// each document's rule in and out of the document's reach.
    final class Repository {
        let container: URL
        let url: URL
        var path: String { url.path }

        init(config: String? = nil) throws {
            container = try Probe.temporaryFolder("preflight-discovery")
            url = container.appendingPathComponent("repo")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "init", "-q", url.path]
            try git.run()
            git.waitUntilExit()
            try write("AGENTS.md", "# Conventions\n\n- Never call `NSLog`; use the module's `Logger`.\n")
            try write("Features/Home/AGENTS.md", "# Home feature\n\n- Never use `DispatchQueue` here; use Swift concurrency.\n")
            try write(".cursor/rules/view-models.mdc", """
            ---
            description: View models
            globs: **/*ViewModel.swift
            alwaysApply: false
            ---
            - Never use `ObservableObject` in view models; use `@Observable`.
            """)
            try write(".github/copilot-instructions.md", "# Copilot\n\n- Never use `UIApplication.shared`.\n")
            try write(".github/instructions/tests.instructions.md", """
            ---
            applyTo: "Tests/**"
            ---
            - Never call `sleep` in tests.
            """)
            try write(".claude/skills/naming/SKILL.md", """
            ---
            name: naming
            description: Naming rules.
            ---
            # Naming

            - Never use `NSNotificationCenter`.
            """)
            try write("App/Start.swift", "import Foundation\n\nfunc start() {\n    NSLog(\"started\")\n    DispatchQueue.main.async {}\n}\n")
            try write("App/LegacyModel.swift", "import Combine\n\nfinal class LegacyModel: ObservableObject {}\n")
            try write("App/Open.swift", "import UIKit\n\nfunc open(_ url: URL) {\n    UIApplication.shared.open(url)\n}\n")
            try write("Features/Home/HomeView.swift", "import SwiftUI\n\nfunc refresh() {\n    DispatchQueue.main.async {}\n}\n")
            try write("Features/Home/HomeViewModel.swift", "import Combine\n\nfinal class HomeViewModel: ObservableObject {}\n")
            try write("Tests/HomeTests.swift", "import XCTest\n\nfunc testWait() {\n    sleep(1)\n}\n")
            try write("Sources/Wait.swift", "import Foundation\n\nfunc wait() {\n    sleep(1)\n}\n")
            if let config { try write(".preflight.yml", config) }
        }

        deinit { try? FileManager.default.removeItem(at: container) }

        func write(_ relative: String, _ text: String) throws {
            try Probe.write(text, to: relative, in: url)
        }

        func audit(from folder: String = "", _ arguments: [String] = []) -> Probe.Run {
            Probe.cli(["audit", "--format", "json"] + arguments, in: folder.isEmpty ? path : url.appendingPathComponent(folder).path)
        }
    }

    /// `(path, ruleId)` of every finding in a JSON report.
    static func findings(_ json: String) throws -> [(path: String, rule: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let skills = try #require(object["skills"] as? [[String: Any]])
        var result: [(String, String)] = []
        for skill in skills {
            for item in skill["items"] as? [[String: Any]] ?? [] {
                for finding in item["findings"] as? [[String: Any]] ?? [] {
                    result.append((finding["path"] as? String ?? "", finding["ruleId"] as? String ?? ""))
                }
            }
        }
        return result
    }

    static func skillNames(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (object["skills"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test func everyKindOfDocumentIsFoundAtTheTopLevel() throws {
        let repository = try Repository()
        let run = repository.audit()
        #expect(run.code == 1, "\(run.err)")
        #expect(try Self.skillNames(run.out) == ["naming", "view-models", "copilot-instructions", "tests.instructions", "AGENTS",
                                                "Features-Home-AGENTS"])
    }

    @Test func eachDocumentGovernsWhatItSays() throws {
        let repository = try Repository()
        let found = try Self.findings(repository.audit().out)
        func flagged(_ rule: String) -> [String] { found.filter { $0.rule.hasPrefix(rule) }.map(\.path).sorted() }
        // The root AGENTS.md governs everything; the nested one only its folder.
        #expect(flagged("AGENTS/") == ["App/Start.swift"])
        #expect(flagged("Features-Home-AGENTS/") == ["Features/Home/HomeView.swift"])
        // The Cursor rule's `globs`, the instructions file's `applyTo`.
        #expect(flagged("view-models/") == ["Features/Home/HomeViewModel.swift"])
        #expect(flagged("tests.instructions/") == ["Tests/HomeTests.swift"])
        #expect(flagged("copilot-instructions/") == ["App/Open.swift"])
    }

    /// The documents of the other agents: Claude Code's `.claude/rules/*.md` (scoped by `paths`),
    /// `GEMINI.md`, the legacy `.cursorrules` and `.windsurfrules`, Windsurf's rules (scoped by
    /// `globs` when `trigger: glob`) and Cline's `.clinerules` folder.
    @Test func theOtherAgentsDocumentsAreFoundAndScoped() throws {
        let repository = try Repository()
        try repository.write(".claude/rules/views.md", "---\npaths:\n  - \"Features/**\"\n---\n\n- Never import `SwiftUI`.\n")
        try repository.write("GEMINI.md", "- Never use `UIApplication.shared`.\n")
        try repository.write(".cursorrules", "- Never call `sleep`.\n")
        try repository.write(".windsurfrules", "- Never use `NSNotificationCenter`.\n")
        try repository.write(".windsurf/rules/tests.md", "---\ntrigger: glob\nglobs: \"Tests/**\"\n---\n\n- Never import `XCTest`.\n")
        try repository.write(".clinerules/models.md", "- Never use `ObservableObject`.\n")
        let run = repository.audit()
        let names = try Self.skillNames(run.out)
        for name in ["views", "GEMINI", "cursorrules", "windsurfrules", "tests", "models"] {
            #expect(names.contains(name), "\(name) in \(names)")
        }
        let found = try Self.findings(run.out)
        func flagged(_ rule: String) -> [String] { Set(found.filter { $0.rule.hasPrefix(rule) }.map(\.path)).sorted() }
        #expect(flagged("views/") == ["Features/Home/HomeView.swift"])
        #expect(flagged("GEMINI/") == ["App/Open.swift"])
        #expect(flagged("cursorrules/") == ["Sources/Wait.swift", "Tests/HomeTests.swift"])
        #expect(flagged("tests/") == ["Tests/HomeTests.swift"])
        #expect(flagged("models/") == ["App/LegacyModel.swift", "Features/Home/HomeViewModel.swift"])
    }

    /// Two documents of one name (`CLAUDE.md`, `.claude/rules/CLAUDE.md`): the one nearest the
    /// top keeps it, the other is named after the folders between them, and both rules run.
    @Test func documentsOfOneNameGetDistinctNames() throws {
        let repository = try Repository()
        try repository.write("CLAUDE.md", "- Never call `sleep`.\n")
        try repository.write(".claude/rules/CLAUDE.md", "- Never call `sleep`.\n")
        let run = repository.audit()
        let names = try Self.skillNames(run.out)
        #expect(names.contains("CLAUDE") && names.contains("claude-rules-CLAUDE"), "\(names)")
        #expect(names.filter { $0 == "CLAUDE" }.count == 1)
    }

    @Test func aSubFolderRunFindsTheDocumentsAbove() throws {
        let repository = try Repository()
        let run = repository.audit(from: "Features/Home")
        #expect(run.code == 1, "\(run.err)")
        let found = try Self.findings(run.out)
        // Paths are relative to the repository's top level whichever folder was checked.
        #expect(found.contains { $0.path == "Features/Home/HomeView.swift" && $0.rule.hasPrefix("Features-Home-AGENTS/") })
        #expect(found.contains { $0.path == "Features/Home/HomeViewModel.swift" && $0.rule.hasPrefix("view-models/") })
        #expect(!found.contains { $0.path.hasPrefix("App/") })
        // A sibling folder's nested document governs none of these files and is left out.
        let app = try Self.skillNames(repository.audit(from: "App").out)
        #expect(!app.contains("Features-Home-AGENTS"))
        #expect(app.contains("AGENTS"))
    }

    @Test func theConfigurationIsFoundFromASubFolder() throws {
        let repository = try Repository(config: "items:\n  AGENTS:\n    disabled: true\n")
        let found = try Self.findings(repository.audit(from: "App").out)
        #expect(!found.contains { $0.rule.hasPrefix("AGENTS/") })
        #expect(found.contains { $0.rule.hasPrefix("copilot-instructions/") })
    }

    @Test func aNearerConfigurationWins() throws {
        let repository = try Repository(config: "items:\n  AGENTS:\n    disabled: true\n")
        try repository.write("App/.preflight.yml", "items:\n  copilot-instructions:\n    disabled: true\n")
        let found = try Self.findings(repository.audit(from: "App").out)
        #expect(found.contains { $0.rule.hasPrefix("AGENTS/") })
        #expect(!found.contains { $0.rule.hasPrefix("copilot-instructions/") })
    }

    @Test func skillsListedInTheConfigurationReplaceDiscovery() throws {
        let repository = try Repository(config: "skills: [AGENTS.md]\n")
        #expect(try Self.skillNames(repository.audit(from: "App").out) == ["AGENTS"])
        #expect(try Self.skillNames(repository.audit(from: "App", ["--skill", "../.claude/skills"]).out) == ["naming"])
    }

    /// Outside a repository nothing above the audited folder is read: a broken configuration
    /// one level up would otherwise stop the run.
    @Test func outsideARepositoryNothingAboveIsRead() throws {
        let container = try Probe.temporaryFolder("preflight-norepo")
        defer { try? FileManager.default.removeItem(at: container) }
        try Probe.write("items: [not, a, mapping]\n", to: ".preflight.yml", in: container)
        try Probe.write("# Rules\n\n- Never call `NSLog`.\n", to: "AGENTS.md", in: container)
        try Probe.write("# Rules\n\n- Never call `NSLog`.\n", to: "project/AGENTS.md", in: container)
        try Probe.write("func f() { NSLog(\"x\") }\n", to: "project/App/F.swift", in: container)
        let run = Probe.cli(["audit", "--format", "json"], in: container.appendingPathComponent("project").path)
        #expect(run.code == 1, "\(run.err)")
        #expect(try Self.skillNames(run.out) == ["AGENTS"])
    }

    @Test func nothingFoundNamesWhatWasLookedFor() throws {
        let container = try Probe.temporaryFolder("preflight-nodocs")
        defer { try? FileManager.default.removeItem(at: container) }
        try Probe.write("func f() {}\n", to: "App/F.swift", in: container)
        let run = Probe.cli(["audit"], in: container.path)
        #expect(run.code == 2)
        #expect(run.err.contains("AGENTS.md") && run.err.contains(".cursor/rules/*.mdc") && run.err.contains(".claude/skills/"))
        #expect(run.out.isEmpty)
    }

    @Test func aRootAgentsFileIsEnoughFromAnySubFolder() throws {
        let container = try Probe.temporaryFolder("preflight-agents-only")
        defer { try? FileManager.default.removeItem(at: container) }
        try FileManager.default.createDirectory(at: container.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Probe.write("# Rules\n\n- Never call `NSLog`.\n", to: "AGENTS.md", in: container)
        try Probe.write("func f() { NSLog(\"x\") }\n", to: "AppFeatures/Sources/F.swift", in: container)
        for folder in ["", "AppFeatures", "AppFeatures/Sources"] {
            let run = Probe.cli(["audit", "--format", "text"], in: container.appendingPathComponent(folder).path)
            #expect(run.code == 1, "from '\(folder)': \(run.err)")
            #expect(run.out.contains("F.swift:1:12: error: "), "from '\(folder)'")
        }
    }

    @Test func cursorGlobsAreReadAsWritten() throws {
        let quoted = DocumentScope.quotingCursorGlobs("---\nglobs: **/*.swift, Sources/**\nalwaysApply: false\n---\nbody\n")
        #expect(quoted == "---\nglobs: \"**/*.swift, Sources/**\"\nalwaysApply: false\n---\nbody\n")
        let document = try SkillDocument.parse(text: "---\nglobs: **/*.swift, Sources/**\n---\n- Never call `NSLog`.\n", path: ".cursor/rules/a.mdc")
        #expect(DocumentScope.globs(of: document) == ["**/*.swift", "Sources/**"])
        let list = try SkillDocument.parse(text: "---\nglobs: [\"App/**\", \"Core/**\"]\n---\nx\n", path: "r.mdc")
        #expect(DocumentScope.globs(of: list) == ["App/**", "Core/**"])
        let always = try SkillDocument.parse(text: "---\nglobs: App/**\nalwaysApply: true\n---\nx\n", path: "r.mdc")
        #expect(DocumentScope.globs(of: always).isEmpty)
        let everything = try SkillDocument.parse(text: "---\napplyTo: \"**\"\n---\nx\n", path: "a.instructions.md")
        #expect(DocumentScope.globs(of: everything).isEmpty)
        // The same unquoted line in a plain Markdown document is YAML as it stands: an error.
        #expect(throws: PreflightError.self) { try SkillDocument.parse(text: "---\nglobs: **/*.swift\n---\nx\n", path: "AGENTS.md") }
        // Line numbers stay those of the file.
        let lines = try SkillDocument.parse(text: "---\nglobs: **/*.swift\n---\n\n- Never call `NSLog`.\n", path: "b.mdc")
        #expect(lines.blocks.first?.startLine == 5)
    }

    @Test func theTopLevelIsWhereGitIs() throws {
        let container = try Probe.temporaryFolder("preflight-top")
        defer { try? FileManager.default.removeItem(at: container) }
        let nested = container.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        // A linked work tree or a submodule has a `.git` file, not a folder.
        try Data("gitdir: elsewhere\n".utf8).write(to: container.appendingPathComponent("a/.git"))
        let top = try #require(RepositoryRoot.find(nested.path))
        #expect(top.path == container.appendingPathComponent("a").resolvingSymlinksInPath().path)
        #expect(top.prefix == "b")
        #expect(RepositoryRoot.find(container.path) == nil || RepositoryRoot.find(container.path)?.path != top.path)
        #expect(RepositoryTopLevel.folders(from: nested.path, upTo: container.appendingPathComponent("a").path).count == 2)
        #expect(RepositoryTopLevel.relative(nested.path, to: container.path) == "a/b")
        #expect(RepositoryTopLevel.relative(container.path, to: nested.path) == nil)
    }
}
