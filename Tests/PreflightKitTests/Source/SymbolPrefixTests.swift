import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// `XCTAssert*`, `UIGraphicsBeginImageContext…`: a name written with a trailing `*` stands for
/// every identifier that starts so, found in code only.
@Suite struct SymbolPrefixTests {
    static let source = """
    import XCTest
    // XCTAssertTrue in a comment
    final class CartTests: XCTestCase {
        func testTotal() {
            XCTAssertEqual(total, 0, "XCTAssertNil in a string")
            XCTAssertNil(error)
            report.XCTAssertCount += 1
            XCTAssert(ok)
        }
    }
    """

    @Test func everyNameWithThePrefixIsFound() throws {
        let pattern = try #require(SymbolPattern("XCTAssert*"))
        #expect(pattern.matchesPrefix)
        let file = SourceFile(path: "Tests/CartTests.swift", text: Self.source)
        #expect(pattern.matches(in: file).map { file.codeTokens[$0].line } == [5, 6, 8])
        let check = ForbiddenSymbolCheck(symbols: [pattern], languages: [.swift])
        #expect(CheckCatalogueTests.lines(check, Self.source, path: "Tests/CartTests.swift") == [5, 6, 8])
    }

    @Test func onlyAnIdentifierBeforeTheStarIsAPrefix() {
        #expect(SymbolPattern("XC*")?.matchesPrefix != true)
        #expect(SymbolPattern("a.b*")?.matchesPrefix != true)
        #expect(SymbolPattern("XCTAssertEqual")?.matchesPrefix == false)
    }
}
