import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Factory methods begin with `make` ("factory methods use the `make` prefix", "Factory 메서드는
/// `make` 접두사", Swift's API design guidelines): a factory method named with another verb of
/// making (`createViewModel()`, `buildStatusItem()`, `newSession()`) is reported with the name
/// it should have.
///
/// A factory method here is a function that returns a value and is either `static`/`class` or
/// declared in a type (or an extension of one) whose name ends in `Factory`: what builds and
/// hands back a new instance. Instance methods elsewhere are left alone — `createUser(_:)` on
/// an API client creates a record on a server, not an object — as are functions that return
/// nothing, overrides, and local functions.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct FactoryMethodNameCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "factory-method-name",
        summary: "Factory methods are named with `make`, not another verb of making.",
        triggering: [
            "enum LoginFactory {\n    static func ↓createViewModel() -> LoginViewModel { LoginViewModel() }\n"
                + "    func ↓buildCoordinator() -> Coordinator { Coordinator() }\n}\n"
                + "extension Session {\n    static func ↓newSession(token: String) -> Session { Session(token: token) }\n}",
        ],
        nonTriggering: [
            "enum LoginFactory {\n    static func makeViewModel() -> LoginViewModel { LoginViewModel() }\n"
                + "    static func createTables() {}\n}\n"
                + "final class UserAPI {\n    func createUser(name: String) async throws -> User { try await post(name) }\n}\n"
                + "struct Cache {\n    static func builder() -> Builder { Builder() }\n    static func newest() -> Cache? { nil }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = FactoryMethodNameCheck()

    public var summary: String {
        codeScope.appended(to: "factory methods (static, or in a `…Factory` type, returning a value) begin with `make`, not "
            + Self.otherVerbs.map { "`\($0)`" }.joined(separator: "/"))
    }

    public var anchorTokens: [String]? { ["func"] }

    /// Verbs a factory method is named with instead of `make`.
    static let otherVerbs = ["create", "build", "new", "construct", "instantiate"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        for signature in file.functionSignatures where !signature.returnsVoid && !signature.modifiers.contains("override") {
            let isStatic = signature.modifiers.contains("static") || signature.modifiers.contains("class")
            guard isStatic || signature.typeName.map(Self.isFactoryType) == true,
                  let verb = Self.otherVerbs.first(where: { NamePatternCheck.startsWord(signature.name, $0) }),
                  signature.name.count > verb.count else { continue }
            let suggested = "make" + signature.name.dropFirst(verb.count)
            violations.append(Violation(path: file.path, line: signature.line, column: signature.column,
                                        message: "`\(signature.name)` is a factory method: name it `\(suggested)`"))
        }
        return violations
    }

    /// `LoginFactory`, `Factories.ViewModelFactory`: the last part of the name ends in `Factory`.
    static func isFactoryType(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasSuffix("Factory")
    }
}
