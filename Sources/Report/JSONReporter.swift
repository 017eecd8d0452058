import PreflightChecks
import PreflightEngine
import PreflightModel
import PreflightSwiftSource

/// `--format json`: the versioned document of SPEC "JSON output", keys in a fixed order,
/// pretty-printed with two spaces, UTF-8 as is (no `\/`, no `\uXXXX` for non-ASCII).
///
/// Fixed by the SPEC: `version`, `skills[].name`, `skills[].items[].{id,text,status,findings}`,
/// `findings[].{ruleId,path,line,column,severity,message}`, `summary`. Added and documented:
/// `command`, `root`, `change`, `skills[].path`, `items[].{kind,reason,document,appliesBecause,checks}`,
/// `skippedFiles`, `notices`. Every key is always present: an unknown column, a missing reason
/// or `appliesBecause` is `null`, an empty list is `[]`.
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let description = "A versioned JSON document (schema in the README)."
    /// Bumped only when a field changes meaning or goes away; new fields keep the version.
    public static let schemaVersion = 1

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        document(report, options: options).pretty() + "\n"
    }

    package static func document(_ report: Report, options: ReportOptions) -> JSONValue {
        .object([
            ("version", .int(schemaVersion)),
            ("command", .string(report.command.rawValue)),
            ("root", .string(options.rootName)),
            ("change", report.change.map(change) ?? .null),
            ("skills", .array(report.skills.map(skill))),
            ("summary", summary(report.summary)),
            ("skippedFiles", .array(report.orderedSkippedFiles.map { entry in
                .object([("path", .string(entry.path)), ("reason", .string(entry.reason))])
            })),
            ("notices", .array(report.orderedNotices.map(finding))),
        ])
    }

    /// `{base, mergeBase, head, diff, changedFiles}` of a review or checklist.
    package static func change(_ change: ChangeSummary) -> JSONValue {
        .object([
            ("base", change.base.map(JSONValue.string) ?? .null),
            ("mergeBase", change.mergeBase.map(JSONValue.string) ?? .null),
            ("head", change.head.map(JSONValue.string) ?? .null),
            ("diff", change.diff.map(JSONValue.string) ?? .null),
            ("changedFiles", .int(change.changedFiles)),
        ])
    }

    package static func skill(_ skill: SkillVerdicts) -> JSONValue {
        .object([
            ("name", .string(skill.name)),
            ("path", .string(skill.path)),
            ("items", .array(skill.items.map(item))),
        ])
    }

    package static func item(_ item: ItemVerdict) -> JSONValue {
        .object([
            ("id", .string(item.id)),
            ("text", .string(item.text)),
            ("kind", .string(item.kind.rawValue)),
            ("status", .string(item.status.rawValue)),
            ("reason", item.reason.map(JSONValue.string) ?? .null),
            ("document", .object([("path", .string(item.documentPath)), ("line", .int(item.documentLine))])),
            ("appliesBecause", item.appliesBecause.map(JSONValue.string) ?? .null),
            ("checks", .array(item.checks.map { check in
                .object([
                    ("id", .string(check.id)),
                    ("kind", .string(check.kind)),
                    ("description", .string(check.description)),
                ])
            })),
            ("findings", .array(item.orderedFindings.map(finding))),
        ])
    }

    package static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("ruleId", .string(finding.ruleId)),
            ("path", .string(finding.path)),
            ("line", .int(finding.line)),
            ("column", finding.column.map(JSONValue.int) ?? .null),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
        ])
    }

    package static func summary(_ summary: Summary) -> JSONValue {
        .object([
            ("passed", .int(summary.passed)),
            ("failed", .int(summary.failed)),
            ("manual", .int(summary.manual)),
            ("notApplicable", .int(summary.notApplicable)),
        ])
    }
}
