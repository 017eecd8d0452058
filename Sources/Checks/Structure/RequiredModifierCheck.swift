import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Declarations carrying given attributes must carry one of given modifiers: `private` on
/// `@State`, `@StateObject`, `@Environment` … (`fileprivate` accepted when `private` is asked).
/// An access level cannot be written on a local declaration, so declarations inside a
/// function, closure or `#Preview` body are never asked for one, and `@Previewable` state
/// (which only exists in previews) is always exempt.
public struct RequiredModifierCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "required-modifier",
        summary: "Members with given attributes carry a given modifier.",
        triggering: [
            "struct A: View {\n    @State ↓var isOn = false\n    @Environment(\\.dismiss) ↓var dismiss\n    var body: some View { Text(\"x\") }\n}",
        ],
        nonTriggering: [
            "struct A: View {\n    @State private var isOn = false\n    @Environment(\\.dismiss) private var dismiss\n    @Binding var value: Bool\n    var body: some View { Text(\"x\") }\n}",
            "#Preview {\n    @Previewable @State var isOn = false\n    Toggle(\"x\", isOn: $isOn)\n}",
            "#Preview(\"Dark\") {\n    @State var isOn = false\n    Toggle(\"x\", isOn: $isOn)\n}",
        ]
    )

    public var attributes: [String]
    public var modifiers: [String]
    /// Attributes that exempt a declaration (`@Previewable` state in previews).
    public var exemptAttributes: [String]
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob] = []
    /// Regions and file conditions of the rule\'s place (`inside: View`, "except in tests").
    public var codeScope = CodeScope()

    public init(attributes: [String], modifiers: [String], exemptAttributes: [String] = []) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.exemptAttributes = exemptAttributes
    }

    public static let example = RequiredModifierCheck(attributes: ["State", "StateObject", "Environment", "EnvironmentObject"],
                                                      modifiers: ["private"], exemptAttributes: ["Previewable"])

    public enum Parameters: String, CodingKey, CaseIterable {
        case attributes, modifiers, except
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(attributes: try container.strings(.attributes, what: "a list of attributes").map { $0.trimmingPrefix("@") },
                  modifiers: try container.strings(.modifiers, what: "a list of modifiers"),
                  exemptAttributes: try container.optionalStrings(.except, what: "a list of attributes").map { $0.trimmingPrefix("@") })
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(attributes.map { "@\($0)" }, forKey: .attributes)
        try container.encode(modifiers, forKey: .modifiers)
        if !exemptAttributes.isEmpty { try container.encode(exemptAttributes.map { "@\($0)" }, forKey: .except) }
    }

    public var summary: String { codeScope.appended(to: ruleSummary) }

    var ruleSummary: String {
        modifiers.map { "`\($0)`" }.joined(separator: " or ") + " on " + attributes.map { "`@\($0)`" }.joined(separator: ", ")
    }

    /// Attributes that exempt a declaration whatever the document says.
    static let alwaysExempt: Set<String> = ["Previewable"]
    /// The access levels, and the setter levels below `public` (`private(set)` …).
    static let accessModifiers: Set<String> = Declaration.accessLevels
        .union(Declaration.accessLevels.subtracting(["public", "open"]).map { $0 + "(set)" })

    /// The declarations the check asks a modifier of: bindings carrying one of the attributes,
    /// not exempt, and able to carry the modifier.
    func candidates(in file: SourceFile) -> [(Declaration, Attribute)] {
        let asksAccess = modifiers.contains { Self.accessModifiers.contains($0) }
        let exempt = Self.alwaysExempt.union(exemptAttributes)
        // Read in place, by index: only the declarations kept are copied.
        let declarations = file.declarations
        return declarations.indices.compactMap { index in
            // `@IBAction func …` takes access modifiers as properties do.
            guard declarations[index].kind.isBinding || declarations[index].kind == .function,
                  !(asksAccess && declarations[index].isLocal),
                  let attribute = declarations[index].attributes.first(where: { attributes.contains($0.name) }),
                  !declarations[index].attributes.contains(where: { exempt.contains($0.name) }) else { return nil }
            return (declarations[index], attribute)
        }
    }

    public func subject(in file: SourceFile) -> String? {
        candidates(in: file).first.map { "declares `@\($0.1.name) \($0.0.kind == .function ? "func" : "var") \($0.0.name)`" }
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var accepted = Set(modifiers)
        if accepted.contains("private") { accepted.insert("fileprivate") }
        // A fully private member is stricter than `private(set)`.
        if accepted.contains("private(set)") { accepted.formUnion(["private", "fileprivate", "fileprivate(set)"]) }
        var violations: [Violation] = []
        for (declaration, attribute) in candidates(in: file) {
            guard !declaration.modifiers.contains(where: { accepted.contains($0) }) else { continue }
            violations.append(Violation(
                path: file.path, line: declaration.line, column: declaration.column,
                message: "`@\(attribute.name) \(declaration.kind == .function ? "func" : "var") \(declaration.name)` is not " + modifiers.joined(separator: " or ")))
        }
        return violations
    }
}
