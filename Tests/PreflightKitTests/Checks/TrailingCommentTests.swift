import Testing
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "No trailing comments": a line comment after code is flagged; comments alone on their line,
/// after a build directive, inside strings, or read by tools are not.
@Suite struct TrailingCommentTests {
    static func lines(_ text: String) -> [Int] {
        CheckCatalogueTests.lines(TrailingCommentCheck(), text)
    }

    @Test func onlyLineCommentsAfterCodeAreFlagged() {
        let text = """
        let a = 1 // why
        // alone
            /// documented
        let b = f(/* inline */ 2)
        #if canImport(UIKit) // iOS only
        #endif // canImport
        let c = x! // swiftlint:disable:this force_unwrapping
        let d = "a // b"
        case idle /* block */
        let e = 2 /// doc after code
        #expect(total == 4) // four items
        """
        #expect(Self.lines(text) == [1, 10, 11])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["//", "a //", "/", "a /", "a /* never closed", "\"a // b", "#if //"] {
            #expect(Self.lines(text).count <= 1, "\(text)")
        }
    }
}
