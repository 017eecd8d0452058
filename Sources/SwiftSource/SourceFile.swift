import Foundation

/// One file of the repository as checks see it: its bytes, its lines (with their endings, for
/// width / indentation / line-ending checks), its tokens and, only on demand, its structure.
/// Everything derived is computed once and cached, under a (recursive) lock because the
/// engine may hand the same file to checks running on different threads.
public final class SourceFile: @unchecked Sendable {
    /// Relative to the workspace root, with forward slashes.
    public let path: String
    public let bytes: [UInt8]

    private let lock = NSRecursiveLock()
    private var cachedLines: [SourceLine]?
    private var cachedTokens: [Token]?
    private var cachedCodeTokens: [Token]?
    private var cachedStructure: SourceStructure?
    private var cachedText: String?
    private var cachedASCII: Bool?
    private var cachedTokenIndex: TokenIndex?
    private var memos: [String: Any] = [:]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    private func cached<T>(_ slot: ReferenceWritableKeyPath<SourceFile, T?>, _ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let value = self[keyPath: slot] { return value }
        let value = make()
        self[keyPath: slot] = value
        return value
    }

    /// The file as text; invalid UTF-8 is repaired with U+FFFD (the workspace skips such files,
    /// so this only matters for callers that build a SourceFile themselves).
    public var text: String {
        cached(\.cachedText) { String(decoding: bytes, as: UTF8.self) }
    }

    /// No byte past 0x7F: byte columns are character columns.
    package var isASCII: Bool {
        cached(\.cachedASCII) { !bytes.contains { $0 >= 0x80 } }
    }

    // MARK: Lines

    public var lines: [SourceLine] {
        cached(\.cachedLines) { SourceLine.split(bytes) }
    }

    public var lineCount: Int { lines.count }

    /// The text of 1-based line `number` without its terminator; empty when out of range.
    public func lineText(_ number: Int) -> String {
        let all = lines
        guard number >= 1, number <= all.count else { return "" }
        let line = all[number - 1]
        return String(decoding: bytes[line.start..<line.contentEnd], as: UTF8.self)
    }

    /// 1-based line and byte column of a byte offset.
    public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let all = lines
        guard !all.isEmpty else { return (1, offset + 1) }
        var low = 0
        var high = all.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if all[mid].start <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - all[low].start + 1)
    }

    // MARK: Tokens

    package var tokens: [Token] {
        cached(\.cachedTokens) { SwiftLexer.tokenize(bytes) }
    }

    /// Tokens without comments: what the structural pass and most checks walk. Indices used by
    /// `structure` and `callArguments` refer to this array. A file without comments shares
    /// the storage of `tokens` instead of holding a second copy (a large generated file is
    /// mostly tokens, and a copy doubled its memory).
    package var codeTokens: [Token] {
        let all = tokens
        return cached(\.cachedCodeTokens) { all.contains { $0.kind == .comment } ? all.filter { $0.kind != .comment } : all }
    }

    /// Code-token indices by the hash of their bytes, built once: symbol checks look up the
    /// tokens a pattern starts with instead of walking the file once per pattern.
    package var tokenIndex: TokenIndex {
        let code = codeTokens
        return cached(\.cachedTokenIndex) {
            bytes.withUnsafeBufferPointer { buffer in
                TokenIndex(hashes: code.map { SymbolPattern.hash(buffer[$0.start..<$0.end]) })
            }
        }
    }

    package var comments: [Token] {
        tokens.filter { $0.kind == .comment }
    }

    package func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    package func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// Compares a token with ASCII text without allocating a String.
    package func token(_ token: Token, is word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let pointer = word.utf8Start
        for k in 0..<count where bytes[token.start + k] != pointer[k] { return false }
        return true
    }

    func isDocComment(_ token: Token) -> Bool {
        guard token.kind == .comment, token.end - token.start >= 3 else { return false }
        let a = bytes[token.start + 1], c = bytes[token.start + 2]
        return (a == ascii("/") && c == ascii("/")) || (a == ascii("*") && c == ascii("*"))
    }

    /// A value derived from this file, computed once per `key` (checks keep per-file answers
    /// here, such as which type names a selector picks).
    package func memo<T>(_ key: String, _ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let known = memos[key] as? T { return known }
        let value = make()
        memos[key] = value
        return value
    }

    /// The bodies (code-token ranges) of the type declarations named in `names`, computed once
    /// per `key` (which stands for the name set: hashing a set of thousands of names on every
    /// question would cost as much as the scan it saves): "is this token inside a `View`?" is
    /// then a binary search, where scanning every declaration for every hit made a large file
    /// quadratic (10 MB: 8.7 s, 20 MB: 43 s).
    package func typeBodies(key: String, named names: () -> Set<String>) -> TokenIntervals {
        memo("typeBodies:" + key) {
            let names = names()
            let bodies = declarations.compactMap { declaration -> ClosedRange<Int>? in
                declaration.kind.isType && names.contains(declaration.name) ? declaration.body : nil
            }
            return TokenIntervals(bodies)
        }
    }

    // MARK: Structure and tree

    package var structure: SourceStructure {
        let code = codeTokens
        return cached(\.cachedStructure) { SourceStructure(file: self, tokens: code) }
    }

    package var declarations: [Declaration] { structure.declarations }
    package var imports: [ImportDecl] { structure.imports }
}

