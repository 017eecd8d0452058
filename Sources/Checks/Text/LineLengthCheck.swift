import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// No line longer than a maximum, counted in characters — as a formatter sees it: a line long only
/// because of the text of a string literal (its interpolations shortened to names) or a URL cannot be wrapped and
/// is left alone, and so are the lines
/// and paths the repository's formatter or linter switches off (`FormatterSettings`).
public struct LineLengthCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "line-length",
        summary: "Lines are at most N characters wide (string literals and URLs that cannot be wrapped aside).",
        triggering: ["let short = 1\n↓let total = firstValue + secondValue + thirdValue + fourth"],
        nonTriggering: [
            "let short = 1\nlet alsoShort = \"ok\"",
            "let message = \"\(String(repeating: "x", count: 60))\"",
            "// https://example.com/\(String(repeating: "a", count: 60))",
            "// swiftlint:disable:next line_length\nlet total = firstValue + secondValue + thirdValue + fourth",
        ],
        verifiableOnExamples: false
    )

    public var maximum: Int
    public var languages: Set<SourceLanguage>
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(maximum: Int, languages: Set<SourceLanguage> = [.swift]) {
        self.maximum = maximum
        self.languages = languages
    }

    /// The catalogue examples use a small width so they stay readable.
    public static let example = LineLengthCheck(maximum: 40)

    public enum Parameters: String, CodingKey, CaseIterable {
        case max, languages
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(maximum: try container.positiveInteger(.max), languages: try container.languages(.languages, default: [.swift]))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(maximum, forKey: .max)
        try container.encode(languages, forKey: .languages, unless: [.swift])
    }

    public var summary: String { codeScope.appended(to: "lines at most \(maximum) characters") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        var disabled: [Bool]?
        for (offset, line) in file.lines.enumerated() where line.length > maximum {
            // Bytes over-count non-ASCII text; count characters only when the bytes exceed the limit.
            let count = String(decoding: file.bytes[line.start..<line.contentEnd], as: UTF8.self).count
            guard count > maximum, wrappable(line, length: count, in: file) else { continue }
            if disabled == nil { disabled = FormatterSettings.lineLength.disabledLines(in: file) }
            if disabled?[offset] == true { continue }
            violations.append(Violation(path: file.path, line: offset + 1, column: maximum + 1,
                                        message: "line is \(count) characters long (max \(maximum))"))
        }
        // The files the repository's formatter leaves out are read only when something is too long.
        if !violations.isEmpty, FormatterSettings.lineLength.isExcluded(file.path, context: context) { return [] }
        return violations
    }

    /// Whether a formatter could bring the line under the limit: not when it holds a string
    /// literal (its interpolations shortened) or a URL that would not fit even wrapped onto a
    /// line of its own, one indentation step in — the line a formatter leaves as it is.
    func wrappable(_ line: SourceLine, length: Int, in file: SourceFile) -> Bool {
        var indentation = 0
        while line.start + indentation < line.contentEnd, file.bytes[line.start + indentation] == 0x20 { indentation += 1 }
        var longest = 0
        for token in file.tokens where token.start >= line.start && token.start < line.contentEnd {
            switch token.kind {
            case .stringLiteral:
                // No formatter breaks a string literal. Interpolations can be pulled out into short
                // names, as a person would; the plain text around them cannot shrink.
                longest = max(longest, Self.irreducibleLength(of: file.text(of: token)))
            case .comment:
                let text = file.text(of: token)
                if let scheme = text.range(of: "://") {
                    let start = text[..<scheme.lowerBound].lastIndex(of: " ").map { text.index(after: $0) } ?? text.startIndex
                    longest = max(longest, text[start...].prefix { $0 != " " }.count)
                }
            default:
                break
            }
        }
        return indentation + 4 + longest <= maximum
    }

    /// A string literal's length with each interpolation shortened to a one-letter name (`\(x)`).
    static func irreducibleLength(of literal: String) -> Int {
        var length = 0
        var depth = 0
        var previous: Character = " "
        for character in literal {
            if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                if depth == 0 { length += 4 }
            } else if character == "(", previous == "\\" {
                depth = 1
                length -= 1
            } else {
                length += 1
            }
            previous = character
        }
        return length
    }
}
