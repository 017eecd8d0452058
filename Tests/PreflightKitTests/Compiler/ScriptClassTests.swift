import Testing
@testable import PreflightCompiler
@testable import PreflightModel

/// The matchers index the Chinese, Japanese and Korean phrases only when a text holds one of
/// those scripts' characters; these tests hold that this saves work without changing a hit.
@Suite struct ScriptClassTests {
    @Test func phrasesAreSortedByTheirScript() {
        #expect(ScriptClass.hasCJK("사용하지 마세요"))
        #expect(ScriptClass.hasCJK("使用しない"))
        #expect(ScriptClass.hasCJK("不要"))
        #expect(ScriptClass.hasCJK("："))
        #expect(!ScriptClass.hasCJK("n'utilisez pas"))
        #expect(!ScriptClass.hasCJK("✅ do"))
        #expect(!ScriptClass.hasCJK("must not"))
    }

    @Test func textsAreReadScalarByScalarWhereACharacterHasSeveral() {
        func holds(_ text: String) -> Bool {
            let characters = Array(text.lowercased())
            return ScriptClass.holdsCJK(characters, codes: characters.map(CueMatcher.code))
        }
        #expect(!holds("never force-unwrap — use guard → return"))
        // An emoji with its variation selector is one character of two scalars, not CJK.
        #expect(!holds("⚠️ never force-unwrap"))
        #expect(!holds("e\u{301}viter `print`"))
        #expect(holds("`print` 사용 금지"))
        #expect(holds("`print`を使わない"))
        #expect(holds("不要使用 `print`"))
        // Hangul written as jamo composes to a syllable.
        #expect(holds("\u{1100}\u{1161}"))
        #expect(holds("\u{1100}\u{1161}\u{302}"))
    }

    /// On texts without CJK characters, the index without those phrases finds exactly what
    /// the index of every phrase finds; on texts with them, the matcher uses every phrase.
    @Test func leavingCJKPhrasesOutChangesNoHit() {
        let texts = [
            "never use `print`; prefer logger instead of print statements",
            "⚠️ avoid force unwraps — use `guard let` → return early, e.g. in views",
            "n'utilisez jamais `print` ; évitez les singletons",
            "verwenden sie niemals `print`, vermeiden sie singletons",
            "no uses `print`; evita los singletons",
            "`print` 사용 금지, `Logger`를 사용하세요",
            "`print`は使わない。`Logger`を使うこと",
            "禁止使用 `print`，请使用 `Logger`",
        ]
        for text in texts {
            let characters = Array(" " + text.lowercased() + " ")
            #expect(Lexicon.matcher.hits(in: characters) == Lexicon.matcher.hitsWithEveryPhrase(in: characters), "\(text)")
            let concepts = ConceptCatalogue.matcher.hits(in: characters).map { "\($0.key)@\($0.range)" }
            #expect(concepts == ConceptCatalogue.matcher.hitsWithEveryPhrase(in: characters).map { "\($0.key)@\($0.range)" }, "\(text)")
            let families = TypeFamily.matcher.hits(in: characters).map { "\($0.key)@\($0.range)" }
            #expect(families == TypeFamily.matcher.hitsWithEveryPhrase(in: characters).map { "\($0.key)@\($0.range)" }, "\(text)")
        }
        // The CJK phrases are found once a text needs them.
        #expect(Lexicon.hits(in: Array(" `print` 사용 금지 ")).contains { $0.cue == .negation })
        #expect(Lexicon.hits(in: Array(" 禁止使用 `print` ")).contains { $0.cue == .negation })
    }

    @Test func theCompleteIndexIsBuiltOnceWhenFirstAskedFor() {
        var builds = 0
        let value = Once { builds += 1; return 42 }
        #expect(builds == 0)
        #expect(value.get() == 42)
        #expect(value.get() == 42)
        #expect(builds == 1)
    }
}
