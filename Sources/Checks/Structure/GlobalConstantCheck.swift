import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Constants live in a type, not at file level ("no global constants; use `static let` in an
/// enum", "상수는 전역 상수 대신 `static let`"): a file-level `let` visible to the module is
/// reported with the way out.
///
/// Left alone: `private` and `fileprivate` constants (a file's own detail, which such rules do
/// not mean), files whose top level runs as a script (`main.swift`, manifests, playgrounds, `#!`
/// scripts), `let _ = …`, and anything declared inside a type, function or closure.
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

    /// Files whose top level runs in order, where a `let` is a script's variable: `main.swift`,
    /// manifests (`Package.swift`, `Package@swift-5.9.swift`, Tuist's), playgrounds and `#!` scripts.
    static func runsAsAScript(_ file: SourceFile) -> Bool {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        if name == "main.swift" || SwiftManifests.isManifest(fileName: name) || file.path.contains(".playground/") { return true }
        return file.bytes.starts(with: [0x23, 0x21])
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        guard !Self.runsAsAScript(file) else { return [] }
        return file.declarations.compactMap { declaration in
            // `static` at file level is no Swift a compiler takes: a member written alone, not a global.
            guard declaration.kind == .constant, declaration.parent == nil, !declaration.isLocal, declaration.name != "_",
                  !declaration.hasModifier("private"), !declaration.hasModifier("fileprivate"),
                  !declaration.hasModifier("static"), !declaration.hasModifier("class") else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` is a file-level constant: declare it as a `static let` in a type")
        }
    }
}
