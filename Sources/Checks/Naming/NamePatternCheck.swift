import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Names of a kind of declaration follow a pattern: Bool properties start with `is` / `has`,
/// delegate protocols end in `Delegate`, no type ends in `Manager`, constants carry no `k`
/// prefix, types are UpperCamelCase. Declarations are picked by kind, and optionally by their
/// written type (`Bool`) or a conformance (`Error`).
public struct NamePatternCheck: PlacedCoding {
    public enum Casing: String, Sendable, Hashable, CaseIterable {
        /// `camel`: either camel case, as a rule that refuses snake_case or ALL CAPS asks —
        /// no underscore inside a name, no word of five or more capitals (`MAX_RETRIES`,
        /// `DEFAULTTIMEOUT`); acronyms (`URL`, `HTTP`, `JSON`) stay.
        case upperCamel, lowerCamel, camel
    }

    public static let description = CheckDescription(
        kind: "name-pattern",
        summary: "Declared names of a kind start or end as the convention says.",
        triggering: [
            "struct Settings {\n    var ↓loading: Bool = false\n    let ↓premium = true\n}",
        ],
        nonTriggering: [
            "struct Settings {\n    var isLoading: Bool = false\n    let hasPremium = true\n    var count = 0\n}",
            "func load(completion: @escaping (Bool) -> Void) {}\n// var loading: Bool",
        ]
    )

    /// `var`, `let`, `func`, `case`, `class`, `struct`, `enum`, `protocol`, `actor`, or `type`
    /// for every type kind.
    public var declarations: [String]
    /// Only bindings written with this type (`Bool`), or initialised with a literal of it.
    public var typeAnnotation: String?
    /// Only types conforming to this protocol (`Error`).
    public var conformance: String?
    public var prefixes: [String]
    public var suffixes: [String]
    public var forbiddenPrefixes: [String]
    public var forbiddenSuffixes: [String]
    public var casing: Casing?
    /// "Booleans read as assertions": besides `prefixes`, a name may start with any auxiliary
    /// (`is`, `has`, `should`, `will` …) or a verb in the third person (`showsBadge`,
    /// `allowsEditing`), since the examples a document gives are examples, not the whole list.
    public var readsAsAssertion = false
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place.
    public var codeScope = CodeScope()

    public init(declarations: [String], typeAnnotation: String? = nil, conformance: String? = nil, prefixes: [String] = [],
                suffixes: [String] = [], forbiddenPrefixes: [String] = [], forbiddenSuffixes: [String] = [], casing: Casing? = nil,
                scope: [Glob] = []) {
        self.declarations = declarations
        self.typeAnnotation = typeAnnotation
        self.conformance = conformance
        self.prefixes = prefixes
        self.suffixes = suffixes
        self.forbiddenPrefixes = forbiddenPrefixes
        self.forbiddenSuffixes = forbiddenSuffixes
        self.casing = casing
        self.scope = scope
    }

    public static let example = NamePatternCheck(declarations: ["var", "let"], typeAnnotation: "Bool", prefixes: ["is", "has", "can", "should"])

    static let typeKinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

    public enum Parameters: String, CodingKey, CaseIterable {
        case declarations, type, conformance, prefixes, suffixes, forbiddenPrefixes, forbiddenSuffixes, casing, assertion
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let kinds = try container.strings(.declarations, what: "a list of declaration kinds")
        let known = ["var", "let", "func", "case", "type"] + Array(Self.typeKinds)
        for kind in kinds where !known.contains(kind) {
            throw DecodingProblem.message("`\(kind)` is not a declaration kind (\(known.joined(separator: ", ")))",
                                          at: container.codingPath + [Parameters.declarations])
        }
        var casing: Casing?
        if let text = try container.optionalText(.casing) {
            guard let value = Casing(rawValue: text) else {
                throw DecodingProblem.message("`casing` is `upperCamel`, `lowerCamel` or `camel`", at: container.codingPath + [Parameters.casing])
            }
            casing = value
        }
        self.init(declarations: kinds, typeAnnotation: try container.optionalText(.type), conformance: try container.optionalText(.conformance),
                  prefixes: try container.optionalStrings(.prefixes, what: "a list of prefixes"),
                  suffixes: try container.optionalStrings(.suffixes, what: "a list of suffixes"),
                  forbiddenPrefixes: try container.optionalStrings(.forbiddenPrefixes, what: "a list of prefixes"),
                  forbiddenSuffixes: try container.optionalStrings(.forbiddenSuffixes, what: "a list of suffixes"),
                  casing: casing)
        readsAsAssertion = try container.decodeIfPresent(Bool.self, forKey: .assertion) ?? false
        guard !(prefixes.isEmpty && suffixes.isEmpty && forbiddenPrefixes.isEmpty && forbiddenSuffixes.isEmpty && casing == nil
                && !readsAsAssertion) else {
            throw DecodingProblem.message("a name pattern needs prefixes, suffixes, forbidden ones, a casing or `assertion: true`",
                                          at: container.codingPath)
        }
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(declarations, forKey: .declarations)
        if let typeAnnotation { try container.encode(typeAnnotation, forKey: .type) }
        if let conformance { try container.encode(conformance, forKey: .conformance) }
        if !prefixes.isEmpty { try container.encode(prefixes, forKey: .prefixes) }
        if !suffixes.isEmpty { try container.encode(suffixes, forKey: .suffixes) }
        if !forbiddenPrefixes.isEmpty { try container.encode(forbiddenPrefixes, forKey: .forbiddenPrefixes) }
        if !forbiddenSuffixes.isEmpty { try container.encode(forbiddenSuffixes, forKey: .forbiddenSuffixes) }
        if let casing { try container.encode(casing.rawValue, forKey: .casing) }
        if readsAsAssertion { try container.encode(true, forKey: .assertion) }
    }

