import PreflightModel
import PreflightSwiftSource

/// Which type declarations a structural check applies to: by name suffix (`…ViewModel`),
/// by conformance (`: View`), by attribute (`@Reducer`), or by kind (`class`).
public struct TypeSelector: Sendable, Hashable, CustomStringConvertible {
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

    /// Whether it picks anything: a kind alone (`class`) names no family of types.
    public var isEmpty: Bool { nameSuffix == nil && conformance == nil && attribute == nil }

    static let typeKinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

    /// The selector as one string, as `inside` writes it: `View` (a lone name is a conformance),
    /// `…ViewModel`, `@Reducer`, and combined `@MainActor class …ViewModel: ObservableObject`.
    public var text: String {
        var parts: [String] = []
        if let attribute { parts.append("@" + attribute) }
        if !kinds.isEmpty { parts.append(kinds.joined(separator: "/")) }
        if let nameSuffix { parts.append("…" + nameSuffix) }
        if let conformance {
            if parts.isEmpty { parts.append(conformance) } else { parts[parts.count - 1] += ": " + conformance }
        }
        return parts.joined(separator: " ")
    }

    /// Reads `text`'s form (`*ViewModel` and `~ViewModel` name a suffix too); nil when the text
    /// is not a selector or picks nothing.
    public init?(text: String) {
        var head = Substring(text.trimming(" \t"))
        var conformance: String?
        if let colon = head.firstIndex(of: ":") {
            conformance = head[head.index(after: colon)...].trimming(" \t")
            head = head[..<colon]
            guard let name = conformance, TypeSelector.isName(name) else { return nil }
        }
        let words = head.split(separator: " ").map(String.init)
        if conformance == nil, words.count == 1, TypeSelector.isName(words[0]),
           !words[0].split(separator: "/").allSatisfy({ TypeSelector.typeKinds.contains(String($0)) }) {
            self.init(conformance: words[0])
            return
        }
        self.init(conformance: conformance)
        for word in words {
            if word.hasPrefix("@"), attribute == nil, TypeSelector.isName(String(word.dropFirst())) {
                attribute = String(word.dropFirst())
            } else if let marker = ["…", "...", "*", "~"].first(where: { word.hasPrefix($0) }), nameSuffix == nil,
                      TypeSelector.isName(String(word.dropFirst(marker.count))) {
                nameSuffix = String(word.dropFirst(marker.count))
            } else if kinds.isEmpty, word.split(separator: "/").allSatisfy({ TypeSelector.typeKinds.contains(String($0)) }) {
                kinds = word.split(separator: "/").map(String.init)
            } else {
                return nil
            }
        }
        if isEmpty { return nil }
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// The keys a structural check spells its selector out with. `attribute` is the type's
    /// attribute, except in a check whose own parameter is called that (`required-attribute`),
    /// which names it `typeAttribute`.
    struct FieldKeys {
        var attribute = "attribute"

        var all: [String] { ["nameSuffix", "conformance", attribute, "kinds"] }
    }

    func encodeFields(to encoder: Encoder, keys: FieldKeys = FieldKeys()) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        if let nameSuffix { try container.encode(nameSuffix, forKey: AnyCodingKey("nameSuffix")) }
        if let conformance { try container.encode(conformance, forKey: AnyCodingKey("conformance")) }
        if let attribute { try container.encode("@" + attribute, forKey: AnyCodingKey(keys.attribute)) }
        if !kinds.isEmpty { try container.encode(kinds, forKey: AnyCodingKey("kinds")) }
    }

