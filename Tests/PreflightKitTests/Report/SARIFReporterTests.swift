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

@Suite struct SARIFReporterTests {
    let output = SARIFReporter.generateReport(ReportFixtures.audit, options: ReportOptions())

    func run(_ text: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func driverAndOneRulePerCheck() throws {
        let run = try run(output)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "preflight")
        #expect(driver["version"] as? String == Preflight.version)
        // What is unknown is left out rather than filled with a placeholder address.
        #expect(driver["informationUri"] == nil)
        #expect(!output.contains(".invalid"))
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == ["logging/file-length", "logging/no-nslog", "logging/no-print", "swiftui/kotlin-viewmodel-suffix",
                        "swiftui/no-navigation-view", "swiftui/state-private"])
        let state = try #require(rules.first { $0["id"] as? String == "swiftui/state-private" })
        #expect((state["shortDescription"] as? [String: String])?["text"] == "Mark `@State` properties private")
        #expect((state["fullDescription"] as? [String: String])?["text"] == "`@State` properties are declared `private`")
        #expect((state["help"] as? [String: String])?["text"]
            == "Checklist item of skill swiftui (Skills/swiftui/SKILL.md:12): Mark `@State` properties private")
    }

    /// What GitHub code scanning requires of each result, checked field by field.
    @Test func resultsCarryWhatCodeScanningNeeds() throws {
        let run = try run(output)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReportFixtures.findingCount(ReportFixtures.audit))
        var fingerprints: Set<String> = []
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleId)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(!message.isEmpty)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains("\\") && !uri.contains(" "))
            #expect(uri.allSatisfy { $0.isASCII })
            let region = try #require(physical["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1)
            let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["preflightFinding/v1"])
            fingerprints.insert(fingerprint)
        }
        #expect(fingerprints.count == results.count)
    }

    @Test func levelsLocationsAndEncodedPaths() throws {
        let results = try #require(try run(output)["results"] as? [[String: Any]])
        func location(_ result: [String: Any]) -> (uri: String?, region: [String: Int]?) {
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return ((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, physical?["region"] as? [String: Int])
        }
        // Findings sorted by path, line, column.
        #expect(location(results[0]).uri == "Features/Home/Home%20View.swift")
        #expect(location(results[0]).region == ["startLine": 12, "startColumn": 5])
        #expect(location(results[1]).uri == "Features/R%C3%A9glages/%C3%89cran.swift")
        #expect(location(results[1]).region == ["startLine": 3])
        #expect(results[0]["level"] as? String == "error")
        #expect((results[0]["message"] as? [String: String])?["text"] == "State `count` must be private | see <docs> & @MainActor")
        // A finding is reported at its own severity: the passed item's warning stays a warning.
        #expect(location(results[2]).uri == "Sources/App/Big%20File.swift")
        #expect(results[2]["level"] as? String == "warning")
        #expect(results[3]["ruleId"] as? String == "logging/no-nslog")
        #expect(results[3]["level"] as? String == "error")
    }

    @Test func noticesAndSkippedFilesAreToolNotifications() throws {
        let invocations = try #require(try run(output)["invocations"] as? [[String: Any]])
        #expect(invocations.first?["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.compactMap { ($0["message"] as? [String: String])?["text"] } == [
            "unknown rule id 'foo' in a suppression [preflight/unknown-suppression]",
            "Skipped: not UTF-8",
            "Skipped: larger than 1 MB",
        ])
        #expect(notifications.compactMap { $0["level"] as? String } == ["warning", "note", "note"])
    }

    @Test func cleanReportStillDeclaresItsRules() throws {
        let run = try run(SARIFReporter.generateReport(ReportFixtures.clean, options: ReportOptions()))
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(run["invocations"] == nil)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.compactMap { $0["id"] as? String } == ["swiftui/no-navigation-view"])
    }

    @Test func uriEncoding() {
        #expect(SARIFDocument.uri("./A B/é.swift") == "A%20B/%C3%A9.swift")
        // A backslash is part of a file name on Linux and macOS, never a separator.
        #expect(SARIFDocument.uri("a\\b#c?d%e:f.swift") == "a%5Cb%23c%3Fd%25e%3Af.swift")
        #expect(SARIFDocument.uri("Sources/[x].swift") == "Sources/%5Bx%5D.swift")
    }

    @Test func repeatedFindingsGetDistinctFingerprints() throws {
        let finding = Finding(ruleId: "r", path: "a.swift", line: 1, message: "same")
        var second = finding
        second.line = 9
        let document = SARIFDocument(rules: [], results: [finding, second])
        let results = try #require(try run(document.render())["results"] as? [[String: Any]])
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["preflightFinding/v1"] }
        #expect(prints.count == 2 && prints[0].hasSuffix(":1") && prints[1].hasSuffix(":2"))
        #expect(prints[0].dropLast(2) == prints[1].dropLast(2))
    }

    @Test func deterministic() {
        #expect(output == SARIFReporter.generateReport(ReportFixtures.audit, options: ReportOptions()))
        #expect(output == SARIFReporter.generateReport(ReportFixtures.shuffled(ReportFixtures.audit), options: ReportOptions()))
    }

    /// sarif-tools (`pip install sarif-tools`) must read the output: CI installs it; where the
    /// `sarif` command is not on PATH the test does not run, unless PREFLIGHT_REQUIRE_SARIF_TOOLS=1.
    @Test(.enabled(if: SarifTools.executable != nil || SarifTools.required, "sarif-tools is not installed"))
    func sarifToolsReadsTheOutput() throws {
        let executable = try #require(SarifTools.executable, "PREFLIGHT_REQUIRE_SARIF_TOOLS is set but `sarif` is not on PATH")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.sarif")
        try Data(output.utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["summary", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "sarif summary failed: \(text)")
        #expect(text.contains("error: 10"), "\(text)")
        #expect(text.contains("warning: 1"), "\(text)")
        #expect(text.contains("swiftui/state-private"), "\(text)")
    }
}

enum SarifTools {
    static let required = ProcessInfo.processInfo.environment["PREFLIGHT_REQUIRE_SARIF_TOOLS"] == "1"

    static let executable: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("sarif").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}
