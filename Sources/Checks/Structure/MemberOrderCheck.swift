import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Members of matching types follow an order of groups: property-wrapper groups as the
/// document's example lists them (`@Environment` before `@State` before `@Binding` …), then
/// plain stored properties, computed properties, `init`, and `body` last; or an order of kinds
/// a document writes out ("nested types → static properties → stored → computed → init →
/// lifecycle → public methods → private methods", `MemberGroup`). A wrapper the order does not
/// name goes with the named wrappers of its category (`PropertyWrappers`); attributes that are
/// not wrappers are ignored; a member with an unknown wrapper, or of a kind the order does not
/// name, is not placed at all.
public struct MemberOrderCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "member-order",
        summary: "Members of matching types follow the documented order of groups.",
        triggering: [
            "struct A: View {\n    @State private var isOn = false\n    ↓@Environment(\\.dismiss) private var dismiss\n    var body: some View { Text(\"x\") }\n}",
            "struct B: View {\n    var body: some View { Text(\"x\") }\n    ↓let title: String\n}",
        ],
        nonTriggering: [
            "struct A: View {\n    @Environment(\\.dismiss) private var dismiss\n    @State private var isOn = false\n    let title: String\n    private var isDisabled: Bool { !isOn }\n    init(title: String) { self.title = title }\n    var body: some View { Text(title) }\n}",
            "struct B: View {\n    @ScaledMetric private var size = 12\n    @Environment(\\.dismiss) private var dismiss\n    @GestureState private var offset = 0\n    @State private var isOn = false\n    @MainActor let title: String\n    @ViewBuilder var extra: some View { Text(title) }\n    var body: some View { Text(title) }\n}",
        ]
    )

    /// Group names in order: `@Attribute` for wrapped properties, and the kinds of member
    /// `MemberGroup` reads (`stored`, `computed`, `init`, `body`, `private method` …).
    public var groups: [String]
    /// The groups whose members out of place are reported (one item of an order written as a
    /// list answers for its own); nil for all.
    public var reporting: [String]?
    public var selector: TypeSelector
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(groups: [String], selector: TypeSelector) {
        self.groups = groups
        self.selector = selector
    }

    public static func defaultGroups(wrappers: [String]) -> [String] {
        wrappers.map { "@\($0)" } + ["stored", "computed", "init", "body"]
    }

    public static let example = MemberOrderCheck(groups: MemberOrderCheck.defaultGroups(wrappers: ["Environment", "State", "Binding"]),
                                                 selector: TypeSelector(conformance: "View"))

    public enum Parameters: String, CodingKey, CaseIterable {
        case order, reporting
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let groups = try container.each(.order, what: "a list of member groups", entry: "a member group") { text, path in
            guard text.hasPrefix("@") || MemberGroup(text) != nil else {
                throw DecodingProblem.message("`\(text)` is not a member group (`@Wrapper`, or an access level and one of "
                                              + MemberGroup.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")", at: path)
            }
            return text
        }
        self.init(groups: groups, selector: try TypeSelector(fieldsFrom: decoder))
        if container.contains(.reporting) {
            let reported = try container.strings(.reporting, what: "a list of member groups of `order`")
            if let stray = reported.first(where: { !groups.contains($0) }) {
                throw DecodingProblem.message("`\(stray)` is not one of the groups of `order`", at: container.codingPath + [Parameters.reporting])
            }
            reporting = reported
        }
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(groups, forKey: .order)
        if let reporting { try container.encode(reporting, forKey: .reporting) }
        try selector.encodeFields(to: encoder)
    }

    public var summary: String {
        let answered = reporting.map { ", reporting " + $0.joined(separator: ", ") } ?? ""
        return codeScope.appended(to: "members of \(selector) in the order " + groups.joined(separator: " → ") + answered)
    }

    package func group(of declaration: Declaration) -> Int? {
        group(of: declaration, kinds: groups.map(MemberGroup.init))
    }

    /// The group `declaration` belongs to: a wrapper group for a wrapped property when the order
    /// names wrappers, else the most specific group of `kinds` (the groups read, nil for wrapper
    /// groups) that takes it; nil when none does.
    func group(of declaration: Declaration, kinds: [MemberGroup?]) -> Int? {
        if declaration.kind.isBinding, groups.contains(where: { $0.hasPrefix("@") }) {
            for attribute in declaration.attributes {
                if let named = groups.firstIndex(of: "@\(attribute.name)") { return named }
                if let category = PropertyWrappers.category(of: attribute.name) {
                    // Placed with the first named wrapper of its category; unplaced without one.
                    return groups.firstIndex { group in
                        group.hasPrefix("@") && PropertyWrappers.category(of: String(group.dropFirst())) == category
                    }
                }
                // An unknown wrapper: where it belongs cannot be told.
                if !PropertyWrappers.isNeutral(attribute.name) { return nil }
            }
        }
        var best: (index: Int, specificity: Int)?
        for (index, kind) in kinds.enumerated() {
            guard let specificity = kind?.specificity(of: declaration), specificity > (best?.specificity ?? 0) else { continue }
            best = (index, specificity)
        }
        return best?.index
    }

    /// "`@State`", "stored": how a message names a member's group.
    func label(of member: Declaration, rank: Int) -> String {
        let wrapper = member.attributes.first { !PropertyWrappers.isNeutral($0.name) }.map { "@" + $0.name }
        if let wrapper, wrapper != groups[rank] { return "\(wrapper), placed with \(groups[rank])" }
        return groups[rank]
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var work = 0
        return run(on: file, work: &work)
    }

    /// The check, adding to `work` each step it takes (declarations visited while grouping
    /// members, members placed, members passed over looking for a neighbour), so a test can
    /// show the steps grow linearly with the numbers of types and members.
    package func run(on file: SourceFile, work: inout Int) -> [Violation] {
        let declarations = file.declarations
        let types = selector.select(in: file)
        // Members grouped by type in one pass; filtering every declaration per type was quadratic.
        let membersByType = file.structure.members(of: types, visited: &work)
        let kinds = groups.map(MemberGroup.init)
        var violations: [Violation] = []
        for typeIndex in types {
            // The members above that belong further down the order than some member still to
            // come, nearest last, their ranks falling towards the top. A member whose rank a
            // later one reaches can never again be the nearest one ranked further down (the
            // later one is nearer and ranked at least as far), so each is set aside once, and
            // the neighbour is found without looking back over every member placed.
            var above: [(rank: Int, member: Declaration)] = []
            for memberIndex in membersByType[typeIndex] ?? [] {
                work += 1
                let member = declarations[memberIndex]
                guard let rank = group(of: member, kinds: kinds) else { continue }
                while let last = above.last, last.rank <= rank {
                    above.removeLast()
                    work += 1
                }
                // Named after the nearest member above that belongs further down the order.
                if let neighbour = above.last, reporting?.contains(groups[rank]) ?? true {
                    let attribute = member.attributes.first { !PropertyWrappers.isNeutral($0.name) }
                    let line = attribute.map { file.codeTokens[$0.tokenIndex].line } ?? member.line
                    let column = attribute.map { file.codeTokens[$0.tokenIndex].column } ?? member.column
                    violations.append(Violation(path: file.path, line: line, column: column,
                                                message: "`\(member.name)` (\(label(of: member, rank: rank))) comes after "
                                                    + "`\(neighbour.member.name)` (\(label(of: neighbour.member, rank: neighbour.rank)))"))
                }
                above.append((rank, member))
            }
        }
        return violations
    }
}
