/// The words of a rule on name length, read by hand: the number a sentence states with its unit
/// ("at least 3 characters", "2글자 이상", "3文字以上", "shorter than three letters") and the
/// exceptions made only of names ("except `id` and `x`").
extension NameLengthMapper {
    /// The N of "N characters" in a sentence that sets a minimum: after a word that opens one
    /// ("at least", "최소", "至少") or before a word that closes one ("or more", "이상", "以上",
    /// a "+"); or, refused, after "shorter than". Digits or a number word.
    static func statedLength(in lowered: String, refused: Bool) -> Int? {
        let text = Array(lowered)
        for unit in Lexicon.lengthUnits {
            var searchFrom = text.startIndex
            while let found = firstIndex(of: Array(unit), in: text, from: searchFrom) {
                searchFrom = found + 1
                guard let (value, numberStart) = number(endingBefore: found, in: text) else { continue }
                let before = String(text[max(0, numberStart - 24)..<numberStart])
                let after = String(text[(found + unit.count)..<min(text.count, found + unit.count + 12)])
                if refused {
                    if Lexicon.shorterOpeners.contains(where: { before.hasSuffix($0) || before.hasSuffix($0 + " ") }) { return value }
                } else if Lexicon.minimumOpeners.contains(where: before.includes)
                            || Lexicon.minimumClosers.contains(where: { after.trimming(" ").hasPrefix($0) })
                            || text[numberStart..<found].contains("+") {
                    return value
                }
            }
        }
        return nil
    }

    /// The number written right before `end` (spaces, a hyphen or a "+" between), and where it starts.
    static func number(endingBefore end: Int, in text: [Character]) -> (Int, Int)? {
        var cursor = end
        while cursor > 0, text[cursor - 1] == " " || text[cursor - 1] == "-" || text[cursor - 1] == "+" { cursor -= 1 }
        let last = cursor
        // Digits ("2文字", "at least 3"), else a number word in Latin letters ("three").
        while cursor > 0, text[cursor - 1].isASCII, text[cursor - 1].isNumber { cursor -= 1 }
        if cursor == last {
            while cursor > 0, text[cursor - 1].isASCII, text[cursor - 1].isLetter { cursor -= 1 }
        }
        guard cursor < last else { return nil }
        let word = String(text[cursor..<last])
        guard let value = Int(word) ?? Lexicon.numberWords[word] else { return nil }
        return (value, cursor)
    }

    static func firstIndex(of needle: [Character], in text: [Character], from start: Int) -> Int? {
        guard !needle.isEmpty, text.count >= needle.count, start <= text.count - needle.count else { return nil }
        for index in start...(text.count - needle.count) where text[index] == needle[0] && Array(text[index..<(index + needle.count)]) == needle {
            return index
        }
        return nil
    }

    /// The text without "except `id` and `x`", "but for `i`": exceptions made only of names.
    static func withoutNameExceptions(_ text: String) -> String {
        var characters = Array(text)
        var index = 0
        while index < characters.count {
            guard let opener = Lexicon.nameExceptionOpeners.first(where: { word in
                let needle = Array(word)
                return index + needle.count <= characters.count && Array(characters[index..<(index + needle.count)]) == needle
                    && (index == 0 || !characters[index - 1].isLetterFast)
            }) else { index += 1; continue }
            var cursor = index + opener.count
            var names = 0
            while true {
                while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "," { cursor += 1 }
                if names > 0, let conjunction = Lexicon.nameListConjunctions.first(where: { word in
                    cursor + word.count <= characters.count && String(characters[cursor..<(cursor + word.count)]) == word }) {
                    cursor += conjunction.count
                    continue
                }
                guard cursor < characters.count, characters[cursor] == "`",
                      let close = characters[(cursor + 1)...].firstIndex(of: "`") else { break }
                cursor = close + 1
                names += 1
            }
            if names > 0 {
                characters.replaceSubrange(index..<cursor, with: [" "])
                index += 1
            } else {
                index += opener.count
            }
        }
        return String(characters)
    }
}
