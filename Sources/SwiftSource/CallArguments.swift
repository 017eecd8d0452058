/// The arguments of one call, read from tokens: what call-shape checks inspect
/// (`.padding(16)`, `UIEdgeInsets(top: 0, …)`, `.sheet(isPresented: $x) { … }`).
/// Token indices refer to `SourceFile.codeTokens`.
package struct CallArguments: Sendable, Equatable {
    package struct Argument: Sendable, Equatable {
        /// `top` in `top: 0`; nil for an unlabeled argument.
        package var label: String?
        var labelToken: Int?
        /// The value's tokens (empty for `foo(a:)`-style references or a dangling comma).
        package var tokens: Range<Int>
    }

    package struct TrailingClosure: Sendable, Equatable {
        /// nil for the first (unlabeled) trailing closure, `label` for `} label: {`.
        package var label: String?
        /// Indices of the `{` and its `}`.
        package var braces: ClosedRange<Int>
    }

    /// The callee's name token (`padding` in `.padding(16)`).
    package var callee: Int
    /// Indices of `(` and `)`, nil for a call made of trailing closures only (`Button { }`).
    package var parentheses: ClosedRange<Int>?
    package var arguments: [Argument]
    package var trailingClosures: [TrailingClosure]

    package var labels: [String?] { arguments.map(\.label) }
}

extension SourceFile {
    /// The call whose callee is code token `index` (a name followed by `(` or a trailing
    /// closure on the same line); `index` may also be the `(` itself. Nil when the tokens there
    /// are not a call.
    package func callArguments(at index: Int) -> CallArguments? {
        let structure = self.structure
        var cursor = TokenCursor(bytes: bytes, tokens: codeTokens, partner: structure.partner)
        cursor.conditionFlags = structure.conditionFlags
        return cursor.callArguments(at: index)
    }
}

extension TokenCursor {
    package init(bytes: [UInt8], tokens: [Token], partner: [Int]) {
        self.bytes = bytes
        self.tokens = tokens
        self.partner = partner
    }

    package func callArguments(at index: Int) -> CallArguments? {
        guard index >= 0, index < count else { return nil }
        var callee = index
        var k = index
        if isPunctuation(index, "(") {
            guard index > 0 else { return nil }
            callee = index - 1
        } else {
            guard tokens[index].kind == .identifier || tokens[index].kind == .keyword else { return nil }
            k = index + 1
            if opensGenericClause(k), tokens[k].start == tokens[index].end {
                let next = skipGenericClause(at: k)
                if next > k { k = next }
            }
        }
        var call = CallArguments(callee: callee, parentheses: nil, arguments: [], trailingClosures: [])
        if isPunctuation(k, "("), tokens[k].line == tokens[k - 1].line || k == index {
            guard partner[k] > k else { return nil }
            let close = partner[k]
            call.parentheses = k...close
            call.arguments = splitArguments(open: k, close: close)
            k = close + 1
        }
        if !isInConditionClause(callee) {
            call.trailingClosures = trailingClosures(from: k)
        }
        if call.parentheses == nil && call.trailingClosures.isEmpty { return nil }
        if call.parentheses == nil && isTypePosition(callee) { return nil }
        return call
    }

    /// `-> Realm {`, `var realm: Realm {` and `some View {` name a type followed by a body,
    /// not a call with a trailing closure.
    func isTypePosition(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        var previous = index - 1
        if self.is(previous, "->") || self.is(previous, "some") || self.is(previous, "any") { return true }
        // `extension DependencyValues {`: the type extended, not a call with a trailing closure.
        if self.is(previous, "extension") { return true }
        // `struct Feed: Store, Equatable {`: an inherited type, listed after the colon.
        while isPunctuation(previous, ","), previous >= 2, isWord(previous - 1) { previous -= 2 }
        if isPunctuation(previous, ":"), previous >= 2, isWord(previous - 1) {
            return SwiftKeywords.typeListHeads.contains { self.is(previous - 2, $0) }
        }
        return false
    }

    func splitArguments(open: Int, close: Int) -> [CallArguments.Argument] {
        guard close > open + 1 else { return [] }
        var result: [CallArguments.Argument] = []
        var start = open + 1
        var k = start
        while k <= close {
            if k == close || isPunctuation(k, ",") {
                result.append(argument(start..<k))
                start = k + 1
                k += 1
                continue
            }
            if (isPunctuation(k, "(") || isPunctuation(k, "[") || isPunctuation(k, "{")), partner[k] > k, partner[k] < close {
                k = partner[k] + 1
                continue
            }
            k += 1
        }
        return result
    }

