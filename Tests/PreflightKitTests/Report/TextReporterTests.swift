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

@Suite struct TextReporterTests {
    let output = TextReporter.generateReport(ReportFixtures.audit, options: ReportOptions(rootName: "My App"))
    var lines: [String] { output.components(separatedBy: "\n") }

    @Test func compilerStyleLinesGroupedByFile() {
        #expect(Array(lines.prefix(6)) == [
            "Features/Home/Home View.swift:12:5: error: State `count` must be private | see <docs> & @MainActor [swiftui/state-private]",
            "",
            "Features/Réglages/Écran.swift:3: error: State must be private [swiftui/state-private]",
            "",
            "Sources/App/Big File.swift:1: warning: File has 900 lines [logging/file-length]",
            "",
        ])
        // One file's findings together, in line order, one line each.
        #expect(lines[6] == "Sources/App/Logger.swift:10:9: error: `print(` is forbidden use Logger [logging/no-nslog]")
        #expect(lines[13] == "Sources/App/Logger.swift:80:9: error: `print(` is forbidden use Logger [logging/no-print]")
        #expect(lines[14] == "")
    }

    @Test func verdictsPerSkillThenNoticesAndSummary() {
        #expect(output.contains("""
        swiftui (Skills/swiftui/SKILL.md)
          FAILED  Mark `@State` properties private (2 findings) (Skills/swiftui/SKILL.md:12)
          passed  Use NavigationStack, not NavigationView
          manual  Every icon-only button has an accessibility label — no check can tell an icon-only button from its look (Skills/swiftui/SKILL.md:42)
          n/a     Kotlin view models end in `ViewModel` — no Kotlin file in scope

        logging (Skills/logging/SKILL.md)
          FAILED  No `print(` in app code; use the logger (8 findings) (Skills/logging/SKILL.md:7)
          passed  Keep files short (1 finding)

        Sources/App/A.swift:3: warning: unknown rule id 'foo' in a suppression [preflight/unknown-suppression]
        Assets/blob.dat: note: skipped: not UTF-8
        Assets/huge.json: note: skipped: larger than 1 MB

        Preflight audit of My App: 2 passed, 2 failed, 1 manual, 1 not applicable; 11 findings (10 errors, 1 warning)

        """))
    }

    @Test func checklistNamesWhatBroughtItemsIn() {
        let text = TextReporter.generateReport(ReportFixtures.checklist, options: ReportOptions())
        #expect(text.contains("  passed  Use NavigationStack, not NavigationView [brought in by Features/Settings/Settings View.swift]\n"))
        #expect(text.hasSuffix("Pre-delivery checklist: 1 passed, 1 failed, 1 manual, 0 not applicable; 2 findings (2 errors)\n"))
    }

    @Test func coloursOnlyWhenAsked() {
        #expect(!output.contains("\u{1B}"))
        var report = ReportFixtures.audit
        report.skills[0].items[0].findings[0].message = "red \u{1B}[31mtext\u{1B}[0m"
        let plain = TextReporter.generateReport(report, options: ReportOptions(useColor: false))
        #expect(!plain.contains("\u{1B}"))
        let coloured = TextReporter.generateReport(ReportFixtures.audit, options: ReportOptions(useColor: true))
        #expect(coloured.contains("\u{1B}[31m\u{1B}[1merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32mpassed  \u{1B}[0m"))
    }

    @Test func cleanReport() {
        let text = TextReporter.generateReport(ReportFixtures.clean, options: ReportOptions(rootName: "App"))
        #expect(text == """
        swiftui (Skills/swiftui/SKILL.md)
          passed  Use NavigationStack, not NavigationView

        Preflight review of App: 1 passed, 0 failed, 0 manual, 0 not applicable; 0 findings

        """)
        #expect(TextReporter.generateReport(Report(command: .audit, skills: []), options: ReportOptions())
            == "Preflight audit: 0 passed, 0 failed, 0 manual, 0 not applicable; 0 findings\n")
    }

    @Test func deterministic() {
        #expect(output == TextReporter.generateReport(ReportFixtures.shuffled(ReportFixtures.audit), options: ReportOptions(rootName: "My App")))
    }
}
