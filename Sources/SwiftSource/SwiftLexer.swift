/// A byte-level Swift lexer. It exists because SwiftParser costs 4–5× a whole ast-grep scan
/// while a byte pass is ~13× faster than ast-grep (docs/ARCHITECTURE.md), and most checks only need to
/// know which identifiers are code. It never fails: malformed input still yields tokens, and
/// every loop advances at least one byte.
///
/// Recovery rules: a single-line string stops at its line end (as Swift's own lexer does, so one
/// bad line does not swallow the file); multi-line strings and block comments run to the end of
/// the file.
package enum SwiftLexer {
    package static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = LexerScanner(buffer)
            scanner.run()
            return scanner.tokens
        }
    }

    package static func tokenize(_ source: String) -> [Token] {
        tokenize(Array(source.utf8))
    }

    /// The tokens of one string interpolation's code: `bytes[start..<end]` lexed from its `(` up
    /// to the `)` that balances it, included, comments left out; `closed` is false when no `)`
    /// does before `end`. Offsets are relative to `start`. The tokens are those `tokenize` gives
    /// for `Array(bytes[start..<end])` cut after that `)`, but lexing stops there and nothing is
    /// copied: lexing (and copying) the rest of the literal for each interpolation made a
    /// literal of many interpolations quadratic (20,000 in one string: 43 s, 3 GB). `scanned`
    /// is how far lexing went, for the tests that count it.
    package static func interpolationTokens(_ bytes: [UInt8], from start: Int, to end: Int)
        -> (tokens: [Token], closed: Bool, scanned: Int) {
        guard start >= 0, start < end, end <= bytes.count else { return ([], false, 0) }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = LexerScanner(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            scanner.stopsAtBalancingParenthesis = true
            scanner.run()
            return (scanner.tokens.filter { $0.kind != .comment }, scanner.finished, scanner.i)
        }
    }
}

private struct LexerScanner {
    package let b: UnsafeBufferPointer<UInt8>
    package let n: Int
    package var i = 0
    package var line = 1
    package var lineStart = 0
    package var tokens: [Token] = []
    /// Reading an interpolation's code: stop once the parentheses opened balance (`finished`).
    var stopsAtBalancingParenthesis = false
    var parentheses = 0
    var finished = false

    package init(_ buffer: UnsafeBufferPointer<UInt8>) {
        b = buffer
        n = buffer.count
    }

    @inline(__always) package func at(_ index: Int) -> UInt8 {
        index < n ? b[index] : 0
    }

