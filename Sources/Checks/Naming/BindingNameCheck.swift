import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The state passed as a binding to a labelled argument must carry a prefix: the Bool that
/// drives `.sheet(isPresented: $…)` is named `isShowing…`.
public struct BindingNameCheck: PlacedCoding {
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
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(callee: String, label: String, prefix: String) {
        self.callee = callee
        self.label = label
        self.prefix = prefix
    }

    public static let example = BindingNameCheck(callee: "sheet", label: "isPresented", prefix: "isShowing")

    public enum Parameters: String, CodingKey, CaseIterable {
        case call, prefix
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        // `sheet(isPresented:)`, the leading dot optional: the callee and the one label.
        let call = try container.text(.call).trimmingPrefix(".")
        let parts = call.split(separator: "(", maxSplits: 1)
        guard parts.count == 2, parts[1].hasSuffix(":)"), !parts[0].isEmpty, parts[1].count > 2,
              parts[1].dropLast(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw DecodingProblem.message("`call` names a call and the label of its binding argument, as `sheet(isPresented:)`",
                                          at: container.codingPath + [Parameters.call])
        }
        self.init(callee: String(parts[0]), label: String(parts[1].dropLast(2)), prefix: try container.text(.prefix))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode("\(callee)(\(label):)", forKey: .call)
        try container.encode(prefix, forKey: .prefix)
    }

    public var summary: String { codeScope.appended(to: "state bound to `.\(callee)(\(label):)` is named `\(prefix)…`") }

    public func subject(in file: SourceFile) -> String? {
        let calls = places(in: file).contains { index in
            file.callArguments(at: index)?.arguments.contains { $0.label == label } == true
        }
        return calls ? "calls `.\(callee)(\(label):)`" : nil
    }

    /// The tokens spelled like the callee, from the file's token index.
    private func places(in file: SourceFile) -> [Int] {
        let tokens = file.codeTokens
        let word = Array(callee.utf8)
        return (file.tokenIndex[SymbolPattern.hash(word)] ?? []).filter { file.bytesEqual(tokens[$0], word) }
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let tokens = file.codeTokens
        var violations: [Violation] = []
        for index in places(in: file) {
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
