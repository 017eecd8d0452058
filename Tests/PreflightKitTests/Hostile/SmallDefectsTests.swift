import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightSwiftSource
@testable import PreflightValidate

/// The smaller defects of issue 9, each from its smallest reproduction.
@Suite struct SmallDefectsTests {
    @Test(arguments: [0, -4])
    func indentationWidthThatNothingValidatedNeverTraps(_ width: Int) {
        let file = SourceFile(path: "A.swift", text: "struct A {\n\tlet a = 1\n   let b = 2\n}\n")
        let violations = IndentationCheck(width: width).run(on: file, context: CheckContext())
        #expect(violations.map(\.line) == [2])
    }

    /// Found by the compiler fuzz target: a table whose delimiter row holds a carriage return
    /// (`|---\r|---|`) leaves its header row behind as a paragraph cmark-gfm gives no position
    /// (line 0), and the item read from it was reported at `AGENTS.md:0`.
    @Test func aBlockCmarkLeavesWithoutAPositionTakesItsNeighboursLine() throws {
        let text = "# Rules\n\n| Do | Don't |\n|---\r|-------|\n| `let a: Decimal` | `let a: Double` |\n"
        let document = try SkillDocument.parse(text: text, path: "AGENTS.md")
        #expect(document.blocks.allSatisfy { $0.startLine >= 1 }, "\(document.blocks.map { ($0.kind, $0.startLine) })")
        let skill = try SkillCompiler.compile(document)
        #expect(!skill.items.isEmpty)
        #expect(skill.items.allSatisfy { $0.statement.line >= 1 && $0.statement.line <= document.lineCount })
    }

    /// Found by the compiler fuzz target: a private-use character in a statement's prose read as
    /// the placeholder of a term that does not exist, and the reading indexed past its terms.
    @Test func aPrivateUseCharacterInProseIsNoTermPlaceholder() throws {
        let utterance = Utterance("Never call `print` \u{EF09} in views \u{E000}.")
        for character in utterance.characters {
            if let index = Utterance.termIndex(character) { #expect(index < utterance.terms.count) }
        }
        let text = "# Rules\n\n- Never call `print` \u{EF09} in views.\n- 強制アンラップ（`!`\u{EF09}）は禁止です。\n"
        let skill = try SkillCompiler.compile(try SkillDocument.parse(text: text, path: "AGENTS.md"))
        #expect(skill.items.count == 2)
    }

    @Test func baselineErrorsNameTheLine() throws {
        let cases: [(String, Int, String)] = [
            ("{\n  \"version\": 1,\n  \"findings\": [\n    {\"ruleId\": x}\n  ]\n}\n", 4, "malformed baseline: not valid JSON"),
            ("{\n  \"version\": 1,\n  \"findings\": [\n    {\"ruleId\": \"a\", \"path\": \"p\", \"lineText\": \"t\", \"occurrence\": 0, \"message\": \"m\"},\n    {\"ruleId\": 3, \"path\": \"p\", \"lineText\": \"t\", \"occurrence\": 0, \"message\": \"m\"}\n  ]\n}\n",
             5, "malformed baseline: findings[1].ruleId has the wrong type"),
            ("{\n  \"version\": 1,\n  \"findings\": [\n    {\"ruleId\": \"a\"}\n  ]\n}\n", 4, "malformed baseline: findings[0] lacks \"path\""),
            ("{\n  \"findings\": [],\n  \"version\": 7\n}\n", 3, "unsupported baseline version 7 (this preflight reads version 1)"),
            (String(repeating: "[", count: 10_000), 1, "malformed baseline: nested too deeply"),
        ]
        for (text, line, message) in cases {
            #expect(throws: PreflightError(file: "b.json", line: line, message)) {
                _ = try Baseline.parse(Array(text.utf8), file: "b.json")
            }
        }
    }

