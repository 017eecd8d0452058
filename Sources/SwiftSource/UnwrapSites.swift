/// A `!` read as a force unwrap (`user!.name`) or as an implicitly unwrapped type
/// (`var label: UILabel!`). The same `x: T!` is a type in a declaration and an argument in a
/// call, so the token alone does not decide: the structural pass records where types are
/// written (annotations, parameter and return types, payloads, typealiases, casts, closure
/// signatures) and a `!` glued to its operand is a type there and a force unwrap elsewhere.
/// The tests hold this reading equal to SwiftParser's on the corpus and on this package.
package struct UnwrapSite: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case forceUnwrap
        case implicitlyUnwrappedType
    }

    package var kind: Kind
    /// Where the `!` stands (1-based line, byte column as tokens count it).
    package var line: Int
    package var column: Int
    /// For a type: the attributes of the variable it declares (`IBOutlet`), without `@`.
    package var attributes: [String]
    /// For a type: the name it declares, when it is a variable or parameter.
    package var declaredName: String?

    package init(kind: Kind, line: Int, column: Int, attributes: [String] = [], declaredName: String? = nil) {
        self.kind = kind
        self.line = line
        self.column = column
        self.attributes = attributes
        self.declaredName = declaredName
    }
}

extension SourceFile {
    /// Every force unwrap and implicitly unwrapped type of the file, in source order, those
    /// inside string interpolations (`"\(user!.name)"`) included.
    package var unwrapSites: [UnwrapSite] {
        guard bytes.contains(ascii("!")) else { return [] }
        let found = UnwrapReading.sites(bytes: bytes, tokens: codeTokens, structure: structure, base: 0)
        return found.map { site in
            let place = location(ofOffset: site.offset)
            return UnwrapSite(kind: site.kind, line: place.line, column: place.column, attributes: site.attributes,
                              declaredName: site.declaredName)
        }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}

/// The reading behind `unwrapSites`, on any span of Swift: a whole file, or the code of one
/// interpolation (`base` is where that code starts in the file).
enum UnwrapReading {
    struct Site {
        var kind: UnwrapSite.Kind
        /// Byte offset of the `!` in the file.
        var offset: Int
        var attributes: [String] = []
        var declaredName: String?
    }

    /// Interpolations nested deeper than this (a literal in an interpolation in a literal …) are
    /// not read, as the lexer reads them as plain characters: each level is read again as code
    /// of its own, so a line of 30,000 nested `"\(` overflowed the stack (and took quadratic time).
    static let maximumNesting = 64

    /// `nesting`: how many interpolations deep the span is (0 for a whole file).
    static func sites(bytes: [UInt8], tokens: [Token], structure: SourceStructure, base: Int, nesting: Int = 0) -> [Site] {
        // Type positions by token: the span's name, and the binding's attributes.
        var typeAt: [Int: (name: String?, attributes: [String])] = [:]
        for declaration in structure.declarations {
            let attributes = declaration.kind.isBinding ? declaration.attributes.map(\.name) : []
            for span in declaration.typeSpans {
                for index in span.tokens where typeAt[index] == nil { typeAt[index] = (span.name, attributes) }
            }
        }
        for span in structure.expressionTypeSpans {
            for index in span.tokens where typeAt[index] == nil { typeAt[index] = (span.name, []) }
        }
        var result: [Site] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .stringLiteral {
                if nesting < maximumNesting { result += interpolated(bytes: bytes, literal: token, base: base, nesting: nesting + 1) }
                continue
            }
            guard token.kind == .operator, index > 0, let bang = exclamation(token, bytes: bytes) else { continue }
            let previous = tokens[index - 1]
            // `try!` and `as!` are keywords of their own; a `!` after a space or `(` is a prefix `!`.
            guard previous.end == token.start, endsOperand(previous, bytes: bytes) else { continue }
            if previous.kind == .keyword, spells(previous, "try", bytes) || spells(previous, "as", bytes) || spells(previous, "init", bytes) { continue }
            if let type = typeAt[index] {
                result.append(Site(kind: .implicitlyUnwrappedType, offset: base + bang, attributes: type.attributes,
                                   declaredName: type.name))
            } else if bang == token.start, !isKeyPathComponent(index, tokens: tokens, bytes: bytes) {
                result.append(Site(kind: .forceUnwrap, offset: base + bang))
            }
        }
        return result
    }

    /// Where the `!` of the token stands: a lone `!`, or the end of `>!` that closes a generic
    /// type (`Array<Int>!`, lexed as one operator).
    static func exclamation(_ token: Token, bytes: [UInt8]) -> Int? {
        let last = token.end - 1
        guard bytes[last] == ascii("!") else { return nil }
        if token.end - token.start == 1 { return token.start }
        return bytes[token.start..<last].allSatisfy { $0 == ascii(">") } ? last : nil
    }

