import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Declarations with a given access level (`public`, `open`) carry a `///` or `/** */`
/// documentation comment. Overrides inherit theirs and extensions document nothing themselves,
/// so neither is asked for one.
public struct DocCommentCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "doc-comment",
        summary: "Public declarations have a documentation comment.",
        triggering: [
            "public struct ↓PriceFormatter {\n    public ↓init(locale: Locale) { self.locale = locale }\n    private let locale: Locale\n}",
            "/// Formats prices.\npublic struct PriceFormatter {\n    // Formats one amount.\n    public func ↓string(for amount: Decimal) -> String { \"\" }\n"
                + "    @discardableResult\n    open func ↓reset() -> Bool { true }\n}",
        ],
        nonTriggering: [
            "/// Formats prices for display.\npublic struct PriceFormatter {\n    /// Creates a formatter.\n    public init(locale: Locale) {}\n"
                + "    /**\n     Formats one amount.\n     */\n    public func string(for amount: Decimal) -> String { \"\" }\n    func cacheKey() -> String { \"\" }\n}",
            "/// A screen.\n// swiftlint:disable:next type_name\n@MainActor\npublic final class Screen: UIViewController {\n"
                + "    public override func viewDidLoad() { super.viewDidLoad() }\n}\npublic extension Screen {\n    func reload() {}\n}\nprivate struct Helper {}",
        ]
    )

    public var accessLevels: [String]
    /// The kinds of declaration that need documentation ("public functions"); empty: every kind.
    public var kinds: [Kind] = []
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public static let levels = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// Kinds of declaration a statement may name.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case type, function, property

        func includes(_ kind: Declaration.Kind) -> Bool {
            switch self {
            case .type: return kind.isType
            case .function: return [.function, .initializer, .subscript].contains(kind)
            case .property: return kind.isBinding
            }
        }
    }

    public init(accessLevels: [String] = ["public", "open"], scope: [Glob] = []) {
        self.accessLevels = accessLevels
        self.scope = scope
    }

    public static let example = DocCommentCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case accessLevels, kinds
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        var levels = ["public", "open"]
        if container.contains(.accessLevels), try !container.decodeNil(forKey: .accessLevels) {
            levels = try container.each(.accessLevels, what: "a list of access levels", entry: "an access level") { text, path in
                guard Self.levels.contains(text) else {
                    throw DecodingProblem.message("`\(text)` is not an access level (\(Self.levels.joined(separator: ", ")))", at: path)
                }
                return text
            }
        }
        self.init(accessLevels: levels)
        if container.contains(.kinds) {
            kinds = try container.each(.kinds, what: "a list of declaration kinds", entry: "type, function or property") { text, path in
                guard let kind = Kind(rawValue: text) else {
                    throw DecodingProblem.message("`\(text)` is not a kind of declaration (type, function, property)", at: path)
                }
                return kind
            }
        }
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(accessLevels, forKey: .accessLevels)
        if !kinds.isEmpty { try container.encode(kinds.map(\.rawValue), forKey: .kinds) }
    }

    public var summary: String {
        let what = kinds.isEmpty ? "declarations" : kinds.map { $0 == .property ? "properties" : $0.rawValue + "s" }.joined(separator: ", ")
        return codeScope.appended(to: accessLevels.map { "`\($0)`" }.joined(separator: "/") + " \(what) have `///` documentation")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let all = file.tokens
        var violations: [Violation] = []
        for declaration in file.declarations where !declaration.isLocal && declaration.kind != .extension && declaration.kind != .enumCase
            && (kinds.isEmpty || kinds.contains { $0.includes(declaration.kind) }) {
            guard let level = declaration.modifiers.first(where: accessLevels.contains), !declaration.hasModifier("override"),
                  !isDocumented(code[declaration.firstToken], among: all, in: file) else { continue }
            violations.append(Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                                        message: "\(level) `\(declaration.name)` has no documentation comment"))
        }
        return violations
    }

    /// Whether the comments right above `token` (other comments may sit between) include a doc comment.
    func isDocumented(_ token: Token, among tokens: [Token], in file: SourceFile) -> Bool {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < token.start { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0, tokens[index].kind == .comment {
            let text = file.text(of: tokens[index])
            if text.hasPrefix("///") || (text.hasPrefix("/**") && text != "/**/") { return true }
            index -= 1
        }
        return false
    }
}
