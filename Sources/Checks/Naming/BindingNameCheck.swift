import PreflightRepository
import PreflightSwiftSource

/// The state passed as a binding to a labelled argument must carry a prefix: the Bool that
/// drives `.sheet(isPresented: $…)` is named `isShowing…`.
public struct BindingNameCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "binding-name",
        summary: "A `$state` passed to a labelled argument is named with a prefix.",
        triggering: ["Button(\"Edit\") { isEditing = true }\n    .sheet(isPresented: ↓$isEditing) { EditView() }"],
        nonTriggering: [
            "Button(\"Edit\") { isShowingEditView = true }\n    .sheet(isPresented: $isShowingEditView) { EditView() }",
            ".sheet(item: $selection) { item in Detail(item) }",
        ]
    )

    public var callee: String
    public var label: String
    public var prefix: String
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []

    public init(callee: String, label: String, prefix: String) {
        self.callee = callee
        self.label = label
        self.prefix = prefix
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        [("call", .string("\(callee)(\(label):)")), ("prefix", .string(prefix))]
    }

    public var summary: String { "state bound to `.\(callee)(\(label):)` is named `\(prefix)…`" }

    public func subject(in file: SourceFile) -> String? {
        let word = Array(callee.utf8)
        let calls = file.codeTokens.indices.contains { index in
            file.bytesEqual(file.codeTokens[index], word)
                && file.callArguments(at: index)?.arguments.contains { $0.label == label } == true
        }
        return calls ? "calls `.\(callee)(\(label):)`" : nil
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let tokens = file.codeTokens
        let word = Array(callee.utf8)
        var violations: [Violation] = []
        for index in tokens.indices where file.bytesEqual(tokens[index], word) {
            guard let call = file.callArguments(at: index),
                  let argument = call.arguments.first(where: { $0.label == label }),
                  let first = argument.tokens.first else { continue }
            // The binding's name: the last identifier of `$a.b` / `$name`.
            let names = argument.tokens.map { tokens[$0] }.filter { $0.kind == .identifier }
            guard let nameToken = names.last else { continue }
            let name = file.text(of: nameToken).trimmingPrefix("$")
            if !name.hasPrefix(prefix) {
                let token = tokens[first]
                violations.append(Violation(path: file.path, line: token.line, column: token.column,
                                            message: "`\(name)` drives `.\(callee)(\(label):)`; name it `\(prefix)…`"))
            }
        }
        return violations
    }
}
