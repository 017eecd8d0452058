import PreflightChecks
import PreflightEngine
import PreflightModel
import PreflightRepository

/// `--format sarif`: SARIF 2.1.0 through `SARIFDocument`.
///
/// - `rules[]`: one entry per compiled check (the items' `checks`, plus any finding's `ruleId`
///   that no check declares), sorted by id so `ruleIndex` is stable across runs;
///   `shortDescription.text` is the checklist item or rule text, `fullDescription` the check's
///   own description, `help` names the skill and the document line.
/// - `results[]`: one per fault, in `Finding.ordered` order, at the finding's severity (an
///   item fails exactly when an error-level finding stands against it). A fault several checks
///   found lists them all: `properties.ruleIds` and `properties.items`, and "(also: …)" in the
///   message.
/// - a suspect check's findings are results too, at level `note`, with `properties.suspect`
///   and how often the check fires (`scopeFiles`, `firingFiles`); its rule's default level is
///   `note` in this run.
/// - notices, skipped files and how many findings a baseline hid:
///   `invocations[0].toolExecutionNotifications`.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let description = "SARIF 2.1.0 for GitHub code scanning."

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        document(for: report).render()
    }

    public static func writeReport(_ report: Report, options: ReportOptions, to sink: @escaping (String) throws -> Void) throws {
        try document(for: report).write(to: sink)
    }

    package static func document(for report: Report) -> SARIFDocument {
        let suspect = report.suspectChecks
        var rules: [String: SARIFRule] = [:]
        for skill in report.skills {
            for item in skill.items {
                let help = "\(item.kind == .checklist ? "Checklist item" : "Rule") of skill \(skill.name) "
                    + "(\(item.documentPath):\(item.documentLine)): \(item.text.singleLine)"
                for check in item.checks where rules[check.id] == nil {
                    let full = check.description.singleLine
                    rules[check.id] = SARIFRule(
                        id: check.id,
                        shortDescription: shortDescription(item, fallback: check.id),
                        fullDescription: full.isEmpty ? nil : full,
                        helpText: help,
                        defaultLevel: suspect[check.id] == nil ? check.severity : .note
                    )
                }
                for finding in item.findings + item.suspectFindings where rules[finding.ruleId] == nil {
                    rules[finding.ruleId] = SARIFRule(
                        id: finding.ruleId,
                        shortDescription: shortDescription(item, fallback: finding.ruleId),
                        helpText: help,
                        defaultLevel: .error
                    )
                }
            }
        }
        let results = report.allFaults
        var notifications = report.orderedNotices.map { notice in
            SARIFNotification(level: notice.severity, message: "\(notice.message) [\(notice.ruleId)]",
                              path: notice.path.isEmpty ? nil : notice.path,
                              line: notice.path.isEmpty ? nil : notice.line, column: notice.column)
        }
        notifications += report.orderedSkippedFiles.map { entry in
            SARIFNotification(level: .note, message: "Skipped: \(entry.reason)", path: entry.path)
        }
        if report.baselined > 0 {
            notifications.append(SARIFNotification(level: .note, message: "\(counted(report.baselined, "baselined finding")) hidden"))
        }
        if let unlisted = report.unlistedText {
            notifications.append(SARIFNotification(level: .warning, message: unlisted))
        }
        return SARIFDocument(
            rules: rules.values.sorted { $0.id < $1.id },
            results: results,
            notifications: notifications,
            suspect: suspect
        )
    }

    private static func shortDescription(_ item: ItemVerdict, fallback: String) -> String {
        let text = item.text.singleLine
        return text.isEmpty ? fallback : text
    }
}
