/// What the engine hands to the reporters: per skill, per item, a verdict and the findings
/// behind it. Every output format (md, json, sarif, github, text) is rendered from this alone.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// Names the closest severity when the text is none (`warn` → `warning`).
    public init(from decoder: Decoder) throws {
        let names = Severity.allCases.map(\.rawValue)
        let container = try decoder.singleValueContainer()
        let text = try? container.decode(String.self)
        if let text, let severity = Severity(rawValue: text) {
            self = severity
            return
        }
        let suggestion = text.flatMap { EditDistance.suggestion(for: $0, among: names) }.map { "; did you mean `\($0)`?" } ?? ""
        throw DecodingProblem.expected("error, warning or note", at: decoder.codingPath, hint: suggestion)
    }
}

/// One fault at one place. `path` is relative to the audited root, with forward slashes (the
/// CLI rebases it on the repository's top level before rendering).
///
/// A fault that several checks find (two skills stating the same rule, a checklist item and the
/// body rule it repeats) is one finding: `ruleIds` lists every check, `itemIds` every item it
/// breaks, and every format shows it once, at one severity.
public struct Finding: Codable, Hashable, Sendable {
    public var ruleId: String
    public var path: String
    public var line: Int
    public var column: Int?
    public var severity: Severity
    public var message: String
    /// Every check that found this fault, `ruleId` first.
    public var ruleIds: [String]
    /// The reported items this fault breaks, in report order (empty before judging).
    public var itemIds: [String]

    public init(ruleId: String, path: String, line: Int, column: Int? = nil, severity: Severity = .error, message: String,
                ruleIds: [String]? = nil, itemIds: [String] = []) {
        self.ruleId = ruleId
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.ruleIds = ruleIds ?? [ruleId]
        self.itemIds = itemIds
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
    /// Its checks ran and passed, but they decide only part of the item: the rest
    /// (`ItemVerdict.uncheckedParts`) is for a person. Counted with the manual items, never
    /// pre-ticked, and written `manual` where the JSON schema fixes the status values.
    case partlyChecked
    /// Every check that decided it is suspect (it fires in more of the files it looks at than a
    /// convention the code follows would): its findings are listed for a person to confirm the
    /// check or fix its reading, never failing a run, never ticked.
    case suspect
}

public enum ItemKind: String, Codable, Sendable {
    case checklist, rule
}

/// A compiled check as the reports describe it (SARIF `rules[]`, the Markdown's check list).
public struct CheckSummary: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var description: String
    /// The level its findings are reported at (from the statement, then the configuration).
    public var severity: Severity
    /// How often it fires, when that makes it suspect (nil: not suspect).
    public var suspect: FiringRate?

