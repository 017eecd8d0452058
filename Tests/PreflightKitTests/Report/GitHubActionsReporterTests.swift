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

@Suite struct GitHubActionsReporterTests {
    let output = GitHubActionsReporter.generateReport(ReportFixtures.audit, options: ReportOptions(rootName: "My App"))
    var lines: [String] { output.components(separatedBy: "\n") }

    @Test func oneCommandPerFindingThenNoticesAndSummary() {
        #expect(lines[0] == "::error file=Features/Home/Home View.swift,line=12,col=5,title=swiftui/state-private::"
            + "State `count` must be private | see <docs> & @MainActor")
        #expect(lines[1] == "::error file=Features/Réglages/Écran.swift,line=3,title=swiftui/state-private::State must be private")
        #expect(lines[2] == "::warning file=Sources/App/Big File.swift,line=1,title=logging/file-length::File has 900 lines")
        #expect(lines[3] == "::error file=Sources/App/Logger.swift,line=10,col=9,title=logging/no-nslog::`print(` is forbidden%0Ause Logger")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.contains("::warning file=Sources/App/A.swift,line=3,title=preflight%3A preflight/unknown-suppression::"
            + "unknown rule id 'foo' in a suppression"))
        #expect(lines.contains("preflight: skipped Assets/blob.dat: not UTF-8"))
        #expect(output.hasSuffix("\nPreflight audit of My App: 2 passed, 2 failed, 1 manual, 1 not applicable; "
            + "11 findings (10 errors, 1 warning)\n"))
    }

    @Test func escapesPropertiesAndData() {
        #expect(GitHubActionsReporter.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubActionsReporter.escapeProperty("a,b:c%d\ne") == "a%2Cb%3Ac%25d%0Ae")
        let line = GitHubActionsReporter.command(.note, file: "Odd, name: 50%.swift", line: 0, column: 2,
                                                 title: "rule:x,y", message: "50% of\nlines")
        #expect(line == "::notice file=Odd%2C name%3A 50%25.swift,line=1,col=2,title=rule%3Ax%2Cy::50%25 of%0Alines")
        #expect(GitHubActionsReporter.command(.error, file: nil, line: nil, column: nil, title: nil, message: "m") == "::error::m")
    }

    @Test func failedItemWithoutFindingsIsAnnotatedAtItsDocument() {
        var item = ReportFixtures.statePrivate
        item.findings = []
        item.reason = "Localizable.strings must change with Base"
        let text = GitHubActionsReporter.generateReport(
            Report(command: .review, skills: [SkillVerdicts(name: "s", path: "Skills/s/SKILL.md", items: [item])]),
            options: ReportOptions())
        #expect(text == """
        ::error file=Skills/swiftui/SKILL.md,line=12,title=swiftui/state-private::Checklist item failed: \
        Mark `@State` properties private — Localizable.strings must change with Base
        Preflight review: 0 passed, 1 failed, 0 manual, 0 not applicable; 0 findings

        """)
    }

    @Test func cleanReportIsOnlyTheSummary() {
        let text = GitHubActionsReporter.generateReport(ReportFixtures.clean, options: ReportOptions(rootName: "App"))
        #expect(text == "Preflight review of App: 1 passed, 0 failed, 0 manual, 0 not applicable; 0 findings\n")
    }

    @Test func deterministic() {
        #expect(output == GitHubActionsReporter.generateReport(ReportFixtures.shuffled(ReportFixtures.audit), options: ReportOptions(rootName: "My App")))
    }
}
