import PreflightChecks
import PreflightModel

/// "View models: `@MainActor @Observable final class XxxViewModel`", "ViewModel: `final class
/// FooViewModel: ObservableObject`": a declaration written once with a placeholder name stands
/// for every type of that group. It says the group's kind, its attributes and its conformances,
/// each a check on the types whose name ends as the template's does.
package enum DeclarationTemplateMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        guard context.requires, context.reading.frames.allSatisfy({ !$0.modality.forbids }) else { return [] }
        let frames = context.reading.frames
        // Only a template the statement asks for: not an alternative, an exception or a condition.
        let sidelined = Set(frames.flatMap { $0.alternatives + $0.exceptions + $0.conditions }.map(\.position))
        let templates = context.codeTerms.compactMap { term in
            sidelined.contains(term.position) ? nil : DeclarationTemplate(term.text).map { (term, $0) }
        }
        guard templates.count == 1, let template = templates.first?.1 else { return [] }
        guard frames.allSatisfy({ $0.locations.isEmpty && $0.conditionText == nil && $0.unresolvedPlace == nil && $0.exceptions.isEmpty }) else {
            return []
        }
        context.claimAll { _ in true }
        let severity: Severity = context.statement.modality == .prefer ? .warning : .error
        return template.checks.map { check in
            Mapped(check: check, origin: "declared as `\(template.written)`", severity: severity)
        }
    }
}

/// A type declaration with a placeholder name (`Xxx`, `Foo`, `My`, `<Name>`, `*` …) before the
/// part every member of the group shares.
package struct DeclarationTemplate: Equatable {
    package var attributes: [String]
    package var isFinal: Bool
    package var kind: String
    package var nameSuffix: String
    package var conformances: [String]
    package var written: String

    static let kinds: Set<String> = ["class", "struct", "enum", "actor"]
    /// Modifiers that may stand before the kind and say nothing a check here decides.
    static let otherModifiers: Set<String> = ["public", "internal", "package", "open", "private", "fileprivate", "nonisolated"]
    /// Names that stand for any name in a template; bracketed names (`<Feature>`, `{Name}`) too.
    static let placeholders = ["Xxx", "XXX", "Foo", "Bar", "Baz", "My", "Some", "Your", "Example", "Sample", "…", "...", "*"]

    package init?(_ code: String) {
        var text = code.trimming(" \t")
        // A body written as `{ }`, `{ ... }` or `{ … }` says nothing more.
        if let brace = text.firstIndex(of: "{"), text.hasSuffix("}") {
            let body = text[text.index(after: brace)..<text.index(before: text.endIndex)].trimming(" \t")
            guard body.isEmpty || body == "..." || body == "…" else { return nil }
            text = String(text[..<brace]).trimming(" \t")
        }
        var head = text
        var conformances: [String] = []
        if let colon = text.firstIndex(of: ":") {
            head = String(text[..<colon])
            conformances = text[text.index(after: colon)...].split(separator: ",").map { $0.trimming(" \t") }
            guard !conformances.isEmpty, conformances.allSatisfy(Self.isTypeName) else { return nil }
        }
        let words = head.split(separator: " ").map(String.init)
        guard let kindIndex = words.firstIndex(where: Self.kinds.contains), kindIndex == words.count - 2 else { return nil }
        var attributes: [String] = []
        var isFinal = false
        for word in words[..<kindIndex] {
            if word.hasPrefix("@"), Self.isTypeName(String(word.dropFirst())) {
                attributes.append(String(word.dropFirst()))
            } else if word == "final" {
                isFinal = true
            } else if !Self.otherModifiers.contains(word) {
                return nil
            }
        }
        guard let suffix = Self.suffix(ofPlaceholderName: words[kindIndex + 1]) else { return nil }
        self.attributes = attributes
        self.isFinal = isFinal && words[kindIndex] == "class"
        self.kind = words[kindIndex]
        self.nameSuffix = suffix
        self.conformances = conformances
        self.written = code.trimming(" \t")
    }

    /// `XxxViewModel` → `ViewModel`; nil for a name with no placeholder (`HomeViewModel` is one
    /// type, not a group).
    static func suffix(ofPlaceholderName name: String) -> String? {
        var rest: Substring?
        if let open = name.first, let close = ([Character("<"): Character(">"), "{": "}", "[": "]"] as [Character: Character])[open], let end = name.firstIndex(of: close) {
            rest = name[name.index(after: end)...]
        } else if let placeholder = placeholders.first(where: { name.hasPrefix($0) }) {
            rest = name.dropFirst(placeholder.count)
        }
        guard let rest, rest.count >= 2, rest.first?.isUppercase == true, rest.allSatisfy({ $0.isLetterFast || $0.isNumber }) else { return nil }
        return String(rest)
    }

    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return text.allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "." }
    }

    /// The kind, each attribute and each conformance, on the types named `…suffix`. A template
    /// whose name ends in one of its own protocols (`struct XxxView: View`) speaks of the types
    /// that conform to it: a UIKit `HeaderView` is not one of them.
    package var checks: [any Check] {
        let ownProtocol = conformances.contains(nameSuffix)
        let selector = TypeSelector(nameSuffix: nameSuffix, conformance: ownProtocol ? nameSuffix : nil)
        var checks: [any Check] = [TypeKindCheck(kinds: [isFinal ? "final class" : kind], selector: selector)]
        checks += attributes.map { RequiredAttributeCheck(attribute: $0, selector: selector) }
        let required = conformances.filter { $0 != nameSuffix }
        if !required.isEmpty { checks.append(RequiredConformanceCheck(protocols: required, selector: selector)) }
        return checks
    }
}
