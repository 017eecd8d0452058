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

@Suite struct ExtractionTests {
    private func checklist(_ statements: [Statement]) -> [Statement] { statements.filter { $0.kind == .checklist } }
    private func rules(_ statements: [Statement]) -> [Statement] { statements.filter { $0.kind == .rule } }

    @Test(arguments: ["Pre-delivery checklist", "Before you open a PR", "Definition of done", "체크리스트"])
    func checklistHeadingsNamedDifferently(_ heading: String) throws {
        let extracted = try Probe.extract("""
        # Conventions

        Some introduction about the project.

        ## \(heading)

        - The build is green
        - Screens have previews
          - a nested detail that is not an item
        - Strings are localized

        ## Notes

        - A plain bullet about history
        """)
        let items = checklist(extracted.statements)
        #expect(items.map(\.text) == ["The build is green", "Screens have previews", "Strings are localized"])
        #expect(items.map(\.line) == [7, 8, 10])
        #expect(items.allSatisfy { $0.sectionPath.last == heading })
    }

    @Test func taskItemsAnywhereAreChecklistItemsAndNothingElseIs() throws {
        let extracted = try Probe.extract("""
        # Guide

        ## Architecture

        The app has three layers and a router.

        - A bullet that states a fact
        - [ ] Run the linter before pushing
        - [x] Update the changelog

        ## Style

        1. Numbered point without a verb cue
        """)
        let items = checklist(extracted.statements)
        #expect(items.map(\.text) == ["Run the linter before pushing", "Update the changelog"])
        #expect(items.map(\.line) == [8, 9])
        #expect(!extracted.statements.contains { $0.text.contains("three layers") })
        #expect(!extracted.statements.contains { $0.text.contains("states a fact") })
        #expect(!extracted.statements.contains { $0.text.contains("Numbered point") })
    }

    @Test func englishModalities() throws {
        let extracted = try Probe.extract("""
        # Rules

        Never force-unwrap optionals. Do not call `print` in production code. Always inject services through the initializer.
        Views must be small. Avoid singletons in features. Prefer `struct` over `class` for models.
        No magic numbers.

        This sentence only describes the past.
        """)
        let found = rules(extracted.statements)
        let modality = Dictionary(found.map { ($0.text, $0.modality) }, uniquingKeysWith: { first, _ in first })
        #expect(modality["Never force-unwrap optionals."] == .mustNot)
        #expect(modality["Do not call `print` in production code."] == .mustNot)
        #expect(modality["Always inject services through the initializer."] == .must)
        #expect(modality["Views must be small."] == .must)
        #expect(modality["Avoid singletons in features."] == .avoid)
        #expect(modality["Prefer `struct` over `class` for models."] == .prefer)
        #expect(modality["No magic numbers."] == .mustNot)
        #expect(!found.contains { $0.text.contains("describes the past") })
        #expect(found.first { $0.text.hasPrefix("Never") }?.line == 3)
        #expect(found.first { $0.text.hasPrefix("Views") }?.line == 4)
        #expect(found.first { $0.text.hasPrefix("No magic") }?.line == 5)
    }

    @Test func itemsUnderARulesHeadingAreRules() throws {
        let extracted = try Probe.extract("""
        # Naming rules

        - `…Id` for identifiers
        - Types in PascalCase

        # Notes

        - The module was created in 2023.
        """)
        let found = rules(extracted.statements)
        #expect(found.map(\.line) == [3, 4])
        #expect(found.allSatisfy { $0.modality == .must })
    }

    @Test func koreanModalities() throws {
        let extracted = try Probe.extract("""
        # 화면 작성

        - `WithViewStore` 사용 금지.
        - 뷰에서 직접 네트워크를 호출하지 않는다.
        - 모든 화면은 반드시 `#Preview`를 가진다.
        - 이 모듈은 2023년에 만들어졌다.
        """)
        let found = rules(extracted.statements)
        #expect(found.count == 3)
        #expect(found.map(\.modality) == [.mustNot, .mustNot, .must])
        #expect(found.map(\.line) == [3, 4, 5])
        #expect(found[0].codeSpans == ["WithViewStore"])
    }

    @Test func inlineCodeSpansAreKeptInTextAndList() throws {
        let extracted = try Probe.extract("""
        # Rules

        - Never call `.padding(16)` or `Task { }` inside a `View`.
        """)
        let rule = try #require(extracted.statements.first)
        #expect(rule.text == "Never call `.padding(16)` or `Task { }` inside a `View`.")
        #expect(rule.codeSpans == [".padding(16)", "Task { }", "View"])
        #expect(rule.line == 3)
    }

