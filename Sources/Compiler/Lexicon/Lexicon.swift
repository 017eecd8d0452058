import Foundation

/// Every cue word the compiler knows, per language, behind one matcher. The tables live one file
/// per language (`English.swift`, `Korean.swift`, …); this file only finds them in text.
///
/// A phrase written with a leading `~` is a postposition (Korean and Japanese particles, Chinese
/// `中`): its role applies to the term just before it (`` `Core/`에서 ``), not after it.
package enum Lexicon {
    static let tables: [(language: String, cues: [Cue: [String]])] = [
        ("en", english), ("ko", korean), ("zh", chinese), ("ja", japanese), ("fr", french), ("de", german), ("es", spanish),
    ]

    /// Every phrase of one cue, across languages, as written in the tables (for tests and docs).
    package static func phrases(_ cue: Cue) -> [String] {
        tables.flatMap { $0.cues[cue] ?? [] }
    }

    static let matcher = CueMatcher(tables: tables.map(\.cues), hanOnly: tables.map { $0.language == "zh" })

    /// The `casingCue` phrases of every language, lowercased: asked per term while mapping, so
    /// gathered once.
    static let casingCueWords = Set(phrases(.casingCue).map { $0.lowercased() })

    /// Imperatives of the languages that put the verb last (Japanese, Korean): ending a clause
    /// that names code, they state a rule.
    static let verbFinalImperatives: [String] = (japanese[.imperative] ?? []) + (korean[.imperative] ?? [])

    /// The plain form of a Japanese verb made from a noun ("アンラップする", "定数化する"): ending a
    /// clause that names code and has no subject, it states what to do, as the listed imperatives do.
    static let japanesePlainVerbEnding = "する"

    /// The particle that marks a subject in Japanese ("`Store` が状態を保持する"): a clause whose code is
    /// its subject describes what that code does.
    static let japaneseSubjectParticle = "が"

    /// "Even in tests": the rule holds in test files too.
    static let testsToo: [String] = [
        "even in tests", "in tests too", "in tests as well", "including tests", "tests included", "also in tests",
        "테스트에서도", "테스트 코드에서도", "テストでも", "テストコードでも", "测试中也", "测试代码中也", "測試中也",
        "même dans les tests", "y compris les tests", "auch in tests", "auch in den tests", "incluso en los tests",
        "incluso en las pruebas",
    ]

    /// Imperatives that put a modifier on declarations ("mark classes `final`"): the order form of
    /// "classes are `final`".
    static let markVerbs: Set<String> = ["mark", "make", "declare", "markiere", "marquez", "marca", "declara"]

    /// Korean and Japanese particles after which a phrase is the only place the target may be
    /// ("`Database/` 안에서만", "`#if DEBUG` の中でのみ"): "only" follows the place it restricts to.
    static let onlyPlaceParticles = ["에서만", "でのみ", "だけで", "内だけ"]
    /// "hard-coded colours" said as the act ("do not hardcode colours"): the participles a
    /// concept phrase may open with, and the verb forms that stand for them.
    static let hardCodedParticiples = ["hard-coded", "hardcoded", "hard coded"]
    static let hardCodeVerbs = ["hardcode", "hard-code", "hard code", "hardcoding", "hard-coding"]

    // Japanese and Korean particles (`ParticleRoles`).
    /// Particles after which a phrase is where the rule holds.
    static let placeParticles = ["では", "には", "から", "において", "에서는", "에서", "에는"]
    /// Particles of a goal or a place ("ViewModel에 `@Published` 금지", "View に `print` を書かない"):
    /// a place only when another term is acted on, since they also mark what a verb leans on
    /// ("`Core`는 `UIKit`에 의존하지 않는다").
    static let goalParticles = ["에", "に"]
    /// Topic and subject particles: the phrase is who acts when another term is acted on.
    static let topicParticles = ["は", "が", "은", "는", "이", "가"]
    /// Object and list particles end the phrase without placing it.
    static let objectParticles = ["を", "을", "를", "と", "や", "와", "과"]

    /// A relative clause picking files by what they do ("`SwiftUI` を import しているファイル").
    static let relativeFileMarkers = ["しているファイル", "するファイル", "したファイル", "하는 파일", "한 파일", "하고 있는 파일", "的文件中", "的文件里"]


    /// Chinese puts "only in" before the place ("`URLSession` 仅在 `APIClient` 中调用").
    static let onlyBeforePlace = ["只在", "仅在", "只能在", "仅限于", "只允许在", "仅能在"]

    /// Interface Builder files named in prose ("no storyboards or XIBs"), with the files they are.
    static let interfaceFileNouns: [String: String] = [
        "storyboard": "*.storyboard", "storyboards": "*.storyboard", "xib": "*.xib", "xibs": "*.xib", "nib": "*.xib", "nibs": "*.xib",
        "스토리보드": "*.storyboard", "ストーリーボード": "*.storyboard", "故事板": "*.storyboard", "storyboard 파일": "*.storyboard",
    ]

    /// `nameVerb` phrases that speak of calling code, not of naming it ("never called from views").
    static let callingNameVerbs: Set<String> = ["called", "call it"]

    /// Which camel case a casing word names: "PascalCase", "upper camel case" the upper one,
    /// "lowerCamelCase" the lower one, plain "camelCase" neither for sure (`.either`); nil for a
    /// word that names no camel case. The one place this is decided: the name-pattern mapper and
    /// the coverage of a check's summary both ask it.
    enum CamelCase { case upper, lower, either }

    static func camelCase(of word: String) -> CamelCase? {
        let phrase = word.lowercased().replacingOccurrences(of: " ", with: "")
        guard phrase.contains("camel") || phrase.hasPrefix("pascal") else { return nil }
        if phrase.hasPrefix("upper") || phrase.hasPrefix("pascal") { return .upper }
        if phrase.hasPrefix("lower") { return .lower }
        return phrase.hasPrefix("camel") ? .either : nil
    }

    /// Casing styles written as if they were identifiers ("never `snake_case`").
    static let casingStyleNames: Set<String> = [
        "snake_case", "screaming_snake_case", "kebab-case", "camelcase", "pascalcase", "lowercamelcase", "uppercamelcase",
        "screaming_case", "upper_snake_case", "all_caps", "allcaps", "macro_case", "constant_case", "lower_snake_case",
    ]

    /// Names a version number follows ("iOS 17", "Swift 6"): the number is no limit.
    static let versionedNames: Set<String> = ["ios", "ipados", "macos", "tvos", "watchos", "visionos", "swift", "xcode"]

    /// Words that open a noun phrase: "to the …" after a forbidden target is a place, not a purpose.
    static let determinersBeforeNoun: Set<String> = ["the", "a", "an", "any", "its", "their", "another", "other"]

    /// Commas that cut a list into clauses.
    static let listCommas: Set<Character> = [",", "，", "、"]

    /// Conjunctions that join a list's items: they carry the list's role on, as no other cue does.
    static let listConjunctions: Set<String> = ["or", "and", "nor"]

    /// Verbs of adding: "Add `.task` to the view" attaches the modifier named after them.
    static let addingVerbs: Set<String> = ["add", "adds", "put", "puts"]

    /// Words that, standing alone after code ("`X` — legacy.", "| `X` | deprecated |"), call it
    /// obsolete: the code is not to be used.
    static let obsoleteWords: Set<String> = [
        "legacy", "deprecated", "obsolete", "outdated", "veraltet", "obsolète", "déprécié", "dépréciée", "obsoleto", "obsoleta",
        "deprecado", "deprecada", "레거시", "비권장", "사용 중단", "非推奨", "レガシー", "廃止予定", "已废弃", "废弃", "已弃用", "弃用",
        "过时", "已过时", "不推荐",
    ]

    /// The `recommendation` phrases after which "to" names the disfavoured side ("Prefer `A` to `B`").
    static let preferenceVerbsTakingTo: Set<String> = ["prefer", "prefers", "préférez", "préférer"]

    /// The `replaceVerb` phrases that are orders ("Replace `B`", "Remplacez `B`"), as opposed to
    /// descriptions ("replaces", "replacing", "ersetzt"): said alone, they send `B` away.
    static let replaceOrders: Set<String> = [
        "replace", "swap out", "move away from", "switch from", "migrate from",
        "remplacez", "migrez de", "passez de", "ersetze", "migriere von", "wechsle von",
        "reemplaza", "sustituye", "migra de", "cambia de",
    ]

    /// Whether every word of one of `phrases` ("top level", "fin de ligne") is among `words`
    /// (a statement's prose words, which split "top-level" in two).
    package static func names(oneOf phrases: [String], among words: Set<String>) -> Bool {
        phrases.contains { phrase in phrase.split(separator: " ").allSatisfy { words.contains(String($0)) } }
    }

    /// Every cue found in `text` (lower-cased characters), longest phrases kept where they overlap
    /// a shorter phrase of the same cue.
    package static func hits(in text: [Character]) -> [CueHit] {
        matcher.hits(in: text)
    }
}

