import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A colon sits against what it follows, with one space after it ("no space before a colon, one
/// after", "콜론은 왼쪽에 붙인다", SwiftLint's `colon`): in type annotations, parameters,
/// arguments, dictionaries, inheritance and generic constraints, `name : Type`, `name:Type` and
/// `name:  Type` are reported. `before: false` or `after: false` leaves one side to the team
/// ("no space before colons" says nothing of the space after).
///
/// Left alone: the colon of a conditional expression (`a ? b : c`) and of an operator's
/// precedence group (`infix operator |> : Pipeline`); a colon followed by a line break, a
/// closing bracket (`[:]`, `foo(bar:)`) or another label (`#selector(move(_:to:))`); and the
/// spaces after a `case` or `default` label, which teams align.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ColonSpacingCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "colon-spacing",
        summary: "No space before a colon and one space after it.",
        triggering: [
            "let title↓ : String\nlet count:↓Int = 0\nfunc move(to point:↓  CGPoint) {}\nlet widths = [\"a\"↓ : 1]\nclass Badge↓ : View {}",
        ],
        nonTriggering: [
            "let title: String\nlet widths: [String: Int] = [:]\nlet label = isOn ? \"On\" : \"Off\"\nlet action = #selector(move(_:to:))\n"
                + "switch value {\ncase .small:  return 1\ndefault:      return 2\n}\ninfix operator |> : PipelinePrecedence\n"
                + "call(x:\n     1)\nlet text = \"a : b\" // a : b\nlet tint = isHovered\n    ? isDark\n        ? 0.1\n        : 0.2 : 0.0\n"
                + "let time = /(\\d+):(\\d+)/\nlet v = cond\n\t? 1 : 2",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    /// Whether a space before a colon is reported.
    public var before: Bool
    /// Whether a missing space, or more than one, after a colon is reported.
    public var after: Bool

    public init(before: Bool = true, after: Bool = true, scope: [Glob] = []) {
        self.before = before
        self.after = after
        self.scope = scope
    }

    public static let example = ColonSpacingCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case before, after
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(before: try container.decodeIfPresent(Bool.self, forKey: .before) ?? true,
                  after: try container.decodeIfPresent(Bool.self, forKey: .after) ?? true)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if !before { try container.encode(false, forKey: .before) }
        if !after { try container.encode(false, forKey: .after) }
    }

    public var summary: String {
        let sides = [before ? "no space before a colon" : nil, after ? "one space after it" : nil].compactMap { $0 }
        return codeScope.appended(to: sides.isEmpty ? "colons as written" : sides.joined(separator: " and "))
    }

    public var anchorTokens: [String]? { [":"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let bytes = file.bytes
        var violations: [Violation] = []
        for index in code.indices where file.isPunctuation(code[index], ":") {
            let token = code[index]
            let spaceBefore = before && token.start > 0 && (bytes[token.start - 1] == 0x20 || bytes[token.start - 1] == 0x09)
            let after = self.after ? spacing(after: token, in: bytes) : .free
            guard spaceBefore || after != .one else { continue }
            guard !isConditionalOrPrecedence(index, in: file), !isInsideASlashRegex(index, in: file) else { continue }
            if spaceBefore, !startsLine(token, in: bytes) {
                violations.append(Violation(path: file.path, line: token.line, column: token.column, message: "space before `:`: write it against the name"))
                continue
            }
            guard after == .none || (after == .several && !isLabelOfACase(index, in: file)), !followsWithALabel(index, in: file) else { continue }
            // After the colon: a space missing there is another fault than one before it.
            violations.append(Violation(path: file.path, line: token.line, column: token.column + 1,
                                        message: after == .none ? "no space after `:`: write one" : "more than one space after `:`: write one"))
        }
        return violations
    }

    enum After { case one, none, several, free }

    /// What follows the colon: one space, none, several, or a line break or closing bracket,
    /// after which spacing is free.
    func spacing(after token: Token, in bytes: [UInt8]) -> After {
        var cursor = token.end
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        guard cursor < bytes.count else { return .free }
        let next = bytes[cursor]
        if next == 0x0A || next == 0x0D || next == UInt8(ascii: ")") || next == UInt8(ascii: "]") || next == UInt8(ascii: ":") { return .free }
        // A comment after the colon sets its own spacing.
        if next == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*") { return .free }
        switch cursor - token.end {
        case 0: return .none
        case 1: return bytes[token.end] == 0x20 ? .one : .several
        default: return .several
        }
    }

    func startsLine(_ token: Token, in bytes: [UInt8]) -> Bool {
        var cursor = token.start - 1
        while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
        return cursor < 0 || bytes[cursor] == 0x0A
    }

    /// Whether the colon at `index` belongs to `a ? b : c` (a `?` standing alone before it in the
    /// same expression) or to an operator declaration's precedence group.
    func isConditionalOrPrecedence(_ index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var cursor = index - 1
        // A conditional's `?` stands within a few lines of its colon: the scan is bounded, so a
        // file of colons is read in linear time.
        while cursor >= 0, cursor >= index - 256 {
            let token = code[cursor]
            let text = file.text(of: token)
            if token.kind == .punctuation {
                if text == ")" || text == "]" || text == "}", let partner = file.partnerToken(of: cursor), partner < cursor {
                    cursor = partner - 1
                    continue
                }
                // A colon before is no boundary: `a ? b ? c : d : e` chains conditionals.
                if text == "(" || text == "[" || text == "{" || text == "," || text == ";" { return false }
            }
            if token.kind == .operator, text == "?", token.start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[token.start - 1]) { return true }
            if token.kind == .keyword || token.kind == .identifier, text == "operator" { return true }
            if token.kind == .keyword, ["let", "var", "func", "case", "return", "guard", "if", "while"].contains(text) { return false }
            cursor -= 1
        }
        return false
    }

    /// `/(\d+):(\d+)/`: the lexer reads only `#/…/#` as a regular expression, so a colon between
    /// two slashes of one line, each touching what it encloses, is left alone.
    func isInsideASlashRegex(_ index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        let line = code[index].line
        let isSlash = { (token: Token) in token.kind == .operator && file.bytes[token.start] == UInt8(ascii: "/") }
        var before = index - 1
        while before >= 0, code[before].line == line, !isSlash(code[before]) { before -= 1 }
        guard before >= 0, code[before].line == line else { return false }
        var after = index + 1
        while after < code.count, code[after].line == line, !isSlash(code[after]) { after += 1 }
        return after < code.count && code[after].line == line
    }

    /// Whether the colon closes a `case …` or `default` label, whose body teams align.
    func isLabelOfACase(_ index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var cursor = index - 1
        while cursor >= 0, code[cursor].line == code[index].line {
            let text = file.text(of: code[cursor])
            if code[cursor].kind == .keyword, text == "case" || text == "default" { return true }
            cursor -= 1
        }
        return false
    }

    /// `move(_:to:)`: a colon followed at once by another label and its colon names a function.
    func followsWithALabel(_ index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard index + 2 < code.count, code[index + 1].start == code[index].end else { return false }
        return file.isPunctuation(code[index + 2], ":") && code[index + 2].start == code[index + 1].end
    }
}
