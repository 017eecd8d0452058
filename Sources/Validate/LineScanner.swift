import PreflightDocument
import PreflightReport

/// Hand-written scanners for the few Markdown shapes the validator reads in a line (links,
/// code spans, skill mentions): a thousand skills must validate in well under a second, and a
/// regular expression per line costs more than the whole rest of the run.
enum LineScanner {
    /// Columns are 1-based Unicode scalar offsets.
    package static func column(of index: Int, in bytes: [UInt8]) -> Int {
        var columns = Columns(bytes)
        return columns.column(of: index)
    }

    /// Columns of byte offsets asked for in increasing order, counted once across the line:
    /// a line with thousands of hits costs one pass, not one pass per hit.
    package struct Columns {
        let bytes: [UInt8]
        var index = 0
        var column = 1

        package init(_ bytes: [UInt8]) { self.bytes = bytes }

        package mutating func column(of target: Int) -> Int {
            if target < index { index = 0; column = 1 }
            while index < target {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            return column
        }
    }

    package static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// `[text](target "title")` and `![alt](target)`: each target with the column of its `[`.
    /// Linear in the line: the nearest `[` before each `](` comes from one forward pass, and a
    /// target scan that ran off the end of the line is not repeated from a later `](`.
    package static func links(_ line: Substring) -> [(String, Int)] {
        let bytes = Array(line.utf8)
        var result: [(String, Int)] = []
        var columns = Columns(bytes)
        var lastOpen = -1
        var scanned = 0
        // From these offsets on, a target never closes (no terminator up to the end of the line).
        var unclosedFrom = Int.max
        var unclosedAngleFrom = Int.max
        var index = 1
        while index < bytes.count {
            defer { index += 1 }
            // The last `[` at or before index - 2, as the original backward search found it.
            while scanned <= index - 2 {
                if bytes[scanned] == UInt8(ascii: "[") { lastOpen = scanned }
                scanned += 1
            }
            guard bytes[index] == UInt8(ascii: "("), bytes[index - 1] == UInt8(ascii: "]") else { continue }
            let open = lastOpen
            guard open >= 0 else { continue }
            var start = index + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            var angle = false
            if start < bytes.count, bytes[start] == UInt8(ascii: "<") { start += 1; angle = true }
            if start >= (angle ? unclosedAngleFrom : unclosedFrom) { continue }
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: ")") && !angle || byte == UInt8(ascii: ">") && angle || (byte == 0x20 || byte == 0x09) && !angle { break }
                end += 1
            }
            if end == bytes.count {
                if angle { unclosedAngleFrom = min(unclosedAngleFrom, start) } else { unclosedFrom = min(unclosedFrom, start) }
            }
            guard end > start, end < bytes.count else { continue }
            result.append((string(bytes[start..<end]), columns.column(of: open)))
            index = end
        }
        return result
    }

    /// Code spans holding no whitespace (paths, names): content and the column of the opening
    /// backtick. Backtick runs are listed once and each is paired with the next run of the same
    /// length, so a line of unmatched runs is not rescanned from every run.
    package static func codeSpans(_ line: Substring) -> [(String, Int)] {
        let bytes = Array(line.utf8)
        let tick = UInt8(ascii: "`")
        var runs: [(start: Int, length: Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == tick else { index += 1; continue }
            var run = 0
            while index + run < bytes.count, bytes[index + run] == tick { run += 1 }
            runs.append((index, run))
            index += run
        }
        var nextSame = [Int](repeating: -1, count: runs.count)
        var lastByLength: [Int: Int] = [:]
        for position in runs.indices.reversed() {
            nextSame[position] = lastByLength[runs[position].length] ?? -1
            lastByLength[runs[position].length] = position
        }
        var result: [(String, Int)] = []
        var columns = Columns(bytes)
        var position = 0
        while position < runs.count {
            let closing = nextSame[position]
            guard closing >= 0 else { position += 1; continue }
            let opening = runs[position]
            let content = bytes[(opening.start + opening.length)..<runs[closing].start]
            if !content.isEmpty, !content.contains(where: { $0 == 0x20 || $0 == 0x09 }) {
                result.append((string(content), columns.column(of: opening.start)))
            }
            position = closing + 1
        }
        return result
    }

    static func isSkillName<S: StringProtocol>(_ text: S) -> Bool {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first, let last = utf8.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in utf8 {
            let valid = (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 45
            if !valid || (byte == 45 && previous == 45) { return false }
            previous = byte
        }
        return true
    }

    static let mentionIntros: Set<String> = ["use", "using", "invoke", "invoking", "load", "run", "see", "call", "require", "requires",
                                             "need", "needs", "with", "companion", "the", "via", "and", "or"]

    package static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
             UInt8(ascii: ")"), UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    /// "use the `x` skill", "the x-y skill", "companion skill x-y": a kebab-case name with a
    /// hyphen, or any name in backticks. Works on byte ranges; strings only for hits.
    static func skillMentions(_ line: Substring) -> [(String, Int)] {
        let bytes = Array(line.utf8)
        var words: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
            if index > start { words.append(start..<index) }
        }
        func bare(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound, upper = range.upperBound
            while upper > lower, isPunctuation(bytes[upper - 1]) { upper -= 1 }
            while lower < upper, isPunctuation(bytes[lower]) { lower += 1 }
            return lower..<upper
        }
        func equals(_ range: Range<Int>, _ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            guard range.count == utf8.count else { return false }
            for (offset, byte) in zip(range, utf8) where (bytes[offset] | 0x20) != byte { return false }
            return true
        }
        var result: [(String, Int)] = []
        var columns = Columns(bytes)
        func candidate(_ word: Range<Int>) {
            let range = bare(word)
            let quoted = range.count > 2 && bytes[range.lowerBound] == UInt8(ascii: "`") && bytes[range.upperBound - 1] == UInt8(ascii: "`")
            let name = quoted ? string(bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]) : string(bytes[range])
            guard isSkillName(name), quoted || name.contains("-") else { return }
            result.append((name, columns.column(of: word.lowerBound)))
        }
        for (position, word) in words.enumerated() {
            let range = bare(word)
            guard range.count == 5 || range.count == 9 else { continue }
            if position >= 2, equals(range, "skill"), bytes[range.lowerBound] == UInt8(ascii: "s") {
                let intro = bare(words[position - 2])
                if mentionIntros.contains(string(bytes[intro]).lowercased()) { candidate(words[position - 1]) }
            }
            if position + 2 < words.count, equals(range, "companion") {
                let next = bare(words[position + 1])
                if equals(next, "skill") || equals(next, "skills") { candidate(words[position + 2]) }
            }
        }
        return result
    }

    /// `$name` outside code spans (how Codex names a skill); not `$HOME`, `$1`, `${x}`, `$(cmd)`.
    static func dollarMentions(_ line: Substring) -> [(String, Int)] {
        let bytes = Array(line.utf8)
        var result: [(String, Int)] = []
        var inCode = false
        var columns = Columns(bytes)
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") { inCode.toggle() }
            guard byte == UInt8(ascii: "$"), !inCode else { index += 1; continue }
            if index > 0, isWord(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "$") || bytes[index - 1] == UInt8(ascii: "\\") {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, (bytes[end] >= 97 && bytes[end] <= 122) || (bytes[end] >= 48 && bytes[end] <= 57) || bytes[end] == 45 { end += 1 }
            let nameBytes = bytes[(index + 1)..<end]
            let next = end < bytes.count ? bytes[end] : 0x20
            if let first = nameBytes.first, first >= 97, first <= 122, !isWord(next), next != UInt8(ascii: "("), next != UInt8(ascii: "{") {
                let name = string(nameBytes)
                if name.count >= 3, isSkillName(name) { result.append((name, columns.column(of: index))) }
            }
            index = end
        }
        return result
    }

    /// A word ending in '/' (`other_folder/`, followed by a space, punctuation or the end).
    static func hasFolderWord(_ line: Substring) -> Bool {
        var previousSlash = false
        for byte in line.utf8 {
            if previousSlash, byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "`") || isPunctuation(byte) { return true }
            previousSlash = byte == UInt8(ascii: "/")
        }
        return previousSlash
    }

    /// `scheme:` at the start (http:, mailto:, file:).
    static func hasURLScheme(_ text: String) -> Bool {
        var sawLetter = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") { return sawLetter }
            let letter = (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90)
            if !sawLetter { guard letter else { return false }; sawLetter = true; continue }
            guard letter || (byte >= 48 && byte <= 57) || byte == 43 || byte == 45 || byte == 46 else { return false }
        }
        return false
    }

    /// `folder` (already normal) joined with a relative `target`, normalised only when the
    /// target holds `.`/`..` segments or doubled slashes.
    package static func join(_ folder: String, _ target: String) -> String {
        let plain = !target.split(separator: "/", omittingEmptySubsequences: false)
            .contains { $0 == "." || $0 == ".." || $0.isEmpty }
        return plain ? folder + "/" + target : normalize(folder + "/" + target)
    }

    /// Resolves `.` and `..` in an absolute path, lexically (no file system access).
    static func normalize(_ path: String) -> String {
        let needsWork = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .contains { $0 == "." || $0 == ".." || $0.isEmpty }
        if !needsWork { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
