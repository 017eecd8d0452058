import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// No line ends in spaces or tabs ("no trailing whitespace", "行末の空白を残さない"), blank lines
/// of only spaces included. Text is left alone: the lines of a multi-line string literal, and
/// comments (two spaces end a line in a doc comment's Markdown), as SwiftLint's
/// `trailing_whitespace` leaves comments by default.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct TrailingWhitespaceCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "trailing-whitespace",
        summary: "No line ends in spaces or tabs.",
        triggering: [
            "struct Badge {↓  \n    let title: String↓\t\n↓    \n}\n",
        ],
        nonTriggering: [
            "struct Badge {\n    let title: String\n\n    let note = \"\"\"\n    Keep two spaces here:  \n    \"\"\"\n"
                + "    /// A line break in Markdown:  \n    /// then the next line.\n    let count = 1 // counted  \n}\n",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = TrailingWhitespaceCheck()

    public var summary: String { codeScope.appended(to: "no line ends in spaces or tabs") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let bytes = file.bytes
        var inside: Set<Int>?
        var violations: [Violation] = []
        for (index, line) in file.lines.enumerated() where line.contentEnd > line.start {
            let last = bytes[line.contentEnd - 1]
            guard last == 0x20 || last == 0x09 else { continue }
            // Read the literals' lines only once a line ends in whitespace: most files have none.
            if inside == nil { inside = Self.linesInsideStrings(of: file) }
            guard inside?.contains(index + 1) != true else { continue }
            var start = line.contentEnd
            while start > line.start, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            violations.append(Violation(path: file.path, line: index + 1, column: start - line.start + 1,
                                        message: "the line ends in whitespace: remove it"))
        }
        return violations
    }

    /// Lines within a multi-line string literal (a trailing space before its last newline is
    /// text), and lines a comment ends or covers.
    static func linesInsideStrings(of file: SourceFile) -> Set<Int> {
        LiteralLines.lines(in: file) { span in
            // A comment's own lines, its last included; a string's lines before its closing one.
            let last = span.kind == .comment ? span.last : span.last - 1
            return last >= span.first ? span.first...last : nil
        }
    }
}
