/// What the engine hands to the reporters: per skill, per item, a verdict and the findings
/// behind it. Every output format (md, json, sarif, github, text) is rendered from this alone.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One place where a check fired. `path` is relative to the audited root, with forward slashes.
public struct Finding: Codable, Hashable, Sendable {
    public var ruleId: String
    public var path: String
    public var line: Int
    public var column: Int?
    public var severity: Severity
    public var message: String

    public init(ruleId: String, path: String, line: Int, column: Int? = nil, severity: Severity = .error, message: String) {
        self.ruleId = ruleId
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// Reports list findings by path, line, column, then rule id, so equal input gives equal bytes.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if (a.column ?? 0) != (b.column ?? 0) { return (a.column ?? 0) < (b.column ?? 0) }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        return a.message < b.message
    }
}

public enum ItemStatus: String, Codable, Sendable {
    case passed, failed, manual, notApplicable
}

public enum ItemKind: String, Codable, Sendable {
    case checklist, rule
}

/// A compiled check as the reports describe it (SARIF `rules[]`, the Markdown's check list).
public struct CheckSummary: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var description: String

    public init(id: String, kind: String, description: String) {
        self.id = id
        self.kind = kind
        self.description = description
    }
}

public struct ItemVerdict: Sendable {
    public var id: String
    public var text: String
    public var kind: ItemKind
    public var status: ItemStatus
    public var findings: [Finding]
    /// Why the item is manual or not applicable; empty otherwise.
    public var reason: String?
    /// The skill document and line the item stands at, for "see SKILL.md:42" pointers.
    public var documentPath: String
    public var documentLine: Int
    public var checks: [CheckSummary]
    /// For `checklist`: which changed file brought the item in.
    public var appliesBecause: String?

    public init(id: String, text: String, kind: ItemKind, status: ItemStatus, findings: [Finding] = [],
                reason: String? = nil, documentPath: String, documentLine: Int, checks: [CheckSummary] = [],
                appliesBecause: String? = nil) {
        self.id = id
        self.text = text
        self.kind = kind
        self.status = status
        self.findings = findings
        self.reason = reason
        self.documentPath = documentPath
        self.documentLine = documentLine
        self.checks = checks
        self.appliesBecause = appliesBecause
    }
}

public struct SkillVerdicts: Sendable {
    public var name: String
    public var path: String
    public var items: [ItemVerdict]

    public init(name: String, path: String, items: [ItemVerdict]) {
        self.name = name
        self.path = path
        self.items = items
    }
}

public struct Summary: Codable, Equatable, Sendable {
    public var passed = 0
    public var failed = 0
    public var manual = 0
    public var notApplicable = 0

    public init(passed: Int = 0, failed: Int = 0, manual: Int = 0, notApplicable: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.manual = manual
        self.notApplicable = notApplicable
    }
}

/// The result of `audit`, `review` or `checklist`.
public struct Report: Sendable {
    public enum Command: String, Sendable { case audit, review, checklist }

    public var command: Command
    public var skills: [SkillVerdicts]
    /// Files passed over (not UTF-8, too large), each reported once: path and reason.
    public var skippedFiles: [(path: String, reason: String)]
    /// Warnings about the run itself (an unknown rule id in a suppression, …).
    public var notices: [Finding]
    /// For `review` and `checklist`: the change the report is about.
    public var change: ChangeSummary?

    public init(command: Command, skills: [SkillVerdicts], skippedFiles: [(path: String, reason: String)] = [],
                notices: [Finding] = []) {
        self.command = command
        self.skills = skills
        self.skippedFiles = skippedFiles
        self.notices = notices
    }

    public var summary: Summary {
        var summary = Summary()
        for item in skills.flatMap(\.items) {
            switch item.status {
            case .passed: summary.passed += 1
            case .failed: summary.failed += 1
            case .manual: summary.manual += 1
            case .notApplicable: summary.notApplicable += 1
            }
        }
        return summary
    }

    /// Exit code per SPEC: 1 when any decided item failed.
    public var exitCode: Int32 { summary.failed > 0 ? 1 : 0 }
}
