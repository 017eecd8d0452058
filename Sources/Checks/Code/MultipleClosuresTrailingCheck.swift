import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A call that takes two or more closures passes none of them as a trailing closure ("trailing
/// closures only for a call's single closure", "2개 이상 클로저 파라미터 시 후행 클로저 사용하지
/// 않음"): SwiftLint's `multiple_closures_with_trailing_closure`, multiple trailing closures
/// (`} completion: {`) included, since they are trailing closures too.
///
/// Counted: closure literals among the call's arguments and its trailing closures. Left alone:
/// a call with one closure, however it is passed, and declarations (`struct A {`, `func f() {`).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct MultipleClosuresTrailingCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "multiple-closures-trailing",
        summary: "A call that takes two or more closures passes none of them as a trailing closure.",
        triggering: [
            "UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) ↓{ _ in\n    view.removeFromSuperview()\n}\n"
                + "UIView.animate(withDuration: 0.3) ↓{\n    view.alpha = 1\n} completion: { _ in\n    view.isHidden = false\n}",
        ],
        nonTriggering: [
            "UIView.animate(withDuration: 0.3, animations: {\n    view.alpha = 1\n}, completion: { _ in\n    view.isHidden = false\n})\n"
                + "UIView.animate(withDuration: 0.3) {\n    view.alpha = 1\n}\nlet total = prices.reduce(0) { $0 + $1 }\n"
                + "struct Panel {\n    func show() {}\n}\nlet active = users.filter({ $0.isActive })",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = MultipleClosuresTrailingCheck()

    public var summary: String { codeScope.appended(to: "a call taking two or more closures passes none of them as a trailing closure") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let declaredNames = Set(file.declarations.compactMap(\.nameToken))
        var violations: [Violation] = []
        var index = 0
        while index + 1 < code.count {
            defer { index += 1 }
            guard code[index].kind == .identifier, file.isPunctuation(code[index + 1], "(") || file.isPunctuation(code[index + 1], "{"),
                  !declaredNames.contains(index), !Self.followsADeclarationWord(index, in: file),
                  let call = file.callArguments(at: index), let first = call.trailingClosures.first else { continue }
            let inside = call.arguments.filter { TrailingClosureCheck.isClosureLiteral($0.tokens, in: file) }.count
            guard inside + call.trailingClosures.count >= 2 else { continue }
            let brace = code[first.braces.lowerBound]
            violations.append(Violation(path: file.path, line: brace.line, column: brace.column,
                                        message: "`\(file.text(of: code[call.callee]))` takes \(inside + call.trailingClosures.count) closures: "
                                            + "pass them all inside the parentheses"))
        }
        return violations
    }

    /// A type written where a body follows (`-> Int {`, `: some View {`): its braces are a
    /// body, not a closure. Declared names are told by the structural pass.
    static func followsADeclarationWord(_ index: Int, in file: SourceFile) -> Bool {
        guard index > 0 else { return false }
        let before = file.text(of: file.codeTokens[index - 1])
        return before == "->" || before == "some" || before == "any" || before == ":"
    }
}
