import PreflightSwiftSource

/// The lines string literals and comments cover, for the text checks that must not read their
/// content as layout (a blank line inside a multi-line string is text; so is a trailing space
/// before its last newline). One pass over the tokens; each check picks the lines it needs.
enum LiteralLines {
    /// A string literal or comment: its kind and the lines from its first to its last.
    struct Span {
        var kind: TokenKind
        var first: Int
        var last: Int
    }

    static func spans(in file: SourceFile) -> [Span] {
        let bytes = file.bytes
        return file.tokens.compactMap { token in
            guard token.kind == .stringLiteral || token.kind == .comment else { return nil }
            let newlines = bytes[token.start..<token.end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return Span(kind: token.kind, first: token.line, last: token.line + newlines)
        }
    }

    /// The lines of `spans` that `pick` gives for each (an empty range gives none).
    static func lines(in file: SourceFile, _ pick: (Span) -> ClosedRange<Int>?) -> Set<Int> {
        var lines = Set<Int>()
        for span in spans(in: file) {
            guard let range = pick(span) else { continue }
            lines.formUnion(range)
        }
        return lines
    }
}
