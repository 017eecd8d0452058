import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Every line ends with LF (or with CRLF, when a team asks for it). One finding per file, at
/// the first offending line, with the count: a CRLF file is one mistake, not a thousand.
public struct LineEndingCheck: FileCheck {
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

    public init(crlf: Bool = false, languages: Set<SourceLanguage> = [.swift]) {
        self.crlf = crlf
        self.languages = languages
    }

    public static let example = LineEndingCheck()

    enum CodingKeys: String, CodingKey, CaseIterable {
        case ending, languages, paths
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        let ending = try container.optionalText(.ending)?.lowercased() ?? "lf"
        guard ending == "lf" || ending == "crlf" else {
            throw DecodingProblem.expected("lf or crlf", at: container.codingPath + [CodingKeys.ending])
        }
        self.init(crlf: ending == "crlf", languages: try container.languages(.languages, default: [.swift]))
        scope = try container.optionalGlobs(.paths)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(crlf ? "crlf" : "lf", forKey: .ending)
        try container.encode(languages, forKey: .languages, unless: [.swift])
        try container.encodeScope(scope, forKey: .paths)
    }

    public var summary: String { crlf ? "CRLF line endings" : "LF line endings" }

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
