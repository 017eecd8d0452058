import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types declared inside other types deeper than a maximum ("do not nest types more than one
/// level deep", SwiftLint's `nesting` with its `type_level`): a type's level is the number of
/// types and extensions around it, so with a maximum of 1 `struct Feed { enum State {} }` is
/// fine and a type inside `State` is not. A type declared inside a function body belongs to
/// the function, and counts from there.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct TypeNestingCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "type-nesting",
        summary: "Types nest at most N levels deep inside other types.",
        triggering: [
            "struct Feed {\n    struct Section {\n        enum ↓Kind { case header, row }\n    }\n}",
            "extension Feed {\n    enum Row {\n        struct ↓Badge {}\n    }\n}",
        ],
        nonTriggering: [
            "struct Feed {\n    enum State { case idle, loading }\n    struct Section {}\n}\nextension Feed {\n    enum Row {}\n}",
            "struct Feed {\n    func load() {\n        struct Page: Decodable { let items: [String] }\n    }\n}",
        ]
    )

    public var maximum: Int
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(maximum: Int, scope: [Glob] = []) {
        self.maximum = maximum
        self.scope = scope
    }

    public static let example = TypeNestingCheck(maximum: 1)

    public enum Parameters: String, CodingKey, CaseIterable {
        case max
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        guard let maximum = try container.decodeIfPresent(Int.self, forKey: .max), maximum >= 0 else {
            throw DecodingProblem.message("`max` is how many levels types may nest: 0 or more", at: decoder.codingPath + [Parameters.max])
        }
        self.init(maximum: maximum)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(maximum, forKey: .max)
    }

    public var summary: String {
        codeScope.appended(to: maximum == 0 ? "no type declared inside another type" : "types nest at most \(maximum) level\(maximum == 1 ? "" : "s") deep")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        // Levels worked out parent first: a declaration's parent comes before it.
        var level = [Int](repeating: 0, count: declarations.count)
        var violations: [Violation] = []
        for (index, declaration) in declarations.enumerated() {
            guard let parent = declaration.parent, parent < index else { continue }
            let enclosing = declarations[parent].kind
            // A type inside a function or a closure starts again; one inside a type or extension
            // goes a level down.
            level[index] = enclosing.isType && !declaration.isLocal ? level[parent] + 1 : 0
            guard declaration.kind.isType, declaration.kind != .extension, level[index] > maximum else { continue }
            violations.append(Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                                        message: "`\(declaration.name)` is nested \(level[index]) level\(level[index] == 1 ? "" : "s") deep (max \(maximum))"))
        }
        return violations
    }
}
