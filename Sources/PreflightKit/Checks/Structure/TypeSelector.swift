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

    var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = []
        if let nameSuffix { result.append(("nameSuffix", .string(nameSuffix))) }
        if let conformance { result.append(("conformance", .string(conformance))) }
        if let attribute { result.append(("attribute", .string("@\(attribute)"))) }
        if !kinds.isEmpty { result.append(("kinds", .list(kinds))) }
        return result
    }

    /// The declarations of `file` this selector picks (extensions never: they add, not declare).
    func select(in file: SourceFile) -> [Int] {
        let declarations = file.declarations
        return declarations.indices.filter { index in
            let declaration = declarations[index]
            guard declaration.kind.isType, declaration.kind != .extension, declaration.kind != .protocol else { return false }
            if !kinds.isEmpty, !kinds.contains(declaration.kind.rawValue) { return false }
            if let nameSuffix, !declaration.name.hasSuffix(nameSuffix) { return false }
            if let conformance, !declaration.inheritance.contains(conformance) { return false }
            if let attribute, declaration.attribute(named: attribute) == nil { return false }
            return nameSuffix != nil || conformance != nil || attribute != nil
        }
    }
}
