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
        var work = 0
        return run(on: file, work: &work)
    }

    /// The check, adding to `work` its steps (tokens and hits counted, types looked at), so a
    /// test can show they grow linearly with the number of types.
    package func run(on file: SourceFile, work: inout Int) -> [Violation] {
        let selected = selector.select(in: file)
        guard !selected.isEmpty else { return [] }
        let declarations = file.declarations
        // Hits counted once over the tokens, so each body is asked in two lookups: looking
        // through every hit for each type was quadratic in a file of many types.
        let hits = TokenHitCounts(hits: required.matches(in: file), tokenCount: file.codeTokens.count)
        work += hits.steps
        return selected.compactMap { index in
            work += 1
            guard let body = declarations[index].body, !hits.any(in: body) else { return nil }
            let declaration = declarations[index]
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` does not contain `\(required.text)`")
        }
    }
}
