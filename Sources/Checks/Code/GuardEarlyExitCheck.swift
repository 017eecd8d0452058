import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Early exits are written with `guard` ("use `guard` for early returns", "アーリーリターンは
/// `guard`"): an `if` at the top of a function or initializer whose block only bails out — throws,
/// or returns nothing, `nil`, `false` or an empty literal — on one line, with no `else`, is the
/// early exit the rule asks to write as `guard … else { … }`. An `if` that returns an answer
/// (`if cache.isFresh { return true }`, `if count <= limit { return self }`) is a shortcut to the
/// result, not a bail-out, and is left alone; so is the last `if` before a final `return true`
/// (`if c { return false }; return true` is the result, `return !c`, said in two lines), and an `if`
/// whose condition is a call that acts rather than asks (`if activateSession(id) { return }` —
/// only a callee named as an assertion, `isAtTop(…)`, `hasAccess(…)`, is a question). The same
/// exit inside out is flagged too: a body wrapped in `if let x { … } else { return }`, whose
/// `else` only bails out and ends the function.
///
/// Left alone, because `guard` cannot say them the same way or the rule does not speak of them:
/// an `if` that binds (`if let cached = cache[id] { return cached }` returns a found value), one
/// that checks availability (`#available`), one with an `else`, one after other statements, and
/// blocks that do anything before exiting.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct GuardEarlyExitCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "guard-early-exit",
        summary: "An early exit at the top of a function is a `guard`, not an `if` that returns.",
        triggering: [
            "func profile(id: String) throws -> Profile? {\n    ↓if id.isEmpty { return nil }\n    ↓if !isSignedIn {\n        throw AuthError.signedOut\n    }\n"
                + "    return cache[id]\n}\n"
                + "func focus(_ app: NSRunningApplication?) {\n    ↓if let app {\n        app.activate()\n    } else {\n        return\n    }\n}",
        ],
        nonTriggering: [
            "func profile(id: String) -> Profile? {\n    guard !id.isEmpty else { return nil }\n    if let cached = cache[id] { return cached }\n    if isPreview { return .placeholder }\n"
                + "    if #available(iOS 18, *) { return nil }\n    let loaded = load(id)\n    if loaded == nil { return nil }\n    return loaded\n}\n"
                + "func title(for state: State) -> String {\n    if state.isEmpty { return \"Empty\" } else { return \"Full\" }\n}\n"
                + "func reset() {\n    if isDirty {\n        save()\n        return\n    }\n}\n"
                + "func open(_ id: UUID) {\n    if activateSession(id) { return }\n    post(id)\n}\n"
                + "func shouldShow() -> Bool {\n    if isScrolling { return false }\n    return true\n}\n"
                + "func label(for user: User?) -> String {\n    if let user { return user.name } else { return \"Guest\" }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = GuardEarlyExitCheck()

    public var summary: String { codeScope.appended(to: "early exits at the top of a function are `guard`s") }

    public var anchorTokens: [String]? { ["if"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        for declaration in file.declarations where declaration.kind == .function || declaration.kind == .initializer {
            guard let body = declaration.body else { continue }
            var index = body.lowerBound + 1
            // The leading run of early exits: each one found, the next statement is looked at.
            while index < body.upperBound, let end = Self.earlyExit(at: index, in: file, before: body.upperBound),
                  !Self.resultFollows(end, in: file, bodyEnd: body.upperBound) {
                let token = file.codeTokens[index]
                violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                            message: "early exit written as `if … { return }`: write it as `guard … else { … }`"))
                index = end + 1
            }
            // The body wrapped in an `if` whose `else` only bails out: the same exit, inside out.
            if index < body.upperBound, Self.wrapsTheBody(at: index, in: file, bodyEnd: body.upperBound) {
                let token = file.codeTokens[index]
                violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                            message: "the body is wrapped in `if … { … } else { return }`: exit early with `guard … else { … }`"))
            }
        }
        return violations
    }

    /// `if let app { app.activate() } else { return }` as a function's whole remaining body:
    /// the `else` only bails out and closes the body, so `guard let app else { return }` says it.
    static func wrapsTheBody(at index: Int, in file: SourceFile, bodyEnd: Int) -> Bool {
        let code = file.codeTokens
        guard code[index].kind == .keyword, file.text(of: code[index]) == "if",
              let open = conditionEnd(from: index + 1, in: file, before: bodyEnd, allowingBindings: true),
              let close = file.partnerToken(of: open), close + 2 < bodyEnd, file.text(of: code[close + 1]) == "else",
              file.isPunctuation(code[close + 2], "{"), let elseClose = file.partnerToken(of: close + 2), elseClose + 1 == bodyEnd
        else { return false }
        // `if let v { return v.name } else { return nil }` is a result in two branches, not work
        // guarded by an exit.
        guard !returnsAtItsOwnLevel(open + 1, close, in: file) else { return false }
        return bailsOut(from: close + 3, to: elseClose, in: file)
    }

    /// Whether a `return` stands in the block `start..<end` outside any nested braces.
    static func returnsAtItsOwnLevel(_ start: Int, _ end: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var cursor = start
        while cursor < end {
            if file.isPunctuation(code[cursor], "{"), let close = file.partnerToken(of: cursor) {
                cursor = close + 1
                continue
            }
            if code[cursor].kind == .keyword, file.text(of: code[cursor]) == "return" { return true }
            cursor += 1
        }
        return false
    }

    /// Whether the block's content `start..<end` is one bail-out on one line.
    static func bailsOut(from start: Int, to end: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard start < end, (start..<end).allSatisfy({ code[$0].line == code[start].line }) else { return false }
        let returned = (start + 1..<end).map { file.text(of: code[$0]) }.joined()
        switch file.text(of: code[start]) {
        case "throw": return true
        case "return": return bailOutValues.contains(returned)
        default: return false
        }
    }

    /// The index of the `}` closing the early-exit `if` starting at `index`, or nil when the
    /// statement there is no such `if`.
    static func earlyExit(at index: Int, in file: SourceFile, before limit: Int) -> Int? {
        let code = file.codeTokens
        guard code[index].kind == .keyword, file.text(of: code[index]) == "if" else { return nil }
        guard let open = conditionEnd(from: index + 1, in: file, before: limit), !conditionActs((index + 1)..<open, in: file),
              let close = file.partnerToken(of: open), close < limit else { return nil }
        // `else` makes it a branch, not an exit.
        if close + 1 < code.count, file.text(of: code[close + 1]) == "else" { return nil }
        return bailsOut(from: open + 1, to: close, in: file) ? close : nil
    }

    /// Whether the statement after the `if` closing at `close` is the body's last, `return true`
    /// or `return false`: the two together are a Boolean result.
    static func resultFollows(_ close: Int, in file: SourceFile, bodyEnd: Int) -> Bool {
        let code = file.codeTokens
        let next = close + 1
        guard next + 2 == bodyEnd, file.text(of: code[next]) == "return" else { return false }
        return ["true", "false"].contains(file.text(of: code[next + 1]))
    }

    /// `activateSession(id)`, `store.save()`: a condition that is one call whose callee is not
    /// named as an assertion, so calling it may be the work itself.
    static func conditionActs(_ condition: Range<Int>, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var start = condition.lowerBound
        if start < condition.upperBound, file.text(of: code[start]) == "!" { start += 1 }
        var callee: String?
        var cursor = start
        while cursor < condition.upperBound, code[cursor].kind == .identifier || file.text(of: code[cursor]) == "self" {
            callee = file.text(of: code[cursor])
            cursor += 1
            guard cursor < condition.upperBound, file.text(of: code[cursor]) == "." else { break }
            cursor += 1
        }
        guard let name = callee, cursor < condition.upperBound, file.text(of: code[cursor]) == "(",
              file.partnerToken(of: cursor) == condition.upperBound - 1 else { return false }
        let head = String(name.prefix { $0.isLowercase })
        return !NamePatternCheck.auxiliaries.contains(head)
    }

    /// What a bail-out returns, written without spaces.
    static let bailOutValues: Set<String> = ["", "nil", "false", "[]", "[:]", "\"\"", ".none"]

    /// The `{` opening the `if`'s block; nil when the condition binds, checks availability or is
    /// not found before `limit`.
    static func conditionEnd(from start: Int, in file: SourceFile, before limit: Int, allowingBindings: Bool = false) -> Int? {
        let code = file.codeTokens
        var depth = 0
        for cursor in start..<limit {
            let token = code[cursor]
            let text = file.text(of: token)
            if token.kind == .poundDirective { return nil }
            if !allowingBindings, depth == 0, token.kind == .keyword, ["let", "var", "case"].contains(text) { return nil }
            if token.kind == .punctuation {
                if text == "(" || text == "[" { depth += 1 }
                if text == ")" || text == "]" { depth -= 1 }
                if depth == 0, text == "{" { return cursor }
            }
        }
        return nil
    }
}
