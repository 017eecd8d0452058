import PreflightEngine
import PreflightModel

/// `--format text` (the default on a terminal): findings as compiler diagnostics, grouped by file,
/// so editors and terminals jump to them; then the verdict of every item per skill; then notices,
/// skipped files and a summary line.
///
/// ```
/// Features/Home/Home View.swift:12:5: error: State must be private [swiftui/state-private]
///
/// swiftui (Skills/swiftui/SKILL.md)
///   FAILED  Mark @State properties private (1 finding)
///   passed  Use NavigationStack
///   partly  A sheet is driven by an `isShowing…` Bool and … — checks passed; left for a person: …
///   manual  Every button has an accessibility label — needs a person (Skills/swiftui/SKILL.md:42)
///   n/a     Kotlin files use … — no Kotlin file in scope
///
/// Preflight audit of MyApp: 1 passed, 1 failed, 2 manual (1 partly checked), 1 not applicable; 1 finding (1 error)
/// ```
///
/// A fault several checks found is one diagnostic listing every rule id. The findings of suspect
/// checks come after the verdicts, under "Suspect readings — confirm or fix", as `note:`
/// diagnostics below the check they belong to; a whole audit lists its checks with the most
/// findings above the summary line.
///
/// ANSI colours only with `options.useColor`.
public enum TextReporter: Reporter {
    public static let identifier = "text"
    public static let description = "Compiler-style lines for terminals and editors, then the checklist."

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        let style = Style(enabled: options.useColor)
        var lines: [String] = []

        var currentPath: String?
        for finding in report.findings {
            if let currentPath, currentPath != finding.path { lines.append("") }
            currentPath = finding.path
            lines.append(diagnostic(finding, level: finding.severity, style: style))
        }

        for skill in report.skills {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold(skill.name.singleLine) + style.dim(" (\(skill.path.singleLine))"))
            if skill.items.isEmpty { lines.append("  " + style.dim("no items")) }
            for item in skill.items {
                lines.append("  " + verdictLine(item, command: report.command, style: style))
            }
        }

        lines += suspectLines(report, style: style)

        let notices = report.orderedNotices
        let skipped = report.orderedSkippedFiles
        if !notices.isEmpty || !skipped.isEmpty {
            if !lines.isEmpty { lines.append("") }
            for notice in notices {
                lines.append(diagnostic(notice, level: notice.severity == .note ? .note : .warning, style: style))
            }
            for entry in skipped {
                lines.append("\(style.bold(entry.path.singleLine)): \(style.cyan("note:")) skipped: \(entry.reason.singleLine)")
            }
        }

        if !lines.isEmpty { lines.append("") }
        for entry in report.topChecks {
            lines.append("most findings: \(entry.id.singleLine): \(counted(entry.rate.findings, "finding")) in the code, "
                + entry.rate.firesText + (report.suspectChecks[entry.id] == nil ? "" : " (suspect)"))
        }
        if let unlisted = report.unlistedText { lines.append("\(style.cyan("note:")) \(unlisted.singleLine)") }
        let summary = report.summary
        var summaryText = "\(report.headline(root: options.rootName)): "
        summaryText += [
            style.green("\(summary.passed) passed"),
            summary.failed > 0 ? style.red(style.bold("\(summary.failed) failed")) : "\(summary.failed) failed",
            style.yellow("\(summary.manual) manual\(summary.partlyText)"),
            style.dim("\(summary.notApplicable) not applicable"),
        ].joined(separator: ", ") + (summary.suspect > 0 ? ", " + style.yellow("\(summary.suspect) suspect") : "")
        summaryText += "; " + report.findingCounts.plainText
        lines.append(summaryText)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path:line[:col]: error: message [rule-id]`
    static func diagnostic(_ finding: Finding, level: Severity, style: Style) -> String {
        var place = "\(finding.path.singleLine):\(max(1, finding.line))"
        if let column = finding.column { place += ":\(max(1, column))" }
        let label: String
        switch level {
        case .error: label = style.red(style.bold("error:"))
        case .warning: label = style.yellow(style.bold("warning:"))
        case .note: label = style.cyan(style.bold("note:"))
        }
        return "\(style.bold(place)): \(label) \(finding.message.singleLine) \(style.dim(finding.ruleList.singleLine))"
    }

    static func verdictLine(_ item: ItemVerdict, command: Report.Command, style: Style) -> String {
        let width = 8
        func padded(_ word: String) -> String { word + String(repeating: " ", count: max(1, width - word.count)) }
        var line: String
        switch item.status {
        case .passed: line = style.green(padded("passed"))
        case .failed: line = style.red(style.bold(padded("FAILED")))
        case .manual: line = style.yellow(padded("manual"))
        case .partlyChecked: line = style.yellow(padded("partly"))
        case .notApplicable: line = style.dim(padded("n/a"))
        case .suspect: line = style.yellow(padded("suspect"))
        }
        line += item.text.singleLine
        if !item.findings.isEmpty { line += " (\(counted(item.findings.count, "finding")))" }
        if !item.suspectFindings.isEmpty { line += " (\(counted(item.suspectFindings.count, "suspect finding")))" }
        if let reason = item.reason?.singleLine, !reason.isEmpty, item.status != .passed {
            line += " — \(reason)"
        }
        if let because = item.appliesBecause?.singleLine, !because.isEmpty {
            let why = item.appliesReason.map { ": \($0.singleLine)" } ?? ""
            line += style.dim(" [brought in by \(because)\(why)]")
        } else if let why = item.appliesReason?.singleLine, !why.isEmpty {
            line += style.dim(" [\(why)]")
        }
        if [.manual, .failed, .partlyChecked, .suspect].contains(item.status) {
            line += style.dim(" (\(item.documentPath.singleLine):\(item.documentLine))")
        }
        return line
    }

    /// "Suspect readings — confirm or fix": why, then each suspect check with its rate and the
    /// item it reads, and its findings as `note:` diagnostics (editors still jump to them).
    static func suspectLines(_ report: Report, style: Style) -> [String] {
        let readings = report.suspectReadings
        guard !readings.isEmpty else { return [] }
        var lines = ["", style.bold(SuspectText.title), style.dim(SuspectText.explanation(report.suspectThreshold))]
        for reading in readings {
            lines.append("")
            lines.append(style.yellow(reading.headline.singleLine) + " — " + reading.item.text.singleLine
                + style.dim(" (\(reading.item.documentPath.singleLine):\(reading.item.documentLine))"))
            for finding in reading.findings { lines.append(diagnostic(finding, level: .note, style: style)) }
        }
        return lines
    }

    struct Style {
        package var enabled: Bool
        private func wrap(_ code: String, _ text: String) -> String {
            enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
        func bold(_ text: String) -> String { wrap("1", text) }
        func dim(_ text: String) -> String { wrap("2", text) }
        func red(_ text: String) -> String { wrap("31", text) }
        func green(_ text: String) -> String { wrap("32", text) }
        func yellow(_ text: String) -> String { wrap("33", text) }
        func cyan(_ text: String) -> String { wrap("36", text) }
    }
}
