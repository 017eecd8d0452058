import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A collection literal written over several lines ends its last element with a comma
/// ("trailing commas in multi-line collections", "trailing comma 필수"): SwiftLint's
/// `trailing_comma` with `mandatory_comma: true`, SwiftFormat's `trailingCommas`.
///
/// A `[` counts as a multi-line literal when its closing `]` stands on a later line than the
/// last element; a type (`[String: Int]`), a subscript or a capture list (`[weak self]`) is
/// written on one line, so it never qualifies; a type spelled over lines after `->`, `as`, `is`
/// or `<`, and a subscript spelled over lines (`dict[` glued to what it indexes), are left alone. Empty literals (`[]`, `[:]`) have no last element.
///
/// With `style: forbidden` it is the other house style ("no trailing commas", SwiftLint's
/// default): a comma right before the `]` of any collection literal, on one line or several, is
/// flagged (a comment between them does not hide it).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct TrailingCommaCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "trailing-comma",
        summary: "The last element of a collection literal written over several lines is followed by a comma.",
        triggering: [
            "let tabs = [\n    Tab.home,\n    Tab.search,\n    ↓Tab.profile\n]",
            "let titles: [String: String] = [\n    \"home\": \"Home\",\n    ↓\"search\": \"Search\"\n]",
        ],
        nonTriggering: [
            "let tabs = [\n    Tab.home,\n    Tab.search,\n    Tab.profile,\n]\nlet pair = [1, 2]\nlet empty: [String: Int] = [:]",
            "let handler = { [weak self] in self?.reload() }\nlet first = tabs[0]\nfunc load(ids: [Int]) {}\n"
                + "let grid = [\n    [1, 2],\n    [3, 4],\n]",
        ]
    )

    /// Which of the two house styles the rule states.
    public enum Style: String, Codable, Sendable {
        /// Multi-line literals end with a comma.
        case required
        /// No literal ends with a comma.
        case forbidden
    }

    public var style: Style = .required
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public init(style: Style, scope: [Glob] = []) {
        self.style = style
        self.scope = scope
    }

    public static let example = TrailingCommaCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case style
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(style: try container.decodeIfPresent(Style.self, forKey: .style) ?? .required)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if style == .forbidden { try container.encode(style, forKey: .style) }
    }

    public var summary: String {
        codeScope.appended(to: style == .forbidden ? "no collection literal ends with a trailing comma"
                                                   : "multi-line collection literals end with a trailing comma")
    }

    /// Tokens after which `[` starts a type, not a literal.
    static let typePositions: Set<String> = ["->", "as", "as?", "as!", "is", "<"]

    /// Whether a token glued before `[` is something indexed: a name, `self`, a call's or a
    /// subscript's close, or an optional's `?` / `!`.
    static func subscripted(_ token: Token, file: SourceFile) -> Bool {
        if token.kind == .identifier { return true }
        let text = file.text(of: token)
        return ["self", "Self", ")", "]", "?", "!"].contains(text)
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let partner = file.structure.partner
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .punctuation && file.isPunctuation(code[index], "[") {
            let close = partner[index]
            guard close > index + 1 else { continue }
            if style == .forbidden {
                // `[1, 2,]`, `[a: 1,\n]`: the comma right before the `]`.
                let last = code[close - 1]
                if close - 1 > index, file.isPunctuation(last, ",") {
                    violations.append(Violation(path: file.path, line: last.line, column: last.column,
                                                message: "a trailing comma ends the collection literal"))
                }
                continue
            }
            // `-> [\n  Element\n]`, `as? [\n …\n]`: a type spelled over lines takes no comma.
            if index > 0, Self.typePositions.contains(file.text(of: code[index - 1])) { continue }
            // `Self[\n key,\n default: 0\n]`, `rates[\n code\n]`: a subscript glued to what it
            // indexes is no literal.
            if index > 0, code[index - 1].end == code[index].start, Self.subscripted(code[index - 1], file: file) { continue }
            let last = code[close - 1]
            // The last element ends on an earlier line than the `]`.
            guard last.line < code[close].line, last.line > code[index].line || code[index + 1].line > code[index].line else { continue }
            let lastText = file.text(of: last)
            if lastText == "," || lastText == "[" || lastText == ":" { continue }
            // The finding stands where the last element's line starts.
            var start = close - 1
            while start > index + 1, code[start - 1].line == last.line { start -= 1 }
            violations.append(Violation(path: file.path, line: last.line, column: code[start].column,
                                        message: "the last element of a multi-line collection has no trailing comma"))
        }
        return violations
    }
}
