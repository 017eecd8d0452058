import PreflightChecks
import PreflightRepository
import PreflightSwiftSource

/// Where a rule's checks apply, as the compiler read it from the statement: path globs, the
/// types it speaks of, regions and file conditions. Every mapper and concept builds its checks
/// from one of these, so a rule's place is applied the same way whatever the check.
package struct Placement: Sendable, Equatable {
    package var paths: [Glob] = []
    package var languages: Set<SourceLanguage> = [.swift]
    package var code = CodeScope()
    /// Types or files where the target is allowed ("only `AppRouter` touches …").
    package var allowedIn: [String] = []
    /// The statement says the rule holds in tests too ("even in tests"), where concepts about
    /// shipped code (force unwraps, `print`) otherwise leave tests out.
    package var includesTests = false

    package init(paths: [Glob] = [], languages: Set<SourceLanguage> = [.swift], code: CodeScope = CodeScope(), allowedIn: [String] = []) {
        self.paths = paths
        self.languages = languages
        self.code = code
        self.allowedIn = allowedIn
    }
}

/// A thing prose names without code — "GCD", "force unwraps", "magic numbers in layout",
/// "hard-coded user-facing strings" — with the code patterns it stands for. Entries are data with
/// examples, grouped one file per area (`Concepts+Concurrency.swift`, …), and tested as the check
/// catalogue is: every triggering example fires, every non-triggering one stays silent.
package struct Concept: Sendable {
    package enum Area: String, Sendable, CaseIterable {
        case concurrency, state, layout, localization, colour, typography, deprecatedAPIs, currentAPIs, safety, logging, testing, organization, formatting
    }

    package var id: String
    package var area: Area
    package var title: String
    /// How prose names the disfavoured thing: "force unwraps", "GCD", "하드코딩된 문자열".
    package var phrases: [String]
    /// How prose names the practice that excludes it: "localize every string", "Dynamic Type".
    /// A positive statement naming one of these forbids the same code.
    package var practicePhrases: [String] = []
    /// The practice is one way among others to avoid the concept, not its only opposite: "use
    /// dependency injection" does not forbid every singleton, "dependency injection over
    /// singletons" does. Requiring the practice forbids the concept only when the statement
    /// names the concept as what the practice replaces.
    package var practiceForbidsOnlyInContrast = false
    /// Practice phrases too general to name the concept alone ("定数化", make it a constant: of a
    /// number, a key, a message): they count only in a statement that names the concept too
    /// ("マジックナンバーは定数化する").
    package var practicePhrasesNeedingConcept: [String] = []
    /// Code whose recommendation excludes it: "use `URL.documentsDirectory`" forbids looking the
    /// folder up through `FileManager`, "use `NavigationStack`" forbids `NavigationView`. Names
    /// as `practiceName(_:)` writes them.
    package var practiceCode: [String] = []
    /// Code a preference names as the thing its practice replaces ("prefer `let` over `var`":
    /// `var`), read as the concept when the statement offers the practice beside it.
    package var disfavouredCode: [String] = []
    /// The escape a statement gives ("`let` by default", "when values don't change") is exactly
    /// what the concept's checks tell apart (a `var` that something changes), so it keeps no
    /// item manual.
    package var decidesItsEscape = false
    /// When not empty, the only escapes and conditions the concept decides are those holding one
    /// of these words ("unless subclassed", not "when it makes sense").
    package var decidesEscapesSaying: [String] = []
    /// A kind of type (`class`) the statement must name, in prose or code, for the practice to be
    /// read: "`final` where possible" about classes, not "controllers are `final`", whose
    /// subject no group selects.
    package var statesKind: String?
    /// Words one of which the statement must hold for `practiceCode` to name this concept:
    /// "use `guard` for early returns" names early exits, "use `guard` for unwrapping" does not.
    package var practiceCodeNeeds: [String] = []
    /// Words saying what the concept is about ("single-expression"). A ban of `disfavouredCode`
    /// holding one names the concept with no practice beside it ("omit `return` in
    /// single-expression functions"; "never `return` early from `body`" does not), and a place or
    /// condition holding one restates the concept's reach instead of narrowing it.
    package var reachWords: [String] = []
    /// When not empty, a condition restates the reach only if every word of it is a reach word,
    /// one of these, or a small word: "when the last argument is a closure" restates where
    /// trailing closures apply, "when the last argument is a multi-line closure" narrows it.
    package var reachConditionWords: [String] = []
    /// Whether a plain ban of `disfavouredCode` with a reach word names the concept. False when
    /// the concept's checks find only some of what such a ban refuses ("no `if` inside loops"
    /// refuses every `if` there; an `if` that filters the loop is one of them).
    package var namedByReachAlone = true
    /// Nouns that, right after the concept's verb, name its whole reach ("force-unwrap
    /// optionals"). When set, any other English noun there narrows the concept to what its
    /// checks cannot pick ("force-unwrap errors"), and the concept gives no check.
    package var objectNouns: [String] = []
    /// Code written in the form the concept refuses, whatever names it uses (`if let x = x`):
    /// a ban of such code names the concept.
    package var disfavouredForm: (@Sendable (String) -> Bool)? = nil
    /// When set, code in the refused form names the concept only beside an alternative this
    /// accepts: "`[String]` instead of `Array<String>`" is about the shorthand, "avoid
    /// `Array<Any>`; use a typed array" is about the element type.
    package var disfavouredFormNeedsAlternative: (@Sendable (String) -> Bool)? = nil
    /// Code written in the practice's own form, whatever names it uses (`for user in users where
    /// user.isActive`): beside code that names the practice ("`for-where` 사용 (`for site in …`)")
    /// it is that practice's example, not more code to find. Alone it names nothing: "Example:
    /// `for site in sites where site.isValid`" shows a loop, it asks for none.
    package var practiceForm: (@Sendable (String) -> Bool)? = nil
    /// The concept whose checks find the practice itself, for a sentence that refuses it ("no
    /// trailing commas" refuses what "trailing commas in multi-line literals" asks for): nil
    /// when refusing the practice is nothing a check reads.
    package var refusal: String? = nil
    /// Words that, in a sentence refusing the practice, say where it is refused ("no trailing
    /// closures when a call takes two or more closures"): with one of them, the refusal is the
    /// concept `conditionalRefusal` names, whose checks find the practice just there.
    package var refusalWhenSaying: [String] = []
    package var conditionalRefusal: String? = nil
    /// Words that, in the condition of a sentence that allows the practice only there ("use
    /// trailing closures only when a call takes a single closure"), say where it stays allowed:
    /// everywhere else it is refused, which `conditionalRefusal` finds.
    package var allowedOnlySaying: [String] = []
    /// The concept whose findings break a requirement of this one ("use async/await", "Swift
    /// concurrency exclusively": no completion-handler APIs), for a statement that requires
    /// this concept alone and refuses nothing else. Nil when a requirement of it is nothing a
    /// check reads.
    package var requirementForbids: String? = nil
    /// What to use instead, for messages ("`Logger`").
    package var replacement: String?
    package var triggering: [String]
    package var nonTriggering: [String]
    /// Code whose presence shows a file uses the concept ("in code that uses async/await":
    /// `await`), for conditions.
    package var markers: [String] = []
    /// Path the examples are checked under.
    package var examplePath = "Sources/App/Feature/FeatureView.swift"
    /// The checks standing for the concept, placed where the rule says.
    package var make: @Sendable (Placement) -> [any FileCheck]
    /// A group of types named beside it is where it applies ("every view lives in its own
    /// file": views), not something the statement forbids.
    package var placesGroupsNamedBeside = false
    /// Whether its checks may tell a written pair of examples apart (`ExampleMapper`). A style
    /// that every declaration either keeps or breaks (an explicit access level) tells almost any
    /// two snippets apart, whatever the pair is about.
    package var tellsExamplesApart = true
    /// The checks narrowed by the statement's words ("inset" → the inset positions only); nil
    /// when the concept has no narrower forms.
    package var makeNarrowed: (@Sendable (Placement, Set<String>) -> [any FileCheck])? = nil
    /// The checks made from what the statement wrote for the concept — its code (`TODO`,
    /// `// FIXME:`) or its phrase ("HACK comments") — when that says which forms are meant; nil
    /// when the concept's checks do not depend on it.
    package var makeWritten: (@Sendable (Placement, [String]) -> [any FileCheck])? = nil
    /// The checks allowing the code a statement names beside the concept as what stays ("we use
    /// `Kingfisher`; no other third-party libraries"); nil when the concept allows nothing by name.
    package var makeAllowing: (@Sendable (Placement, [String]) -> [any FileCheck])? = nil

    /// Whether `code` is one of the concept's markers, or the module a marker imports
    /// (`XCTest` for `import XCTest`).
    package func isMarked(by code: String) -> Bool {
        markers.contains { $0 == code || $0 == "import " + code }
    }

    /// The checks for a statement with these prose words.
    package func checks(_ placement: Placement, words: Set<String>, allowing named: [String] = []) -> [any FileCheck] {
        if !named.isEmpty, let makeAllowing { return makeAllowing(placement, named) }
        return makeNarrowed?(placement, words) ?? make(placement)
    }
}

