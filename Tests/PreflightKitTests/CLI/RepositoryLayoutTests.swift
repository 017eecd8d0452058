import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// Real repositories as they are laid out: a skills folder shared between agents through a
/// committed link, `@path` imports, a `.claude/CLAUDE.md`, runs from a sub-folder — and `audit`,
/// `review --base`, `checklist --base` and `rules` reading the same documents in every case.
@Suite struct RepositoryLayoutTests {
    /// A git repository on branch `change`, one commit ahead of `main`, laid out the way teams
    /// serving several agents lay theirs out.
    final class Layout {
        let container: URL
        let url: URL
        var path: String { url.path }

        init() throws {
            container = try Probe.temporaryFolder("preflight-layout")
            url = container.appendingPathComponent("repo")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try git("init", "-q", "-b", "main")
            try write(".agents/skills/naming/SKILL.md", """
            ---
            name: naming
            description: Naming rules.
            ---
            # Naming

            - Never use `NSNotificationCenter`.
            """)
            // Claude Code reads `.claude/skills`; the team keeps one copy and links it.
            try FileManager.default.createDirectory(at: url.appendingPathComponent(".claude"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(".claude/skills").path,
                                                       withDestinationPath: "../.agents/skills")
            try write("CLAUDE.md", "# Project\n\n@AGENTS.md\n@docs/conventions.md\n\nWe use `@MainActor` and @package.json too.\n")
            try write("AGENTS.md", "# Conventions\n\n- Never call `NSLog`.\n")
            try write("docs/conventions.md", "# More conventions\n\n- Never call `sleep`.\n")
            try write(".claude/CLAUDE.md", "# Claude\n\n- Never use `UIApplication.shared`.\n")
            try write("Features/Home/CLAUDE.md", "@rules.md\n")
            try write("Features/Home/rules.md", "# Home\n\n- Never use `DispatchQueue`.\n")
            try write("package.json", "{\"name\": \"x\"}\n")
            let breaking = "import UIKit\n\nfunc open(_ url: URL) {\n    UIApplication.shared.open(url)\n    NSLog(\"x\")\n    sleep(1)\n"
                + "    DispatchQueue.main.async {}\n    _ = NSNotificationCenter.default\n}\n"
            try write("App/Open.swift", breaking)
            try write("Features/Home/Home.swift", breaking)
            try commit("base")
            try git("checkout", "-q", "-b", "change")
            try write("App/Added.swift", breaking)
            try write("Features/Home/Added.swift", breaking)
            try commit("change")
        }

        deinit { try? FileManager.default.removeItem(at: container) }

        func write(_ relative: String, _ text: String) throws {
            try Probe.write(text, to: relative, in: url)
        }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", message)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", path] + arguments
            let out = Pipe()
            process.standardOutput = out
            process.standardError = Pipe()
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw PreflightError("git \(arguments.joined(separator: " ")) failed") }
            return String(decoding: data, as: UTF8.self)
        }

        func run(_ arguments: [String], from folder: String = "") -> Probe.Run {
            Probe.cli(arguments, in: folder.isEmpty ? path : url.appendingPathComponent(folder).path)
        }
    }

    static func skills(_ json: String) throws -> [(name: String, path: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (object["skills"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["path"] as? String ?? "") }
    }

    static func findings(_ json: String) throws -> [(path: String, rule: String)] {
        try DiscoveryTests.findings(json)
    }

    static let expected: [(name: String, path: String)] = [
        ("naming", ".agents/skills/naming/SKILL.md"), ("claude-CLAUDE", ".claude/CLAUDE.md"), ("CLAUDE", "CLAUDE.md"),
        ("conventions", "docs/conventions.md"), ("AGENTS", "AGENTS.md"), ("Features-Home-CLAUDE", "Features/Home/CLAUDE.md"),
        ("Features-Home-rules", "Features/Home/rules.md"),
    ]

    /// The same documents, under the same names and files, whichever command reads them and
    /// from the top level or a sub-folder (there the sibling folder's documents are left out).
    @Test func everyCommandReadsTheSameDocuments() throws {
        let layout = try Layout()
        for folder in ["", "Features/Home", "App"] {
            let expected = Self.expected.filter { folder != "App" || !$0.path.hasPrefix("Features/") }
            for command in [["audit"], ["review", "--base", "main"], ["checklist", "--base", "main"]] {
                let run = layout.run(command + ["--format", "json"], from: folder)
                #expect(run.code == 1, "\(command) from '\(folder)': \(run.err)")
                let read = try Self.skills(run.out)
                #expect(read.map(\.name) == expected.map(\.name), "\(command) from '\(folder)'")
                #expect(read.map(\.path) == expected.map(\.path), "\(command) from '\(folder)'")
                // The importer holds nothing but imports: no "no rule found" warning about it.
                #expect(!run.err.contains("no checklist item or rule found"), "\(command) from '\(folder)': \(run.err)")
            }
            let rules = layout.run(["rules", "--format", "json"], from: folder)
            #expect(rules.code == 0, "\(rules.err)")
            for document in expected where !["CLAUDE", "Features-Home-CLAUDE"].contains(document.name) {
                #expect(rules.out.contains("\"\(document.name)/"), "rules from '\(folder)' lists \(document.name)")
            }
        }
    }

    /// `rules` tells, per document, which agent reads it and what it governs.
    @Test func rulesShowWhoReadsEachDocumentAndWhatItGoverns() throws {
        let layout = try Layout()
        let run = layout.run(["rules", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        func row(_ path: String) -> (readBy: [String], importedBy: String?, governs: String)? {
            documents.first { $0["path"] as? String == path }.map {
                ($0["readBy"] as? [String] ?? [], $0["importedBy"] as? String, $0["governs"] as? String ?? "")
            }
        }
        #expect(row(".claude/CLAUDE.md")?.readBy == ["Claude Code"])
        #expect(row(".claude/CLAUDE.md")?.governs == "the repository")
        #expect(row("AGENTS.md")?.readBy.contains("Codex") == true)
        #expect(row("docs/conventions.md")?.importedBy == "CLAUDE.md")
        #expect(row("docs/conventions.md")?.readBy == ["Claude Code"])
        #expect(row("Features/Home/rules.md")?.governs == "`Features/Home/`")
        #expect(row(".agents/skills/naming/SKILL.md")?.readBy.contains("Codex") == true)
        let text = layout.run(["rules"]).out
        #expect(text.contains("DOCUMENT") && text.contains("Claude Code (imported by Features/Home/CLAUDE.md)"), "\(text)")
    }

    /// Each document governs what it says: the imported file what its importer governs, the
    /// `.claude/CLAUDE.md` the whole project; every imported rule fires once, under its own file.
    @Test func importedAndProjectDocumentsGovernTheirScopes() throws {
        let layout = try Layout()
        let found = try Self.findings(layout.run(["audit", "--format", "json"]).out)
        func flagged(_ document: String) -> [String] { found.filter { $0.rule.hasPrefix(document + "/") }.map(\.path).sorted() }
        let everywhere = ["App/Added.swift", "App/Open.swift", "Features/Home/Added.swift", "Features/Home/Home.swift"]
        #expect(flagged("claude-CLAUDE") == everywhere)
        #expect(flagged("conventions") == everywhere)
        #expect(flagged("AGENTS") == everywhere)
        #expect(flagged("naming") == everywhere)
        #expect(flagged("Features-Home-rules") == ["Features/Home/Added.swift", "Features/Home/Home.swift"])
        // `AGENTS.md` is discovered and imported: its rule counts once.
        #expect(found.filter { $0.rule.hasPrefix("AGENTS/") && $0.path == "App/Open.swift" }.count == 1)
        // A review reports the added files, from the documents as committed.
        let reviewed = try Self.findings(layout.run(["review", "--base", "main", "--format", "json"]).out)
        #expect(Set(reviewed.map(\.path)) == ["App/Added.swift", "Features/Home/Added.swift"])
        #expect(reviewed.contains { $0.rule.hasPrefix("naming/") })
    }

    /// An import cycle is cut with a warning; a chain deeper than five files stops with one; an
    /// import leaving the repository is not read.
    @Test func cyclesDepthAndTheBoundary() throws {
        let container = try Probe.temporaryFolder("preflight-imports")
        defer { try? FileManager.default.removeItem(at: container) }
        let repository = container.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Probe.write("- Never call `exit`.\n", to: "outside.md", in: container)
        try Probe.write("@a.md\n@../outside.md\n", to: "CLAUDE.md", in: repository)
        try Probe.write("- Never call `abort`.\n\n@b.md\n", to: "a.md", in: repository)
        try Probe.write("@a.md\n\n- Never call `NSLog`.\n\n@c.md\n", to: "b.md", in: repository)
        try Probe.write("@d.md\n", to: "c.md", in: repository)
        try Probe.write("@e.md\n", to: "d.md", in: repository)
        try Probe.write("- Never call `sleep`.\n", to: "e.md", in: repository)
        try Probe.write("func f() { exit(1); abort(); NSLog(\"x\"); sleep(1) }\n", to: "F.swift", in: repository)
        let run = Probe.cli(["audit", "--format", "json"], in: repository.path)
        let names = try Self.skills(run.out).map(\.name)
        // CLAUDE → a → b → c → d is five files; e would be the sixth.
        #expect(names == ["CLAUDE", "a", "b", "c", "d"], "\(run.err)")
        #expect(run.err.contains("b.md:1: '@a.md' leads back to a.md"), "\(run.err)")
        #expect(run.err.contains("d.md:1: '@e.md' is an import 6 levels deep"), "\(run.err)")
        let found = try Self.findings(run.out)
        #expect(!found.contains { $0.rule.contains("exit") }, "the file outside the repository is never read")
        #expect(found.contains { $0.rule.hasPrefix("a/") } && found.contains { $0.rule.hasPrefix("b/") })
        #expect(!run.out.contains(container.path), "no absolute path in the report")
    }

    @Test func importCandidatesSkipCodeAndAddresses() throws {
        let document = try SkillDocument.parse(text: """
        # Rules

        See @docs/a.md, @b.md. Mail me at me@example.com.

        `@docs/in-code.md` stays code, and so does

        ```
        @docs/in-block.md
        ```

        - Also @nested/c.md (but not (@in-parentheses.md): the `@` opens a word)
        """, path: "CLAUDE.md")
        #expect(document.importCandidates.map(\.reference) == ["docs/a.md", "b.md", "nested/c.md"])
        #expect(document.importCandidates.first?.line == 3)
    }

    @Test func validateReportsABrokenImport() throws {
        let layout = try Layout()
        try layout.write("CLAUDE.md", "# Project\n\n@AGENTS.md\n@docs/missing.md\n\nWe use @MainActor and @package.json.\n")
        let run = layout.run(["validate", ".", "--format", "json"])
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.contains("document-broken-import"))
        #expect(run.out.contains("'@docs/missing.md' imports nothing"))
        #expect(!run.out.contains("'@MainActor'") && !run.out.contains("'@package.json'") && !run.out.contains("'@AGENTS.md'"))
    }

    /// An imported document is a document of its own: listed with its importer's agents, its
    /// own broken imports reported at its own lines, a cycle read once.
    @Test func validateListsImportedDocuments() throws {
        let layout = try Layout()
        try layout.write("CLAUDE.md", "# Project\n\n@docs/rules.md\n")
        try layout.write("docs/rules.md", "# Rules\n\n- Never call `sleep`.\n\n@../CLAUDE.md\n@gone.md\n")
        let run = layout.run(["validate", ".", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.err)")
        let documents = try #require(object["documents"] as? [[String: Any]])
        let importer = try #require(documents.first { $0["path"] as? String == "CLAUDE.md" })
        let imported = try #require(documents.first { $0["path"] as? String == "docs/rules.md" }, "\(documents)")
        #expect(documents.filter { $0["path"] as? String == "docs/rules.md" }.count == 1)
        #expect(imported["importedBy"] as? String == "CLAUDE.md")
        #expect(imported["agents"] as? [String] == importer["agents"] as? [String])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["path"] as? String == "docs/rules.md" && $0["line"] as? Int == 6
            && ($0["message"] as? String)?.contains("'@gone.md' imports nothing") == true }, "\(findings)")
        let text = layout.run(["validate", "."])
        #expect(text.out.contains("| `docs/rules.md` | Claude Code (imported by `CLAUDE.md`) |"), "\(text.out)")
    }

    /// A scoped document whose globs match nothing is never applied; a Windsurf rule file past
    /// what Windsurf reads is cut. Both are said at the document's line.
    @Test func validateTellsScopesThatMatchNothingAndCutDocuments() throws {
        let layout = try Layout()
        try layout.write(".github/instructions/tests.instructions.md", "---\napplyTo: \"Tests/**/*.swift\"\n---\n- Never call `sleep`.\n")
        try layout.write(".github/instructions/app.instructions.md", "---\napplyTo: \"App/**/*.swift\"\n---\n- Never call `sleep`.\n")
        try layout.write(".windsurf/rules/long.md", String(repeating: "- Never call `sleep` in a loop that polls.\n", count: 200))
        try layout.write(".windsurf/rules/short.md", "- Never call `sleep`.\n")
        let run = layout.run(["validate", ".", "--format", "json"])
        #expect(run.out.contains("document-scope-matches-nothing"))
        #expect(run.out.contains("'Tests/**/*.swift') match no file"))
        #expect(!run.out.contains("'App/**/*.swift') match no file"))
        #expect(run.out.contains("document-too-long"))
        #expect(run.out.contains("8600 characters: Windsurf reads the first 6000"), "\(run.out)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let cut = findings.filter { $0["ruleId"] as? String == "document-too-long" }.compactMap { $0["path"] as? String }
        #expect(cut == [".windsurf/rules/long.md"])
        #expect(findings.first { $0["ruleId"] as? String == "document-too-long" }?["line"] as? Int == 140)
    }

    /// From a sub-folder, a scope that reaches files elsewhere in the repository is not
    /// reported as naming a folder the repository lacks; one that reaches nothing anywhere is.
    @Test func scopeWarningsLookAtTheWholeRepository() throws {
        let layout = try Layout()
        try layout.write("SDK/Client.swift", "import UIKit\n")
        try layout.write("Features/Home/AGENTS.md", "- Never import `UIKit` in `SDK/`.\n- Never import `UIKit` in `Kit/`.\n")
        let run = layout.run(["audit", "--format", "json"], from: "Features/Home")
        #expect(run.err.contains("no folder `Kit/`"), "\(run.err)")
        #expect(!run.err.contains("no folder `SDK/`"), "\(run.err)")
    }

    /// A manual item that names no file or folder is about the change as a whole: no one file
    /// "brings it in".
    @Test func processItemsAreBroughtInByNoFile() throws {
        let layout = try Layout()
        try layout.write("AGENTS.md", "# Conventions\n\n- Never call `NSLog`.\n- Keep pull requests small and focused.\n")
        try layout.commit("process item")
        let run = layout.run(["checklist", "--base", "main", "--format", "md"])
        let line = try #require(run.out.split(separator: "\n").first { $0.contains("Keep pull requests small") })
        #expect(!line.contains("brought in by"), "\(line)")
        #expect(line.contains("the change as a whole"), "\(line)")
        // A checked item still names the file that brought it in.
        #expect(run.out.split(separator: "\n").contains { $0.contains("Never call `NSLog`") && $0.contains("brought in by") })
    }

    /// An error names the file as the user would type it from where the run started, never the
    /// runner's absolute path.
    @Test func errorsNameFilesRelativeToTheWorkingDirectory() throws {
        let layout = try Layout()
        try layout.write(".preflight.yml", "targets: [Core]\n")
        let top = layout.run(["audit"])
        #expect(top.code == 2)
        #expect(top.err.hasPrefix("error: .preflight.yml:1:10: "), "\(top.err)")
        let nested = layout.run(["audit"], from: "Features/Home")
        #expect(nested.err.hasPrefix("error: ../../.preflight.yml:1:10: "), "\(nested.err)")
        #expect(!nested.err.contains(layout.container.path))
    }

    @Test func explainSuggestsTheNearestIds() throws {
        let layout = try Layout()
        let bare = layout.run(["explain", "never-call-sleep"])
        #expect(bare.code == 2)
        #expect(bare.err.contains("did you mean 'conventions/never-call-sleep'?"), "\(bare.err)")
        let typo = layout.run(["explain", "conventions/never-call-slep"])
        #expect(typo.err.contains("did you mean 'conventions/never-call-sleep'?"), "\(typo.err)")
        let nothing = layout.run(["explain", "zzz"])
        #expect(nothing.err.contains("`preflight rules` lists the check ids"), "\(nothing.err)")
    }

    /// The message names the rule's suffixes, not the document's example names built on them.
    @Test func typeSuffixesAreTheShortestForms() throws {
        let check = TypeSuffixCheck(conformance: "View", suffixes: ["View", "Button", "LogoutButton", "EmailTextField", "TextField"])
        #expect(check.suffixes == ["View", "Button", "TextField"])
        let file = SourceFile(path: "A.swift", text: "struct LogoutButton: View {}\nstruct Profile: View {}\n")
        let violations = check.run(on: file, context: CheckContext())
        #expect(violations.map(\.line) == [2])
        #expect(violations.first?.message.contains("LogoutButton") == false)
    }
}
