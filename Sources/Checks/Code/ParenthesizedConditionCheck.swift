import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A control statement's condition is written without parentheses around it ("no parentheses
/// around `if` conditions", "조건문 괄호 생략"): SwiftLint's `control_statement`. Swift needs none,
/// and C-style `if (ready) {` reads as a habit carried over.
///
/// Judged: `if`, `else if`, `guard`, `while`, `switch`, and `repeat … while`, when one pair of
/// parentheses holds the whole condition (the `(` right after the keyword, its partner right
/// before the body's `{`, `guard`'s `else`, or the end of a `repeat` loop's line). Left alone:
/// a tuple (`switch (a, b) {`, `if (x, y) == origin {`), a parenthesized part of a longer
/// condition (`if (a || b) && c {`), and a call or closure the condition starts with.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ParenthesizedConditionCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "parenthesized-condition",
        summary: "A control statement's condition is written without parentheses around it.",
        triggering: [
            "func sync() {\n    if ↓(isReady) {\n        start()\n    } else if ↓(count > 3) {\n        stop()\n    }\n"
                + "    guard ↓(token != nil) else { return }\n    while ↓(queue.isEmpty == false) {\n        queue.removeFirst()\n    }\n"
                + "    switch ↓(state) {\n    default: break\n    }\n    repeat {\n        tick()\n    } while ↓(isRunning)\n}",
        ],
        nonTriggering: [
            "func sync() {\n    if isReady {\n        start()\n    }\n    if (a || b) && c {\n        stop()\n    }\n"
                + "    switch (lhs, rhs) {\n    default: break\n    }\n    if (x, y) == origin { reset() }\n"
                + "    guard (try? load()) != nil else { return }\n    while queue.isEmpty == false { queue.removeFirst() }\n"
                + "    let flag = (isReady)\n    if items.contains(where: { ($0.id) == id }) { mark() }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ParenthesizedConditionCheck()

    public var summary: String { codeScope.appended(to: "control-statement conditions are written without parentheses around them") }

    public var anchorTokens: [String]? { ["if", "guard", "while", "switch"] }

    static let keywords: Set<String> = ["if", "guard", "while", "switch"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .keyword && index + 1 < code.count {
            let keyword = file.text(of: code[index])
            guard Self.keywords.contains(keyword), file.isPunctuation(code[index + 1], "("),
                  let close = wholeCondition(opening: index + 1, keyword: keyword, in: file) else { continue }
            let open = code[index + 1]
            let inside = (index + 2..<close).map { file.text(of: code[$0]) }.joined(separator: " ")
            violations.append(Violation(path: file.path, line: open.line, column: open.column,
                                        message: "`\(keyword) (\(inside))`: write the condition without parentheses"))
        }
        return violations
    }

    /// The partner of the `(` at `opening` when that pair holds the whole condition and no tuple.
    func wholeCondition(opening: Int, keyword: String, in file: SourceFile) -> Int? {
        let code = file.codeTokens
        let partner = file.structure.partner
        guard opening < partner.count, partner[opening] > opening + 1 else { return nil }
        let close = partner[opening]
        // A comma at the pair's own depth makes a tuple (`switch (a, b)`); nested brackets are
        // stepped over through the partner table.
        var inner = opening + 1
        while inner < close {
            if file.isPunctuation(code[inner], ",") { return nil }
            inner = partner[inner] > inner ? partner[inner] + 1 : inner + 1
        }
        guard close + 1 < code.count else {
            // `} while (running)` as the file's last statement.
            return keyword == "while" && closesARepeat(whileAt: opening - 1, in: file) ? close : nil
        }
        let next = code[close + 1]
        if keyword == "guard" { return file.token(next, is: "else") ? close : nil }
        if file.isPunctuation(next, "{") { return file.structure.isConditionBody(close + 1) ? close : nil }
        // `repeat { … } while (running)`: the loop's condition ends its line.
        if keyword == "while", closesARepeat(whileAt: opening - 1, in: file), next.line > code[close].line { return close }
        return nil
    }

    /// Whether the `while` at `index` ends a `repeat` loop (`} while …`).
    func closesARepeat(whileAt index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        let partner = file.structure.partner
        guard index > 0, file.isPunctuation(code[index - 1], "}") else { return false }
        let open = partner[index - 1]
        return open > 0 && file.token(code[open - 1], is: "repeat")
    }
}
