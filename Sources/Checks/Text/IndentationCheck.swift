import PreflightRepository
import PreflightSwiftSource

/// Indentation in spaces, a multiple of N. Lines inside an open `(` or `[` (wrapped arguments
/// aligned to their opener) and lines of multi-line strings and block comments are exempt.
public struct IndentationCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "indentation",
        summary: "Indentation uses spaces in multiples of N.",
        triggering: ["struct A {\n↓\tlet a = 1\n↓   let b = 2\n}"],
        nonTriggering: [
            "struct A {\n    let a = 1\n    func f() {\n        call(a,\n             b)\n    }\n}",
            "let text = \"\"\"\n   odd\n\"\"\"\n/*\n   odd\n */",
        ]
    )

    public var width: Int
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []

    public init(width: Int) {
        self.width = width
    }

    public var parameters: [(name: String, value: ParameterValue)] { [("spaces", .int(width))] }
    public var summary: String { "\(width)-space indentation, no tabs" }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let exempt = exemptLines(file)
        var violations: [Violation] = []
        for (offset, line) in file.lines.enumerated() where !exempt.contains(offset + 1) {
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
                violations.append(Violation(path: file.path, line: offset + 1, column: 1, message: "indented with a tab"))
            } else if width > 0, spaces % width != 0 {
                // A width of 0 or less (a parameter nothing validated) checks tabs only: never a trap.
                violations.append(Violation(path: file.path, line: offset + 1, column: 1,
                                            message: "indented by \(spaces) spaces, not a multiple of \(width)"))
            }
        }
        return violations
    }

    /// Lines that start inside a string literal, a block comment, or open brackets.
    private func exemptLines(_ file: SourceFile) -> Set<Int> {
        var exempt = Set<Int>()
        for token in file.tokens where token.kind == .stringLiteral || token.kind == .comment {
            let end = file.location(ofOffset: max(token.start, token.end - 1)).line
            if end > token.line { exempt.formUnion((token.line + 1)...end) }
        }
        var depth = 0
        var lastLine = 0
        for token in file.codeTokens {
            if token.line != lastLine {
                if depth > 0, token.line > lastLine { exempt.insert(token.line) }
                lastLine = token.line
            }
            if token.kind == .punctuation, token.end - token.start == 1 {
                switch file.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                default: break
                }
            }
        }
        // A line that starts by closing the bracket is aligned with the opener's line.
        return exempt
    }
}