    public init(id: String, kind: String, description: String, severity: Severity = .error, suspect: FiringRate? = nil) {
        self.id = id
        self.kind = kind
        self.description = description
        self.severity = severity
        self.suspect = suspect
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
    /// Why that file concerns the item ("a Swift file declaring a type conforming to `View`").
    public var appliesReason: String?
    /// The parts of the item's text no check decides, as written; a person judges them.
    public var uncheckedParts: [String]
    /// The findings of its suspect checks, which decide nothing: a fault a confirmed check
    /// also found is in `findings` instead.
    public var suspectFindings: [Finding] = []
    /// Findings of its confirmed checks past what a run lists (`ReportLimits`): counted, not listed.
    public var unlistedFindings = 0

    public init(id: String, text: String, kind: ItemKind, status: ItemStatus, findings: [Finding] = [],
                reason: String? = nil, documentPath: String, documentLine: Int, checks: [CheckSummary] = [],
                appliesBecause: String? = nil, appliesReason: String? = nil, uncheckedParts: [String] = []) {
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
        self.appliesReason = appliesReason
        self.uncheckedParts = uncheckedParts
    }

    /// The rate of its suspect check that fires in the most files (nil when none is suspect):
    /// what the item's `suspect` entry reports.
    public var suspect: FiringRate? {
        checks.compactMap(\.suspect).max { ($0.firingFiles, $0.scopeFiles) < ($1.firingFiles, $1.scopeFiles) }
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
    /// Manual items, the partly checked ones included.
    public var manual = 0
    public var notApplicable = 0
    /// How many of the manual items are partly checked.
    public var partlyChecked = 0
    /// Items decided by suspect checks alone.
    public var suspect = 0

    public init(passed: Int = 0, failed: Int = 0, manual: Int = 0, notApplicable: Int = 0, partlyChecked: Int = 0,
                suspect: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.manual = manual
        self.notApplicable = notApplicable
        self.partlyChecked = partlyChecked
        self.suspect = suspect
    }
}

/// How many faults a report holds, each counted once whatever number of items it breaks: the
/// number every format agrees on (SARIF results, annotations, diagnostics, Markdown's summary).
public struct FindingCounts: Equatable, Sendable {
    public var total = 0
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    /// Findings a baseline hid from this report.
    public var baselined = 0
    /// Findings of suspect checks, each once; not in `total`, since they decide nothing.
    public var suspect = 0

    public init(total: Int = 0, errors: Int = 0, warnings: Int = 0, notes: Int = 0, baselined: Int = 0, suspect: Int = 0) {
        self.total = total
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.baselined = baselined
        self.suspect = suspect
    }
}

/// The findings of one check past what a run lists: a count, its severity, and whether the check
/// is suspect (its findings then decide nothing).
public struct UnlistedFindings: Sendable, Equatable {
    public var checkId: String
    public var count: Int
    public var severity: Severity
    public var suspect: Bool

    public init(checkId: String, count: Int, severity: Severity, suspect: Bool) {
        self.checkId = checkId
        self.count = count
        self.severity = severity
        self.suspect = suspect
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
    /// Findings a baseline hid (they are in no item).
    public var baselined: Int
    /// The absolute folder every path is relative to: the repository's top level, else the
    /// audited folder (nil when unknown). Formats that print absolute paths start from it.
    public var basePath: String?
    /// For `review` and `checklist`: the change the report is about.
    public var change: ChangeSummary?
    /// The source files the run checked (relative, like findings): an output may never replace one.
    public var checkedFiles: Set<String> = []
    /// Where the firing rates that decided what is suspect come from.
    public var firingRates: FiringRates = .measured
    /// When a check is suspect (the configuration's, else the SPEC's default).
    public var suspectThreshold = SuspectThreshold()
    /// An audit of the whole repository: the checks with the most findings in the code (before
    /// suppressions and baselines), with the share of files each fires in; most first.
    public var topChecks: [CheckFiring] = []
    /// Every check that found something in an audit of the whole repository, with its rate
    /// (JSON only: what a field measurement compares across checks).
    public var firingChecks: [CheckFiring] = []
    /// Checks whose findings went past what a run lists, by check id: counted in `findingCounts`
    /// and in the verdicts, listed nowhere.
    public var unlisted: [UnlistedFindings] = []
    /// How many findings the report lists, per check and in all.
    public var limits = ReportLimits()
    /// Every fault the run found, listed or not (suspect ones included; the hits past the
    /// engine's budget only when the run was asked to record them): what a baseline records.
    public var recordedFaults: [Finding] = []

    public init(command: Command, skills: [SkillVerdicts], skippedFiles: [(path: String, reason: String)] = [],
                notices: [Finding] = [], baselined: Int = 0, basePath: String? = nil) {
        self.command = command
        self.skills = skills
        self.skippedFiles = skippedFiles
        self.notices = notices
        self.baselined = baselined
        self.basePath = basePath
    }

    public var summary: Summary {
        var summary = Summary()
        for item in skills.flatMap(\.items) {
            switch item.status {
            case .passed: summary.passed += 1
            case .failed: summary.failed += 1
            case .manual: summary.manual += 1
            case .partlyChecked:
                summary.manual += 1
                summary.partlyChecked += 1
            case .notApplicable: summary.notApplicable += 1
            case .suspect: summary.suspect += 1
            }
        }
        return summary
    }

    /// Every fault once, in `Finding.ordered` order: a finding that breaks several items sits
    /// in each of them but is one fault.
    public var findings: [Finding] {
        Self.faults(skills.lazy.flatMap(\.items).flatMap(\.findings))
    }

    /// Every finding of a suspect check once, in the same order: they decide nothing, and every
    /// format lists them apart.
    public var suspectFindings: [Finding] {
        Self.faults(skills.lazy.flatMap(\.items).flatMap(\.suspectFindings))
    }

    /// Check id → its rate, for every suspect check of the report.
    public var suspectChecks: [String: FiringRate] {
        var rates: [String: FiringRate] = [:]
        for check in skills.lazy.flatMap(\.items).flatMap(\.checks) { if let rate = check.suspect { rates[check.id] = rate } }
        return rates
    }

    private static func faults<S: Sequence>(_ findings: S) -> [Finding] where S.Element == Finding {
        var seen = Set<Finding>()
        var result: [Finding] = []
        for finding in findings where seen.insert(finding).inserted {
            result.append(finding)
        }
        return result.sorted(by: orderedFaults)
    }

    /// `Finding.ordered`, then the rule ids: two faults at one place stay in one order.
    public static func orderedFaults(_ a: Finding, _ b: Finding) -> Bool {
        if Finding.ordered(a, b) { return true }
        if Finding.ordered(b, a) { return false }
        return a.ruleIds.lexicographicallyPrecedes(b.ruleIds)
    }

    public var findingCounts: FindingCounts {
        var counts = FindingCounts(baselined: baselined, suspect: suspectFindings.count)
        func add(_ severity: Severity, _ count: Int) {
            counts.total += count
            switch severity {
            case .error: counts.errors += count
            case .warning: counts.warnings += count
            case .note: counts.notes += count
            }
        }
        for finding in findings { add(finding.severity, 1) }
        for extra in unlisted {
            if extra.suspect { counts.suspect += extra.count } else { add(extra.severity, extra.count) }
        }
        return counts
    }

    /// Findings counted but not listed, all checks together (suspect ones included).
    public var unlistedTotal: Int { unlisted.reduce(0) { $0 + $1.count } }

    /// The same report with every finding, notice and skipped path prefixed by `prefix` (the
    /// audited folder's path from the repository's top level, `/`-separated, no trailing
    /// slash), so one file has one name whichever folder was audited.
    public func rebased(prefix: String, basePath: String?) -> Report {
        var report = self
        report.basePath = basePath
        guard !prefix.isEmpty else { return report }
        func join(_ path: String) -> String { path.isEmpty ? path : prefix + "/" + path }
        func moved(_ finding: Finding) -> Finding {
            var moved = finding
            moved.path = join(finding.path)
            return moved
        }
        for skill in report.skills.indices {
            for item in report.skills[skill].items.indices {
                report.skills[skill].items[item].findings = report.skills[skill].items[item].findings.map(moved)
                report.skills[skill].items[item].suspectFindings = report.skills[skill].items[item].suspectFindings.map(moved)
                if let path = report.skills[skill].items[item].appliesBecause {
                    report.skills[skill].items[item].appliesBecause = join(path)
                }
            }
        }
        report.notices = notices.map(moved)
        report.skippedFiles = skippedFiles.map { (join($0.path), $0.reason) }
        report.checkedFiles = Set(checkedFiles.map(join))
        return report
    }

    /// Exit code per SPEC: 1 when any decided item failed (a suspect item never does).
    public var exitCode: Int32 { summary.failed > 0 ? 1 : 0 }
}
