import PreflightChecks
import PreflightModel

/// How strongly a statement prescribes: the compiler turns `mustNot` / `avoid` statements into
/// "forbidden" checks and `must` / `prefer` into "required" ones.
public enum Modality: String, Codable, Sendable {
    case must
    case mustNot
    case prefer
    case avoid

    public var isNegative: Bool { self == .mustNot || self == .avoid }
}

/// A fenced code example the document gives next to its rules, with the verdict the document
/// attaches to it ("✅ Do", "❌ Don't", "Good:", "Bad:", "// wrong" …).
public struct CodeExample: Sendable, Hashable {
    public enum Verdict: String, Sendable, Codable { case good, bad }

    public var verdict: Verdict
    public var language: String
    public var code: String
    /// Line of the first code line in the document (the fence line + 1).
    public var line: Int
    public var sectionPath: [String]
    /// The label that gave the verdict, for messages.
    public var label: String
}

/// A checklist item or a rule statement found in a document, before it becomes checks.
public struct Statement: Sendable, Equatable {
    public var id: String
    public var kind: ItemKind
    /// The statement as written, inline code kept in backticks.
    public var text: String
    public var line: Int
    public var endLine: Int
    public var sectionPath: [String]
    public var modality: Modality?
    /// Inline code spans, in order, as written.
    public var codeSpans: [String]
    /// For checklist items: ids of the body rules that explain the item.
    public var linkedRuleIds: [String]
    /// Do / Don't examples that belong to this statement.
    public var examples: [CodeExample]
    /// Layout-tree and other code blocks under this statement's list item (not Do/Don't).
    public var attachedCode: [CodeExample]
    /// The YAML of a `<!-- preflight: … -->` comment right after the statement, with its line.
    public var annotation: (text: String, line: Int)?
    /// A member order written as a list, read by the extractor (`MemberOrderReader`): the whole
    /// order, and the groups this item (or every one, for its lead-in) answers for.
    public var writtenOrder: (order: [String], reports: [String])? = nil

    public static func == (lhs: Statement, rhs: Statement) -> Bool {
        lhs.id == rhs.id && lhs.text == rhs.text && lhs.line == rhs.line
    }
}
