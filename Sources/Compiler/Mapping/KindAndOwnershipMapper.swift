import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// "Routes are enums", "services are actors", "view models are `final` classes": the kind a
/// group of types is declared as. "`delegate` properties are `weak`", "delegates are weak": the
/// ownership of borrowed references.
package enum KindAndOwnershipMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        // "Always mark classes `final` — inheritance is not used here": a reason after the order
        // forbids no code.
        let marked = markedFinal(&context)
        guard marked.isEmpty else { return marked }
        // "Views are `struct` — never class": a prohibition naming only a kind restates the rule.
        guard refusesOnlyKinds(context) || context.requires
                && context.reading.frames.allSatisfy({ !$0.modality.forbids || $0.targets.allSatisfy { codeKinds[$0.text] != nil } })
        else { return [] }
        let fromWords = typeKind(&context)
        return (fromWords.isEmpty ? kindFromFrame(&context) : fromWords) + weakProperties(&context)
    }

    /// Whether every negation of the statement refuses a kind ("never class", "not a `struct`"):
    /// the statement then states a kind, whatever its first verdict word.
    static func refusesOnlyKinds(_ context: MappingContext) -> Bool {
        let negations = context.reading.utterance.cues.filter { $0.cue == .negation }
        let all = words(context)
        return !negations.isEmpty && negations.allSatisfy { negation in
            let word = all.first { $0.position >= negation.range.upperBound && !Lexicon.indefiniteArticles.contains($0.word) }
            let term = context.reading.terms.first { $0.position >= negation.range.upperBound }
            let next = [word.map { ($0.position, Lexicon.typeKindWords[$0.word] != nil) }, term.map { ($0.position, codeKinds[$0.text] != nil) }]
                .compactMap { $0 }.min { $0.0 < $1.0 }
            return next?.1 == true
        }
    }

    /// "Always mark classes `final`", "make every class `final`": the order form of "all classes
    /// are `final`", with nothing but the kind named between the verb and `final`.
    static func markedFinal(_ context: inout MappingContext) -> [Mapped] {
        if context.reading.has(.exception) || context.reading.has(.escape) { return [] }
        let all = words(context)
        guard let verb = all.first(where: { Lexicon.markVerbs.contains($0.word) }),
              let finalTerm = context.reading.terms.first(where: { $0.text == "final" && $0.position > verb.position }),
              context.reading.terms.allSatisfy({ $0 == finalTerm || $0.position > finalTerm.position && !$0.isCode }),
              let frame = context.reading.frames.first(where: { $0.targets.contains(finalTerm) }), !frame.modality.forbids else { return [] }
        let between = all.filter { $0.position > verb.position && $0.position < finalTerm.position }.map(\.word)
        let determiners = Set(Lexicon.phrases(.universal) + Lexicon.phrases(.possessive))
        guard between.contains(where: { Lexicon.typeKindWords[$0] == "class" }),
              between.allSatisfy({ Lexicon.typeKindWords[$0] == "class" || determiners.contains($0) }) else { return [] }
        context.claim(finalTerm)
        return [Mapped(check: TypeKindCheck(kinds: ["final class"], selector: TypeSelector(kinds: ["class"])), origin: "classes are final",
                       severity: context.severity(of: frame))]
    }

    /// "`…Route` 型はすべて `enum` にすること", "서비스 타입(`…Service`)은 `actor`로 구현합니다": a
    /// frame whose subject names types and whose target is a kind written as code, in any language.
    static func kindFromFrame(_ context: inout MappingContext) -> [Mapped] {
        for frame in context.reading.frames where frame.modality == .must || frame.modality == .should {
            let kindTerms = frame.targets.filter { codeKinds[$0.text] != nil }
            guard !kindTerms.isEmpty, kindTerms.count == frame.targets.count,
                  frame.locations.isEmpty, frame.conditionText == nil, frame.unresolvedPlace == nil else { continue }
            var selector: TypeSelector?
            for subject in frame.subjects {
                if case let .namePattern(prefix, suffix)? = subject.span, prefix.isEmpty, !suffix.isEmpty {
                    selector = TypeSelector(nameSuffix: suffix)
                } else if selector == nil, let family = subject.family, let familySelector = family.typeSelector {
                    selector = familySelector
                }
            }
            guard let selector else { continue }
            let kinds = kindTerms.compactMap { codeKinds[$0.text] }
            for term in frame.targets + frame.subjects { context.claim(term) }
            return [Mapped(check: TypeKindCheck(kinds: kinds, selector: selector), origin: "\(selector.text) are " + kinds.joined(separator: " or "),
                           severity: context.statement.modality == .prefer ? .warning : .error)]
        }
        return []
    }

    static let codeKinds: [String: String] = [
        "enum": "enum", "struct": "struct", "actor": "actor", "final class": "final class", "class": "class", "final": "final class",
    ]

    static func words(_ context: MappingContext) -> [(word: String, position: Int)] {
        var result: [(String, Int)] = []
        var word = ""
        var start = 0
        for (index, character) in (context.reading.utterance.characters + [" "]).enumerated() {
            if character.isLetterFast || character == "-" {
                if word.isEmpty { start = index }
                word.append(character)
            } else if !word.isEmpty {
                result.append((word, start))
                word = ""
            }
        }
        return result
    }

    static func typeKind(_ context: inout MappingContext) -> [Mapped] {
        // "All classes are `final`, except those whose name ends in `Base`": an exception no
        // selector here can leave out.
        if context.reading.has(.exception) || context.reading.has(.escape)
            || context.reading.frames.contains(where: { !$0.exceptions.isEmpty || $0.conditionText != nil }) { return [] }
        let all = words(context)
        // The copula splits subject from kind: "view models are final classes".
        guard let copula = all.first(where: { Lexicon.copulas.contains($0.word) }) else { return [] }
        var kinds: [String] = []
        // Kinds after a negation are the ones refused ("— never class").
        let refusedFrom = context.reading.utterance.cues.first { $0.cue == .negation && $0.range.lowerBound > copula.position }?.range.lowerBound ?? Int.max
        for (word, position) in all where position > copula.position && position < refusedFrom {
            if let kind = Lexicon.typeKindWords[word] { kinds.append(kind) }
        }
        // "Services are registered in `Core/DI/…`, an `open` class whose …": the kind describes
        // the place named in between, not the subject.
        if let firstKind = all.first(where: { $0.position > copula.position && Lexicon.typeKindWords[$0.word] != nil }),
           all.contains(where: { $0.position > copula.position && $0.position < firstKind.position && Lexicon.placingWords.contains($0.word) }) {
            return []
        }
        let finalTerm = context.reading.terms.first { $0.position > copula.position && ($0.text == "final" || $0.text == "final class") }
        let saysFinal = finalTerm != nil || all.contains { $0.word == "final" && $0.position > copula.position }
        if saysFinal {
            kinds = kinds.isEmpty || kinds == ["class"] ? ["final class"] : kinds.map { $0 == "class" ? "final class" : $0 }
        }
        for term in context.reading.terms where term.position > copula.position && term.position < refusedFrom {
            if let kind = Lexicon.typeKindWords[term.text] { kinds.append(kind) }
        }
        kinds = kinds.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        guard !kinds.isEmpty else { return [] }
        // Whose types: a name pattern, a family, an attribute before the copula.
        let before = context.reading.terms.filter { $0.position < copula.position }
        var selector: TypeSelector?
        var typeNames: [String] = []
        for term in before {
            if case let .namePattern(prefix, suffix)? = term.span, prefix.isEmpty, !suffix.isEmpty { selector = TypeSelector(nameSuffix: suffix) }
            else if let family = term.family, let familySelector = family.typeSelector { selector = selector ?? familySelector }
            else if case let .attribute(name)? = term.span { selector = selector ?? TypeSelector(attribute: name) }
            else if let name = term.span?.typeName { typeNames.append(name) }
            else if term.isCode { return [] }
        }
        // "Every `UIViewController` subclass is `final`": the types that inherit from it.
        if selector == nil, let name = typeNames.first, let term = before.first(where: { $0.span?.typeName == name }),
           let noun = all.first(where: { $0.position > term.position && $0.position < copula.position })?.word,
           Lexicon.inheritorNouns.contains(noun) {
            selector = TypeSelector(conformance: name)
        }
        // "Every `Route` is an enum": a type name after "every" is a suffix.
        if selector == nil, context.has(.universal), let name = typeNames.first { selector = TypeSelector(nameSuffix: name) }
        // "All classes are `final`": every class, when the subject is the kind itself.
        if selector == nil, typeNames.isEmpty, before.isEmpty,
           all.filter({ $0.position < copula.position }).map(\.word).allSatisfy({ Lexicon.allClassesWords.contains($0) }),
           all.contains(where: { $0.position < copula.position && Lexicon.typeKindWords[$0.word] == "class" }) {
            selector = TypeSelector(kinds: ["class"])
        }
        guard var chosen = selector else { return [] }
        // The noun of the subject ("`@Observable` classes") narrows which declarations count.
        let subjectKinds = all.filter { $0.position < copula.position }.compactMap { Lexicon.typeKindWords[$0.word] }
        if !subjectKinds.isEmpty { chosen.kinds = subjectKinds }
        if chosen.kinds == ["class"], kinds == ["final class"] || kinds == ["class"] {} else if !chosen.kinds.isEmpty, Set(kinds).isSubset(of: Set(chosen.kinds)) { return [] }
        for term in context.reading.terms { context.claim(term) }
        let severity: Severity = context.statement.modality == .prefer ? .warning : .error
        return [Mapped(check: TypeKindCheck(kinds: kinds, selector: chosen), origin: "\(chosen.text) are " + kinds.joined(separator: " or "),
                       severity: severity)]
    }

    /// The property name of `weak var name: Type?` (or `weak var name`), nil for other code.
    static func weakTemplateName(_ code: String) -> String? {
        let words = code.split(whereSeparator: { $0 == " " || $0 == ":" }).map(String.init)
        guard words.count >= 3, words[0] == "weak", words[1] == "var" else { return nil }
        let name = words[2]
        guard name.first?.isLowercase == true, name.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// Whether a suffix cue ("ending in", "suffixed with") stands right before `term`.
    static func endsNamesBefore(_ term: Term, context: MappingContext) -> Bool {
        context.reading.utterance.cues.contains { hit in
            hit.cue == .suffixCue && hit.range.upperBound <= term.position
                && context.reading.utterance.characters[hit.range.upperBound..<term.position].allSatisfy { $0 == " " }
        }
    }

    static func weakProperties(_ context: inout MappingContext) -> [Mapped] {
        let weakTerm = context.reading.terms.first { $0.text == "weak" }
        // "Delegates: always `weak var delegate: MyDelegate?`": the declaration written out.
        let template = context.reading.terms.lazy.filter(\.isCode).compactMap { weakTemplateName($0.text) }.first
        let saysWeak = weakTerm != nil || template != nil || words(context).contains { Lexicon.weakWords.contains($0.word) }
        guard saysWeak else { return [] }
        var names: [String] = []
        if let template {
            // The template's name stands for its kind: a delegate, a data source, or itself.
            let lower = template.lowercasedFast()
            names = lower.hasSuffix("delegate") ? ["delegate", "…Delegate"] : lower.hasSuffix("datasource") ? ["dataSource", "…DataSource"] : [template]
        }
        for term in context.reading.terms where term.isCode && term.text != "weak" && template == nil {
            let text = term.text.trimming("`")
            if text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" || $0 == "…" || $0 == "*" }), text.first?.isLowercase == true || text.hasPrefix("…") || text.hasPrefix("*") {
                names.append(text)
                // "names ending in `delegate`": the word alone, and as the end of a longer name.
                if text.first?.isLowercase == true, endsNamesBefore(term, context: context) { names.append("…" + text.prefix(1).uppercased() + text.dropFirst()) }
            } else if case let .namePattern(prefix, suffix)? = term.span {
                names.append(prefix.isEmpty ? "…" + suffix : prefix + "…")
            }
        }
        if names.isEmpty {
            let all = words(context).map(\.word)
            if all.contains(where: Lexicon.delegateNouns.contains) { names += ["delegate", "…Delegate"] }
            if all.contains(where: Lexicon.dataSourceNouns.contains) || context.statement.text.lowercasedFast().includes("data source") { names += ["dataSource", "…DataSource"] }
        }
        guard !names.isEmpty else { return [] }
        let (placement, problem) = PlaceReader.placement(for: RuleFrame(modality: .must, targets: [], evidence: ""), context: context)
        guard let placement else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        // Test doubles hold their delegates strongly on purpose (nothing else keeps them alive).
        var check = WeakPropertyCheck(names: names, scope: placement.paths)
        check.codeScope = placement.outsideTests.code
        for term in context.reading.terms { context.claim(term) }
        return [Mapped(check: check, origin: "`weak` on " + names.map { "`\($0)`" }.joined(separator: ", "),
                       severity: context.statement.modality == .prefer ? .warning : .error)]
    }
}
