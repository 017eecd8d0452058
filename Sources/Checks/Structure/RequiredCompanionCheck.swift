import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A file that declares a type picked by the selector must also contain a code pattern:
/// every `View` has a `#Preview` in its file.
public struct RequiredCompanionCheck: PlacedCoding {
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
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(required: [SymbolPattern], selector: TypeSelector) {
        self.required = required
        self.selector = selector
    }

    public static let example = RequiredCompanionCheck(required: [SymbolPattern("#Preview")!], selector: TypeSelector(conformance: "View"))

    public enum Parameters: String, CodingKey, CaseIterable {
        case requires
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(required: try container.patterns(.requires), selector: try TypeSelector(fieldsFrom: decoder))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(required, forKey: .requires)
        try selector.encodeFields(to: encoder)
    }

    public var summary: String { codeScope.appended(to: ruleSummary) }

    var ruleSummary: String {
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
