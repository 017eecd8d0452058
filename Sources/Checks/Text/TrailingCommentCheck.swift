import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Comments stand on lines of their own ("no trailing comments", "不要添加尾随注释", "行末コメント
/// 禁止"): a `//` comment after code on the same line is flagged.
///
/// Left alone: comments alone on their line, block comments inside code (`f(/* id */ 1)`),
/// comments after a build directive (`#endif // DEBUG` names the condition it closes), and the
/// directives tools read from the end of a line (`// swiftlint:disable:this …`,
/// `// swift-format-ignore`, `// periphery:ignore`, `// swiftformat:disable:this …`,
/// `// sourcery:`, `// NOSONAR`).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct TrailingCommentCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "trailing-comment",
        summary: "No comment follows code on its line.",
        triggering: [
            "let retries = 3 ↓// the server allows three\nfunc load() {\n    cache.clear() ↓// stale after a sign-out\n}",
        ],
        nonTriggering: [
            "// The server allows three.\nlet retries = 3\nlet limit = min(retries, /* per minute */ 5)\n#if canImport(UIKit) // iOS and tvOS\nlet verbose = true\n#endif // DEBUG\n"
                + "let key = raw! // swiftlint:disable:this force_unwrapping\nlet url = \"https://example.com\" // periphery:ignore\n"
                + "let path = \"a // b\"",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = TrailingCommentCheck()

    public var summary: String { codeScope.appended(to: "no comment after code on the same line") }

    /// Directives linters and formatters read at the end of a line.
    static let toolDirectives = ["swiftlint:", "swiftformat:", "swift-format-ignore", "periphery:", "sourcery:", "nosonar", "preflight:"]

    /// Whether the line of the comment at `index` opens with a build condition (`#if os(iOS)`,
    /// `#endif`): such a comment names the condition, it explains no code. A macro (`#expect(…)`)
    /// is code.
    static func followsADirective(_ index: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        var first = index - 1
        while first > 0, tokens[first - 1].line == tokens[index].line { first -= 1 }
        let token = tokens[first]
        return token.kind == .poundDirective
            && (file.token(token, is: "#if") || file.token(token, is: "#elseif") || file.token(token, is: "#else") || file.token(token, is: "#endif"))
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let tokens = file.tokens
        var violations: [Violation] = []
        for index in tokens.indices where tokens[index].kind == .comment && index > 0 {
            let comment = tokens[index], before = tokens[index - 1]
            guard before.line == comment.line, before.kind != .comment,
                  file.bytes[comment.start] == UInt8(ascii: "/"), comment.end - comment.start >= 2,
                  file.bytes[comment.start + 1] == UInt8(ascii: "/"), !Self.followsADirective(index, in: file) else { continue }
            let text = file.text(of: comment).dropFirst(2).drop { $0 == "/" || $0 == " " }.lowercased()
            if Self.toolDirectives.contains(where: { text.hasPrefix($0) }) { continue }
            violations.append(Violation(path: file.path, line: comment.line, column: comment.column,
                                        message: "comment after code: put it on its own line above"))
        }
        return violations
    }
}
