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

@Suite struct JSONReporterTests {
    let output = JSONReporter.generateReport(ReportFixtures.audit, options: ReportOptions(rootName: "My App"))

    func parsed(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func specFieldsAndSummary() throws {
        let root = try parsed(output)
        #expect(root["version"] as? Int == 1)
        #expect(root["command"] as? String == "audit")
        #expect(root["root"] as? String == "My App")
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary == ["passed": 2, "failed": 2, "manual": 1, "notApplicable": 1, "partlyChecked": 0, "suspect": 0,
                            "findings": 11, "errors": 10, "warnings": 1, "notes": 0, "baselined": 0, "suspectFindings": 0])
        let skills = try #require(root["skills"] as? [[String: Any]])
        #expect(skills.map { $0["name"] as? String } == ["swiftui", "logging"])
        #expect(skills[0]["path"] as? String == "Skills/swiftui/SKILL.md")
        let items = try #require(skills[0]["items"] as? [[String: Any]])
        #expect(items.map { $0["status"] as? String } == ["failed", "passed", "manual", "notApplicable"])
        #expect(items.map { $0["id"] as? String } == ["swiftui/state-private", "swiftui/navigation-stack",
                                                      "swiftui/accessibility-labels", "swiftui/kotlin-naming"])
        #expect(Set(items[0].keys) == ["id", "text", "kind", "status", "suspect", "reason", "document", "appliesBecause",
                                       "appliesReason", "uncheckedParts", "unlistedFindings", "checks", "findings"])
        #expect(items[0]["suspect"] is NSNull)
        #expect(items[0]["text"] as? String == "Mark `@State` properties private")
        #expect(items[0]["kind"] as? String == "checklist")
        #expect(items[0]["reason"] is NSNull)
        #expect(items[0]["appliesBecause"] is NSNull)
        #expect(items[2]["reason"] as? String == "no check can tell an icon-only button from its look")
        let document = try #require(items[2]["document"] as? [String: Any])
        #expect(document["path"] as? String == "Skills/swiftui/SKILL.md")
        #expect(document["line"] as? Int == 42)
        let checks = try #require(items[0]["checks"] as? [[String: Any]])
        #expect(checks.map { $0.compactMapValues { $0 as? String } } == [["id": "swiftui/state-private", "kind": "requiredModifier",
                                                                          "description": "`@State` properties are declared `private`",
                                                                          "severity": "error"]])
        #expect(checks.first?["suspect"] is NSNull)
        #expect((items[1]["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func findingsInOrderWithNullColumnAndExactText() throws {
        let root = try parsed(output)
        let skills = try #require(root["skills"] as? [[String: Any]])
        let items = try #require(skills[0]["items"] as? [[String: Any]])
        let findings = try #require(items[0]["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(Set(findings[0].keys) == ["ruleId", "path", "line", "column", "severity", "message", "ruleIds", "items", "suspect"])
        #expect(findings[0]["suspect"] as? Bool == false)
        #expect(findings[0]["ruleIds"] as? [String] == ["swiftui/state-private"])
        #expect(findings[0]["path"] as? String == "Features/Home/Home View.swift")
        #expect(findings[0]["line"] as? Int == 12)
        #expect(findings[0]["column"] as? Int == 5)
        #expect(findings[0]["severity"] as? String == "error")
        #expect(findings[0]["message"] as? String == "State `count` must be private | see <docs> & @MainActor")
        #expect(findings[1]["path"] as? String == "Features/Réglages/Écran.swift")
        #expect(findings[1]["column"] is NSNull)
        let logging = try #require((skills[1]["items"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(logging.map { $0["line"] as? Int } == [10, 20, 30, 40, 50, 60, 70, 80])
        #expect(logging[0]["message"] as? String == "`print(` is forbidden\nuse Logger")
    }

    @Test func skippedFilesAndNoticesSorted() throws {
        let root = try parsed(output)
        let skipped = try #require(root["skippedFiles"] as? [[String: String]])
        #expect(skipped == [["path": "Assets/blob.dat", "reason": "not UTF-8"], ["path": "Assets/huge.json", "reason": "larger than 1 MB"]])
        let notices = try #require(root["notices"] as? [[String: Any]])
        #expect(notices.first?["ruleId"] as? String == "preflight/unknown-suppression")
        #expect(notices.first?["severity"] as? String == "warning")
    }

    @Test func fixedKeyOrderPrettyPrintedUTF8() {
        #expect(output.hasPrefix("{\n  \"version\": 1,\n  \"command\": \"audit\",\n  \"root\": \"My App\",\n  \"change\": null,\n  \"skills\": [\n"))
        #expect(output.contains("\"summary\": {\n    \"passed\": 2,\n    \"failed\": 2,\n    \"manual\": 1,\n    \"notApplicable\": 1,\n"
            + "    \"partlyChecked\": 0,\n    \"suspect\": 0,\n    \"findings\": 11,\n    \"errors\": 10,\n    \"warnings\": 1,\n"
            + "    \"notes\": 0,\n    \"baselined\": 0,\n    \"suspectFindings\": 0\n  },\n  \"firingRates\": \"measured\",\n"
            + "  \"topChecks\": [],\n  \"firingChecks\": [],\n  \"skippedFiles\": ["))
        #expect(output.contains("\"path\": \"Features/Réglages/Écran.swift\""))
        #expect(output.contains("\"message\": \"`print(` is forbidden\\nuse Logger\""))
        #expect(!output.contains("\\/"))
        #expect(output.hasSuffix("}\n"))
    }

    @Test func checklistCarriesAppliesBecause() throws {
        let root = try parsed(JSONReporter.generateReport(ReportFixtures.checklist, options: ReportOptions()))
        #expect(root["command"] as? String == "checklist")
        let items = try #require((root["skills"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        #expect(items.map { $0["appliesBecause"] as? String } == ["Features/Home/HomeView.swift",
                                                                 "Features/Settings/Settings View.swift",
                                                                 "Features/Home/HomeView.swift"])
    }

    @Test func emptyReport() throws {
        let text = JSONReporter.generateReport(Report(command: .review, skills: []), options: ReportOptions())
        let root = try parsed(text)
        #expect((root["skills"] as? [Any])?.isEmpty == true)
        #expect(text.contains("\"skills\": [],"))
        #expect(root["summary"] as? [String: Int] == ["passed": 0, "failed": 0, "manual": 0, "notApplicable": 0, "partlyChecked": 0,
                                                      "suspect": 0, "findings": 0, "errors": 0, "warnings": 0, "notes": 0,
                                                      "baselined": 0, "suspectFindings": 0])
    }

    @Test func escapesControlCharactersAndSeparators() throws {
        var string = ""
        JSONValue.writeString("q\"b\\\u{1}\u{1B}\t\u{2028}é", to: &string)
        #expect(string == "\"q\\\"b\\\\\\u0001\\u001b\\t\\u2028é\"")
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(string)]".utf8)) as? [String]
        #expect(decoded == ["q\"b\\\u{1}\u{1B}\t\u{2028}é"])
    }

    @Test func deterministic() {
        #expect(output == JSONReporter.generateReport(ReportFixtures.audit, options: ReportOptions(rootName: "My App")))
        #expect(output == JSONReporter.generateReport(ReportFixtures.shuffled(ReportFixtures.audit), options: ReportOptions(rootName: "My App")))
    }
}
