import Testing
@testable import PreflightReport

/// `singleLine` answers from the bytes when a text is already one clean line; it must never
/// say so of a text the character walk would change.
@Suite struct SingleLineTests {
    static let texts = [
        "forbids `.padding(<number>)`", "Identifiers end in `Id`, never `ID`.", "café… “quoted” ’", "a\tb", "a\nb", "a\r\nb",
        " leading", "trailing ", "\u{00A0}nbsp", "nbsp\u{00A0}", "esc\u{1B}[31mred", "del\u{7F}", "nel\u{85}x", "c1\u{9F}x",
        "line\u{2028}sep", "para\u{2029}sep", "\u{2027}\u{202A}fine", "é", "x", "", "\u{0B}v", "form\u{0C}feed",
        "e\u{301}", "🇫🇷 flag", "ok\u{A0}inside", "[a-z]+", "~tilde~",
    ]

    @Test func theByteTestAgreesWithTheCharacterWalk() {
        for text in Self.texts {
            #expect(text.singleLine == text.collapsedToOneLine, "\(text.debugDescription)")
            if text.isCleanSingleLine { #expect(text.collapsedToOneLine == text, "\(text.debugDescription)") }
        }
    }

    @Test func plainTextIsCleanAndControlsOrBreaksAreNot() {
        #expect("forbids `.padding(<number>)`".isCleanSingleLine)
        #expect("café… “quoted” here".isCleanSingleLine)
        for text in ["a\nb", "a\tb", "esc\u{1B}x", "nel\u{85}x", "line\u{2028}x", " lead", "trail ", "end\u{00A0}", ""] {
            #expect(!text.isCleanSingleLine, "\(text.debugDescription)")
        }
        #expect("esc\u{1B}[31mred".singleLine == "esc[31mred")
        #expect(" a\n\n\tb ".singleLine == "a b")
    }
}