/// One cue found in a text: which role, where (character offsets), and the phrase.
package struct CueHit: Sendable, Equatable {
    package var cue: Cue
    package var range: Range<Int>
    package var phrase: String
    /// Applies to the term before it (a particle) rather than after it.
    package var isPostposition: Bool
}

/// Phrases indexed by their first character, so a text is scanned once per position with only
/// the phrases that can start there.
struct CueMatcher: Sendable {
    /// A class, so the candidates tried at each position are handed over by one reference,
    /// not copied field by field.
    final class Entry: Sendable {
        let cue: Cue
        let characters: [Character]
        /// `characters` as `code(of:)` numbers them: what matching compares.
        let codes: [UInt32]
        let phrase: String
        let needsWordBoundaries: Bool
        let isPostposition: Bool
        /// A phrase of a language written in Han characters alone (Chinese): Japanese text shares
        /// its characters but not its words ("当" is "when" in Chinese, part of "正当" in Japanese).
        let isHanOnly: Bool

        init(cue: Cue, characters: [Character], codes: [UInt32], phrase: String, needsWordBoundaries: Bool, isPostposition: Bool,
             isHanOnly: Bool) {
            self.cue = cue
            self.characters = characters
            self.codes = codes
            self.phrase = phrase
            self.needsWordBoundaries = needsWordBoundaries
            self.isPostposition = isPostposition
            self.isHanOnly = isHanOnly
        }
    }

