import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types picked by a selector must carry an attribute: `@MainActor` on `…ViewModel` classes.
public struct RequiredAttributeCheck: PlacedCoding {
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
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(attribute: String, selector: TypeSelector) {
        self.attribute = attribute
        self.selector = selector
    }

    public static let example = RequiredAttributeCheck(attribute: "MainActor", selector: TypeSelector(nameSuffix: "ViewModel", kinds: ["class"]))

    /// `attribute` is the attribute required, so the selector's is `typeAttribute`.
    static let selectorKeys = TypeSelector.FieldKeys(attribute: "typeAttribute")

    public enum Parameters: String, CodingKey, CaseIterable {
        case attribute
    }

    public static var sharedParameterNames: [String] { Self.selectorKeys.all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(attribute: try container.attribute(.attribute), selector: try TypeSelector(fieldsFrom: decoder, keys: Self.selectorKeys))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode("@\(attribute)", forKey: .attribute)
        try selector.encodeFields(to: encoder, keys: Self.selectorKeys)
    }

    public var summary: String { codeScope.appended(to: "`@\(attribute)` on \(selector)") }

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
