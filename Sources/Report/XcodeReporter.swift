import PreflightModel

/// `--format xcode`: the diagnostics Xcode reads from a Run Script build phase, one per line, with
/// absolute paths so the issue navigator opens the file:
///
/// ```
/// /Users/me/App/Features/Home/HomeView.swift:12:5: error: State must be private [swiftui/state-private]
/// ```
///
/// Findings of failed items are errors (they fail the build), others warnings or notes; a failed
/// item with no finding to point at is an error at its document line; notices are warnings. Only
/// diagnostics go to standard output: Xcode shows every other line as build log noise.
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let description = "Xcode build-phase diagnostics with absolute paths."

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        var lines: [String] = []
        for located in report.locatedFindings {
            let finding = located.finding
            lines.append(diagnostic(path: finding.path, line: finding.line, column: finding.column, level: located.level,
                                    message: finding.message, id: finding.ruleId, root: options.absoluteRoot))
        }
        for skill in report.skills {
            for item in skill.items where item.status == .failed && item.findings.isEmpty {
                lines.append(diagnostic(path: item.documentPath, line: item.documentLine, column: nil, level: .error,
                                        message: "checklist item failed: \(item.text)" + (item.reason.map { " — \($0)" } ?? ""),
                                        id: item.id, root: options.absoluteRoot))
            }
        }
        for notice in report.orderedNotices where !notice.path.isEmpty {
            lines.append(diagnostic(path: notice.path, line: notice.line, column: notice.column,
                                    level: notice.severity == .note ? .note : .warning,
                                    message: notice.message, id: notice.ruleId, root: options.absoluteRoot))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `path:line[:col]: level: message [id]`, the path made absolute against `root` unless it
    /// already is.
    static func diagnostic(path: String, line: Int, column: Int?, level: Severity, message: String, id: String,
                           root: String?) -> String {
        var place = absolute(path, root: root) + ":\(max(1, line))"
        if let column { place += ":\(max(1, column))" }
        return "\(place): \(level.rawValue): \(message.singleLine) [\(id.singleLine)]"
    }

    static func absolute(_ path: String, root: String?) -> String {
        let path = path.singleLine
        guard !path.hasPrefix("/"), var root, !root.isEmpty else { return path }
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return root == "/" ? "/" + relative : root + "/" + relative
    }
}
