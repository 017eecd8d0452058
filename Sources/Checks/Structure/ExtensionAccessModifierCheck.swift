import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Access levels go on each member, not on the extension ("no access modifiers on extensions",
/// "access level on each declaration, not inherited from the extension", SwiftLint's
/// `no_extension_access_modifier`): `private extension`, `public extension` and the other
/// levels are reported at the modifier.
///
/// The extension's members, attributes (`@MainActor extension`) and conformances are not looked
/// at; only the access level written before `extension` is.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct ExtensionAccessModifierCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "extension-access-modifier",
        summary: "Extensions carry no access level; their members do.",
        triggering: [
            "↓private extension ProfileView {\n    var header: some View { Text(\"Profile\") }\n}\n↓public\nextension String {}\n@MainActor ↓fileprivate extension Store {}",
        ],
        nonTriggering: [
            "extension ProfileView {\n    private var header: some View { Text(\"Profile\") }\n}\n"
                + "@MainActor extension Store: Sendable {}\n// private extension Store {}\nlet note = \"public extension\"\n"
                + "let mode: Door = .open\nextension Door {}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    /// The levels reported ("avoid `public extension`" refuses that one); all when empty.
    public var levels: [String]

    public init(levels: [String] = [], scope: [Glob] = []) {
        self.levels = levels.filter { Self.accessLevels.contains($0) }
        self.scope = scope
    }

    public static let example = ExtensionAccessModifierCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case levels
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(levels: try container.decodeIfPresent([String].self, forKey: .levels) ?? [])
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if !levels.isEmpty { try container.encode(levels, forKey: .levels) }
    }

    public var summary: String {
        guard !levels.isEmpty else { return codeScope.appended(to: "extensions carry no access level; their members do") }
        return codeScope.appended(to: "no " + levels.map { "`\($0) extension`" }.joined(separator: ", ") + "; the members carry the level")
    }

    public var anchorTokens: [String]? { ["extension"] }

    public static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        var violations: [Violation] = []
        for index in code.indices.dropFirst() where code[index].kind == .keyword && file.text(of: code[index]) == "extension" {
            let modifier = code[index - 1]
            let level = file.text(of: modifier)
            guard Self.accessLevels.contains(level), levels.isEmpty || levels.contains(level) else { continue }
            // `let mode: Door = .open` before an extension: a member's name, not a modifier.
            if index >= 2, file.isPunctuation(code[index - 2], ".") { continue }
            violations.append(Violation(path: file.path, line: modifier.line, column: modifier.column,
                                        message: "`\(level) extension`: write the access level on each member instead"))
        }
        return violations
    }
}