    package func argument(_ range: Range<Int>) -> CallArguments.Argument {
        if range.count >= 2, isWord(range.lowerBound), isPunctuation(range.lowerBound + 1, ":") {
            return CallArguments.Argument(label: name(range.lowerBound), labelToken: range.lowerBound,
                                          tokens: (range.lowerBound + 2)..<range.upperBound)
        }
        return CallArguments.Argument(label: nil, labelToken: nil, tokens: range)
    }

    /// A first closure on the same line as what precedes it, then `label: { … }` ones, which
    /// Swift lets start on a new line.
    package func trailingClosures(from start: Int) -> [CallArguments.TrailingClosure] {
        var result: [CallArguments.TrailingClosure] = []
        var k = start
        guard k > 0, isPunctuation(k, "{"), tokens[k].line == tokens[k - 1].line, partner[k] > k else { return [] }
        result.append(.init(label: nil, braces: k...partner[k]))
        k = partner[k] + 1
        while isWord(k), isPunctuation(k + 1, ":"), isPunctuation(k + 2, "{"), partner[k + 2] > k + 2 {
            result.append(.init(label: name(k), braces: (k + 2)...partner[k + 2]))
            k = partner[k + 2] + 1
        }
        return result
    }

    /// In `if foo(x) { … }` (or `catch Error.foo(x) { … }`) the brace is the statement's body,
    /// not a trailing closure. Walks
    /// back over balanced brackets to the start of the statement looking for a condition
    /// keyword; statements that take one always end in a brace, so a `{`, `}` or `;` bounds
    /// the walk.
    func isInConditionClause(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        if let conditionFlags { return conditionFlags[index - 1] }
        return statementHasCondition(upTo: index - 1)
    }

    /// The walk `isInConditionClause` describes, from token `start` back.
    func statementHasCondition(upTo start: Int) -> Bool {
        var k = start
        while k >= 0 {
            let token = tokens[k]
            if token.kind == .punctuation {
                let ch = bytes[token.start]
                if ch == ascii(")") || ch == ascii("]") {
                    k = partner[k] >= 0 && partner[k] < k ? partner[k] - 1 : k - 1
                    continue
                }
                // An open bracket not closed before the call: the call sits inside it, where a
                // brace is a trailing closure even in a condition (`for x in Set(a.map { … })`).
                if ch == ascii("{") || ch == ascii("}") || ch == ascii(";") || ch == ascii("(") || ch == ascii("[") { return false }
            }
            if token.kind == .keyword,
               self.is(k, "if") || self.is(k, "guard") || self.is(k, "while") || self.is(k, "switch") || self.is(k, "for")
                || self.is(k, "catch") {
                return true
            }
            k -= 1
        }
        return false
    }

    /// `statementHasCondition(upTo: k)` for every token at once. The walk from `k` either
    /// decides at `k` or goes on from `k - 1` (or from before the group `k` closes), so each
    /// answer is one already computed: linear for the file, where walking back from every call
    /// was quadratic in a long block of calls (40,000 `.padding(16)` lines: 18 s).
    func conditionFlagsForAllTokens() -> [Bool] {
        var flags = [Bool](repeating: false, count: tokens.count)
        for k in tokens.indices {
            let token = tokens[k]
            var previous = k - 1
            if token.kind == .punctuation {
                let ch = bytes[token.start]
                if ch == ascii(")") || ch == ascii("]") {
                    if partner[k] >= 0 && partner[k] < k { previous = partner[k] - 1 }
                    flags[k] = previous >= 0 ? flags[previous] : false
                    continue
                }
                if ch == ascii("{") || ch == ascii("}") || ch == ascii(";") || ch == ascii("(") || ch == ascii("[") {
                    flags[k] = false
                    continue
                }
            }
            if token.kind == .keyword,
               self.is(k, "if") || self.is(k, "guard") || self.is(k, "while") || self.is(k, "switch") || self.is(k, "for")
                || self.is(k, "catch") {
                flags[k] = true
                continue
            }
            flags[k] = previous >= 0 ? flags[previous] : false
        }
        return flags
    }
}

extension SourceStructure {
    /// Whether the code token at `index` stands in a statement that began with a condition
    /// keyword (`if let user = user, …`), before that statement's body.
    package func standsInACondition(_ index: Int) -> Bool {
        index >= 0 && index < conditionFlags.count && conditionFlags[index]
    }
}
