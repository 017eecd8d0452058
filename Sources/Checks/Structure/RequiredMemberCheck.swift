import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types picked by the selector must contain a code pattern in their body: a `@Reducer`
/// includes `BindingReducer()`.
public struct RequiredMemberCheck: PlacedCoding {
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
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(required: SymbolPattern, selector: TypeSelector) {
        self.required = required
        self.selector = selector
    }

    public static let example = RequiredMemberCheck(required: SymbolPattern("BindingReducer()")!, selector: TypeSelector(attribute: "Reducer"))

    public enum Parameters: String, CodingKey, CaseIterable {
        case requires
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let required = try container.patterns(.requires)
        guard required.count == 1 else {
            throw DecodingProblem.message("`requires` is one code pattern for `\(Self.description.kind)`",
                                          at: container.codingPath + [Parameters.requires])
        }
        self.init(required: required[0], selector: try TypeSelector(fieldsFrom: decoder))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(required.text, forKey: .requires)
        try selector.encodeFields(to: encoder)
    }

    public var summary: String { codeScope.appended(to: "\(selector) contain `\(required.text)`") }

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