    /// One-character entries by their code, longer ones by the codes of their first two
    /// characters: a position is tried against the few phrases that can start there, not every
    /// phrase sharing its first letter.
    let byFirst: [UInt32: [Entry]]
    let byPair: [UInt64: [Entry]]
    /// The longest phrase, in characters: two hits that overlap start at most this far apart,
    /// which keeps the overlap passes below linear in the number of hits.
    let longest: Int
    static let order = Dictionary(uniqueKeysWithValues: Cue.allCases.enumerated().map { ($1, $0) })

    init(tables: [[Cue: [String]]], hanOnly: [Bool]) {
        var byFirst: [UInt32: [Entry]] = [:]
        var byPair: [UInt64: [Entry]] = [:]
        // In `Cue.allCases` order: a dictionary's own order changes from run to run, and so would
        // the order of hits that share a place.
        for (table, isHanLanguage) in zip(tables, hanOnly) {
            for cue in Cue.allCases {
                for raw in table[cue] ?? [] {
                    // A leading `~` marks a postposition; `~` alone is the phrase "~" ("~40 lines").
                    let postposition = raw.hasPrefix("~") && raw.count > 1
                    let phrase = postposition ? String(raw.dropFirst()) : raw
                    let characters = Array(phrase.lowercased())
                    guard let first = characters.first else { continue }
                    // Words in alphabetic scripts only count whole; CJK cues and symbols match anywhere.
                    let boundaries = characters.contains { $0.isLetter && CueMatcher.isAlphabetic($0) }
                    let hanOnly = isHanLanguage && characters.allSatisfy { !$0.isLetter || CueMatcher.isHan($0) }
                    let entry = Entry(cue: cue, characters: characters, codes: characters.map(Self.code), phrase: phrase,
                                      needsWordBoundaries: boundaries, isPostposition: postposition, isHanOnly: hanOnly)
                    if entry.codes.count == 1 {
                        byFirst[Self.code(of: first), default: []].append(entry)
                    } else {
                        byPair[Self.pair(entry.codes[0], entry.codes[1]), default: []].append(entry)
                    }
                }
            }
        }
        self.byFirst = byFirst
        self.byPair = byPair
        longest = byPair.values.joined().map(\.characters.count).max() ?? 1
    }

