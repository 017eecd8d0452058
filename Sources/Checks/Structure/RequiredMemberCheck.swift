import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types picked by the selector must contain a code pattern in their body: a `@Reducer`
/// includes `BindingReducer()`.
public struct RequiredMemberCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "required-member",
        summary: "Matching types contain a given code pattern in their body.",
        triggering: ["@Reducer\nstruct ↓ListFeature {\n    var body: some ReducerOf<Self> {\n        Reduce { state, action in .none }\n    }\n}"],
        nonTriggering: [
            "@Reducer\nstruct ListFeature {\n    var body: some ReducerOf<Self> {\n        BindingReducer()\n        Reduce { state, action in .none }\n    }\n}",
            "struct ListFeature {}",
        ]
    )

    public var required: SymbolPattern
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []

    public init(required: SymbolPattern, selector: TypeSelector) {
        self.required = required
        self.selector = selector
    }

    public static let example = RequiredMemberCheck(required: SymbolPattern("BindingReducer()")!, selector: TypeSelector(attribute: "Reducer"))

    enum CodingKeys: String, CodingKey, CaseIterable {
        case requires, paths
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self, sharing: TypeSelector.FieldKeys().all)
        let required = try container.patterns(.requires)
        guard required.count == 1 else {
            throw DecodingProblem.message("`requires` is one code pattern for `\(Self.description.kind)`",
                                          at: container.codingPath + [CodingKeys.requires])
        }
        self.init(required: required[0], selector: try TypeSelector(fieldsFrom: decoder))
        scope = try container.optionalGlobs(.paths)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(required.text, forKey: .requires)
        try selector.encodeFields(to: encoder)
        try container.encodeScope(scope, forKey: .paths)
    }

    public var summary: String { "\(selector) contain `\(required.text)`" }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        let hits = required.matches(in: file)
        return selector.select(in: file).compactMap { index in
            let declaration = declarations[index]
            guard let body = declaration.body, !hits.contains(where: { body.contains($0) }) else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` does not contain `\(required.text)`")
        }
    }
}
