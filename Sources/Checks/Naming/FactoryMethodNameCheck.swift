import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Factory methods begin with `make` ("factory methods use the `make` prefix", "Factory 메서드는
/// `make` 접두사", Swift's API design guidelines): a factory method named with another verb of
/// making (`createViewModel()`, `buildStatusItem()`, `newSession()`) is reported with the name
/// it should have.
///
/// A factory method here is a function that returns what its name says it makes
/// (`createViewModel() -> LoginViewModel`, `buildRow() -> some View`) and is either
/// `static`/`class` or declared in a type (or an extension of one) whose name ends in `Factory`.
/// Left alone: instance methods elsewhere (`createUser(_:)` on an API client creates a record on
/// a server, not an object), `async` functions (a call that waits is a request), functions that
/// return nothing or something else (`buildNumber() -> String`, `newValue(from:) -> Int`), the
/// `build…` methods of a `@resultBuilder`, overrides and local functions.
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
        let builders = Set(file.declarations.filter { $0.attribute(named: "resultBuilder") != nil }.map(\.name))
        var violations: [Violation] = []
        for signature in file.functionSignatures where !signature.returnsVoid && !signature.modifiers.contains("override")
            && !signature.isAsync && !(signature.typeName.map(builders.contains) ?? false) {
            let isStatic = signature.modifiers.contains("static") || signature.modifiers.contains("class")
            guard isStatic || signature.typeName.map(Self.isFactoryType) == true,
                  let verb = Self.otherVerbs.first(where: { NamePatternCheck.startsWord(signature.name, $0) }),
                  signature.name.count > verb.count else { continue }
            let made = String(signature.name.dropFirst(verb.count))
            guard Self.returnsWhatItNames(made, returnType: signature.returnType ?? ""),
                  !(verb == "build" && Self.buildNouns.contains { made.hasPrefix($0) }) else { continue }
            violations.append(Violation(path: file.path, line: signature.line, column: signature.column,
                                        message: "`\(signature.name)` is a factory method: name it `make\(made)`"))
        }
        return violations
    }

    /// Whether the function hands back what its name says it makes: `createViewModel() ->
    /// LoginViewModel`, `newSession() -> Session`, `buildRow() -> some View`, `create() -> Self`.
    /// `buildNumber() -> String` and `newValue(from:) -> Int` name something else.
    static func returnsWhatItNames(_ made: String, returnType: String) -> Bool {
        var type = returnType
        if type.hasPrefix("some") || type.hasPrefix("any") || type == "Self" { return true }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if let generic = type.firstIndex(of: "<") { type = String(type[..<generic]) }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        guard !last.isEmpty else { return false }
        return last.hasSuffix(made) || made.hasSuffix(last) || last.contains(made)
    }

    /// Nouns after "build" that name a build of the app, not something built: `buildNumber`,
    /// `buildVersion`, `buildDate`, `buildConfiguration`.
    static let buildNouns = ["Number", "Version", "Date", "Configuration", "Settings", "Info", "Time", "Flavor", "Environment",
                             "Mode", "Type", "Target", "Variant", "Identifier", "ID", "Channel"]

    /// `LoginFactory`, `Factories.ViewModelFactory`: the last part of the name ends in `Factory`.
    static func isFactoryType(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasSuffix("Factory")
    }
}
