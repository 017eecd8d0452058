import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// At most one blank line in a row ("no multiple blank lines", "빈 줄 2줄 이상 금지"), as
/// SwiftLint's `vertical_whitespace` holds by default. A blank line is one of spaces and tabs
/// only; the lines of a multi-line string literal or block comment are its content, not layout,
/// and never count. One finding per run of blank lines, on its second line.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct BlankLinesCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "blank-lines",
        summary: "No two blank lines follow each other.",
        triggering: [
            "import SwiftUI\n\n↓\nstruct Badge: View {\n    var body: some View {\n        Text(\"New\")\n\n↓\n\n    }\n}",
        ],
        nonTriggering: [
            "import SwiftUI\n\nstruct Badge: View {\n    let note = \"\"\"\n    First\n\n\n    Second\n    \"\"\"\n\n    /*\n\n\n    */\n"
                + "    var body: some View { Text(note) }\n}\n",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = BlankLinesCheck()

    public var summary: String { codeScope.appended(to: "no two blank lines in a row") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let inside = Self.linesInsideLiterals(of: file)
        let bytes = file.bytes
        var violations: [Violation] = []
        var run = 0
        for (index, line) in file.lines.enumerated() {
            let number = index + 1
            let blank = !inside.contains(number) && bytes[line.start..<line.contentEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            // The empty "line" after a file's final newline is no line of the file.
            let isEndOfFile = index == file.lines.count - 1 && line.length == 0 && line.ending == .none
            guard blank, !isEndOfFile else { run = 0; continue }
            run += 1
            if run == 2 {
                violations.append(Violation(path: file.path, line: number, column: 1, message: "two blank lines in a row: keep one"))
            }
        }
        return violations
    }

    /// Lines after the first of each multi-line string literal or comment: text, not layout.
    static func linesInsideLiterals(of file: SourceFile) -> Set<Int> {
        LiteralLines.lines(in: file) { span in span.last > span.first ? (span.first + 1)...span.last : nil }
    }
}
