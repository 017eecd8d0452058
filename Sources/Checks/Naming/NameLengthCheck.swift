import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Names are at least so many characters long ("no single-character variable names", "names
/// have at least three characters"; the minimum of SwiftLint's `identifier_name`): a declaration
/// of the kinds named (`var`, `let`, `func`, `case`) whose name is shorter is reported, unless
/// the rule allows that name (`allowed`: "`x`, `y` and `i` are fine").
///
/// Left alone: `_`, overridden members (their name is another declaration's), and names
/// declared by a loop, a closure's parameters or a pattern, which are not declarations here.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct NameLengthCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "name-length",
        summary: "Declared names are at least N characters long.",
        triggering: [
            "struct Point {\n    let ↓a: Double\n}\nfunc ↓f() {\n    let ↓n = 3\n    print(n)\n}",
        ],
        nonTriggering: [
            "struct Point {\n    let x: Double\n    let id: Int\n}\nfunc scale() {\n    let _ = 3\n    let factor = 2\n"
                + "    [1, 2].forEach { v in print(v * factor) }\n    for i in 0..<2 { print(i) }\n}",
        ]
    )

    /// The kinds a rule may name: properties and locals, functions, enum cases.
    public static let kinds = ["var", "let", "func", "case"]

    public var minimum: Int
    public var declarations: [String]
    public var allowed: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(minimum: Int, declarations: [String] = ["var", "let"], allowed: [String] = [], scope: [Glob] = []) {
        self.minimum = minimum
        self.declarations = declarations
        self.allowed = allowed
        self.scope = scope
    }

    public static let example = NameLengthCheck(minimum: 2, declarations: ["var", "let", "func"], allowed: ["x", "y", "id"])

    public enum Parameters: String, CodingKey, CaseIterable {
        case min, declarations, allowed
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let kinds = try container.decodeIfPresent([String].self, forKey: .declarations) ?? ["var", "let"]
        for kind in kinds where !Self.kinds.contains(kind) {
            throw DecodingProblem.message("`\(kind)` is not a declaration kind (\(Self.kinds.joined(separator: ", ")))",
                                          at: container.codingPath + [Parameters.declarations])
        }
        self.init(minimum: try container.positiveInteger(.min), declarations: kinds,
                  allowed: try container.decodeIfPresent([String].self, forKey: .allowed) ?? [])
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(minimum, forKey: .min)
        try container.encode(declarations, forKey: .declarations)
        if !allowed.isEmpty { try container.encode(allowed, forKey: .allowed) }
    }

    public var summary: String {
        let kinds = declarations.map { "`\($0)`" }.joined(separator: "/")
        let but = allowed.isEmpty ? "" : " (but " + allowed.map { "`\($0)`" }.joined(separator: ", ") + ")"
        return codeScope.appended(to: "\(kinds) names at least \(minimum) characters long\(but)")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let kinds = Set(declarations)
        let spared = Set(allowed)
        var violations: [Violation] = []
        for declaration in file.declarations where kinds.contains(declaration.kind.rawValue) && !declaration.hasModifier("override") {
            var searchFrom = declaration.keywordToken
            for name in declaration.names.isEmpty ? [declaration.name] : declaration.names {
                // Each name of `var a = 1, b = 2` or `let (c, d)` is found at its own place.
                let token = nameToken(name, in: file, from: searchFrom, through: declaration.endToken)
                if let token { searchFrom = token + 1 }
                // `func ** (…)`, `static func + (…)`: operators are no names to measure.
                guard name != "_", name.count < minimum, !spared.contains(name), name.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
                let at = token.map { file.codeTokens[$0] }
                violations.append(Violation(path: file.path, line: at?.line ?? declaration.nameLine, column: at?.column ?? declaration.nameColumn,
                                            message: "`\(name)` is \(name.count) character\(name.count == 1 ? "" : "s") long: names have at least \(minimum)"))
            }
        }
        return violations
    }

    /// The first identifier token spelling `name` between `start` and `end`, if any.
    func nameToken(_ name: String, in file: SourceFile, from start: Int, through end: Int) -> Int? {
        let code = file.codeTokens
        guard start < code.count else { return nil }
        for index in start...min(end, code.count - 1) where code[index].kind == .identifier && file.text(of: code[index]) == name {
            return index
        }
        return nil
    }
}
