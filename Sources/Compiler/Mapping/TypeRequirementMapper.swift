import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// Requirements on a group of types: an attribute ("`@MainActor` on view models"),
/// conformances ("`~Item` conforms to `Identifiable`"), a companion in the file ("every view
/// file has a `#Preview`"), a member call ("include `BindingReducer()`"), `Void` methods.
package enum TypeRequirementMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        guard context.requires else { return [] }
        // "All business logic belongs in the `@Observable` view model": where some code lives,
        // which says nothing the types must carry.
        if context.mentionsWord(Lexicon.placementVerbs) { return [] }
        // "…, its `Action` is `BindableAction`": a requirement on a nested type or member, which no
        // selector picks; the clause is left out (others of the statement still count).
        let possessive = context.reading.segments.filter { segment in
            context.reading.utterance.cues.contains { $0.cue == .possessive && segment.range.contains($0.range.lowerBound) }
                && context.reading.terms.contains { segment.range.contains($0.position) }
        }
        // A concept after "its" is the statement's practice, not a member ("every declaration
        // must state its access level explicitly").
        for segment in possessive { context.claimAll { segment.range.contains($0.position) && $0.source != .concept } }
        return requiredAttributeGroup(&context) + requiredAttribute(&context) + requiredConformance(&context) + requiredCompanion(&context)
            + requiredMember(&context) + voidMethods(&context)
    }

    static var severity: (MappingContext) -> Severity = { $0.statement.modality == .prefer ? .warning : .error }

    /// The group a requirement is about: a name pattern, a type named before the required
    /// thing, a family named in prose or in the heading.
    static func selector(_ context: MappingContext, before position: Int, kinds: [String]) -> TypeSelector? {
        if let pattern = context.subjectPattern { return TypeSelector(nameSuffix: pattern.suffix, kinds: kinds) }
        // "Types ending in `Store` …", "protocols ending in `ViewDelegate` …": the name picks them.
        if let cue = context.reading.utterance.cues.first(where: { $0.cue == .suffixCue && Lexicon.namePickingParticiples.contains($0.phrase.lowercasedFast()) }),
           let term = context.reading.terms.first(where: { $0.position > cue.range.lowerBound && $0.position < position }),
           let name = term.span?.typeName ?? term.text.trimming("…~*`").nilIfEmpty {
            return TypeSelector(nameSuffix: name, kinds: kinds)
        }
        let terms = context.reading.terms.filter { $0.position < position }
        // "`State` is `@ObservableState`" under "## Reducers": the statement names its own type (a
        // nested one), so the heading's family is not its subject.
        let namesOwnType = terms.contains { $0.span?.typeName != nil && !context.isClaimed($0) && $0.family == nil }
        if let family = terms.compactMap(\.family).last ?? (namesOwnType ? nil : context.headingPlaces.compactMap(\.family).first),
           var selector = family.typeSelector {
            selector.kinds = kinds
            return selector
        }
        if context.has(.universal), let name = terms.compactMap({ $0.span?.typeName }).last {
            return TypeSelector(nameSuffix: name, kinds: kinds)
        }
        return nil
    }

    static func kinds(_ context: MappingContext) -> [String] {
        DeclarationKinds.types.filter { context.mentionsWord([$0, $0 + "s", $0 + "es"]) }
    }

    /// Of attributes in several clauses, the one whose clause names a group of types ("mark view
    /// models `@MainActor`"): what that clause requires of the group.
    static func attributeBesideGroup(_ attributes: [Term], context: MappingContext) -> Term? {
        let groups = context.reading.terms.filter { $0.family != nil }
        return attributes.first { attribute in
            context.reading.segments.contains { segment in
                segment.range.contains(attribute.position) && groups.contains { segment.range.contains($0.position) }
            }
        }
    }

    /// Whether a term stands in a list whose last joiner is "or" ("`A`, `B`, or a `C` layer"), or
    /// beside an "or" that offers another way ("`@MainActor` or isolate them to an actor").
    static func offeredAsAChoice(_ term: Term, context: MappingContext) -> Bool {
        let characters = context.reading.utterance.characters
        let beside = [NeighbourWords.after(term.position, in: characters), NeighbourWords.before(term.position, in: characters)]
        if beside.contains(where: { $0.map(Lexicon.alternativeJoiners.contains) == true }) {
            return true
        }
        let terms = context.reading.terms.sorted { $0.position < $1.position }
        guard let index = terms.firstIndex(where: { $0.position == term.position }) else { return false }
        let neighbours = [index > 0 ? terms[index - 1] : nil, index + 1 < terms.count ? terms[index + 1] : nil].compactMap { $0 }
        return neighbours.contains { other in
            let range = min(other.position, term.position) + 1..<max(other.position, term.position)
            guard range.count < 40 else { return false }
            let between = String(characters[range]).lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init)
            return between.contains(where: Lexicon.alternativeJoiners.contains) && between.count <= 6
        }
    }

    static func requiredAttribute(_ context: inout MappingContext) -> [Mapped] {
        let roles = context.reading.roles
        guard let found = context.reading.terms.enumerated().first(where: { index, term in
            guard [.target, .subject].contains(roles[index]) else { return false }
            if case let .attribute(name)? = term.span { return ModifierMapper.nonWrappers.contains(name) && !context.isClaimed(term) }
            return false
        })?.element, case var .attribute(attribute)? = found.span else { return [] }
        var term = found
        // "`@Observable` classes are `@MainActor`": the first attribute picks the types, the last is required.
        let typeAttributes = context.reading.terms.filter { candidate in
            if case let .attribute(name)? = candidate.span { return ModifierMapper.nonWrappers.contains(name) }
            return false
        }
        var pickedBy: TypeSelector?
        // Only within one clause: in "use `@Observable` for models; mark view models `@MainActor`"
        // the first attribute is another requirement, and the view models are the types picked.
        let oneClause = typeAttributes.count >= 2 && context.reading.segments.contains { segment in
            segment.range.contains(typeAttributes.first!.position) && segment.range.contains(typeAttributes.last!.position)
        }
        if oneClause, case let .attribute(first)? = typeAttributes.first?.span, case let .attribute(last)? = typeAttributes.last?.span {
            pickedBy = TypeSelector(attribute: first)
            attribute = last
            term = typeAttributes.last!
        } else if typeAttributes.count >= 2, let besideGroup = attributeBesideGroup(typeAttributes, context: context),
                  case let .attribute(name)? = besideGroup.span {
            attribute = name
            term = besideGroup
        }
        // The attribute is the target: "`@MainActor` on view models", "view models are `@MainActor`".
        let kinds = kinds(context).filter { $0 == "class" || $0 == "protocol" }
        var selector = pickedBy.map { picked -> TypeSelector in var chosen = picked; chosen.kinds = kinds; return chosen }
            ?? selector(context, before: Int.max, kinds: kinds)
        if selector == nil {
            let others = context.reading.terms.filter { $0.position != term.position }
            if let family = others.compactMap(\.family).first, var familySelector = family.typeSelector {
                familySelector.kinds = kinds
                selector = familySelector
            }
        }
        guard let selector, selector.attribute != attribute else { return [] }
        // "Use `ObservableObject`, `@Observable`, or a view model layer": one choice among several.
        if offeredAsAChoice(term, context: context) {
            context.miss("`@\(attribute)` is one choice among others the statement offers")
            return []
        }
        // `View` is main-actor isolated by its protocol; requiring the attribute on every view is noise.
        if attribute == "MainActor", selector.conformance == "View" { return [] }
        context.claim(term)
        return [Mapped(check: RequiredAttributeCheck(attribute: attribute, selector: selector),
                       origin: "attribute `@\(attribute)` on \(selector.text)", severity: severity(context))]
    }

    /// "View models are `@MainActor @Observable`": several attributes written as one span, each
    /// required on the group named before it.
    static func requiredAttributeGroup(_ context: inout MappingContext) -> [Mapped] {
        let roles = context.reading.roles
        for (index, term) in context.reading.terms.enumerated() where [.target, .subject].contains(roles[index]) && !context.isClaimed(term) {
            let words = term.text.split(separator: " ")
            guard words.count >= 2, words.allSatisfy({ $0.hasPrefix("@") && $0.count > 1 }) else { continue }
            let names = words.map { String($0.dropFirst()) }
            guard names.allSatisfy(ModifierMapper.nonWrappers.contains),
                  let selector = selector(context, before: term.position, kinds: kinds(context).filter { $0 == "class" || $0 == "protocol" })
            else { continue }
            // `View` is main-actor isolated by its protocol (see `requiredAttribute`).
            let required = names.filter { !($0 == "MainActor" && selector.conformance == "View") && $0 != selector.attribute }
            guard !required.isEmpty else { continue }
            context.claim(term)
            return required.map { name in
                Mapped(check: RequiredAttributeCheck(attribute: name, selector: selector), origin: "attribute `@\(name)` on \(selector.text)",
                       severity: severity(context))
            }
        }
        return []
    }

    static func requiredConformance(_ context: inout MappingContext) -> [Mapped] {
        // "A type conforming to `View` has a name …": a participle picks types, it requires nothing.
        guard context.reading.utterance.cues.contains(where: { ($0.cue == .conformVerb || $0.cue == .inheritVerb)
            && !$0.phrase.lowercasedFast().hasSuffix("ing to") && !$0.phrase.lowercasedFast().hasSuffix("ing") }) else { return [] }
        // "Every reducer's `State` conforms …": a nested type, which no selector picks.
        if context.statement.text.includes("'s `") || context.statement.text.includes("’s `") { return [] }
        guard let cue = context.reading.utterance.cues.first(where: { hit in (hit.cue == .conformVerb || hit.cue == .inheritVerb)
            && !hit.phrase.lowercasedFast().hasSuffix("ing to") && !hit.phrase.lowercasedFast().hasSuffix("ing")
            && !context.reading.terms.contains { $0.position > hit.range.lowerBound && context.isClaimed($0) && $0.position - hit.range.upperBound < 4 } })
        else { return [] }
        // "… an `open` class whose factory … extends …": a verb in a relative clause requires nothing.
        if context.reading.utterance.cues.contains(where: { $0.cue == .relativePronoun && $0.range.upperBound <= cue.range.lowerBound })
            || context.statement.text.lowercasedFast().includes("whose") { return [] }
        // The required protocol follows the verb closely.
        let characters = context.reading.utterance.characters
        guard let firstAfter = context.reading.terms.first(where: { $0.position > cue.range.lowerBound }),
              characters[cue.range.upperBound..<firstAfter.position].split(whereSeparator: { !$0.isLetterFast }).count <= 2 else { return [] }
        guard let selector = selector(context, before: cue.range.lowerBound, kinds: kinds(context)) else { return [] }
        var protocols: [String] = []
        var used: [Term] = []
        for term in context.reading.terms where term.position > cue.range.lowerBound && term.isCode && !context.isClaimed(term) {
            for name in CodeSpan.typeNames(in: term.text) where !protocols.contains(name) && name != selector.nameSuffix {
                protocols.append(name)
                used.append(term)
            }
        }
        guard !protocols.isEmpty else { return [] }
        // "`XxxRouting` 채택", "adopt its `FooDelegate`": a placeholder stands for each type's own
        // protocol, which no check can name.
        if let placeholder = protocols.first(where: { DeclarationTemplate.suffix(ofPlaceholderName: $0) != nil }) {
            context.miss("`\(placeholder)` stands for each type's own protocol, which a check cannot name")
            protocols.removeAll { DeclarationTemplate.suffix(ofPlaceholderName: $0) != nil }
            if protocols.isEmpty { return [] }
        }
        for term in used { context.claim(term) }
        return [Mapped(check: RequiredConformanceCheck(protocols: protocols, selector: selector),
                       origin: "conformance of \(selector.text)", severity: severity(context))]
    }

    static func requiredCompanion(_ context: inout MappingContext) -> [Mapped] {
        // "Every view has …": the universal word may sit inside the group's own name.
        let universal = context.has(.universal)
            || context.reading.terms.contains { $0.family != nil && Lexicon.hits(in: Array($0.text.lowercasedFast())).contains { $0.cue == .universal } }
        guard universal || context.statement.kind == .checklist else { return [] }
        var required = context.reading.terms.compactMap { term -> (Term, SymbolPattern)? in
            if case let .directive(name)? = term.span, let pattern = SymbolPattern("#" + name) { return (term, pattern) }
            return nil
        }
        // "All views include SwiftUI previews": previews named in prose after the group that has
        // them are `#Preview` blocks ("previews need no network" says what previews are).
        if required.isEmpty, let previews = context.reading.terms.first(where: { $0.family?.id == "previews" }),
           context.reading.terms.contains(where: { $0.family?.id == "view" && $0.position < previews.position }),
           context.reading.frames.contains(where: { !$0.modality.forbids }), let pattern = SymbolPattern("#Preview") {
            required = [(previews, pattern)]
        }
        guard !required.isEmpty else { return [] }
        var conformance = context.reading.terms.compactMap { $0.span?.typeName }.first { !SDKNames.modules.contains($0) }
        // "Every SwiftUI view has …": the module named before "view" is an adjective.
        if conformance == nil, context.mentionsWord(Lexicon.viewNouns) { conformance = "View" }
        if conformance == nil, let family = context.family, case let .conformance(name) = family.selector { conformance = name }
        guard let conformance else { return [] }
        for (term, _) in required { context.claim(term) }
        var patterns = required.map(\.1)
        // A preview written the older way (`PreviewProvider`) is a preview all the same.
        if patterns.contains(where: { $0.text == "#Preview" }), let older = SymbolPattern("PreviewProvider") { patterns.append(older) }
        return [Mapped(check: RequiredCompanionCheck(required: patterns, selector: TypeSelector(conformance: conformance)),
                       origin: "every `\(conformance)` file has " + required.map { "`\($0.1.text)`" }.joined(separator: ", "),
                       severity: severity(context))]
    }

    static func requiredMember(_ context: inout MappingContext) -> [Mapped] {
        guard context.has(.useVerb) || context.has(.callVerb) || context.mentionsWord(Lexicon.containingVerbs)
        else { return [] }
        guard let (term, call) = context.reading.terms.compactMap({ term -> (Term, String)? in
            if case let .call(shape)? = term.span, !shape.isMember, shape.callee.first?.isUppercase == true,
               context.reading.roles[context.reading.terms.firstIndex(of: term)!] == .target { return (term, shape.callee + "()") }
            return nil
        }).first, let required = SymbolPattern(call) else { return [] }
        let attribute = context.reading.terms.compactMap { term -> String? in
            if case let .attribute(name)? = term.span { return name }
            return nil
        }.first ?? context.sectionAttribute
        let selector: TypeSelector
        if let attribute {
            selector = TypeSelector(attribute: attribute)
        } else if let pattern = context.subjectPattern {
            selector = TypeSelector(nameSuffix: pattern.suffix)
        } else {
            return []
        }
        context.claim(term)
        return [Mapped(check: RequiredMemberCheck(required: required, selector: selector),
                       origin: "`\(call)` required in \(selector)", severity: severity(context))]
    }

    /// "Non-private view model functions return `Void`".
    static func voidMethods(_ context: inout MappingContext) -> [Mapped] {
        guard let term = context.reading.terms.first(where: { $0.text == "Void" }), context.mentionsWord(Lexicon.returnVerbs),
              context.mentionsWord(Lexicon.methodNouns) else { return [] }
        guard let family = context.family, case let .nameSuffix(suffix) = family.selector else { return [] }
        context.claim(term)
        return [Mapped(check: VoidReturningMethodsCheck(selector: TypeSelector(nameSuffix: suffix)),
                       origin: "methods of `…\(suffix)` return `Void`", severity: severity(context))]
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
