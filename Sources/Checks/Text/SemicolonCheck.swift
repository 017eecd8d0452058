import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// No `;` in Swift code ("no semicolons", "세미콜론 사용 금지"): statements go on their own lines.
/// SwiftLint's `trailing_semicolon` flags the ones that end a line; a rule against semicolons
/// also means the ones that join two statements on one line. Semicolons in strings and comments
/// are text, not code.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct SemicolonCheck: PlacedOnlyCoding {
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

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = SemicolonCheck()

    public var summary: String { codeScope.appended(to: "no `;` between or after statements") }

    public var anchorTokens: [String]? { [";"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        file.codeTokens.filter { $0.kind == .punctuation && file.isPunctuation($0, ";") }.map { token in
            Violation(path: file.path, line: token.line, column: token.column, message: "`;`: put each statement on its own line")
        }
    }
}