    /// Reads the fields a structural check spells out; at least one must pick types.
    init(fieldsFrom decoder: Decoder, keys: FieldKeys = FieldKeys()) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.init(nameSuffix: try container.optionalText(AnyCodingKey("nameSuffix")).map { $0.trimmingPrefix("…").trimmingPrefix("*") },
                  conformance: try container.optionalText(AnyCodingKey("conformance")),
                  attribute: try container.optionalText(AnyCodingKey(keys.attribute)).map { $0.trimmingPrefix("@") },
                  kinds: try container.optionalStrings(AnyCodingKey("kinds"), what: "a list of type kinds"))
        if let unknown = kinds.first(where: { !TypeSelector.typeKinds.contains($0) }) {
            throw DecodingProblem.message("`\(unknown)` is not a kind of type (\(TypeSelector.typeKinds.sorted().joined(separator: ", ")))",
                                          at: decoder.codingPath + [AnyCodingKey("kinds")])
        }
        if isEmpty {
            throw DecodingProblem.message("needs `nameSuffix`, `conformance` or `\(keys.attribute)` to pick the types it applies to",
                                          at: decoder.codingPath)
        }
    }

    /// The declarations of `file` this selector picks (extensions never: they add, not declare).
    /// Indices into `file.declarations`, worked out once per file and selector: the checks of
    /// a skill share selectors (every `View`), and each asks for its scope and its evidence.
    package func select(in file: SourceFile) -> [Int] {
        file.memo(TypeSelector.key(self, prefix: "TypeSelector.select:")) { computeSelection(in: file) }
    }

    private func computeSelection(in file: SourceFile) -> [Int] {
        let declarations = file.declarations
        // Fields are read in place (`declarations[index].kind`): binding the element to a
        // local copied the whole declaration, retains and all, for every type of every file.
        return declarations.indices.filter { index in
            let kind = declarations[index].kind
            guard kind.isType, kind != .extension else { return false }
            // Protocols only when asked for by kind ("every `…Repository` protocol").
            if kinds.isEmpty ? kind == .protocol : !kinds.contains(kind.rawValue) { return false }
            // `…Feature` names something before the suffix: a type called just `Feature` is not one.
            if let nameSuffix, !declarations[index].name.hasSuffix(nameSuffix) || declarations[index].name.count == nameSuffix.count {
                return false
            }
            if let conformance, !declarations[index].inheritance.contains(conformance) { return false }
            if let attribute, declarations[index].attribute(named: attribute) == nil { return false }
            // Kinds alone ("all classes") select every type of those kinds.
            return nameSuffix != nil || conformance != nil || attribute != nil || !kinds.isEmpty
        }
    }
}

extension TypeSelector {
    /// "declares `HomeView`, one of the types conforming to `View`", or nil when the file declares
    /// none of the selected types: what a check on these types finds to judge in the file.
    package func subject(in file: SourceFile) -> String? {
        guard let first = select(in: file).first else { return nil }
        return "declares `\(file.declarations[first].name)`, one of the \(self)"
    }
}

extension SourceFile {
    /// Whether code token `index` lies inside a type the selector picks, or in an extension of
    /// one (an extension that declares the conformance counts too).
    package func isInside(_ selector: TypeSelector, token index: Int) -> Bool {
        typeBodies(key: TypeSelector.key(selector, prefix: "selector:")) { typeNames(selectedBy: selector) }.contains(index)
    }


    /// The names `isInside` looks for: a check asks once per hit, so they are worked out once
    /// per file and selector.
    package func typeNames(selectedBy selector: TypeSelector) -> Set<String> {
        memo(TypeSelector.key(selector, prefix: "TypeSelector.names:")) {
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
    /// `prefix` and the selector's fields in one string, built in place: every check asks for
    /// its selection on every file, so the key is made tens of thousands of times in an audit.
    fileprivate static func key(_ selector: TypeSelector, prefix: String) -> String {
        var key = prefix
        key.reserveCapacity(prefix.utf8.count + 64)
        key += selector.nameSuffix ?? ""
        key += "\u{0}"
        key += selector.conformance ?? ""
        key += "\u{0}"
        key += selector.attribute ?? ""
        key += "\u{0}"
        for (index, kind) in selector.kinds.enumerated() {
            if index > 0 { key += "/" }
            key += kind
        }
        return key
    }
}