    @Test func controlCharactersAndBidiOverridesAreEscapedInWhatPeopleRead() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", "# Demo\n\n## Checklist\n\n- [ ] Never call `print(` \u{1B}[2J here \u{202E}txt.exe.\n")
        try tree.write("App/Main.swift", "print(1)\n")
        // A binary file whose name carries an escape sequence and a right-to-left override.
        try Data([0, 1, 2]).write(to: URL(fileURLWithPath: tree.path("App/\u{1B}]0;owned\u{7}\u{202E}gpj.swift")))
        for format in ["md", "github", "text", "xcode"] {
            let run = tree.run(["audit", ".", "--format", format])
            #expect(run.code == 1, "\(format): \(run.err)")
            #expect(!run.out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" }, "\(format)")
            // Xcode's format lists findings only, not skipped files.
            #expect(format == "xcode" || run.out.contains("\\u{202E}gpj.swift"), "\(format): \(run.out)")
        }
        // JSON keeps the text (escaped as JSON escapes it).
        let json = tree.run(["audit", ".", "--format", "json"])
        #expect(json.out.contains("\u{202E}gpj.swift"))
        let compile = tree.run(["compile", ".claude/skills/demo/SKILL.md"])
        #expect(!compile.out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        // The other readings of the documents a person reads: scopes against the tree, the
        // list of checks, one check explained.
        let id = try #require(tree.run(["rules", ".", "--format", "json"]).out
            .split(separator: "\"").first { $0.contains(":forbidden-") }.map(String.init))
        for command in [["compile", ".claude/skills/demo/SKILL.md", "--against", "."], ["rules", "."], ["explain", id, "."]] {
            let run = tree.run(command)
            #expect(run.code == 0, "\(command): \(run.err)")
            #expect(!run.out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" }, "\(command)")
            #expect(!run.err.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" }, "\(command)")
        }
        #expect("a\u{1B}b\u{202E}c\u{9B}d\ne\tf".displaySafe == "a\\u{1B}b\\u{202E}c\\u{9B}d\ne\tf")
    }

    @Test func errorMessagesQuotingTheInputAreEscaped() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.write(".preflight.yml", "incl\u{202E}ude: [App]\n")
        let run = tree.run(["audit", "."])
        #expect(run.code == 2)
        #expect(!run.err.contains("\u{202E}") && run.err.contains("incl\\u{202E}ude"), "\(run.err)")
    }

    @Test func yamlErrorLinesCountLineBreaksAsLibyamlDoes() throws {
        // A configuration with old Mac line endings: its second line is line 2.
        #expect(throws: PreflightError.self) { _ = try Configuration.parse("include: [App]\rbogus: 1\r", file: ".preflight.yml") }
        do {
            _ = try Configuration.parse("include: [App]\rbogus: 1\r", file: ".preflight.yml")
        } catch let error as PreflightError {
            #expect(error.line == 2, "\(error)")
        }
        #expect(YAMLReader.lastLine(of: "a: [\n") == (0, 4))
        #expect(YAMLReader.lastLine(of: "a\r\nb\rc") == (2, 1))
        #expect(YAMLReader.lastLine(of: "") == (0, 0))
    }

    @Test func sarifKeepsABackslashInAFileName() {
        let location = SARIFDocument.location(path: "App/a\\b.swift", line: 1, column: nil)
        func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
            guard case let .object(members)? = value else { return nil }
            return members.first { $0.0 == key }?.1
        }
        let uri = member(member(member(location, "physicalLocation"), "artifactLocation"), "uri")
        #expect(uri == .string("App/a%5Cb.swift"))
    }

    // MARK: validate

    @Test func validateReportsAKeyNoLoadingAgentReads() throws {
        let tree = try SkillTree()
        try tree.write(".agents/skills/demo/SKILL.md", SkillTree.skill(extra: "when_to_use: always\n"))
        try tree.write(".claude/skills/other/SKILL.md", SkillTree.skill(name: "other", extra: "when_to_use: always\n"))
        let report = try tree.validate()
        let finding = try #require(report.findings.first { $0.path == ".agents/skills/demo/SKILL.md" })
        #expect(finding.ruleId == ValidationRules.fieldUnknown.id && finding.severity == .warning && finding.line == 4)
        #expect(finding.message.contains("read only by Claude Code"))
        // Where Claude Code loads it, the key is read: a note only.
        #expect(report.findings.first { $0.path == ".claude/skills/other/SKILL.md" }?.ruleId == ValidationRules.fieldAgentSpecific.id)
    }

    @Test func validateReportsASkillLinkedFromOutsideInAnyFolder() throws {
        let outside = try SkillTree()
        try outside.write("s/SKILL.md", SkillTree.skill(name: "s"))
        let tree = try SkillTree()
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("skills"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("skills/s").path,
                                                   withDestinationPath: outside.root.appendingPathComponent("s").path)
        try tree.write(".claude/skills/demo/SKILL.md", SkillTree.validSkill)
        let report = try tree.validate()
        let finding = try #require(report.findings.first { $0.path == "skills/s" })
        #expect(finding.ruleId == ValidationRules.layoutLinkOutside.id)
        #expect(finding.message.contains("outside the validated path: it was not read"))
    }

    @Test func validateNamesABinarySkillFileAsNotUTF8() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/bin/SKILL.md", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]))
        let finding = try #require(try tree.validate().findings.first)
        #expect(finding.ruleId == ValidationRules.fileBinary.id && finding.severity == .error)
        #expect(finding.message.contains("not UTF-8 text"))
    }

    @Test func validateRejectsANonASCIIName() throws {
        for name in ["café", "cafe\u{0301}", "аbc", "ｃａｆｅ"] {
            let report = try SkillTree.single(SkillTree.skill(name: name))
            #expect(report.findings.contains { $0.ruleId == ValidationRules.nameCharacters.id && $0.line == 2 }, "\(name)")
        }
    }

    @Test func validateReadsNeitherAFifoNorAHugeSkillFile() throws {
        let tree = try SkillTree()
        try tree.mkdir(".claude/skills/pipe")
        #expect(mkfifo(tree.root.appendingPathComponent(".claude/skills/pipe/SKILL.md").path, 0o600) == 0)
        try tree.write(".claude/skills/huge/SKILL.md", SkillTree.skill(name: "huge", body: String(repeating: "word ", count: 500_000)))
        let report = try tree.validate()
        let pipe = try #require(report.findings.first { $0.path == ".claude/skills/pipe/SKILL.md" })
        #expect(pipe.ruleId == ValidationRules.fileUnreadable.id && pipe.message.contains("is not a regular file"))
        let huge = try #require(report.findings.first { $0.path == ".claude/skills/huge/SKILL.md" })
        #expect(huge.ruleId == ValidationRules.fileUnreadable.id && huge.message.contains("skill files above 2 MB are not read"))
    }

    @Test func validFieldsAndLayoutsGiveNoFinding() throws {
        let tree = try SkillTree()
        try tree.write("shared/demo/SKILL.md", SkillTree.validSkill)
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent(".claude/skills"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent(".claude/skills/demo").path,
                                                   withDestinationPath: "../../shared/demo")
        #expect(try tree.validate().findings.isEmpty)
    }
}