    static func endsOperand(_ token: Token, bytes: [UInt8]) -> Bool {
        switch token.kind {
        case .identifier, .keyword, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral:
            return true
        case .punctuation:
            let c = bytes[token.start]
            return c == ascii(")") || c == ascii("]") || c == ascii("}")
        case .operator:
            let c = bytes[token.end - 1]
            return c == ascii(">") || c == ascii("?") || c == ascii("!")
        default:
            return false
        }
    }

    static func spells(_ token: Token, _ word: StaticString, _ bytes: [UInt8]) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        for k in 0..<count where bytes[token.start + k] != word.utf8Start[k] { return false }
        return true
    }

    /// `\.user!.name`: a key path's `!` component, which unwraps nothing at the call site.
    static func isKeyPathComponent(_ index: Int, tokens: [Token], bytes: [UInt8]) -> Bool {
        var k = index - 1
        while k >= 0 {
            let token = tokens[k]
            let glued = k + 1 < tokens.count && token.end == tokens[k + 1].start
            guard glued || token.kind == .punctuation else { return false }
            switch token.kind {
            case .identifier, .keyword:
                k -= 1
            case .operator where spells(token, "?", bytes) || spells(token, "!", bytes):
                k -= 1
            case .punctuation:
                let c = bytes[token.start]
                if c == ascii("\\") { return true }
                if c == ascii(".") { k -= 1; continue }
                if c == ascii("]") || c == ascii(")") {
                    // Back over a subscript or call to its opener.
                    var depth = 0
                    while k >= 0 {
                        if tokens[k].kind == .punctuation {
                            let d = bytes[tokens[k].start]
                            if d == ascii("]") || d == ascii(")") { depth += 1 }
                            if d == ascii("[") || d == ascii("(") { depth -= 1; if depth == 0 { break } }
                        }
                        k -= 1
                    }
                    k -= 1
                    continue
                }
                return false
            default:
                return false
            }
        }
        return false
    }

    /// The sites inside the interpolations of a string literal token, each interpolation read
    /// as code of its own (nested literals recurse).
    static func interpolated(bytes: [UInt8], literal: Token, base: Int, nesting: Int = 1) -> [Site] {
        var result: [Site] = []
        for span in interpolations(bytes: bytes, literal: literal) {
            // `span` runs from `(` through its `)` (to the literal's end when unclosed, as in a
            // buffer being typed); the tokens between are the code.
            let inner = Array(span.closed ? span.tokens.dropFirst().dropLast() : span.tokens.dropFirst())
            guard inner.contains(where: { $0.kind == .stringLiteral || $0.kind == .operator }) else { continue }
            let structure = SourceStructure(bytes: span.code, tokens: inner)
            result += sites(bytes: span.code, tokens: inner, structure: structure, base: base + span.open, nesting: nesting)
        }
        return result
    }

    /// Each `\(…)` (or `\#(…)` in a raw string) directly in the literal: where its `(` stands,
    /// and its code from that `(` to the literal's end, lexed, up to the matching `)`.
    static func interpolations(bytes: [UInt8], literal: Token) -> [(open: Int, code: [UInt8], tokens: [Token], closed: Bool)] {
        var hashes = 0
        var j = literal.start
        while j < literal.end, bytes[j] == ascii("#") { hashes += 1; j += 1 }
        guard j < literal.end, bytes[j] == ascii("\"") else { return [] }
        var result: [(open: Int, code: [UInt8], tokens: [Token], closed: Bool)] = []
        j += 1
        while j < literal.end {
            guard bytes[j] == ascii("\\") else { j += 1; continue }
            var p = j + 1
            var count = 0
            while p < literal.end, bytes[p] == ascii("#"), count < hashes { count += 1; p += 1 }
            guard count == hashes else { j += 1; continue }
            guard p < literal.end, bytes[p] == ascii("(") else { j = p + 1; continue }
            // Lexed up to its balancing `)` only, and only its own bytes kept: the rest of the
            // literal, lexed and copied for each interpolation, made many of them quadratic.
            let (tokens, closed, _) = SwiftLexer.interpolationTokens(bytes, from: p, to: literal.end)
            guard let last = tokens.last, tokens.count >= 2 else { break }
            let code = Array(bytes[p..<(closed ? p + last.end : literal.end)])
            result.append((p, code, tokens, closed))
            guard closed else { break }
            j = p + last.end
        }
        return result
    }
}
