import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightSwiftSource

/// The document's own code decides between readings: a check that fires on the code the
/// document endorses is withdrawn, and a forbidden line of code beside its replacement is read
/// through the catalogue concept that tells the two apart.
@Suite struct ExampleAgreementTests {
    static func item(_ skill: CompiledSkill, containing text: String) throws -> CompiledItem {
        try #require(skill.items.first { $0.statement.text.contains(text) })
    }

    /// "Wrong: `var delegate: D?`" forbids a text that "Correct: `weak var delegate: D?`" contains.
    @Test func aCheckFiringOnTheLabelledGoodLineIsWithdrawn() throws {
        let skill = try Probe.compile("""
        # Conventions

        - Correct: `weak var delegate: ComposerDelegate?`
        - Wrong: `var delegate: ComposerDelegate?`
        """)
        let wrong = try Self.item(skill, containing: "Wrong")
        #expect(wrong.checks.isEmpty, "\(wrong.checks.map(\.check.summary))")
        #expect(wrong.missing.contains { $0.hasPrefix("contradicted by the document's example at ") && $0.hasSuffix(":3") }, "\(wrong.missing)")
        #expect(wrong.reason?.hasPrefix("contradicted by the document's example at ") == true)
    }

    /// The same pair with a distinct wrong form keeps its check.
    @Test func aCheckTheGoodLineDoesNotTriggerStays() throws {
        let skill = try Probe.compile("""
        # Conventions

        - Correct: `Logger.app.info("saved")`
        - Wrong: `NSLog("saved")`
        """)
        let wrong = try Self.item(skill, containing: "Wrong")
        #expect(!wrong.checks.isEmpty)
        #expect(wrong.missing.allSatisfy { !$0.contains("Do example") })
    }

    /// "`value!` → `guard let value else { return }`" is about force unwraps, not a variable
    /// named `value`: the check fires on `user!.name` and not on the guarded form.
    @Test func aForbiddenLineOfCodeIsReadThroughTheConceptItShows() throws {
        let skill = try Probe.compile("""
        # Conventions

        `value!` → `guard let value else { return }`
        """)
        let rule = try Self.item(skill, containing: "value!")
        let check = try #require(rule.checks.first?.check as? any FileCheck)
        let bad = SourceFile(path: "Sources/App/Profile.swift", text: "func show(user: User?) {\n    print(user!.name)\n}\n")
        let good = SourceFile(path: "Sources/App/Profile.swift", text: "func show(user: User?) {\n    guard let user else { return }\n    print(user.name)\n}\n")
        #expect(!check.run(on: bad, context: CheckContext()).isEmpty)
        #expect(check.run(on: good, context: CheckContext()).isEmpty)
    }

    /// A hedge keeps the pair manual: "without understanding the actor context" is for a person.
    @Test func aHedgedPairStaysManual() throws {
        let skill = try Probe.compile("""
        # Conventions

        Never use unstructured `Task { }` without understanding the actor context; use `.task { }` modifiers tied to view lifecycle.
        """)
        let rule = try Self.item(skill, containing: "unstructured")
        #expect(rule.checks.isEmpty, "\(rule.checks.map(\.check.summary))")
    }
}
