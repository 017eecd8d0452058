import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// No `;` in Swift code ("no semicolons", "세미콜론 사용 금지"): statements go on their own lines.
/// SwiftLint's `trailing_semicolon` flags the ones that end a line; a rule against semicolons
/// also means the ones that join two statements on one line. Semicolons in strings and comments
/// are text, not code.
///
/// With `lineEndsOnly` it is SwiftLint's rule exactly ("no trailing semicolons", "don't end a
/// line with a semicolon"): only a `;` after which the line holds no more code.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct SemicolonCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "semicolon",
        summary: "No `;` ends or joins statements.",
        triggering: [
            "let title = \"Home\"↓;\nfunc reset() { count = 0↓; total = 0 }",
        ],
        nonTriggering: [
            "let title = \"Home; Away\"\n// a; b\nfunc reset() {\n    count = 0\n    total = 0\n}",
        ]
    )

    /// Only the `;` that ends a line.
    public var lineEndsOnly = false
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public init(lineEndsOnly: Bool, scope: [Glob] = []) {
        self.lineEndsOnly = lineEndsOnly
        self.scope = scope
    }

    public static let example = SemicolonCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case lineEndsOnly
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(lineEndsOnly: try container.decodeIfPresent(Bool.self, forKey: .lineEndsOnly) ?? false)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if lineEndsOnly { try container.encode(true, forKey: .lineEndsOnly) }
    }

    public var summary: String {
        codeScope.appended(to: lineEndsOnly ? "no `;` at the end of a line" : "no `;` between or after statements")
    }

    public var anchorTokens: [String]? { [";"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        return code.indices.filter { index in
            guard code[index].kind == .punctuation, file.isPunctuation(code[index], ";") else { return false }
            // `let a = 0; let b = 0` joins two statements; the line goes on.
            return !lineEndsOnly || index + 1 == code.count || code[index + 1].line > code[index].line
        }.map { code[$0] }.map { token in
            Violation(path: file.path, line: token.line, column: token.column, message: "`;`: put each statement on its own line")
        }
    }
}
