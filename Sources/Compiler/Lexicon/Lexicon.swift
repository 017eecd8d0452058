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
    static let casingCueWords = Set(phrases(.casingCue).map { $0.lowercasedFast() })

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
        let phrase = word.lowercasedFast().replacingOccurrences(of: " ", with: "")
        guard phrase.includes("camel") || phrase.hasPrefix("pascal") else { return nil }
        if phrase.hasPrefix("upper") || phrase.hasPrefix("pascal") { return .upper }
        if phrase.hasPrefix("lower") { return .lower }
        return phrase.hasPrefix("camel") ? .either : nil
    }

    /// Casing styles written as if they were identifiers ("never `snake_case`").
    /// The casing styles that are not camel case: refusing them asks for camel case.
    static let nonCamelStyles: Set<String> = [
        "snake_case", "screaming_snake_case", "upper_snake_case", "lower_snake_case", "all_caps", "allcaps", "macro_case",
        "constant_case", "screaming_case",
    ]
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
