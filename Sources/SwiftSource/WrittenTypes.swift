/// The types a declaration writes (parameters, return types, annotations, inheritance) and its
/// imports, read by the structural pass's walk (`SourceStructure.swift`).
extension DeclarationReader {
    /// The types of a parameter clause `(label name: Type = default, …)` between `open` and
    /// `close`, each with the parameter's name (its second name, else its first). With
    /// `labelsOptional` (an enum case's payload) an entry without `:` is a type on its own.
    func parameterTypes(open: Int, close: Int, labelsOptional: Bool = false) -> [TypeSpan] {
        var spans: [TypeSpan] = []
        var k = open + 1
        while k < close {
            let entryStart = k
            var colon: Int?
            var scan = k
            // The name part is words only; a `:` after them starts the type.
            while scan < close, c.isWord(scan) { scan += 1 }
            if scan < close, c.isPunctuation(scan, ":") { colon = scan }
            let typeStart: Int
            if let colon {
                typeStart = colon + 1
            } else if labelsOptional {
                typeStart = entryStart
            } else {
                typeStart = close
            }
            var end = typeStart < close ? min(skipType(from: typeStart), close) : typeStart
            if end > typeStart {
                let name = colon.flatMap { $0 > entryStart ? c.name($0 - 1) : nil }
                spans.append(TypeSpan(tokens: typeStart..<end, name: name))
            }
            if end < close, c.tokens[end].kind == .operator, c.is(end, "=") { end = skipExpression(from: end + 1) }
            // On to the next entry: past its `,`, or past anything the reading did not expect.
            while end < close, !c.isPunctuation(end, ",") {
                end = (c.isPunctuation(end, "(") || c.isPunctuation(end, "[") || c.isPunctuation(end, "{")) && c.partner[end] > end
                    ? c.partner[end] + 1 : end + 1
            }
            k = max(end + 1, entryStart + 1)
        }
        return spans
    }

    /// The return type after a parameter clause ending before `start` (past `async`, `throws`,
    /// `throws(E)`, `rethrows`), or nil when none is written.
    func returnType(from start: Int) -> Range<Int>? {
        var k = start
        while k < c.count, c.is(k, "async") || c.is(k, "throws") || c.is(k, "rethrows") || c.is(k, "reasync") {
            k += 1
            if c.isPunctuation(k, "("), c.tokens[k].start == c.tokens[k - 1].end, c.partner[k] > k { k = c.partner[k] + 1 }
        }
        guard k < c.count, c.tokens[k].kind == .operator, c.is(k, "->") else { return nil }
        let end = skipType(from: k + 1)
        return end > k + 1 ? (k + 1)..<end : nil
    }

    /// The parameter and return types of a closure opening at `open` when it has a typed
    /// signature: `{ [weak self] (name: String!) -> Int in … }`.
    func closureSignatureTypes(open: Int) -> [TypeSpan] {
        var k = open + 1
        if c.isPunctuation(k, "["), c.partner[k] > k { k = c.partner[k] + 1 }
        guard c.isPunctuation(k, "("), c.partner[k] > k else { return [] }
        let close = c.partner[k]
        var after = close + 1
        var spans = parameterTypes(open: k, close: close)
        if let returned = returnType(from: after) {
            spans.append(TypeSpan(tokens: returned))
            after = returned.upperBound
        } else {
            while after < c.count, c.is(after, "async") || c.is(after, "throws") { after += 1 }
        }
        guard after < c.count, c.tokens[after].kind == .keyword, c.is(after, "in") else { return [] }
        return spans
    }

    /// End (exclusive) of a type written at `start`: `[String: Int]`, `some View`,
    /// `Result<A, B>?`, `(Int) async throws -> Void`, `any P & Q`.
    func skipType(from start: Int) -> Int {
        var k = start
        var angles = 0
        while k < c.count {
            let token = c.tokens[k]
            if k > start, token.line > c.tokens[k - 1].line, angles == 0, !continuesType(k) { break }
            switch token.kind {
            case .punctuation:
                let ch = c.firstByte(k)
                if ch == ascii("(") || ch == ascii("[") {
                    k = c.partner[k] > k ? c.partner[k] + 1 : k + 1
                    continue
                }
                if ch == ascii(".") { k += 1; continue }
                if ch == ascii(",") && angles > 0 { k += 1; continue }
                return k
            case .operator:
                if c.is(k, "->") || c.is(k, "&") || c.is(k, "?") || c.is(k, "!") || c.is(k, "...") { k += 1; continue }
                var sawAngle = false
                for p in token.start..<token.end {
                    if c.bytes[p] == ascii("<") { angles += 1; sawAngle = true } else if c.bytes[p] == ascii(">") { angles -= 1; sawAngle = true }
                }
                if !sawAngle || angles < 0 { return k }
                if angles == 0, token.end - token.start > 1, c.bytes[token.end - 1] != ascii(">") {
                    // `>?` / `>!` close the clause and mark the type optional; anything else
                    // glued on (`>=`) is not part of a type.
                    let tail = c.bytes[token.end - 1]
                    if tail != ascii("?") && tail != ascii("!") { return k }
                }
                k += 1
            case .identifier, .keyword, .attribute:
                if token.kind == .keyword, !c.is(k, "Any"), !c.is(k, "Self"), !c.is(k, "inout"), !c.is(k, "throws"), !c.is(k, "rethrows") {
                    return k
                }
                k += 1
            default:
                return k
            }
        }
        return k
    }

