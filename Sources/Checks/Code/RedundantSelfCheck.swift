import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// `self.` is written only where Swift needs it ("use `self` only when required", "`self.` は
/// 必要な場合のみ"): SwiftLint's `redundant_self`, SwiftFormat's `redundantSelf`.
///
/// Inside a member's body (a method, initialiser, accessor or computed property), `self.name`
/// is flagged when nothing there needs it. What needs it is left alone, and so is everything
/// the check cannot see whole:
/// - a closure — whether it escapes, and so whether it needs `self`, is the callee's to say;
/// - a name the member shadows: a parameter, a `let`, `var`, `for`, `case` or `catch` binding
///   or local function anywhere in the body (`self.title = title` in an initialiser), or a name
///   Swift binds unwritten (`error` in a bare `catch`, `newValue`, `oldValue`);
/// - `self.init(…)`, and members whose name is a reserved word;
/// - code outside members' bodies (a `lazy var`'s initialiser, default values);
/// - `self` alone on its line, the receiver of a chain of modifiers (`self\n.padding()`).
/// String interpolations are literals here, so `Logger`'s escaping interpolation is never read.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct RedundantSelfCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "redundant-self",
        summary: "`self.` is written only where Swift needs it: in closures and where a local name shadows the member.",
        triggering: [
            "final class Player {\n    var volume = 0.5\n    func mute() {\n        ↓self.volume = 0\n        if ↓self.volume == 0 { ↓self.notify() }\n    }\n"
                + "    func notify() {}\n    var isMuted: Bool { ↓self.volume == 0 }\n}",
        ],
        nonTriggering: [
            "final class Player {\n    var volume = 0.5\n    var title: String\n    init(title: String) {\n        self.title = title\n    }\n"
                + "    func fade(to volume: Double) {\n        self.volume = volume\n        timer.schedule { self.volume -= 0.1 }\n    }\n"
                + "    var error: Error?\n    func load() {\n        do { try start() } catch { self.error = error }\n    }\n}",
            "struct Track {\n    var name = \"\"\n    init(raw: String) {\n        self.init(name: raw)\n    }\n    init(name: String) { self.name = name }\n"
                + "    func log() {\n        logger.info(\"playing \\(self.name)\")\n        for name in [\"a\"] { print(self.name, name) }\n    }\n}\n"
                + "extension View {\n    func card() -> some View {\n        self\n            .padding()\n    }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = RedundantSelfCheck()

    public var summary: String { codeScope.appended(to: "`self.` only where Swift needs it") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        var violations: [Violation] = []
        for declaration in declarations where !declaration.isLocal && declaration.parent.map({ declarations[$0].kind.isType }) == true {
            guard Self.bodied.contains(declaration.kind) || declaration.isComputed, let body = declaration.body else { continue }
            violations += redundantSelves(in: body, of: declaration, file: file)
        }
        return violations
    }

    /// Members whose braces hold statements.
    static let bodied: Set<Declaration.Kind> = [.function, .initializer, .deinitializer, .subscript]

    /// Tokens before `{` that open a block of the member's own code, not a closure.
    static let blockOpeners: Set<String> = ["else", "do", "defer", "repeat", "get", "set", "willSet", "didSet", "_read", "_modify"]

    func redundantSelves(in body: ClosedRange<Int>, of member: Declaration, file: SourceFile) -> [Violation] {
        let code = file.codeTokens
        let structure = file.structure
        let shadowed = Self.boundNames(in: member.keywordToken..<body.upperBound, signatureEnd: body.lowerBound, file: file)
        var violations: [Violation] = []
        var index = body.lowerBound + 1
        while index < body.upperBound {
            let token = code[index]
            if file.text(of: token) == "{", !structure.isConditionBody(index),
               !Self.blockOpeners.contains(file.text(of: code[index - 1])), structure.partner[index] > index {
                index = structure.partner[index] + 1  // a closure: whether it needs `self` is not ours to say
                continue
            }
            if token.kind == .keyword, file.text(of: token) == "self", index + 2 < body.upperBound,
               file.text(of: code[index + 1]) == ".", code[index + 1].line == token.line, code[index + 2].kind == .identifier,
               index == 0 || file.text(of: code[index - 1]) != "." {
                let name = file.text(of: code[index + 2])
                if name != "init", !shadowed.contains(name) {
                    violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                                message: "`self.\(name)`: nothing here shadows `\(name)` and no closure captures it, so `self.` is not needed"))
                }
            }
            index += 1
        }
        return violations
    }

    /// Keywords after which names are bound until the end of their pattern.
    static let binders: Set<String> = ["let", "var", "for", "case", "catch", "func"]

    static let implicitNames = ["catch": "error", "set": "newValue", "willSet": "newValue", "didSet": "oldValue"]

    /// Every name the member binds: parameters (`label name:` before `signatureEnd`), and the
    /// names after `let`, `var`, `for`, `case`, `catch` and `func` up to the end of their
    /// pattern. Reading more names than are bound only leaves more `self.` alone.
    static func boundNames(in range: Range<Int>, signatureEnd: Int, file: SourceFile) -> Set<String> {
        let code = file.codeTokens
        var names = Set<String>()
        var binding = false
        var depth = 0
        for index in range {
            let text = file.text(of: code[index])
            // Names Swift binds unwritten: `error` in a bare `catch`, `newValue` and `oldValue` in
            // accessors and observers (`catch { self.error = error }` needs its `self.`).
            if let implicit = Self.implicitNames[text] { names.insert(implicit) }
            if Self.binders.contains(text) { binding = true; depth = 0; continue }
            if binding {
                if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" { depth -= 1 }
                if depth <= 0, ["=", "{", "in", ":", ",", "where"].contains(text) { binding = false; continue }
                if code[index].kind == .identifier { names.insert(text) }
            }
            // A parameter: the name before `:` inside the signature's parentheses.
            if index < signatureEnd, text == ":", code[index - 1].kind == .identifier { names.insert(file.text(of: code[index - 1])) }
        }
        return names
    }
}