/// One line of a file: byte range of its content and the terminator that ends it.
public struct SourceLine: Sendable, Equatable {
    public enum Ending: Sendable, Equatable {
        case lf, crlf, cr
        /// The last line of a file without a final newline.
        case none
    }

    public var start: Int
    /// Exclusive end of the content, before the terminator.
    public var contentEnd: Int
    public var ending: Ending

    public var length: Int { contentEnd - start }

    /// A file ending with a newline has no empty last line, matching how editors number lines.
    package static func split(_ bytes: [UInt8]) -> [SourceLine] {
        var result: [SourceLine] = []
        let n = bytes.count
        var start = 0
        var j = 0
        while j < n {
            let c = bytes[j]
            if c == ascii("\n") {
                result.append(SourceLine(start: start, contentEnd: j, ending: .lf))
                j += 1; start = j
            } else if c == ascii("\r") {
                if j + 1 < n && bytes[j + 1] == ascii("\n") {
                    result.append(SourceLine(start: start, contentEnd: j, ending: .crlf))
                    j += 2
                } else {
                    result.append(SourceLine(start: start, contentEnd: j, ending: .cr))
                    j += 1
                }
                start = j
            } else {
                j += 1
            }
        }
        if start < n { result.append(SourceLine(start: start, contentEnd: n, ending: .none)) }
        return result
    }
}

/// Token ranges merged into disjoint sorted intervals, for membership by binary search.
package struct TokenIntervals: Sendable {
    private var starts: [Int] = []
    private var ends: [Int] = []

    package init(_ ranges: [ClosedRange<Int>]) {
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = ends.last, range.lowerBound <= last + 1 {
                ends[ends.count - 1] = max(last, range.upperBound)
            } else {
                starts.append(range.lowerBound)
                ends.append(range.upperBound)
            }
        }
    }

    package var isEmpty: Bool { starts.isEmpty }

    package func contains(_ index: Int) -> Bool {
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= index { low = mid + 1 } else { high = mid }
        }
        return low > 0 && index <= ends[low - 1]
    }
}

/// Code tokens that are hits (of a pattern, a symbol) as running counts, so "does this range
/// hold a hit?" is two lookups. Looking through every hit for every range (each type's body,
/// each call's closures) made a file of many types or calls quadratic.
package struct TokenHitCounts: Sendable {
    /// `before[i]`: how many hits lie at code-token indices below `i`.
    private let before: [Int]
    /// The steps building took, one per token and per hit (for tests that count work).
    package let steps: Int

    /// `hits` are code-token indices below `tokenCount`; others cannot be a token's and are left out.
    package init(hits: [Int], tokenCount: Int) {
        var counts = [Int](repeating: 0, count: max(0, tokenCount) + 1)
        for hit in hits where hit >= 0 && hit < tokenCount { counts[hit + 1] += 1 }
        for index in counts.indices.dropFirst() { counts[index] += counts[index - 1] }
        before = counts
        steps = counts.count + hits.count
    }

    /// Whether a hit lies in `range` (code-token indices, clamped to the tokens).
    package func any(in range: ClosedRange<Int>) -> Bool {
        let lower = max(range.lowerBound, 0)
        let upper = min(range.upperBound, before.count - 2) + 1
        return lower < upper && before[upper] > before[lower]
    }
}
