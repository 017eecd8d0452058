import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Single-expression bodies leave out `return` ("omit `return` in single-expression functions",
/// "use implicit returns", "단일 표현식이면 `return` 생략"): a function, getter or closure whose
/// body is one `return <expression>` and nothing else is flagged at the `return`.
///
/// Left alone, because `return` cannot be dropped there or the rule does not speak of them: a
/// bare `return`; initializers (`init?` says `return nil` as a statement, not a value); setters
/// and observers; the blocks of `if`, `guard … else`, `switch`, loops, `do` and `catch` (a
/// `return` there leaves the function, it is not the block's value); a body with anything
/// before the `return` (a `#if`, a `let`), and one whose `return` is followed by more code.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ImplicitReturnCheck: PlacedCoding {
    /// The bodies a rule speaks of: "single-expression closures", "computed properties".
    public enum Body: String, Sendable, Hashable, CaseIterable {
        case function, getter, closure
    }

    public static let description = CheckDescription(
        kind: "implicit-return",
        summary: "A single-expression body leaves out `return`.",
        triggering: [
            "func total(_ items: [Item]) -> Int {\n    ↓return items.count\n}\nvar title: String { ↓return name.capitalized }\n"
                + "let active = users.filter { user in\n    ↓return user.isActive\n}\nvar count: Int {\n    get { ↓return store.count }\n    set { store.count = newValue }\n}",
        ],
        nonTriggering: [
            "func total(_ items: [Item]) -> Int {\n    items.count\n}\nvar title: String { name.capitalized }\nlet active = users.filter { $0.isActive }",
            "init?(raw: String) {\n    return nil\n}\nfunc reset() {\n    return\n}\nfunc label(_ on: Bool) -> String {\n    if on { return \"On\" } else { return \"Off\" }\n}\n"
                + "func load() throws -> Data {\n    do { return try read() } catch { return Data() }\n}\n"
                + "func value() -> Int {\n    let base = 2\n    return base * 3\n}\nvar path: String {\n    #if DEBUG\n    return \"debug\"\n    #else\n    return \"release\"\n    #endif\n}",
        ]
    )

    public var bodies: [Body]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(bodies: [Body] = Body.allCases, scope: [Glob] = []) {
        self.bodies = bodies
        self.scope = scope
    }

    public static let example = ImplicitReturnCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case bodies
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let bodies = container.contains(.bodies)
            ? try container.each(.bodies, what: "a list of bodies", entry: "function, getter or closure") { text, path in
                guard let body = Body(rawValue: text) else {
                    throw DecodingProblem.message("`\(text)` is not a body (function, getter, closure)", at: path)
                }
                return body
            }
            : Body.allCases
        self.init(bodies: bodies)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if Set(bodies) != Set(Body.allCases) { try container.encode(bodies.map(\.rawValue), forKey: .bodies) }
    }

    public var summary: String {
        let names = Body.allCases.filter(bodies.contains).map { body in
            switch body {
            case .function: return "functions"
            case .getter: return "getters"
            case .closure: return "closures"
            }
        }
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return codeScope.appended(to: "single-expression " + listed + " leave out `return`")
    }

    public var anchorTokens: [String]? { ["return"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let wanted = Set(bodies)
        // Which declaration, if any, each body brace opens: one pass over the declarations.
        var owners: [Int: Declaration.Kind] = [:]
        for declaration in file.declarations {
            if let body = declaration.body { owners[body.lowerBound] = declaration.kind }
        }
        var violations: [Violation] = []
        var open: [Int] = []
        for index in code.indices {
            let token = code[index]
            if token.kind == .punctuation {
                if file.isPunctuation(token, "{") { open.append(index) } else if file.isPunctuation(token, "}"), !open.isEmpty { open.removeLast() }
                continue
            }
            guard token.kind == .keyword, file.token(token, is: "return"), let brace = open.last,
                  let body = Self.body(opening: brace, owners: owners, in: file), wanted.contains(body),
                  Self.returnStartsTheBody(index, brace: brace, isClosure: body == .closure, in: file),
                  Self.returnsOneExpression(index, brace: brace, in: file)
            else { continue }
            violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                        message: "single-expression body written with `return`: leave the `return` out"))
        }
        return violations
    }

    /// What the `{` at `brace` opens, when it is a body whose value a lone expression can be:
    /// nil for type bodies, initializers, setters, observers and statement blocks.
    static func body(opening brace: Int, owners: [Int: Declaration.Kind], in file: SourceFile) -> Body? {
        if let kind = owners[brace] {
            switch kind {
            case .function: return .function
            case .variable, .subscript: return .getter
            default: return nil
            }
        }
        guard brace > 0, !Self.closesACondition(brace, in: file) else { return nil }
        let code = file.codeTokens
        // `get async throws {`: the effects stand between the accessor and its brace.
        var accessor = brace - 1
        while accessor > 0, file.token(code[accessor], is: "async") || file.token(code[accessor], is: "throws") { accessor -= 1 }
        if file.token(code[accessor], is: "get") { return .getter }
        let before = code[brace - 1]
        for word: StaticString in ["set", "willSet", "didSet", "init", "_modify", "_read", "else", "do", "defer", "repeat", "catch"]
            where file.token(before, is: word) { return nil }
        // `} catch let error as Failure {`: a clause block whose pattern the condition flags miss.
        if file.isPunctuation(before, ")") || before.kind == .identifier, Self.followsCatch(brace, in: file) { return nil }
        return .closure
    }

    /// Whether the `{` at `brace` opens the body of a statement with a condition, also when the
    /// condition ends in a closure (`if let v: Int = { … }() {`, `if let c = try load { … } {`):
    /// the groups before the brace are stepped over to the code they follow.
    static func closesACondition(_ brace: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        // After `=`, `(`, `,`, `:` or an operator a brace opens a value, never a body.
        let before = code[brace - 1]
        if before.kind == .operator || ["=", "(", "[", ",", ":"].contains(where: { file.isPunctuation(before, Character($0)) }) { return false }
        var cursor = brace - 1
        // A condition ends in a few groups at most: a bounded walk.
        for _ in 0..<16 {
            guard cursor > 0, code[cursor].kind == .punctuation,
                  file.isPunctuation(code[cursor], ")") || file.isPunctuation(code[cursor], "]") || file.isPunctuation(code[cursor], "}"),
                  let open = file.partnerToken(of: cursor), open < cursor else { break }
            cursor = open - 1
        }
        return cursor >= 0 && file.structure.standsInACondition(cursor)
    }

    /// Whether the statement the `{` at `brace` ends began with `catch` on the same line.
    static func followsCatch(_ brace: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var cursor = brace - 1
        // A clause's pattern is short: a bounded walk back along its line.
        for _ in 0..<32 {
            guard cursor >= 0, code[cursor].line == code[brace].line else { return false }
            if file.token(code[cursor], is: "catch") { return true }
            if file.isPunctuation(code[cursor], "}") || file.isPunctuation(code[cursor], "{") { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the `return` at `index` is the body's first statement: right after the brace, or
    /// right after a closure's `in` (`{ user in return user.isActive }`).
    static func returnStartsTheBody(_ index: Int, brace: Int, isClosure: Bool, in file: SourceFile) -> Bool {
        if index == brace + 1 { return true }
        guard isClosure, index - 1 > brace else { return false }
        let code = file.codeTokens
        guard file.token(code[index - 1], is: "in") else { return false }
        // The signature before `in` holds no statement: no loop (`for x in`), no block.
        return !(brace + 1..<index - 1).contains { cursor in
            file.token(code[cursor], is: "for") || file.isPunctuation(code[cursor], "{") || file.isPunctuation(code[cursor], ";")
        }
    }

    /// Whether the `return` at `index` gives a value and is all the body holds: something follows
    /// it on its line, and nothing after it starts a statement of its own.
    static func returnsOneExpression(_ index: Int, brace: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard let close = file.partnerToken(of: brace), index + 1 < close, code[index + 1].line == code[index].line else { return false }
        var cursor = index + 1
        while cursor < close {
            let token = code[cursor]
            if token.kind == .punctuation, file.isPunctuation(token, "(") || file.isPunctuation(token, "[") || file.isPunctuation(token, "{"),
               let partner = file.partnerToken(of: cursor) {
                cursor = partner + 1
                continue
            }
            if file.isPunctuation(token, ";") { return false }
            // `#if DEBUG` after the `return`: branches of a build condition, not one expression.
            if token.kind == .poundDirective, ["#if", "#elseif", "#else", "#endif"].contains(file.text(of: token)) { return false }
            if token.kind == .keyword, Self.startsAStatement(token, in: file) { return false }
            cursor += 1
        }
        return true
    }

    /// Keywords that begin a statement rather than continue an expression.
    static func startsAStatement(_ token: Token, in file: SourceFile) -> Bool {
        for word: StaticString in ["let", "var", "guard", "for", "while", "return", "throw", "defer", "do", "repeat", "func", "break", "continue"]
            where file.token(token, is: word) { return true }
        return false
    }
}
