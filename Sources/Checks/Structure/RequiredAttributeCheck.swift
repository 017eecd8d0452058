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

    public var parameters: [(name: String, value: ParameterValue)] {
        [("attribute", .string("@\(attribute)"))] + selector.parameters
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
