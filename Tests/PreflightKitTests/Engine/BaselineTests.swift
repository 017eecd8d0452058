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

@Suite struct BaselineTests {
    private let unwrap = "swift-style/no-force-unwrap:forbidden-symbol"
    private let state = "swiftui-skill/private-on-state:required-modifier"

    /// Findings as a check would report them: one per line holding the marker text.
    private func findings(in files: [String: String]) -> [Finding] {
        var result: [Finding] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.contains("!") {
                    result.append(Finding(ruleId: unwrap, path: path, line: index + 1, column: 5, message: "force unwrap"))
                }
                if line.contains("@State var") {
                    result.append(Finding(ruleId: state, path: path, line: index + 1, message: "make @State private"))
                }
            }
        }
        return result
    }

    private func lineText(_ files: [String: String]) -> (String, Int) -> String {
        { path, line in
            let lines = files[path]?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
            return line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
        }
    }

    private func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
    }

    private let before = [
        "App/A.swift": "import UIKit\nlet a = x!\n    let b = y!\n@State var c = 0\nlet a = x!\n",
        "App/B.swift": "let z = q!\n",
    ]

    @Test func roundTripKeepsOnlyNewFindings() throws {
        let today = findings(in: before)
        let baseline = Baseline.make(findings: today, lineText: lineText(before))
        #expect(baseline.findings.count == 5)
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try baseline.write(to: path)
        let loaded = try Baseline.load(path: path)
        #expect(loaded == baseline)

        // Nothing changed: nothing is new.
        let same = loaded.filter(today, lineText: lineText(before))
        #expect(same.new.isEmpty)
        #expect(same.baselined == 5)

        // Lines moved (a header added, indentation changed), text kept: still baselined.
        var moved = before
        moved["App/A.swift"] = "// Header\n\nimport UIKit\nlet a = x!\nlet b = y!\n@State var c = 0\nlet a = x!\n"
        let afterMove = loaded.filter(findings(in: moved), lineText: lineText(moved))
        #expect(afterMove.new.isEmpty)
        #expect(afterMove.baselined == 5)

        // A third identical `let a = x!` is new, and reported; changed text is new too.
        var grown = moved
        grown["App/A.swift"]! += "let a = x!\n"
        grown["App/B.swift"] = "let z = q!.value\n"
        let afterGrowth = loaded.filter(findings(in: grown), lineText: lineText(grown))
        #expect(afterGrowth.new.map(\.path) == ["App/A.swift", "App/B.swift"])
        #expect(afterGrowth.new.map(\.line) == [8, 1])
        #expect(afterGrowth.baselined == 4)
    }

    @Test func fileIsSortedPrettyJSONWithTheDocumentedFields() throws {
        let baseline = Baseline.make(findings: findings(in: before).reversed(), lineText: lineText(before))
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try baseline.write(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"findings\" : [\n"))
        #expect(text.hasSuffix("\"version\" : 1\n}\n"))
        #expect(text.contains("\"ruleId\" : \"swift-style/no-force-unwrap:forbidden-symbol\""))
        #expect(text.contains("\"lineText\" : \"let b = y!\""))
        #expect(text.contains("\"occurrence\" : 1"))
        #expect(text.contains("\"path\" : \"App/A.swift\""))
        #expect(text.contains("\"message\" : \"force unwrap\""))
        // Same findings in another order give the same bytes.
        let again = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: again) }
        try Baseline.make(findings: findings(in: before), lineText: lineText(before)).write(to: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
        #expect(baseline.findings.map(\.path) == ["App/A.swift", "App/A.swift", "App/A.swift", "App/A.swift", "App/B.swift"])
    }

    @Test func occurrencesFollowLineOrderNotInputOrder() {
        let text = ["F.swift": "x!\nx!\n"]
        let list = findings(in: text)
        let forward = Baseline.make(findings: list, lineText: lineText(text))
        let backward = Baseline.make(findings: list.reversed(), lineText: lineText(text))
        #expect(forward == backward)
        #expect(forward.findings.map(\.occurrence) == [0, 1])
    }

    @Test func malformedFilesAreErrorsNamingTheFile() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (content, expected) in [
            ("{ not json", "malformed baseline: not valid JSON"),
            ("[]", "malformed baseline: expected an object"),
            ("{\"version\": 2, \"findings\": []}", "unsupported baseline version 2"),
            ("{\"version\": 1, \"findings\": [{\"ruleId\": \"a\"}]}", "findings[0] lacks"),
            ("{\"version\": 1, \"findings\": {}}", "malformed baseline"),
        ] {
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            do {
                _ = try Baseline.load(path: path)
                Issue.record("expected an error for \(content)")
            } catch let error as PreflightError {
                #expect(error.file == path)
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
        #expect(throws: PreflightError.self) { try Baseline.load(path: path + ".missing") }
        #expect(throws: PreflightError.self) { try Baseline(findings: []).write(to: path + "/nested/impossible.json") }
    }

    @Test func findingsWithoutASourceLineStillMatch() {
        let finding = Finding(ruleId: "repo/no-xcuserdata:forbidden-path", path: "App.xcodeproj/xcuserdata", line: 0,
                              message: "never commit xcuserdata")
        let baseline = Baseline.make(findings: [finding], lineText: { _, _ in "" })
        #expect(baseline.filter([finding], lineText: { _, _ in "" }).baselined == 1)
    }
}
