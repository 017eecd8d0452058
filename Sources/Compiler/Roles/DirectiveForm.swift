/// Whether a sentence prescribes or only tells. Convention documents mix the two: "`Core` never
/// imports `UI`" is a rule; "typing `\n` doesn't submit", "`AuthManager` supports both legacy and
/// OAuth flows" and "returns `x` (does not trigger a load)" describe what code does, and a check
/// made from them flags the code they describe.
///
/// A sentence is a directive when a word that only rules use stands in it ("must", "never",
/// "should", "avoid", an imperative opening a clause, a ✅ / ❌ label). Words that facts use as
/// often as rules (`Cue.weakModal`: "doesn't", "cannot", "no", "legacy", "every") make it one only
/// where a rule puts them: opening a clause ("No `print`", "(not `ObservableObject`)"), before a
/// convention verb ("views don't import `UIKit`"), or right before the code they refuse. A verb
/// telling what a named thing does ("`Bridge` uses JSON (not `X`)") before such a word keeps the
/// sentence a description. Only prose mostly in Latin letters is judged: the tables of the other
/// languages mark their rules with words this distinction does not need.
enum DirectiveForm {
    /// Where code stands in a text: `‹code›` in prose, a term placeholder in an `Utterance`.
    typealias CodeMark = (Character) -> Bool
    static let proseCode: CodeMark = { $0 == "‹" }

    /// - Parameter characters: the sentence's prose, lower-cased, code spans as `‹code›`.
    static func isDirective(_ characters: [Character], hits: [CueHit], isCode: CodeMark = proseCode) -> Bool {
        guard isMostlyLatin(characters) else { return true }
        // "Do: `A` Don't: `B`", "❌ `X`": a label gives the line its verdict.
        if !StatementReader.labelHits(hits, characters: characters).isEmpty { return true }
        let weakRanges = Set(hits.filter { $0.cue == .weakModal }.map(\.range))
        let modal: Set<Cue> = [.negation, .avoid, .obligation, .recommendation]
        let clauseStarts = clauseStartPositions(characters, isCode: isCode)
        var sawWeak = false
        for hit in hits where modal.contains(hit.cue) {
            guard weakRanges.contains(hit.range) else { return true }
            sawWeak = true
            if weakHitDirects(hit, characters: characters, hits: hits, clauseStarts: clauseStarts, isCode: isCode) { return true }
        }
        if !sawWeak { return true }
        // The other signs of a rule (an imperative, a label, a preference between two forms, a
        // naming declaration) are read by the modality detector as before; here only a sentence
        // whose sole modal words are weak is set aside.
        return hits.contains { hit in
            if hit.cue == .imperative { return clauseStarts.contains(hit.range.lowerBound) }
            let isLabel = hit.cue == .goodLabel || hit.cue == .badLabel
            return isLabel && !hit.phrase.unicodeScalars.contains(where: \.properties.isAlphabetic)
        }
    }

    /// Whether a weak word (`Cue.weakModal`) stands where a rule puts it, in a text that is
    /// mostly Latin letters (elsewhere every modal word counts, as before).
    static func weakHitDirects(_ hit: CueHit, characters: [Character], hits: [CueHit], isCode: CodeMark) -> Bool {
        guard isMostlyLatin(characters) else { return true }
        return weakHitDirects(hit, characters: characters, hits: hits, clauseStarts: clauseStartPositions(characters, isCode: isCode),
                              isCode: isCode)
    }

