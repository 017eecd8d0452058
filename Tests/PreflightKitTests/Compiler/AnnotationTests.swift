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

@Suite struct AnnotationTests {
    /// A checklist whose first item (line 5) carries `annotation` on the lines after it.
    private func document(_ annotation: String, item: String = "No `ObservableObject` in new code.") -> String {
        "# Probe\n\n## Checklist\n\n- [ ] \(item)\n" + annotation.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n") + "\n- [ ] Indent with 4 spaces.\n"
    }

    private func failure(_ text: String) -> PreflightError? {
        do {
            _ = try Probe.compile(text)
            return nil
        } catch let error as PreflightError {
            return error
        } catch {
            return PreflightError("unexpected error \(error)")
        }
    }

    private func firstItem(_ skill: CompiledSkill) throws -> CompiledItem {
        try #require(skill.items.first { $0.statement.line == 5 })
    }

    @Test func addsACheck() throws {
        let skill = try Probe.compile(document("""
        <!-- preflight:
          checks:
            - kind: forbidden-symbol
              symbols: ["@Published"]
        -->
        """))
        let item = try firstItem(skill)
        #expect(item.checks.map(\.kind).sorted() == ["forbidden-symbol", "forbidden-symbol"])
        let summaries = item.checks.map(\.check.summary).joined(separator: " ")
        #expect(summaries.contains("ObservableObject") && summaries.contains("@Published"))
        #expect(Set(item.checks.map(\.id)).count == 2)
    }

    @Test func replaceDropsWhatTheProseSaid() throws {
        let skill = try Probe.compile(document("""
        <!-- preflight:
          replace: true
          checks:
            - kind: line-length
              max: 90
        -->
        """))
        let item = try firstItem(skill)
        #expect(item.checks.map(\.kind) == ["line-length"])
        #expect(item.checks.first?.check.parameters.first?.value == .int(90))
    }

    @Test func manualKeepsTheReason() throws {
        let skill = try Probe.compile(document(#"<!-- preflight: {manual: "legacy screens still use it"} -->"#))
        let item = try firstItem(skill)
        #expect(item.status == .manual)
        #expect(item.checks.isEmpty)
        #expect(item.reason == "legacy screens still use it")
    }

    @Test func disableDropsTheItemFromAudit() throws {
        let text = document("<!-- preflight: {disable: true} -->")
        let skill = try Probe.compile(text)
        let item = try firstItem(skill)
        #expect(item.disabled)
        #expect(item.checks.isEmpty)
        #expect(!skill.reportedItems.contains { $0.id == item.id })

        let root = try Probe.temporaryFolder("preflight-annotation")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("import Combine\n\nfinal class Model: ObservableObject {\n    var a = 1\n}\n", to: "Sources/Model.swift", in: root)
        let (report, findings) = try Engine(ruleSet: RuleSet(skills: [skill]), configuration: nil).audit(root: root.path)
        #expect(findings.isEmpty)
        let reported = report.skills.flatMap(\.items)
        #expect(!reported.contains { $0.id == item.id })
        #expect(reported.map(\.text) == ["Indent with 4 spaces."])

        let enabled = try Probe.compile(document(""))
        let (_, enabledFindings) = try Engine(ruleSet: RuleSet(skills: [enabled]), configuration: nil).audit(root: root.path)
        #expect(enabledFindings.map(\.line) == [3])
    }

    @Test func unknownKey() throws {
        let error = try #require(failure(document("""
        <!-- preflight:
          frobnicate: true
        -->
        """)))
        #expect(error.file == "Skills/probe/SKILL.md")
        #expect(error.line == 7)
        #expect(error.message.contains("frobnicate"))
    }

    @Test func unknownKind() throws {
        let error = try #require(failure(document("""
        <!-- preflight:
          checks:
            - kind: forbidden-vibes
              symbols: [Foo]
        -->
        """)))
        #expect(error.file == "Skills/probe/SKILL.md")
        #expect(error.line == 8)
        #expect(error.message.contains("forbidden-vibes"))
    }

    @Test func missingParameter() throws {
        let error = try #require(failure(document("""
        <!-- preflight:
          checks:
            - kind: line-length
        -->
        """)))
        #expect(error.file == "Skills/probe/SKILL.md")
        #expect(error.line == 8)
        #expect(error.message.contains("max"))
    }

    @Test func badYAML() throws {
        let error = try #require(failure(document("""
        <!-- preflight:
          checks: [unclosed
          replace: true
        -->
        """)))
        #expect(error.file == "Skills/probe/SKILL.md")
        #expect(error.line.map { (7...8).contains($0) } == true, "line \(String(describing: error.line))")
        #expect(error.message.contains("YAML"))
    }

    @Test func parameterOfTheWrongType() throws {
        let error = try #require(failure(document("""
        <!-- preflight:
          checks:
            - kind: line-length
              max: wide
        -->
        """)))
        #expect(error.file == "Skills/probe/SKILL.md")
        #expect(error.line == 9)
        #expect(error.message.contains("max"))
    }

    @Test func errorLineCountsFromTheDocumentNotTheComment() throws {
        let shifted = "Intro.\n\nMore intro.\n\n" + document("""
        <!-- preflight:
          checks:
            - kind: forbidden-vibes
        -->
        """)
        let error = try #require(failure(shifted))
        #expect(error.line == 12)
    }
}
