import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// "Booleans read as assertions": a Boolean's name opens with a prefix the document showed, an
/// auxiliary (`should`, `will`) or a verb in the third person (`shows`); other names are flagged.
@Suite struct AssertionNameTests {
    static let check: NamePatternCheck = {
        var check = NamePatternCheck(declarations: ["var", "let"], typeAnnotation: "Bool", prefixes: ["is", "has"])
        check.readsAsAssertion = true
        return check
    }()

    static let source = """
    final class Settings {
        var isEnabled = false
        let hasAccess: Bool = true
        var shouldRetry = true
        var showsBadge: Bool = false
        var allowsEditing = true
        var enabled: Bool = false
        let premium = true
        var access: Bool?
        var count = 0
        // var loading: Bool
        let title = "loading"
    }
    """

    @Test func namesThatReadAsAssertionsPassAndOthersFail() {
        let violations = Self.check.run(on: SourceFile(path: "Settings.swift", text: Self.source), context: CheckContext())
        #expect(violations.map(\.line) == [7, 8, 9], "\(violations.map { "\($0.line): \($0.message)" })")
        #expect(violations.first?.message == "`enabled` does not read as an assertion (`isEnabled`)")
    }

    @Test(arguments: [
        ("isLoading", true), ("hasError", true), ("canSave", true), ("willAppear", true), ("needsLayout", true),
        ("showsBadge", true), ("prefersLargeTitles", true), ("loading", false), ("darkMode", false), ("progress", false),
        ("selected", false), ("postIsSensitive", true), ("allMediaHasDescription", true), ("visibility", false),
    ])
    func readsAsAssertion(name: String, expected: Bool) {
        #expect(NamePatternCheck.readsAsAssertion(name, prefixes: ["is"]) == expected)
    }

    @Test func theFlagRoundTripsAndStandsAlone() throws {
        let data = try JSONEncoder().encode(Self.check)
        #expect(try JSONDecoder().decode(NamePatternCheck.self, from: data) == Self.check)
        let alone = try JSONDecoder().decode(NamePatternCheck.self, from: Data(#"{"declarations": ["var"], "type": "Bool", "assertion": true}"#.utf8))
        #expect(alone.readsAsAssertion && alone.prefixes.isEmpty)
        #expect(alone.summary == "`var` names of type `Bool` read as assertions (`is…`, `has…`, another auxiliary or a verb: `shows…`)")
    }
}
