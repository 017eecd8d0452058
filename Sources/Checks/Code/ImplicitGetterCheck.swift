import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A read-only computed property or subscript leaves out `get` ("omit `get` for read-only
/// computed properties", "no explicit getters", SwiftLint's `implicit_getter`): a body that is
/// only `get { … }` is written with the getter's statements directly.
///
/// Left alone: a getter beside a setter or another accessor, a getter with an attribute or a
/// modifier (`@inline(__always) get`, `mutating get`), one with effects (`get async`,
/// `get throws`, which need the accessor), and protocol requirements (`{ get }`).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ImplicitGetterCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "implicit-getter",
        summary: "A read-only computed property or subscript leaves out `get`.",
        triggering: [
            "struct Cart {\n    var total: Int {\n        ↓get {\n            items.count\n        }\n    }\n"
                + "    subscript(index: Int) -> Item {\n        ↓get { items[index] }\n    }\n}",
        ],
        nonTriggering: [
            "struct Cart {\n    var total: Int { items.count }\n    var name: String {\n        get { storage }\n        set { storage = newValue }\n    }\n"
                + "    var next: Int? {\n        mutating get { defer { count += 1 }; return count }\n    }\n"
                + "    var isSynced: Bool {\n        get async { await sync() }\n    }\n}\nprotocol Named {\n    var name: String { get }\n}\n"
                + "for var item in items { get { item } }",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ImplicitGetterCheck()

    public var summary: String { codeScope.appended(to: "read-only computed properties and subscripts leave out `get`") }

    public var anchorTokens: [String]? { ["get"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices.dropFirst() where code[index].kind == .identifier && file.text(of: code[index]) == "get" {
            // `{ get { … } }`: the getter opens the accessor block and its own block closes it.
            let outer = index - 1
            guard index + 1 < code.count, file.isPunctuation(code[outer], "{"), file.isPunctuation(code[index + 1], "{"),
                  let getterClose = file.partnerToken(of: index + 1), let outerClose = file.partnerToken(of: outer),
                  getterClose + 1 == outerClose, declaresAComputedValue(blockAt: outer, in: file) else { continue }
            violations.append(Violation(path: file.path, line: code[index].line, column: code[index].column,
                                        message: "read-only accessor written out: drop `get { }` and keep its body"))
        }
        return violations
    }

    /// Whether the block at `open` is the body of a `var` or `subscript` declaration: the header
    /// before it, brackets stepped over, reaches the keyword before any statement boundary or
    /// an initializer (`var x = { … }()` is a closure, not accessors).
    func declaresAComputedValue(blockAt open: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        var cursor = open - 1
        var steps = 0
        while cursor >= 0, steps < 64 {
            let token = code[cursor]
            let text = file.text(of: token)
            // `for var item in items { … }`: a loop's body, not accessors.
            if token.kind == .keyword, text == "in" || text == "for" { return false }
            if token.kind == .keyword, text == "var" || text == "subscript" { return true }
            if token.kind == .punctuation {
                if text == ")" || text == "]", let partner = file.partnerToken(of: cursor), partner < cursor {
                    cursor = partner - 1
                    steps += 1
                    continue
                }
                if text == "{" || text == "}" || text == ";" { return false }
            }
            if token.kind == .operator, text == "=" { return false }
            cursor -= 1
            steps += 1
        }
        return false
    }
}
