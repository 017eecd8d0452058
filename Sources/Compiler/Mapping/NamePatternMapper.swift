import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// "Boolean properties start with `is` or `has`", "types never end in `Manager`", "enum cases
/// are lowerCamelCase", "no `k` prefix on constants": a pattern on the names of one kind of
/// declaration. The subject must be only that kind (and a `Bool` type or a conformance): "delegate
/// protocols end in `Delegate`" does not say which protocols are delegates, so it stays manual.
package enum NamePatternMapper {
    /// Words that may stand in the subject besides its kind.
    static let neutralWords: Set<String> = [
        "all", "every", "each", "any", "the", "our", "a", "an", "their", "its", "declared", "swift", "name", "names",
        "named", "identifier", "identifiers", "must", "should", "always", "never", "do", "does", "not", "no", "are", "is",
        "be", "have", "has", "use", "uses", "with", "a", "public", "internal", "private", "new", "that", "which", "conform",
        "conforms", "conforming", "to", "of",
    ]

    package static func map(_ context: inout MappingContext) -> [Mapped] {
        let reading = context.reading
        let cues = reading.utterance.cues
        let prefixCue = cues.first { $0.cue == .prefixCue }
        let suffixCue = cues.first { $0.cue == .suffixCue }
        let casingCue = cues.first { $0.cue == .casingCue }
        guard let cue = prefixCue ?? suffixCue ?? casingCue else { return [] }
        // The subject: the words before the pattern's cue (or the modal word before it).
        let subjectEnd = cues.first { [.negation, .avoid, .obligation, .recommendation].contains($0.cue) && $0.range.lowerBound < cue.range.lowerBound }?
            .range.lowerBound ?? cue.range.lowerBound
        var kinds: [String] = []
        var typeAnnotation: String?
        var conformance: String?
        for hit in cues where hit.range.upperBound <= subjectEnd {
            switch hit.cue {
            case .functionNoun: kinds += ["func"]
            case .propertyNoun: kinds += ["var", "let"]
            case .caseNoun: kinds += ["case"]
            case .booleanNoun: typeAnnotation = "Bool"; if kinds.isEmpty { kinds += ["var", "let"] }
            case .typeNoun:
                let word = hit.phrase.lowercased()
                let singular = word.hasSuffix("es") && ["classes"].contains(word) ? String(word.dropLast(2)) : word.hasSuffix("s") ? String(word.dropLast()) : word
                kinds += ["class", "struct", "enum", "protocol", "actor"].contains(singular) ? [singular] : ["type"]
            default: break
            }
        }
        for term in reading.terms where term.position < subjectEnd {
            if term.text == "Bool" { typeAnnotation = "Bool"; if kinds.isEmpty { kinds = ["var", "let"] }; continue }
            if let name = term.span?.typeName, reading.has(.conformVerb) { conformance = name; continue }
            return []
        }
        guard !kinds.isEmpty else { return [] }
        // Every other prose word of the subject must be neutral: "delegate protocols" names a subset.
        let covered = cues.filter { $0.range.upperBound <= subjectEnd && [.functionNoun, .propertyNoun, .caseNoun, .booleanNoun, .typeNoun, .universal, .conformVerb].contains($0.cue) }
        var word = ""
        var index = 0
        let characters = reading.utterance.characters
        while index <= subjectEnd {
            let character = index < subjectEnd ? characters[index] : " "
            if character.isLetter { word.append(character) } else if !word.isEmpty {
                let start = index - word.count
                if !covered.contains(where: { $0.range.contains(start) }), !neutralWords.contains(word) { return [] }
                word = ""
            }
            index += 1
        }
        let forbids = reading.frames.contains { $0.modality.forbids } || context.statement.modality?.isNegative == true
        var check = NamePatternCheck(declarations: Array(Set(kinds)).sorted(), typeAnnotation: typeAnnotation, conformance: conformance)
        func patterns(after hit: CueHit?) -> [String] {
            guard let hit else { return [] }
            // The pattern's code: right after the cue, or right before a "suffix"/"prefix" noun.
            let after = reading.terms.filter { $0.position > hit.range.lowerBound && $0.isCode }
            let before = reading.terms.filter { $0.position < hit.range.lowerBound && $0.position >= subjectEnd && $0.isCode }
            return (after.isEmpty ? before : after).map { $0.text.trimming("…~*<>").trimmingPrefix("…") }.filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        }
        let prefixes = patterns(after: prefixCue)
        let suffixes = patterns(after: suffixCue)
        if forbids {
            check.forbiddenPrefixes = prefixes
            check.forbiddenSuffixes = suffixes
        } else {
            check.prefixes = prefixes
            check.suffixes = suffixes
        }
        if let casingCue {
            let phrase = casingCue.phrase.replacingOccurrences(of: " ", with: "")
            check.casing = phrase.hasPrefix("upper") || phrase.hasPrefix("pascal") ? .upperCamel : .lowerCamel
        }
        guard !(check.prefixes.isEmpty && check.suffixes.isEmpty && check.forbiddenPrefixes.isEmpty && check.forbiddenSuffixes.isEmpty
                && check.casing == nil) else { return [] }
        // Types named by suffix per conformance have their own kind.
        if conformance != nil, !check.suffixes.isEmpty, check.prefixes.isEmpty { return [] }
        let (placement, problem) = PlaceReader.placement(for: RuleFrame(modality: .must, targets: [], evidence: ""), context: context)
        guard let placement else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        check.scope = placement.paths
        check.codeScope = placement.code
        context.claimAll { $0.isCode }
        let severity: Severity = context.statement.modality == .prefer || context.statement.modality == .avoid ? .warning : .error
        return [Mapped(check: check, origin: "names of " + check.declarations.joined(separator: "/"), severity: severity)]
    }
}
