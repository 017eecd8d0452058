import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Names a convention rules out for the team's own declarations ("names are descriptive: avoid
/// `data`, `info`, `temp`"): a type, function, property, local or case declared with exactly
/// one of them. Uses are not judged — `session.data(from:)` is Foundation's name, not the
/// team's — and a longer name that contains one (`userData`) is another name.
public struct ForbiddenNameCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "forbidden-name",
        summary: "Declarations are not named with one of the names the conventions rule out.",
        triggering: [
            "let ↓data = try decoder.decode(User.self, from: body)",
            "struct Loader {\n    func ↓getData() -> [Item] { items }\n    var ↓temp: Int\n}",
        ],
        nonTriggering: [
            "let (payload, _) = try await session.data(from: url)\nlet userData = payload\nlet text = \"data\"",
            "struct Loader {\n    func items() -> [Item] { items } // was getData()\n    var draftCount: Int\n}",
        ]
    )

    public var names: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in view models", "except in tests").
    public var codeScope = CodeScope()

    public init(names: [String], scope: [Glob] = []) {
        self.names = names
        self.scope = scope
    }

    public static let example = ForbiddenNameCheck(names: ["data", "getData", "temp"])

    public enum Parameters: String, CodingKey, CaseIterable {
        case names
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(names: try container.strings(.names, what: "a list of names"))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(names, forKey: .names)
    }

    public var summary: String {
        codeScope.appended(to: "no declaration named " + names.map { "`\($0)`" }.joined(separator: ", "))
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let ruledOut = Set(names)
        return file.declarations.compactMap { declaration in
            guard declaration.kind != .extension, declaration.kind != .initializer, declaration.kind != .deinitializer,
                  let name = declaration.names.first(where: ruledOut.contains) ?? (ruledOut.contains(declaration.name) ? declaration.name : nil)
            else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(name)` is a name the conventions rule out: name it for what it holds or does")
        }
    }
}
