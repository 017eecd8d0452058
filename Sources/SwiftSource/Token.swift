/// What a lexed span of Swift source is. Checks mostly ask "is this code or not?", so the kinds
/// stay coarse: whatever sits inside a string or comment never surfaces as an identifier.
@usableFromInline
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

extension TokenKind {
    // Spelled out and inlinable: the checks compare kinds on every token, and the equality
    // they reached through the Equatable witness was a measurable part of an audit.
    @inlinable
    package static func == (lhs: TokenKind, rhs: TokenKind) -> Bool { lhs.rawValue == rhs.rawValue }
}

/// One lexed span. Positions are in UTF-8 bytes: `column` counts bytes from the start of the
/// line (1-based), which equals characters on ASCII lines and stays cheap and exact everywhere.
///
/// Stored as 32-bit numbers (20 bytes a token instead of 40): a file has about one token per
/// four bytes and is lexed into two arrays, so this halves what a large file costs. Files are
/// far below 4 GB (`Workspace.maximumFileSize`).
package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    package init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    /// Byte offsets into the file, `start..<end`.
    package var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(truncatingIfNeeded: newValue) }
    }
    package var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
    }
    /// 1-based line of the first byte.
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(truncatingIfNeeded: newValue) }
    }
    /// 1-based byte column of the first byte within its line.
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(truncatingIfNeeded: newValue) }
    }

    package var range: Range<Int> { start..<end }
    var isComment: Bool { kind == .comment }
}
