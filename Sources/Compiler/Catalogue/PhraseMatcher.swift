import PreflightModel

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

    /// Entries by the code of their first character: the phrases without a CJK character,
    /// built at start, and every phrase, built the first time a text holds a CJK character
    /// (`ScriptClass`; most documents have none).
    let plain: [UInt32: [Entry]]
    let complete: Once<[UInt32: [Entry]]>

    package init(_ phrases: [(key: Key, phrase: String)]) {
        let hasCJK = phrases.map { ScriptClass.hasCJK($0.phrase) }
        var built: [Entry?] = Array(repeating: nil, count: phrases.count)
        var plain: [UInt32: [Entry]] = [:]
        for position in phrases.indices where !hasCJK[position] {
            built[position] = Self.entry(phrases[position])
            if let entry = built[position] { plain[entry.codes[0], default: []].append(entry) }
        }
        self.plain = plain
        let plainEntries = built
        complete = Once {
            // In the phrases' order, as one index built from all of them at once.
            var byFirst: [UInt32: [Entry]] = [:]
            for position in phrases.indices {
                if let entry = hasCJK[position] ? Self.entry(phrases[position]) : plainEntries[position] {
                    byFirst[entry.codes[0], default: []].append(entry)
                }
            }
            return byFirst
        }
    }

    static func entry(_ phrase: (key: Key, phrase: String)) -> Entry? {
        let form = PhraseForm(phrase.phrase)
        guard !form.codes.isEmpty else { return nil }
        return Entry(key: phrase.key, codes: form.codes, boundaries: form.hasAlphabeticLetter)
    }

    package func hits(in text: [Character]) -> [Hit] {
        let codes = text.map(CueMatcher.code)
        return hits(in: text, codes: codes, byFirst: ScriptClass.holdsCJK(text, codes: codes) ? complete.get() : plain)
    }

    /// The hits with every phrase indexed, whatever the text holds (the tests compare).
    func hitsWithEveryPhrase(in text: [Character]) -> [Hit] {
        hits(in: text, codes: text.map(CueMatcher.code), byFirst: complete.get())
    }

    private func hits(in text: [Character], codes: [UInt32], byFirst: [UInt32: [Entry]]) -> [Hit] {
        var found: [Hit] = []
        for start in codes.indices {
            guard let candidates = byFirst[codes[start]] else { continue }
            for entry in candidates {
                let end = start + entry.codes.count
                guard end <= codes.count, CueMatcher.codes(codes, at: start, equal: entry.codes) else { continue }
                if entry.boundaries {
                    if start > 0, CueMatcher.isSpacedWordCharacter(text[start - 1]) { continue }
                    if end < text.count, CueMatcher.isSpacedWordCharacter(text[end]) { continue }
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
