import PreflightChecks
import PreflightSwiftSource

/// "Use `URL.documentsDirectory` for the documents folder", "build paths with `appending(path:)`",
/// "use `NavigationStack`": a recommendation that names only code the catalogue knows as the
/// current way of doing one thing forbids the older ways of doing it, as a practice named in
/// prose does ("localize every string"). Anything else in the frame keeps it out of this reading.
extension ForbiddenUseMapper {
    /// "GCD patterns like `DispatchQueue.main.async()`": the next target is code introduced by
    /// "like" right after the noun the module name qualifies.
    static func instanceFollows(_ qualifier: Term, in targets: [Term], context: MappingContext) -> Bool {
        guard let next = targets.first(where: { $0.position > qualifier.position }), next.source == .code else { return false }
        let between = String(context.reading.utterance.characters[(qualifier.position + 1)..<next.position]).lowercasedFast()
        let words = between.split(whereSeparator: { !$0.isLetterFast })
        return words.count >= 2 && words.count <= 4 && words.last == "like"
    }

    /// Whether the concept's checks fire on a piece of code the statement names outside a
    /// forbidding frame (run on that code alone, as a one-line Swift file).
    static func flagsRecommendedCode(_ concept: Concept, besides practice: Term, context: MappingContext) -> Bool {
        let recommended = context.reading.frames.filter { !$0.modality.forbids }.flatMap(\.targets)
            .filter { $0.isCode && $0.text != practice.text }
        guard !recommended.isEmpty else { return false }
        let checks = concept.make(Placement(languages: [.swift]))
        return recommended.contains { term in
            let file = SourceFile(path: "Sources/Recommended.swift", text: term.text + "\n")
            return checks.contains { !$0.run(on: file, context: CheckContext()).isEmpty }
        }
    }

    static func practicesNamedByCode(_ frame: RuleFrame, context: MappingContext) -> (RuleFrame, [Term])? {
        // A statement that forbids something itself says what it excludes: that reading wins.
        guard !context.reading.frames.contains(where: \.modality.forbids), frame.alternatives.isEmpty,
              frame.exceptions.isEmpty, frame.allowedPlaces.isEmpty, frame.attachments.isEmpty else { return nil }
        // Practices named in prose beside the code ("`NavigationStack` with value-based
        // navigation") are read by the caller; the rest must all be code.
        let written = frame.targets.filter { !($0.source == .concept && $0.namesPractice) }
        // "`if let` (`if let user`)", "`for-where` (`for site in sites where site.isValid`)":
        // code that writes out another target, or the practice that target names, is its example.
        let named = written.filter { target in
            !written.contains { other in
                other != target && (target.text.hasPrefix(other.text + " ")
                    || ConceptCatalogue.practices(namedBy: other.text).contains { $0.practiceForm?(target.text) == true })
            }
        }
        guard !named.isEmpty, written.allSatisfy(\.isCode) else { return nil }
        var practices: [Term] = []
        let characters = context.reading.utterance.characters
        for target in named {
            // The words a practice needs, in the target's own sentence ("an `enum` for routes;
            // keep them in the `Routing` namespace" says no namespace of the enum).
            let sentence = NeighbourWords.sentence(around: target.position..<(target.position + 1), in: characters)
            let said = String(characters[sentence]).lowercasedFast()
            // "… to construct URL paths": an API name written bare before a noun qualifies it.
            if target.source == .bareName, let noun = frame.nounAfterTarget[target.position], noun.first?.isLowercase == true { continue }
            let concepts = ConceptCatalogue.practices(namedBy: target.text).filter { concept in
                concept.practiceCodeNeeds.isEmpty || concept.practiceCodeNeeds.contains { said.includes($0) }
            }
            guard !concepts.isEmpty else { return nil }
            // "Use `NavigationView` …, or `NavigationStack`": a practice whose checks would flag
            // other code the statement recommends is not what the statement excludes.
            if concepts.contains(where: { flagsRecommendedCode($0, besides: target, context: context) }) { return nil }
            for concept in concepts {
                var term = Term(text: target.text, source: .concept, span: nil, conceptId: concept.id, position: target.position)
                term.namesPractice = true
                practices.append(term)
            }
        }
        guard !practices.isEmpty else { return nil }
        var frame = frame
        // "`final class` for view controllers": a group of types is a narrower place, not a use.
        if let condition = frame.conditionText, purposeNamesClosureContent(condition), !frame.conditions.contains(where: { $0.family?.typeSelector != nil }) {
            // "… for the documents folder", "… for async work on appear": the use the practice
            // serves, which its concept already stands for — not a narrower place.
            if let place = frame.unresolvedPlace, condition.includes(place) { frame.unresolvedPlace = nil }
            frame.conditionText = nil
            frame.conditions = []
        }
        // "非同期処理には `.task { }` を使う": a concept written as the place is the use, too.
        frame.locations.removeAll { $0.source == .concept }
        return (frame, practices)
    }

