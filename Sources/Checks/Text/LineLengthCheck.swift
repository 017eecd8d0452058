import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// No line longer than a maximum, counted in characters.
public struct LineLengthCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "line-length",
        summary: "Lines are at most N characters wide.",
        triggering: ["let short = 1\n↓let long = \"\(String(repeating: "x", count: 40))\""],
        nonTriggering: ["let short = 1\nlet alsoShort = \"ok\""],
        verifiableOnExamples: false
    )

    public var maximum: Int
    public var languages: Set<SourceLanguage>
    public var scope: [Glob] = []

    public init(maximum: Int, languages: Set<SourceLanguage> = [.swift]) {
        self.maximum = maximum
        self.languages = languages
    }

    /// The catalogue examples use a small width so they stay readable.
    public static let example = LineLengthCheck(maximum: 40)

    enum CodingKeys: String, CodingKey, CaseIterable {
        case max, languages, paths
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(maximum: try container.positiveInteger(.max), languages: try container.languages(.languages, default: [.swift]))
        scope = try container.optionalGlobs(.paths)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(maximum, forKey: .max)
        try container.encode(languages, forKey: .languages, unless: [.swift])
        try container.encodeScope(scope, forKey: .paths)
    }

    public var summary: String { "lines at most \(maximum) characters" }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        for (offset, line) in file.lines.enumerated() where line.length > maximum {
            // Bytes over-count non-ASCII text; count characters only when the bytes exceed the limit.
            let count = String(decoding: file.bytes[line.start..<line.contentEnd], as: UTF8.self).count
            if count > maximum {
                violations.append(Violation(path: file.path, line: offset + 1, column: maximum + 1,
                                            message: "line is \(count) characters long (max \(maximum))"))
            }
        }
        return violations
    }
}
