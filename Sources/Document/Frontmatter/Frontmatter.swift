import PreflightModel

/// The YAML block at the top of a skill document, between a `---` line at the very start
/// (a UTF-8 BOM before it is tolerated) and a closing `---` or `...` line.
public struct Frontmatter: Sendable, Equatable {
    public var root: YAMLNode
    /// The opening and closing delimiter lines, 1-based in the original file.
    public var openingLine: Int
    public var closingLine: Int
    /// The YAML text between the delimiters, as written.
    public var rawText: String
    public var hadByteOrderMark: Bool

    public subscript(key: String) -> YAMLNode? { root[key] }

    /// The frontmatter's location in `text`, without parsing it. `nil` when the first line is
    /// not `---`. The result's `lines` are the YAML lines; `closingLine` is nil when unclosed.
    public struct Span: Sendable, Equatable {
        public var hadByteOrderMark: Bool
        public var yamlLines: [Substring]
        public var closingLine: Int?
    }

    public static func locate(in text: String) -> Span? {
        var body = Substring(text)
        let bom = body.hasPrefix("\u{FEFF}")
        if bom { body = body.dropFirst() }
        // "\r\n" is one Character in Swift, so both terminators are separators here.
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line -> Substring in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        guard let first = lines.first, isDelimiter(first, closing: false) else { return nil }
        for index in 1..<max(1, lines.count) where isDelimiter(lines[index], closing: true) {
            return Span(hadByteOrderMark: bom, yamlLines: Array(lines[1..<index]), closingLine: index + 1)
        }
        return Span(hadByteOrderMark: bom, yamlLines: Array(lines.dropFirst()), closingLine: nil)
    }

    package static func isDelimiter(_ line: Substring, closing: Bool) -> Bool {
        let trimmed = line.trimmingTrailingWhitespace
        return trimmed == "---" || (closing && trimmed == "...")
    }

    /// Parses the frontmatter of `text`; `nil` when the document has none. An unclosed block,
    /// a YAML error, a duplicate key or a root that is not a mapping throws with file:line:column.
    public static func parse(_ text: String, file: String) throws -> Frontmatter? {
        guard let span = locate(in: text) else { return nil }
        guard let closingLine = span.closingLine else {
            throw PreflightError(file: file, line: 1, column: 1, "frontmatter opened with '---' is never closed")
        }
        let yaml = span.yamlLines.joined(separator: "\n")
        guard let root = try YAMLReader.read(yaml, file: file, lineOffset: 2) else {
            throw PreflightError(file: file, line: 1, column: 1, "frontmatter is empty; expected a mapping of keys")
        }
        guard root.pairs != nil else {
            throw PreflightError(file: file, line: root.line, column: root.column,
                                 "frontmatter must be a mapping of keys, found a \(root.kindName)")
        }
        return Frontmatter(root: root, openingLine: 1, closingLine: closingLine, rawText: yaml,
                           hadByteOrderMark: span.hadByteOrderMark)
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, let last = self[..<end].last, last == " " || last == "\t" { end = index(before: end) }
        return self[startIndex..<end]
    }
}
