import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Protocol conformances are declared in extensions, one per protocol, not on the type's own
/// declaration ("protocol conformances go in separate extensions", "conform in an extension
/// with a `// MARK: -`"): the type's body holds its state, and each extension says which
/// requirements it meets.
///
/// What the declaration may keep: a class's first inherited name (its superclass, which only an
/// inheritance clause can give; a protocol named first is let pass unless its name says it is one,
/// `…able`, `…Delegate`), an enum's raw-value type (`enum Tab: String`), and the protocol that is the
/// type's role rather than a capability (`View`, `App`, `ViewModifier`, `Error`, …): no team
/// writes `extension HomeView: View`. Protocols, extensions, local types and types nested in
/// functions are left alone.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ConformanceInExtensionCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "conformance-in-extension",
        summary: "A type declares its protocol conformances in extensions, not in its own declaration.",
        triggering: [
            "struct ↓Site: Equatable {\n    let url: URL\n}",
            "final class ↓AppDelegate: NSObject, UIApplicationDelegate {\n    var window: UIWindow?\n}\nenum ↓Tab: String, CaseIterable {\n    case home\n}",
            "final class ↓SettingsStore: ObservableObject {\n    @Published var isOn = false\n}",
        ],
        nonTriggering: [
            "struct Site {\n    let url: URL\n}\n\n// MARK: - Equatable\n\nextension Site: Equatable {}",
            "struct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\nenum Tab: String {\n    case home\n}\n"
                + "final class ProfileCell: UITableViewCell {}\nenum LoadError: Error {\n    case offline\n}\nprotocol Store: AnyObject {}",
        ]
    )

    /// Protocols that make a type what it is (a view, an app, an error) rather than giving it a
    /// capability: written on the declaration by every team, whatever its conventions.
    static let roleProtocols: Set<String> = [
        "View", "App", "Scene", "ViewModifier", "PreviewProvider", "Widget", "WidgetBundle", "Shape", "ButtonStyle",
        "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "ToolbarContent", "Commands", "Layout", "DynamicProperty",
        "EnvironmentKey", "PreferenceKey", "FocusedValueKey", "Error", "CodingKey", "AppIntent", "AppEntity", "AppEnum",
        "EntityQuery", "WidgetConfigurationIntent", "TimelineEntry", "TimelineProvider", "AppIntentTimelineProvider",
        "IntentTimelineProvider", "Reducer",
        // A marker of what the type is across isolation domains, not a capability an extension adds.
        "Sendable",
    ]

    /// Types an enum's raw values can have: named first, they are no conformance.
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat",
    ]

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ConformanceInExtensionCheck()

    public var summary: String { codeScope.appended(to: "protocol conformances are declared in extensions, not on the type") }

    public func subject(in file: SourceFile) -> String? {
        file.declarations.first { Self.judges($0) }.map { "declares the type `\($0.name)`" }
    }

    /// Named types outside functions, other than protocols and extensions.
    static func judges(_ declaration: Declaration) -> Bool {
        declaration.kind.isType && declaration.kind != .protocol && declaration.kind != .extension
            && !declaration.isLocal && declaration.nameToken != nil
    }

    /// The conformances a declaration lists that belong in extensions.
    static func conformances(of declaration: Declaration) -> [String] {
        // `Swift.Error`, `@unchecked Sendable`: judged by the protocol's own name.
        var names = declaration.inheritance.map { name in
            String(name.split(separator: " ").last.map { $0.split(separator: ".").last ?? $0 } ?? Substring(name))
        }
        if declaration.kind == .class, let first = names.first, !isProtocolName(first) { names.removeFirst() }
        if declaration.kind == .enum, let first = names.first, rawValueTypes.contains(first) { names.removeFirst() }
        return names.filter { !roleProtocols.contains($0) }
    }

    /// A name only a protocol bears, by Swift's naming guidelines (`…able`, `…ible`,
    /// `…Protocol`, `…Delegate`, `…DataSource`) or by being one (`ObservableObject`): named first
    /// after `class X:`, it is no superclass.
    static func isProtocolName(_ name: String) -> Bool {
        name == "ObservableObject" || ["able", "ible", "Protocol", "Delegate", "DataSource"].contains { name.hasSuffix($0) }
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        file.declarations.compactMap { declaration in
            guard Self.judges(declaration) else { return nil }
            let moved = Self.conformances(of: declaration)
            guard !moved.isEmpty else { return nil }
            let list = moved.map { "`\($0)`" }.joined(separator: ", ")
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` declares \(list) on the type: conform in an extension, `extension \(declaration.name): \(moved[0])`")
        }
    }
}
