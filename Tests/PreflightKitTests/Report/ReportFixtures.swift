import Foundation
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

/// Reports the reporter tests render: every status, paths with spaces and non-ASCII letters,
/// a message with a pipe, backticks and `<`, an item with many findings, a change checklist.
enum ReportFixtures {
    static let statePrivate = ItemVerdict(
        id: "swiftui/state-private",
        text: "Mark `@State` properties private",
        kind: .checklist,
        status: .failed,
        findings: [
            Finding(ruleId: "swiftui/state-private", path: "Features/Réglages/Écran.swift", line: 3,
                    message: "State must be private"),
            Finding(ruleId: "swiftui/state-private", path: "Features/Home/Home View.swift", line: 12, column: 5,
                    message: "State `count` must be private | see <docs> & @MainActor"),
        ],
        documentPath: "Skills/swiftui/SKILL.md",
        documentLine: 12,
        checks: [CheckSummary(id: "swiftui/state-private", kind: "requiredModifier",
                              description: "`@State` properties are declared `private`")]
    )

    static let navigationStack = ItemVerdict(
        id: "swiftui/navigation-stack",
        text: "Use NavigationStack, not NavigationView",
        kind: .checklist,
        status: .passed,
        documentPath: "Skills/swiftui/SKILL.md",
        documentLine: 13,
        checks: [CheckSummary(id: "swiftui/no-navigation-view", kind: "forbiddenSymbol", description: "No NavigationView")]
    )

    static let accessibility = ItemVerdict(
        id: "swiftui/accessibility-labels",
        text: "Every icon-only button has an accessibility label",
        kind: .checklist,
        status: .manual,
        reason: "no check can tell an icon-only button from its look",
        documentPath: "Skills/swiftui/SKILL.md",
        documentLine: 42
    )

    static let kotlin = ItemVerdict(
        id: "swiftui/kotlin-naming",
        text: "Kotlin view models end in `ViewModel`",
        kind: .rule,
        status: .notApplicable,
        reason: "no Kotlin file in scope",
        documentPath: "Skills/swiftui/SKILL.md",
        documentLine: 50,
        checks: [CheckSummary(id: "swiftui/kotlin-viewmodel-suffix", kind: "typeNaming", description: "ViewModel suffix")]
    )

    /// Eight findings from two rules, given out of order.
    static let noPrint = ItemVerdict(
        id: "logging/no-print",
        text: "No `print(` in app code; use the logger",
        kind: .rule,
        status: .failed,
        findings: (1...8).reversed().map { line in
            Finding(ruleId: line % 2 == 0 ? "logging/no-print" : "logging/no-nslog", path: "Sources/App/Logger.swift",
                    line: line * 10, column: 9, message: "`print(` is forbidden\nuse Logger")
        },
        documentPath: "Skills/logging/SKILL.md",
        documentLine: 7,
        checks: [
            CheckSummary(id: "logging/no-print", kind: "forbiddenCall", description: "print("),
            CheckSummary(id: "logging/no-nslog", kind: "forbiddenCall", description: "NSLog("),
        ]
    )

    /// A passed item with a warning-severity finding (warnings never fail an item).
    static let fileLength = ItemVerdict(
        id: "logging/file-length",
        text: "Keep files short",
        kind: .rule,
        status: .passed,
        findings: [Finding(ruleId: "logging/file-length", path: "Sources/App/Big File.swift", line: 1, severity: .warning,
                           message: "File has 900 lines")],
        documentPath: "Skills/logging/SKILL.md",
        documentLine: 9
    )

    static var audit: Report {
        Report(
            command: .audit,
            skills: [
                SkillVerdicts(name: "swiftui", path: "Skills/swiftui/SKILL.md",
                              items: [statePrivate, navigationStack, accessibility, kotlin]),
                SkillVerdicts(name: "logging", path: "Skills/logging/SKILL.md", items: [noPrint, fileLength]),
            ],
            skippedFiles: [(path: "Assets/huge.json", reason: "larger than 1 MB"), (path: "Assets/blob.dat", reason: "not UTF-8")],
            notices: [Finding(ruleId: "preflight/unknown-suppression", path: "Sources/App/A.swift", line: 3, severity: .warning,
                              message: "unknown rule id 'foo' in a suppression")]
        )
    }

    /// Nothing found, nothing skipped.
    static var clean: Report {
        Report(command: .review, skills: [
            SkillVerdicts(name: "swiftui", path: "Skills/swiftui/SKILL.md", items: [navigationStack]),
        ])
    }

    static var checklist: Report {
        var state = statePrivate
        state.appliesBecause = "Features/Home/HomeView.swift"
        var manual = accessibility
        manual.appliesBecause = "Features/Home/HomeView.swift"
        var passed = navigationStack
        passed.appliesBecause = "Features/Settings/Settings View.swift"
        return Report(command: .checklist, skills: [
            SkillVerdicts(name: "swiftui", path: "Skills/swiftui/SKILL.md", items: [state, passed, manual]),
        ])
    }

    /// Every total number of findings across a report.
    static func findingCount(_ report: Report) -> Int {
        report.skills.flatMap(\.items).map(\.findings.count).reduce(0, +)
    }

    /// The same report with every item's findings reversed: output must not change.
    static func shuffled(_ report: Report) -> Report {
        var copy = report
        copy.skills = copy.skills.map { skill in
            var skill = skill
            skill.items = skill.items.map { item in
                var item = item
                item.findings.reverse()
                return item
            }
            return skill
        }
        copy.skippedFiles.reverse()
        copy.notices.reverse()
        return copy
    }
}
