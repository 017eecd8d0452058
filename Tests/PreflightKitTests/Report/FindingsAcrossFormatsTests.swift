import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository

/// One report rendered in every format: the same faults, at the same severities, in the same
/// number, whatever the format (SPEC: one result per fault).
@Suite struct FindingsAcrossFormatsTests {
    /// A fault as every format can state it: place, level and the rules that found it.
    struct Fault: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int?
        var level: String
        var rules: [String]
        var description: String { "\(path):\(line):\(column ?? 0) \(level) \(rules)" }
    }

    /// The example app with the shipped skills, one skill lowered to warnings and one item to
    /// notes, so the report holds three levels and faults shared across skills and items.
    static func report() throws -> Report {
        let configuration = try Configuration.parse("""
        items:
          swiftui-mvi-observable:
            severity: warning
          tca-kmp-feature/kotlin-facades-expose-named-methods-never:
            severity: note
          tca-kmp-feature/facade-methods-have-names-observeentries-markread:
            severity: note
        """, file: ".preflight.yml")
        return try Engine(ruleSet: try Probe.shippedRuleSet(), configuration: configuration).audit(root: Probe.exampleApp).report
    }

    static func level(_ severity: String) -> String { severity == "notice" ? "note" : severity }

    static func fromJSON(_ text: String) throws -> (faults: Set<Fault>, total: Int, errors: Int, warnings: Int, notes: Int) {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var faults = Set<Fault>()
        for skill in root["skills"] as? [[String: Any]] ?? [] {
            for item in skill["items"] as? [[String: Any]] ?? [] {
                for finding in item["findings"] as? [[String: Any]] ?? [] {
                    faults.insert(Fault(path: finding["path"] as! String, line: finding["line"] as! Int,
                                        column: finding["column"] as? Int, level: finding["severity"] as! String,
                                        rules: finding["ruleIds"] as! [String]))
                }
            }
        }
        let summary = try #require(root["summary"] as? [String: Int])
        return (faults, summary["findings"]!, summary["errors"]!, summary["warnings"]!, summary["notes"]!)
    }

    static func fromSARIF(_ text: String) throws -> [Fault] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        return (run["results"] as? [[String: Any]] ?? []).map { result in
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let region = physical?["region"] as? [String: Int]
            let rules = ((result["properties"] as? [String: Any])?["ruleIds"] as? [String]) ?? [result["ruleId"] as! String]
            return Fault(path: uri.removingPercentEncoding ?? uri, line: region?["startLine"] ?? 0, column: region?["startColumn"],
                         level: result["level"] as! String, rules: rules)
        }
    }

    static func fromGitHub(_ text: String) -> [Fault] {
        text.split(separator: "\n").compactMap { line -> Fault? in
            guard line.hasPrefix("::"), let end = line.range(of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)
            else { return nil }
            let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
            let level = String(head.prefix { $0 != " " })
            var properties: [String: String] = [:]
            for pair in head.dropFirst(level.count + 1).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { properties[String(parts[0])] = String(parts[1]).removingPercentEncoding }
            }
            guard let title = properties["title"], !title.hasPrefix("preflight: "), let path = properties["file"],
                  !path.hasSuffix("SKILL.md") else { return nil }
            return Fault(path: path, line: Int(properties["line"] ?? "") ?? 0, column: properties["col"].flatMap { Int($0) },
                         level: Self.level(level), rules: title.components(separatedBy: ", "))
        }
    }

    static func fromText(_ text: String) throws -> [Fault] {
        let pattern = try NSRegularExpression(pattern: #"^(.+?):(\d+)(?::(\d+))?: (error|warning|note): .* \[([^\]]+)\]$"#)
        return text.split(separator: "\n").compactMap { substring -> Fault? in
            let line = String(substring)
            guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
            func group(_ index: Int) -> String? {
                Range(match.range(at: index), in: line).map { String(line[$0]) }
            }
            let rules = group(5)!.components(separatedBy: ", ")
            guard !rules.allSatisfy({ $0.hasPrefix("preflight/") }) else { return nil }
            return Fault(path: group(1)!, line: Int(group(2)!)!, column: group(3).flatMap { Int($0) }, level: group(4)!, rules: rules)
        }
    }

    @Test func everyFormatShowsTheSameFaultsAtTheSameLevels() throws {
        let report = try Self.report()
        let json = try Self.fromJSON(JSONReporter.generateReport(report, options: ReportOptions()))
        let sarif = try Self.fromSARIF(SARIFReporter.generateReport(report, options: ReportOptions()))
        let github = Self.fromGitHub(GitHubActionsReporter.generateReport(report, options: ReportOptions()))
        let text = try Self.fromText(TextReporter.generateReport(report, options: ReportOptions()))

        #expect(json.faults.count == json.total)
        #expect(sarif.count == json.total)
        #expect(github.count == json.total)
        #expect(text.count == json.total)
        #expect(Set(sarif) == json.faults)
        #expect(Set(github) == json.faults)
        #expect(Set(text) == json.faults)
        // Three levels are present, and each is counted alike.
        #expect(json.errors > 0 && json.warnings > 0 && json.notes > 0)
        for (level, count) in [("error", json.errors), ("warning", json.warnings), ("note", json.notes)] {
            #expect(sarif.filter { $0.level == level }.count == count, "\(level)")
            #expect(github.filter { $0.level == level }.count == count, "\(level)")
        }

        // Markdown: the same count in its summary, each fault shown once in full.
        let markdown = MarkdownReporter.generateReport(report, options: ReportOptions(visibleFindings: 100))
        let counts = report.findingCounts
        #expect(markdown.contains("— \(counts.plainText)"))
        // Faults of different meanings may share a place: a place is shown once per fault there.
        let places = Dictionary(grouping: json.faults) { "`\($0.path):\($0.line)\($0.column.map { ":\($0)" } ?? "")`" }
        let shown = places.map { place, faults in (place, markdown.components(separatedBy: place).count - 1, faults.count) }
        #expect(shown.allSatisfy { $0.1 == $0.2 }, "\(shown.filter { $0.1 != $0.2 })")
    }

    /// A fault several skills state (every view has a `#Preview`) is one finding, an error
    /// because one of its rules is, breaking every item that states it; a fault of a skill
    /// lowered to warnings stays a warning everywhere, and fails none of its items.
    @Test func sharedFaultTakesTheStrongestSeverityAndListsEveryItem() throws {
        let report = try Self.report()
        let preview = try #require(report.findings.first { $0.path == "Features/Settings/AboutView.swift" })
        #expect(preview.severity == .error)
        #expect(Set(preview.itemIds.map { $0.split(separator: "/")[0] })
            == ["swiftui-modular-tuist", "swiftui-mvi-observable", "tca-kmp-feature"])
        #expect(preview.ruleIds.count == preview.ruleIds.count(where: { $0.hasSuffix(":required-compani" + "on") }))
        // A fault only the lowered skill reports (which one depends on what the skills compile to).
        let observable = try #require(report.findings.first { $0.ruleIds.allSatisfy { $0.hasPrefix("swiftui-mvi-observable/") } })
        #expect(observable.severity == .warning)
        let items = report.skills.flatMap(\.items).filter { $0.findings.contains(observable) }
        #expect(!items.isEmpty && items.allSatisfy { $0.status != .failed })
        let facade = try #require(report.findings.first { $0.path.hasSuffix("HomeFacade.kt") })
        #expect(facade.severity == .note)
    }

    /// Paths are relative to the repository's top level in every format: auditing a subfolder
    /// of a git repository names its files from the top.
    @Test func pathsAreRelativeToTheRepositoryTopLevel() throws {
        let repository = try ChangeGitFixture()
        try FileManager.default.copyItem(atPath: Probe.exampleApp, toPath: repository.url.appendingPathComponent("iOS App").path)
        try repository.commit("app")
        let folder = repository.url.appendingPathComponent("iOS App").path
        for format in ["md", "json", "sarif", "github", "text"] {
            let run = Probe.cli(["audit", folder, "--skill", Probe.skillsFolder, "--format", format])
            #expect(run.code == 1)
            let expected = format == "sarif" ? "iOS%20App/Core/Api/ApiFetcher.swift" : "iOS App/Core/Api/ApiFetcher.swift"
            #expect(run.out.contains(expected), "\(format)")
            #expect(!run.out.contains("\"Core/Api/ApiFetcher.swift") && !run.out.contains("`Core/Api/ApiFetcher.swift")
                && !run.out.contains("file=Core/Api") && !run.out.contains("\nCore/Api/ApiFetcher.swift"), "\(format)")
        }
        // Outside a repository, paths stay relative to the audited folder.
        let plain = Probe.cli(["audit", try Probe.copyOfExampleApp().path, "--skill", Probe.skillsFolder, "--format", "json"])
        #expect(plain.out.contains("\"path\": \"Core/Api/ApiFetcher.swift\""))
        // The report knows the absolute folder its paths start from (for formats that print absolute paths).
        let report = try Engine(ruleSet: try Probe.shippedRuleSet(), configuration: nil).audit(root: folder).report
        let located = RepositoryRoot.locate(folder)
        #expect(located.prefix == "iOS App")
        let rebased = report.rebased(prefix: located.prefix, basePath: located.path)
        #expect(rebased.basePath == located.path)
        #expect(rebased.findings.allSatisfy { $0.path.hasPrefix("iOS App/") })
        #expect(rebased.findings.count == report.findings.count)
    }
}
