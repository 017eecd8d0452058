import PreflightChecks
import PreflightModel

/// Rules on how long names are: "no single-character variable names", "names have at least
/// three characters", "변수명은 최소 2글자", "名前は3文字以上" → `name-length`. Names the rule
/// calls allowed ("`x`, `y` and `i` are fine", "except `id`") stay allowed; names it gives as
/// examples of bad ones ("(`f`, `n`, etc.)") are only that.
enum NameLengthMapper {
    static func map(_ context: inout MappingContext) -> [Mapped] {
        let statement = context.statement
        guard let modality = statement.modality else { return [] }
        let lowered = statement.text.lowercasedFast()
        // Most statements say nothing of a length: the words of one decide before anything else.
        let saysALength = modality.isNegative
            ? Lexicon.singleCharacterWords.contains(where: lowered.includes) || lowered.includes("than")
            : Lexicon.atLeastWords.contains(where: lowered.includes)
        let words = Set(lowered.split(whereSeparator: { !$0.isLetterFast }).map(String.init))
        // A Latin word stands alone ("names", not "usernames"); another script's is searched.
        let says = { (list: [String]) in list.contains { words.contains($0) || (!$0.unicodeScalars.first!.isASCII && lowered.includes($0)) } }
        guard saysALength, says(Lexicon.nameNouns),
              let minimum = minimum(in: lowered, modality: modality) else {
            return []
        }
        // "Why do we avoid single-letter names?": a question asks, it does not rule.
        if statement.text.trimming(" ").hasSuffix("?") || statement.text.trimming(" ").hasSuffix("？") { return [] }
        // "single-letter type names", "test method names", "a single letter as a prefix": names
        // of another kind, or a part of a name, which this check does not measure.
        let otherKinds: Set<Cue> = [.typeNoun, .functionNoun, .parameterNoun, .caseNoun, .prefixCue, .suffixCue]
        if Lexicon.hits(in: Array(" " + lowered + " ")).contains(where: { otherKinds.contains($0.cue) })
            || says(Lexicon.otherNameOwners) {
            context.miss("the minimum length is said of names this check does not measure (types, files, parameters, tests, prefixes)")
            return []
        }
        // "No single-letter names in public APIs", "… unless it is a loop index": a place or a
        // condition this reading does not narrow the check to; other readings (or a person) take it.
        guard !namesAPlaceOrCondition(lowered) else {
            context.miss("the minimum length of names holds only in a place or case the sentence names in words")
            return []
        }
        let kinds = Lexicon.variableNouns.contains(where: lowered.includes) ? DeclarationKinds.properties : DeclarationKinds.members
        let allowed = allowedNames(below: minimum, context: context)
        context.claimAll { _ in true }
        let severity: Severity = statement.modality == .prefer || statement.modality == .avoid ? .warning : .error
        return [Mapped(check: NameLengthCheck(minimum: minimum, declarations: kinds, allowed: allowed),
                       origin: "names at least \(minimum) characters long", severity: severity, decidesWholeStatement: true)]
    }

    /// The minimum a sentence states: 2 for a refusal of single-character names, else the number
    /// of "at least N characters" (required) or "shorter than N characters" (refused).
    static func minimum(in lowered: String, modality: Modality) -> Int? {
        if modality.isNegative {
            if Lexicon.singleCharacterWords.contains(where: lowered.includes) { return 2 }
            return statedLength(in: lowered, refused: true).flatMap(plausible)
        }
        return statedLength(in: lowered, refused: false).flatMap(plausible)
    }

    /// A name length a rule would state: two to ten characters.
    static func plausible(_ value: Int) -> Int? { (2...10).contains(value) ? value : nil }

    /// The code names shorter than the minimum that stand in a clause calling them allowed: the
    /// parenthesis or sentence holding them says "except", "fine", "whitelisted".
    static func allowedNames(below minimum: Int, context: MappingContext) -> [String] {
        let characters = context.reading.utterance.characters
        var names: [String] = []
        for term in context.reading.terms where term.isCode && term.text.count < minimum
            && term.text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) {
            let clause = String(characters[enclosingClause(of: term.position, in: characters)]).lowercasedFast()
            let words = clause.split(whereSeparator: { !$0.isLetterFast && $0 != "-" }).map(String.init)
            if words.contains(where: { Lexicon.allowedNameWords.contains($0) }) || Lexicon.allowedNameWords.contains(where: { !$0.unicodeScalars.first!.isASCII && clause.includes($0) }) {
                names.append(term.text)
            }
        }
        return names
    }

    /// Whether the sentence, its parentheses that allow names left out, says where or when.
    static func namesAPlaceOrCondition(_ lowered: String) -> Bool {
        var kept = ""
        var depth = 0
        var aside = ""
        for character in lowered {
            if character == "(" || character == "（" { depth += 1; aside = ""; continue }
            if depth > 0, character == ")" || character == "）" {
                depth -= 1
                let words = aside.split(whereSeparator: { !$0.isLetterFast && $0 != "-" }).map(String.init)
                if !words.contains(where: { Lexicon.allowedNameWords.contains($0) }) { kept += " " + aside + " " }
                continue
            }
            if depth > 0 { aside.append(character) } else { kept.append(character) }
        }
        // "except `id` and `x`": names left out are what `allowed` holds, not a place; "at
        // least 3 characters" is the length, not a place "at".
        kept = withoutNameExceptions(kept)
        for opener in Lexicon.minimumOpeners + Lexicon.shorterOpeners { kept = kept.replacingOccurrences(of: opener, with: " ") }
        let placing: Set<Cue> = [.location, .condition, .escape, .exception, .outside]
        return Lexicon.hits(in: Array(" " + kept + " ")).contains { placing.contains($0.cue) }
    }

    /// The parenthesis around `position`, or else the sentence (up to a full stop or semicolon).
    static func enclosingClause(of position: Int, in characters: [Character]) -> Range<Int> {
        var start = position
        while start > 0, !"(.;。（".contains(characters[start - 1]) { start -= 1 }
        var end = position
        while end < characters.count, !").;。）".contains(characters[end]) { end += 1 }
        return start..<end
    }
}
