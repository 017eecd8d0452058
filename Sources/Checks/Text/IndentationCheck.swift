import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Indentation in spaces, a multiple of N, as formatters such as SwiftFormat write it.
///
/// Only lines that start a statement or a block member are judged. Continuation lines are
/// aligned however the formatter chose, and the check stays silent on them: lines inside an open
/// `(` or `[` (wrapped arguments, collections, balanced closing brackets), a `guard` / `if` /
/// `case` condition continued after a trailing `,`, an expression continued after a binary
/// operator or before a leading `.`, operator, `where` or `->`. A block opened on such an
/// aligned line may be indented from that line (`      let z = w.map { x in` / `          x.y`).
/// Lines of multi-line strings and block comments are exempt. A file indented consistently in
/// another step (2 spaces where 4 are asked) is reported once, not on every line.
public struct IndentationCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "indentation",
        summary: "Indentation uses spaces in multiples of N.",
        triggering: [
            "struct A {\n↓\tlet a = 1\n↓   let b = 2\n}",
            "func f() {\n    if ok {\n↓      run()\n    }\n}",
        ],
        nonTriggering: [
            "struct A {\n    let a = 1\n    func f() {\n        call(a,\n             b)\n    }\n}",
            "let text = \"\"\"\n   odd\n\"\"\"\n/*\n   odd\n */",
            "func f() {\n    guard let a = b,\n          let c = d else {\n        return\n    }\n    if let e = f,\n       let g = h {\n        use(e, g)\n    }\n}",
            "let total = first +\n            second\nlet value = items\n    .map { $0 }\n    .filter { $0 > 1 }\nlet flag = a\n        && b",
            "switch value {\ncase .one,\n     .two:\n    break\ndefault:\n    break\n}",
            "func f() {\n    guard let a = b,\n          let c = d.map { x in\n              x.y\n          } else { return }\n}",
            "func f() {\n    guard let a = b,\n          // why c matters\n          let c = d else { return }\n}",
        ],
        verifiableOnExamples: false
    )

    public var width: Int
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(width: Int) {
        self.width = width
    }

    public static let example = IndentationCheck(width: 4)

    public enum Parameters: String, CodingKey, CaseIterable {
        case spaces
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(width: try container.positiveInteger(.spaces))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(width, forKey: .spaces)
    }

    public var summary: String { codeScope.appended(to: "\(width)-space indentation, no tabs") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let layout = Layout(file)
        var violations: [Violation] = []
        var misaligned: [(line: Int, spaces: Int)] = []
        var judged: [Int] = []
        for (offset, line) in file.lines.enumerated() {
            let number = offset + 1
            guard !layout.exempt.contains(number) else { continue }
            var spaces = 0
            var tab = false
            var index = line.start
            while index < line.contentEnd {
                let byte = file.bytes[index]
                if byte == 0x20 { spaces += 1 } else if byte == 0x09 { tab = true } else { break }
                index += 1
            }
            guard index < line.contentEnd else { continue }
            if tab {
                violations.append(Violation(path: file.path, line: number, column: 1, message: "indented with a tab"))
                continue
            }
            guard !layout.continuation.contains(number) else { continue }
            judged.append(spaces)
            // A width below 1 (built in code, past the decoder's check) judges tabs only: never a trap.
            if width < 1 || spaces % width == 0 { continue }
            // A block opened on an aligned continuation line may be indented from that line.
            if let opener = layout.openerIndent[number] {
                if spaces == opener + width || (layout.closesBlock.contains(number) && spaces == opener) { continue }
            }
            misaligned.append((number, spaces))
        }
        guard let first = misaligned.first else { return violations }
        // A file indented in steps of another size throughout is one finding, not one per line.
        if let step = [2, 3].first(where: { step in step < width && judged.allSatisfy { $0 % step == 0 } }),
           misaligned.count > 1 {
            violations.append(Violation(path: file.path, line: first.line, column: 1,
                                        message: "the file is indented in steps of \(step) spaces, not \(width) "
                                            + "(\(misaligned.count) lines)"))
        } else {
            violations += misaligned.map {
                Violation(path: file.path, line: $0.line, column: 1, message: "indented by \($0.spaces) spaces, not a multiple of \(width)")
            }
        }
        return honouringFormatter(violations, in: file, context: context)
    }

    /// Leaves out what the repository's formatter or linter switches off (`FormatterSettings`).
    func honouringFormatter(_ violations: [Violation], in file: SourceFile, context: CheckContext) -> [Violation] {
        guard !violations.isEmpty else { return [] }
        if FormatterSettings.indentation.isExcluded(file.path, context: context) { return [] }
        let disabled = FormatterSettings.indentation.disabledLines(in: file)
        return violations.filter { !(disabled.indices.contains($0.line - 1) && disabled[$0.line - 1]) }.sorted { $0.line < $1.line }
    }

    /// Which lines the check judges, read from the tokens once.
    struct Layout {
        /// Lines that start inside a string literal, a block comment, or open brackets.
        var exempt: LineSet
        /// Lines that continue the statement of the line above.
        var continuation: LineSet
        /// For a line inside braces opened on a line of its own indentation: that indentation.
        var openerIndent: [Int: Int] = [:]
        /// Lines whose first token closes a brace.
        var closesBlock: LineSet

        init(_ file: SourceFile) {
            let lineCount = file.lineCount
            exempt = LineSet(lineCount: lineCount)
            continuation = LineSet(lineCount: lineCount)
            closesBlock = LineSet(lineCount: lineCount)
            for token in file.tokens where token.kind == .stringLiteral || token.kind == .comment {
                let end = file.location(ofOffset: max(token.start, token.end - 1)).line
                if end > token.line { exempt.formUnion((token.line + 1)...end) }
            }
            let tokens = file.codeTokens
            var depth = 0
            var braces: [Int?] = []   // per open `{`: the indentation of its line, when that line is aligned
            var previous: Token?
            for (index, token) in tokens.enumerated() {
                let startsLine = previous.map { token.line > $0.line } ?? true
                if startsLine {
                    if depth > 0 { exempt.insert(token.line) }
                    if let previous, Self.continues(after: previous, before: token, tokens: tokens, at: index, in: file) {
                        continuation.insert(token.line)
                    }
                    if file.isPunctuation(token, "}") { closesBlock.insert(token.line) }
                    if let last = braces.last, let opener = last { openerIndent[token.line] = opener }
                }
                if token.kind == .punctuation, token.end - token.start == 1 {
                    switch file.bytes[token.start] {
                    case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                    case UInt8(ascii: "{"):
                        // Only a block opened on an aligned line has a base of its own.
                        let aligned = continuation.contains(token.line) || exempt.contains(token.line)
                        braces.append(aligned ? Self.indentation(ofLine: token.line, in: file) : nil)
                    case UInt8(ascii: "}"): _ = braces.popLast()
                    default: break
                    }
                }
                previous = token
            }
            // A comment line standing among continuation lines is aligned with them.
            var nextCode: Token?
            for token in file.tokens.reversed() {
                if token.kind != .comment {
                    nextCode = token
                } else if let nextCode, continuation.contains(nextCode.line) || exempt.contains(nextCode.line),
                          Self.indentation(ofLine: token.line, in: file) == token.column - 1 {
                    continuation.insert(token.line)
                }
            }
        }

        static func indentation(ofLine number: Int, in file: SourceFile) -> Int {
            let line = file.lines[number - 1]
            var index = line.start
            while index < line.contentEnd, file.bytes[index] == 0x20 { index += 1 }
            return index - line.start
        }

        static let continuingKeywords: [StaticString] = ["where", "throws", "rethrows", "async", "as", "is"]

        /// Whether `token`, first on its line, continues the statement `previous` (last code token
        /// of the line above) belongs to.
        static func continues(after previous: Token, before token: Token, tokens: [Token], at index: Int,
                              in file: SourceFile) -> Bool {
            // `a,` at a line end outside brackets: a condition list, `case a,`, `var a = 1,`.
            if file.isPunctuation(previous, ",") { return true }
            // A binary operator ending the line (a postfix `?` / `!` or a generic `>` is glued to
            // the token before it and ends nothing).
            if previous.kind == .operator, !isGlued(previous, in: file) { return true }
            // `.map`, `&& b`, `?? c`, `-> T`, `: c` of a ternary, `where T: P` on the next line.
            if file.isPunctuation(token, ".") { return true }
            if token.kind == .operator { return true }
            if token.kind == .punctuation, file.isPunctuation(token, ":") { return true }
            guard token.kind == .identifier || token.kind == .keyword, index + 1 < tokens.count else { return false }
            return continuingKeywords.contains { file.token(token, is: $0) }
        }

        /// An operator with no space before it (`value!`, `Optional?`, `Set<Int>`).
        static func isGlued(_ token: Token, in file: SourceFile) -> Bool {
            token.start > 0 && file.bytes[token.start - 1] != 0x20 && file.bytes[token.start - 1] != 0x09
        }
    }
}

/// A set of 1-based line numbers as one flag per line: the layout pass asks about every line
/// several times, and hashing each question cost more than the pass itself.
struct LineSet {
    private var flags: [Bool]

    init(lineCount: Int) {
        flags = Array(repeating: false, count: lineCount + 2)
    }

    func contains(_ line: Int) -> Bool {
        line >= 0 && line < flags.count && flags[line]
    }

    mutating func insert(_ line: Int) {
        guard line >= 0 else { return }
        if line >= flags.count { flags += Array(repeating: false, count: line - flags.count + 1) }
        flags[line] = true
    }

    mutating func formUnion(_ lines: ClosedRange<Int>) {
        for line in lines { insert(line) }
    }
}