package enum ConceptCatalogue {
    package static let all: [Concept] = concurrency + state + layout + localization + colour + typography + deprecatedAPIs
        + currentAPIs + safety + logging + testing + organization + formatting + idioms

    package static func concept(_ id: String) -> Concept? { byId[id] }

    static let byId = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// Phrases naming the disfavoured thing, and phrases naming the practice (keyed `+id`).
    static let matcher = PhraseMatcher(all.flatMap { concept in
        concept.phrases.flatMap(withVerbForms).map { (key: concept.id, phrase: $0) }
            + concept.practicePhrases.map { (key: "+" + concept.id, phrase: $0) }
    })

    /// "hard-coded colours" is also said as the act: "do not hardcode colours", "never hard-code
    /// colours", "avoid hardcoding colours".
    static func withVerbForms(_ phrase: String) -> [String] {
        guard let participle = Lexicon.hardCodedParticiples.first(where: { phrase.hasPrefix($0 + " ") }) else { return [phrase] }
        let noun = phrase.dropFirst(participle.count + 1)
        return [phrase] + Lexicon.hardCodeVerbs.map { $0 + " " + noun }
    }

    /// The concepts a preference names by the code their practice replaces (`var`), when the
    /// same statement names the practice's code (`let`) as the alternative.
    package static func concepts(disfavouring code: String, alternatives: [String]) -> [Concept] {
        all.filter { concept in
            concept.disfavouredCode.contains(code) && alternatives.contains { practices(namedBy: $0).contains { $0.id == concept.id } }
        }
    }

    /// The concepts whose refused form `code` is written in.
    package static func concepts(writtenAs code: String, alternatives: [String] = []) -> [Concept] {
        all.filter { concept in
            guard concept.disfavouredForm?(code) == true else { return false }
            guard let accepts = concept.disfavouredFormNeedsAlternative else { return true }
            return alternatives.contains(where: accepts)
        }
    }

    /// The concepts a ban of `code` names by itself, in a statement saying `said` (lowercased).
    package static func concepts(disfavouring code: String, saying said: String) -> [Concept] {
        all.filter { concept in
            concept.namedByReachAlone && concept.disfavouredCode.contains(code) && concept.reachWords.contains { said.includes($0) }
        }
    }

    /// The concepts whose practice a code span names (`URL.documentsDirectory`, `.task { }`).
    package static func practices(namedBy code: String) -> [Concept] {
        practicesByCode[practiceName(code)] ?? []
    }

    static let practicesByCode: [String: [Concept]] = all.reduce(into: [:]) { table, concept in
        for name in concept.practiceCode { table[practiceName(name), default: []].append(concept) }
    }

    /// `.task { }` → `task`, `appending(path:)` → `appending(path:)`, `@Environment(\\.dismiss)` → `dismiss`,
    /// `NavigationStack { … }` → `NavigationStack`: the name with its labels, not its arguments.
    package static func practiceName(_ code: String) -> String {
        var text = code.trimming(" ")
        if text.hasPrefix("@Environment(\\."), text.hasSuffix(")") { text = String(text.dropFirst(15).dropLast()) }
        // `@Observable` (the macro) and `Observable` (a stream type elsewhere) stay apart.
        text = text.trimmingPrefix(".")
        if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]).trimming(" ") }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return text }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        // Labels alone (`path:`) are part of the name; values (`"a"`, `…`) are not.
        let labelsOnly = !inside.isEmpty && inside.hasSuffix(":") && inside.split(separator: ":").allSatisfy { $0.allSatisfy { $0.isLetterFast || $0 == "_" } }
        return labelsOnly ? text : String(text[..<open])
    }

    /// Concepts named in lower-cased text: the id, whether it names the practice, the range.
    package static func mentions(in text: [Character]) -> [(id: String, isPractice: Bool, range: Range<Int>)] {
        let hits = matcher.hits(in: text)
        return (hits + slashSiblings(of: hits, in: text)).sorted { $0.range.lowerBound < $1.range.lowerBound }.map { hit in
            hit.key.hasPrefix("+") ? (String(hit.key.dropFirst()), true, hit.range) : (hit.key, false, hit.range)
        }
    }

    /// "Avoid force unwrap/try", "no force-unwraps/casts": a word after a slash that closes a
    /// phrase stands for the phrase with its last word replaced, when that is a phrase too
    /// ("force try"). The word alone is the mention, so each concept keeps its own range.
    static func slashSiblings(of hits: [PhraseMatcher<String>.Hit], in text: [Character]) -> [PhraseMatcher<String>.Hit] {
        var found: [PhraseMatcher<String>.Hit] = []
        for hit in hits {
            let phrase = text[hit.range]
            guard let cut = phrase.lastIndex(where: { $0 == " " || $0 == "-" }) else { continue }
            let head = Array(phrase[..<(cut + 1)])
            var end = hit.range.upperBound
            while end < text.count, text[end] == "/" {
                var wordEnd = end + 1
                while wordEnd < text.count, text[wordEnd].isLetterFast { wordEnd += 1 }
                // "force-unwraps/tries": the sibling may be spelled with a space where the first had a hyphen.
                let spellings = [head, Array(head.dropLast()) + [head.last == "-" ? " " : "-"]].map { $0 + text[(end + 1)..<wordEnd] }
                guard wordEnd > end + 1, let sibling = spellings.lazy.compactMap({ candidate in
                    matcher.hits(in: candidate).first(where: { $0.range == 0..<candidate.count })
                }).first else { break }
                found.append(PhraseMatcher.Hit(key: sibling.key, range: (end + 1)..<wordEnd))
                end = wordEnd
            }
        }
        return found
    }
}
