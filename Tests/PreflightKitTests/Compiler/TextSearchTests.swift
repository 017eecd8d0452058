import Foundation
import Testing
@testable import PreflightCompiler
@testable import PreflightModel

/// The compiler's fast text primitives answer what the slow ones they replaced answered:
/// `includes` what Foundation's `contains` says, `PhraseForm` what reading each phrase as
/// `Character`s gives, the scalar tests what `Character`'s own properties say, and the cue
/// cache what a fresh scan finds.
@Suite struct TextSearchTests {
    @Test func includesAgreesWithFoundationContains() {
        let texts = ["Never use `print` in production.", "ça va", "naïve café", "日本語のテキスト", "e\u{301}cole", "", "‹code› is final",
                     "a\r\nb", "👍🏽 fine", "cafe\u{301}"]
        let needles = ["print", "`", "ça", "é", "café", "テキスト", "e", "‹code›", "", "\r", "👍", "cafe", "n"]
        for text in texts {
            for needle in needles {
                #expect(text.includes(needle) == text.contains(needle), "\(text.debugDescription) / \(needle.debugDescription)")
            }
        }
        #expect(Substring("prefix: value").includes(": "))
    }

    @Test func wholeWordsStandAlone() {
        #expect(TextSearch.containsWord("public", in: "document every public api"))
        #expect(!TextSearch.containsWord("public", in: "republican types"))
        #expect(!TextSearch.containsWord("open", in: "opened_files"))
        #expect(TextSearch.containsWord("open", in: "open"))
        #expect(TextSearch.containsWord("open", in: "openly open."))
    }