    /// A number standing for a character, equal for equal characters: its scalar when it is
    /// one (after canonical composition, so a decomposed "é" is the composed one), otherwise a
    /// hash of its text with the top bit set. Matching compares these instead of `Character`s,
    /// whose equality goes through string comparison: that was most of the time of a compile.
    static func code(of character: Character) -> UInt32 {
        if let ascii = character.asciiValue, character.utf8.count == 1 { return UInt32(ascii) }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        if composed.count == 1, let scalar = composed.first { return scalar.value }
        var hasher = Hasher()
        hasher.combine(String(composed))
        return 0x8000_0000 | (UInt32(truncatingIfNeeded: hasher.finalize()) & 0x7FFF_FFFF)
    }

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

    static func isWordCharacter(_ character: Character) -> Bool {
        (character.isLetter && isAlphabetic(character)) || character.isNumber || character == "_"
    }

    /// `entry` found at `start` of `text` (`codes` its characters' codes), or nil: its phrase is
    /// not there, or stands inside a longer word.
    func hit(_ entry: Entry, at start: Int, codes: [UInt32], text: [Character]) -> CueHit? {
        let end = start + entry.codes.count
        guard end <= codes.count, codes[start..<end].elementsEqual(entry.codes) else { return nil }
        // A one-character CJK negation inside a longer word is not one ("别" in "级别",
        // "level"): it counts only after a break or a code span. (Other one-character cues
        // — "在", "用", particles — stand inside runs of CJK text by design.)
        if entry.cue == .negation, entry.characters.count == 1, entry.characters[0].isLetter, !Self.isAlphabetic(entry.characters[0]),
           start > 0, text[start - 1].isLetter, !Self.isAlphabetic(text[start - 1]) {
            return nil
        }
        if entry.needsWordBoundaries {
            if start > 0, Self.isWordCharacter(text[start - 1]), Self.isWordCharacter(entry.characters[0]) { return nil }
            if end < text.count, Self.isWordCharacter(text[end]), Self.isWordCharacter(entry.characters[entry.characters.count - 1]) {
                return nil
            }
            // "if-let", "opt-in", "read-only": a hyphen between letters makes one word.
            if end + 1 < text.count, text[end] == "-", text[end + 1].isLetter, entry.characters.last?.isLetter == true { return nil }
            if start >= 2, text[start - 1] == "-", text[start - 2].isLetter, entry.characters[0].isLetter { return nil }
        }
        return CueHit(cue: entry.cue, range: start..<end, phrase: entry.phrase, isPostposition: entry.isPostposition)
    }

    func hits(in text: [Character]) -> [CueHit] {
        var found: [CueHit] = []
        let isJapanese = text.contains(where: Self.isKana)
        let codes = text.map(Self.code)
        for start in codes.indices {
            // Two lists tried in turn: joining them would build an array at every position.
            for entry in byFirst[codes[start]] ?? [] where !(isJapanese && entry.isHanOnly) {
                if let hit = hit(entry, at: start, codes: codes, text: text) { found.append(hit) }
            }
            guard start + 1 < codes.count, let longer = byPair[Self.pair(codes[start], codes[start + 1])] else { continue }
            for entry in longer where !(isJapanese && entry.isHanOnly) {
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
