import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Forbids an identifier, type, attribute, member chain or keyword run anywhere in code
/// (never in comments or strings), optionally only inside types conforming to a protocol.
public struct ForbiddenSymbolCheck: PlacedCoding {
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
    /// Types (or files of that name) where the symbol is allowed: "only `AppRouter` touches
    /// `UIApplication.shared`".
    public var allowedIn: [String]

    /// Where in files it looks: regions and file conditions read from the rule's place ("in
    /// views", "except in tests"), the types it looks inside (`inside: View`).
    public var codeScope = CodeScope()

    public init(symbols: [SymbolPattern], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [],
                inside: TypeSelector? = nil, allowedIn: [String] = []) {
        self.symbols = symbols
        self.languages = languages
        self.scope = scope
        self.allowedIn = allowedIn
        codeScope.enclosingTypes = inside
    }

    public static let example = ForbiddenSymbolCheck(
        symbols: ["ObservableObject", "@Published", "UIApplication.shared"].compactMap(SymbolPattern.init))

    /// A symbol is found only where its first piece is a token of the file.
    public var anchorTokens: [String]? { symbols.map { $0.pieces[0] } }
    public var literalCode: [String]? { symbols.map(\.text) }

    public enum Parameters: String, CodingKey, CaseIterable {
        case symbols, languages, allowedIn
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(symbols: try container.patterns(.symbols), languages: try container.languages(.languages, default: [.swift]),
                  allowedIn: try container.optionalStrings(.allowedIn, what: "a list of type or file names"))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(symbols, forKey: .symbols)
        // Always written: a symbol rule may well hold for Kotlin too, and the reader should see which.
        try container.encode(languages.map(\.rawValue).sorted(), forKey: .languages)
        if !allowedIn.isEmpty { try container.encode(allowedIn, forKey: .allowedIn) }
    }

    public var summary: String {
        let list = symbols.map { "`\($0.text)`" }.joined(separator: ", ")
        let scoped = scope.isEmpty ? "" : " in " + scope.map { "`\($0.pattern)`" }.joined(separator: ", ")
        let allowed = allowedIn.isEmpty ? "" : " outside " + allowedIn.map { "`\($0)`" }.joined(separator: ", ")
        return codeScope.appended(to: "forbids \(list)" + scoped + allowed)
    }

    public func subject(in file: SourceFile) -> String? {
        codeScope.enclosingTypes.map { $0.subject(in: file) } ?? scopeSubject(of: file.path)
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
