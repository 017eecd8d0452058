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

/// Findings a reviewer can trust: one finding per fault, one severity, verdicts that say what
/// was decided. Checks are pinned with annotations, so these tests do not depend on how the
/// compiler reads prose.
@Suite struct FindingTrustTests {
    static let spacing = """
    ---
    name: spacing
    description: Spacing rules.
    ---
    # Spacing

    ## Rules

    - Never write a number literal in `.padding(…)`.
      <!-- preflight: {replace: true, checks: [{kind: forbidden-call, calls: [".padding(<number>)"]}]} -->

    ## Checklist

    - [ ] Paddings use `Spacing` tokens, never `.padding(16)`.
      <!-- preflight: {replace: true, checks: [{kind: forbidden-call, calls: [".padding(16)"]}]} -->
    """

    static func previews(_ name: String) -> String {
        """
        ---
        name: \(name)
        description: Preview rules.
        ---
        # Previews

        ## Checklist

        - [ ] Every view has a `#Preview`.
          <!-- preflight: {replace: true, checks: [{kind: required-companion, requires: ["#Preview"], conformance: View}]} -->
        """
    }

    static let settingsView = """
    import SwiftUI

    struct SettingsView: View {
        var body: some View {
            Text("Settings")
                .padding(16)
        }
    }
    """

    static func skill(_ text: String, _ name: String) throws -> CompiledSkill {
        try SkillCompiler.compile(try SkillDocument.parse(text: text, path: "Skills/\(name)/SKILL.md"))
    }

    static func audit(_ skills: [CompiledSkill], files: [String: String], configuration: Configuration? = nil) throws -> Report {
        let root = try Probe.temporaryFolder("preflight-trust")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files { try Probe.write(text, to: path, in: root) }
        return try Engine(ruleSet: RuleSet(skills: skills), configuration: configuration).audit(root: root.path).report
    }

    static func item(_ report: Report, _ fragment: String) throws -> ItemVerdict {
        try #require(report.skills.flatMap(\.items).first { $0.text.contains(fragment) })
    }

    // MARK: One finding per fault

    @Test func aChecklistItemAndItsRuleFindingOnePaddingAreOneFinding() throws {
        let report = try Self.audit([try Self.skill(Self.spacing, "spacing")], files: ["Features/SettingsView.swift": Self.settingsView])
        #expect(report.findings.count == 1)
        let fault = try #require(report.findings.first)
        #expect(fault.line == 6)
        #expect(fault.ruleIds.count == 2)
        #expect(fault.itemIds.count == 2)
        #expect(try Self.item(report, "Paddings use").status == .failed)
        #expect(try Self.item(report, "Never write a number").status == .failed)
        #expect(report.findingCounts == FindingCounts(total: 1, errors: 1))
        let sarif = SARIFReporter.generateReport(report, options: ReportOptions())
        #expect(sarif.components(separatedBy: "\"ruleIndex\"").count - 1 == 1)
        #expect(sarif.contains("\"items\""))
        let markdown = MarkdownReporter.generateReport(report, options: ReportOptions())
        #expect(markdown.components(separatedBy: "`Features/SettingsView.swift:6:").count - 1 == 1)
        #expect(markdown.contains("↑ 1 finding shown under “Paddings use `Spacing` tokens, never `.padding(16)`.”"))
    }

    @Test func theSameRuleInTwoSkillsIsOneFindingBreakingBoth() throws {
        let files = ["Features/AboutView.swift": "import SwiftUI\n\nstruct AboutView: View {\n    var body: some View { Text(\"About\") }\n}\n"]
        let report = try Self.audit([try Self.skill(Self.previews("house"), "house"), try Self.skill(Self.previews("team"), "team")],
                                    files: files)
        #expect(report.findings.count == 1)
        #expect(Set(report.findings[0].itemIds.map { $0.split(separator: "/")[0] }) == ["house", "team"])
        #expect(report.summary.failed == 2)
        let text = TextReporter.generateReport(report, options: ReportOptions())
        #expect(text.components(separatedBy: "Features/AboutView.swift:3:8: error:").count - 1 == 1)
    }

