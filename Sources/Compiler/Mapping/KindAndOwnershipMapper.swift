import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// "Routes are enums", "services are actors", "view models are `final` classes": the kind a
/// group of types is declared as. "`delegate` properties are `weak`", "delegates are weak": the
/// ownership of borrowed references.
package enum KindAndOwnershipMapper {
    static let kindWords: [String: String] = [
        "enum": "enum", "enums": "enum", "struct": "struct", "structs": "struct", "structure": "struct", "structures": "struct",
        "actor": "actor", "actors": "actor", "class": "class", "classes": "class", "protocol": "protocol", "protocols": "protocol",
        "열거형": "enum", "구조체": "struct", "액터": "actor", "클래스": "class", "枚举": "enum", "结构体": "struct", "类": "class",
        "列挙型": "enum", "構造体": "struct", "アクター": "actor", "クラス": "class", "énumération": "enum", "énumérations": "enum",
        "klasse": "class", "klassen": "class", "struktur": "struct", "strukturen": "struct", "clase": "class", "clases": "class",
        "estructura": "struct", "estructuras": "struct",
    ]
    /// Words that join a subject to what it must be ("are", "must be", "are declared as").
    static let copulas: Set<String> = ["is", "are", "be", "become", "declared", "written", "as", "ist", "sind", "est", "sont", "es", "son",
                                       "이다", "です", "是", "werden", "sein", "être", "ser"]

    package static func map(_ context: inout MappingContext) -> [Mapped] {
        guard context.requires, context.reading.frames.allSatisfy({ !$0.modality.forbids }) else { return [] }
        let fromWords = typeKind(&context)
        return (fromWords.isEmpty ? kindFromFrame(&context) : fromWords) + weakProperties(&context)
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

    static let placingWords: Set<String> = [
        "in", "inside", "under", "into", "registered", "listed", "stored", "placed", "declared in", "by", "from", "whose", "via", "through",
    ]

    static func words(_ context: MappingContext) -> [(word: String, position: Int)] {
        var result: [(String, Int)] = []
        var word = ""
        var start = 0
        for (index, character) in (context.reading.utterance.characters + [" "]).enumerated() {
            if character.isLetter || character == "-" {
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
        let all = words(context)
        // The copula splits subject from kind: "view models are final classes".
        guard let copula = all.first(where: { copulas.contains($0.word) }) else { return [] }
        var kinds: [String] = []
        for (word, position) in all where position > copula.position {
            if let kind = kindWords[word] { kinds.append(kind) }
        }
        // "Services are registered in `Core/DI/…`, an `open` class whose …": the kind describes
        // the place named in between, not the subject.
        if let firstKind = all.first(where: { $0.position > copula.position && kindWords[$0.word] != nil }),
           all.contains(where: { $0.position > copula.position && $0.position < firstKind.position && placingWords.contains($0.word) }) {
            return []
        }
        let finalTerm = context.reading.terms.first { $0.position > copula.position && ($0.text == "final" || $0.text == "final class") }
        let saysFinal = finalTerm != nil || all.contains { $0.word == "final" && $0.position > copula.position }
        if saysFinal {
            kinds = kinds.isEmpty || kinds == ["class"] ? ["final class"] : kinds.map { $0 == "class" ? "final class" : $0 }
        }
        for term in context.reading.terms where term.position > copula.position {
            if let kind = kindWords[term.text] { kinds.append(kind) }
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
        // "Every `Route` is an enum": a type name after "every" is a suffix.
        if selector == nil, context.has(.universal), let name = typeNames.first { selector = TypeSelector(nameSuffix: name) }
        guard var chosen = selector else { return [] }
        // The noun of the subject ("`@Observable` classes") narrows which declarations count.
        let subjectKinds = all.filter { $0.position < copula.position }.compactMap { kindWords[$0.word] }
        if !subjectKinds.isEmpty { chosen.kinds = subjectKinds }
        if chosen.kinds == ["class"], kinds == ["final class"] || kinds == ["class"] {} else if !chosen.kinds.isEmpty, Set(kinds).isSubset(of: Set(chosen.kinds)) { return [] }
        for term in context.reading.terms { context.claim(term) }
        let severity: Severity = context.statement.modality == .prefer ? .warning : .error
        return [Mapped(check: TypeKindCheck(kinds: kinds, selector: chosen), origin: "\(chosen.text) are " + kinds.joined(separator: " or "),
                       severity: severity)]
    }

    static func weakProperties(_ context: inout MappingContext) -> [Mapped] {
        let weakTerm = context.reading.terms.first { $0.text == "weak" }
        let saysWeak = weakTerm != nil || words(context).contains { ["weak", "약한", "弱引用", "弱参照", "schwach", "faible", "débil"].contains($0.word) }
        guard saysWeak else { return [] }
        var names: [String] = []
        for term in context.reading.terms where term.isCode && term.text != "weak" {
            let text = term.text.trimming("`")
            if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "…" || $0 == "*" }), text.first?.isLowercase == true || text.hasPrefix("…") || text.hasPrefix("*") {
                names.append(text)
            } else if case let .namePattern(prefix, suffix)? = term.span {
                names.append(prefix.isEmpty ? "…" + suffix : prefix + "…")
            }
        }
        if names.isEmpty {
            let all = words(context).map(\.word)
            if all.contains(where: { $0 == "delegate" || $0 == "delegates" || $0 == "델리게이트" || $0 == "代理" || $0 == "デリゲート" }) { names += ["delegate", "…Delegate"] }
            if all.contains(where: { $0 == "datasource" || $0 == "datasources" }) || context.statement.text.lowercased().contains("data source") { names += ["dataSource", "…DataSource"] }
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