    @Test func examplesLabelledEveryWay() throws {
        let extracted = try Probe.extract("""
        # Views

        ## Padding

        Never hard-code paddings.

        ✅ Do:

        ```swift
        Text("a").padding(Spacing.m)
        ```

        ❌ Don't:

        ```swift
        Text("a").padding(16)
        ```

        Good:

        ```swift
        let good = 1
        ```

        Bad:

        ```swift
        let bad = 2
        ```

        Do:

        ```swift
        let doThis = 3
        ```

        Don't:

        ```swift
        let notThis = 4
        ```

        ```swift
        // ✅
        let inside = 5
        // ❌
        let wrongInside = 6
        ```
        """)
        let examples = extracted.examples
        func verdict(_ fragment: String) -> CodeExample.Verdict? { examples.first { $0.code.contains(fragment) }?.verdict }
        #expect(verdict("Spacing.m") == .good)
        #expect(verdict("padding(16)") == .bad)
        #expect(verdict("let good") == .good)
        #expect(verdict("let bad") == .bad)
        #expect(verdict("let doThis") == .good)
        #expect(verdict("let notThis") == .bad)
        #expect(verdict("let inside") == .good)
        #expect(verdict("let wrongInside") == .bad)
        #expect(examples.first { $0.code.contains("Spacing.m") }?.line == 10)
        #expect(examples.first { $0.code.contains("padding(16)") }?.line == 16)
        #expect(examples.first { $0.code.contains("let wrongInside") }?.line == 47)
        #expect(examples.allSatisfy { $0.sectionPath.last == "Padding" })
        #expect(!extracted.statements.contains { ["Do:", "Don't:", "Good:", "Bad:", "✅ Do:", "❌ Don't:"].contains($0.text) })
    }

    @Test func emphasisedAndDescriptiveLabelsConfirmTheRule() throws {
        let skill = try Probe.compile("""
        # L

        ## Tasks

        Never use `Task.detached`.

        **Bad**

        ```swift
        Task.detached { await work() }
        ```

        **Good:**

        ```swift
        Task { await work() }
        ```

        ❌ Wrong — detached loses priority:

        ```swift
        let t = Task.detached { }
        ```

        Incorrect:
        ```swift
        Task.detached(priority: .low) { }
        ```
        """)
        #expect(skill.items.count == 1)
        let item = try #require(skill.items.first)
        #expect(item.statement.examples.map(\.verdict) == [.bad, .good, .bad, .bad])
        #expect(item.checks.first?.confirmations == [10, 16, 22, 27])
        #expect(skill.contradictions.isEmpty)
    }

    static let stable = """
    # Conventions

    ## Rules

    - Never call `print`.
    - Always mark view models `@MainActor`.

    ## Checklist

    - [ ] No `print` left behind
    - [ ] Previews exist
    """

    @Test func idsStableWhenAnUnrelatedLineIsInsertedAbove() throws {
        let before = try Probe.compile(Self.stable)
        let shifted = Self.stable.replacingOccurrences(of: "# Conventions\n", with: "# Conventions\n\nAn introduction paragraph that says nothing binding.\n\nAnother one.\n")
        let after = try Probe.compile(shifted)
        #expect(before.items.count == 4)
        #expect(before.items.map(\.id) == after.items.map(\.id))
        #expect(before.items.flatMap { $0.checks.map(\.id) } == after.items.flatMap { $0.checks.map(\.id) })
        #expect(zip(before.items, after.items).allSatisfy { $0.statement.line + 4 == $1.statement.line })
    }

    @Test func idsUniqueForRepeatedTexts() throws {
        let skill = try Probe.compile("""
        # Conventions

        ## Views

        - Never use `ObservableObject`.

        ## Models

        - Never use `ObservableObject`.

        ## Checklist

        - [ ] Never use `ObservableObject`.
        """)
        let ids = skill.items.map(\.id)
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3)
        #expect(ids.allSatisfy { $0.hasPrefix("probe/") })
        for item in skill.items {
            #expect(Set(item.checks.map(\.id)).count == item.checks.count)
        }
        let ruleChecks = skill.items.filter { $0.statement.kind == .rule }.map { $0.checks.map(\.id) }
        #expect(ruleChecks.count == 2)
        #expect(ruleChecks.allSatisfy { !$0.isEmpty })
        #expect(Set(ruleChecks[0]).isDisjoint(with: ruleChecks[1]))
    }
}
