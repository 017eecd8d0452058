import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types a selector picks must be declared as one of the given kinds: routes are enums, services
/// are actors, view models are final classes. `final class` asks for the `final` modifier too;
/// `class` accepts any class.
public struct TypeKindCheck: PlacedCoding {
    public static let kindNames = ["enum", "struct", "actor", "final class", "class", "protocol"]

    public static let description = CheckDescription(
        kind: "type-kind",
        summary: "Types matching a name pattern, conformance or attribute are declared as a given kind.",
        triggering: [
            "struct ↓AppRoute: Hashable {\n    var path: String\n}",
            "final class ↓SettingsRoute {}\nenum HomeRoute { case feed }",
        ],
        nonTriggering: [
            "enum AppRoute: Hashable {\n    case home, detail(id: Int)\n}",
            "protocol AnyRoute {}\nextension AppRoute { var isRoot: Bool { self == .home } }\nstruct Router {}",
        ]
    )

    /// Accepted kinds, from `kindNames`.
    public var kinds: [String]
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(kinds: [String], selector: TypeSelector, scope: [Glob] = []) {
        self.kinds = kinds
        self.selector = selector
        self.scope = scope
    }

    public static let example = TypeKindCheck(kinds: ["enum"], selector: TypeSelector(nameSuffix: "Route"))

    public enum Parameters: String, CodingKey, CaseIterable {
        case mustBe
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let kinds = try container.each(.mustBe, what: "a list of type kinds", entry: "a type kind") { text, path in
            let kind = text.split(separator: " ").joined(separator: " ")
            guard Self.kindNames.contains(kind) else {
                throw DecodingProblem.message("`\(text)` is not a type kind (\(Self.kindNames.joined(separator: ", ")))", at: path)
            }
            return kind
        }
        self.init(kinds: kinds, selector: try TypeSelector(fieldsFrom: decoder))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(kinds, forKey: .mustBe)
        try selector.encodeFields(to: encoder)
    }

    public var summary: String {
        codeScope.appended(to: "\(selector) are declared as " + kinds.map { "`\($0)`" }.joined(separator: " or "))
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        // A class something subclasses (or an `open` one) cannot be `final`: asking it to be
        // would flag the base class of the very types the rule describes.
        var subclassed: Set<String>?
        func cannotBeFinal(_ declaration: Declaration) -> Bool {
            if declaration.hasModifier("open") { return true }
            if subclassed == nil { subclassed = FinalClassCheck.superclasses(in: file).union(context.superclassNames()) }
            return subclassed!.contains(declaration.name)
        }
        return selector.select(in: file).compactMap { index in
            let declaration = declarations[index]
            let written = declaration.kind == .class && declaration.hasModifier("final") ? "final class" : declaration.kind.rawValue
            let accepted = kinds.contains(written) || (written == "final class" && kinds.contains("class"))
                || (written == "class" && kinds.contains("final class") && cannotBeFinal(declaration))
            guard !accepted else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` is a \(written); declare it as " + kinds.map { "`\($0)`" }.joined(separator: " or "))
        }
    }
}
