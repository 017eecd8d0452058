/// The words next to a position of an utterance's characters, lower-cased: what a reading asks
/// of a term's neighbours ("nested" before "`if let`", "callback" after "`DispatchQueue`") or of a
/// cue's ("it" before "does not"). One walk for every reader, so all skip the same marks.
enum NeighbourWords {
    /// The word just before a term, lower-cased ("nested" in "nested `if let`").
    static func before(_ position: Int, in characters: [Character]) -> String? {
        var end = position
        while end > 0, characters[end - 1] == " " || characters[end - 1] == "*" { end -= 1 }
        var start = end
        while start > 0, characters[start - 1].isLetterFast { start -= 1 }
        return start < end ? String(characters[start..<end]).lowercasedFast() : nil
    }

    /// The `count` words just before a position, lower-cased and joined by one space ("there is"
    /// before "no"); a word holds letters and apostrophes ("there's"). Fewer where a mark other
    /// than a space or `*` stands between words, or the text starts.
    static func words(before position: Int, count: Int, in characters: [Character]) -> String {
        var words: [String] = []
        var end = position
        while words.count < count {
            while end > 0, characters[end - 1] == " " || characters[end - 1] == "*" { end -= 1 }
            var start = end
            while start > 0, characters[start - 1].isLetterFast || characters[start - 1] == "'" { start -= 1 }
            guard start < end else { break }
            words.insert(String(characters[start..<end]).lowercasedFast(), at: 0)
            end = start
        }
        return words.joined(separator: " ")
    }

    /// The first word after a term and the terms joined to it ("callback" in "`DispatchQueue`/
    /// `URLSession` callback pyramids"), lower-cased.
    static func after(_ position: Int, in characters: [Character]) -> String? {
        var start = position + 1
        while start < characters.count,
              " */-".contains(characters[start]) || Utterance.termIndex(characters[start]) != nil { start += 1 }
        var end = start
        while end < characters.count, characters[end].isLetterFast { end += 1 }
        return start < end ? String(characters[start..<end]).lowercasedFast() : nil
    }

    /// The clause widened to its sentence: up to a sentence end or a semicolon either side.
    static func sentence(around clause: Range<Int>, in characters: [Character]) -> Range<Int> {
        let ends = Lexicon.sentenceAndClauseEnds
        var start = clause.lowerBound, end = clause.upperBound
        while start > 0, !ends.contains(characters[start - 1]) { start -= 1 }
        while end < characters.count, !ends.contains(characters[end]) { end += 1 }
        return start..<end
    }
}
