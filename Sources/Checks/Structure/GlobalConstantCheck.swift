import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Constants live in a type, not at file level ("no global constants; use `static let` in an
/// enum", "상수는 전역 상수 대신 `static let`"): a file-level `let` visible to the module is
/// reported with the way out.
///
/// Left alone: `private` and `fileprivate` constants (a file's own detail, which such rules do
/// not mean), `main.swift` and manifests (their top-level code runs as a script), and anything
/// declared inside a type, function or closure.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct GlobalConstantCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "global-constant",
        summary: "Constants are declared in a type (`static let`), not at file level.",
        triggering: [
            "let ↓requestTimeout: TimeInterval = 30\npublic let ↓apiVersion = 3\n\nfinal class APIClient {}",
        ],
        nonTriggering: [
            "enum API {\n    static let requestTimeout: TimeInterval = 30\n}\nprivate let logger = Logger()\n"
                + "fileprivate let cellID = \"cell\"\nvar counter = 0\nfunc load() {\n    let page = 1\n    print(page)\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = GlobalConstantCheck()

    public var summary: String { codeScope.appended(to: "constants are declared in a type (`static let`), not at file level") }

    public var anchorTokens: [String]? { ["let"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        guard name != "main.swift", name != "Package.swift", name != "Project.swift" else { return [] }
        return file.declarations.compactMap { declaration in
            // `static` at file level is no Swift a compiler takes: a member written alone, not a global.
            guard declaration.kind == .constant, declaration.parent == nil, !declaration.isLocal,
                  !declaration.hasModifier("private"), !declaration.hasModifier("fileprivate"),
                  !declaration.hasModifier("static"), !declaration.hasModifier("class") else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` is a file-level constant: declare it as a `static let` in a type")
        }
    }
}
