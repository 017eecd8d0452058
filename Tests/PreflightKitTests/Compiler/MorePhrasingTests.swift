import Testing
@testable import PreflightKit

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
        let file = SourceFile(path: "A.swift", text: "print(\"a\")\nlogger.print(\"b\")\nlet printer = 1\n// print(\"c\")\n")
        #expect(check.run(on: file, context: CheckContext()).map(\.line) == [1, 2])
        #expect(try checks("Use `fooId`, not `fooID`.").allSatisfy { !($0 is ForbiddenCallCheck) })
    }
}
