import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Every source file starts with the header a template file in the repository gives
/// (`file-header-template.txt` as Tuist and Xcode use it). Matching is loose where templates
/// are: comment markers and surrounding spaces are ignored, Xcode / Tuist placeholders
/// (`___FILENAME___`, `{{ year }}`) and years match anything. A leading
/// `// swift-tools-version` line (which SwiftPM requires on line 1 of `Package.swift`, and
/// Tuist manifests may carry) is not part of the header. Messages quote the first line that
/// differs, as written, next to what the template expects.
public struct FileHeaderCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "file-header",
        summary: "Source files start with the repository's header template.",
        triggering: ["↓import Foundation\n\nstruct A {}", "/*\n↓ Another Company\n */\nimport Foundation"],
        nonTriggering: [
            "/*\n Example App\n Copyright (C) 2024 Example Org\n */\n\nimport Foundation",
            "// swift-tools-version:5.9\n/*\n Example App\n Copyright (C) 2024 Example Org\n */\n\nimport PackageDescription",
        ],
        exampleFiles: ["file-header-template.txt": exampleTemplate],
        verifiableOnExamples: false
    )

    /// Repository path of the template (a bare file name is searched for at the root).
    public var templatePath: String
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(templatePath: String) {
        self.templatePath = templatePath
    }

    /// The template the catalogue examples use.
    static let exampleTemplate = " Example App\n Copyright (C) {{ year }} Example Org\n"

    public static let example = FileHeaderCheck(templatePath: "file-header-template.txt")

    public var requiredFiles: [String] { [templatePath] }

    public enum Parameters: String, CodingKey, CaseIterable {
        case template
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(templatePath: try container.text(.template))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(templatePath, forKey: .template)
    }

    public var summary: String { codeScope.appended(to: "files start with the header in `\(templatePath)`") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        guard let template = context.readFile(templatePath) else { return [] }
        let expected = Self.patterns.get(template) { Self.lines(of: $0).map(HeaderLinePattern.init) }
        guard !expected.isEmpty else { return [] }
        var actual = Self.leadingCommentLines(file, limit: expected.count + 1)
        if let first = actual.first, first.bytes.starts(with: Self.toolsVersion.utf8), !expected[0].text.hasPrefix(Self.toolsVersion) {
            actual.removeFirst()
        }
        for (index, pattern) in expected.enumerated() {
            guard index < actual.count else {
                if actual.isEmpty {
                    return [Violation(path: file.path, line: 1, column: 1,
                                      message: "no file header: `\(templatePath)` starts with \"\(pattern.text)\"")]
                }
                return [Violation(path: file.path, line: actual[actual.count - 1].line + 1, column: 1,
                                  message: "file header ends early: missing \"\(pattern.text)\" (`\(templatePath)`)")]
            }
            if !pattern.matches(bytes: actual[index].bytes) {
                return [Violation(path: file.path, line: actual[index].line, column: 1,
                                  message: "file header differs from `\(templatePath)`: this line reads "
                                      + "\"\(Self.shortened(actual[index].text))\", the template has \"\(pattern.text)\"")]
            }
        }
        return []
    }

    /// SwiftPM's first line; never part of a header template.
    static let toolsVersion = "swift-tools-version"

    static func shortened(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// A template is compiled once per run, not once per file.
    static let patterns = Memo<String, [HeaderLinePattern]>()

    /// Non-empty template lines without comment markers.
    package static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { stripMarkers(String($0)) }.filter { !$0.isEmpty }
    }

    /// A template line as a file's header line is read: comment markers and blanks stripped.
    static func stripMarkers(_ line: String) -> String {
        String(decoding: strippedBytes(Array(line.utf8)[...]), as: UTF8.self)
    }

    /// The text lines of the comments that open the file, with their line numbers. Works on the
    /// comment bytes: splitting Strings by Character costs more than the rest of the check.
    static func leadingCommentLines(_ file: SourceFile, limit: Int = .max) -> [HeaderCommentLine] {
        var result: [HeaderCommentLine] = []
        for token in file.tokens {
            guard token.kind == .comment, result.count < limit else { break }
            var lineStart = token.start
            var line = token.line
            var index = token.start
            while index <= token.end, result.count < limit {
                if index == token.end || file.bytes[index] == UInt8(ascii: "\n") {
                    var end = index
                    if end > lineStart, file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    let stripped = strippedBytes(file.bytes[lineStart..<end])
                    if !stripped.isEmpty { result.append(HeaderCommentLine(bytes: Array(stripped), line: line)) }
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        return result
    }

    /// The comment markers (`///`, `//`, `/*`, `*/`, `*`) and blanks around a header line taken
    /// off, on bytes: they are ASCII, and a file's header is read for every file of an audit.
    static func strippedBytes(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var text = trimmedBytes(line)
        for marker in markerBytes where text.starts(with: marker) {
            text = trimmedBytes(text.dropFirst(marker.count))
            break
        }
        if text.count >= 2, text.suffix(2).elementsEqual([UInt8(ascii: "*"), UInt8(ascii: "/")]) {
            text = trimmedBytes(text.dropLast(2))
        }
        return text
    }

    private static let markerBytes: [[UInt8]] = ["///", "//", "/*", "*/", "*"].map { Array($0.utf8) }

    private static func trimmedBytes(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else {
            return bytes[bytes.endIndex...]
        }
        return bytes[first...last]
    }
}

/// A text line of the comments that open a file, markers and blanks stripped.
struct HeaderCommentLine {
    let bytes: [UInt8]
    let line: Int

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One template line as a pattern: literal pieces around placeholders and years.
struct HeaderLinePattern {
    package let text: String
    package let pieces: [String]
    package let pieceBytes: [[UInt8]]
    let anchoredStart: Bool
    let anchoredEnd: Bool

    package init(_ text: String) {
        self.text = text
        var pieces: [String] = []
        var current = ""
        var wildcardAtStart = false
        var wildcardAtEnd = false
        var characters = Substring(text)
        func wildcard() {
            if pieces.isEmpty && current.isEmpty { wildcardAtStart = true }
            pieces.append(current)
            current = ""
            wildcardAtEnd = true
        }
        while let first = characters.first {
            if characters.hasPrefix("{{"), let close = characters.range(of: "}}") {
                wildcard(); characters = characters[close.upperBound...]; continue
            }
            if characters.hasPrefix("___"), let close = characters.dropFirst(3).range(of: "___") {
                wildcard(); characters = characters[close.upperBound...]; continue
            }
            let year = characters.prefix(4)
            if year.count == 4, year.allSatisfy(\.isNumber), year.hasPrefix("19") || year.hasPrefix("20") {
                wildcard(); characters = characters.dropFirst(4); continue
            }
            current.append(first)
            wildcardAtEnd = false
            characters = characters.dropFirst()
        }
        pieces.append(current)
        self.pieces = pieces.map { $0.trimming(" ") }
        pieceBytes = self.pieces.map { Array($0.utf8) }
        anchoredStart = !wildcardAtStart
        anchoredEnd = !wildcardAtEnd
    }

    package func matches(_ line: String) -> Bool {
        matches(bytes: Array(line.trimming(" ").utf8))
    }

    /// `bytes`: a line without blanks around it.
    func matches(bytes: [UInt8]) -> Bool {
        var position = 0
        for (index, piece) in pieceBytes.enumerated() where !piece.isEmpty {
            guard let found = ByteSearch.firstIndex(of: piece, in: bytes, from: position) else { return false }
            if index == 0, anchoredStart, found != 0 { return false }
            position = found + piece.count
        }
        return !anchoredEnd || pieces.last?.isEmpty == true || bytes[position...].allSatisfy { $0 == UInt8(ascii: " ") }
    }
}
