import Foundation
import PreflightModel

/// Phrases indexed by their first character, so a text is scanned once per position with only
/// the phrases that can start there.
struct CueMatcher: Sendable {
    /// A class, so the candidates tried at each position are handed over by one reference,
    /// not copied field by field.
    final class Entry: Sendable {
        let cue: Cue
        /// The phrase's characters as `code(of:)` numbers them: what matching compares.
        let codes: [UInt32]
        let phrase: String
        let needsWordBoundaries: Bool
        let isPostposition: Bool
        /// A phrase of a language written in Han characters alone (Chinese): Japanese text shares
        /// its characters but not its words ("当" is "when" in Chinese, part of "正当" in Japanese).
        let isHanOnly: Bool
        /// What the boundary tests ask of the phrase's own first and last characters, read once.
        let edges: PhraseEdges

        init(cue: Cue, form: PhraseForm, phrase: String, isPostposition: Bool, isHanOnly: Bool) {
            self.cue = cue
            codes = form.codes
            self.phrase = phrase
            needsWordBoundaries = form.hasAlphabeticLetter
            self.isPostposition = isPostposition
            self.isHanOnly = isHanOnly
            edges = form.edges
        }
    }

    /// One-character entries by their code, longer ones by the codes of their first two
    /// characters: a position is tried against the few phrases that can start there, not every
    /// phrase sharing its first letter.
    struct Index: Sendable {
        var byFirst: [UInt32: [Entry]] = [:]
        var byPair: [UInt64: PairBucket] = [:]
        /// The longest phrase, in characters: two hits that overlap start at most this far
        /// apart, which keeps the overlap passes below linear in the number of hits.
        var longest = 1

        /// Adds entries in the order given: the order of hits that share a place follows it.
        mutating func add(_ entry: Entry) {
            if entry.codes.count == 1 {
                byFirst[entry.codes[0], default: []].append(entry)
            } else {
                byPair[CueMatcher.pair(entry.codes[0], entry.codes[1]), default: PairBucket()].append(entry)
                longest = max(longest, entry.codes.count)
            }
        }
    }

    /// The phrases that open with one pair of characters, with each one's third code beside it
    /// (`noThird` for a two-character phrase): a position is tried against a phrase only when
    /// its third character agrees, without touching the entry itself.
    struct PairBucket: Sendable {
        static let noThird = UInt32.max
        var entries: [Entry] = []
        var thirds: [UInt32] = []

        mutating func append(_ entry: Entry) {
            entries.append(entry)
            thirds.append(entry.codes.count > 2 ? entry.codes[2] : Self.noThird)
        }
    }

    /// A phrase as the tables write it, kept until its index is built.
    struct Pending: Sendable {
        var cue: Cue
        var raw: String
        var isHanLanguage: Bool
    }

    /// The phrases without a CJK character, indexed at start: every text is scanned with them.
    let plain: Index
    /// Every phrase, indexed the first time a text holds a CJK character (`ScriptClass`): a
    /// phrase with one can match nowhere else, and most documents have none, so most runs never
    /// number the thousand Chinese, Japanese and Korean phrases.
    let complete: Once<Index>
    static let order = Dictionary(uniqueKeysWithValues: Cue.allCases.enumerated().map { ($1, $0) })

    init(tables: [[Cue: [String]]], hanOnly: [Bool]) {
        // In `Cue.allCases` order: a dictionary's own order changes from run to run, and so would
        // the order of hits that share a place.
        var all: [Pending] = []
        for (table, isHanLanguage) in zip(tables, hanOnly) {
            for cue in Cue.allCases {
                all += (table[cue] ?? []).map { Pending(cue: cue, raw: $0, isHanLanguage: isHanLanguage) }
            }
        }
        let hasCJK = all.map { ScriptClass.hasCJK($0.raw) }
        var plain = Index()
        var built: [Entry?] = Array(repeating: nil, count: all.count)
        for position in all.indices where !hasCJK[position] {
            built[position] = Self.entry(all[position])
            if let entry = built[position] { plain.add(entry) }
        }
        self.plain = plain
        let plainEntries = built
        complete = Once {
            // The plain entries again, in their places among the others: the same order as one
            // index built from every phrase at once.
            var index = Index()
            for position in all.indices {
                if let entry = hasCJK[position] ? Self.entry(all[position]) : plainEntries[position] { index.add(entry) }
            }
            return index
        }
    }

