import Foundation
import PreflightModel

extension StringProtocol {
    /// Whether `other` occurs in the text: what Foundation's `contains(_:)` answers, without
    /// going through `NSString.range(of:)` (thousands of instructions a call, and reading a
    /// document asks tens of thousands of times). The compiler uses this one. The search is on UTF-8 bytes
    /// (a valid needle can only match at a scalar boundary); a match that a combining mark
    /// or an emoji modifier continues ("e" followed by U+0301) is not one, as in Foundation,
    /// which compares whole characters. A needle of other scalars than ASCII, against text
    /// holding combining marks (a decomposed spelling), goes to Foundation, which folds
    /// canonically equivalent spellings; an ASCII needle has no other spelling, so the text is
    /// not scanned for marks first (nearly every needle: this is a hot path).
    func includes<T: StringProtocol>(_ other: T) -> Bool {
        var needle = String(other)
        guard !needle.isEmpty else { return false }
        if !needle.utf8.allSatisfy({ $0 < 0x80 }), TextSearch.mayBeDecomposed(needle.utf8) || TextSearch.mayBeDecomposed(utf8) {
            return contains(needle)
        }
        return needle.withUTF8 { pattern in
            if let found = utf8.withContiguousStorageIfAvailable({ TextSearch.occurs(pattern, in: $0) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { TextSearch.occurs(pattern, in: $0) }
        }
    }
}

enum TextSearch {
    static func occurs(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first, pattern.count <= text.count else { return false }
        var start = 0
        let last = text.count - pattern.count
        while start <= last {
            if text[start] == first, matches(pattern, in: text, at: start), !continuesCharacter(text, at: start + pattern.count) {
                return true
            }
            start += 1
        }
        return false
    }

    private static func matches(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var offset = 1
        while offset < pattern.count {
            guard text[start + offset] == pattern[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether the bytes hold a combining diacritic (U+0300–U+036F), a combining kana voicing
    /// mark (U+3099, U+309A) or a conjoining Hangul jamo: the marks of decomposed spellings.
    static func mayBeDecomposed<Bytes: Sequence>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte == 0xCC || byte == 0xCD { return true }
            if beforePrevious == 0xE3, previous == 0x82, byte == 0x99 || byte == 0x9A { return true }
            // Conjoining Hangul jamo (U+1100–U+11FF): a decomposed Korean syllable.
            if previous == 0xE1, (0x84...0x87).contains(byte) { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// Whether the scalar at `index` extends the character before it (a combining mark, a
    /// joiner, a variation selector): then a match ending before it cuts a character in two.
    private static func continuesCharacter(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < text.count, text[index] >= 0xC0 else { return false }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: text[index...]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default:
            return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }
}

/// A regular expression compiled once. `range(of:options: .regularExpression)` compiles its
/// pattern again at every call, which cost more than the rest of reading a statement.
struct CompiledPattern: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented as safe to share
    // between threads; Foundation on Linux does not mark it Sendable.
    private let expression: NSRegularExpression

    /// `pattern` is a literal of the source: a pattern that does not compile is a defect of
    /// the program, found by the first test that reads any statement.
    init(_ pattern: String) {
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            preconditionFailure("invalid built-in pattern \(pattern): \(error)")
        }
    }

    /// The range of the first match in `text`, or nil.
    func firstRange(in text: String) -> Range<String.Index>? {
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: whole) else { return nil }
        return Range(match.range, in: text)
    }

    func matches(_ text: String) -> Bool { firstRange(in: text) != nil }

    /// The ranges of capture group `group` of every match, in UTF-16 offsets.
    func groupRanges(_ group: Int, in text: String) -> [NSRange] {
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { $0.range(at: group) }
    }
}

extension TextSearch {
    /// Whether `word` stands in `text` as a whole word (what `\b` around it asks): no letter,
    /// digit or underscore touches either end.
    static func containsWord(_ word: String, in text: String) -> Bool {
        // Most texts do not hold the word at all: the UTF-8 search says so before Foundation's.
        guard text.includes(word) else { return false }
        var searchStart = text.startIndex
        while let found = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isWordCharacter ?? false), !(after?.isWordCharacter ?? false) { return true }
            searchStart = text.index(after: found.lowerBound)
        }
        return false
    }

}

extension Character {
    /// The character's one scalar, or U+0000 when it has several (a letter with a combining
    /// mark, CR LF). Switching on it compares numbers; switching on the `Character` compared
    /// strings, case after case, at every position of every pass.
    @inline(__always)
    var soleScalar: Unicode.Scalar {
        var scalars = unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return "\u{0}" }
        return first
    }

    /// A letter of any script, a digit or an underscore: what `\b` in a pattern treats as
    /// inside a word.
    var isWordCharacter: Bool { isLetterFast || isNumber || soleScalar == "_" }

    /// `isLetter`, answered without a Unicode property lookup for ASCII, which is most of
    /// what documents hold (the lookup was the largest single cost of reading one).
    @inline(__always)
    var isLetterFast: Bool {
        var scalars = unicodeScalars.makeIterator()
        if let first = scalars.next(), first.isASCII, scalars.next() == nil {
            return (0x61...0x7A).contains(first.value) || (0x41...0x5A).contains(first.value)
        }
        return isLetter
    }

    /// `isUppercase`, with the same ASCII shortcut as `isLetterFast`.
    @inline(__always)
    var isUppercaseFast: Bool {
        var scalars = unicodeScalars.makeIterator()
        if let first = scalars.next(), first.isASCII, scalars.next() == nil { return (0x41...0x5A).contains(first.value) }
        return isUppercase
    }

    /// `isLowercase`, with the same ASCII shortcut as `isLetterFast`.
    @inline(__always)
    var isLowercaseFast: Bool {
        var scalars = unicodeScalars.makeIterator()
        if let first = scalars.next(), first.isASCII, scalars.next() == nil { return (0x61...0x7A).contains(first.value) }
        return isLowercase
    }
}

extension ArraySlice where Element == Character {
    /// The characters as one lower-cased string (`lowercasedFast`, byte by byte for ASCII).
    var loweredText: String { String(self).lowercasedFast() }
}