    static func weakHitDirects(_ hit: CueHit, characters: [Character], hits: [CueHit], clauseStarts: Set<Int>,
                               isCode: CodeMark) -> Bool {
        // "New asynchronous code uses `async/await`, not completion handlers": code not yet
        // written is never described, only prescribed.
        if hits.contains(where: { $0.cue == .newCode && $0.range.upperBound <= hit.range.lowerBound }) { return true }
        // "`Bridge` uses JSON over TCP (not `X`)": a description with a contrast in it.
        // The verb follows its subject; one opening a clause is an imperative or an adjective
        // ("fixed heights"), unless its -s says a subject was left out ("Returns `x`").
        // A dash or a semicolon closes the description: "`@Observable` generates the plumbing —
        // no manual `@Published`" tells, then rules; "(not `X`)" and ", not `X`" stay in it.
        let sentenceStart = independentClauseStart(before: hit.range.lowerBound, in: characters)
        let describedBefore = hits.contains {
            $0.cue == .describingVerb && $0.range.upperBound <= hit.range.lowerBound && $0.range.lowerBound >= sentenceStart
                && (!clauseStarts.contains($0.range.lowerBound) || $0.phrase.hasSuffix("s"))
        }
        if describedBefore, !clauseStarts.contains(where: { start in
            hits.contains { $0.cue == .imperative && $0.range.lowerBound == start && start < hit.range.lowerBound }
        }) {
            return false
        }
        let after = words(after: hit.range.upperBound, in: characters, count: 3, isCode: isCode)
        // "no `X` needed", "no `X` required": what is unnecessary, not what is forbidden.
        if after.count >= 2, after[0] == "‹code›", Lexicon.neededWords.contains(after[1]) { return false }
        if clauseStarts.contains(hit.range.lowerBound) { return true }
        // "`@MainActor` on every view model": a group named whole is what a rule speaks of
        // ("at all" is no group).
        if Lexicon.wholeGroupWords.contains(hit.phrase) {
            return !(hit.phrase == "all" && hit.range.lowerBound >= 3 && String(characters[(hit.range.lowerBound - 3)..<hit.range.lowerBound]) == "at ")
        }
        // "La capa `Data` no importa `SwiftUI`": a verb of using right after the word, in any language.
        var next = hit.range.upperBound
        while next < characters.count, characters[next] == " " { next += 1 }
        if Lexicon.bareNegations.contains(hit.phrase) || Lexicon.auxiliaryRefusals.contains(hit.phrase),
           hits.contains(where: { $0.range.lowerBound == next && [.importVerb, .useVerb, .inheritVerb, .conformVerb].contains($0.cue) }) {
            return true
        }
        // "View models do not `import SwiftUI`", "async functions don't end in `Async`".
        if Lexicon.auxiliaryRefusals.contains(hit.phrase), after.first == "‹code›" { return true }
        if Lexicon.auxiliaryRefusals.contains(hit.phrase), hits.contains(where: { [.suffixCue, .prefixCue, .casingCue].contains($0.cue) && $0.range.lowerBound > hit.range.lowerBound }) {
            return true
        }
        if Lexicon.auxiliaryRefusals.contains(hit.phrase), var verb = after.first {
            // "cannot be invoked", "must not be used": the passive names the verb after "be".
            if verb == "be", after.count > 1 { verb = after[1] }
            return conventionVerbs.contains { verb == $0 || (verb.hasPrefix($0) && verb.count <= $0.count + 3) }
        }
        // "Navigation is not decided inside a feature": a passive convention, unless the
        // participle states a fact ("is not needed", "is not supported").
        if hit.phrase == "not", let participle = after.first, participle.hasSuffix("ed") || participle.hasSuffix("en"),
           words(before: hit.range.lowerBound, in: characters).last.map({ Lexicon.passiveAuxiliaries.contains($0) }) == true,
           !hits.contains(where: { $0.cue == .factParticiple && $0.range.lowerBound == next && $0.phrase == participle }) {
            return true
        }
        // "`A`, not `B`", "no `print`": the word refuses the code right after it — unless it
        // is part of a noun phrase ("cells with no `@Observed` properties").
        if Lexicon.bareNegations.contains(hit.phrase), after.first == "‹code›" {
            return !Lexicon.nounPhrasePrepositions.contains(words(before: hit.range.lowerBound, in: characters).last ?? "")
        }
        return false
    }

    static let conventionVerbs = Lexicon.phrases(.conventionVerb)

    /// Where the independent clause holding a position starts: after the last dash, semicolon or
    /// sentence end before it (a comma or a parenthesis only joins a clause to its sentence).
    static func independentClauseStart(before position: Int, in characters: [Character]) -> Int {
        var index = min(position, characters.count)
        while index > 0 {
            let character = characters[index - 1]
            if "—–;；。".contains(character) { return index }
            if character == " ", index >= 2 {
                let previous = characters[index - 2]
                let spacedDash = previous == "-" && index >= 3 && characters[index - 3] == " "
                if ".!?".contains(previous) || spacedDash { return index }
            }
            index -= 1
        }
        return 0
    }