    static func entry(_ pending: Pending) -> Entry? {
        // A leading `~` marks a postposition; `~` alone is the phrase "~" ("~40 lines").
        let postposition = pending.raw.hasPrefix("~") && pending.raw.utf8.count > 1
        let phrase = postposition ? String(pending.raw.dropFirst()) : pending.raw
        let form = PhraseForm(phrase)
        guard !form.codes.isEmpty else { return nil }
        return Entry(cue: pending.cue, form: form, phrase: phrase, isPostposition: postposition,
                     isHanOnly: pending.isHanLanguage && form.hasOnlyHanLetters)
    }

    /// A number standing for a character, equal for equal characters: its scalar when it is
    /// one (after canonical composition, so a decomposed "é" is the composed one), otherwise a
    /// hash of its text with the top bit set. Matching compares these instead of `Character`s,
    /// whose equality goes through string comparison: that was most of the time of a compile.
    @inline(__always)
    static func code(of character: Character) -> UInt32 {
        // `soleScalar` walks the character once; `asciiValue` and `count` each walked it again.
        let scalar = character.soleScalar
        if scalar != "\u{0}" || character.unicodeScalars.count == 1 { return scalar.value }
        return composedCode(of: character)
    }

    /// A character of several scalars: its canonical composition's scalar, or a hash.
    static func composedCode(of character: Character) -> UInt32 {
        let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        if composed.count == 1, let scalar = composed.first { return scalar.value }
        var hasher = Hasher()
        hasher.combine(String(composed))
        return 0x8000_0000 | (UInt32(truncatingIfNeeded: hasher.finalize()) & 0x7FFF_FFFF)
    }

