import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types picked by a selector must carry an attribute: `@MainActor` on `…ViewModel` classes.
public struct RequiredAttributeCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "required-attribute",
        summary: "Types matching a name pattern or conformance carry an attribute.",
        triggering: ["final class ↓ProfileViewModel {\n    var name = \"\"\n}"],
        nonTriggering: [
            "@MainActor\nfinal class ProfileViewModel {\n    var name = \"\"\n}",
            "final class ProfileService {}\nextension ProfileViewModel {}",
        ]
    )

    public var attribute: String
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []

    public init(attribute: String, selector: TypeSelector) {
        self.attribute = attribute
        self.selector = selector
    }

    public static let example = RequiredAttributeCheck(attribute: "MainActor", selector: TypeSelector(nameSuffix: "ViewModel", kinds: ["class"]))

    /// `attribute` is the attribute required, so the selector's is `typeAttribute`.
    static let selectorKeys = TypeSelector.FieldKeys(attribute: "typeAttribute")

    enum CodingKeys: String, CodingKey, CaseIterable {
        case attribute, paths
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self, sharing: Self.selectorKeys.all)
        self.init(attribute: try container.attribute(.attribute), selector: try TypeSelector(fieldsFrom: decoder, keys: Self.selectorKeys))
        scope = try container.optionalGlobs(.paths)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("@\(attribute)", forKey: .attribute)
        try selector.encodeFields(to: encoder, keys: Self.selectorKeys)
        try container.encodeScope(scope, forKey: .paths)
    }

    public var summary: String { "`@\(attribute)` on \(selector)" }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        return selector.select(in: file).compactMap { index in
            let declaration = declarations[index]
            guard declaration.attribute(named: attribute) == nil else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` lacks `@\(attribute)`")
        }
    }
}
