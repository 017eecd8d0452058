import Testing
@testable import PreflightSwiftSource

/// Force unwraps inside string interpolations are read by lexing each interpolation's code on
/// its own. That lexed (and copied) the rest of the literal for every interpolation — quadratic,
/// 43 s and 3 GB for a 300 KB string of 20,000 interpolations — and recursed once per nesting
/// level without a bound, so a 96 KB line of nested `"\(` crashed `preflight audit` with a stack
/// overflow (found while fuzzing the checks). Work is counted here, never timed.
@Suite struct InterpolationReadingTests {
    typealias Random = SeededRandom

    /// The original: the whole rest lexed, then cut after the `)` that balances the first `(`.
    static func referenceTokens(_ bytes: [UInt8], from start: Int, to end: Int) -> (tokens: [Token], closed: Bool) {
        var tokens: [Token] = []
        var depth = 0
        for token in SwiftLexer.tokenize(Array(bytes[start..<end])) where token.kind != .comment {
            tokens.append(token)
            guard token.kind == .punctuation else { continue }
            if bytes[start + token.start] == UInt8(ascii: "(") { depth += 1 }
            if bytes[start + token.start] == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0 { break }
        }
        return (tokens, depth == 0)
    }

    @Test func interpolationTokensAreTheWholeLexCutAtTheBalancingParenthesis() {
        var random = Random(state: 29)
        let pieces = ["(", ")", "\"", "\\(", "\\", "#", "#\"", "\"#", "\"\"\"", "//", "/*", "*/", "\n", "\r\n", " ", "a", "!",
                      "1.5", ".", "if", "case", ":", ",", "{", "}", "[", "]", "/re/", "`x`", "é", "$0", "@State"]
        var closed = 0
        for _ in 0..<3000 {
            var text = "("
            for _ in 0..<random.below(40) { text += pieces[random.below(pieces.count)] }
            let bytes = Array(("x" + text + "y").utf8)
            let end = 2 + random.below(bytes.count - 1)
            let found = SwiftLexer.interpolationTokens(bytes, from: 1, to: end)
            let expected = Self.referenceTokens(bytes, from: 1, to: end)
            #expect(found.tokens == expected.tokens && found.closed == expected.closed, "\(text)")
            closed += found.closed ? 1 : 0
        }
        #expect(closed > 300)
    }

    /// One multi-line literal of `count` interpolations, each with a force unwrap.
    static func literal(_ count: Int) -> String {
        "let s = \"\"\"\n" + (0..<count).map { "    \\(value\(10_000 + $0)!) and text\n" }.joined() + "    \"\"\"\n"
    }

    @Test func eachInterpolationIsLexedAndCopiedOnItsOwn() throws {
        var totals: [Int] = []
        for count in [100, 200, 400] {
            let file = SourceFile(path: "S.swift", text: Self.literal(count))
            let literal = try #require(file.codeTokens.first { $0.kind == .stringLiteral })
            let spans = UnwrapReading.interpolations(bytes: file.bytes, literal: literal)
            #expect(spans.count == count)
            var work = 0
            for span in spans {
                work += span.code.count
                work += SwiftLexer.interpolationTokens(file.bytes, from: span.open, to: literal.end).scanned
            }
            totals.append(work)
            #expect(file.unwrapSites.count == count)
        }
        #expect(totals[1] <= 2 * totals[0] && totals[2] <= 2 * totals[1], "bytes lexed and copied: \(totals)")
    }

    @Test func unwrapsKeepTheirPlacesInsideInterpolations() {
        let file = SourceFile(path: "S.swift", text: "let s = \"\\(a!) \\(\"\\(b!)\") \\(c\"\n")
        #expect(file.unwrapSites.map { [$0.line, $0.column] } == [[1, 13], [1, 22]])
        let nested = SourceFile(path: "S.swift", text: "let s = \"" + String(repeating: "\\(\"", count: 20) + "\\(deep!)\n")
        #expect(nested.unwrapSites.count == 1)
    }

    /// The input that crashed: 30,000 nested interpolations on one line. Past 64 levels they are
    /// not read (as the lexer reads them as characters); the reading ends without overflowing.
    @Test func deeplyNestedInterpolationsEndWithoutOverflowing() {
        let line = "let s = \"" + String(repeating: "\\(\"", count: 30_000) + "\\(deep!)\n"
        #expect(SourceFile(path: "S.swift", text: line).unwrapSites.isEmpty)
        let shallow = "let s = \"" + String(repeating: "\\(\"", count: UnwrapReading.maximumNesting - 1) + "\\(deep!)\n"
        #expect(SourceFile(path: "S.swift", text: shallow).unwrapSites.count == 1)
    }
}
