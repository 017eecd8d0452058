import PreflightChecks
import PreflightDocument
import PreflightModel

/// A check as the compiler produced it: the executable check, a stable id, where it came
/// from, and what the document's own examples said about it.
public struct CompiledCheck: Sendable {
    public var id: String
    public var check: any Check
    public var origin: String
    /// Lines of the Don't examples it fired on and the Do examples it stayed silent on.
    public var confirmations: [Int]
    /// The statement whose text produced it (a checklist item may inherit a rule's checks).
    public var statementId: String
    public var severity: Severity
    /// The part of its statement the check decides, as written ("never `Realm()`"); nil when
    /// unknown, which reads as the whole statement.
    public var covers: String?
    /// The statement speaks of new code ("don't introduce new `DispatchQueue` code"): the
    /// check judges the lines a change adds, and an audit of the whole tree leaves it out.
    public var newCodeOnly = false
    /// A person wrote the check (an annotation's `checks:`) or confirmed what was read from the
    /// statement (its annotation's `confirm: true`): it is never suspect, however often it fires.
    /// Not `isConfirmed`, which is about the document's examples.
    public var confirmedByPerson = false
    /// The human escape of its statement ("unless the failure is unrecoverable"), for a check
    /// that runs only when the configuration asks for escaped bans as warnings.
    public var escape: String?

    public var kind: String { check.kind }
    /// The check as a value: two compiled checks with equal values enforce the same thing.
    public var identity: AnyCheck { AnyCheck(check) }
    public var isConfirmed: Bool { !confirmations.isEmpty }
}

/// An example that disagrees with a check: a Don't example it misses, or a Do example it
/// fires on. `compile` reports both lines.
public struct Contradiction: Sendable, Equatable {
    public var itemId: String
    public var checkId: String
    public var itemLine: Int
    public var exampleLine: Int
    public var message: String
}

public struct CompiledItem: Sendable {
    public enum Status: String, Sendable { case executable, manual }

    public var statement: Statement
    public var checks: [CompiledCheck]
    public var status: Status { checks.isEmpty ? .manual : .executable }
    /// Checks of a ban its statement leaves a human escape ("unless …"): not run, and the item
    /// stays manual, unless the configuration says `escapes: warn`.
    public var escapedChecks: [CompiledCheck] = []
    /// Why the item stays manual (manual items only).
    public var reason: String?
    /// Set when an annotation disabled the item.
    public var disabled: Bool
    /// Parts of the statement none of its checks decides, as written: when the checks pass, the
    /// item is "partly checked" and these are left for a person. Empty for manual items and
    /// items whose checks cover all of their text.
    public var uncheckedParts: [String] = []
    /// How the statement was read, one line per frame (shown by `compile`).
    public var frames: [String] = []
    /// What kept parts of the statement from becoming checks.
    public var missing: [String] = []
    /// The code and concepts the statement requires or forbids, as read (not its alternatives or places).
    public var targets: [String] = []
    /// Lines of the statement's own Don't examples that none of its checks catches.
    public var missedExamples: [Int] = []

    public var id: String { statement.id }
}

public struct CompiledSkill: Sendable {
    public var name: String
    public var path: String
    public var document: SkillDocument
    public var items: [CompiledItem]
    public var contradictions: [Contradiction]
    /// Problems with the document that did not stop compilation (stray annotations …).
    public var warnings: [String]
    /// Every block that became no item, with its role (SPEC: `notRules`).
    public var notRules: [NotRule] = []

    public init(name: String, path: String, document: SkillDocument, items: [CompiledItem], contradictions: [Contradiction],
                warnings: [String], notRules: [NotRule] = []) {
        self.name = name
        self.path = path
        self.document = document
        self.items = items
        self.contradictions = contradictions
        self.warnings = warnings
        self.notRules = notRules
    }

    /// Items reported by audit/review: the checklist first, in document order, then every rule
    /// (executable or manual), so nothing the document states disappears from the report. A
    /// rule whose check a checklist item carries shares that item's findings; the reports show
    /// each fault once. Items an annotation disabled are left out.
    public var reportedItems: [CompiledItem] {
        items.filter { $0.statement.kind == .checklist && !$0.disabled } + items.filter { $0.statement.kind == .rule && !$0.disabled }
    }
}

public struct Coverage: Sendable, Equatable {
    public var items = 0
    public var executable = 0
    public var confirmed = 0
    public var manual = 0
    public var contradictions = 0
    public var checklistItems = 0
    public var checklistExecutable = 0
    /// Distinct checks, and those the document's own examples confirm (a Don't example they
    /// catch, a Do example they leave alone).
    public var checks = 0
    public var checksConfirmed = 0
}

public struct RuleSet: Sendable {
    public var skills: [CompiledSkill]

    public init(skills: [CompiledSkill]) {
        self.skills = skills
    }

    public var coverage: Coverage {
        var coverage = Coverage()
        for skill in skills {
            coverage.contradictions += skill.contradictions.count
            for item in skill.items {
                coverage.items += 1
                if item.status == .executable { coverage.executable += 1 } else { coverage.manual += 1 }
                if item.checks.contains(where: \.isConfirmed) { coverage.confirmed += 1 }
                if item.statement.kind == .checklist {
                    coverage.checklistItems += 1
                    if item.status == .executable { coverage.checklistExecutable += 1 }
                }
            }
        }
        let checks = allChecks
        coverage.checks = checks.count
        coverage.checksConfirmed = checks.filter(\.isConfirmed).count
        return coverage
    }

    /// Every distinct compiled check, in skill and item order.
    public var allChecks: [CompiledCheck] {
        var seen = Set<String>()
        return skills.flatMap { $0.items.flatMap(\.checks) }.filter { seen.insert($0.id).inserted }
    }
}
