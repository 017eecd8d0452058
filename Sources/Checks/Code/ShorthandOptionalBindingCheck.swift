import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Optional bindings use the shorthand ("use the `if let x` shorthand", "`if let` 축약 문법"):
/// a binding in an `if`, `guard` or `while` condition that gives a value the name it already has
/// (`if let user = user`, `guard var draft = draft else`, `guard let self = self`) is written
/// `if let user` since Swift 5.7. A binding that renames (`if let user = currentUser`), reaches through a member
/// (`if let name = user.name`, which the shorthand cannot say), casts (`if let view = view as?
/// Card`) or calls is left alone, and so are other places a `let` stands (a `case let`, a local
/// `let x = x` outside a condition).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ShorthandOptionalBindingCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "shorthand-optional-binding",
        summary: "An optional binding that keeps the value's name uses the shorthand (`if let user`).",
        triggering: [
            "func show(_ user: User?, draft: Draft?) {\n    if ↓let user = user, ↓var draft = draft {\n        present(user, draft)\n    }\n"
                + "    guard ↓let user = user else { return }\n    load { [weak self] in\n        guard ↓let self = self else { return }\n        self.reset()\n    }\n}",
        ],
        nonTriggering: [
            "func show(_ user: User?) {\n    if let user {\n        present(user)\n    }\n    guard let name = user?.name, let current = currentUser else { return }\n"
                + "    if let view = view as? Card { view.reset() }\n    if let user = self.user { present(user) }\n    let title = title\n"
                + "    switch state { case let .loaded(value): print(value) }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ShorthandOptionalBindingCheck()

    public var summary: String { codeScope.appended(to: "optional bindings that keep the name use the shorthand (`if let user`)") }

    public var anchorTokens: [String]? { ["let", "var"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .keyword && index + 4 <= code.count {
            guard file.token(code[index], is: "let") || file.token(code[index], is: "var"),
                  Self.opensABinding(index, in: file), file.structure.standsInACondition(index)
            else { continue }
            let name = code[index + 1], equals = code[index + 2], value = code[index + 3]
            // `guard let self = self` too (SE-0345 allows `guard let self`).
            let isName = { (token: Token) in token.kind == .identifier || file.token(token, is: "self") }
            guard isName(name), file.isPunctuation(equals, "=") || (equals.kind == .operator && file.text(of: equals) == "="),
                  isName(value), file.text(of: name) == file.text(of: value),
                  index + 4 == code.count || Self.endsTheClause(code[index + 4], in: file)
            else { continue }
            let token = code[index]
            violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                        message: "`\(file.text(of: token)) \(file.text(of: name)) = \(file.text(of: name))`: write `\(file.text(of: token)) \(file.text(of: name))`"))
        }
        return violations
    }

    /// `if let`, `guard var`, `while let`, or `, let` further along the same condition list.
    static func opensABinding(_ index: Int, in file: SourceFile) -> Bool {
        guard index > 0 else { return false }
        let before = file.codeTokens[index - 1]
        return file.token(before, is: "if") || file.token(before, is: "guard") || file.token(before, is: "while")
            || file.isPunctuation(before, ",")
    }

    /// What may follow a whole binding clause: the next clause, the block, or `guard`'s `else`.
    static func endsTheClause(_ token: Token, in file: SourceFile) -> Bool {
        file.isPunctuation(token, ",") || file.isPunctuation(token, "{") || file.token(token, is: "else")
    }
}
