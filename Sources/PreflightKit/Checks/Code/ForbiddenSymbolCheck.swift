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
    public var insideConformance: String?

    public init(symbols: [SymbolPattern], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [],
                insideConformance: String? = nil) {
        self.symbols = symbols
        self.languages = languages
        self.scope = scope
        self.insideConformance = insideConformance
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = [("symbols", .list(symbols.map(\.text)))]
        result.append(("languages", .list(languages.map(\.rawValue).sorted())))
        if !scope.isEmpty { result.append(("paths", .list(scope.map(\.pattern)))) }
        if let insideConformance { result.append(("inside", .string(insideConformance))) }
        return result
    }

    public var summary: String {
        let list = symbols.map { "`\($0.text)`" }.joined(separator: ", ")
        return "forbids \(list)" + (insideConformance.map { " inside `\($0)` types" } ?? "")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        let tokens = file.codeTokens
        for symbol in symbols {
            for index in symbol.matches(in: file) {
                if let conformance = insideConformance, !file.isInside(conformingTo: conformance, token: index) { continue }
                let token = tokens[index]
                violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                            message: "uses `\(symbol.text)`"))
            }
        }
        return violations
    }
}
