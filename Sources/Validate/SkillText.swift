import Foundation
import PreflightDocument
import PreflightModel
import PreflightReport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A SKILL.md decoded for validation: its lines (terminators removed, CRLF accepted) and where
/// the frontmatter and the body are. Line numbers are 1-based file lines throughout.
package struct SkillText {
    package let text: String
    package let lines: [Substring]
    package let hadByteOrderMark: Bool

    /// Decodes `data`; a finding instead when the bytes are not a UTF-8 text file.
    package enum Decoded {
        case text(SkillText)
        case problem(Finding)
    }

    package static func decode(_ data: Data, path: String) -> Decoded {
        let blank = data.withUnsafeBytes { bytes -> Bool in
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
            return body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        }
        if blank {
            return .problem(ValidationRules.fileEmpty.finding(path, line: 1,
                "the file is empty: write the frontmatter ('---', name, description, '---') and the instructions"))
        }
        if let nul = data.withUnsafeBytes({ $0.firstIndex(of: 0) }) {
            let line = data.withUnsafeBytes { $0[..<nul].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }
            return .problem(ValidationRules.fileBinary.finding(path, line: line,
                "the file is not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text): save it as UTF-8 text"))
        }
        guard let text = String(validatingUTF8Data: data) else {
            let (line, offset) = firstInvalidUTF8(data)
            return .problem(ValidationRules.fileEncoding.finding(path, line: line,
                "the file is not valid UTF-8 (first bad byte at offset \(offset)): re-save it as UTF-8"))
        }
        return .text(SkillText(text: text))
    }

    package init(text: String) {
        var body = Substring(text)
        hadByteOrderMark = body.unicodeScalars.first == "\u{FEFF}"
        if hadByteOrderMark { body = Substring(body.unicodeScalars.dropFirst()) }
        self.text = text
        // Split on "\n" bytes (a "\r" before it is dropped): much cheaper than Character splitting.
        var lines: [Substring] = []
        let utf8 = body.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == 0x0A {
                var end = index
                if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
                lines.append(body[start..<end])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start < utf8.endIndex || lines.isEmpty {
            var end = utf8.endIndex
            if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            lines.append(body[start..<end])
        }
        self.lines = lines
    }

    package static func firstInvalidUTF8(_ data: Data) -> (line: Int, offset: Int) {
        var line = 1
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, index)
            }
            if index + length > bytes.count { return (line, index) }
            for next in 1..<max(1, length) where bytes[index + next] & 0xC0 != 0x80 { return (line, index) }
            if byte == 0x0A { line += 1 }
            index += length
        }
        return (line, index)
    }
}

extension String {
    /// Exact UTF-8 validation (a byte order mark is kept): decoding replaces bad sequences with
    /// U+FFFD, so the text is valid only when it encodes back to the same bytes.
    package init?(validatingUTF8Data data: Data) {
        let text = data.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        // Replacement characters change the length or the bytes; compare only when needed.
        let same = data.withUnsafeBytes { bytes -> Bool in
            var copy = text
            return copy.withUTF8 { utf8 in utf8.count == bytes.count && memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
        }
        guard same else { return nil }
        self = text
    }

    /// NFC, so a name typed on macOS (NFD file names) compares equal to the same name in YAML.
    var nfc: String { precomposedStringWithCanonicalMapping }
}

enum TextMetrics {
    /// Levenshtein distance over Unicode scalars.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, when it is close enough to be a plausible typo.
    static func nearest(to word: String, in candidates: [String], maxDistance: Int? = nil,
                        prefixFallback: Bool = true) -> String? {
        let limit = maxDistance ?? Swift.max(2, word.count / 3)
        var best: (String, Int)?
        let lowered = word.lowercased()
        let length = word.unicodeScalars.count
        // Candidates in sorted order (callers pass them sorted) so ties resolve the same way every run.
        for candidate in candidates where candidate != word && abs(candidate.unicodeScalars.count - length) <= limit {
            let score = distance(lowered, candidate.lowercased())
            if score <= limit, best == nil || score < best!.1 { best = (candidate, score) }
        }
        if let best { return best.0 }
        guard prefixFallback, word.count >= 3 else { return nil }
        // A prefix or containment is a better guess than nothing ("swift" for "swift-style").
        return candidates.first { $0.hasPrefix(word) || word.hasPrefix($0) }
    }

    /// Rough token count: about four ASCII characters per token, one per other character (CJK).
    static func approximateTokens<S: StringProtocol>(_ text: S) -> Int {
        var ascii = 0, other = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII { ascii += 1 } else { other += 1 }
        }
        return (ascii + 3) / 4 + other
    }
}

extension NSRegularExpression {
    package convenience init(_ pattern: String, caseInsensitive: Bool = false) {
        try! self.init(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    /// Every match's capture groups (group 0 first) and the 1-based column (in Unicode scalars)
    /// where the match starts, in `line`.
    func captures<S: StringProtocol>(in line: S) -> [(groups: [String?], column: Int)] {
        let string = String(line)
        return matches(in: string, range: NSRange(string.startIndex..., in: string)).map { match in
            let groups = (0..<match.numberOfRanges).map { index -> String? in
                Range(match.range(at: index), in: string).map { String(string[$0]) }
            }
            let start = Range(match.range, in: string)?.lowerBound ?? string.startIndex
            return (groups, string.unicodeScalars.distance(from: string.startIndex, to: start) + 1)
        }
    }
}

extension StringProtocol {
    /// Only spaces and tabs (or nothing).
    var isBlankLine: Bool { utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// Byte-level substring test, without Foundation's bridging (the validator's hot path:
    /// most lines are ruled out by a cheap test before any regular expression runs).
    func hasBytes(_ needle: String) -> Bool { ByteSearch.find(needle, in: self, foldingASCIICase: false) }

    /// The same, ignoring ASCII case; `needle` must be lowercase.
    func hasBytesIgnoringCase(_ needle: String) -> Bool { ByteSearch.find(needle, in: self, foldingASCIICase: true) }
}
