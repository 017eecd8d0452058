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

@Suite struct ReportFormatTests {
    @Test func parsesFormatNames() throws {
        #expect(ReportFormat(argument: "md") == .md)
        #expect(ReportFormat(argument: "Markdown") == .md)
        #expect(ReportFormat(argument: "TEXT") == .text)
        #expect(ReportFormat(argument: "json") == .json)
        #expect(ReportFormat(argument: "sarif") == .sarif)
        #expect(ReportFormat(argument: "github") == .github)
        #expect(ReportFormat(argument: "github-actions") == .github)
        #expect(ReportFormat(argument: "xml") == nil)
        #expect(try ReportFormat.parse("json", allowed: [.md, .json]) == .json)
        #expect(throws: PreflightError("unknown format 'sarif' for --format; expected one of: md, json")) {
            try ReportFormat.parse("sarif", allowed: [.md, .json])
        }
        #expect(throws: PreflightError.self) { try ReportFormat.parse("html") }
    }

    @Test func defaultFormatFollowsTheSpec() {
        #expect(ReportFormat.defaultFormat(output: nil, isTerminal: true) == .text)
        #expect(ReportFormat.defaultFormat(output: "report.md", isTerminal: true) == .md)
        #expect(ReportFormat.defaultFormat(output: nil, isTerminal: false) == .md)
    }

    @Test func entryPointDispatchesToEachReporter() {
        let report = ReportFixtures.audit
        let options = ReportOptions(rootName: "My App")
        #expect(render(report, format: .md, options: options) == MarkdownReporter.generateReport(report, options: options))
        #expect(render(report, format: .text, options: options) == TextReporter.generateReport(report, options: options))
        #expect(render(report, format: .json, options: options) == JSONReporter.generateReport(report, options: options))
        #expect(render(report, format: .sarif, options: options) == SARIFReporter.generateReport(report, options: options))
        #expect(render(report, format: .github, options: options) == GitHubActionsReporter.generateReport(report, options: options))
        for format in ReportFormat.allCases {
            #expect(format.reporter.identifier == format.rawValue)
            let text = format.render(report, options: options)
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
            #expect(text == render(ReportFixtures.shuffled(report), format: format, options: options))
        }
    }
}
