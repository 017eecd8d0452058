/// What a lexed span of Swift source is. Checks mostly ask "is this code or not?", so the kinds
/// stay coarse: whatever sits inside a string or comment never surfaces as an identifier.
package enum TokenKind: UInt8, Sendable, Equatable {
    /// A plain or backticked name, `$0` / `$binding` included. Contextual keywords (`get`,
    /// `some`, `final`, `actor`…) are identifiers here, as they are for Swift's own lexer:
    /// only a parser knows when they act as keywords.
    case identifier
    /// A reserved word that can never name something without backticks (`class`, `let`, `_`…).
    case keyword
    /// `@` plus the attribute's name as one token (`@MainActor`); its arguments follow as tokens.
    case attribute
    /// `#` plus a name (`#if`, `#Preview`, `#available`, `#selector`).
    case poundDirective
    case integerLiteral
    case floatLiteral
    /// The whole literal, delimiters and interpolations included.
    case stringLiteral
    /// Only the extended `#/…/#` form: bare `/…/` is indistinguishable from division here.
    case regexLiteral
    /// Line, block (nested) and doc comments, and a leading `#!` line.
    case comment
    /// `( ) { } [ ] , : ; . \` and a `#` or `@` standing alone.
    case punctuation
    /// A run of operator characters (`=`, `->`, `==`, `&&`, `...`); a postfix `?` or `!`
    /// glued to the previous token stands alone so optional chains read naturally.
    case `operator`
    /// A byte that starts nothing Swift knows (a stray backtick, a control character).
    case unknown
}

/// One lexed span. Positions are in UTF-8 bytes: `column` counts bytes from the start of the
/// line (1-based), which equals characters on ASCII lines and stays cheap and exact everywhere.
package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    /// Byte offsets into the file, `start..<end`.
    package var start: Int
    package var end: Int
    /// 1-based line of the first byte.
    package var line: Int
    /// 1-based byte column of the first byte within its line.
    package var column: Int

    package var range: Range<Int> { start..<end }
    var isComment: Bool { kind == .comment }
}