    var subjectText: String {
        var text = declarations.map { $0 == "type" ? "type" : "`\($0)`" }.joined(separator: "/") + " names"
        if let typeAnnotation { text += " of type `\(typeAnnotation)`" }
        if let conformance { text += " conforming to `\(conformance)`" }
        return text
    }

    var ruleText: String {
        var parts: [String] = []
        if readsAsAssertion {
            let shown = prefixes.isEmpty ? ["is", "has"] : prefixes
            parts.append("read as assertions (" + shown.map { "`\($0)…`" }.joined(separator: ", ") + ", another auxiliary or a verb: `shows…`)")
        } else if !prefixes.isEmpty {
            parts.append("start with " + prefixes.map { "`\($0)`" }.joined(separator: "/"))
        }
        if !suffixes.isEmpty { parts.append("end with " + suffixes.map { "`\($0)`" }.joined(separator: "/")) }
        if !forbiddenPrefixes.isEmpty { parts.append("never start with " + forbiddenPrefixes.map { "`\($0)`" }.joined(separator: "/")) }
        if !forbiddenSuffixes.isEmpty { parts.append("never end with " + forbiddenSuffixes.map { "`\($0)`" }.joined(separator: "/")) }
        if let casing { parts.append("are " + Self.casingText(casing)) }
        return parts.joined(separator: ", ")
    }

    public var summary: String { codeScope.appended(to: "\(subjectText) \(ruleText)") }

    func picks(_ declaration: Declaration, in file: SourceFile) -> Bool {
        let kind = declaration.kind.rawValue
        let typeKind = Self.typeKinds.contains(kind)
        guard declarations.contains(kind) || (typeKind && declarations.contains("type")) else { return false }
        // Locals and overridden members are named elsewhere.
        if declaration.isLocal || declaration.hasModifier("override") { return false }
        if let conformance, !declaration.inheritance.contains(conformance) { return false }
        if let typeAnnotation {
            if let written = declaration.typeAnnotation {
                guard written == typeAnnotation || written == typeAnnotation + "?" else { return false }
            } else if typeAnnotation == "Bool", let initializer = declaration.initializerTokens, initializer.count == 1 {
                let text = file.text(of: file.codeTokens[initializer.lowerBound])
                guard text == "true" || text == "false" else { return false }
            } else {
                return false
            }
        }
        return true
    }

    static func casingText(_ casing: Casing) -> String {
        switch casing {
        case .upperCamel: return "UpperCamelCase"
        case .lowerCamel: return "lowerCamelCase"
        case .camel: return "camelCase (no snake_case, no ALL CAPS)"
        }
    }

    /// What keeps a name from camel case: an underscore inside it, or a run of five or more
    /// capitals and nothing else (an acronym of four is a word: `HTTP`, `UUID`).
    static func camelProblem(_ name: String) -> String? {
        if name.dropFirst().contains("_") { return "is snake_case" }
        let letters = name.filter(\.isLetter)
        if letters.count >= 5, letters.allSatisfy(\.isUppercase) { return "is ALL CAPS" }
        return nil
    }

    /// Platform and product names Apple spells with a lower-case first letter (`iOS18Player`).
    static let lowerCaseBrands = ["iOS", "iPadOS", "iCloud", "iPhone", "iPad", "iMessage", "macOS", "tvOS", "watchOS", "visionOS"]

