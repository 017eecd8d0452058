import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// Modifiers required on attributed declarations: "`private` on `@State`", "`@Published`
/// properties are `private(set)`", and two spellings of one declaration that differ by a
/// modifier ("`@State private var x`, never `@State var x`").
package enum ModifierMapper {
    /// Attributes that are not property wrappers: they never take an access modifier rule.
    static let nonWrappers: Set<String> = ["MainActor", "Observable", "Sendable", "Reducer", "ObservableState", "main",
                                           "available", "objc", "escaping", "discardableResult", "testable",
                                           "preconcurrency", "Model", "Test", "Suite", "Previewable"]
    static let accessModifiers: Set<String> = ["private", "fileprivate", "private(set)", "fileprivate(set)"]

    package static func map(_ context: inout MappingContext) -> [Mapped] {
        declarationPairs(&context) + requiredModifiers(&context)
    }

    static func requiredModifiers(_ context: inout MappingContext) -> [Mapped] {
        // "… must never be exposed: it is always marked `private`": a required modifier may follow a prohibition.
        guard context.requires || context.reading.frames.contains(where: { frame in
            !frame.modality.forbids && frame.targets.contains { if case .modifier? = $0.span { return true } else { return false } }
        }) else { return [] }
        let terms = context.reading.terms
        var modifiers: [String] = []
        for term in terms { if case let .modifier(name)? = term.span, accessModifiers.contains(name) { modifiers.append(name) } }
        if modifiers.isEmpty {
            for word in ["private", "fileprivate"] where context.mentionsWord([word]) { modifiers.append(word) }
        }
        guard !modifiers.isEmpty else { return [] }
        var attributes: [String] = []
        var exempt: [String] = []
        for (index, term) in terms.enumerated() {
            guard case let .attribute(name)? = term.span else { continue }
            let role = context.reading.roles[index]
            if role == .exception { exempt.append(name); continue }
            if !nonWrappers.contains(name), !attributes.contains(name) { attributes.append(name) }
        }
        guard !attributes.isEmpty else { return [] }
        context.claimAll { term in
            if case .attribute? = term.span { return true }
            if case .modifier? = term.span { return true }
            return false
        }
        let severity: Severity = context.statement.modality == .prefer ? .warning : .error
        var check = RequiredModifierCheck(attributes: attributes, modifiers: Array(Set(modifiers)).sorted(), exemptAttributes: exempt)
        // "`@State` properties of views are `private`": the groups of types named are where;
        // "…, except in coordinators" leaves a group out.
        for (index, term) in terms.enumerated() {
            guard let selector = term.family?.typeSelector else { continue }
            switch context.reading.roles[index] {
            case .exception: check.codeScope.outside.append(.types(selector))
            case .condition: continue
            default: check.codeScope.within.append(.types(selector))
            }
        }
        return [Mapped(check: check, origin: "modifier `\(modifiers[0])` with property wrappers", severity: severity)]
    }

    static func declarationPairs(_ context: inout MappingContext) -> [Mapped] {
        for frame in context.reading.frames where frame.modality.forbids {
            for wrongTerm in frame.targets where wrongTerm.isCode {
                let wrongWords = words(wrongTerm.text)
                let attributes = wrongWords.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
                guard !attributes.isEmpty else { continue }
                for rightTerm in frame.alternatives where rightTerm.isCode {
                    let rightWords = words(rightTerm.text)
                    guard rightWords.count == wrongWords.count + 1,
                          let inserted = zip(rightWords.indices, rightWords).first(where: { index, word in
                              index >= wrongWords.count || wrongWords[index] != word
                          }) else { continue }
                    var rebuilt = rightWords
                    rebuilt.remove(at: inserted.0)
                    guard rebuilt == wrongWords, CodeSpan.modifiers.contains(inserted.1) else { continue }
                    context.claim(wrongTerm)
                    context.claim(rightTerm)
                    return [Mapped(check: RequiredModifierCheck(attributes: attributes, modifiers: [inserted.1]),
                                   origin: "declaration pair `\(rightTerm.text)` / `\(wrongTerm.text)`", severity: context.severity(of: frame))]
                }
            }
        }
        return []
    }

    static func words(_ code: String) -> [String] {
        code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
