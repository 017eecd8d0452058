import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Work markers left in comments ("no `TODO`s", "don't leave `FIXME` notes"): SwiftLint's
/// `todo`. A marker lives in comments only, so a symbol check for `TODO` could never fire; this
/// one reads the comments. A marker counts as a whole word in capitals (`// TODO:`,
/// `/* FIXME(ana) */`, `//TODO`), not inside another word (`// notaTODO`) and not in strings or
/// code.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct CommentMarkerCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "comment-marker",
        summary: "No comment holds a work marker such as `TODO` or `FIXME`.",
        triggering: [
            "func load() {\n    // ↓TODO: page the results\n    fetch()\n}",
            "/* keep in sync with the server\n   ↓FIXME(ana): drop once v2 ships */\nlet limit = 50 //↓TODO",
        ],
        nonTriggering: [
            "// Sorting is stable: see `Sorter`.\nlet label = \"TODO\"\nlet todo = Todo()\n// notaTODO: a word that holds the marker",
            "/// Fixes the layout.\nfunc fixme() {}\nenum Tag { case todoList }",
        ]
    )

    /// The markers the lexicon of work notes knows; a rule names some of them.
    public static let knownMarkers = ["TODO", "FIXME", "HACK", "XXX"]

    public var markers: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(markers: [String], scope: [Glob] = []) {
        self.markers = markers
        self.scope = scope
    }

    public static let example = CommentMarkerCheck(markers: ["TODO", "FIXME"])

    public enum Parameters: String, CodingKey, CaseIterable {
        case markers
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let markers = try container.decode([String].self, forKey: .markers)
        guard !markers.isEmpty, markers.allSatisfy({ !$0.isEmpty }) else {
            throw DecodingError.dataCorruptedError(forKey: .markers, in: container, debugDescription: "name at least one marker")
        }
        self.init(markers: markers)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(markers, forKey: .markers)
    }

    public var summary: String {
        codeScope.appended(to: "no " + markers.map { "`\($0)`" }.joined(separator: " or ") + " in comments")
    }

    /// The known markers `text` names as whole words, in the order of `knownMarkers`: `TODO`,
    /// `// FIXME:`, "todo comments", "no TODOs" (prose puts them in the plural).
    public static func markers(in text: String) -> [String] {
        let upper = Array(text.uppercased().utf8)
        return knownMarkers.filter { marker in
            [marker, marker + "S", marker + "ES"].contains { !wordOffsets(of: Array($0.utf8), in: upper[...]).isEmpty }
        }
    }

    /// The known markers `code` holds as written, in capitals (`TODO`, `// FIXME:`): an
    /// identifier `todo` is no marker.
    public static func markers(inCode code: String) -> [String] {
        let bytes = Array(code.utf8)
        return knownMarkers.filter { !wordOffsets(of: Array($0.utf8), in: bytes[...]).isEmpty }
    }

    /// Whether `code` is a marker as comments write it: `TODO`, `// FIXME:`, `TODO(ana)`,
    /// `/* HACK */` — not code that merely holds one (`assertionFailure("TODO")`).
    public static func isMarkerForm(_ code: String) -> Bool {
        var text = Substring(code.trimmingCharacters(in: .whitespaces))
        for opener in ["///", "//", "/*"] where text.hasPrefix(opener) {
            text = text.dropFirst(opener.count).drop { $0 == " " }
            break
        }
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        guard let marker = knownMarkers.first(where: { text.hasPrefix($0) }) else { return false }
        let rest = text.dropFirst(marker.count)
        guard let next = rest.first else { return true }
        return next == ":" || next == "(" || next == " "
    }

    /// Whether `code` is a marker inside a comment's opener (`// TODO:`, `/* FIXME */`): no
    /// other code reads so, where a bare `TODO` may name a placeholder shown to users.
    public static func isCommentForm(_ code: String) -> Bool {
        let text = code.trimmingCharacters(in: .whitespaces)
        return (text.hasPrefix("//") || text.hasPrefix("/*")) && isMarkerForm(text)
    }

    /// Offsets in `bytes` where `word` stands with no letter, digit or `_` on either side.
    static func wordOffsets(of word: [UInt8], in bytes: ArraySlice<UInt8>) -> [Int] {
        guard let first = word.first, bytes.count >= word.count else { return [] }
        var found: [Int] = []
        var index = bytes.startIndex
        while index + word.count <= bytes.endIndex {
            defer { index += 1 }
            guard bytes[index] == first, bytes[index..<(index + word.count)].elementsEqual(word) else { continue }
            if index > bytes.startIndex, isWordByte(bytes[index - 1]) { continue }
            if index + word.count < bytes.endIndex, isWordByte(bytes[index + word.count]) { continue }
            found.append(index)
        }
        return found
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let patterns = markers.map { Array($0.utf8) }
        var violations: [Violation] = []
        for token in file.tokens where token.kind == .comment {
            let bytes = file.bytes[token.start..<token.end]
            let hits = zip(markers, patterns).flatMap { marker, pattern in Self.wordOffsets(of: pattern, in: bytes).map { ($0, marker) } }
            for (offset, marker) in hits.sorted(by: { $0.0 < $1.0 }) {
                let (line, column) = place(of: offset, in: token, file: file)
                violations.append(Violation(path: file.path, line: line, column: column, message: "`\(marker)` left in a comment"))
            }
        }
        return violations
    }

    /// Line and byte column of `offset`, inside a comment that may span lines.
    func place(of offset: Int, in token: Token, file: SourceFile) -> (line: Int, column: Int) {
        var line = token.line
        var lineStart: Int?
        for index in token.start..<offset where file.bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        guard let lineStart else { return (line, token.column + offset - token.start) }
        return (line, offset - lineStart + 1)
    }
}
