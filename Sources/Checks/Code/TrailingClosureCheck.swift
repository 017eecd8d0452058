import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A call whose last argument is its only closure passes it as a trailing closure ("use trailing
/// closure syntax", "후행 클로저 사용"): `items.filter({ $0.isActive })` is written
/// `items.filter { $0.isActive }`, and `reduce(0, { $0 + $1 })` as `reduce(0) { $0 + $1 }`.
/// SwiftLint's `trailing_closure` reads the rule the same way, labelled closures included.
///
/// Left alone: calls taking two or more closures (the common house rule keeps those in
/// parentheses), a closure that is not the last argument, calls in the condition of an `if`,
/// `guard`, `while`, `for` or `switch` (where a trailing closure would be read as the body),
/// declarations whose parameters default to a closure (`func f(done: () -> Void = {})`), and a
/// labelled closure after other arguments (`stage(file, onError: { … })`) or any call of a
/// function the file declares with two defaulted closures: out of the parentheses such a closure
/// may bind to an earlier closure parameter that has a default, and only the signature — often
/// in another module — tells.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct TrailingClosureCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "trailing-closure",
        summary: "A call whose last argument is its only closure passes it as a trailing closure.",
        triggering: [
            "let active = users.filter(↓{ $0.isActive })\nlet sorted = users.sorted(by: ↓{ $0.name < $1.name })\nlet total = prices.reduce(0, ↓{ $0 + $1 })",
        ],
        nonTriggering: [
            "let active = users.filter { $0.isActive }\nUIView.animate(withDuration: 0.3) {\n    view.alpha = 1\n}\n"
                + "Button(action: { save() }, label: { Text(\"Save\") })\nlet sorted = users.sorted(by: <)\n"
                + "if users.contains(where: { $0.isAdmin }) { showAdmin() }\nfor user in users.filter({ $0.isActive }) { print(user) }\n"
                + "func load(done: @escaping () -> Void = {}) {}\nrun({ step() }, then: next)",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = TrailingClosureCheck()

    public var summary: String { codeScope.appended(to: "a call's only closure, passed last, is a trailing closure") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let ambiguous = Self.namesTakingTwoDefaultedClosures(in: file)
        var violations: [Violation] = []
        for open in code.indices where code[open].kind == .punctuation && file.isPunctuation(code[open], "(") {
            guard let closure = Self.lastClosureArgument(callOpening: open, in: file),
                  !ambiguous.contains(file.text(of: code[open - 1])) else { continue }
            let token = code[closure]
            violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                        message: "closure passed inside the parentheses: move it after them as a trailing closure"))
        }
        return violations
    }

    /// The `{` of the closure passed as the last and only closure argument of the call whose `(`
    /// is at `open`, when the call may take it as a trailing closure.
    static func lastClosureArgument(callOpening open: Int, in file: SourceFile) -> Int? {
        let code = file.codeTokens
        guard open > 0, code[open - 1].kind == .identifier, code[open - 1].line == code[open].line,
              !Self.declares(callee: open - 1, in: file), !file.structure.standsInACondition(open - 1),
              let call = file.callArguments(at: open), call.parentheses?.lowerBound == open, call.trailingClosures.isEmpty,
              let last = call.arguments.last
        else { return nil }
        let closures = call.arguments.filter { Self.isClosureLiteral($0.tokens, in: file) }
        guard closures.count == 1, Self.isClosureLiteral(last.tokens, in: file) else { return nil }
        // A labelled closure after other arguments may skip a closure parameter that has a
        // default: out of the parentheses it would bind to that one instead (SE-0286), which
        // only the signature tells. Alone (`first(where:)`) or unlabelled, it binds where it is.
        guard last.label == nil || call.arguments.count == 1 else { return nil }
        return last.tokens.lowerBound
    }

    /// Functions (by name) and types (by their initializers) the file declares with two or more
    /// closure parameters that have defaults: a call passing one of them by label cannot be
    /// rewritten without knowing which the trailing closure would reach.
    static func namesTakingTwoDefaultedClosures(in file: SourceFile) -> Set<String> {
        let code = file.codeTokens
        let declarations = file.declarations
        var names: Set<String> = []
        for declaration in declarations where declaration.kind == .function || declaration.kind == .initializer {
            var open = (declaration.nameToken ?? declaration.keywordToken) + 1
            let end = declaration.body?.lowerBound ?? min(declaration.endToken + 1, code.count)
            while open < end, !file.isPunctuation(code[open], "(") { open += 1 }
            guard open < end, let close = file.partnerToken(of: open), close > open,
                  defaultedClosureParameters(from: open, to: close, in: file) >= 2 else { continue }
            if declaration.kind == .function {
                names.insert(declaration.name)
            } else if let parent = declaration.parent {
                names.insert(declarations[parent].name)
            }
        }
        return names
    }

    /// How many parameters between `open` and `close` are written with `->` and `=`: closures
    /// with a default value.
    static func defaultedClosureParameters(from open: Int, to close: Int, in file: SourceFile) -> Int {
        let code = file.codeTokens
        var count = 0
        var arrow = false, defaulted = false
        var cursor = open + 1
        while cursor <= close {
            let token = code[cursor]
            if cursor == close || file.isPunctuation(token, ",") {
                if arrow && defaulted { count += 1 }
                arrow = false
                defaulted = false
            } else if file.isPunctuation(token, "(") || file.isPunctuation(token, "[") || file.isPunctuation(token, "{"),
                      let partner = file.partnerToken(of: cursor), partner < close {
                // A closure type's own parameters, a default closure's body: one parameter still.
                if (cursor + 1...partner).contains(where: { file.text(of: code[$0]) == "->" }) { arrow = true }
                cursor = partner + 1
                continue
            } else if file.text(of: token) == "->" {
                arrow = true
            } else if file.text(of: token) == "=" {
                defaulted = true
            }
            cursor += 1
        }
        return count
    }

    /// An argument that is one closure literal, `{ … }`, and nothing after it.
    static func isClosureLiteral(_ tokens: Range<Int>, in file: SourceFile) -> Bool {
        guard !tokens.isEmpty, file.isPunctuation(file.codeTokens[tokens.lowerBound], "{"),
              let close = file.partnerToken(of: tokens.lowerBound) else { return false }
        return close == tokens.upperBound - 1
    }

    /// `func load(done: … = {})`, `init(handler: … = {})`: a parameter list, not a call.
    static func declares(callee: Int, in file: SourceFile) -> Bool {
        guard callee > 0 else { return false }
        let before = file.codeTokens[callee - 1]
        return file.token(before, is: "func") || file.token(before, is: "case") || file.token(before, is: "macro")
    }
}
