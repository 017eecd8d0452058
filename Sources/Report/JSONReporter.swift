import PreflightChecks
import PreflightEngine
import PreflightModel
import PreflightSwiftSource

/// `--format json`: the versioned document of SPEC "JSON output", keys in a fixed order,
/// pretty-printed with two spaces, UTF-8 as is (no `\/`, no `\uXXXX` for non-ASCII).
///
/// Fixed by the SPEC: `version`, `skills[].name`, `skills[].items[].{id,text,status,findings}`,
/// `findings[].{ruleId,path,line,column,severity,message}`, `summary`. Added and documented:
/// `command`, `root`, `change`, `skills[].path`, `items[].{kind,suspect,reason,document,appliesBecause,appliesReason,
/// uncheckedParts,unlistedFindings,checks}`, `checks[].suspect`, `findings[].{ruleIds,items,suspect}`, `summary.{partlyChecked,suspect,
/// findings,errors,warnings,notes,baselined,suspectFindings}`, `firingRates`, `topChecks`, `firingChecks`, `skippedFiles`, `notices`,
/// `unlisted`.
/// Every key is always present: an unknown column, a missing reason or `appliesBecause`, a check
/// that is not suspect is `null`, an empty list is `[]` (notices alone have no `suspect`).
///
/// A partly checked item has the status `manual` (the SPEC fixes the four values) and lists the
/// parts left for a person in `uncheckedParts`. A fault that breaks several items appears under
/// each, with the same `ruleIds` and `items`; `summary.findings` counts it once.
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let description = "A versioned JSON document (schema in the README)."
    /// Bumped only when a field changes meaning or goes away; new fields keep the version.
    public static let schemaVersion = 1

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        stream(report, options: options).pretty() + "\n"
    }

    /// Written as it is made: a report with tens of thousands of findings is never held whole,
    /// neither as a tree nor as text.
    public static func writeReport(_ report: Report, options: ReportOptions, to sink: @escaping (String) throws -> Void) throws {
        var output = JSONChunks(sink: sink)
        try stream(report, options: options).write(indent: 0, to: &output)
        try output.append("\n")
        try output.flush()
    }

    package static func document(_ report: Report, options: ReportOptions) -> JSONValue {
        stream(report, options: options).materialized
    }

    /// The document, its skills, items and findings made only when written.
    package static func stream(_ report: Report, options: ReportOptions) -> JSONStream {
        let notices = report.orderedNotices
        return .object([
            ("version", .value(.int(schemaVersion))),
            ("command", .value(.string(report.command.rawValue))),
            ("root", .value(.string(options.rootName))),
            ("change", .value(report.change.map(change) ?? .null)),
            ("skills", .array(count: report.skills.count) { skillStream(report.skills[$0]) }),
            ("summary", .value(summary(report.summary, findings: report.findingCounts))),
            ("firingRates", .value(.string(report.firingRates.rawValue))),
            ("topChecks", .value(.array(report.topChecks.map(firing)))),
            ("firingChecks", .value(.array(report.firingChecks.map(firing)))),
            ("skippedFiles", .value(.array(report.orderedSkippedFiles.map { entry in
                .object([("path", .string(entry.path)), ("reason", .string(entry.reason))])
            }))),
            ("notices", .array(count: notices.count) { .value(finding(notices[$0])) }),
            ("unlisted", .value(.array(report.unlisted.map { extra in
                .object([("checkId", .string(extra.checkId)), ("count", .int(extra.count)),
                         ("severity", .string(extra.severity.rawValue)), ("suspect", .bool(extra.suspect))])
            }))),
        ])
    }

    /// `{base, mergeBase, head, diff, changedFiles}` of a review or checklist.
    package static func change(_ change: ChangeSummary) -> JSONValue {
        .object([
            ("base", change.base.map(JSONValue.string) ?? .null),
            ("mergeBase", change.mergeBase.map(JSONValue.string) ?? .null),
            ("head", change.head.map(JSONValue.string) ?? .null),
            ("diff", change.diff.map(JSONValue.string) ?? .null),
            ("uncommitted", change.uncommitted.map { JSONValue.string($0.rawValue) } ?? .null),
            ("changedFiles", .int(change.changedFiles)),
        ])
    }

    package static func skill(_ skill: SkillVerdicts) -> JSONValue {
        skillStream(skill).materialized
    }

    static func skillStream(_ skill: SkillVerdicts) -> JSONStream {
        .object([
            ("name", .value(.string(skill.name))),
            ("path", .value(.string(skill.path))),
            ("items", .array(count: skill.items.count) { itemStream(skill.items[$0]) }),
        ])
    }

    package static func item(_ item: ItemVerdict) -> JSONValue {
        itemStream(item).materialized
    }

    static func itemStream(_ item: ItemVerdict) -> JSONStream {
        // The item's findings, its suspect checks' among them (marked): one list to read.
        let suspect = Set(item.suspectFindings)
        let findings = (item.findings + item.suspectFindings).sorted(by: Finding.totallyOrdered)
        let members: [(String, JSONValue)] = [
            ("id", .string(item.id)),
            ("text", .string(item.text)),
            ("kind", .string(item.kind.rawValue)),
            ("status", .string(item.status == .partlyChecked ? ItemStatus.manual.rawValue : item.status.rawValue)),
            ("suspect", item.suspect.map(rate) ?? .null),
            ("reason", item.reason.map(JSONValue.string) ?? .null),
            ("document", .object([("path", .string(item.documentPath)), ("line", .int(item.documentLine))])),
            ("appliesBecause", item.appliesBecause.map(JSONValue.string) ?? .null),
            ("appliesReason", item.appliesReason.map(JSONValue.string) ?? .null),
            ("uncheckedParts", .array(item.uncheckedParts.map(JSONValue.string))),
            ("unlistedFindings", .int(item.unlistedFindings)),
            ("checks", .array(item.checks.map { check in
                .object([
                    ("id", .string(check.id)),
                    ("kind", .string(check.kind)),
                    ("description", .string(check.description)),
                    ("severity", .string(check.severity.rawValue)),
                    ("suspect", check.suspect.map(rate) ?? .null),
                ])
            })),
        ]
        return .object(members.map { ($0.0, JSONStream.value($0.1)) }
            + [("findings", .array(count: findings.count) { .value(finding(findings[$0], suspect: suspect.contains(findings[$0]))) })])
    }

    /// A check with its findings and the files it fires in, among those its scope selects.
    static func firing(_ entry: CheckFiring) -> JSONValue {
        .object([("id", .string(entry.id)), ("findings", .int(entry.rate.findings)),
                 ("scopeFiles", .int(entry.rate.scopeFiles)), ("firingFiles", .int(entry.rate.firingFiles))])
    }

    /// `{scopeFiles, firingFiles}`: how often a suspect check fires.
    static func rate(_ rate: FiringRate) -> JSONValue {
        .object([("scopeFiles", .int(rate.scopeFiles)), ("firingFiles", .int(rate.firingFiles))])
    }

    /// `suspect`: a finding of a suspect check (only findings under items say it).
    package static func finding(_ finding: Finding, suspect: Bool? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.ruleId)),
            ("path", .string(finding.path)),
            ("line", .int(finding.line)),
            ("column", finding.column.map(JSONValue.int) ?? .null),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("ruleIds", .array(finding.ruleIds.map(JSONValue.string))),
            ("items", .array(finding.itemIds.map(JSONValue.string))),
        ]
        if let suspect { members.append(("suspect", .bool(suspect))) }
        return .object(members)
    }

    package static func summary(_ summary: Summary, findings: FindingCounts = FindingCounts()) -> JSONValue {
        .object([
            ("passed", .int(summary.passed)),
            ("failed", .int(summary.failed)),
            ("manual", .int(summary.manual)),
            ("notApplicable", .int(summary.notApplicable)),
            ("partlyChecked", .int(summary.partlyChecked)),
            ("suspect", .int(summary.suspect)),
            ("findings", .int(findings.total)),
            ("errors", .int(findings.errors)),
            ("warnings", .int(findings.warnings)),
            ("notes", .int(findings.notes)),
            ("baselined", .int(findings.baselined)),
            ("suspectFindings", .int(findings.suspect)),
        ])
    }
}
