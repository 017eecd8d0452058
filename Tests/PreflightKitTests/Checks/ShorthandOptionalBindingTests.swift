import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "Use the `if let x` shorthand": only a condition's binding that gives a value its own name is
/// flagged; what the shorthand cannot say keeps its `=`.
@Suite struct ShorthandOptionalBindingTests {
    static func lines(_ text: String) -> [Int] {
        CheckCatalogueTests.lines(ShorthandOptionalBindingCheck(), text)
    }

    @Test func onlyBindingsThatKeepTheNameInAConditionAreFlagged() {
        let text = """
        func show(_ user: User?, draft: Draft?) {
            if let user = user,
               var draft = draft {
                present(user, draft)
            }
            while let next = next { consume(next) }
            guard let user = user?.profile, let name = name as? String, let id = self.id else { return }
            if case let .loaded(user) = state, let user = cached(user) { print(user) }
            let user = user
            for user in users where user.isActive { print(user) }
            lookup(user, { (let user = user) in })
        }
        """
        #expect(Self.lines(text) == [2, 3, 6])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["if let", "if let x", "if let x =", "if let x = x", "guard var x = x else", ", let a = a", "let", "if let = x {"] {
            #expect(Self.lines(text).count <= 1, "\(text)")
        }
        #expect(Self.lines("if let x = x {") == [1])
        #expect(Self.lines("guard let self = self else { return }") == [1])
    }

    @Test func aBanOfTheRepeatedFormNamesTheConceptWhateverTheName() throws {
        for text in ["- Don't write `guard let foo = foo`.", "- Use `if let value` instead of `if let value = value`."] {
            let skill = try Probe.compile("# Style\n\n" + text)
            #expect(skill.items.flatMap { $0.checks }.map(\.kind) == ["shorthand-optional-binding"], "\(text)")
        }
        // A binding that renames is no repeated form.
        #expect(!ConceptCatalogue.repeatsTheBoundName("if let user = currentUser"))
        #expect(ConceptCatalogue.repeatsTheBoundName("guard var draft = draft"))
    }
}