    /// Any id of a fault silences it: the twin rule's item id, a check id, the skill's name.
    @Test(arguments: ["RULE", "CHECK", "spacing"])
    func anyIdOfAFaultSuppressesIt(_ which: String) throws {
        let skill = try Self.skill(Self.spacing, "spacing")
        let rule = try #require(skill.items.first { $0.statement.kind == .rule })
        let checklist = try #require(skill.items.first { $0.statement.kind == .checklist })
        let id = which == "RULE" ? rule.id : which == "CHECK" ? try #require(checklist.checks.first?.id) : which
        let suppressed = Self.settingsView.replacingOccurrences(
            of: "            .padding(16)", with: "            // preflight:disable-next-line \(id)\n            .padding(16)")
        let report = try Self.audit([skill], files: ["Features/SettingsView.swift": suppressed])
        #expect(report.findings.isEmpty, "\(which)")
        #expect(report.notices.isEmpty)
        #expect(report.summary.failed == 0)
    }

    /// A co-change rule stated by two items is one finding at the changed line.
    @Test func aCoChangeRuleStatedTwiceIsOneFinding() throws {
        let text = """
        # Realm

        ## Checklist

        - [ ] A change to a `@Persisted` property bumps `RealmSchemaVersion`.
          <!-- preflight: {replace: true, checks: [{kind: co-change, types: [Object], members: "@Persisted", requires: RealmSchemaVersion}]} -->
        - [ ] Bump the schema version with every model change.
          <!-- preflight: {replace: true, checks: [{kind: co-change, types: [Object], members: "@Persisted", requires: RealmSchemaVersion}]} -->
        """
        let root = try Probe.temporaryFolder("preflight-trust")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("import RealmSwift\n\nfinal class Account: Object {\n    @Persisted var name = \"\"\n    @Persisted var nickname = \"\"\n}\n",
                        to: "Core/Account.swift", in: root)
        let diff = """
        diff --git a/Core/Account.swift b/Core/Account.swift
        --- a/Core/Account.swift
        +++ b/Core/Account.swift
        @@ -4,2 +4,3 @@ final class Account: Object {
             @Persisted var name = ""
        +    @Persisted var nickname = ""
         }

        """
        let change = try ChangeSource(root: root.path, diffText: diff, name: "change.diff")
        let report = try Engine(ruleSet: RuleSet(skills: [try Self.skill(text, "realm")]), configuration: nil)
            .review(change, scope: .lines, command: .checklist)
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.line == 5)
        #expect(report.findings.first?.itemIds.count == 2)
        #expect(report.summary.failed == 2)
        let item = try Self.item(report, "bumps")
        #expect(item.appliesBecause == "Core/Account.swift")
        #expect(item.appliesReason?.contains("`@Persisted` member") == true)
    }

    // MARK: One severity

    /// An item's `severity:` in `.preflight.yml` reaches the checks it inherits from the rule
    /// that explains it; every format then shows the same level.
    @Test func itemSeverityReachesInheritedChecks() throws {
        let text = """
        # Spacing

        ## Rules

        - Never write a number literal in `.padding(…)`.
          <!-- preflight: {replace: true, checks: [{kind: forbidden-call, calls: [".padding(<number>)"]}]} -->

        ## Checklist

        - [ ] No number literal in `.padding(…)`.
          <!-- preflight: {replace: true} -->
        """
        let skill = try Self.skill(text, "spacing")
        let checklist = try #require(skill.items.first { $0.statement.kind == .checklist })
        let rule = try #require(skill.items.first { $0.statement.kind == .rule })
        #expect(checklist.checks.map(\.id) == rule.checks.map(\.id))
        let configuration = try Configuration.parse("items:\n  \(checklist.id):\n    severity: warning\n", file: ".preflight.yml")
        let active = try ActiveRuleSet(ruleSet: RuleSet(skills: [skill]), configuration: configuration)
        #expect(active.checks[rule.checks[0].id]?.severity == .warning)

        let report = try Self.audit([skill], files: ["Features/SettingsView.swift": Self.settingsView], configuration: configuration)
        #expect(report.findings.map(\.severity) == [.warning])
        #expect(try Self.item(report, "No number literal").status == .passed)
        #expect(report.exitCode == 0)
        let errorMarks: [ReportFormat: String] = [.md: "❌ **failed**", .text: "error:", .github: "::error",
                                                  .sarif: "\"level\" : \"error\"", .json: "\"severity\": \"error\"", .xcode: ": error:"]
        for format in ReportFormat.allCases {
            let output = format.render(report, options: ReportOptions())
            #expect(!output.contains(try #require(errorMarks[format])), "\(format)")
            #expect(output.contains("warning"), "\(format)")
        }
    }

    /// A clause that leaves a person an escape ("unless …") reports warnings; without it, errors.
    @Test func aHumanConditionSoftensTheSeverity() throws {
        func severity(_ item: String) throws -> Severity? {
            let text = "# Realm\n\n## Rules\n\n- \(item)\n  <!-- preflight: {checks: [{kind: forbidden-call, calls: [\"Realm()\"]}]} -->\n"
            return try Self.skill(text, "realm").items.first?.checks.first { $0.kind == "forbidden-call" }?.severity
        }
        #expect(try severity("Open `Realm()` only in `Transactionable` unless a migration needs it.") == .warning)
        #expect(try severity("Open `Realm()` only in `Transactionable`.") == .error)
    }

    // MARK: Verdicts

    @Test func nothingInScopeIsNotApplicable() throws {
        let text = """
        # Modules

        ## Checklist

        - [ ] Every folder under `Features/` is declared as `Feature(name:)` in `Project.swift`.
          <!-- preflight: {replace: true, checks: [{kind: declared-module, root: Features, manifest: Project.swift}]} -->
        - [ ] `…Item` structs conform to `Sendable`.
          <!-- preflight: {replace: true, checks: [{kind: required-conformance, protocols: [Sendable], nameSuffix: Item}]} -->
        """
        let skill = try Self.skill(text, "modules")
        let bare = try Self.audit([skill], files: ["App/AppDelegate.swift": "final class AppDelegate {}\n"])
        #expect(try Self.item(bare, "Every folder").status == .notApplicable)
        #expect(try Self.item(bare, "Every folder").reason == "`Project.swift` is not in the repository (the `declared-module` check reads it)")
        #expect(try Self.item(bare, "structs conform").status == .notApplicable)
        #expect(try Self.item(bare, "structs conform").reason == "nothing in the repository is in the scope of its checks")

        let manifestOnly = try Self.audit([skill], files: ["Project.swift": "let project = Project(name: \"App\")\n"])
        #expect(try Self.item(manifestOnly, "Every folder").status == .notApplicable)

        let app = try Self.audit([skill], files: [
            "Project.swift": "let home = Feature(name: \"Home\")\n",
            "Features/Home/HomeView.swift": "struct HomeItem: Sendable {}\n",
        ])
        #expect(try Self.item(app, "Every folder").status == .passed)
        #expect(try Self.item(app, "structs conform").status == .passed)
    }

    /// A naming rule about `Bool` properties has nothing to judge in code without one.
    @Test func aNamePatternWithNothingItPicksIsNotApplicable() throws {
        let text = """
        # Naming

        ## Checklist

        - [ ] Bool properties start with `is` or `has`.
          <!-- preflight: {replace: true, checks: [{kind: name-pattern, declarations: [var, let], type: Bool, prefixes: [is, has]}]} -->
        """
        let skill = try Self.skill(text, "naming")
        let none = try Self.audit([skill], files: ["App/Counter.swift": "struct Counter {\n    var count = 0\n}\n"])
        #expect(try Self.item(none, "Bool properties").status == .notApplicable)
        let named = try Self.audit([skill], files: ["App/Flags.swift": "struct Flags {\n    var isOn = false\n}\n"])
        #expect(try Self.item(named, "Bool properties").status == .passed)
        let misnamed = try Self.audit([skill], files: ["App/Flags.swift": "struct Flags {\n    var loading = false\n}\n"])
        #expect(try Self.item(misnamed, "Bool properties").status == .failed)
    }

    @Test func aCheckThatDecidesPartOfAnItemLeavesTheRestForAPerson() throws {
        let text = """
        # Sheets

        ## Checklist

        - [ ] A sheet is driven by an `isShowing…` Bool and attached to the button that opens it.
          <!-- preflight: {replace: true, checks: [{kind: binding-name, call: "sheet(isPresented:)", prefix: isShowing}]} -->
        """
        let skill = try Self.skill(text, "sheets")
        let compiled = try #require(skill.items.first)
        #expect(compiled.uncheckedParts == ["attached to the button that opens it"])
        #expect(compiled.checks.first?.covers == "A sheet is driven by an `isShowing…` Bool")

        let view = """
        import SwiftUI

        struct AccountsView: View {
            @State private var isShowingLogin = false
            var body: some View {
                Button("Add") { isShowingLogin = true }
                    .sheet(isPresented: $isShowingLogin) { LoginView() }
            }
        }
        """
        let report = try Self.audit([skill], files: ["Features/AccountsView.swift": view])
        let item = try Self.item(report, "A sheet")
        #expect(item.status == .partlyChecked)
        #expect(item.uncheckedParts == ["attached to the button that opens it"])
        #expect(report.summary == Summary(passed: 0, failed: 0, manual: 1, notApplicable: 0, partlyChecked: 1))
        #expect(report.exitCode == 0)
        let markdown = MarkdownReporter.generateReport(report, options: ReportOptions())
        #expect(markdown.contains("- [ ] 🔎 **partly checked** · A sheet is driven by an `isShowing…` Bool and attached to the button "
            + "that opens it. — checks passed; left for a person: “attached to the button that opens it”"))
        #expect(!markdown.contains("- [x]"))
        let json = JSONReporter.generateReport(report, options: ReportOptions())
        #expect(json.contains("\"status\": \"manual\""))
        #expect(json.contains("\"uncheckedParts\": [\n            \"attached to the button that opens it\"\n          ]"))

        // When the decided part fails, the item fails.
        let bad = view.replacingOccurrences(of: "isShowingLogin", with: "loginVisible")
        #expect(try Self.item(try Self.audit([skill], files: ["Features/AccountsView.swift": bad]), "A sheet").status == .failed)
    }

    @Test func everyRuleOfASkillIsInTheReport() throws {
        let manualOnly = """
        # Architecture

        ## Rules

        - Keep controllers thin: state lives in the view model.
        - Prefer small, focused views over deep hierarchies.
        """
        let report = try Self.audit([try Self.skill(manualOnly, "architecture"), try Self.skill(Self.spacing, "spacing")],
                                    files: ["Features/SettingsView.swift": Self.settingsView])
        let architecture = try #require(report.skills.first { $0.name == "architecture" })
        #expect(architecture.items.map(\.status) == [.manual, .manual])
        // The rule whose check the checklist item repeats is reported too.
        let spacing = try #require(report.skills.first { $0.name == "spacing" })
        #expect(spacing.items.map(\.kind) == [.checklist, .rule])
        let markdown = MarkdownReporter.generateReport(report, options: ReportOptions())
        #expect(!markdown.contains("_No items._"))
        #expect(markdown.contains("<details><summary>📝 2 manual rules</summary>"))
        #expect(markdown.contains("Keep controllers thin"))
    }

    /// "brought in by" names the changed file the item's scope matches, and why.
    @Test func broughtInByNamesTheFileInScopeAndWhy() throws {
        let text = """
        # House

        ## Checklist

        - [ ] Every view has a `#Preview`.
          <!-- preflight: {replace: true, checks: [{kind: required-companion, requires: ["#Preview"], conformance: View}]} -->
        - [ ] Managers in `Core/` stay free of UI state.
        """
        let skill = try Self.skill(text, "house")
        let root = try Probe.temporaryFolder("preflight-trust")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("let project = Project(name: \"App\")\n", to: "Project.swift", in: root)
        try Probe.write("on: push\n", to: ".github/workflows/ci.yml", in: root)
        try Probe.write("import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n\n#Preview { HomeView() }\n",
                        to: "Features/Home/HomeView.swift", in: root)
        func diff(_ paths: [String]) -> String {
            paths.map { "diff --git a/\($0) b/\($0)\n--- a/\($0)\n+++ b/\($0)\n@@ -1 +1 @@\n-x\n+y\n" }.joined()
        }
        let engine = Engine(ruleSet: RuleSet(skills: [skill]), configuration: nil)

        let noView = try engine.review(try ChangeSource(root: root.path, diffText: diff(["Project.swift", ".github/workflows/ci.yml"]),
                                                        name: "d"), scope: .lines, command: .checklist)
        #expect(try Self.item(noView, "#Preview").status == .notApplicable)
        #expect(try Self.item(noView, "Managers in").status == .notApplicable)

        let withView = try engine.review(try ChangeSource(root: root.path, diffText: diff(["Project.swift", "Features/Home/HomeView.swift"]),
                                                          name: "d"), scope: .lines, command: .checklist)
        let preview = try Self.item(withView, "#Preview")
        #expect(preview.status == .passed)
        #expect(preview.appliesBecause == "Features/Home/HomeView.swift")
        #expect(preview.appliesReason == "declares `HomeView`, one of the types conforming to `View`")
        let markdown = MarkdownReporter.generateReport(withView, options: ReportOptions())
        #expect(markdown.contains("brought in by `Features/Home/HomeView.swift` (declares `HomeView`, one of the types conforming to `View`)"))

        try Probe.write("final class AccountManager {}\n", to: "Core/AccountManager.swift", in: root)
        let core = try engine.review(try ChangeSource(root: root.path, diffText: diff(["Core/AccountManager.swift"]), name: "d"),
                                     scope: .lines, command: .checklist)
        let manual = try Self.item(core, "Managers in")
        #expect(manual.status == .manual)
        #expect(manual.appliesBecause == "Core/AccountManager.swift")
        #expect(manual.appliesReason == "under `Core/`, which the item names")
    }
}
