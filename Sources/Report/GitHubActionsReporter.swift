import PreflightEngine
import PreflightModel
import PreflightSwiftSource

/// `--format github`: GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request's files.
///
/// ```
/// ::error file=Features/Home/HomeView.swift,line=12,col=5,title=swiftui/state-private::State must be private
/// ```
///
/// One command per fault at its severity (`error`, `warning`, `notice`), titled with every rule
/// id that found it; one `error` at the skill document for a failed item that has no finding to
/// point at, one `warning` per notice; then the suspect checks' findings as `notice`s titled
/// "suspect: …" and saying how often the check fires; skipped files and a final summary line as
/// plain log lines.
/// Paths are as in the report (relative to the checked root), which GitHub resolves against the
/// workspace when the root is the repository.
public enum GitHubActionsReporter: Reporter {
    public static let identifier = "github"
    public static let description = "GitHub Actions annotations (workflow commands)."

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(command(
                finding.severity,
                file: finding.path,
                line: finding.line,
                column: finding.column,
                title: finding.ruleIds.joined(separator: ", "),
                message: finding.message
            ))
        }
        for skill in report.skills {
            for item in skill.items where item.status == .failed && item.findings.isEmpty {
                lines.append(command(
                    .error,
                    file: item.documentPath,
                    line: item.documentLine,
                    column: nil,
                    title: item.id,
                    message: "Checklist item failed: \(item.text)" + (item.reason.map { " — \($0)" } ?? "")
                ))
            }
        }
        let suspect = report.suspectChecks
        for finding in report.suspectFindings {
            let note = suspect[finding.ruleId].map { " — " + SuspectText.note($0) } ?? ""
            lines.append(command(.note, file: finding.path, line: finding.line, column: finding.column,
                                 title: "suspect: " + finding.ruleIds.joined(separator: ", "), message: finding.message + note))
        }
        for notice in report.orderedNotices {
            lines.append(command(
                notice.severity == .note ? .note : .warning,
                file: notice.path.isEmpty ? nil : notice.path,
                line: notice.path.isEmpty ? nil : notice.line,
                column: notice.column,
                title: "preflight: \(notice.ruleId)",
                message: notice.message
            ))
        }
        for entry in report.orderedSkippedFiles {
            lines.append("preflight: skipped \(entry.path.singleLine): \(entry.reason.singleLine)")
        }
        if let unlisted = report.unlistedText {
            lines.append(command(.note, file: nil, line: nil, column: nil, title: "preflight", message: unlisted))
        }
        lines.append("\(report.headline(root: options.rootName)): \(report.summary.plainText); \(report.findingCounts.plainText)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `::level file=…,line=…,col=…,title=…::message`, with properties and data escaped.
    package static func command(_ level: Severity, file: String?, line: Int?, column: Int?, title: String?, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(escapeProperty(file))") }
        if let line {
            properties.append("line=\(max(1, line))")
            if let column { properties.append("col=\(max(1, column))") }
        }
        if let title, !title.isEmpty { properties.append("title=\(escapeProperty(title))") }
        let name: String
        switch level {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        let head = properties.isEmpty ? "::\(name)" : "::\(name) \(properties.joined(separator: ","))"
        return "\(head)::\(escapeData(message))"
    }

    /// The runner's rules for the message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// The runner's rules for property values: those of the message, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
