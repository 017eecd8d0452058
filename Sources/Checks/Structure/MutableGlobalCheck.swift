import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Global mutable state: stored `var`s at file level and stored `static var` / `class var`
/// properties. Constants (`let`), computed properties and instance properties are not global
/// state; a `static var` with a getter only computes a value.
public struct MutableGlobalCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "mutable-global",
        summary: "Stored `var`s at file level and stored `static var` properties (global mutable state).",
        triggering: [
            "↓var currentUser: User?\nnonisolated(unsafe) ↓var requestCount = 0",
            "enum Session {\n    static ↓var token: String?\n    private static ↓var cache: [String: Data] = [:]\n}",
        ],
        nonTriggering: [
            "let apiVersion = 3\nenum Session {\n    static let timeout: TimeInterval = 30\n    static var isExpired: Bool { Date() > deadline }\n}",
            "final class Store {\n    var items: [Item] = []\n    func load() { var page = 0; page += 1 }\n}\nprotocol Configurable { static var defaults: Self { get } }",
            "struct Screen: View {\n    static var previews: some View { Screen() }\n    var body: some View { Text(title) }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = MutableGlobalCheck()

    public var summary: String { codeScope.appended(to: "forbids global mutable state (file-level and `static` stored `var`s)") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        return declarations.compactMap { declaration in
            guard declaration.kind == .variable, !declaration.isLocal, !declaration.isComputed else { return nil }
            let place: String
            if let parent = declaration.parent {
                guard declarations[parent].kind != .protocol, declaration.hasModifier("static") || declaration.hasModifier("class") else { return nil }
                place = "a `static var`"
            } else {
                place = "a file-level `var`"
            }
            return Violation(path: file.path, line: declaration.line, column: declaration.column,
                             message: "`\(declaration.name)` is \(place): global mutable state")
        }
    }
}
