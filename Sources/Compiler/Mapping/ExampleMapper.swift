import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// A statement whose words name nothing checkable ("Use the preview macro.") but whose Do /
/// Don't examples differ clearly: the check is what tells them apart — a concept of the
/// catalogue, or an SDK name, attribute or directive only the Don't example uses — kept only when
/// it fires on every Don't example and on no Do example.
package enum ExampleMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        // A statement left manual on purpose (a human condition, a place) stays manual.
        guard context.missing.isEmpty else { return [] }
        let words = proseWords(context)
        let examples = context.statement.examples.filter { $0.language == "swift" }
        let bad = examples.filter { $0.verdict == .bad }.map { SourceFile(path: "Sources/App/Example.swift", text: $0.code) }
        let good = examples.filter { $0.verdict == .good }.map { SourceFile(path: "Sources/App/Example.swift", text: $0.code) }
        guard !bad.isEmpty else { return [] }
        func separates(_ check: any FileCheck) -> Bool {
            bad.allSatisfy { !check.run(on: $0, context: CheckContext()).isEmpty }
                && good.allSatisfy { check.run(on: $0, context: CheckContext()).isEmpty }
        }
        let severity: Severity = context.statement.modality == .prefer || context.statement.modality == .avoid ? .warning : .error
        var result: [Mapped] = []
        // The statement's words must point at the concept ("unwrap", "literal", "print").
        for (concept, phraseWords) in conceptWords where !phraseWords.isDisjoint(with: words) {
            // "Zero is the only number that may appear in an inset": the positions the words name.
            let checks = concept.checks(Placement(), words: words)
            guard !checks.isEmpty, checks.contains(where: separates),
                  good.allSatisfy({ file in checks.allSatisfy { $0.run(on: file, context: CheckContext()).isEmpty } }) else { continue }
            for check in checks where separates(check) {
                result.append(Mapped(check: check, origin: "the Don't example uses ‹\(concept.id)›, the Do example does not", severity: severity))
            }
        }
        if !result.isEmpty || good.isEmpty { return result }
        // Names only the Don't example uses.
        let goodNames = Set(good.flatMap(names))
        var symbols: [SymbolPattern] = []
        for name in bad.flatMap(names) where !goodNames.contains(name) && !symbols.contains(where: { $0.text == name })
            && nameWords(name).contains(where: words.contains) {
            guard let pattern = SymbolPattern(name) else { continue }
            var check = ForbiddenSymbolCheck(symbols: [pattern])
            check.codeScope = CodeScope()
            if separates(check) || bad.contains(where: { !check.run(on: $0, context: CheckContext()).isEmpty }) && good.allSatisfy({ check.run(on: $0, context: CheckContext()).isEmpty }) {
                symbols.append(pattern)
            }
        }
        guard !symbols.isEmpty else { return [] }
        let check = ForbiddenSymbolCheck(symbols: symbols)
        guard separates(check) else { return [] }
        return [Mapped(check: check, origin: "the Don't example uses " + symbols.map { "`\($0.text)`" }.joined(separator: ", ") + ", the Do example does not",
                       severity: severity)]
    }

    /// "`value!` → `guard let value else { return }`", "`class X: ObservableObject` →
    /// `@Observable class X`": a forbidden line of code beside the one to write. A concept of the
    /// catalogue that fires on the first and not on the second is what the pair is about.
    package static func mapInlinePair(_ context: inout MappingContext) -> [Mapped] {
        guard let frame = context.reading.frames.first(where: { $0.modality.forbids }),
              frame.targets.count == 1, let bad = frame.targets.first, bad.isCode,
              bad.text.contains(where: { !($0.isLetterFast || $0.isNumber || $0 == "_" || $0 == ".") }) else { return [] }
        let goods = frame.alternatives.filter(\.isCode).map(\.text)
        guard !goods.isEmpty, frame.subjects.isEmpty, frame.locations.isEmpty, frame.conditionText == nil,
              frame.unresolvedPlace == nil, frame.exceptions.isEmpty, frame.escape == nil, frame.degree == nil,
              !context.reading.has(.escape), !context.reading.has(.condition) else { return [] }
        let badFile = SourceFile(path: "Sources/App/Example.swift", text: bad.text)
        let goodFiles = goods.map { SourceFile(path: "Sources/App/Example.swift", text: $0) }
        var result: [Mapped] = []
        for (concept, checks) in exampleTellingChecks {
            for check in checks
            where !check.run(on: badFile, context: CheckContext()).isEmpty
                && goodFiles.allSatisfy({ check.run(on: $0, context: CheckContext()).isEmpty }) {
                result.append(Mapped(check: check, origin: "`\(bad.text)` uses ‹\(concept.id)›, the form to write does not",
                                     severity: context.severity(of: frame)))
            }
        }
        // One concept must stand out: several firing means the pair differs in more than one way.
        guard Set(result.map(\.check.kind)).count == 1 || result.count == 1 else { return [] }
        return result
    }

    /// Each concept with the words of its phrases, lower-cased: read once, not per statement.
    static let conceptWords: [(Concept, Set<String>)] = ConceptCatalogue.all.map { concept in
        // A small word ("with", "a") a phrase holds points at no concept.
        (concept, Set(concept.phrases.flatMap { $0.lowercasedFast().split(separator: " ").map(String.init) }).subtracting(Lexicon.stopWords))
    }

    /// The concepts that tell two forms of code apart, with their unplaced checks, built once.
    static let exampleTellingChecks: [(Concept, [any FileCheck])] = ConceptCatalogue.all
        .filter(\.tellsExamplesApart).map { ($0, $0.make(Placement())) }

    /// Lower-cased prose words of the statement, singular and plural alike.
    static func proseWords(_ context: MappingContext) -> Set<String> {
        var words = Set<String>()
        for word in String(context.reading.utterance.characters).split(whereSeparator: { !$0.isLetterFast }) {
            let text = String(word)
            words.insert(text)
            if text.hasSuffix("s"), text.count > 3 { words.insert(String(text.dropLast())) }
        }
        return words
    }

    /// `PreviewProvider` → preview, provider; `@MainActor` → main, actor.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name where character.isLetterFast {
            if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true { words.append(current.lowercasedFast()); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercasedFast()) }
        return words.filter { $0.count > 2 }
    }

    /// Attributes, directives and SDK type names a piece of code uses: the names a reader can
    /// tell apart without knowing the project.
    static func names(_ file: SourceFile) -> [String] {
        file.codeTokens.compactMap { token in
            let text = file.text(of: token)
            switch token.kind {
            case .attribute, .poundDirective: return text == "#if" || text == "#endif" || text == "#else" ? nil : text
            case .identifier: return SDKNames.types.contains(text) || SDKNames.modules.contains(text) ? text : nil
            default: return nil
            }
        }
    }
}
