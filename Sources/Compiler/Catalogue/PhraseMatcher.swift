/// Finds catalogue phrases (concept names, type families) in lower-cased text: whole words in
/// alphabetic scripts, substrings in CJK, the longest phrase where two overlap.
package struct PhraseMatcher<Key: Sendable & Hashable>: Sendable {
    struct Entry: Sendable {
        var key: Key
        var characters: [Character]
        var boundaries: Bool
    }

    package struct Hit: Sendable {
        package var key: Key
        package var range: Range<Int>
    }

    let byFirst: [Character: [Entry]]

    package init(_ phrases: [(key: Key, phrase: String)]) {
        var byFirst: [Character: [Entry]] = [:]
        for (key, phrase) in phrases {
            let characters = Array(phrase.lowercased())
            guard let first = characters.first else { continue }
            let boundaries = characters.contains { $0.isLetter && CueMatcher.isAlphabetic($0) }
            byFirst[first, default: []].append(Entry(key: key, characters: characters, boundaries: boundaries))
        }
        self.byFirst = byFirst
    }

    package func hits(in text: [Character]) -> [Hit] {
        var found: [Hit] = []
        for start in text.indices {
            guard let candidates = byFirst[text[start]] else { continue }
            for entry in candidates {
                let end = start + entry.characters.count
                guard end <= text.count, text[start..<end].elementsEqual(entry.characters) else { continue }
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
