import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Every declaration a type or a file holds states its access level (`private`, `internal`,
/// `public` …), as SwiftLint's `explicit_acl` asks: "always specify access modifiers
/// explicitly", "access level on each declaration, not inherited from extensions". Local
/// declarations cannot take one, protocol requirements and enum cases take their type's, and
/// an extension is not itself a declaration of anything: none of them is asked.
///
/// With `topLevelOnly` it asks only the file's own declarations (SwiftLint's
/// `explicit_top_level_acl`: "every top-level declaration states its access level").
///
/// The whole kind is this file and its line in `CheckRegistry`: the conformances below give it
/// the shared place parameters (`paths`, `within`, …) and their coding.
public struct ExplicitAccessCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "explicit-access",
        summary: "Declarations in files and types state their access level.",
        triggering: [
            "↓struct Cart {\n    ↓var items: [Item] = []\n    ↓func add(_ item: Item) {}\n}",
            "public final class Store {\n    private var cache: [String: Data] = [:]\n    ↓init() {}\n}\nextension Store {\n    ↓func reset() {}\n}",
        ],
        nonTriggering: [
            "internal struct Cart {\n    private(set) var items: [Item] = []\n    public func add(_ item: Item) { let count = items.count; print(count) }\n}",
            "public protocol Loading {\n    var isLoading: Bool { get }\n    func load() async\n}\npublic enum Tab {\n    case home, settings\n}",
            "public extension Store {\n    fileprivate func reset() {}\n}\nprivate let apiVersion = 3\nprivate extension Store {\n    func clear() {}\n}\n"
                + "private struct Row {\n    let title: String\n    enum Kind { case plain }\n}",
        ]
    )

    /// Only declarations at the top of the file are asked.
    public var topLevelOnly = false
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public init(topLevelOnly: Bool, scope: [Glob] = []) {
        self.topLevelOnly = topLevelOnly
        self.scope = scope
    }

    public static let example = ExplicitAccessCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case topLevelOnly
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(topLevelOnly: try container.decodeIfPresent(Bool.self, forKey: .topLevelOnly) ?? false)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if topLevelOnly { try container.encode(true, forKey: .topLevelOnly) }
    }

    public var summary: String {
        codeScope.appended(to: topLevelOnly ? "every top-level declaration states its access level" : "every declaration states its access level")
    }

    /// Declarations that cannot carry an access level, or take their type's.
    static let neverAsked: Set<Declaration.Kind> = [.extension, .enumCase, .deinitializer, .associatedtype]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        return declarations.compactMap { declaration in
            guard !declaration.isLocal, !Self.neverAsked.contains(declaration.kind), !topLevelOnly || declaration.parent == nil,
                  !declaration.modifiers.contains(where: { Declaration.accessLevels.contains(Self.level(of: $0)) }) else { return nil }
            if let parent = declaration.parent, declarations[parent].kind == .protocol { return nil }
            if Self.levelIsSetAbove(declaration, in: declarations) { return nil }
            return Violation(path: file.path, line: declaration.line, column: declaration.column,
                             message: "`\(declaration.name)` does not state its access level")
        }
    }

    /// A member whose level the code around it already fixes: inside an extension that states
    /// one (`private extension Foo { var x … }` gives `x` that level), or inside a `private` or
    /// `fileprivate` type, whose members can be no more visible than it is.
    static func levelIsSetAbove(_ declaration: Declaration, in declarations: [Declaration]) -> Bool {
        var parent = declaration.parent
        var direct = true
        while let index = parent {
            let levels = declarations[index].modifiers.map(level(of:)).filter(Declaration.accessLevels.contains)
            if direct, declarations[index].kind == .extension, !levels.isEmpty { return true }
            if levels.contains("private") || levels.contains("fileprivate") { return true }
            parent = declarations[index].parent
            direct = false
        }
        return false
    }

    /// `private(set)` states a setter's level, and with it the declaration's reading one.
    static func level(of modifier: String) -> String {
        modifier.firstIndex(of: "(").map { String(modifier[..<$0]) } ?? modifier
    }
}
