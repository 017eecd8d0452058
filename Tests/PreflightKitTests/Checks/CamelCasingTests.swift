import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// `casing: camel`, what refusing snake_case or ALL CAPS asks: either camel case passes, an
/// underscore inside a name or a long run of capitals does not; acronyms of four letters,
/// leading underscores, `CodingKeys` cases and XCTest methods are left alone.
@Suite struct CamelCasingTests {
    static let check = NamePatternCheck(declarations: ["var", "let", "func", "case", "type"], casing: .camel)

    static let source = """
    enum Limits {
        static let MAX_RETRIES = 3
        static let TIMEOUTSECONDS = 30
        static let URL = "https://example.com"
        static let HTTP = 1
        static let maxItems = 5
        private var _storage = 0
        func load_items() {}
        case some_case
    }
    struct Payload: Codable {
        let userName: String
        enum CodingKeys: String, CodingKey { case userName = "user_name", created_at }
    }
    struct Item_Row {}
    final class LoginTests: XCTestCase {
        func test_login_fails() {}
    }
    """

    @Test func underscoresAndCapitalRunsAreFound() {
        let found = Self.check.run(on: SourceFile(path: "Sources/Limits.swift", text: Self.source), context: CheckContext())
        #expect(found.map(\.line) == [2, 3, 8, 9, 15])
        #expect(found.first?.message == "`MAX_RETRIES` is snake_case")
        #expect(found.dropFirst().first?.message == "`TIMEOUTSECONDS` is ALL CAPS")
    }

    @Test func theCasingRoundTripsAndIsNamed() throws {
        let data = try JSONEncoder().encode(Self.check)
        #expect(try JSONDecoder().decode(NamePatternCheck.self, from: data) == Self.check)
        #expect(Self.check.summary.hasSuffix("are camelCase (no snake_case, no ALL CAPS)"))
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(NamePatternCheck.self, from: Data(#"{"declarations": ["var"], "casing": "kebab"}"#.utf8))
        }
    }
}
