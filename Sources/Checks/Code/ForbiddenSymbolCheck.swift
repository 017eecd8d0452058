import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Forbids an identifier, type, attribute, member chain or keyword run anywhere in code
/// (never in comments or strings), optionally only inside types conforming to a protocol.
public struct ForbiddenSymbolCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "forbidden-symbol",
        summary: "An identifier, attribute or member chain that must not appear in code.",
        triggering: [
            "final class Store: ↓ObservableObject {\n    ↓@Published var count = 0\n}",
            "let app = ↓UIApplication.shared",
        ],
        nonTriggering: [
            "@Observable final class Store {\n    var count = 0\n}",
            "// ObservableObject is legacy; @Published too\nlet text = \"UIApplication.shared\"",
            "let value = model.ObservableObject",
        ],
        sharedMeaning: "forbidden-code"
    )

    public var symbols: [SymbolPattern]
    public var languages: Set<SourceLanguage>
    public var scope: [Glob]
    /// Only inside a type conforming to this protocol (`Task` only in a `View`), when set.
    public var inside: TypeSelector?
    /// Only in files that contain one of these (`StoreOf` for "in a view bound to a store").
    public var whenFileContains: [SymbolPattern] = []
    /// Types (or files of that name) where the symbol is allowed: "only `AppRouter` touches
    /// `UIApplication.shared`".
    public var allowedIn: [String]

    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(symbols: [SymbolPattern], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [],
                insideConformance: String? = nil, inside: TypeSelector? = nil, allowedIn: [String] = []) {
        self.symbols = symbols
        self.languages = languages
        self.scope = scope
        self.inside = inside ?? insideConformance.map { TypeSelector(conformance: $0) }
        self.allowedIn = allowedIn
    }

    public static let example = ForbiddenSymbolCheck(
        symbols: ["ObservableObject", "@Published", "UIApplication.shared"].compactMap(SymbolPattern.init))

    public var enclosingTypes: TypeSelector? { inside }
    public var fileContext: [SymbolPattern] { whenFileContains }
    /// A symbol is found only where its first piece is a token of the file.
    public var anchorTokens: [String]? { symbols.map { $0.pieces[0] } }
    public var literalCode: [String]? { symbols.map(\.text) }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case symbols, languages, paths, inside, whenFileContains, allowedIn, within, outside, whenFileUses, excludedPaths, inFilesDeclaring
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(symbols: try container.patterns(.symbols), languages: try container.languages(.languages, default: [.swift]),
                  scope: try container.optionalGlobs(.paths), inside: try container.selector(.inside),
                  allowedIn: try container.optionalStrings(.allowedIn, what: "a list of type or file names"))
        whenFileContains = try container.optionalPatterns(.whenFileContains)
        codeScope = try container.codeScope { CodingKeys(rawValue: $0)! }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(symbols, forKey: .symbols)
        // Always written: a symbol rule may well hold for Kotlin too, and the reader should see which.
        try container.encode(languages.map(\.rawValue).sorted(), forKey: .languages)
        try container.encodeScope(scope, forKey: .paths)
        if let inside { try container.encode(inside.text, forKey: .inside) }
        if !whenFileContains.isEmpty { try container.encode(whenFileContains, forKey: .whenFileContains) }
        if !allowedIn.isEmpty { try container.encode(allowedIn, forKey: .allowedIn) }
        try container.encode(codeScope) { CodingKeys(rawValue: $0)! }
    }

    public var summary: String { baseSummary + (codeScope.isEmpty ? "" : " " + codeScope.description) }

    var baseSummary: String {
        let list = symbols.map { "`\($0.text)`" }.joined(separator: ", ")
        let scoped = scope.isEmpty ? "" : " in " + scope.map { "`\($0.pattern)`" }.joined(separator: ", ")
        let allowed = allowedIn.isEmpty ? "" : " outside " + allowedIn.map { "`\($0)`" }.joined(separator: ", ")
        return "forbids \(list)" + (inside.map { " inside \($0)" } ?? "")
            + (whenFileContains.isEmpty ? "" : " in files using " + whenFileContains.map { "`\($0.text)`" }.joined(separator: ", ")) + scoped + allowed
    }

    public func subject(in file: SourceFile) -> String? {
        if !whenFileContains.isEmpty, !whenFileContains.contains(where: { !$0.matches(in: file).isEmpty }) { return nil }
        if let inside { return inside.subject(in: file) }
        return scopeSubject(of: file.path)
    }

    /// `protocol Delegate: AnyObject`, `<T: AnyObject>`, `where Self: AnyObject`: `AnyObject` as
    /// the constraint that makes a protocol or generic class-bound (what `weak` delegates need)
    /// is no value typed `AnyObject`, which is what "avoid `Any` and `AnyObject`" refuses.
    static func isClassConstraint(at index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard file.token(code[index], is: "AnyObject") else { return false }
        var cursor = index - 1
        // A constraint's left side is a few names: a bounded walk back to what opens it.
        for _ in 0..<16 {
            guard cursor >= 0 else { return false }
            let token = code[cursor]
            if file.token(token, is: "protocol") || file.token(token, is: "where") || file.token(token, is: "<") { return true }
            let joins = file.isPunctuation(token, ":") || file.isPunctuation(token, ",") || file.isPunctuation(token, ".")
                || file.token(token, is: "&")
            guard token.kind == .identifier || joins || file.token(token, is: "Self") else { return false }
            cursor -= 1
        }
        return false
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        if !whenFileContains.isEmpty, !whenFileContains.contains(where: { !$0.matches(in: file).isEmpty }) { return [] }
        var violations: [Violation] = []
        let tokens = file.codeTokens
        if !allowedIn.isEmpty {
            let stem = file.path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? ""
            if allowedIn.contains(where: { stem == $0 || stem.hasPrefix($0 + "+") }) { return [] }
        }
        for symbol in symbols {
            for index in symbol.matches(in: file) {
                // `func viewDidLoad()` declares what `super.viewDidLoad()` calls: one fact, the call.
                if file.isDeclaredName(at: index) { continue }
                if let inside, !file.isInside(inside, token: index) { continue }
                if !allowedIn.isEmpty, file.isInsideType(named: Set(allowedIn), token: index) { continue }
                if Self.isClassConstraint(at: index, in: file) { continue }
                let token = tokens[index]
                violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                            message: "uses `\(symbol.text)`"))
            }
        }
        return violations
    }
}
