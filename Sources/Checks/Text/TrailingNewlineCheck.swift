import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A file ends with exactly one newline ("files end with a single newline"), as SwiftLint's
/// `trailing_newline` holds: none, or blank lines after the last line, is reported once, at the
/// file's end; or, with `exactlyOne: false` ("every file ends with a newline"), only a file with
/// no newline at its end. An empty file is left alone.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct TrailingNewlineCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "trailing-newline",
        summary: "A file ends with exactly one newline.",
        triggering: ["struct Badge {}\n↓\n", "struct Badge {}↓"],
        nonTriggering: ["struct Badge {}\n", "struct Badge {\n\n    let title: String\n}\n"]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()
    /// Blank lines after the last line are reported too.
    public var exactlyOne: Bool

    public init(exactlyOne: Bool = true, scope: [Glob] = []) {
        self.exactlyOne = exactlyOne
        self.scope = scope
    }

    public static let example = TrailingNewlineCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case exactlyOne
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(exactlyOne: try container.decodeIfPresent(Bool.self, forKey: .exactlyOne) ?? true)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if !exactlyOne { try container.encode(false, forKey: .exactlyOne) }
    }

    public var summary: String { codeScope.appended(to: exactlyOne ? "files end with exactly one newline" : "files end with a newline") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let bytes = file.bytes
        guard !bytes.allSatisfy({ $0 == 0x0A || $0 == 0x0D || $0 == 0x20 || $0 == 0x09 }) else { return [] }
        var end = bytes.count
        var newlines = 0
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            if bytes[end - 1] == 0x0A { newlines += 1 }
            end -= 1
        }
        guard newlines != 1, newlines == 0 || exactlyOne else { return [] }
        let lines = file.lines
        if newlines == 0 {
            let last = lines.count
            return [Violation(path: file.path, line: last, column: (lines.last.map { $0.contentEnd - $0.start } ?? 0) + 1,
                              message: "the file does not end with a newline: add one")]
        }
        // The first of the blank lines after the last line.
        let firstBlank = lines.count - newlines + 2
        return [Violation(path: file.path, line: firstBlank, column: 1,
                          message: "\(newlines - 1) blank line\(newlines == 2 ? "" : "s") after the last line: end the file with one newline")]
    }
}
