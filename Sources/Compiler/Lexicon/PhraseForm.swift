import Foundation

/// A phrase as the matchers compare it, lower-cased and numbered once when the tables are
/// built: the codes of its characters and what the boundary tests ask of its ends. Thousands of
/// phrases are built at every start, so an ASCII phrase (nearly all of them) is read byte by
/// byte instead of as `Character`s.
struct PhraseForm {
    var codes: [UInt32]
    /// A letter of a script that separates words with spaces: the phrase only counts whole.
    var hasAlphabeticLetter: Bool
    /// Every letter is a Han ideograph (a Chinese phrase, not a Japanese one).
    var hasOnlyHanLetters: Bool
    var edges: PhraseEdges

    init(_ phrase: String) {
        if phrase.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(ascii: phrase.utf8)
            return
        }
        self.init(characters: Array(phrase.lowercasedFast()))
    }

    private init(ascii bytes: String.UTF8View) {
        codes = bytes.map { byte in UInt32(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
        hasAlphabeticLetter = codes.contains(where: PhraseForm.isASCIILetter)
        hasOnlyHanLetters = !hasAlphabeticLetter
        edges = PhraseEdges(first: codes.first.map(PhraseForm.asciiFacts), last: codes.last.map(PhraseForm.asciiFacts))
    }

    private init(characters: [Character]) {
        codes = characters.map(CueMatcher.code)
        // The script test first: it is a comparison, `isLetter` a Unicode property lookup.
        hasAlphabeticLetter = characters.contains { CueMatcher.isAlphabetic($0) && $0.isLetterFast }
        hasOnlyHanLetters = characters.allSatisfy { CueMatcher.isHan($0) || !$0.isLetterFast }
        edges = PhraseEdges(first: characters.first.map(PhraseForm.facts), last: characters.last.map(PhraseForm.facts))
    }

    private static func isASCIILetter(_ code: UInt32) -> Bool {
        (0x61...0x7A).contains(code) || (0x41...0x5A).contains(code)
    }

    private static func asciiFacts(_ code: UInt32) -> PhraseEdges.Facts {
        let letter = isASCIILetter(code)
        let digit = (0x30...0x39).contains(code)
        return .init(isLetter: letter, isWordCharacter: letter || digit || code == 0x5F, isNonAlphabeticLetter: false)
    }

    private static func facts(_ character: Character) -> PhraseEdges.Facts {
        .init(isLetter: character.isLetterFast, isWordCharacter: CueMatcher.isSpacedWordCharacter(character),
              isNonAlphabeticLetter: character.isLetterFast && !CueMatcher.isAlphabetic(character))
    }
}

/// What the boundary tests of `CueMatcher.hit` ask of a phrase's first and last characters.
struct PhraseEdges: Sendable {
    struct Facts {
        var isLetter = false
        var isWordCharacter = false
        var isNonAlphabeticLetter = false
    }

    let firstIsLetter: Bool
    let lastIsLetter: Bool
    let firstIsWordCharacter: Bool
    let lastIsWordCharacter: Bool
    /// A letter of a script without spaces (a CJK character): a one-character negation of
    /// such a script counts only after a break.
    let firstIsNonAlphabeticLetter: Bool

    init(first: Facts?, last: Facts?) {
        firstIsLetter = first?.isLetter ?? false
        lastIsLetter = last?.isLetter ?? false
        firstIsWordCharacter = first?.isWordCharacter ?? false
        lastIsWordCharacter = last?.isWordCharacter ?? false
        firstIsNonAlphabeticLetter = first?.isNonAlphabeticLetter ?? false
    }
}
