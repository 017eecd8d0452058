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

@Suite struct ContradictionTests {
    @Test func doExampleViolatingItsOwnRule() throws {
        let skill = try Probe.compile("""
        # Probe

        ## View models

        Never use `ObservableObject`.

        ✅ Do:

        ```swift
        final class CounterModel: ObservableObject {
            var count = 0
        }
        ```
        """)
        #expect(skill.contradictions.count == 1)
        let contradiction = try #require(skill.contradictions.first)
        #expect(contradiction.itemLine == 5)
        #expect(contradiction.exampleLine == 10)
        #expect(contradiction.message.contains("Do example"))
        #expect(contradiction.checkId.hasSuffix(":forbidden-symbol"))
        #expect(RuleSet(skills: [skill]).coverage.contradictions == 1)
    }

    @Test func dontExampleNoCheckCatches() throws {
        let skill = try Probe.compile("""
        # Probe

        ## View models

        Never use `ObservableObject`.

        ❌ Don't:

        ```swift
        let value = try! loadEverything()
        ```
        """)
        #expect(skill.contradictions.count == 1)
        let contradiction = try #require(skill.contradictions.first)
        #expect(contradiction.itemLine == 5)
        #expect(contradiction.exampleLine == 10)
        #expect(contradiction.message.contains("Don't example"))
    }

    @Test func agreeingExamplesConfirmTheCheck() throws {
        let skill = try Probe.compile("""
        # Probe

        ## View models

        Never use `ObservableObject`.

        ❌ Don't:

        ```swift
        final class CounterModel: ObservableObject {}
        ```

        ✅ Do:

        ```swift
        @Observable final class CounterModel {}
        ```
        """)
        #expect(skill.contradictions.isEmpty)
        let check = try #require(skill.items.first?.checks.first)
        #expect(check.confirmations == [10, 16])
        #expect(RuleSet(skills: [skill]).coverage.confirmed == 1)
    }

    @Test func shippedSkillsHaveNoContradictionAndMostChecklistItemsExecutable() throws {
        let ruleSet = try Probe.shippedRuleSet()
        #expect(ruleSet.skills.count == 4)
        for skill in ruleSet.skills {
            #expect(skill.contradictions.isEmpty, "\(skill.name): \(skill.contradictions.map(\.message))")
            let checklist = skill.items.filter { $0.statement.kind == .checklist }
            #expect(!checklist.isEmpty, "\(skill.name) has no checklist")
        }
        let coverage = ruleSet.coverage
        #expect(coverage.contradictions == 0)
        #expect(coverage.checklistItems > 0)
        #expect(Double(coverage.checklistExecutable) >= 0.8 * Double(coverage.checklistItems),
                "\(coverage.checklistExecutable) of \(coverage.checklistItems) checklist items executable")
    }
}
