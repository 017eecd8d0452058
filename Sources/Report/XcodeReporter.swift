import PreflightModel

/// `--format xcode`: the diagnostics Xcode reads from a Run Script build phase, one per line, with
/// absolute paths so the issue navigator opens the file:
///
/// ```
/// /Users/me/App/Features/Home/HomeView.swift:12:5: error: State must be private [swiftui/state-private]
/// ```
///
/// Paths are relative to the repository's top level in the report; `Report.basePath` makes them
/// absolute. Each finding keeps its severity (an error fails the build) and lists every rule id
/// that found it; a failed item with no finding to point at is an error at its document line;
/// a suspect check's findings are notes saying how often it fires; notices are warnings. Only diagnostics go to standard output: Xcode shows every other line as
/// build log noise.
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let description = "Xcode build-phase diagnostics with absolute paths."

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(diagnostic(path: finding.path, line: finding.line, column: finding.column, level: finding.severity,
                                    message: finding.message, id: finding.ruleIds.joined(separator: ", "), root: report.basePath))
        }
        for skill in report.skills {
            for item in skill.items where item.status == .failed && item.findings.isEmpty {
                lines.append(diagnostic(path: item.documentPath, line: item.documentLine, column: nil, level: .error,
                                        message: "checklist item failed: \(item.text)" + (item.reason.map { " — \($0)" } ?? ""),
                                        id: item.id, root: report.basePath))
            }
        }
        let suspect = report.suspectChecks
        for finding in report.suspectFindings {
            let note = suspect[finding.ruleId].map { " — " + SuspectText.note($0) } ?? ""
            lines.append(diagnostic(path: finding.path, line: finding.line, column: finding.column, level: .note,
                                    message: finding.message + note, id: finding.ruleIds.joined(separator: ", "), root: report.basePath))
        }
        for notice in report.orderedNotices where !notice.path.isEmpty {
            lines.append(diagnostic(path: notice.path, line: notice.line, column: notice.column,
                                    level: notice.severity == .note ? .note : .warning,
                                    message: notice.message, id: notice.ruleId, root: report.basePath))
        }
        // Xcode shows a line without a place as a build message.
        if let unlisted = report.unlistedText { lines.append("note: preflight: \(unlisted.singleLine)") }
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
