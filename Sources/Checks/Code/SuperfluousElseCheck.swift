import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// No `else` after a branch that leaves ("no `else` after `return`", "return early instead of
/// `else`"), SwiftLint's `superfluous_else`: when every branch before an `else` of an `if` chain
/// ends in `return`, `throw`, `break`, `continue` or a call that never returns (`fatalError`,
/// `preconditionFailure`), the `else` only indents what follows.
///
/// Judged on the last statement of each branch, nested closures and blocks stepped over; a
/// branch that ends otherwise (or whose last line continues a statement) leaves the `else`
/// alone, and so do `guard … else` and `#else`. One branch at least must `return`, `break` or
/// `continue`: the branches of an `if` expression (`if c { throw E.bad } else { 1 }` as a
/// function's value) may throw or call `fatalError`, and there the `else` is needed.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct SuperfluousElseCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "superfluous-else",
        summary: "No `else` after a branch that returns, throws, breaks or continues.",
        triggering: [
            "func title(for user: User?) -> String {\n    if let user {\n        return user.name\n    } ↓else {\n        return \"Guest\"\n    }\n}\n"
                + "func check(_ value: Int) throws {\n    if value < 0 {\n        throw ValueError.negative\n    } else if value == 0 {\n        return\n    } ↓else {\n        print(value)\n    }\n}",
        ],
        nonTriggering: [
            "func title(for user: User?) -> String {\n    if let user {\n        log(user)\n    } else {\n        log(nil)\n    }\n"
                + "    guard items.allSatisfy({ $0 > 0 }) else { return \"\" }\n    guard items.contains { $0 == 1 } else { return \"\" }\n"
                + "    let label = if isOn { \"On\" } else { \"Off\" }\n    if a {\n        print(a)\n    } else if b {\n        return \"b\"\n    } else {\n        return \"c\"\n    }\n"
                + "    items.forEach { item in\n        if item.isEmpty { return }\n    }\n    return label\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = SuperfluousElseCheck()

    public var summary: String { codeScope.appended(to: "no `else` after a branch that returns, throws, breaks or continues") }

    public var anchorTokens: [String]? { ["else"] }

    /// What ends a branch for good.
    static let exits: Set<String> = ["return", "throw", "break", "continue", "fatalError", "preconditionFailure"]
    /// The exits only a statement can make: no branch of an `if` expression holds them.
    static let statementExits: Set<String> = ["return", "break", "continue"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .keyword && file.text(of: code[index]) == "else" {
            guard everyBranchBeforeExits(elseAt: index, in: file) else { continue }
            violations.append(Violation(path: file.path, line: code[index].line, column: code[index].column,
                                        message: "`else` after a branch that leaves: drop it and outdent what it holds"))
        }
        return violations
    }

    /// Whether the `if` chain before the `else` at `index` has branches that all end in an exit.
    func everyBranchBeforeExits(elseAt index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var elseIndex = index
        var branches = 0
        var leavesByStatement = false
        while elseIndex > 0, file.isPunctuation(code[elseIndex - 1], "}") {
            let close = elseIndex - 1
            guard let open = file.partnerToken(of: close), open < close, let ifIndex = ifKeyword(before: open, in: file),
                  let exit = lastStatementExit(open: open, close: close, in: file) else { return false }
            branches += 1
            // A branch of an `if` expression may throw or call `fatalError`, never `return`,
            // `break` or `continue`: one of those says the `if` is a statement.
            if Self.statementExits.contains(exit) { leavesByStatement = true }
            // "… } else if …": the branch before belongs to the chain too.
            guard ifIndex > 0, code[ifIndex - 1].kind == .keyword, file.text(of: code[ifIndex - 1]) == "else" else { break }
            elseIndex = ifIndex - 1
        }
        return branches > 0 && leavesByStatement
    }

    /// The `if` whose condition runs up to the `{` at `open`, stepping back over balanced
    /// brackets; nil when the block belongs to something else (`guard`, `while`, a closure, an
    /// `if` expression assigned or returned).
    func ifKeyword(before open: Int, in file: SourceFile) -> Int? {
        let code = file.codeTokens
        var cursor = open - 1
        while cursor >= 0 {
            let token = code[cursor]
            let text = file.text(of: token)
            if token.kind == .punctuation, text == ")" || text == "]" || text == "}", let partner = file.partnerToken(of: cursor), partner < cursor {
                cursor = partner - 1
                continue
            }
            if token.kind == .keyword {
                if text == "if" {
                    // `let x = if …`, `return if …`: an expression whose branches are values.
                    guard cursor > 0 else { return cursor }
                    let before = file.text(of: code[cursor - 1])
                    return before == "=" || before == "return" || before == "(" ? nil : cursor
                }
                if ["guard", "while", "for", "switch", "catch", "do", "repeat", "func"].contains(text) { return nil }
            }
            if token.kind == .punctuation, text == "{" || text == ";" { return nil }
            cursor -= 1
        }
        return nil
    }

    /// The exit the last statement of the block between `open` and `close` begins with, if any.
    func lastStatementExit(open: Int, close: Int, in file: SourceFile) -> String? {
        let code = file.codeTokens
        var cursor = open + 1
        var last: Int?
        var previousLine = code[open].line
        while cursor < close {
            let token = code[cursor]
            if token.line > previousLine || (cursor > open + 1 && file.isPunctuation(code[cursor - 1], ";")) { last = cursor }
            if last == nil { last = cursor }
            previousLine = token.line
            if token.kind == .punctuation, let partner = file.partnerToken(of: cursor), partner > cursor, partner < close {
                previousLine = code[partner].line
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        guard let last else { return nil }
        let word = file.text(of: code[last])
        return Self.exits.contains(word) ? word : nil
    }
}
