import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Methods that matching types expose (anything but `private` / `fileprivate`) return `Void`:
/// a view model's public functions are intents, values are computed privately. Signatures come
/// from the token-level structure (held equal to SwiftSyntax's reading by the tests).
public struct VoidReturningMethodsCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "void-methods",
        summary: "Non-private methods of matching types return Void.",
        triggering: ["final class ProfileViewModel {\n    func ↓title(for id: Int) async throws -> String { \"\" }\n    func send(_ event: Event) {}\n}"],
        nonTriggering: [
            "final class ProfileViewModel {\n    func send(_ event: Event) {}\n    func load() async -> Void {}\n    private func title() -> String { \"\" }\n}",
            "final class ProfileService {\n    func title() -> String { \"\" }\n}",
        ]
    )

    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(selector: TypeSelector) {
        self.selector = selector
    }

    public static let example = VoidReturningMethodsCheck(selector: TypeSelector(nameSuffix: "ViewModel"))

    public enum Parameters: String, CodingKey, CaseIterable {
        case paths
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(selector: try TypeSelector(fieldsFrom: decoder))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try selector.encodeFields(to: encoder)
    }

    public var summary: String { codeScope.appended(to: "non-private methods of \(selector) return `Void`") }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        // The token-level trigger: no matching type, no parse.
        let declarations = file.declarations
        let names = Set(selector.select(in: file).map { declarations[$0].name })
        guard !names.isEmpty else { return [] }
        return file.functionSignatures.compactMap { function in
            guard let type = function.typeName, names.contains(type), !function.returnsVoid,
                  !function.modifiers.contains("private"), !function.modifiers.contains("fileprivate"),
                  !function.modifiers.contains("static"), !function.modifiers.contains("override") else { return nil }
            return Violation(path: file.path, line: function.line, column: function.column,
                             message: "`\(type).\(function.name)` returns `\(Self.readable(function.returnType ?? ""))`; exposed methods return `Void`")
        }
    }

    /// The signature keeps types without spaces (`someView`): give `some` / `any` theirs back.
    static func readable(_ type: String) -> String {
        for keyword in ["some", "any"] where type.hasPrefix(keyword) {
            let rest = type.dropFirst(keyword.count)
            if let first = rest.first, first.isUppercase { return keyword + " " + rest }
        }
        return type
    }
}