    func continuesType(_ index: Int) -> Bool {
        let previous = c.tokens[index - 1]
        if previous.kind == .operator, c.is(index - 1, "->") || c.is(index - 1, "&") { return true }
        if c.isPunctuation(index - 1, ".") { return true }
        return c.is(index, "->") || c.is(index, "&") || c.isPunctuation(index, ".")
    }

    /// End (exclusive) of an initializer expression: stops at a top-level `,` (next binding),
    /// an observer block, a closing bracket, `;`, or a line break that starts a new statement.
    func skipExpression(from start: Int) -> Int {
        var k = start
        while k < c.count {
            let token = c.tokens[k]
            if k > start, token.line > c.tokens[k - 1].line, !continuesExpression(k) { return k }
            if token.kind == .punctuation {
                let ch = c.firstByte(k)
                if ch == ascii("(") || ch == ascii("[") {
                    k = c.partner[k] > k ? c.partner[k] + 1 : k + 1
                    continue
                }
                if ch == ascii("{") {
                    if beginsObservers(k) { return k }
                    k = c.partner[k] > k ? c.partner[k] + 1 : c.count
                    continue
                }
                if ch == ascii(",") || ch == ascii(";") || ch == ascii(")") || ch == ascii("]") || ch == ascii("}") { return k }
            }
            // `NSCache<NSString, NSColor>()`: the commas of a type's generic arguments do not end
            // the expression (they are no second binding of `let a = …, b = …`).
            if token.kind == .identifier, let close = genericArgumentsEnd(after: k) {
                k = close + 1
                continue
            }
            k += 1
        }
        return k
    }

    /// The `>` closing the generic arguments glued to the type name at `index` (`Name<…>`), or
    /// nil when none closes within a few tokens on the same line.
    func genericArgumentsEnd(after index: Int) -> Int? {
        let open = index + 1
        guard open < c.count, c.firstByte(index) >= ascii("A"), c.firstByte(index) <= ascii("Z"),
              c.tokens[open].kind == .operator, c.tokens[open].start == c.tokens[index].end, c.firstByte(open) == ascii("<") else { return nil }
        var depth = 0
        var j = open
        while j < c.count, j - open < 64, c.tokens[j].line == c.tokens[open].line {
            let token = c.tokens[j]
            if token.kind == .punctuation, c.firstByte(j) == ascii("{") || c.firstByte(j) == ascii(";") { return nil }
            if token.kind == .operator, !c.is(j, "->") {
                for byte in c.bytes[token.start..<token.end] {
                    if byte == ascii("<") { depth += 1 } else if byte == ascii(">") { depth -= 1 }
                }
                if depth <= 0 { return depth == 0 ? j : nil }
            }
            j += 1
        }
        return nil
    }

    func continuesExpression(_ index: Int) -> Bool {
        let previousIndex = index - 1
        let previous = c.tokens[previousIndex]
        if previous.kind == .operator {
            // A postfix `?` / `!` glued to an operand ends an expression; other operators and
            // `=` want a right-hand side.
            let glued = previousIndex > 0 && c.tokens[previousIndex - 1].end == previous.start
            if glued && (c.is(previousIndex, "?") || c.is(previousIndex, "!")) { return false }
            return true
        }
        if c.isPunctuation(previousIndex, ".") || c.isPunctuation(previousIndex, ":") { return true }
        if c.isPunctuation(index, ".") { return true }
        if c.tokens[index].kind == .operator {
            return !(c.is(index, "!") || c.is(index, "&") || c.is(index, "-"))
                || c.tokens[index].end < (index + 1 < c.count ? c.tokens[index + 1].start : Int.max)
        }
        if previous.kind == .keyword, c.is(previousIndex, "try") || c.is(previousIndex, "as") || c.is(previousIndex, "is") || c.is(previousIndex, "in") {
            return true
        }
        if c.tokens[index].kind == .keyword, c.is(index, "else") || c.is(index, "as") || c.is(index, "is") { return true }
        return false
    }

    // MARK: Imports

    mutating func readImport(at j: Int, attributes: [Attribute], modifiers: [String]) -> Int {
        var k = j + 1
        var kind: String?
        if c.isWord(k), c.isWord(k + 1) || c.tokens.indices.contains(k + 1) && c.tokens[k + 1].kind == .operator {
            let word = c.text(k)
            if ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(word) {
                kind = word
                k += 1
            }
        }
        guard k < c.count, c.isWord(k) else { return j + 1 }
        let first = k
        var last = k
        while c.isPunctuation(last + 1, "."), last + 2 < c.count, c.isWord(last + 2) || c.tokens[last + 2].kind == .operator {
            last += 2
        }
        let keyword = c.tokens[j]
        imports.append(ImportDecl(
            module: c.name(first),
            path: c.text(from: first, through: last).filter { !$0.isWhitespace && $0 != "`" },
            kind: kind,
            attributes: attributes.map(\.name),
            modifiers: modifiers,
            line: keyword.line, column: keyword.column, tokenIndex: j))
        return last + 1
    }
}
