import Foundation
import Testing
@testable import PreflightCLI
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

/// The example reports in `Reports/` are what Preflight prints today for the shipped skills over
/// the example app. When this fails, run `Scripts/regenerate-reports.sh` and review the diff.
@Suite struct ExampleReportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) -> (code: Int32, output: String) {
        var output = ""
        let console = Console(out: { output += $0 }, err: { _ in }, isTerminal: false, environment: [:],
                              currentDirectory: root.path)
        let code = CommandLineTool.run(arguments, console: console)
        return (code, output)
    }

    static let cases: [(arguments: [String], file: String)] = [
        (["audit", "Tests/Fixtures/ExampleApp", "--skill", "Skills", "--format", "md"], "example-app-audit.md"),
        (["audit", "Tests/Fixtures/ExampleApp", "--skill", "Skills", "--format", "json"], "example-app-audit.json"),
        (["audit", "Tests/Fixtures/ExampleApp", "--skill", "Skills", "--format", "sarif"], "example-app-audit.sarif"),
        (["compile", "Skills", "--format", "md"], "compiled-skills.md"),
        (["compile", "Skills", "--format", "json"], "compiled-skills.json"),
    ]

    @Test(arguments: cases.indices)
    func reportIsCurrent(index: Int) throws {
        let (arguments, file) = Self.cases[index]
        let (code, output) = Self.run(arguments)
        #expect(code == (arguments[0] == "audit" ? 1 : 0))
        let stored = try String(contentsOf: Self.root.appendingPathComponent("Reports").appendingPathComponent(file), encoding: .utf8)
        if output != stored {
            let firstDifference = zip(output.split(separator: "\n"), stored.split(separator: "\n"))
                .enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("Reports/\(file) is out of date (first difference at line \((firstDifference?.offset ?? -1) + 1): \(firstDifference.map { "\($0.element.0) ≠ \($0.element.1)" } ?? "length")); run Scripts/regenerate-reports.sh")
        }
    }
}
