import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A loop that only filters says so in a `where` clause ("use `for … where` instead of an `if`
/// inside the loop", "`for-where` 사용", SwiftLint's `for_where`): a `for` whose whole body is
/// one `if` with a single plain condition and no `else` is written
/// `for item in items where condition { … }`.
///
/// Left alone: a body with anything beside the `if`; an `if` with an `else`; conditions that
/// bind or match (`if let`, `if var`, `if case`), that join several tests (`,`, `&&`, `||` —
/// SwiftLint's exemption, as a long `where` clause reads worse), or that a `where` clause cannot
/// hold (`#available`, `try`, `await`); and a loop that already has a `where` clause.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ForWhereCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "for-where",
        summary: "A loop whose body is one `if` filters with a `where` clause instead.",
        triggering: [
            "for user in users {\n    ↓if user.isActive {\n        notify(user)\n    }\n}\n"
                + "for view in subviews {\n    ↓if !(view is UIStackView) { view.removeFromSuperview() }\n}",
        ],
        nonTriggering: [
            "for user in users where user.isActive {\n    notify(user)\n}\n"
                + "for user in users {\n    if let email = user.email { send(email) }\n}\n"
                + "for user in users {\n    if user.isActive { notify(user) } else { archive(user) }\n}\n"
                + "for user in users {\n    if user.isActive { notify(user) }\n    count += 1\n}\n"
                + "for user in users {\n    if user.isActive && user.isVerified { notify(user) }\n}\n"
                + "for user in users {\n    if user.isActive, user.isVerified { notify(user) }\n}\n"
                + "for (index, value) in values.enumerated() {\n    if case .ready = value { start(index) }\n}\n"
                + "for screen in screens {\n    if #available(iOS 17, *) { screen.refresh() }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ForWhereCheck()

    public var summary: String { codeScope.appended(to: "a loop whose body is one `if` filters with a `where` clause") }

    public var anchorTokens: [String]? { ["for"] }

    /// What a condition may not hold for a `where` clause to take it over.
    static let conditionStoppers: Set<String> = ["let", "var", "case", "try", "await", "#available", "#unavailable", ",", "&&", "||"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices where code[index].kind == .keyword && file.text(of: code[index]) == "for" {
            // `cache[for: key]`: an argument label, not a loop.
            guard index + 1 < code.count, !file.isPunctuation(code[index + 1], ":") else { continue }
            guard let body = blockOpening(after: index, in: file, stopAtWhere: true), let bodyClose = file.partnerToken(of: body),
                  bodyClose > body + 1, file.text(of: code[body + 1]) == "if",
                  let ifBlock = blockOpening(after: body + 1, in: file, stopAtWhere: false),
                  let ifClose = file.partnerToken(of: ifBlock), ifClose + 1 == bodyClose,
                  isPlainCondition(from: body + 2, to: ifBlock, in: file) else { continue }
            let token = code[body + 1]
            violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                        message: "the loop's body is one `if`: move its condition into a `where` clause"))
        }
        return violations
    }

    /// The `{` that opens the block of the statement starting at `start`, stepping over
    /// bracketed parts; nil when a `where` clause comes first (for a loop) or none is found.
    func blockOpening(after start: Int, in file: SourceFile, stopAtWhere: Bool) -> Int? {
        let code = file.codeTokens
        var cursor = start + 1
        while cursor < code.count {
            let token = code[cursor]
            if token.kind == .punctuation {
                if file.isPunctuation(token, "{") { return cursor }
                if file.isPunctuation(token, "}") || file.isPunctuation(token, ";") { return nil }
                if file.isPunctuation(token, "(") || file.isPunctuation(token, "["), let partner = file.partnerToken(of: cursor), partner > cursor {
                    cursor = partner + 1
                    continue
                }
            }
            if stopAtWhere, token.kind == .keyword, file.text(of: token) == "where" { return nil }
            cursor += 1
        }
        return nil
    }

    /// Whether the tokens of a condition, outside brackets, hold nothing a single `where`
    /// clause would not take as it is.
    func isPlainCondition(from start: Int, to end: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard start < end else { return false }
        var cursor = start
        while cursor < end {
            let token = code[cursor]
            if Self.conditionStoppers.contains(file.text(of: token)) { return false }
            if token.kind == .punctuation, file.isPunctuation(token, "(") || file.isPunctuation(token, "["),
               let partner = file.partnerToken(of: cursor), partner > cursor {
                // `try` and `await` inside brackets still make the condition throw or suspend.
                if (cursor..<partner).contains(where: { ["try", "await"].contains(file.text(of: code[$0])) }) { return false }
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        return true
    }
}