    /// "Names are descriptive — avoid `data`, `DATA`, `getData`", "never name a variable `temp`":
    /// in a statement about naming, plain identifiers are names the team's declarations may not
    /// take, not APIs to stop calling (`session.data(from:)` keeps the rule).
    /// "No `snake_case`", "never `ALL_CAPS`": refusing the styles that are not camel case asks
    /// that names be camel case, of the declarations the sentence names (properties,
    /// functions, types) or of all of them.
    static func refusedCasing(_ frame: RuleFrame, targets: [Term], context: inout MappingContext) -> [Mapped]? {
        guard frame.modality.forbids, targets.allSatisfy({ Lexicon.nonCamelStyles.contains($0.text.lowercasedFast()) }),
              let placement = PlaceReader.placement(for: frame, context: context).0 else { return nil }
        // The kinds the refusal's own clause names ("no snake_case, …, no lower-cased type
        // names" speaks of types only in its last clause).
        let said = Set(Lexicon.hits(in: Array(" " + frame.evidence.lowercasedFast() + " ")).map(\.cue))
        var kinds: [String] = []
        if said.contains(.propertyNoun) { kinds += DeclarationKinds.properties }
        if said.contains(.functionNoun) { kinds += DeclarationKinds.functions }
        if said.contains(.typeNoun) { kinds += DeclarationKinds.anyType }
        var check = NamePatternCheck(declarations: kinds.isEmpty ? DeclarationKinds.members + DeclarationKinds.anyType : kinds,
                                     casing: .camel, scope: placement.paths)
        check.codeScope = placement.code
        for term in targets { context.claim(term) }
        return [Mapped(check: check, origin: "casing refused: " + frame.display, severity: context.severity(of: frame))]
    }

    static func ruledOutNames(_ frame: RuleFrame, targets: [Term], context: inout MappingContext) -> [Mapped]? {
        // The naming word comes first ("names … avoid `data`", "never name a variable `temp`"); a
        // name in parentheses is an example of the form to write, never one to refuse.
        let characters = context.reading.utterance.characters
        let naming = context.reading.utterance.cues.contains { cue in
            cue.cue == .nameVerb && !Lexicon.callingNameVerbs.contains(cue.phrase.lowercasedFast())
                && targets.allSatisfy { $0.position > cue.range.upperBound }
        }
        let inParentheses = targets.contains { target in
            let before = characters[..<target.position]
            return (before.lastIndex(where: { $0 == "(" || $0 == "（" }) ?? -1) > (before.lastIndex(where: { $0 == ")" || $0 == "）" }) ?? -1)
        }
        // "Avoid abbreviations (`btn` → `button`)", "no single-character names (`f`, `n`)": the
        // examples a prohibition gives are names of the kind it refuses, so declarations may not
        // take them (the rest of the kind stays for a person) — but only where they plainly are:
        // each is the old side of a rename, or the statement names nothing to write instead.
        // "Write `Id`, not `ID` (`storeId`)" shows the form to write.
        // The arrow is the reading's own cue of a preference ("`B` → `A`"), right after the name.
        let arrows = context.reading.utterance.cues.filter { $0.cue == .disfavouredBefore && !$0.phrase.contains(where: \.isLetterFast) }
        let renamed = targets.allSatisfy { target in
            arrows.contains { arrow in
                arrow.range.lowerBound > target.position
                    && characters[(target.position + 1)..<arrow.range.lowerBound].allSatisfy { $0 == " " }
            }
        }
        let refusedExamples = naming && frame.modality.forbids && !targets.isEmpty
            && !context.has(.prefixCue) && !context.has(.suffixCue) && !context.has(.casingCue)
            && targets.allSatisfy { $0.isCode && isPlainName($0.text) }
            && (renamed || (frame.alternatives.isEmpty && context.reading.terms.allSatisfy { term in targets.contains { $0.text == term.text } }))
        if inParentheses, !refusedExamples {
            guard naming else { return nil }
            // "single-character names (`f`, `n`)", "(`string` -> `siteURL`)": names given as
            // examples of a naming rule, never calls to forbid.
            context.miss("\(targets.map(\.display).joined(separator: ", ")) are examples of a naming rule, not code to forbid")
            for term in targets { context.claim(term) }
            return []
        }
        // "never `snake_case`": a casing style written as code is no name and no API.
        if let style = targets.first(where: { Lexicon.casingStyleNames.contains($0.text.lowercasedFast()) }) {
            if let refused = refusedCasing(frame, targets: targets, context: &context) { return refused }
            context.miss("\(style.display) names a casing style, not a name or code to forbid")
            return []
        }
        guard naming, !context.has(.prefixCue), !context.has(.suffixCue), !context.has(.casingCue), !targets.isEmpty,
              targets.allSatisfy({ $0.isCode && isPlainName($0.text) }) else { return nil }
        guard let placement = PlaceReader.placement(for: frame, context: context).0 else { return nil }
        var check = ForbiddenNameCheck(names: targets.map(\.text), scope: placement.paths)
        check.codeScope = placement.code
        for term in targets { context.claim(term) }
        return [Mapped(check: check, origin: "names ruled out: " + frame.display, severity: context.severity(of: frame))]
    }

    /// `data`, `getData`, `DATA`, `temp2`: one identifier, no SDK type.
    static func isPlainName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetterFast || first == "_", text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) else { return false }
        return !SDKNames.isKnown(text) && !SDKNames.modules.contains(text)
    }
}
