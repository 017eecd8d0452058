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
@testable import PreflightCLI

/// The example app audited with the shipped skills, through the library and through the CLI.
@Suite struct AuditEndToEndTests {
    struct Place: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var description: String { "\(path):\(line)" }
    }

    /// The rows of the first table in `ExampleApp.violations.md`: `| # | file | line | …`.
    static func expectedViolations() throws -> Set<Place> {
        let url = Probe.packageRoot.appendingPathComponent("Tests/Fixtures/ExampleApp.violations.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var places = Set<Place>()
        var inTable = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("| # |") { inTable = true; continue }
            guard inTable else { continue }
            guard trimmed.hasPrefix("|") else { break }
            let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, Int(cells[1]) != nil, let number = Int(cells[3]) else { continue }
            places.insert(Place(path: cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")), line: number))
        }
        return places
    }

    static func audit(_ root: String, configuration: Configuration? = nil) throws -> (report: Report, findings: [Finding]) {
        let (report, findings) = try Engine(ruleSet: try Probe.shippedRuleSet(), configuration: configuration).audit(root: root)
        return (report, findings)
    }

    static func places(_ findings: [Finding]) -> Set<Place> {
        Set(findings.map { Place(path: $0.path, line: $0.line) })
    }

    private func auditArguments(_ root: String, _ extra: String...) -> [String] {
        ["audit", root, "--skill", Probe.skillsFolder] + extra
    }

    @Test func everyDeliberateViolationAndNothingElse() throws {
        let expected = try Self.expectedViolations()
        #expect(expected.count == 14)
        let (report, findings) = try Self.audit(Probe.exampleApp)
        let found = Self.places(findings)
        #expect(found.subtracting(expected).isEmpty, "unexpected: \(found.subtracting(expected).sorted { $0.description < $1.description })")
        #expect(expected.subtracting(found).isEmpty, "missed: \(expected.subtracting(found).sorted { $0.description < $1.description })")
        let reported = Self.places(report.skills.flatMap(\.items).flatMap(\.findings))
        #expect(reported == expected)
    }

    /// Each row's "checklist item broken" is a failed item holding the finding at that place.
    @Test func eachViolationFailsTheItemTheTableNames() throws {
        let url = Probe.packageRoot.appendingPathComponent("Tests/Fixtures/ExampleApp.violations.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let (report, _) = try Self.audit(Probe.exampleApp)
        let failed = report.skills.flatMap { skill in skill.items.map { (skill.name, $0) } }.filter { $0.1.status == .failed }
        var rows = 0
        for line in text.components(separatedBy: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 6, Int(cells[1]) != nil, let number = Int(cells[3]) else { continue }
            rows += 1
            let path = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let skill = cells[4], itemText = String(cells[5].prefix(25))
            let holders = failed.filter { $0.1.findings.contains { $0.path == path && $0.line == number } }
            #expect(holders.contains { $0.0 == skill && $0.1.text.hasPrefix(itemText) },
                    "\(path):\(number) not reported under \(skill): \(itemText)… (found under \(holders.map { $0.1.text }))")
        }
        #expect(rows == 14)
        let importShared = try #require(report.skills.flatMap(\.items).first { $0.text.hasPrefix("`…Item` files never `import shared`") })
        // Its check passes, but "KMP mapping stays in the `…Client`" is for a person: partly checked.
        #expect(importShared.status == .partlyChecked)
        #expect(importShared.uncheckedParts == ["KMP mapping stays in the `…Client`"])
    }

    @Test(arguments: ["md", "json", "sarif"])
    func twoRunsAreByteIdentical(_ format: String) throws {
        let first = Probe.cli(auditArguments(Probe.exampleApp, "--format", format))
        let second = Probe.cli(auditArguments(Probe.exampleApp, "--format", format))
        #expect(first.code == 1)
        #expect(!first.out.isEmpty)
        #expect(first.out == second.out)
    }

    @Test func suppressionCommentHidesAFindingAndAnUnknownIdIsANotice() throws {
        let app = try Probe.copyOfExampleApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let (_, before) = try Self.audit(app.path)
        let padding = before.filter { $0.path == "Features/Settings/SettingsView.swift" && $0.line == 41 }
        #expect(!padding.isEmpty)
        let ids = Set(padding.map(\.ruleId)).sorted()

        var lines = try Probe.read("Features/Settings/SettingsView.swift", in: app).components(separatedBy: "\n")
        let indent = String(lines[40].prefix { $0 == " " })
        for id in ids.reversed() { lines.insert(indent + "// preflight:disable-next-line \(id)", at: 40) }
        lines.insert(indent + "// preflight:disable-next-line nobody/no-such-rule", at: 34)
        try Probe.write(lines.joined(separator: "\n"), to: "Features/Settings/SettingsView.swift", in: app)

        let (report, after) = try Self.audit(app.path)
        #expect(!after.contains { $0.path == "Features/Settings/SettingsView.swift" })
        #expect(after.count == before.count - padding.count)
        #expect(report.notices.contains { $0.path == "Features/Settings/SettingsView.swift" && $0.line == 35 && $0.message.contains("nobody/no-such-rule") })
    }

    @Test func configurationDisablesAnItem() throws {
        let app = try Probe.copyOfExampleApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let (report, _) = try Self.audit(app.path)
        // Every item the fault breaks (a checklist item and the rule it repeats may each carry a check for it).
        let items = report.skills.flatMap(\.items).filter { item in
            item.findings.contains { $0.path == "Features/Home/HomeItem.swift" }
        }
        #expect(!items.isEmpty)
        try Probe.write("items:\n" + items.map { "  \($0.id):\n    disabled: true\n" }.joined(), to: ".preflight.yml", in: app)
        let run = Probe.cli(auditArguments(app.path, "--format", "json"))
        #expect(run.code == 1)
        #expect(!run.out.contains("Features/Home/HomeItem.swift"))
        #expect(run.out.contains("Features/Settings/SettingsView.swift"))
    }

    @Test func unknownConfigurationKeyIsAnErrorWithItsLine() throws {
        let app = try Probe.copyOfExampleApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try Probe.write("# settings\nmaxLineLength: 140\nfrobnicate: yes\n", to: ".preflight.yml", in: app)
        let output = app.appendingPathComponent("report.md").path
        let run = Probe.cli(auditArguments(app.path, "--output", output))
        #expect(run.code == 2)
        #expect(run.err.contains(".preflight.yml:3"))
        #expect(run.err.contains("frobnicate"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func baselineRoundTrip() throws {
        let app = try Probe.copyOfExampleApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let baseline = app.deletingLastPathComponent().appendingPathComponent("baseline.json").path
        let write = Probe.cli(auditArguments(app.path, "--write-baseline", baseline))
        #expect(write.code == 0, "\(write.err)")
        #expect(FileManager.default.fileExists(atPath: baseline))

        let clean = Probe.cli(auditArguments(app.path, "--baseline", baseline, "--format", "json"))
        #expect(clean.code == 0, "\(clean.err)")
        let cleanJSON = try #require(try JSONSerialization.jsonObject(with: Data(clean.out.utf8)) as? [String: Any])
        #expect((cleanJSON["summary"] as? [String: Any])?["failed"] as? Int == 0)

        let about = try Probe.read("Features/Settings/AboutView.swift", in: app)
        #expect(about.components(separatedBy: "\n")[43].contains(".padding(Spacing.medium)"))
        try Probe.write(about.replacingOccurrences(of: ".padding(Spacing.medium)", with: ".padding(12)"),
                        to: "Features/Settings/AboutView.swift", in: app)
        let dirty = Probe.cli(auditArguments(app.path, "--baseline", baseline, "--format", "json"))
        #expect(dirty.code == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dirty.out.utf8)) as? [String: Any])
        var places: [String] = []
        for skill in json["skills"] as? [[String: Any]] ?? [] {
            for item in skill["items"] as? [[String: Any]] ?? [] {
                for finding in item["findings"] as? [[String: Any]] ?? [] {
                    places.append("\(finding["path"] as? String ?? ""):\(finding["line"] as? Int ?? 0)")
                }
            }
        }
        #expect(Set(places) == ["Features/Settings/AboutView.swift:44"])
    }

    @Test func gitignoredFilesAreNotAudited() throws {
        let app = try Probe.copyOfExampleApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let bad = "import SwiftUI\nfinal class BadModel: ObservableObject {\n    let userID = 1\n}\n"
        try Probe.write(bad, to: "Derived/Sources/Generated.swift", in: app)
        try Probe.write(bad, to: "Core/Generated/Leak.swift", in: app)
        let (_, findings) = try Self.audit(app.path)
        #expect(!findings.contains { $0.path.hasPrefix("Derived/") })
        #expect(findings.contains { $0.path == "Core/Generated/Leak.swift" })
    }

    @Test func exitCodesThroughTheCLI() throws {
        #expect(Probe.cli(auditArguments(Probe.exampleApp, "--format", "text")).code == 1)

        let clean = try Probe.temporaryFolder("preflight-clean")
        defer { try? FileManager.default.removeItem(at: clean) }
        try Probe.write("# Notes\n", to: "README.md", in: clean)
        let passing = Probe.cli(auditArguments(clean.path, "--format", "json"))
        #expect(passing.code == 0, "\(passing.err)")

        let missing = Probe.cli(auditArguments(clean.appendingPathComponent("nope").path))
        #expect(missing.code == 2)
        #expect(missing.err.contains("nope"))

        let badSkill = Probe.cli(["audit", clean.path, "--skill", clean.appendingPathComponent("missing-skill").path])
        #expect(badSkill.code == 2)
        #expect(badSkill.err.contains("missing-skill"))
    }

    @Test func outputWritesTheWholeReport() throws {
        let folder = try Probe.temporaryFolder("preflight-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("audit.sarif").path
        let run = Probe.cli(auditArguments(Probe.exampleApp, "--format", "sarif", "--output", output))
        #expect(run.code == 1)
        #expect(run.out.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let sarif = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count >= 14)
    }
}
