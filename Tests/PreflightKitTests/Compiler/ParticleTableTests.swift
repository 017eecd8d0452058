import Testing
@testable import PreflightCompiler

/// Every particle of the lexicon, read where a document writes it — right after code, before a
/// space — is found as itself (object particles close the phrase and give none), and the roles
/// they give a term come out of a reading of a real sentence.
@Suite struct ParticleTableTests {
    /// The particle read after the code of "`X`<particle> 사용".
    static func particle(after code: String, _ particle: String) -> String? {
        let utterance = Utterance("`\(code)`\(particle) 사용")
        guard let term = utterance.terms.first else { return "no term" }
        return ParticleRoles.particle(after: term.position, utterance.characters, end: utterance.characters.count)
    }

    @Test(arguments: Lexicon.placeParticles + Lexicon.goalParticles + Lexicon.topicParticles + Lexicon.onlyPlaceParticles)
    func aParticleAfterCodeIsFound(_ particle: String) {
        #expect(Self.particle(after: "X", particle) == particle)
    }

    @Test(arguments: Lexicon.objectParticles)
    func anObjectParticleClosesThePhraseWithoutAPlace(_ particle: String) {
        #expect(Self.particle(after: "X", particle) == nil)
    }

    /// The lists do not overlap: one particle, one part in the sentence.
    @Test func eachParticleHasOnePart() {
        let lists = [Lexicon.placeParticles, Lexicon.goalParticles, Lexicon.topicParticles, Lexicon.objectParticles, Lexicon.onlyPlaceParticles]
        let all = lists.flatMap { $0 }
        #expect(Set(all).count == all.count)
    }
}

/// The casing words of every language's `casingCue` list, and what camel case each names.
@Suite struct CamelCaseTableTests {
    @Test func everyCasingCueNamesACamelCaseOrNone() {
        let table: [(String, Lexicon.CamelCase?)] = [
            ("UpperCamelCase", .upper), ("upper camel case", .upper), ("PascalCase", .upper), ("pascal case", .upper),
            ("lowerCamelCase", .lower), ("lower camel case", .lower), ("camelCase", .either), ("CamelCase", .either),
            ("camel case", .either), ("snake_case", nil), ("kebab-case", nil), ("uppercase", nil),
        ]
        for (word, style) in table { #expect(Lexicon.camelCase(of: word) == style, "\(word)") }
    }

    /// The words a check's summary is compared on agree with the mapper's reading.
    @Test func coverageComparesCasingsByTheirStyle() {
        #expect(CheckCoverage.casingStyle("pascalcase") == true)
        #expect(CheckCoverage.casingStyle("uppercamelcase") == true)
        #expect(CheckCoverage.casingStyle("lowercamelcase") == false)
        #expect(CheckCoverage.casingStyle("camelcase") == false)
        #expect(CheckCoverage.related("pascalcase", "uppercamelcase"))
        #expect(!CheckCoverage.related("pascalcase", "lowercamelcase"))
    }
}
