import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A file declares at most `maximum` top-level types ("one type per file", "each view in its own
/// file"), counting only the types a selector picks when the rule names a group ("each SwiftUI
/// view"), or only public ones ("one public type per file"). Extensions and nested types add to a
/// type rather than declare one; a `PreviewProvider` is the preview of the file's view, not a type
/// of its own.
public struct TypesPerFileCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "types-per-file",
        summary: "A file declares at most a given number of top-level types (of a group, or public ones).",
        triggering: [
            "struct ProfileView: View {\n    var body: some View { Text(\"Profile\") }\n}\n\nstruct ↓ProfileHeader: View {\n    var body: some View { Text(\"Header\") }\n}",
            "final class SessionStore {}\nenum ↓SessionEvent { case started, ended }\nprotocol ↓SessionObserver: AnyObject {}",
        ],
        nonTriggering: [
            "struct ProfileView: View {\n    struct Header: View { var body: some View { Text(\"Header\") } }\n    var body: some View { Header() }\n}\n"
                + "extension ProfileView { func reload() {} }\nprivate extension String { var trimmed: String { self } }",
            "struct ProfileView: View {\n    var body: some View { Text(\"Profile\") }\n}\n\n"
                + "struct ProfileView_Previews: PreviewProvider {\n    static var previews: some View { ProfileView() }\n}",
        ]
    )

    public var maximum: Int
    /// The types counted, when the rule names a group of them; nil counts every type.
    public var selector: TypeSelector?
    /// Count only `public` and `open` types ("one public type per file").
    public var publicOnly: Bool
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("except in tests").
    public var codeScope = CodeScope()

    public init(maximum: Int = 1, selector: TypeSelector? = nil, publicOnly: Bool = false, scope: [Glob] = []) {
        self.maximum = maximum
        self.selector = selector
        self.publicOnly = publicOnly
        self.scope = scope
    }

    public static let example = TypesPerFileCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case max, publicOnly
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let maximum = try container.decodeIfPresent(Int.self, forKey: .max) ?? 1
        guard maximum >= 1 else {
            throw DecodingProblem.message("`max` is the number of types a file may declare: 1 or more", at: decoder.codingPath + [Parameters.max])
        }
        let named = try decoder.container(keyedBy: AnyCodingKey.self)
        let picksTypes = TypeSelector.FieldKeys().all.contains { named.contains(AnyCodingKey($0)) }
        self.init(maximum: maximum, selector: picksTypes ? try TypeSelector(fieldsFrom: decoder) : nil,
                  publicOnly: try container.decodeIfPresent(Bool.self, forKey: .publicOnly) ?? false)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if maximum != 1 { try container.encode(maximum, forKey: .max) }
        if publicOnly { try container.encode(true, forKey: .publicOnly) }
        try selector?.encodeFields(to: encoder)
    }

    /// "types", "public types", "types conforming to `View`".
    var counted: String {
        (publicOnly ? "public " : "") + (selector.map { "\($0)" } ?? "types")
    }

    public var summary: String {
        codeScope.appended(to: "a file declares at most \(maximum) top-level \(maximum == 1 ? counted.singular : counted)")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        let picked = selector.map { Set($0.select(in: file)) }
        let counted = declarations.indices.filter { index in
            let declaration = declarations[index]
            guard declaration.parent == nil, !declaration.isLocal, declaration.kind.isType, declaration.kind != .extension else { return false }
            if declaration.inheritance.contains("PreviewProvider") { return false }
            if publicOnly, !(declaration.hasModifier("public") || declaration.hasModifier("open")) { return false }
            return picked?.contains(index) ?? true
        }
        guard counted.count > maximum, let first = counted.first else { return [] }
        let what = self.counted
        return counted.dropFirst(maximum).map { index in
            let declaration = declarations[index]
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` is another top-level \(what.singular) in a file that declares `\(declarations[first].name)`: "
                                + "at most \(maximum) per file")
        }
    }
}

private extension String {
    /// "types" → "type", "types conforming to `View`" → "type conforming to `View`".
    var singular: String {
        guard let range = range(of: "types") else { return self }
        return replacingCharacters(in: range, with: "type")
    }
}
