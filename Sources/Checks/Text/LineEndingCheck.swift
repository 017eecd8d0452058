import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Every line ends with LF (or with CRLF, when a team asks for it). One finding per file, at
/// the first offending line, with the count: a CRLF file is one mistake, not a thousand.
public struct LineEndingCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "line-ending",
        summary: "Lines end with the required terminator (LF by default).",
        triggering: ["let a = 1\n↓let b = 2\r\nlet c = 3\r\n"],
        nonTriggering: ["let a = 1\nlet b = 2\n"],
        verifiableOnExamples: false
    )

    public var crlf: Bool
    public var languages: Set<SourceLanguage>
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(crlf: Bool = false, languages: Set<SourceLanguage> = [.swift]) {
        self.crlf = crlf
        self.languages = languages
    }

    public static let example = LineEndingCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case ending, languages
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let ending = try container.optionalText(.ending)?.lowercased() ?? "lf"
        guard ending == "lf" || ending == "crlf" else {
            throw DecodingProblem.expected("lf or crlf", at: container.codingPath + [Parameters.ending])
        }
        self.init(crlf: ending == "crlf", languages: try container.languages(.languages, default: [.swift]))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(crlf ? "crlf" : "lf", forKey: .ending)
        try container.encode(languages, forKey: .languages, unless: [.swift])
    }

    public var summary: String { codeScope.appended(to: crlf ? "CRLF line endings" : "LF line endings") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let wrong = file.lines.indices.filter { index in
            switch file.lines[index].ending {
            case .none: return false
            case .lf: return crlf
            case .crlf: return !crlf
            case .cr: return true
            }
        }
        guard let first = wrong.first else { return [] }
        let name = crlf ? "CRLF" : "LF"
        return [Violation(path: file.path, line: first + 1, column: nil,
                          message: "\(wrong.count) line\(wrong.count == 1 ? "" : "s") not ending with \(name)")]
    }
}
