import PreflightSwiftSource

/// Which type declarations a structural check applies to: by name suffix (`…ViewModel`),
/// by conformance (`: View`), by attribute (`@Reducer`), or by kind (`class`).
public struct TypeSelector: Sendable, Equatable, CustomStringConvertible {
    public var nameSuffix: String?
    public var conformance: String?
    public var attribute: String?
    public var kinds: [String]

    public init(nameSuffix: String? = nil, conformance: String? = nil, attribute: String? = nil, kinds: [String] = []) {
        self.nameSuffix = nameSuffix
        self.conformance = conformance
        self.attribute = attribute
        self.kinds = kinds
    }

    public var description: String {
        var parts: [String] = []
        if let attribute { parts.append("`@\(attribute)`") }
        parts.append(kinds.isEmpty ? "types" : kinds.joined(separator: "/") + " types")
        if let nameSuffix { parts.append("named `…\(nameSuffix)`") }
        if let conformance { parts.append("conforming to `\(conformance)`") }
        return parts.joined(separator: " ")
    }

    /// `View`, `…ViewModel`, `@Reducer`: the selector as an annotation writes it.
    public var shortDescription: String {
        conformance ?? nameSuffix.map { "…" + $0 } ?? attribute.map { "@" + $0 } ?? "types"
    }

    /// Reads `View`, `…ViewModel` / `*ViewModel`, `@Reducer`.
    public init(shortDescription text: String) {
        if text.hasPrefix("@") { self.init(attribute: String(text.dropFirst())) }
        else if text.hasPrefix("…") || text.hasPrefix("*") || text.hasPrefix("~") { self.init(nameSuffix: String(text.dropFirst())) }
        else { self.init(conformance: text) }
    }

    package var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = []
        if let nameSuffix { result.append(("nameSuffix", .string(nameSuffix))) }
        if let conformance { result.append(("conformance", .string(conformance))) }
        if let attribute { result.append(("attribute", .string("@\(attribute)"))) }
        if !kinds.isEmpty { result.append(("kinds", .list(kinds))) }
        return result
    }

    /// The declarations of `file` this selector picks (extensions never: they add, not declare).
    package func select(in file: SourceFile) -> [Int] {
        let declarations = file.declarations
        return declarations.indices.filter { index in
            let declaration = declarations[index]
            guard declaration.kind.isType, declaration.kind != .extension else { return false }
            // Protocols only when asked for by kind ("every `…Repository` protocol").
            if kinds.isEmpty ? declaration.kind == .protocol : !kinds.contains(declaration.kind.rawValue) { return false }
            // `…Feature` names something before the suffix: a type called just `Feature` is not one.
            if let nameSuffix, !declaration.name.hasSuffix(nameSuffix) || declaration.name.count == nameSuffix.count { return false }
            if let conformance, !declaration.inheritance.contains(conformance) { return false }
            if let attribute, declaration.attribute(named: attribute) == nil { return false }
            return nameSuffix != nil || conformance != nil || attribute != nil
        }
    }
}

extension SourceFile {
    /// Whether code token `index` lies inside a type the selector picks, or in an extension of
    /// one (an extension that declares the conformance counts too).
    package func isInside(_ selector: TypeSelector, token index: Int) -> Bool {
        typeBodies(key: "selector:" + TypeSelector.key(selector)) { typeNames(selectedBy: selector) }.contains(index)
    }


    /// The names `isInside` looks for: a check asks once per hit, so they are worked out once
    /// per file and selector.
    package func typeNames(selectedBy selector: TypeSelector) -> Set<String> {
        memo("TypeSelector.names:" + TypeSelector.key(selector)) {
            let declarations = self.declarations
            var names = Set(selector.select(in: self).map { declarations[$0].name })
            if let conformance = selector.conformance {
                for declaration in declarations where declaration.kind == .extension && declaration.inheritance.contains(conformance) {
                    names.insert(declaration.name)
                }
            }
            return names
        }
    }
}

extension TypeSelector {
    /// The selector as a short cache key for per-file answers.
    fileprivate static func key(_ selector: TypeSelector) -> String {
        selector.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "\u{0}")
    }
}
