import PreflightRepository
import PreflightSwiftSource

/// Members of matching types follow an order of groups: property-wrapper groups as the
/// document's example lists them (`@Environment` before `@State` before `@Binding` …), then
/// plain stored properties, computed properties, `init`, and `body` last.
public struct MemberOrderCheck: FileCheck {
    public static let description = CheckDescription(
        kind: "member-order",
        summary: "Members of matching types follow the documented order of groups.",
        triggering: [
            "struct A: View {\n    @State private var isOn = false\n    ↓@Environment(\\.dismiss) private var dismiss\n    var body: some View { Text(\"x\") }\n}",
            "struct B: View {\n    var body: some View { Text(\"x\") }\n    ↓let title: String\n}",
        ],
        nonTriggering: [
            "struct A: View {\n    @Environment(\\.dismiss) private var dismiss\n    @State private var isOn = false\n    let title: String\n    private var isDisabled: Bool { !isOn }\n    init(title: String) { self.title = title }\n    var body: some View { Text(title) }\n}",
        ]
    )

    /// Group names in order: `@Attribute` for wrapped properties, and `stored`, `computed`,
    /// `init`, `body` for the plain kinds.
    public var groups: [String]
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []

    public init(groups: [String], selector: TypeSelector) {
        self.groups = groups
        self.selector = selector
    }

    public static func defaultGroups(wrappers: [String]) -> [String] {
        wrappers.map { "@\($0)" } + ["stored", "computed", "init", "body"]
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        [("order", .list(groups))] + selector.parameters
    }

    public var summary: String { "members of \(selector) in the order " + groups.joined(separator: " → ") }

    package func group(of declaration: Declaration) -> Int? {
        if declaration.kind == .initializer { return groups.firstIndex(of: "init") }
        guard declaration.kind.isBinding else { return nil }
        if declaration.name == "body", declaration.kind == .variable { return groups.firstIndex(of: "body") }
        if let wrapped = declaration.attributes.lazy.compactMap({ groups.firstIndex(of: "@\($0.name)") }).first {
            return wrapped
        }
        if declaration.hasModifier("static") { return nil }
        return groups.firstIndex(of: declaration.isComputed ? "computed" : "stored")
    }

    public func subject(in file: SourceFile) -> String? { selector.subject(in: file) }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        var violations: [Violation] = []
        for typeIndex in selector.select(in: file) {
            var highest: (rank: Int, name: String)?
            for member in declarations where member.parent == typeIndex && !member.isLocal {
                guard let rank = group(of: member) else { continue }
                if let top = highest, rank < top.rank {
                    let attribute = member.attributes.first { groups.contains("@\($0.name)") }
                    let line = attribute.map { file.codeTokens[$0.tokenIndex].line } ?? member.line
                    let column = attribute.map { file.codeTokens[$0.tokenIndex].column } ?? member.column
                    violations.append(Violation(path: file.path, line: line, column: column,
                                                message: "`\(member.name)` (\(groups[rank])) comes after `\(top.name)` (\(groups[top.rank]))"))
                } else if highest == nil || rank > highest!.rank {
                    highest = (rank, member.name)
                }
            }
        }
        return violations
    }
}
