import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types conforming to a protocol must end with one of a set of suffixes: a `View` is named
/// `…View`, `…Button` or `…TextField`.
public struct TypeSuffixCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "type-suffix",
        summary: "Types conforming to a protocol end with one of the given suffixes.",
        triggering: ["struct ↓Profile: View {\n    var body: some View { Text(\"x\") }\n}"],
        nonTriggering: [
            "struct ProfileView: View {\n    var body: some View { Text(\"x\") }\n}\nstruct SaveButton: View {\n    var body: some View { Text(\"x\") }\n}",
            "struct Profile: Codable {}",
        ]
    )

    public var conformance: String
    public var suffixes: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(conformance: String, suffixes: [String]) {
        self.conformance = conformance
        self.suffixes = Self.shortest(suffixes)
    }

    /// The suffixes that are not a longer form of another (`LogoutButton` beside `Button`): a
    /// name ending with the longer one ends with the shorter too, so the check finds the same
    /// and its message names the rule's constraint, not a document's example names.
    static func shortest(_ suffixes: [String]) -> [String] {
        var kept: [String] = []
        for suffix in suffixes where !kept.contains(suffix) {
            let covered = suffixes.contains { other in other != suffix && !other.isEmpty && suffix.hasSuffix(other) }
            if !covered { kept.append(suffix) }
        }
        return kept
    }

    public static let example = TypeSuffixCheck(conformance: "View", suffixes: ["View", "Button", "TextField"])

    public enum Parameters: String, CodingKey, CaseIterable {
        case conformance, suffixes
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(conformance: try container.text(.conformance), suffixes: try container.strings(.suffixes, what: "a list of suffixes"))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(conformance, forKey: .conformance)
        try container.encode(suffixes, forKey: .suffixes)
    }

    public var summary: String { codeScope.appended(to: ruleSummary) }

    var ruleSummary: String {
        "types conforming to `\(conformance)` end with " + suffixes.map { "`\($0)`" }.joined(separator: ", ")
    }

    public func subject(in file: SourceFile) -> String? {
        TypeSelector(conformance: conformance).subject(in: file)
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        // Read in place, by index: only a declaration that breaks the rule is copied.
        let declarations = file.declarations
        return declarations.indices.compactMap { index in
            guard declarations[index].kind.isType, declarations[index].kind != .extension, declarations[index].kind != .protocol,
                  declarations[index].inheritance.contains(conformance) else { return nil }
            let declaration = declarations[index]
            guard !suffixes.contains(where: { declaration.name.hasSuffix($0) }) else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` conforms to `\(conformance)` but does not end with "
                                 + suffixes.map { "`\($0)`" }.joined(separator: " / "))
        }
    }
}
