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
        ]
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

    public init(symbols: [SymbolPattern], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [],
                insideConformance: String? = nil, inside: TypeSelector? = nil, allowedIn: [String] = []) {
        self.symbols = symbols
        self.languages = languages
        self.scope = scope
        self.inside = inside ?? insideConformance.map { TypeSelector(conformance: $0) }
        self.allowedIn = allowedIn
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = [("symbols", .list(symbols.map(\.text)))]
        result.append(("languages", .list(languages.map(\.rawValue).sorted())))
        if !scope.isEmpty { result.append(("paths", .list(scope.map(\.pattern)))) }
        if let inside { result.append(("inside", .string(inside.shortDescription))) }
        if !whenFileContains.isEmpty { result.append(("whenFileContains", .list(whenFileContains.map(\.text)))) }
        if !allowedIn.isEmpty { result.append(("allowedIn", .list(allowedIn))) }
        return result
    }

    public var summary: String {
        let list = symbols.map { "`\($0.text)`" }.joined(separator: ", ")
        let scoped = scope.isEmpty ? "" : " in " + scope.map { "`\($0.pattern)`" }.joined(separator: ", ")
        let allowed = allowedIn.isEmpty ? "" : " outside " + allowedIn.map { "`\($0)`" }.joined(separator: ", ")
        return "forbids \(list)" + (inside.map { " inside \($0)" } ?? "")
            + (whenFileContains.isEmpty ? "" : " in files using " + whenFileContains.map { "`\($0.text)`" }.joined(separator: ", ")) + scoped + allowed
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        if !whenFileContains.isEmpty, !whenFileContains.contains(where: { !$0.matches(in: file).isEmpty }) { return [] }
        var violations: [Violation] = []
        let tokens = file.codeTokens
        let stem = file.path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? ""
        if allowedIn.contains(where: { stem == $0 || stem.hasPrefix($0 + "+") }) { return [] }
        for symbol in symbols {
            for index in symbol.matches(in: file) {
                if let inside, !file.isInside(inside, token: index) { continue }
                if !allowedIn.isEmpty, file.isInsideType(named: Set(allowedIn), token: index) { continue }
                let token = tokens[index]
                violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                            message: "uses `\(symbol.text)`"))
            }
        }
        return violations
    }
}