    /// Whether `pattern` stands in `codes` at `start` (the caller has checked it fits). A
    /// plain loop: the generic `elementsEqual` on a slice was a tenth of a compile.
    @inline(__always)
    static func codes(_ codes: [UInt32], at start: Int, equal pattern: [UInt32]) -> Bool {
        var offset = 0
        while offset < pattern.count {
            guard codes[start + offset] == pattern[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// The code of "-": a hyphen between letters joins them into one word.
    static let hyphen: UInt32 = 0x2D

    static func pair(_ first: UInt32, _ second: UInt32) -> UInt64 {
        UInt64(first) << 32 | UInt64(second)
    }

    /// Latin, Greek and Cyrillic letters: scripts that separate words with spaces.
    static func isAlphabetic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.value < 0x0530
    }

    /// CJK ideographs (the unified block and extension A).
    static func isHan(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    /// Hiragana and katakana: the text is Japanese.
    static func isKana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3040...0x30FF).contains(scalar.value)
    }

    /// A character inside a word of a script that separates words with spaces (a Latin, Greek
    /// or Cyrillic letter, a digit, `_`): what a whole-word phrase may not touch. Unlike
    /// `Character.isWordCharacter`, a CJK letter is none: a phrase may stand beside one.
    static func isSpacedWordCharacter(_ character: Character) -> Bool {
        (isAlphabetic(character) && character.isLetterFast) || character.soleScalar == "_" || character.isNumber
    }

    /// `entry` found at `start` of `text` (`codes` its characters' codes), or nil: its phrase is
    /// not there, or stands inside a longer word.
    func hit(_ entry: Entry, at start: Int, codes: [UInt32], text: [Character]) -> CueHit? {
        let pattern = entry.codes
        let end = start + pattern.count
        guard end <= codes.count else { return nil }
        guard Self.codes(codes, at: start, equal: pattern) else { return nil }
        // A one-character CJK negation inside a longer word is not one ("别" in "级别",
        // "level"): it counts only after a break or a code span. (Other one-character cues
        // — "在", "用", particles — stand inside runs of CJK text by design.)
        if entry.cue == .negation, entry.codes.count == 1, entry.edges.firstIsNonAlphabeticLetter,
           start > 0, text[start - 1].isLetterFast, !Self.isAlphabetic(text[start - 1]) {
            return nil
        }
        if entry.needsWordBoundaries {
            if start > 0, entry.edges.firstIsWordCharacter, Self.isSpacedWordCharacter(text[start - 1]) { return nil }
            if end < text.count, entry.edges.lastIsWordCharacter, Self.isSpacedWordCharacter(text[end]) { return nil }
            // "if-let", "opt-in", "read-only": a hyphen between letters makes one word.
            if end + 1 < text.count, entry.edges.lastIsLetter, codes[end] == Self.hyphen, text[end + 1].isLetterFast { return nil }
            if start >= 2, entry.edges.firstIsLetter, codes[start - 1] == Self.hyphen, text[start - 2].isLetterFast { return nil }
        }
        return CueHit(cue: entry.cue, range: start..<end, phrase: entry.phrase, isPostposition: entry.isPostposition)
    }

    /// The hits of texts read lately, by their codes. Reading one statement scans the same
    /// text several times (its modality, its reading, its topic); the codes are an exact key
    /// when every character is one scalar, which is what the cache is kept for.
    private static let recent = Memo<[UInt32], [CueHit]>(limit: 2048)

    func hits(in text: [Character]) -> [CueHit] {
        // The codes are an exact key only when every character is one scalar: a composed and a
        // decomposed spelling share a code but not what the boundary tests read of them.
        var everyOneScalar = true
        let codes = text.map { character -> UInt32 in
            let scalar = character.soleScalar
            if scalar != "\u{0}" || character.unicodeScalars.count == 1 { return scalar.value }
            everyOneScalar = false
            return Self.composedCode(of: character)
        }
        guard everyOneScalar else { return scan(text, codes: codes) }
        return Self.recent.get(codes) { codes in scan(text, codes: codes) }
    }

    private func scan(_ text: [Character], codes: [UInt32]) -> [CueHit] {
        scan(text, codes: codes, index: ScriptClass.holdsCJK(text, codes: codes) ? complete.get() : plain)
    }

    /// The hits with every phrase indexed, whatever the text holds: what leaving the CJK
    /// phrases out must never change (the tests compare the two).
    func hitsWithEveryPhrase(in text: [Character]) -> [CueHit] {
        scan(text, codes: text.map(Self.code), index: complete.get())
    }

    private func scan(_ text: [Character], codes: [UInt32], index: Index) -> [CueHit] {
        var found: [CueHit] = []
        let isJapanese = text.contains(where: Self.isKana)
        let byFirst = index.byFirst, byPair = index.byPair, longest = index.longest
        for start in codes.indices {
            // Two lists tried in turn: joining them would build an array at every position.
            for entry in byFirst[codes[start]] ?? [] where !(isJapanese && entry.isHanOnly) {
                if let hit = hit(entry, at: start, codes: codes, text: text) { found.append(hit) }
            }
            guard start + 1 < codes.count, let longer = byPair[Self.pair(codes[start], codes[start + 1])] else { continue }
            let third = start + 2 < codes.count ? codes[start + 2] : PairBucket.noThird
            for index in longer.thirds.indices where longer.thirds[index] == third || longer.thirds[index] == PairBucket.noThird {
                let entry = longer.entries[index]
                if isJapanese && entry.isHanOnly { continue }
                if let hit = hit(entry, at: start, codes: codes, text: text) { found.append(hit) }
            }
        }
        // Of two hits of one cue that overlap, the longer says more ("must not" over "must").
        found.sort { ($0.range.lowerBound, -$0.range.count, Self.order[$0.cue]!) < ($1.range.lowerBound, -$1.range.count, Self.order[$1.cue]!) }
        var kept: [CueHit?] = []
        for hit in found {
            // Kept hits are in order of their start; only those starting within `longest`
            // characters before this one can overlap it.
            var index = kept.count - 1
            var dropped = false
            var shorter: [Int] = []
            while index >= 0 {
                defer { index -= 1 }
                guard let other = kept[index] else { continue }
                if other.range.lowerBound < hit.range.lowerBound - longest { break }
                guard other.cue == hit.cue, other.range.overlaps(hit.range) else { continue }
                if other.range.count >= hit.range.count { dropped = true; break }
                shorter.append(index)
            }
            if dropped { continue }
            for index in shorter { kept[index] = nil }
            kept.append(hit)
        }
        let ordered = kept.compactMap { $0 }
        // A word inside a longer phrase of another cue belongs to that phrase: "in" within
        // "end in", "で" within "ではなく", "not" within "and not", "if" within "if possible".
        let labels: Set<Cue> = [.goodLabel, .badLabel]
        var dominant: [CueHit] = []
        var windowStart = 0
        for hit in ordered {
            // Labels read a line's or a column's verdict, form cues what a sentence is; they
            // neither hide nor are hidden by words.
            if labels.contains(hit.cue) || hit.cue.isForm { dominant.append(hit); continue }
            while windowStart < ordered.count, ordered[windowStart].range.lowerBound < hit.range.lowerBound - longest { windowStart += 1 }
            var hidden = false
            var index = windowStart
            while index < ordered.count, ordered[index].range.lowerBound <= hit.range.lowerBound {
                let other = ordered[index]
                index += 1
                if !labels.contains(other.cue), !other.cue.isForm, other.cue != hit.cue, other.range.count > hit.range.count,
                   other.range.upperBound >= hit.range.upperBound {
                    hidden = true
                    break
                }
            }
            if !hidden { dominant.append(hit) }
        }
        return dominant.sorted { ($0.range.lowerBound, Self.order[$0.cue]!) < ($1.range.lowerBound, Self.order[$1.cue]!) }
    }
}