    /// Names a casing rule leaves alone because something outside the team's choice spells them:
    /// XCTest's `test…` methods (`test_login_fails` is how many teams name them), the cases of a
    /// `CodingKeys` enum (they spell an outside format's keys), Xcode's `…_Previews` providers,
    /// and types that open with a lower-case Apple brand (`iCloudSettingsView`).
    static func casingExempt(_ declaration: Declaration, name: String, in file: SourceFile) -> Bool {
        if declaration.kind == .function, name.hasPrefix("test") || declaration.attributes.contains(where: { $0.name == "Test" }) { return true }
        if declaration.kind == .enumCase, let parent = declaration.parent, file.declarations[parent].name == "CodingKeys" { return true }
        if declaration.kind.isType {
            if declaration.inheritance.contains("PreviewProvider") { return true }
            if lowerCaseBrands.contains(where: { name.hasPrefix($0) }) { return true }
        }
        return false
    }

    /// Words a Boolean's name may open with and read as an assertion about its owner.
    public static let auxiliaries: Set<String> = [
        "is", "has", "have", "had", "can", "could", "should", "shall", "will", "would", "did", "does", "do", "was", "were", "are",
        "must", "may", "might", "needs", "wants", "allows", "supports", "shows", "uses", "contains", "requires", "includes",
    ]

    /// `isLoading`, `hasAccess`, `showsBadge`: the first word of the name is one of `prefixes`,
    /// an auxiliary, or a verb in the third person (a word of three letters or more ending in `s`).
    static func readsAsAssertion(_ name: String, prefixes: [String]) -> Bool {
        if prefixes.contains(where: { startsWord(name, $0) }) { return true }
        let head = String(name.prefix { $0.isLowercase })
        if auxiliaries.contains(head) { return true }
        if head.count >= 3, head.hasSuffix("s"), !head.hasSuffix("ss") { return true }
        // `postIsSensitive`, `browserIsRunning`: the subject first, then the auxiliary.
        return camelWords(name).dropFirst().contains { auxiliaries.contains($0.lowercased()) && $0.count > 1 }
    }

    /// `postIsSensitive` → `post`, `Is`, `Sensitive`.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func capitalised(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Whether a name starts with a prefix as a word: `isLoading` has `is`, `island` does not.
    static func startsWord(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let next = rest.first else { return true }
        return next.isUppercase || next == "_" || next.isNumber
    }

    /// A file declaring nothing the check picks (no `Bool` property for "Bool properties start
    /// with `is`") holds nothing it judges.
    public func subject(in file: SourceFile) -> String? {
        file.declarations.first { picks($0, in: file) }.map { "declares `\($0.name)`, one of the \(subjectText)" }
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        for declaration in file.declarations where picks(declaration, in: file) {
            for name in declaration.names.isEmpty ? [declaration.name] : declaration.names {
                let bare = name.trimmingPrefix("`")
                var problems: [String] = []
                if readsAsAssertion {
                    if !Self.readsAsAssertion(bare, prefixes: prefixes) { problems.append("does not read as an assertion (`is\(Self.capitalised(bare))`)") }
                } else if !prefixes.isEmpty, !prefixes.contains(where: { Self.startsWord(bare, $0) }) {
                    problems.append("does not start with " + prefixes.map { "`\($0)`" }.joined(separator: "/"))
                }
                if !suffixes.isEmpty, !suffixes.contains(where: { bare.hasSuffix($0) && bare.count > $0.count }) {
                    problems.append("does not end with " + suffixes.map { "`\($0)`" }.joined(separator: "/"))
                }
                if let prefix = forbiddenPrefixes.first(where: { Self.startsWord(bare, $0) }) { problems.append("starts with `\(prefix)`") }
                if let suffix = forbiddenSuffixes.first(where: { bare.hasSuffix($0) && bare.count > $0.count }) { problems.append("ends with `\(suffix)`") }
                if let casing, let first = bare.first, first.isLetter, !Self.casingExempt(declaration, name: bare, in: file) {
                    let upper = first.isUppercase
                    if casing == .upperCamel, !upper || bare.contains("_") { problems.append("is not UpperCamelCase") }
                    if casing == .lowerCamel, upper || bare.dropFirst().contains("_") { problems.append("is not lowerCamelCase") }
                    if casing == .camel, let problem = Self.camelProblem(bare) { problems.append(problem) }
                }
                guard !problems.isEmpty else { continue }
                violations.append(Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                                            message: "`\(bare)` " + problems.joined(separator: " and ")))
            }
        }
        return violations
    }
}
