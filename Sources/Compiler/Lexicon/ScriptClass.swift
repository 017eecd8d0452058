/// The scripts written without spaces between words (Chinese, Japanese, Korean) as the matchers
/// number them: a phrase holding one of their characters can only match a text holding that
/// character, which lets the matchers leave those phrases unindexed until a text needs them.
enum ScriptClass {
    /// Hangul jamo, CJK radicals through Yi (punctuation, kana, ideographs), Hangul syllables,
    /// compatibility ideographs and forms, fullwidth forms, and the supplementary ideographs.
    static let cjkRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x2E80...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF,
    ]

    /// Whether a phrase as written holds a character of those scripts.
    static func hasCJK(_ phrase: String) -> Bool {
        // Every such character is U+1100 or above, three or four bytes led by 0xE1 or more:
        // most phrases are ASCII and are answered by their bytes.
        guard phrase.utf8.contains(where: { $0 >= 0xE1 }) else { return false }
        return phrase.unicodeScalars.contains { isCJK($0.value) }
    }

    /// Whether a text, numbered as `CueMatcher.code(of:)` numbers it, holds a character of
    /// those scripts. A character of several scalars (numbered by a hash: an emoji with its
    /// variation selector, a letter with a combining mark) is read scalar by scalar.
    static func holdsCJK(_ text: [Character], codes: [UInt32]) -> Bool {
        codes.indices.contains { index in
            let code = codes[index]
            guard code >= 0x1100 else { return false }
            if code >= 0x8000_0000 { return text[index].unicodeScalars.contains { isCJK($0.value) } }
            return isCJK(code)
        }
    }

    static func isCJK(_ value: UInt32) -> Bool {
        cjkRanges.contains { $0.contains(value) }
    }
}
