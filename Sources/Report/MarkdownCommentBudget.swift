import PreflightModel

/// A Markdown report is most often posted as one pull-request comment, and GitHub refuses a
/// comment over 65,536 characters. A large change can have thousands of findings, so the report
/// is fitted to a budget: the summary and every item stay, failed items come first in a review
/// or checklist, and each item lists its first findings and says how many more the SARIF and
/// JSON reports hold.
extension MarkdownReporter {
    /// The budget, in UTF-16 code units (what the limit is counted in, at worst), with room left
    /// for what a workflow wraps around the report.
    public static let commentBudget = 60_000

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        fitted(report, options: options, budget: commentBudget)
    }

    /// The report at the first level of detail that fits `budget`: as asked, then fewer findings
    /// per item, then cut at a line with a note when even one finding per item is too much.
    static func fitted(_ report: Report, options: ReportOptions, budget: Int) -> String {
        let whole = renderWhole(report, options: options)
        if whole.utf16.count <= budget { return whole }
        var text = whole
        for (visible, listed) in [(5, 20), (3, 5), (1, 1)] where listed < options.maxListedFindings {
            var smaller = options
            smaller.visibleFindings = min(options.visibleFindings, visible)
            smaller.maxListedFindings = listed
            text = withNote(renderWhole(report, options: smaller), report: report,
                            "Only the first \(listed == 1 ? "finding" : "\(listed) findings") of each item are listed here, "
                            + "to fit one comment; the SARIF report (code scanning) and the JSON report hold them all.")
            if text.utf16.count <= budget { return text }
        }
        return cut(text, budget: budget)
    }

    /// Inserts `note` under the summary line.
    static func withNote(_ text: String, report: Report, _ note: String) -> String {
        let summary = summaryLine(report.summary) + " — " + findingsLine(report.findingCounts) + "\n"
        guard let range = text.range(of: summary) else { return text }
        return text.replacingCharacters(in: range, with: summary + "\n> " + note + "\n")
    }

    /// The report cut at the last line that fits, any folded section closed, and a last line
    /// saying where the rest is.
    static func cut(_ text: String, budget: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let ending = "\n\n…the report is cut here to fit one comment: the SARIF report (code scanning) and the JSON report hold all of it.\n"
        var kept: [Substring] = []
        var size = ending.utf16.count + 64
        var cutAt = lines.count
        for (index, line) in lines.enumerated() {
            let cost = line.utf16.count + 1
            if size + cost > budget {
                cutAt = index
                break
            }
            kept.append(line)
            size += cost
        }
        var result = kept.joined(separator: "\n")
        let open = kept.filter { $0.contains("<details>") }.count - kept.filter { $0.contains("</details>") }.count
        let list = kept.filter { $0.contains("<ul>") }.count - kept.filter { $0.contains("</ul>") }.count
        if list > 0 { result += String(repeating: "\n  </ul>", count: list) }
        if open > 0 { result += String(repeating: "\n  </details>", count: open) }
        return result + "\n\n_\(lines.count - cutAt) more lines not shown._" + ending
    }

    /// Failed items first in a review or checklist, where a reviewer starts; an audit keeps the
    /// documents' order.
    static func ordered(_ items: [ItemVerdict], command: Report.Command) -> [ItemVerdict] {
        guard command != .audit else { return items }
        return items.filter { $0.status == .failed } + items.filter { $0.status != .failed }
    }

    /// "Base `main` (merge base `1a2b3c4d5e6f`) → head `HEAD` · 12 changed files", or the diff read.
    static func changeLine(_ report: Report) -> String? {
        guard let change = report.change else { return nil }
        var parts: [String] = []
        if let base = change.base {
            var text = "Base " + MarkdownText.codeSpan(base)
            if let mergeBase = change.mergeBase { text += " (merge base " + MarkdownText.codeSpan(mergeBase) + ")" }
            text += " → head " + MarkdownText.codeSpan(change.head ?? "HEAD")
            parts.append(text)
        } else if let diff = change.diff {
            parts.append("Diff " + MarkdownText.codeSpan(diff))
        } else if let uncommitted = change.uncommitted {
            parts.append((uncommitted == .staged ? "Staged changes" : "Uncommitted changes") + " against " + MarkdownText.codeSpan("HEAD"))
        }
        parts.append(counted(change.changedFiles, "changed file"))
        return parts.joined(separator: " · ")
    }
}
