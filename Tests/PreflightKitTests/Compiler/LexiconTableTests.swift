import Testing
@testable import PreflightCompiler

/// The lexicon read back: phrases written the way convention documents write them, in each of
/// its seven languages, give the cues the reader relies on; every phrase of every table is found
/// as its own cue; and the named word lists the compiler compares with cue phrases or with
/// lower-cased text can match at all.
@Suite struct LexiconTableTests {
    /// The cues found in a phrase, as the reader asks for them (lower-cased text).
    static func cues(in text: String) -> Set<Cue> {
        Set(Lexicon.hits(in: Array(text.lowercased())).map(\.cue))
    }

    static let phrases: [String: [(text: String, cues: [Cue])]] = [
        "en": [
            ("never use `print` in views", [.negation, .location]),
            ("avoid force unwraps", [.avoid]),
            ("always mark classes `final`", [.obligation]),
            ("prefer `let` over `var`", [.recommendation, .disfavouredAfter]),
            ("call `Logger` only from the service layer", [.only]),
            ("types ending in `View`, except previews", [.suffixCue, .exception]),
            ("leave out `return` in single-expression closures", [.negation, .location]),
        ],
        "ko": [
            ("`print`를 사용하지 마세요", [.negation]),
            ("반드시 `final`을 붙입니다", [.obligation]),
            ("`Task` 대신 `async let`을 쓴다", [.disfavouredBefore]),
            ("`URLSession`은 `APIClient`에서만 호출한다", [.only]),
            ("강제 언래핑은 피하세요", [.avoid]),
            ("유일한 예외는 테스트 코드다", [.exception]),
        ],
        "ja": [
            ("`print` を使用しないでください", [.negation]),
            ("必ず `final` を付ける", [.obligation]),
            ("`ObservableObject` ではなく `@Observable` を使う", [.disfavouredBefore]),
            ("`URLSession` は `APIClient` でのみ呼ぶ", [.only]),
            ("強制アンラップを避ける", [.avoid]),
            ("`Service` で終わる型", [.suffixCue]),
            // "Write it in shorthand" holds 省略 (omit) but refuses nothing.
            ("`if let` は省略記法で書く", [.shorthandWord]),
        ],
        "zh": [
            ("不要使用 `print`", [.negation]),
            ("必须使用 `Logger`", [.obligation]),
            ("使用 `async` 而不是 `DispatchQueue`", [.disfavouredAfter]),
            ("`URLSession` 只能在 `APIClient` 中调用", [.only]),
            ("避免强制解包", [.avoid]),
            ("除了测试代码", [.exception]),
        ],
        "fr": [
            ("n'utilisez jamais `print`", [.negation]),
            ("marquez toujours les classes `final`", [.obligation]),
            ("utilisez `Logger` au lieu de `print`", [.disfavouredAfter]),
            ("appelez `URLSession` uniquement dans `APIClient`", [.only, .location]),
            ("évitez les force unwraps", [.avoid]),
            ("sauf dans les tests", [.exception]),
        ],
        "de": [
            ("niemals `print` verwenden", [.negation]),
            ("Klassen immer `final` markieren", [.obligation]),
            ("`Logger` statt `print`", [.disfavouredAfter]),
            ("`URLSession` nur in `APIClient` aufrufen", [.only, .location]),
            ("vermeide Force-Unwraps", [.avoid]),
            ("außer in Tests", [.exception]),
        ],
        "es": [
            ("nunca uses `print`", [.negation]),
            ("marca siempre las clases `final`", [.obligation]),
            ("usa `Logger` en lugar de `print`", [.disfavouredAfter]),
            ("llama a `URLSession` solo en `APIClient`", [.only, .location]),
            ("evita los force unwraps", [.avoid]),
            ("excepto en los tests", [.exception]),
        ],
    ]

    @Test(arguments: ["en", "ko", "ja", "zh", "fr", "de", "es"])
    func aPhraseGivesItsCues(_ language: String) {
        let cases = Self.phrases[language] ?? []
        #expect(cases.count >= 5)
        for (text, expected) in cases {
            let found = Self.cues(in: text)
            for cue in expected {
                #expect(found.contains(cue), "\(language): “\(text)” should give .\(cue.rawValue), gives \(found.map(\.rawValue).sorted())")
            }
        }
    }

    /// The matcher's guards: one-character CJK negations count only standing alone ("别" in
    /// "级别", "level", is none), Latin words only whole ("no" in "knowledge"), and Chinese
    /// phrases not in Japanese text.
    @Test func aCueInsideAWordIsNone() {
        #expect(!Self.cues(in: "日志级别").contains(.negation))
        #expect(!Self.cues(in: "knowledge of `X`").contains(.negation))
        #expect(Self.cues(in: "别用 `print`").contains(.negation))
        // Japanese shares Chinese characters, not Chinese words: "当" ("when") inside "正当"
        // ("legitimate") is no condition once the text has kana; in Chinese it still is one.
        #expect(!Self.cues(in: "正当な理由なく使わない").contains(.condition))
        #expect(Self.cues(in: "正当な理由なく使わない").contains(.escape))
        #expect(Self.cues(in: "当视图出现时加载数据").contains(.condition))
    }

