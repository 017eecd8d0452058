import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Pieces of a view are views of their own ("extract subviews into structs, not computed
/// properties", "使用小的私有视图类，而不是返回视图的私有辅助方法"): a computed property or method of
/// a SwiftUI view, other than `body`, whose type is `some View` is flagged at its name. Members
/// of the view's extensions in the same file count as its own.
///
/// Left alone: `body` (also `body(content:)` of a view modifier), static members (previews,
/// factories), members of types that are not views, and `View` extensions, which add modifiers
/// to every view rather than split one.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct SubviewStructCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "subview-struct",
        summary: "A piece of a view is a `View` struct, not a property or method returning `some View`.",
        triggering: [
            "struct ProfileScreen: View {\n    var body: some View { VStack { header; footer(for: user) } }\n    private var ↓header: some View { Text(title) }\n"
                + "    private func ↓footer(for user: User) -> some View { Text(user.name) }\n}\n"
                + "extension ProfileScreen {\n    @ViewBuilder var ↓badge: some View { Image(systemName: \"star\") }\n}",
        ],
        nonTriggering: [
            "struct ProfileScreen: View {\n    var body: some View { VStack { ProfileHeader(); Text(title) } }\n"
                + "    static var placeholder: some View { Text(\"…\") }\n}\n"
                + "private struct ProfileHeader: View {\n    var body: some View { Text(\"Profile\") }\n}\n"
                + "struct CardStyle: ViewModifier {\n    func body(content: Content) -> some View { content.padding() }\n}\n"
                + "extension View {\n    func card() -> some View { modifier(CardStyle()) }\n}\n"
                + "final class Router {\n    func destination() -> some View { Text(\"Next\") }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = SubviewStructCheck()

    public var summary: String { codeScope.appended(to: "pieces of a view are `View` structs, not members returning `some View`") }

    public var anchorTokens: [String]? { ["View"] }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        // The file's views, by name: their extensions here are the same view.
        let views = Set(declarations.filter { ($0.kind == .struct || $0.kind == .class) && !$0.isLocal && Self.isView($0) }.map(\.name))
        guard !views.isEmpty else { return [] }
        var violations: [Violation] = []
        for declaration in declarations where declaration.kind == .variable && declaration.isComputed && !declaration.isLocal {
            guard declaration.name != "body", !declaration.hasModifier("static"), !declaration.hasModifier("class"),
                  let parent = declaration.parent, Self.isViewBody(declarations[parent], views: views),
                  declaration.typeAnnotation.map(Self.isOpaqueView) == true else { continue }
            violations.append(Self.violation(file.path, line: declaration.nameLine, column: declaration.nameColumn, name: declaration.name))
        }
        for signature in file.functionSignatures {
            guard signature.name != "body", !signature.modifiers.contains("static"), !signature.modifiers.contains("class"),
                  let type = signature.typeName, views.contains(type), signature.returnType.map(Self.isOpaqueView) == true else { continue }
            violations.append(Self.violation(file.path, line: signature.line, column: signature.column, name: signature.name))
        }
        return violations.sorted { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
    }

    static func violation(_ path: String, line: Int, column: Int, name: String) -> Violation {
        Violation(path: path, line: line, column: column, message: "`\(name)` returns `some View`: make it a `View` struct of its own")
    }

    /// `struct ProfileScreen: View`, `SwiftUI.View` among its conformances.
    static func isView(_ declaration: Declaration) -> Bool {
        declaration.inheritance.contains { $0 == "View" || $0 == "SwiftUI.View" }
    }

    /// A view's own braces or those of one of its extensions in the file.
    static func isViewBody(_ declaration: Declaration, views: Set<String>) -> Bool {
        switch declaration.kind {
        case .struct, .class: return isView(declaration)
        case .extension: return views.contains(declaration.name)
        default: return false
        }
    }

    /// `some View`, `some SwiftUI.View`, written with any spacing.
    static func isOpaqueView(_ type: String) -> Bool {
        let compact = type.filter { !$0.isWhitespace }
        return compact == "someView" || compact == "someSwiftUI.View"
    }
}
