import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightChecks
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport

/// `preflight rules [PATH]` and `preflight explain ID`, as `swiftlint rules` lists and explains.
@Suite struct RulesAndExplainTests {
    typealias Repository = DiscoveryTests.Repository

    private func rules(_ repository: Repository, _ extra: [String] = []) throws -> [[String: Any]] {
        let run = Probe.cli(["rules", "--format", "json"] + extra, in: repository.path)
        #expect(run.code == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        return try #require(object["rules"] as? [[String: Any]])
    }

    @Test func everyCheckWithItsStateScopeAndFiles() throws {
        let repository = try Repository(config: "items:\n  naming:\n    disabled: true\n  copilot-instructions:\n    severity: warning\n")
        let listed = try rules(repository)
        func rule(_ prefix: String) throws -> [String: Any] { try #require(listed.first { ($0["id"] as? String)?.hasPrefix(prefix) == true }) }
        #expect(listed.count == 6)
        let nslog = try rule("AGENTS/")
        #expect(nslog["kind"] as? String == "forbidden-symbol")
        #expect(nslog["state"] as? String == "enabled")
        #expect(nslog["items"] as? [String] == ["AGENTS/never-call-nslog-use-module-s"])
        #expect(nslog["scope"] as? [String] == ["every swift file"])
        #expect(nslog["filesInScope"] as? Int == 7)
        // How the statement was read: its rule frames, and what of it became no check.
        #expect(nslog["frames"] as? [String] == ["mustNot `NSLog` · instead `Logger`", "must `Logger`"])
        #expect(nslog["missing"] as? [String] == [])
        #expect(try rule("naming/")["state"] as? String == "disabled")
        #expect(try rule("naming/")["filesInScope"] is NSNull)
        #expect(try rule("copilot-instructions/")["severity"] as? String == "warning")
        let nested = try rule("Features-Home-AGENTS/")
        #expect(nested["filesInScope"] as? Int == 2)
        #expect((nested["scope"] as? [String])?.contains("under Features/Home/ (its document's folder)") == true)
        let cursor = try rule("view-models/")
        #expect(cursor["filesInScope"] as? Int == 1)
        let document = try #require(cursor["document"] as? [String: Any])
        #expect(document["line"] as? Int == 6)
    }

    @Test func textIsATableWithTheManualItemsCounted() throws {
        let repository = try Repository()
        try repository.write("CLAUDE.md", "# Claude\n\n- Keep controllers thin.\n")
        let run = Probe.cli(["rules"], in: repository.path)
        #expect(run.code == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.first?.contains("ITEM") == true && lines.first?.contains("FILES") == true && lines.first?.contains("SCOPE") == true)
        #expect(lines.first?.hasSuffix("READ AS") == true)
        #expect(lines.contains { $0.hasPrefix("AGENTS/never-call-nslog") && $0.hasSuffix("mustNot `NSLog` · instead `Logger` | must `Logger`") })
        #expect(lines.contains { $0.hasPrefix("tests.instructions/") && $0.contains("its document's globs Tests/**") })
        #expect(run.out.contains("6 checks (6 enabled), 1 manual item"))
    }

    @Test func rulesOfAnotherFolderAndExplicitSkills() throws {
        let repository = try Repository()
        let elsewhere = try Probe.temporaryFolder("preflight-rules-cwd")
        let run = Probe.cli(["rules", repository.path, "--skill", repository.url.appendingPathComponent("AGENTS.md").path, "--format", "json"],
                            in: elsewhere.path)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("\"AGENTS/never-call-nslog-use-module-s:forbidden-symbol\""))
        #expect(!run.out.contains("naming/"))
        #expect(Probe.cli(["rules", "--format", "md"], in: repository.path).code == 2)
    }

    @Test func explainACheck() throws {
        let repository = try Repository(config: "items:\n  AGENTS:\n    severity: warning\n")
        let run = Probe.cli(["explain", "AGENTS/never-call-nslog-use-module-s:forbidden-symbol"], in: repository.path)
        #expect(run.code == 0, "\(run.err)")
        let text = run.out
        #expect(text.hasPrefix("AGENTS/never-call-nslog-use-module-s:forbidden-symbol\n"))
        #expect(text.contains("Never call `NSLog`; use the module's `Logger`."))
        #expect(text.contains("AGENTS.md:3 · rule · mustNot"))
        #expect(text.contains("How it was read\n  frame: mustNot `NSLog` · instead `Logger`\n  frame: must `Logger`\n"))
        #expect(text.contains("kind: forbidden-symbol — " + ForbiddenSymbolCheck.description.summary))
        #expect(text.contains("state: enabled, severity warning (the document says error)"))
        #expect(text.contains("looks at: every swift file — 7 files here"))
        // The kind's own examples, without the ↓ markers.
        #expect(text.contains("Examples of forbidden-symbol"))
        #expect(!text.contains("↓"))
        #expect(text.contains("// preflight:disable-next-line AGENTS/never-call-nslog-use-module-s:forbidden-symbol"))
        #expect(text.contains("items: {\"AGENTS/never-call-nslog-use-module-s:forbidden-symbol\": {disabled: true}}"))
    }

    @Test func explainAnItemAndAManualOne() throws {
        let repository = try Repository()
        try repository.write("CLAUDE.md", "# Claude\n\n- Keep controllers thin.\n")
        let item = Probe.cli(["explain", "view-models/never-use-observableobject-view-models-use"], in: repository.path)
        #expect(item.code == 0, "\(item.err)")
        #expect(item.out.contains("Checks\n  view-models/never-use-observableobject-view-models-use:forbidden-symbol"))
        #expect(item.out.contains("(enabled, 1 file)"))
        let manual = Probe.cli(["explain", "CLAUDE/keep-controllers-thin"], in: repository.path)
        #expect(manual.code == 0, "\(manual.err)")
        #expect(manual.out.contains("Manual: no check decides it"))
        #expect(manual.out.contains("How it was read\n  no rule frame: the reader found nothing required or forbidden\n"))
        // An unambiguous beginning is enough.
        let short = Probe.cli(["explain", "CLAUDE/keep"], in: repository.path)
        #expect(short.out == manual.out)
    }

    @Test func unknownIdsAreErrorsWithASuggestion() throws {
        let repository = try Repository()
        let typo = Probe.cli(["explain", "AGENTS/never-call-nslg-use-module-s"], in: repository.path)
        #expect(typo.code == 2)
        #expect(typo.err.contains("did you mean 'AGENTS/never-call-nslog-use-module-s'?"))
        #expect(typo.out.isEmpty)
        let missing = Probe.cli(["explain"], in: repository.path)
        #expect(missing.code == 2)
        #expect(missing.err.contains("missing RULE-OR-ITEM-ID"))
    }

    @Test func descriptionsAreReadThroughTheAccessor() {
        let check = ForbiddenImportCheck(modules: ["UIKit"])
        #expect(check.kindDescription.kind == "forbidden-import")
        #expect(CheckDescription.readable("import Foundation\n↓import UIKit") == "import Foundation\nimport UIKit")
    }
}
