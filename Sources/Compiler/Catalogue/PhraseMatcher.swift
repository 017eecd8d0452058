/// Finds catalogue phrases (concept names, type families) in lower-cased text: whole words in
/// alphabetic scripts, substrings in CJK, the longest phrase where two overlap.
package struct PhraseMatcher<Key: Sendable & Hashable>: Sendable {
    struct Entry: Sendable {
        var key: Key
        /// The phrase's characters as `CueMatcher.code(of:)` numbers them: compared as numbers.
        var codes: [UInt32]
        var boundaries: Bool
    }

    package struct Hit: Sendable {
        package var key: Key
        package var range: Range<Int>
    }

    /// Entries by the code of their first character.
    let byFirst: [UInt32: [Entry]]

    package init(_ phrases: [(key: Key, phrase: String)]) {
        var byFirst: [UInt32: [Entry]] = [:]
        for (key, phrase) in phrases {
            let form = PhraseForm(phrase)
            guard let first = form.codes.first else { continue }
            byFirst[first, default: []].append(Entry(key: key, codes: form.codes, boundaries: form.hasAlphabeticLetter))
        }
        self.byFirst = byFirst
    }

    package func hits(in text: [Character]) -> [Hit] {
        var found: [Hit] = []
        let codes = text.map(CueMatcher.code)
        for start in codes.indices {
            guard let candidates = byFirst[codes[start]] else { continue }
            for entry in candidates {
                let end = start + entry.codes.count
                guard end <= codes.count, CueMatcher.codes(codes, at: start, equal: entry.codes) else { continue }
                if entry.boundaries {
                    if start > 0, CueMatcher.isWordCharacter(text[start - 1]) { continue }
                    if end < text.count, CueMatcher.isWordCharacter(text[end]) { continue }
                }
                found.append(Hit(key: entry.key, range: start..<end))
            }
        }
        // The longest phrase wins where two overlap: "view model" over "a view".
        found.sort { (-$0.range.count, -$0.range.upperBound) < (-$1.range.count, -$1.range.upperBound) }
        var kept: [Hit] = []
        for hit in found where !kept.contains(where: { $0.range.overlaps(hit.range) }) {
            kept.append(hit)
        }
        return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
