import PreflightModel
import PreflightSwiftSource

/// When a change touches stored members of certain types, it must also change a line that
/// mentions a symbol: a Realm `Object` gaining, losing or retyping a persisted property needs
/// the `RealmSchemaVersion` line to change. Decided on a change only.
public struct CoChangeCheck: ChangeCheck {
    public static let description = CheckDescription(
        kind: "co-change",
        summary: "A change to stored members of matching types also changes a line naming a symbol.",
        triggering: ["class Account: Object {\n    ↓@Persisted var name = \"\"\n    @Persisted var email = \"\"\n}"],
        nonTriggering: [
            "struct Account {\n    var name = \"\"\n}",
            "let RealmSchemaVersion: UInt64 = 3\nclass Account: Object {\n    @Persisted var name = \"\"\n}",
        ]
    )

    /// Types whose stored members trigger the rule: by conformance / superclass (`Object`).
    public var triggerConformances: [String]
    /// Only members with this attribute count (`@Persisted`), when set.
    public var triggerAttribute: String?
    /// The symbol whose line must change (`RealmSchemaVersion`).
    public var requiredSymbol: String

    public init(triggerConformances: [String], triggerAttribute: String?, requiredSymbol: String) {
        self.triggerConformances = triggerConformances
        self.triggerAttribute = triggerAttribute
        self.requiredSymbol = requiredSymbol
    }

    public static let example = CoChangeCheck(triggerConformances: ["Object", "EmbeddedObject"], triggerAttribute: "Persisted",
                                              requiredSymbol: "RealmSchemaVersion")

    enum CodingKeys: String, CodingKey, CaseIterable {
        case types, members, requires
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(triggerConformances: try container.optionalStrings(.types, what: "a list of types"),
                  triggerAttribute: try container.optionalText(.members).map { $0.trimmingPrefix("@") },
                  requiredSymbol: try container.text(.requires))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !triggerConformances.isEmpty { try container.encode(triggerConformances, forKey: .types) }
        if let triggerAttribute { try container.encode("@\(triggerAttribute)", forKey: .members) }
        try container.encode(requiredSymbol, forKey: .requires)
    }

    public var summary: String {
        let types = triggerConformances.isEmpty ? "any type" : triggerConformances.map { "`\($0)`" }.joined(separator: "/") + " types"
        return "a change to " + (triggerAttribute.map { "`@\($0)` members of " } ?? "stored members of ")
            + types + " also changes `\(requiredSymbol)`"
    }

    /// Lines (in the given text's numbering) that declare a triggering member.
    func memberLines(in text: String, path: String) -> Set<Int> {
        var work = 0
        return memberLines(in: text, path: path, work: &work)
    }

    /// `memberLines(in:path:)`, adding to `work` the declarations it visits, so a test can show
    /// they grow linearly with the number of types.
    package func memberLines(in text: String, path: String, work: inout Int) -> Set<Int> {
        let file = SourceFile(path: path, text: text)
        let declarations = file.declarations
        // No listed type means any type whose members carry the trigger attribute.
        let types = declarations.indices.filter { index in
            work += 1
            return declarations[index].kind.isType
                && (triggerConformances.isEmpty || declarations[index].inheritance.contains(where: triggerConformances.contains))
        }
        // Members grouped by type in one pass; filtering every declaration per type was quadratic.
        let membersByType = file.structure.members(of: types, visited: &work)
        var lines = Set<Int>()
        for index in types {
            for memberIndex in membersByType[index] ?? [] where declarations[memberIndex].kind.isBinding {
                work += 1
                let member = declarations[memberIndex]
                if member.isComputed || member.hasModifier("static") { continue }
                if let triggerAttribute, member.attribute(named: triggerAttribute) == nil { continue }
                let endLine = file.codeTokens.indices.contains(member.endToken) ? file.codeTokens[member.endToken].line : member.line
                let startLine = member.attributes.first.map { file.codeTokens[$0.tokenIndex].line } ?? member.line
                lines.formUnion(startLine...max(startLine, endLine))
            }
        }
        return lines
    }

    /// The first changed member line of the change, as (path, new line).
    package func trigger(in change: ChangeSnapshot) -> (path: String, line: Int)? {
        for file in change.files where file.path.hasSuffix(".swift") {
            if let text = file.newText {
                let hits = memberLines(in: text, path: file.path).intersection(file.addedLines)
                if let line = hits.min() { return (file.path, line) }
            }
            if let old = file.oldText, !memberLines(in: old, path: file.oldPath ?? file.path).intersection(file.removedLines).isEmpty {
                return (file.path, max(1, file.addedLines.min() ?? 1))
            }
        }
        return nil
    }

    /// Whether some added or removed line of the change names the symbol.
    func changesSymbol(_ change: ChangeSnapshot) -> Bool {
        for file in change.files {
            if let text = file.newText, linesNaming(text).contains(where: file.addedLines.contains) { return true }
            if let old = file.oldText, linesNaming(old).contains(where: file.removedLines.contains) { return true }
        }
        return false
    }

    /// Lines that name the symbol, and the lines of a type declared under that name (the
    /// `accounts: UInt64 = 8` line inside `enum RealmSchemaVersion { … }` is its bump).
    private func linesNaming(_ text: String) -> [Int] {
        let file = SourceFile(path: "x.swift", text: text)
        let word = Array(requiredSymbol.utf8)
        var lines = file.codeTokens.filter { file.bytesEqual($0, word) }.map(\.line)
        for declaration in file.declarations where declaration.kind.isType && declaration.name == requiredSymbol {
            guard file.codeTokens.indices.contains(declaration.endToken) else { continue }
            lines += Array(declaration.line...max(declaration.line, file.codeTokens[declaration.endToken].line))
        }
        return lines
    }

    public func subject(in change: ChangeSnapshot) -> (path: String, reason: String)? {
        guard let trigger = trigger(in: change) else { return nil }
        let member = triggerAttribute.map { "a `@\($0)` member" } ?? "a stored member"
        let types = triggerConformances.isEmpty ? "" : " of a type based on " + triggerConformances.map { "`\($0)`" }.joined(separator: "/")
        return (trigger.path, "changes \(member)\(types) (line \(trigger.line))")
    }

    public func run(on change: ChangeSnapshot, context: CheckContext) -> [Violation] {
        guard let trigger = trigger(in: change), !changesSymbol(change) else { return [] }
        return [Violation(path: trigger.path, line: trigger.line,
                          message: (triggerAttribute.map { "a `@\($0)` member" } ?? "a stored member")
                              + (triggerConformances.isEmpty ? "" : " of a type based on " + triggerConformances.map { "`\($0)`" }.joined(separator: "/"))
                              + " changed but no line naming `\(requiredSymbol)` changed")]
    }
}