    /// Every phrase of every table, read alone, is found whole as its own cue. A phrase alone
    /// cannot be hidden by a longer phrase of another cue (none fits in it), so no phrase is
    /// excused for that. One phrase is unreadable as written: the English table lists "~" ("~200
    /// lines") as `.approximate`, but a leading "~" marks a postposition, so the matcher reads it as
    /// an empty phrase and never finds it. It is named here, so fixing it (or adding another such
    /// phrase) is noticed.
    @Test(arguments: Lexicon.tables.map(\.language))
    func everyPhraseIsFoundAsItsOwnCue(_ language: String) throws {
        let table = try #require(Lexicon.tables.first { $0.language == language }).cues
        var checked = 0
        var unreadable: [String] = []
        for cue in Cue.allCases {
            for raw in table[cue] ?? [] {
                let phrase = raw.hasPrefix("~") ? String(raw.dropFirst()) : raw
                let characters = Array(phrase.lowercased())
                guard !characters.isEmpty else { unreadable.append("\(cue.rawValue) \(raw)"); continue }
                let hits = Lexicon.hits(in: characters)
                #expect(hits.contains { $0.cue == cue && $0.range == 0..<characters.count },
                        "\(language): “\(raw)” is not found as .\(cue.rawValue): \(hits.map { "\($0.cue.rawValue) \($0.range)" })")
                checked += 1
            }
        }
        #expect(checked > 100, "the \(language) table was read")
        #expect(unreadable == (language == "en" ? ["approximate ~"] : []))
    }

    /// Lists the compiler compares with lower-cased text hold only lower-cased words: an entry
    /// with a capital could never match.
    @Test func listsMatchedAgainstLowerCasedTextAreLowerCase() {
        let lists: [(String, [String])] = [
            ("checklistHeadingWords", Lexicon.checklistHeadingWords), ("refusingHeadingWords", Lexicon.refusingHeadingWords),
            ("ruleHeadingWords", Lexicon.ruleHeadingWords), ("exceptionWords", Lexicon.exceptionWords),
            ("abbreviations", Lexicon.abbreviations), ("undistinctiveWords", Array(Lexicon.undistinctiveWords)),
            ("slugStopWords", Array(Lexicon.slugStopWords)), ("stopWords", Array(Lexicon.stopWords)),
            ("checkBoilerplate", Array(Lexicon.checkBoilerplate)), ("qualifierOpeners", Array(Lexicon.qualifierOpeners)),
            ("alternativeOpeners", Lexicon.alternativeOpeners), ("rationaleOpeners", Lexicon.rationaleOpeners),
            ("humanConditions", Lexicon.humanConditions), ("judgementWords", Lexicon.judgementWords),
            ("standInWords", Array(Lexicon.standInWords)), ("respectivelyWords", Lexicon.respectivelyWords),
            ("folderNounsInHeadings", Lexicon.folderNounsInHeadings), ("folderNouns", Lexicon.folderNouns),
            ("softLabelWords", Lexicon.softLabelWords), ("pairedLabelWords", Array(Lexicon.pairedLabelWords)),
            ("weakConnectors", Array(Lexicon.weakConnectors)), ("affixNouns", Lexicon.affixNouns),
            ("namePickingParticiples", Array(Lexicon.namePickingParticiples)),
        ]
        for (name, words) in lists {
            #expect(!words.isEmpty)
            for word in words { #expect(word == word.lowercased(), "Lexicon.\(name): “\(word)”") }
        }
    }

    /// Lists the compiler compares with the phrase of a cue it found hold phrases of that cue:
    /// an entry no table has could never match.
    @Test func listsOfCuePhrasesNameThoseCues() {
        func phrases(_ cues: Cue...) -> Set<String> {
            Set(cues.flatMap { Lexicon.phrases($0) }.map { ($0.hasPrefix("~") ? String($0.dropFirst()) : $0).lowercased() })
        }
        // `DirectiveForm` judges the weak modal words: "doesn't", "no", "every".
        let weak = phrases(.weakModal)
        for word in Lexicon.auxiliaryRefusals.sorted() + Lexicon.bareNegations + Lexicon.wholeGroupWords {
            #expect(weak.contains(word), "“\(word)” is no weak modal phrase")
        }
        let negations = phrases(.negation)
        for word in Lexicon.weakNegations.sorted() + Lexicon.withoutWords { #expect(negations.contains(word), "“\(word)” is no negation") }
        let labels = phrases(.goodLabel, .badLabel)
        for word in Lexicon.softLabelWords + Lexicon.pairedLabelWords.sorted() { #expect(labels.contains(word), "“\(word)” is no label") }
        let conditions = phrases(.condition)
        for word in Lexicon.trueConditionWords.sorted() { #expect(conditions.contains(word), "“\(word)” is no condition") }
        let patterns = phrases(.prefixCue, .suffixCue)
        for word in Lexicon.namePickingParticiples.sorted() { #expect(patterns.contains(word), "“\(word)” is no pattern cue") }
    }
}
