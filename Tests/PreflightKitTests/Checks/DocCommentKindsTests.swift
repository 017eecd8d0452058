import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightSwiftSource

/// "Document public functions" asks it of functions only; a noun the reader does not know
/// leaves the statement manual rather than asking it of every declaration.
@Suite struct DocCommentKindsTests {
    static let source = """
    public struct PriceFormatter {
        public let locale: Locale
        public func format(_ value: Decimal) -> String { "" }
        /// Documented.
        public init(locale: Locale) { self.locale = locale }
    }
    """

    @Test func onlyTheKindsNamedAreAsked() {
        var functions = DocCommentCheck()
        functions.kinds = [.function]
        #expect(CheckCatalogueTests.lines(functions, Self.source) == [3])
        #expect(functions.summary == "`public`/`open` functions have `///` documentation")
        #expect(CheckCatalogueTests.lines(DocCommentCheck(), Self.source) == [1, 2, 3])
    }

    @Test(arguments: [
        ("Document public functions with `///` comments.", [DocCommentCheck.Kind.function]),
        ("Document all public APIs with `///`.", []),
        ("Every `public` declaration has a `///` doc comment.", []),
    ])
    func theKindsAreRead(text: String, kinds: [DocCommentCheck.Kind]) throws {
        let skill = try Probe.compile("# Rules\n\n- \(text)\n")
        let check = try #require(skill.items.flatMap(\.checks).compactMap { $0.check as? DocCommentCheck }.first)
        #expect(check.kinds == kinds)
    }

    @Test func anUnknownNounStaysManual() throws {
        let skill = try Probe.compile("# Rules\n\n- Document public endpoints with `///` comments.\n")
        #expect(skill.items.flatMap(\.checks).isEmpty)
    }
}
