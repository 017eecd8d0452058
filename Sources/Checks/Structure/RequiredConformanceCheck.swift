import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types picked by a selector must conform to every listed protocol (in their declaration or
/// an extension in the same file): `…Item` is `Identifiable, Equatable, Sendable`.
public struct RequiredConformanceCheck: FileCheck {
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

    public init(protocols: [String], selector: TypeSelector) {
        self.protocols = protocols
        self.selector = selector
    }

    public static let example = RequiredConformanceCheck(protocols: ["Identifiable", "Equatable", "Sendable"], selector: TypeSelector(nameSuffix: "Item"))

    enum CodingKeys: String, CodingKey, CaseIterable {
        case protocols, paths
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self, sharing: TypeSelector.FieldKeys().all)
        self.init(protocols: try container.strings(.protocols, what: "a list of protocols"), selector: try TypeSelector(fieldsFrom: decoder))
        scope = try container.optionalGlobs(.paths)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(protocols, forKey: .protocols)
        try selector.encodeFields(to: encoder)
        try container.encodeScope(scope, forKey: .paths)
    }

    public var summary: String { "\(selector) conform to " + protocols.map { "`\($0)`" }.joined(separator: ", ") }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        return selector.select(in: file).compactMap { index in
            let declaration = declarations[index]
            var conformances = Set(declaration.inheritance)
            for other in declarations where other.kind == .extension && other.name == declaration.name {
                conformances.formUnion(other.inheritance)
            }
            let missing = protocols.filter { !conformances.contains($0) }
            guard !missing.isEmpty else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` does not conform to " + missing.map { "`\($0)`" }.joined(separator: ", "))
        }
    }
}