    /// Whether the sentence describes rather than prescribes: a weak word that directs nothing,
    /// or a verb telling what a named thing does, and no sign of a rule. A list item of a
    /// "## Conventions" section takes the section's modality only when it does not describe
    /// ("`import Shared` gives you the tokens with no extra import" stays a description).
    static func describes(_ characters: [Character], hits: [CueHit]) -> Bool {
        guard isMostlyLatin(characters) else { return false }
        let starts = clauseStartPositions(characters, isCode: proseCode)
        // "Only `SettingsStore` touches `UserDefaults`": a restriction, whatever verb it uses.
        if hits.contains(where: { $0.cue == .only }) { return false }
        let telling = hits.contains { $0.cue == .describingVerb && !starts.contains($0.range.lowerBound) }
        let weak = hits.contains { $0.cue == .weakModal }
        return telling || (weak && !isDirective(characters, hits: hits))
    }

    /// Positions where a clause's first word starts: after the sentence start and after `,`
    /// `;` `:` `(` `)` `—` and a spaced dash, past spaces, emphasis marks and list markers.
    static func clauseStartPositions(_ characters: [Character], isCode: CodeMark) -> Set<Int> {
        var starts = Set<Int>()
        var expecting = true
        for (index, character) in characters.enumerated() {
            if expecting {
                if character.isLetterFast || isCode(character) { starts.insert(index); expecting = false }
                continue
            }
            // On scalars: a switch on `Character` compares strings, case after case.
            switch character.soleScalar {
            case ",", ";", ":", "(", ")", "—", "–", "[", "]", "|", "！", "？", "。", "，", "；", "：", "（", "）":
                expecting = true
            case "-":
                if index > 0, characters[index - 1].soleScalar == " " { expecting = true }
            case ".", "!", "?":
                if index + 1 < characters.count, characters[index + 1].soleScalar == " " { expecting = true }
            default:
                break
            }
        }
        return starts
    }

    /// The next words, lower-cased, code as `‹code›`, up to the end of the clause.
    static func words(after position: Int, in characters: [Character], count: Int, isCode: CodeMark) -> [String] {
        guard position < characters.count else { return [] }
        var result: [String] = []
        var word = ""
        var inProseCode = false
        for character in characters[position...] {
            if character == "‹" { inProseCode = true }
            if inProseCode {
                if character == "›" { inProseCode = false; result.append("‹code›"); if result.count == count { return result } }
                continue
            }
            if isCode(character) {
                if !word.isEmpty { result.append(word); word = "" }
                result.append("‹code›")
                if result.count == count { return result }
                continue
            }
            if character.isLetterFast || character == "'" {
                word += character.lowercased()
                continue
            }
            if !word.isEmpty {
                result.append(word)
                word = ""
                if result.count == count { return result }
            }
            if character == "," || character == "." || character == ";" || character == ":" || character == "(" || character == ")" { break }
        }
        if !word.isEmpty { result.append(word) }
        return result
    }

    /// The words before a position in its clause, lower-cased.
    static func words(before position: Int, in characters: [Character]) -> [String] {
        var start = position
        while start > 0, !",;:()".contains(characters[start - 1]) { start -= 1 }
        return String(characters[start..<position]).lowercasedFast().split(whereSeparator: { !$0.isLetterFast && $0 != "'" }).map(String.init)
    }

    static func isMostlyLatin(_ characters: [Character]) -> Bool {
        var latin = 0
        var other = 0
        // The letters of a code placeholder (‹code›) are no language: "`for-where` 사용
        // (`for x in xs where …`)" is a Korean sentence, however much code it quotes.
        var inPlaceholder = false
        for character in characters {
            if character.isLetterFast {
                guard !inPlaceholder else { continue }
                if CueMatcher.isAlphabetic(character) { latin += 1 } else { other += 1 }
            } else if character.utf8.first == 0xE2 {
                // ‹ and › are E2 80 B9 and E2 80 BA: only such a lead byte is worth comparing.
                let scalar = character.soleScalar
                if scalar == "‹" { inPlaceholder = true } else if scalar == "›" { inPlaceholder = false }
            }
        }
        return latin >= 3 * other
    }
}
