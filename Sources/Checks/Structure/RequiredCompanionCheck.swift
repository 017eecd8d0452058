import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A file that declares a type picked by the selector must also contain a code pattern:
/// every `View` has a `#Preview` in its file.
public struct RequiredCompanionCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "required-companion",
        summary: "Files declaring matching types also contain a given code pattern.",
        triggering: ["struct ↓ProfileView: View {\n    var body: some View { Text(\"x\") }\n}"],
        nonTriggering: [
            "struct ProfileView: View {\n    var body: some View { Text(\"x\") }\n}\n\n#Preview {\n    ProfileView()\n}",
            "struct Profile {}\n// #Preview is not needed here",
        ]
    )

    public var required: [SymbolPattern]
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []

    public init(required: [SymbolPattern], selector: TypeSelector) {
        self.required = required
        self.selector = selector
    }

    public static let example = RequiredCompanionCheck(required: [SymbolPattern("#Preview")!], selector: TypeSelector(conformance: "View"))

    enum CodingKeys: String, CodingKey, CaseIterable {
        case requires, paths
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self, sharing: TypeSelector.FieldKeys().all)
        self.init(required: try container.patterns(.requires), selector: try TypeSelector(fieldsFrom: decoder))
        scope = try container.optionalGlobs(.paths)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(required, forKey: .requires)
        try selector.encodeFields(to: encoder)
        try container.encodeScope(scope, forKey: .paths)
    }

    public var summary: String {
        "files declaring \(selector) contain " + required.map { "`\($0.text)`" }.joined(separator: " or ")
    }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let selected = selector.select(in: file)
        guard let first = selected.first, !required.contains(where: { !$0.matches(in: file).isEmpty }) else { return [] }
        let declarations = file.declarations
        let names = selected.map { "`\(declarations[$0].name)`" }.joined(separator: ", ")
        return [Violation(path: file.path, line: declarations[first].nameLine, column: declarations[first].nameColumn,
                          message: "\(names) has no " + required.map { "`\($0.text)`" }.joined(separator: " or ") + " in its file")]
    }
}
