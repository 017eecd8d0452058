import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Any check as one value: equal when the checks are, encoded as its `kind` followed by its
/// parameters (what `compile --format json` prints), decoded through the registry.
public struct AnyCheck: Hashable, Codable, Sendable {
    public let check: any Check

    public init(_ check: any Check) {
        self.check = check
    }

    public init(from decoder: Decoder) throws {
        check = try CheckRegistry.decode(from: decoder)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(check.kind, forKey: AnyCodingKey("kind"))
        try check.encode(to: encoder)
    }

    public static func == (lhs: AnyCheck, rhs: AnyCheck) -> Bool {
        lhs.check.isSameCheck(as: rhs.check)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(check.kind)
        check.hash(into: &hasher)
    }
}

extension Check {
    /// The parameters as `compile` prints them and annotations write them, in order.
    package var parameters: [(name: String, value: JSONValue)] {
        guard case let .object(members)? = try? JSONValueEncoder().encode(self) else { return [] }
        return members.map { (name: $0.0, value: $0.1) }
    }
}

extension Decoder {
    /// A check's parameters, refusing any key the kind does not know (its `kind` aside).
    /// `sharing` names keys read by a shared part (a type selector's fields).
    func parameters<Key: CodingKey & CaseIterable>(of kind: String, _ keys: Key.Type,
                                                   sharing shared: [String] = []) throws -> KeyedDecodingContainer<Key> {
        try refuseUnknownKeys(keys.allCases.map(\.stringValue) + shared, noun: "parameter", place: "for `\(kind)`",
                              unlisted: ["kind"])
        return try container(keyedBy: keys)
    }
}

extension KeyedDecodingContainer {
    /// A type selector written as one string (`inside: View`).
    func selector(_ key: Key) throws -> TypeSelector? {
        guard let text = try optionalText(key) else { return nil }
        guard let selector = TypeSelector(text: text) else {
            throw DecodingProblem.message("`\(text)` is not a type selector (`View`, `…ViewModel`, `@Reducer`, "
                                          + "`class …ViewModel: ObservableObject`)", at: codingPath + [key])
        }
        return selector
    }

    /// Code patterns (`UIApplication.shared`, `@Published`, `#Preview`).
    func patterns(_ key: Key) throws -> [SymbolPattern] {
        try each(key, what: "a list of code patterns", entry: "a code pattern") { text, path in
            guard let pattern = SymbolPattern(text) else {
                throw DecodingProblem.message("`\(text)` is not a code pattern (an identifier, attribute or member chain)", at: path)
            }
            return pattern
        }
    }

    func optionalPatterns(_ key: Key) throws -> [SymbolPattern] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        return try patterns(key)
    }

    func globs(_ key: Key) throws -> [Glob] {
        try strings(key, what: "a list of globs", entry: "a glob").map(Glob.init)
    }

    func optionalGlobs(_ key: Key) throws -> [Glob] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        return try globs(key)
    }

    /// Languages by name (`swift`, `kotlin`); `fallback` when absent.
    func languages(_ key: Key, default fallback: Set<SourceLanguage>) throws -> Set<SourceLanguage> {
        guard contains(key), try !decodeNil(forKey: key) else { return fallback }
        let names = SourceLanguage.allCases.map(\.rawValue)
        return Set(try each(key, what: "a list of languages", entry: "a language") { text, path in
            guard let language = SourceLanguage(rawValue: text) else {
                let suggestion = EditDistance.suggestion(for: text, among: names).map { "; did you mean `\($0)`?" } ?? ""
                throw DecodingProblem.message("unknown language `\(text)`\(suggestion) (known: \(names.joined(separator: ", ")))", at: path)
            }
            return language
        })
    }

    /// An attribute written with or without its `@`.
    func attribute(_ key: Key) throws -> String {
        try text(key).trimmingPrefix("@")
    }
}

extension KeyedEncodingContainer {
    mutating func encode(_ patterns: [SymbolPattern], forKey key: Key) throws {
        try encode(patterns.map(\.text), forKey: key)
    }

    mutating func encode(_ globs: [Glob], forKey key: Key) throws {
        try encode(globs.map(\.pattern), forKey: key)
    }

    /// Written only when they differ from the kind's usual languages.
    mutating func encode(_ languages: Set<SourceLanguage>, forKey key: Key, unless usual: Set<SourceLanguage>) throws {
        if languages != usual { try encode(languages.map(\.rawValue).sorted(), forKey: key) }
    }

    /// Written only when set.
    mutating func encodeScope(_ globs: [Glob], forKey key: Key) throws {
        if !globs.isEmpty { try encode(globs, forKey: key) }
    }
}
