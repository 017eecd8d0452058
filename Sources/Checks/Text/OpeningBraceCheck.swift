import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The `{` that opens a body stands on the line of what it opens ("K&R braces", "opening brace
/// on the same line", "같은 줄에 `{`"): SwiftLint's `opening_brace`.
///
/// Judged: the bodies of declarations (types, extensions, functions, computed properties and
/// their accessors), of control statements (`if`, `guard … else`, `for`, `while`, `switch`,
/// `do`, `catch`, `defer`, `repeat`), when what they open is written on one line. A head that
/// wraps (a condition list or a signature over several lines) may take its `{` on a line of its
/// own, as swift-format writes it and as teams that ask for K&R braces keep it. A closure literal
/// is a value, not a body: one written on a line of its own is left alone.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct OpeningBraceCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "opening-brace",
        summary: "The `{` opening a declaration's or a statement's body stands on the same line as what it opens.",
        triggering: [
            "struct Feed\n↓{\n    func load()\n    ↓{\n        if ready\n        ↓{\n            start()\n        }\n    }\n}",
        ],
        nonTriggering: [
            "struct Feed {\n    func load() {\n        if ready {\n            start()\n        } else {\n            stop()\n        }\n"
                + "        items.forEach(\n            { print($0) }\n        )\n    }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = OpeningBraceCheck()

    public var summary: String { codeScope.appended(to: "the `{` opening a body stands on the line of what it opens") }

    /// Words after which `{` opens a statement's or an accessor's body.
    static let openers: Set<String> = ["else", "do", "defer", "repeat", "catch", "get", "set", "willSet", "didSet", "_read", "_modify"]

    /// Tokens a control statement's line starts with.
    static let statementStarts: Set<String> = openers.union(["if", "guard", "while", "for", "switch"])

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let structure = file.structure
        var headLines: [Int: Int] = [:]
        for declaration in file.declarations { if let body = declaration.body { headLines[body.lowerBound] = code[declaration.keywordToken].line } }
        var violations: [Violation] = []
        for index in code.indices.dropFirst() where code[index].kind == .punctuation && file.isPunctuation(code[index], "{") {
            let previous = code[index - 1]
            guard previous.line < code[index].line else { continue }
            if let head = headLines[index] {
                guard head == previous.line else { continue }  // a wrapped declaration head
            } else if structure.isConditionBody(index) || Self.openers.contains(file.text(of: previous)) {
                // The statement starts on the line before the brace: its first token is a
                // keyword (or the `}` of `} else`), not the continuation of a wrapped condition.
                var first = index - 1
                while first > 0, code[first - 1].line == previous.line { first -= 1 }
                let start = file.text(of: code[first])
                // `} else` and `} catch` start a statement; the `})` ending a closure inside a
                // wrapped condition does not.
                guard Self.statementStarts.contains(start) || (start == "}" && Self.openers.contains(file.text(of: previous))) else { continue }
            } else {
                continue
            }
            violations.append(Violation(path: file.path, line: code[index].line, column: code[index].column,
                                        message: "`{` on its own line: put it at the end of the line it opens"))
        }
        return violations
    }
}
