import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport

/// "Do not introduce new `DispatchQueue` code": in a review, existing uses in a touched file are
/// legacy, not faults, so the rule judges the lines the change adds whatever the `--scope`.
@Suite struct NewCodeRuleTests {
    static let document = """
    # Concurrency

    - Do not introduce new `DispatchQueue.main.async` code; existing calls are being migrated to `@MainActor`.
    - Never call `DispatchQueue.main.sync`.
    """

    static let legacy = """
    import Foundation

    final class Poller {
        func refresh() {
            DispatchQueue.main.async { self.render() }
        }

        func render() {}
    }

    """

    static func skill() throws -> CompiledSkill {
        try FindingTrustTests.skill(document, "concurrency")
    }

    @Test func theCheckIsMarkedAndCompileSaysSo() throws {
        let skill = try Self.skill()
        let newCode = try #require(skill.items.first { $0.statement.text.contains("introduce") })
        #expect(!newCode.checks.isEmpty)
        #expect(newCode.checks.allSatisfy { $0.newCodeOnly })
        let always = try #require(skill.items.first { $0.statement.text.contains("Never call") })
        #expect(always.checks.allSatisfy { !$0.newCodeOnly })
        let markdown = CompileReport.markdown(RuleSet(skills: [skill]))
        #expect(markdown.contains("on new code only"))
    }

    /// "… for new ViewModels", "新規の参照型は …": "new" before a group of types, or the Japanese
    /// "新規の", says the rule is about code a change adds.
    @Test func newBeforeAGroupOfTypesIsNewCode() throws {
        let document = """
        # State

        - Use `@Observable` instead of `ObservableObject` for new ViewModels.
        - 新規の参照型は `@Observable`。`ObservableObject` は使わない。
        - Use `@Observable` instead of `ObservableObject` in view models.
        """
        let skill = try FindingTrustTests.skill(document, "state")
        let marked = skill.items.map { item in !item.checks.isEmpty && item.checks.allSatisfy(\.newCodeOnly) }
        #expect(marked == [true, true, false], "\(skill.items.map { ($0.statement.text, $0.checks.map(\.newCodeOnly)) })")
    }

    /// An audit has no notion of "new": the code already there is the legacy the rule accepts,
    /// so the audit leaves the check to `review` and says so.
    @Test func anAuditLeavesNewCodeRulesToReview() throws {
        let report = try FindingTrustTests.audit([try Self.skill()], files: ["App/Poller.swift": Self.legacy])
        #expect(report.findings.isEmpty)
        let item = try FindingTrustTests.item(report, "introduce")
        #expect(item.status == .notApplicable)
        #expect(item.reason?.contains("preflight review") == true, "\(item.reason ?? "")")
    }

    @Test func aReviewJudgesOnlyTheAddedLinesEvenWithFileScope() throws {
        let root = try Probe.temporaryFolder("preflight-new-code")
        defer { try? FileManager.default.removeItem(at: root) }
        let changed = Self.legacy.replacingOccurrences(of: "    func render() {}\n", with: """
            func render() {}

            func reload() {
                DispatchQueue.main.async { self.render() }
            }

        """)
        try Probe.write(changed, to: "App/Poller.swift", in: root)
        let diff = """
        diff --git a/App/Poller.swift b/App/Poller.swift
        --- a/App/Poller.swift
        +++ b/App/Poller.swift
        @@ -8,2 +8,7 @@ final class Poller {
             func render() {}
        +
        +    func reload() {
        +        DispatchQueue.main.async { self.render() }
        +    }
        +
         }

        """
        let change = try ChangeSource(root: root.path, diffText: diff, name: "change.diff")
        let engine = Engine(ruleSet: RuleSet(skills: [try Self.skill()]), configuration: nil)
        for scope in [ReviewScope.lines, .files] {
            let report = try engine.review(change, scope: scope, command: .review)
            #expect(report.findings.map(\.line) == [11], "scope \(scope)")
            #expect(try FindingTrustTests.item(report, "introduce").status == .failed)
        }
    }
}
