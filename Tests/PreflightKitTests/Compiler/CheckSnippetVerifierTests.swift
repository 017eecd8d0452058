import Foundation
import Testing
@testable import PreflightCompiler
@testable import PreflightModel

/// The snippet verifier on a two-rule document: green on a fixture that covers both checks with
/// cases they get right, and a failure naming the problem for each way a fixture can go wrong
/// (missing entry, stale id, missed trigger, false alarm, misplaced finding, stale known-defect).
@Suite struct CheckSnippetVerifierTests {
    static let fence = "```"

    static let skillText = """
        ---
        name: probe
        description: Probe rules for the snippet verifier tests.
        ---

        # Probe

        - Only `AppRouter` may touch `UIApplication.shared`.
        - Never call `print(…)` in shipped code; log through `Logger`.
        """

    static let windowId = "probe/only-approuter-may-touch-uiapplication-shared:forbidden-symbol"
    static let printId = "probe/never-call-print-shipped-code-log:forbidden-call"

    static func swiftCase(_ heading: String, _ path: String, _ code: String, defect: String? = nil) -> String {
        "### \(heading)\n\n`\(path)`\n\n\(fence)swift\n\(code)\n\(fence)\n" + (defect.map { "\nknown-defect: \($0)\n" } ?? "")
    }

    static let controllerOpeningSettings = """
        final class SettingsViewController: UIViewController {
            func openSystemSettings() {
        ↓        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
            }
        }
        """

    static let routerOpeningSettings = """
        final class AppRouter {
            func openSystemSettings() {
                UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
            }
        }
        """

    static let printingSync = """
        func sync() async {
        ↓    print("sync started")
            await store.refresh()
        }
        """

    static let loggingSync = """
        func sync() async {
            Logger.sync.info("sync started")
            await store.refresh()
        }
        """

    static var windowEntry: String {
        "## `\(windowId)`\n\n"
            + swiftCase("triggering", "App/SettingsViewController.swift", controllerOpeningSettings)
            + swiftCase("non-triggering", "App/AppRouter.swift", routerOpeningSettings)
    }

    static func printEntry(triggering: String = printingSync, nonTriggering: String = loggingSync,
                           triggeringDefect: String? = nil, nonTriggeringDefect: String? = nil) -> String {
        "## `\(printId)`\n\n"
            + swiftCase("triggering", "App/SyncService.swift", triggering, defect: triggeringDefect)
            + swiftCase("non-triggering", "App/SyncService.swift", nonTriggering, defect: nonTriggeringDefect)
    }

    func document(_ fixture: String) throws -> SnippetDocument {
        try SnippetDocument(skill: Probe.compile(Self.skillText), fixture: SnippetFixture.parse(fixture, path: "probe.md"))
    }

    /// Runs both verifications and expects exactly the issues whose text contains `problem`.
    func expectFailure(_ fixture: String, _ problem: String) throws {
        let document = try document(fixture)
        withKnownIssue("the verifier reports: \(problem)") {
            CheckSnippetVerifier.verifyCoverage(document)
            CheckSnippetVerifier.verifySnippets(document)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(problem) }
        }
    }

    @Test func theProbeCompilesToTheTwoChecksTheFixturesName() throws {
        let ids = try document("").checks.map(\.id)
        #expect(ids == [Self.windowId, Self.printId])
    }

    @Test func aCoveringFixtureWithCorrectCasesPasses() throws {
        let document = try document(Self.windowEntry + Self.printEntry())
        CheckSnippetVerifier.verifyCoverage(document)
        CheckSnippetVerifier.verifySnippets(document)
    }

    @Test func aCheckWithoutSnippetsFails() throws {
        try expectFailure(Self.windowEntry, "`\(Self.printId)` (forbidden-call: forbids `print(…)`) has no snippets")
    }

    @Test func anEntryForACheckNoLongerCompiledFails() throws {
        let gone = "## `probe/gone:forbidden-call`\n\n"
            + Self.swiftCase("triggering", "App/A.swift", "let a = 1")
            + Self.swiftCase("non-triggering", "App/A.swift", "let a = 2")
        try expectFailure(Self.windowEntry + Self.printEntry() + gone, "`probe/gone:forbidden-call` is no longer a compiled check")
    }

    @Test func aTriggeringCaseTheCheckMissesFails() throws {
        try expectFailure(Self.windowEntry + Self.printEntry(triggering: Self.loggingSync),
                          "expected at least one finding on code that breaks the statement")
    }

    @Test func aNonTriggeringCaseTheCheckFlagsFails() throws {
        try expectFailure(Self.windowEntry + Self.printEntry(nonTriggering: Self.printingSync.replacingOccurrences(of: "↓", with: "")),
                          "expected no finding on code that keeps the statement")
    }

    @Test func aFindingAwayFromTheMarksFails() throws {
        let marked = """
            func sync() async {
            ↓    Logger.sync.info("starting")
                print("sync started")
            }
            """
        try expectFailure(Self.windowEntry + Self.printEntry(triggering: marked), "expected findings exactly at the `↓` marks App/SyncService.swift:2")
    }

    /// A marked defect the check still has keeps the run green (reported as a known issue).
    @Test func aKnownDefectTheCheckStillHasPasses() throws {
        let flagged = Self.printingSync.replacingOccurrences(of: "↓", with: "")
        let document = try document(Self.windowEntry + Self.printEntry(nonTriggering: flagged, nonTriggeringDefect: "flags the print it should not"))
        CheckSnippetVerifier.verifySnippets(document)
    }

    @Test func aKnownDefectTheCheckNoLongerHasFails() throws {
        try expectFailure(Self.windowEntry + Self.printEntry(nonTriggeringDefect: "used to flag the logger"),
                          "marked `known-defect: used to flag the logger` but the check now gets the case right: remove the marker")
    }
}
