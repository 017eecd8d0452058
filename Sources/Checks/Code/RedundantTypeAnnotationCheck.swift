import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A declaration leaves out a type its value already states ("prefer type inference", "omit the
/// type when it is obvious", "타입이 명확하면 생략"): `let name: String = "Ada"`,
/// `var isOn: Bool = false`, `let view: UIView = UIView()` are written `let name = "Ada"` …
/// SwiftLint's `redundant_type_annotation`, with literals of their default type counted too.
///
/// Judged: a variable or property whose initializer is only a literal of the type written (a
/// string for `String`, an integer for `Int`, a decimal for `Double`, `true`/`false` for `Bool`)
/// or only a call of that type's initializer (`UIView()`, `Foo.Bar.init(x)`). Left alone: a
/// literal of another default type (`let ratio: CGFloat = 1`, `let c: Character = "a"`),
/// optionals, a call followed by more (`Foo().configured()`), static members and factory
/// calls, `public` and `open` declarations (an interface many teams keep typed), and any
/// declaration with an attribute — a wrapper or macro may read the written type
/// (`@IBInspectable`, a persistence macro).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct RedundantTypeAnnotationCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "redundant-type-annotation",
        summary: "A declaration leaves out a type its value already states.",
        triggering: [
            "let ↓name: String = \"Ada\"\nvar ↓isOn: Bool = false\nlet ↓retries: Int = 3\nlet ↓ratio: Double = 0.5\n"
                + "final class Screen {\n    private let ↓container: UIView = UIView()\n    static let ↓shared: Screen.Store = Screen.Store.init()\n}",
        ],
        nonTriggering: [
            "let name = \"Ada\"\nlet scale: CGFloat = 1\nlet initial: Character = \"a\"\nlet delay: TimeInterval = 0.3\n"
                + "let title: String? = \"Ada\"\nlet count: Int = compute()\nlet base: UIView = UIButton()\n"
                + "let view: UIView = UIView().configured()\nlet defaults: UserDefaults = UserDefaults.standard\n"
                + "final class Card {\n    @IBInspectable var radius: Double = 4.0\n    @Published var count: Int = 0\n"
                + "    public let title: String = \"Card\"\n    let items: [Int] = []\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = RedundantTypeAnnotationCheck()

    public var summary: String { codeScope.appended(to: "declarations leave out a type their literal or initializer call already states") }

    public var anchorTokens: [String]? { ["let", "var"] }

    /// The literal each type is inferred from when nothing else is written.
    static let literalTypes: [String: TokenKind] = ["String": .stringLiteral, "Int": .integerLiteral, "Double": .floatLiteral]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        for declaration in file.declarations where declaration.kind.isBinding {
            // A public type is part of an interface many rules keep written out, and an attribute
            // (a wrapper, a macro, `@IBInspectable`) may read the written type.
            guard let type = declaration.typeAnnotation, let value = declaration.initializerTokens, !value.isEmpty,
                  declaration.attributes.isEmpty, !declaration.hasModifier("public"), !declaration.hasModifier("open"),
                  statesItsType(type, value: value, in: file) else { continue }
            violations.append(Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                                        message: "`\(declaration.name): \(type)`: the value already gives the type; "
                                            + "write `\(declaration.kind.rawValue) \(declaration.name) = …`"))
        }
        return violations
    }

    /// Whether the initializer is only a literal of `type`'s default kind, or only a call of
    /// `type`'s initializer.
    func statesItsType(_ type: String, value: Range<Int>, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        if value.count == 1 {
            let token = code[value.lowerBound]
            if let kind = Self.literalTypes[type] { return token.kind == kind }
            return type == "Bool" && ["true", "false"].contains(file.text(of: token))
        }
        // `T(…)` or `T.init(…)`, nothing after the closing parenthesis.
        var written = ""
        var index = value.lowerBound
        while index < value.upperBound, !file.isPunctuation(code[index], "(") {
            written += file.text(of: code[index])
            index += 1
        }
        guard index < value.upperBound, let close = file.partnerToken(of: index), close == value.upperBound - 1 else { return false }
        return written == type || written == type + ".init"
    }
}
