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

/// Phrasings met in convention documents in the wild, beyond the shipped skills.
@Suite struct MorePhrasingTests {
    func checks(_ rule: String) throws -> [any Check] {
        let skill = try Probe.compile("# Rules\n\n- \(rule)\n", path: "AGENTS.md")
        return try #require(skill.items.first).checks.map(\.check)
    }

    @Test func privateSetOnPublished() throws {
        let found = try checks("All `@Published` properties should be `private(set)`.")
        let check = try #require(found.first as? RequiredModifierCheck)
        #expect(check.attributes == ["Published"] && check.modifiers == ["private(set)"])
        let file = SourceFile(path: "A.swift", text: "final class A {\n    @Published var a = 0\n    @Published private(set) var b = 0\n    @Published private var c = 0\n}\n")
        #expect(check.run(on: file, context: CheckContext()).map(\.line) == [2])
    }

    @Test func attributeOnATypeNamedInCode() throws {
        let check = try #require(try checks("Every `ViewModel` must be `@MainActor`.").first as? RequiredAttributeCheck)
        #expect(check.selector.nameSuffix == "ViewModel")
        // The type named after the attribute is not the subject.
        let other = try checks("Each reducer is `@Reducer`, its `Action` is `BindableAction`.")
        #expect(!other.contains { ($0 as? RequiredAttributeCheck)?.selector.nameSuffix == "Action" })
    }

    @Test func bareFunctionNameForbidsItsCalls() throws {
        let check = try #require(try checks("Use `Logger` instead of `print`.").first as? ForbiddenCallCheck)
        // `print` is a free function: `logger.print` is the logger's own method, `Swift.print` the same function.
        let file = SourceFile(path: "A.swift", text: "print(\"a\")\nlogger.print(\"b\")\nlet printer = 1\n// print(\"c\")\nSwift.print(\"d\")\n")
        #expect(check.run(on: file, context: CheckContext()).map(\.line) == [1, 5])
        #expect(try checks("Use `fooId`, not `fooID`.").allSatisfy { !($0 is ForbiddenCallCheck) })
    }
}

@Suite struct DoDontTableTests {
    static let document = """
    # View rules

    | ✅ Do | ❌ Don't |
    |---|---|
    | `@State private var isOn = false` | `@State var isOn = false` |
    | `.padding(Spacing.medium)` | `.padding(16)` |
    | `accountId` | `accountID` |

    ## Don'ts

    - `ObservableObject` for new view models
    """

    @Test func rowsBecomeRulesConfirmedByTheirCells() throws {
        let skill = try Probe.compile(Self.document, path: "AGENTS.md")
        let kinds = skill.items.map { $0.checks.map(\.kind) }
        #expect(kinds == [["required-modifier"], ["forbidden-call"], ["identifier-naming"], ["forbidden-symbol"]])
        #expect(skill.items.map(\.statement.line) == [5, 6, 7, 11])
        #expect(skill.items[0].checks[0].confirmations == [5, 5])
        #expect(skill.items[1].checks[0].isConfirmed)
        #expect(skill.contradictions.isEmpty)
    }

    @Test func aTableWithoutVerdictColumnsStaysProse() throws {
        let skill = try Probe.compile("# T\n\n| Wrapper | Note |\n|---|---|\n| `@State` | never public |\n", path: "AGENTS.md")
        #expect(skill.items.count == 1)
        #expect(skill.items.first?.statement.modality == .mustNot)
    }
}
