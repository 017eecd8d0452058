import PreflightRepository
import PreflightSwiftSource

/// Every line ends with LF (or with CRLF, when a team asks for it). One finding per file, at
/// the first offending line, with the count: a CRLF file is one mistake, not a thousand.
public struct LineEndingCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "line-ending",
        summary: "Lines end with the required terminator (LF by default).",
        triggering: ["let a = 1\n↓let b = 2\r\nlet c = 3\r\n"],
        nonTriggering: ["let a = 1\nlet b = 2\n"]
    )

    public var crlf: Bool
    public var languages: Set<SourceLanguage>
    public var scope: [Glob] = []

    public init(crlf: Bool = false, languages: Set<SourceLanguage> = [.swift]) {
        self.crlf = crlf
        self.languages = languages
    }

    public var parameters: [(name: String, value: ParameterValue)] { [("ending", .string(crlf ? "crlf" : "lf"))] }
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
