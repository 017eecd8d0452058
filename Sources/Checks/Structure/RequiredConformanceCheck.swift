import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types picked by a selector must conform to every listed protocol (in their declaration or
/// an extension in the same file): `…Item` is `Identifiable, Equatable, Sendable`.
public struct RequiredConformanceCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "required-conformance",
        summary: "Types matching a name pattern conform to the listed protocols.",
        triggering: ["struct ↓TrackItem: Identifiable, Equatable {\n    let id: Int\n}"],
        nonTriggering: [
            "struct TrackItem: Identifiable, Equatable, Sendable {\n    let id: Int\n}",
            "struct TrackItem: Identifiable {\n    let id: Int\n}\nextension TrackItem: Equatable, Sendable {}",
        ]
    )

    public var protocols: [String]
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(protocols: [String], selector: TypeSelector) {
        self.protocols = protocols
        self.selector = selector
    }

    public static let example = RequiredConformanceCheck(protocols: ["Identifiable", "Equatable", "Sendable"], selector: TypeSelector(nameSuffix: "Item"))

    public enum Parameters: String, CodingKey, CaseIterable {
        case protocols
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(protocols: try container.strings(.protocols, what: "a list of protocols"), selector: try TypeSelector(fieldsFrom: decoder))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(protocols, forKey: .protocols)
        try selector.encodeFields(to: encoder)
    }

    public var summary: String { codeScope.appended(to: "\(selector) conform to " + protocols.map { "`\($0)`" }.joined(separator: ", ")) }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var work = 0
        return run(on: file, work: &work)
    }

    /// The check, adding to `work` the declarations it visits and the protocols it looks up,
    /// so a test can show the steps grow linearly with the number of types.
    package func run(on file: SourceFile, work: inout Int) -> [Violation] {
        let selected = selector.select(in: file)
        guard !selected.isEmpty else { return [] }
        let declarations = file.declarations
        // What the file's extensions add, by extended name, gathered in one pass: looking
        // through every declaration for each selected type was quadratic in the number of types.
        var added: [String: Set<String>] = [:]
        for index in declarations.indices {
            work += 1
            guard declarations[index].kind == .extension else { continue }
            added[declarations[index].name, default: []].formUnion(declarations[index].inheritance)
        }
        return selected.compactMap { index in
            let declaration = declarations[index]
            let extensions = added[declaration.name] ?? []
            // Each protocol looked up in the two sets, not the sets merged per type: many types
            // of one name (and many extensions of it) would merge the same large set each time.
            // `BaseRouter` itself is no `…Router` that must inherit `BaseRouter`.
            let missing = protocols.filter { required in
                work += 1
                return required != declaration.name && !declaration.inheritance.contains(required) && !extensions.contains(required)
            }
            guard !missing.isEmpty else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` does not conform to " + missing.map { "`\($0)`" }.joined(separator: ", "))
        }
    }
}
