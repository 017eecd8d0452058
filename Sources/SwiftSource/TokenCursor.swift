/// Shared token-level helpers of the structural pass and the call-argument reader: text access
/// without allocation, bracket matching, and the small grammar judgements both need.
struct TokenCursor {
    package let bytes: [UInt8]
    package let tokens: [Token]
    /// For each `(` `[` `{` and its closer, the index of the partner; -1 when unmatched.
    let partner: [Int]
    /// `statementHasCondition` for every token, when the structure computed it once for the file.
    var conditionFlags: [Bool]?

    package init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        self.partner = TokenCursor.matchBrackets(bytes: bytes, tokens: tokens)
    }

    package var count: Int { tokens.count }

    package func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Source text from the start of token `first` to the end of token `last`, as written.
    package func text(from first: Int, through last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    /// The name without backticks.
    package func name(_ index: Int) -> String {
        let raw = text(index)
        if raw.count >= 2, raw.hasPrefix("`"), raw.hasSuffix("`") { return String(raw.dropFirst().dropLast()) }
        return raw
    }

    func firstByte(_ index: Int) -> UInt8 {
        bytes[tokens[index].start]
    }

    package func isPunctuation(_ index: Int, _ c: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && bytes[token.start] == ascii(c)
    }

    package func `is`(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let count = word.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let pointer = word.utf8Start
        for k in 0..<count where bytes[token.start + k] != pointer[k] { return false }
        return true
    }

    package func isWord(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let kind = tokens[index].kind
        return kind == .identifier || kind == .keyword
    }

    func startsLine(_ index: Int) -> Bool {
        index == 0 || (index < tokens.count && tokens[index].line > tokens[index - 1].line)
    }

    /// Opening brackets are matched with a stack; a stray closer pops down to its own kind
    /// when one is open (recovering from an unclosed `(`), and is ignored otherwise.
    /// Where the last opener of each kind stands in the stack is kept beside it: looking down the
    /// stack for it made each stray closer cost the stack's depth (100,000 `(` then as many `]`,
    /// 200 KB: 4.8 s, quadratic).
    static func matchBrackets(bytes: [UInt8], tokens: [Token]) -> [Int] {
        var steps = 0
        return matchBrackets(bytes: bytes, tokens: tokens, steps: &steps)
    }

    /// `matchBrackets`, adding to `steps` the tokens read and the stack entries dropped, for the
    /// tests that count them.
    static func matchBrackets(bytes: [UInt8], tokens: [Token], steps: inout Int) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        // Stack positions of the open `(`, `[` and `{`, each list rising.
        var positions: [[Int]] = [[], [], []]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            steps += 1
            let c = bytes[token.start]
            switch c {
            case ascii("("), ascii("["), ascii("{"):
                positions[bracketKind(c)].append(stack.count)
                stack.append(index)
            case ascii(")"), ascii("]"), ascii("}"):
                let kind = bracketKind(c)
                guard let position = positions[kind].last else { continue }
                // A brace never closes across an unclosed `{`: that would swallow a scope.
                if kind != 2, let brace = positions[2].last, brace > position { continue }
                let open = stack[position]
                stack.removeSubrange(position...)
                for other in positions.indices {
                    while let last = positions[other].last, last >= position {
                        positions[other].removeLast()
                        steps += 1
                    }
                }
                partner[open] = index
                partner[index] = open
            default:
                break
            }
        }
        return partner
    }

    /// 0 for `(` `)`, 1 for `[` `]`, 2 for `{` `}`.
    private static func bracketKind(_ c: UInt8) -> Int {
        c == ascii("(") || c == ascii(")") ? 0 : (c == ascii("[") || c == ascii("]") ? 1 : 2)
    }

    /// Index after the `>` closing the generic clause that opens at `index` (an operator token
    /// starting with `<`); `index` itself when the clause does not close sanely.
    func skipGenericClause(at index: Int) -> Int {
        var depth = 0
        var k = index
        while k < tokens.count {
            let token = tokens[k]
            if token.kind == .operator {
                if !self.is(k, "->") {
                    for p in token.start..<token.end {
                        if bytes[p] == ascii("<") { depth += 1 } else if bytes[p] == ascii(">") { depth -= 1 }
                    }
                }
                if depth <= 0 { return k + 1 }
            } else if token.kind == .punctuation {
                let c = bytes[token.start]
                if c == ascii("(") || c == ascii("[") {
                    guard partner[k] > k else { return index }
                    k = partner[k] + 1
                    continue
                }
                if c == ascii("{") || c == ascii("}") || c == ascii(";") || c == ascii(")") || c == ascii("]") {
                    return index
                }
            } else if token.kind == .keyword, !self.is(k, "Any"), !self.is(k, "Self"), !self.is(k, "where"), !self.is(k, "_") {
                return index
            }
            k += 1
        }
        return index
    }

    func opensGenericClause(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .operator && firstByte(index) == ascii("<")
    }
}
