import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Declarations a limit may leave out.
public enum DeclarationExemption: String, Codable, CaseIterable, Comparable, Sendable {
    case initializers, overrides

    public static func < (lhs: DeclarationExemption, rhs: DeclarationExemption) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A limit that can leave declarations out ("initializers are exempt"): the compiler sets the
/// exemptions it read without knowing the concrete check.
public protocol DeclarationExempting: Check {
    var exempt: Set<DeclarationExemption> { get set }
}

/// Functions, initializers and subscripts taking more than a maximum number of parameters.
/// A rule may exempt initializers (a memberwise-style `init` takes what the type stores) or
/// overrides (their signature is the superclass's): "initializers are exempt".
public struct ParameterCountCheck: PlacedCoding, DeclarationExempting {
    public static let description = CheckDescription(
        kind: "parameter-count",
        summary: "Functions and initializers take at most N parameters.",
        triggering: [
            "func ↓send(_ receipt: Receipt, to address: Email, cc: [Email: Bool], attach: Bool) async throws {}",
            "init↓?(\n    coder: NSCoder,\n    store: Store<State, Action>,\n    onClose: @escaping (Result<Void, Error>) -> Void,\n    title: String = \"a, b\"\n) {}",
        ],
        nonTriggering: [
            "func send(_ receipt: Receipt, to address: Email, cc: [Email: Bool]) async throws {}",
            "override func layout(in frame: CGRect, insets: UIEdgeInsets, scale: CGFloat, animated: Bool) {}",
            "func merge<K, V>(_ a: [K: V], _ b: Dictionary<K, V>, using combine: (V, V) -> V) -> [K: V] { a }\n"
                + "let total = compute(a, b, c, d, e)\nfunc none() {}",
        ]
    )

    public var maximum: Int
    /// Declarations the rule leaves out of the count.
    public var exempt: Set<DeclarationExemption> = []
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(maximum: Int, scope: [Glob] = []) {
        self.maximum = maximum
        self.scope = scope
    }

    /// Overrides exempt, initializers not: the examples show both sides.
    public static let example: ParameterCountCheck = {
        var check = ParameterCountCheck(maximum: 3)
        check.exempt = [.overrides]
        return check
    }()

    public enum Parameters: String, CodingKey, CaseIterable {
        case max, exempt
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(maximum: try container.positiveInteger(.max))
        exempt = Set(try container.decodeIfPresent([DeclarationExemption].self, forKey: .exempt) ?? [])
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(maximum, forKey: .max)
        if !exempt.isEmpty { try container.encode(exempt.sorted(), forKey: .exempt) }
    }

    public var summary: String {
        let left = exempt.sorted().map(\.rawValue)
        let tail = left.isEmpty ? "" : " (\(left.joined(separator: " and ")) exempt)"
        return codeScope.appended(to: "functions take at most \(maximum) parameters" + tail)
    }

    /// Whether the rule leaves `declaration` out of the count.
    func isExempt(_ declaration: Declaration) -> Bool {
        (exempt.contains(.initializers) && declaration.kind == .initializer)
            || (exempt.contains(.overrides) && declaration.modifiers.contains("override"))
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let tokens = file.codeTokens
        var violations: [Violation] = []
        for declaration in file.declarations where [.function, .initializer, .subscript].contains(declaration.kind) && !isExempt(declaration) {
            let limit = declaration.body?.lowerBound ?? min(declaration.endToken + 1, tokens.count)
            var open = (declaration.nameToken ?? declaration.keywordToken) + 1
            while open < limit, !file.isPunctuation(tokens[open], "(") { open += 1 }
            guard open < limit, let close = file.partnerToken(of: open), close > open else { continue }
            let count = parameterCount(between: open, and: close, in: file)
            guard count > maximum else { continue }
            violations.append(Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                                        message: "`\(declaration.name)` takes \(count) parameters (max \(maximum))"))
        }
        return violations
    }

    /// Top-level commas plus one: brackets are skipped by their partners, generic arguments
    /// (`Result<A, B>`, written without spaces before `<`) by counting angles.
    func parameterCount(between open: Int, and close: Int, in file: SourceFile) -> Int {
        let tokens = file.codeTokens
        guard close > open + 1 else { return 0 }
        var commas = 0
        var angles = 0
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation, ["(", "[", "{"].contains(file.text(of: token)), let partner = file.partnerToken(of: index),
               partner > index {
                index = partner + 1
                continue
            }
            if token.kind == .operator, file.text(of: token) != "->" {
                let text = file.text(of: token)
                if text.hasPrefix("<"), tokens[index - 1].end == token.start { angles += text.filter { $0 == "<" }.count }
                if angles > 0 { angles = max(0, angles - text.filter { $0 == ">" }.count) }
            }
            if angles == 0, file.isPunctuation(token, ",") { commas += 1 }
            index += 1
        }
        return commas + 1
    }
}