    @Test func compiledPatternsFindWhatTheyDescribe() {
        let pattern = CompiledPattern(#"\b(is|are)\s+‹code›"#)
        #expect(pattern.matches("the type is ‹code›"))
        #expect(!pattern.matches("this ‹code›"))
    }

    /// Every phrase of every language's table, built the fast way (bytes for ASCII, scalars
    /// where each is a character), equals the reading of its `Character`s.
    @Test func everyLexiconPhraseIsFormedAsItsCharactersRead() {
        var checked = 0
        for table in Lexicon.tables {
            for phrases in table.cues.values {
                for raw in phrases {
                    let phrase = raw.hasPrefix("~") && raw.count > 1 ? String(raw.dropFirst()) : raw
                    let form = PhraseForm(phrase)
                    let characters = Array(phrase.lowercased())
                    #expect(form.codes == characters.map(CueMatcher.code), "\(phrase)")
                    #expect(form.hasAlphabeticLetter == characters.contains { $0.isLetter && CueMatcher.isAlphabetic($0) }, "\(phrase)")
                    #expect(form.hasOnlyHanLetters == characters.allSatisfy { !$0.isLetter || CueMatcher.isHan($0) }, "\(phrase)")
                    if let first = characters.first, let last = characters.last {
                        #expect(form.edges.firstIsLetter == first.isLetter && form.edges.lastIsLetter == last.isLetter, "\(phrase)")
                        #expect(form.edges.firstIsWordCharacter == CueMatcher.isSpacedWordCharacter(first), "\(phrase)")
                        #expect(form.edges.lastIsWordCharacter == CueMatcher.isSpacedWordCharacter(last), "\(phrase)")
                        #expect(form.edges.firstIsNonAlphabeticLetter == (first.isLetter && !CueMatcher.isAlphabetic(first)), "\(phrase)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 3000)
        // Phrases no table holds: a decomposed accent and an emoji take the character path.
        for phrase in ["e\u{301}viter", "👍🏽 ok", "Ｆｕｌｌ"] {
            let characters = Array(phrase.lowercased())
            #expect(PhraseForm(phrase).codes == characters.map(CueMatcher.code), "\(phrase)")
        }
    }

    @Test func scalarTestsAgreeWithCharacterProperties() {
        for character in Array("aZ_9 -‹é日ー한\u{301}e\u{301}\r\n👍🏽。，") {
            #expect(character.isLetterFast == character.isLetter, "\(character.debugDescription)")
            let scalars = Array(character.unicodeScalars)
            #expect(character.soleScalar == (scalars.count == 1 ? scalars[0] : "\u{0}"), "\(character.debugDescription)")
        }
    }

    /// The cache of recent scans gives what a fresh scan gives, the second time as the first.
    @Test func cachedCueScansEqualFreshOnes() {
        let text = Array(" never use `print`; prefer logger instead of print statements ")
        let first = Lexicon.hits(in: text)
        #expect(!first.isEmpty)
        #expect(Lexicon.hits(in: text) == first)
        #expect(Lexicon.matcher.hits(in: text) == first)
    }

    @Test func fastLowerCasingAgreesWithTheStandardLibrary() {
        for text in ["Never Use `Print`", "ÉVITER les Singletons", "İstanbul", "ẞ STRASSE", "プロトコル ABC", "", "A\u{301}B", "Z@[`{",
                     "ΣΑΣ ΟΔΟΣ", "ǄEMAL", "ﬃ Ⅻ", "ÅNGSTRÖM — ПРИВЕТ", "⚠️ Ⓐ 🇫🇷"] {
            // Byte for byte: `==` on strings would let two spellings of one text pass.
            #expect(Array(text.lowercasedFast().utf8) == Array(text.lowercased().utf8), "\(text)")
            #expect(Array(text.dropFirst().lowercasedFast().utf8) == Array(text.dropFirst().lowercased().utf8), "\(text)")
        }
    }

    @Test func memoForgetsPastItsLimitAndKeepsAnswering() {
        let memo = Memo<Int, Int>(limit: 3)
        var computed = 0
        for round in 0..<2 {
            for key in 0..<5 {
                #expect(memo.get(key) { computed += 1; return $0 * 2 } == key * 2, "round \(round)")
            }
        }
        // Five keys through a memo of three: the second round recomputes what was forgotten.
        #expect(computed > 5)
        #expect(memo.get(4) { _ in -1 } == 8)
    }
}

/// The readings written by hand in place of regular expressions say what the expressions said.
@Suite struct HandReadPatternTests {
    @Test func aCopulaBeforeCodeStatesARule() {
        let yes = [" models are `final` ", " it is always a `struct` ", " the type stays `private` ", " x remains an `actor` ", " is\t`final`"]
        let no = [" this `final` ", " is, `final` ", " the `final` is ", " misc `final` ", " is the `final` "]
        for text in yes { #expect(ModalityDetector.statesCodeAsState(Array(text.replacingOccurrences(of: "`final`", with: "‹code›")
            .replacingOccurrences(of: "`struct`", with: "‹code›").replacingOccurrences(of: "`private`", with: "‹code›")
            .replacingOccurrences(of: "`actor`", with: "‹code›"))), "\(text)") }
        for text in no { #expect(!ModalityDetector.statesCodeAsState(Array(text.replacingOccurrences(of: "`final`", with: "‹code›")
            .replacingOccurrences(of: "`x`", with: "‹code›"))), "\(text)") }
    }

    /// The reading by hand of "no UI" finds what the expression it replaced found.
    @Test func uiAfterARefusalIsReadAsTheExpressionReadIt() {
        let expression = CompiledPattern(#"\b(?:no|never imports?|not import|must not import|without|nor|imports? no)\s+(ui)\b"#)
        let texts = [
            "views never import ui here", "no suitable type", "no ui", "core: no\tui, nor ui.", "casino ui", "never imports ui",
            "must not import ui", "not  import ui", "import no ui kit", "imports no ui", "without ui_kit", "without ui-kit",
            "no uis", "ui only", "no ‹code› ui", "domain (no ui)", "nono ui", "no\nui", " no ui ", "must not import  ui",
        ]
        for text in texts {
            let expected = expression.groupRanges(1, in: text).map { $0.location..<($0.location + $0.length) }
            #expect(Utterance.uiAfterRefusal(in: Array(text)) == expected, "\(text)")
        }
    }

    /// Character offsets, so text with an emoji or a decomposed accent is read too (the
    /// expression's UTF-16 offsets did not fit such text, which was left unread).
    @Test func uiAfterARefusalIsFoundBesideCharactersOfSeveralScalars() {
        for text in ["⚠️ core: no ui", "e\u{301}te\u{301}: no ui", "🇫🇷 views never import ui"] {
            let characters = Array(text)
            let start = characters.count - 2
            #expect(Utterance.uiAfterRefusal(in: characters) == [start..<(start + 2)], "\(text)")
        }
    }

    @Test func aPurposeAfterATargetGivesItsVerb() {
        #expect(StatementReader.purposeVerb(opening: " to keep views small") == "keep")
        #expect(StatementReader.purposeVerb(opening: "  in order to test it") == "test")
        #expect(StatementReader.purposeVerb(opening: " to Keep") == nil)
        #expect(StatementReader.purposeVerb(opening: "to keep") == nil)
        #expect(StatementReader.purposeVerb(opening: " into views") == nil)
        #expect(StatementReader.purposeVerb(opening: " to the") == "the")
    }
}