    package mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        guard !finished else { return }
        tokens.append(Token(kind: kind, start: start, end: end, line: line, column: start - lineStart + 1))
        if stopsAtBalancingParenthesis, kind == .punctuation {
            if b[start] == ascii("(") { parentheses += 1 } else if b[start] == ascii(")") { parentheses -= 1 }
            finished = parentheses == 0
        }
    }

    /// Strings and block comments may span lines; the line counter has to catch up after them.
    mutating func emitSpanning(_ kind: TokenKind, _ start: Int, _ end: Int) {
        emit(kind, start, end)
        var j = start
        while j < end {
            let c = b[j]
            if c == ascii("\n") {
                line += 1; lineStart = j + 1
            } else if c == ascii("\r") && (j + 1 >= n || b[j + 1] != ascii("\n")) {
                line += 1; lineStart = j + 1
            }
            j += 1
        }
    }

    package mutating func run() {
        // An interpolation's code is short; the rest of its literal is not read.
        if !stopsAtBalancingParenthesis { tokens.reserveCapacity(n / 4) }
        if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
            i = 3; lineStart = 3
        }
        if at(i) == ascii("#") && at(i + 1) == ascii("!") {
            let start = i
            i = lineEnd(from: i)
            emit(.comment, start, i)
        }
        while i < n, !finished {
            let c = b[i]
            switch c {
            case ascii("\n"):
                i += 1; line += 1; lineStart = i
            case ascii("\r"):
                i += 1
                if at(i) == ascii("\n") { i += 1 }
                line += 1; lineStart = i
            case ascii(" "), ascii("\t"), 0x0B, 0x0C, 0:
                i += 1
            case ascii("/"):
                let next = at(i + 1)
                if next == ascii("/") {
                    let start = i
                    i = lineEnd(from: i)
                    emit(.comment, start, i)
                } else if next == ascii("*") {
                    let start = i
                    i = blockCommentEnd(from: i)
                    emitSpanning(.comment, start, i)
                } else {
                    lexOperator()
                }
            case ascii("\""):
                let start = i
                i = stringEnd(quote: i, hashes: 0, depth: 0)
                emitSpanning(.stringLiteral, start, i)
            case ascii("#"):
                lexPound()
            case ascii("@"):
                if isIdentifierStart(at(i + 1)) {
                    let start = i
                    i = identifierEnd(from: i + 1)
                    emit(.attribute, start, i)
                } else {
                    emit(.punctuation, i, i + 1); i += 1
                }
            case ascii("`"):
                lexBacktick()
            case ascii("0")...ascii("9"):
                lexNumber()
            case ascii("$"):
                let start = i
                i = identifierEnd(from: i + 1)
                emit(.identifier, start, i)
            case ascii("("), ascii(")"), ascii("{"), ascii("}"), ascii("["), ascii("]"),
                 ascii(","), ascii(":"), ascii(";"), ascii("\\"):
                emit(.punctuation, i, i + 1); i += 1
            case ascii("."):
                if at(i + 1) == ascii(".") {
                    lexOperator()
                } else {
                    emit(.punctuation, i, i + 1); i += 1
                }
            case ascii("="), ascii("-"), ascii("+"), ascii("!"), ascii("*"), ascii("%"), ascii("<"),
                 ascii(">"), ascii("&"), ascii("|"), ascii("^"), ascii("~"), ascii("?"):
                lexOperator()
            default:
                if isIdentifierStart(c) {
                    let start = i
                    i = identifierEnd(from: i)
                    emit(wordKind(start, i), start, i)
                } else {
                    emit(.unknown, i, i + 1); i += 1
                }
            }
        }
    }

    // MARK: - Pieces

    func lineEnd(from start: Int) -> Int {
        var j = start
        while j < n, b[j] != ascii("\n"), b[j] != ascii("\r") { j += 1 }
        return j
    }

    func identifierEnd(from start: Int) -> Int {
        var j = start
        while j < n, isIdentifierContinue(b[j]) { j += 1 }
        return j
    }

    func blockCommentEnd(from start: Int) -> Int {
        var depth = 0
        var j = start
        while j < n {
            if b[j] == ascii("/") && at(j + 1) == ascii("*") {
                depth += 1; j += 2
            } else if b[j] == ascii("*") && at(j + 1) == ascii("/") {
                depth -= 1; j += 2
                if depth == 0 { return j }
            } else {
                j += 1
            }
        }
        return n
    }

    /// After a `.`, a reserved word names a member (`.default`, `.class`), as SwiftParser reads
    /// it; `init`, `self` and `Self` keep their keyword meaning there.
    func wordKind(_ start: Int, _ end: Int) -> TokenKind {
        guard SwiftKeywords.isKeyword(b, start, end) else { return .identifier }
        if let previous = tokens.last, previous.kind == .punctuation, previous.end == start, b[previous.start] == ascii(".") {
            let length = end - start
            let first = b[start]
            let keeps = (length == 4 && (first == ascii("i") || first == ascii("s") || first == ascii("S"))
                         && (matches(start, "init") || matches(start, "self") || matches(start, "Self")))
            return keeps ? .keyword : .identifier
        }
        if let previous = tokens.last, previous.kind == .punctuation {
            let c = b[previous.start]
            if (c == ascii("(") || c == ascii(",")) && isArgumentLabel(start, end, allowParameterName: true) { return .identifier }
            // `} catch: { … }`: the label of a further trailing closure.
            if c == ascii("}") && !(end - start == 7 && matches(start, "default")) && lineBreak(between: previous.end, and: start) == false
                && isArgumentLabel(start, end, allowParameterName: false) { return .identifier }
        }
        return .keyword
    }

    /// `decode(as: T.self)`, `first(where:)`, `func f(in rect: CGRect)`: after `(` or `,`, a
    /// reserved word followed by `:` (or by a parameter name and `:`) is a label, as SwiftParser
    /// reads it. Words that are values or patterns there (`self`, `true`, `let`…) stay keywords.
    package func lineBreak(between start: Int, and end: Int) -> Bool {
        var j = start
        while j < end {
            if b[j] == ascii("\n") || b[j] == ascii("\r") { return true }
            j += 1
        }
        return false
    }

    func isArgumentLabel(_ start: Int, _ end: Int, allowParameterName: Bool) -> Bool {
        let length = end - start
        let first = b[start]
        if length <= 5 {
            for word: StaticString in ["self", "Self", "super", "true", "false", "nil", "_", "Any", "let", "var", "case", "init", "inout"]
                where word.utf8CodeUnitCount == length && word.utf8Start[0] == first && matches(start, word) {
                return false
            }
        }
        var j = end
        while j < n, b[j] == ascii(" ") || b[j] == ascii("\t") { j += 1 }
        if at(j) == ascii(":") { return at(j + 1) != ascii(":") }
        guard allowParameterName, isIdentifierStart(at(j)) || at(j) == ascii("`") else { return false }
        j += 1
        while j < n, isIdentifierContinue(b[j]) || b[j] == ascii("`") { j += 1 }
        while j < n, b[j] == ascii(" ") || b[j] == ascii("\t") { j += 1 }
        return at(j) == ascii(":") && at(j + 1) != ascii(":")
    }

    package func matches(_ start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= n else { return false }
        for k in 0..<count where b[start + k] != word.utf8Start[k] { return false }
        return true
    }

    mutating func lexPound() {
        let start = i
        var j = i
        while j < n, b[j] == ascii("#") { j += 1 }
        let hashes = j - i
        if at(j) == ascii("\"") {
            i = stringEnd(quote: j, hashes: hashes, depth: 0)
            emitSpanning(.stringLiteral, start, i)
        } else if at(j) == ascii("/") {
            i = extendedRegexEnd(slash: j, hashes: hashes)
            emitSpanning(.regexLiteral, start, i)
        } else if hashes == 1 && isIdentifierStart(at(j)) {
            i = identifierEnd(from: j)
            emit(.poundDirective, start, i)
        } else {
            emit(.punctuation, i, i + 1); i += 1
        }
    }

    mutating func lexBacktick() {
        var j = i + 1
        while j < n, b[j] != ascii("`"), b[j] != ascii("\n"), b[j] != ascii("\r") { j += 1 }
        if j < n, b[j] == ascii("`"), j > i + 1 {
            emit(.identifier, i, j + 1); i = j + 1
        } else {
            emit(.unknown, i, i + 1); i += 1
        }
    }

    mutating func lexNumber() {
        let start = i
        var j = i
        var isFloat = false
        // `tuple.0.1` is two member accesses, not the float `0.1`.
        let afterPeriod = tokens.last.map { $0.kind == .punctuation && $0.end == start && b[start - 1] == ascii(".") } ?? false
        let radixMark = at(j + 1)
        if b[j] == ascii("0") && (radixMark == ascii("x") || radixMark == ascii("X")) {
            j += 2
            while j < n, isHexDigit(b[j]) || b[j] == ascii("_") { j += 1 }
            if !afterPeriod, at(j) == ascii("."), isHexDigit(at(j + 1)) {
                isFloat = true; j += 1
                while j < n, isHexDigit(b[j]) || b[j] == ascii("_") { j += 1 }
            }
            if at(j) == ascii("p") || at(j) == ascii("P") {
                isFloat = true; j = exponentEnd(from: j + 1)
            }
        } else if b[j] == ascii("0") && (radixMark == ascii("b") || radixMark == ascii("o")) {
            j += 2
            while j < n, isIdentifierContinue(b[j]), b[j] < 0x80 { j += 1 }
        } else {
            while j < n, isDigit(b[j]) || b[j] == ascii("_") { j += 1 }
            if !afterPeriod, at(j) == ascii("."), isDigit(at(j + 1)) {
                isFloat = true; j += 1
                while j < n, isDigit(b[j]) || b[j] == ascii("_") { j += 1 }
            }
            if at(j) == ascii("e") || at(j) == ascii("E") {
                let sign = at(j + 1)
                if isDigit(sign) || ((sign == ascii("+") || sign == ascii("-")) && isDigit(at(j + 2))) {
                    isFloat = true; j = exponentEnd(from: j + 1)
                }
            }
        }
        i = j
        emit(isFloat ? .floatLiteral : .integerLiteral, start, j)
    }

    func exponentEnd(from start: Int) -> Int {
        var j = start
        if at(j) == ascii("+") || at(j) == ascii("-") { j += 1 }
        while j < n, isDigit(b[j]) || b[j] == ascii("_") { j += 1 }
        return j
    }

    mutating func lexOperator() {
        let start = i
        let c = b[i]
        if c == ascii("?") || c == ascii("!"), let previous = tokens.last, previous.end == start, endsOperand(previous) {
            emit(.operator, i, i + 1); i += 1
            return
        }
        let dotted = c == ascii(".")
        var j = i
        while j < n {
            let d = b[j]
            if d == ascii("/") && (at(j + 1) == ascii("/") || at(j + 1) == ascii("*")) && j > start { break }
            if d == ascii(".") { if !dotted { break } } else if !isOperatorCharacter(d) { break }
            j += 1
        }
        if j == start { j += 1 }
        i = j
        emit(.operator, start, j)
    }

    func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .keyword, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral:
            return true
        case .punctuation:
            let c = b[token.start]
            return c == ascii(")") || c == ascii("]") || c == ascii("}")
        case .operator:
            let c = b[token.end - 1]
            return c == ascii(">") || c == ascii("?") || c == ascii("!")
        default:
            return false
        }
    }

    /// Returns the offset just past the literal whose opening `"` (after any `#`) is at `quote`.
    /// Interpolations are skipped as balanced code, so a `"` or `)` inside them cannot end the
    /// literal early; nesting deeper than a sane limit degrades to plain characters.
    func stringEnd(quote: Int, hashes: Int, depth: Int) -> Int {
        let multiline = at(quote + 1) == ascii("\"") && at(quote + 2) == ascii("\"")
        var j = multiline ? quote + 3 : quote + 1
        while j < n {
            let c = b[j]
            if c == ascii("\\") {
                if hasHashes(at: j + 1, count: hashes) {
                    let p = j + 1 + hashes
                    if at(p) == ascii("("), depth < 64 {
                        j = interpolationEnd(open: p, multiline: multiline, depth: depth)
                        if !multiline, j < n, b[j] == ascii("\n") || b[j] == ascii("\r") { return j }
                    } else {
                        // Never skip a line break in a single-line string: it ends the literal.
                        let escaped = at(p)
                        j = (!multiline && (escaped == ascii("\n") || escaped == ascii("\r"))) ? p : p + 1
                    }
                } else {
                    j += 1
                }
                continue
            }
            if c == ascii("\"") {
                if multiline {
                    if at(j + 1) == ascii("\""), at(j + 2) == ascii("\""), hasHashes(at: j + 3, count: hashes) {
                        return j + 3 + hashes
                    }
                } else if hasHashes(at: j + 1, count: hashes) {
                    return j + 1 + hashes
                }
                j += 1
                continue
            }
            if !multiline && (c == ascii("\n") || c == ascii("\r")) { return j }
            j += 1
        }
        return n
    }

    /// `open` is the `(` of `\(`; returns the offset after the matching `)`, or the line break
    /// that ends a broken single-line string.
    func interpolationEnd(open: Int, multiline: Bool, depth: Int) -> Int {
        var parens = 0
        var j = open
        while j < n {
            let c = b[j]
            switch c {
            case ascii("("):
                parens += 1; j += 1
            case ascii(")"):
                parens -= 1; j += 1
                if parens == 0 { return j }
            case ascii("\""):
                j = stringEnd(quote: j, hashes: 0, depth: depth + 1)
            case ascii("#"):
                var k = j
                while k < n, b[k] == ascii("#") { k += 1 }
                if at(k) == ascii("\"") {
                    j = stringEnd(quote: k, hashes: k - j, depth: depth + 1)
                } else {
                    j = k
                }
            case ascii("/") where at(j + 1) == ascii("*"):
                j = blockCommentEnd(from: j)
            case ascii("\n"), ascii("\r"):
                if !multiline { return j }
                j += 1
            default:
                j += 1
            }
        }
        return n
    }

    func extendedRegexEnd(slash: Int, hashes: Int) -> Int {
        var j = slash + 1
        while j < n {
            if b[j] == ascii("\\") { j += 2; continue }
            if b[j] == ascii("/"), hasHashes(at: j + 1, count: hashes) { return j + 1 + hashes }
            j += 1
        }
        return n
    }

    func hasHashes(at start: Int, count: Int) -> Bool {
        if count == 0 { return true }
        guard start + count <= n else { return false }
        for k in start..<(start + count) where b[k] != ascii("#") { return false }
        return true
    }
}

// MARK: - Byte classes

@inline(__always) package func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: scalar.value) }

@inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

@inline(__always) private func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
}

/// Non-ASCII bytes count as identifier characters: Swift allows most of Unicode in names, and
/// the rare Unicode operator (`∘`) lexing as a name is harmless for checks.
@inline(__always) func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
}

@inline(__always) func isIdentifierContinue(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || isDigit(c)
}

@inline(__always) private func isOperatorCharacter(_ c: UInt8) -> Bool {
    switch c {
    case ascii("/"), ascii("="), ascii("-"), ascii("+"), ascii("!"), ascii("*"), ascii("%"), ascii("<"),
         ascii(">"), ascii("&"), ascii("|"), ascii("^"), ascii("~"), ascii("?"):
        return true
    default:
        return false
    }
}
