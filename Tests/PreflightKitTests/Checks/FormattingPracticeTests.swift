import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// The formatting kinds on the forms they must tell apart: a literal from a type spelled over
/// lines, a body's brace from a closure's, a one-line head from a wrapped one.
@Suite struct FormattingPracticeTests {
    func lines(_ check: some FileCheck, _ source: String) -> [Int] {
        check.run(on: SourceFile(path: "A.swift", text: source), context: CheckContext()).map(\.line)
    }

    @Test func trailingCommasAreAskedOfMultiLineLiteralsOnly() {
        let source = """
        let a = [
            1,
            2
        ]
        let b = [1, 2]
        func c() -> [
            Int
        ] { [] }
        let d = [
            "k": Row(
                title: "t"
            )
        ]
        let e = [
            3,
        ]
        let f = rates[
            code
        ]
        """
        #expect(lines(TrailingCommaCheck(), source) == [3, 12])
    }

    @Test func openingBracesOfOneLineHeadsOnly() {
        let source = """
        struct A
        {
            func b(x: Int,
                   y: Int)
            {
                if x > y
                {
                    print(x)
                } else
                {
                    print(y)
                }
                if x > 0,
                   let z = items.first(where: {
                       $0 > y
                   })
                {
                    print(z)
                }
                if x > 0,
                   y > 0
                {
                    run(
                        { print(1) }
                    )
                }
            }
        }
        """
        #expect(lines(OpeningBraceCheck(), source) == [2, 7, 10])
    }

    @Test func casingLeavesOutsideSpellingsAlone() {
        let source = """
        struct iCloudSettingsView {}
        struct Row_Previews: PreviewProvider {}
        struct bad_type {}
        enum CodingKeys: String, CodingKey {
            case UUID
        }
        final class LoginTests: XCTestCase {
            func test_login_fails() {}
            func Render() {}
            private let cache = NSCache<NSString, NSColor>()
        }
        """
        #expect(lines(NamePatternCheck(declarations: ["type"], casing: .upperCamel), source) == [3])
        #expect(lines(NamePatternCheck(declarations: ["var", "let", "func", "case"], casing: .lowerCamel), source) == [9])
    }

    @Test func semicolonsInCodeOnly() {
        #expect(lines(SemicolonCheck(), "let a = 1; let b = \"x;y\"\n// c; d\nfor i in 0..<2 { print(i); }\n") == [1, 3])
    }

    /// The other style: a comma before the `]` of any literal, one line or several, a comment
    /// between them included; an argument list's commas are no literal's.
    @Test func forbiddenTrailingCommasEndNoLiteral() {
        let source = """
        let a = [1, 2,]
        let b = [
            "k": 1,
            // "l": 2,
        ]
        let c = [1, 2]
        let d = sum(1, 2)
        let e: [Int] = []
        let f = [
            3
        ]
        """
        #expect(lines(TrailingCommaCheck(style: .forbidden), source) == [1, 3])
        #expect(lines(TrailingCommaCheck(), source) == [10])
    }

    /// Line ends only: `a; b` on one line joins statements and stays; a `;` before a comment
    /// still ends its line.
    @Test func semicolonsAtLineEndsOnly() {
        let source = "let a = 1;\nlet b = 2; let c = 3\nlet d = 4; // four\nlet e = \"x;\""
        #expect(lines(SemicolonCheck(lineEndsOnly: true), source) == [1, 3])
        #expect(lines(SemicolonCheck(), source) == [1, 2, 3])
    }
}

