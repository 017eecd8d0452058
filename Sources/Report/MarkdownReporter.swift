import PreflightCompiler
import PreflightDocument
import PreflightEngine
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// `--format md`: GitHub-flavoured Markdown for a pull-request comment, and for `checklist` a
/// list to paste in the pull request's description (its task-list lines can be ticked there).
///
/// ```
/// <!-- preflight:audit -->
/// ## Preflight audit of `MyApp`
///
/// ✅ 1 passed · ❌ 2 failed · 📝 2 manual (1 partly checked) · ➖ 1 not applicable — 1 finding (1 error)
///
/// ### swiftui
///
/// - [ ] ❌ **failed** · Mark `@State` properties private · `Skills/swiftui/SKILL.md:12`
///   - `Features/Home/Home View.swift:12:5` — State must be private
/// - [x] Use NavigationStack
/// - [ ] 🔎 **partly checked** · A sheet is driven by an `isShowing…` Bool and attached to … — checks passed; left for a person: “attached to …”
/// - [ ] 📝 **manual** · Every button has an accessibility label — needs a person · `Skills/swiftui/SKILL.md:42`
///
/// **Rules**
///
/// - [ ] ❌ **failed** · `@State` is always `private` · `Skills/swiftui/SKILL.md:80`
///   - ↑ 1 finding shown under “Mark `@State` properties private”
///
/// <details><summary>➖ 1 not applicable</summary>
///
/// - Kotlin files use … — no Kotlin file in scope
///
/// </details>
/// ```
///
/// A whole audit's summary line is followed by a table of the checks with the most findings.
/// Suspect checks' findings are listed after the skills, under "❔ Suspect readings — confirm or
/// fix", each check with how often it fires, its item and its findings as notes; an item only
/// suspect checks decided is a `- [ ] ❔ **suspect**` line.
///
/// Text from documents and checks keeps its code spans; everything else that Markdown or GitHub
/// would interpret (`*`, `_`, `[`, `]`, `<`, `|`, `~`, backslashes, unmatched backticks, entities,
/// `@mentions`) is escaped, and line breaks become spaces, so no message can break the list.
/// Past `options.visibleFindings`, an item's findings are folded in a `<details>` written as
/// HTML inside the list item, which keeps the list tight and the task lines intact.
public enum MarkdownReporter: Reporter {
    public static let identifier = "md"
    public static let description = "GitHub-flavoured Markdown: a PR comment or a checklist to paste in a PR."

    /// The whole report, however long; `generateReport` fits it into one PR comment.
    static func renderWhole(_ report: Report, options: ReportOptions) -> String {
        var blocks: [String] = []
        blocks.append("<!-- preflight:\(report.command.rawValue) -->\n" + heading(report, options: options))
        if let change = changeLine(report) { blocks.append(change) }
        if report.command == .checklist {
            blocks.append("The checklist items that apply to the files this change touches. "
                + "Checks decided the ticked and ❌ ones; tick the 📝 and 🔎 ones once a person has checked them.")
        }
        blocks.append(summaryLine(report.summary) + " — " + findingsLine(report.findingCounts))
        if let unlisted = report.unlistedText { blocks.append("> " + MarkdownText.inline(unlisted)) }
        if let top = topChecks(report) { blocks.append(top) }

        if report.skills.isEmpty { blocks.append("_No skill was checked._") }
        let context = Context(holders: report.firstHolders, texts: report.itemTexts, options: options)
        for skill in report.skills {
            blocks.append("### " + MarkdownText.inline(skill.name.isEmpty ? skill.path : skill.name))
            blocks += skillBlocks(skill, context: context, command: report.command)
        }

        if let suspect = suspectSection(report, options: options) { blocks.append(suspect) }
        if let runDetails = runDetails(report, options: options) { blocks.append(runDetails) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// What the item lines need besides the item: where each fault is shown in full.
    struct Context {
        var holders: [Finding: String]
        var texts: [String: String]
        var options: ReportOptions
    }

    /// The checklist as task lines; then the rules, failed and partly checked ones listed, passed
    /// and manual ones folded; then everything not applicable, folded.
    /// In a review or checklist, failed checklist items come first, where a reviewer starts.
    static func skillBlocks(_ skill: SkillVerdicts, context: Context, command: Report.Command) -> [String] {
        var blocks: [String] = []
        let checklist = skill.items.filter { $0.kind == .checklist && $0.status != .notApplicable }
        let rules = skill.items.filter { $0.kind == .rule && $0.status != .notApplicable }
        let notApplicable = skill.items.filter { $0.status == .notApplicable }
        if skill.items.isEmpty { blocks.append("_No items._") }
        if !checklist.isEmpty {
            blocks.append(ordered(checklist, command: command).map { itemLines($0, context: context) }.joined(separator: "\n"))
        }
        if !rules.isEmpty {
            let open = rules.filter { $0.status == .failed || $0.status == .partlyChecked || $0.status == .suspect }
            let passed = rules.filter { $0.status == .passed }
            let manual = rules.filter { $0.status == .manual }
            var lines: [String] = []
            if !checklist.isEmpty { lines.append("**Rules**") }
            if !open.isEmpty {
                if !lines.isEmpty { lines.append("") }
                lines.append(open.map { itemLines($0, context: context) }.joined(separator: "\n"))
            }
            if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
            if !passed.isEmpty {
                blocks.append(folded("✅ \(counted(passed.count, "passed rule"))", passed.map { itemLines($0, context: context) }))
            }
            if !manual.isEmpty {
                blocks.append(folded("📝 \(counted(manual.count, "manual rule"))", manual.map { itemLines($0, context: context) }))
            }
        }
        if !notApplicable.isEmpty {
            blocks.append(folded("➖ \(notApplicable.count) not applicable", notApplicable.map { item in
                var line = "- " + itemText(item)
                if let reason = reasonText(item) { line += " — " + reason }
                return line + " · " + documentPointer(item, options: context.options)
            }))
        }
        return blocks
    }

    static func folded(_ summary: String, _ lines: [String]) -> String {
        (["<details><summary>\(summary)</summary>", ""] + lines + ["", "</details>"]).joined(separator: "\n")
    }

    /// "3 findings (2 errors, 1 warning)", each fault counted once.
    package static func findingsLine(_ counts: FindingCounts) -> String {
        MarkdownText.inline(counts.plainText)
    }

    package static func heading(_ report: Report, options: ReportOptions) -> String {
        let root = options.rootName.singleLine
        if root.isEmpty || root == "." { return "## \(report.title)" }
        return "## \(report.title) of \(MarkdownText.codeSpan(root))"
    }

    package static func summaryLine(_ summary: Summary) -> String {
        "✅ \(summary.passed) passed · ❌ \(summary.failed) failed · 📝 \(summary.manual) manual\(summary.partlyText) · "
            + "➖ \(summary.notApplicable) not applicable" + (summary.suspect > 0 ? " · ❔ \(summary.suspect) suspect" : "")
    }

    static func itemText(_ item: ItemVerdict) -> String {
        let text = item.text.singleLine
        return MarkdownText.inline(text.isEmpty ? item.id : text)
    }

    static func reasonText(_ item: ItemVerdict) -> String? {
        guard let reason = item.reason?.singleLine, !reason.isEmpty else { return nil }
        return MarkdownText.inline(reason)
    }

    /// The task-list line of one item and, under it, its findings: in full where the item is the
    /// first to list them, else a pointer to the item that shows them (one fault, shown once).
    static func itemLines(_ item: ItemVerdict, context: Context) -> String {
        let options = context.options
        var line: String
        switch item.status {
        case .passed: line = "- [x] " + itemText(item)
        case .failed: line = "- [ ] ❌ **failed** · " + itemText(item)
        case .manual: line = "- [ ] 📝 **manual** · " + itemText(item)
        case .partlyChecked: line = "- [ ] 🔎 **partly checked** · " + itemText(item)
        case .notApplicable: line = "- ➖ " + itemText(item)
        case .suspect: line = "- [ ] ❔ **suspect** · " + itemText(item)
        }
        if item.status != .passed, let reason = reasonText(item) { line += " — " + reason }
        if let because = item.appliesBecause?.singleLine, !because.isEmpty {
            line += " · brought in by " + MarkdownText.codeSpan(because)
            if let why = item.appliesReason?.singleLine, !why.isEmpty { line += " (" + MarkdownText.inline(why) + ")" }
        } else if let why = item.appliesReason?.singleLine, !why.isEmpty {
            line += " · " + MarkdownText.inline(why)
        }
        if item.status != .passed {
            line += " · " + documentPointer(item, options: options)
        }
        var lines = [line]

        let ordered = item.orderedFindings
        let findings = ordered.filter { (context.holders[$0] ?? item.id) == item.id }
        var elsewhere: [String: Int] = [:]
        var holderOrder: [String] = []
        for finding in ordered where (context.holders[finding] ?? item.id) != item.id {
            let holder = context.holders[finding]!
            if elsewhere[holder] == nil { holderOrder.append(holder) }
            elsewhere[holder, default: 0] += 1
        }
        lines += findingLines(findings, item: item, options: options)
        for holder in holderOrder {
            let text = context.texts[holder].map { MarkdownText.inline($0.singleLine) } ?? MarkdownText.codeSpan(holder)
            // Item ids read `skill/slug`: name the skill when the finding is shown under another one.
            let skill = holder.split(separator: "/").first.map(String.init)
            let place = skill != item.id.split(separator: "/").first.map(String.init) ? skill.map { " (\(MarkdownText.inline($0)))" } ?? "" : ""
            lines.append("  - ↑ \(counted(elsewhere[holder]!, "finding")) shown under “\(text)”\(place)")
        }
        return lines.joined(separator: "\n")
    }

    /// Findings under a list line: the first `visibleFindings` as list items, the rest of the
    /// first `maxListedFindings` folded, the others counted.
    static func findingLines(_ findings: [Finding], item: ItemVerdict, options: ReportOptions) -> [String] {
        var lines: [String] = []
        let showRuleIds = Set(findings.map(\.ruleId)).count > 1 || findings.contains { $0.ruleIds.count > 1 }
        let listed = Array(findings.prefix(options.maxListedFindings))
        let unlisted = findings.count - listed.count
        let visible = Array(listed.prefix(options.visibleFindings))
        let folded = listed.dropFirst(visible.count)
        let unlistedNote = "…and \(unlisted) more, listed in the JSON and SARIF reports"
        for finding in visible {
            lines.append("  - " + findingMarkdown(finding, item: item, showRuleId: showRuleIds, options: options))
        }
        if !folded.isEmpty {
            let hidden = findings.count - visible.count
            let label = visible.isEmpty ? counted(hidden, "finding") : "\(hidden) more \(hidden == 1 ? "finding" : "findings")"
            lines.append("  <details><summary>\(label)</summary>")
            lines.append("  <ul>")
            for finding in folded {
                lines.append("  <li>" + findingHTML(finding, item: item, showRuleId: showRuleIds, options: options) + "</li>")
            }
            if unlisted > 0 { lines.append("  <li>\(unlistedNote)</li>") }
            lines.append("  </ul>")
            lines.append("  </details>")
        } else if unlisted > 0 {
            lines.append("  - " + unlistedNote)
        }
        return lines
    }

    /// The audit's checks with the most findings in the code, and the share of files each fires
    /// in; a suspect one is marked.
    static func topChecks(_ report: Report) -> String? {
        guard !report.topChecks.isEmpty else { return nil }
        let suspect = report.suspectChecks
        var lines = ["| Most findings (in the code, before suppressions and baselines) | findings | fires in |", "|---|---:|---|"]
        for entry in report.topChecks {
            let mark = suspect[entry.id] == nil ? "" : " ❔ suspect"
            lines.append("| \(MarkdownText.codeSpan(entry.id))\(mark) | \(entry.rate.findings) | "
                + "\(entry.rate.firingFiles) of \(counted(entry.rate.scopeFiles, "file")) (\(entry.rate.shareText)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// "Suspect readings — confirm or fix": each suspect check with its rate, the item it reads,
    /// and its findings (as notes: they decide nothing).
    static func suspectSection(_ report: Report, options: ReportOptions) -> String? {
        let readings = report.suspectReadings
        guard !readings.isEmpty else { return nil }
        var lines: [String] = []
        for reading in readings {
            lines.append("- " + MarkdownText.codeSpan(reading.id) + " " + MarkdownText.inline(reading.rate.firesText) + " · “"
                + itemText(reading.item) + "” · " + documentPointer(reading.item, options: options))
            lines += findingLines(reading.findings, item: reading.item, options: options)
        }
        return ["### ❔ " + SuspectText.title, MarkdownText.inline(SuspectText.explanation(report.suspectThreshold)),
                lines.joined(separator: "\n")].joined(separator: "\n\n")
    }

    static func levelMark(_ finding: Finding, item: ItemVerdict) -> String {
        switch finding.severity {
        case .error: return ""
        case .warning: return "⚠️ "
        case .note: return "ℹ️ "
        }
    }

    package static func place(_ finding: Finding) -> String {
        var place = "\(finding.path):\(max(1, finding.line))"
        if let column = finding.column { place += ":\(max(1, column))" }
        return place
    }

    /// `<base>/<encoded path>#L<line>` when `options.sourceLinkBase` is set.
    static func sourceLink(path: String, line: Int, options: ReportOptions) -> String? {
        guard var base = options.sourceLinkBase?.singleLine, !base.isEmpty else { return nil }
        while base.hasSuffix("/") { base.removeLast() }
        base = base.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "<", with: "%3C")
            .replacingOccurrences(of: ">", with: "%3E")
        return "\(base)/\(SARIFDocument.uri(path))#L\(max(1, line))"
    }

    /// `` `path:line` ``, linked to the source when a link base is known.
    package static func pointer(_ text: String, path: String, line: Int, options: ReportOptions) -> String {
        let code = MarkdownText.codeSpan(text)
        guard let url = sourceLink(path: path, line: line, options: options) else { return code }
        return "[\(code)](<\(url)>)"
    }

    static func pointerHTML(_ text: String, path: String, line: Int, options: ReportOptions) -> String {
        let code = "<code>" + MarkdownText.escapeHTML(text.singleLine) + "</code>"
        guard let url = sourceLink(path: path, line: line, options: options) else { return code }
        return "<a href=\"\(MarkdownText.escapeHTML(url))\">\(code)</a>"
    }

    static func documentPointer(_ item: ItemVerdict, options: ReportOptions) -> String {
        pointer("\(item.documentPath):\(item.documentLine)", path: item.documentPath, line: item.documentLine, options: options)
    }

    /// `` `path:line:col` — message `` (+ `` (`rule`) `` when the item's findings come from several rules).
    static func findingMarkdown(_ finding: Finding, item: ItemVerdict, showRuleId: Bool, options: ReportOptions) -> String {
        var text = levelMark(finding, item: item) + pointer(place(finding), path: finding.path, line: finding.line, options: options)
        let message = finding.message.singleLine
        if !message.isEmpty { text += " — " + MarkdownText.inline(message) }
        if showRuleId { text += " (" + finding.ruleIds.map { MarkdownText.codeSpan($0) }.joined(separator: ", ") + ")" }
        return text
    }

    /// The same, as HTML, for the folded part (Markdown is not read inside an HTML block).
    static func findingHTML(_ finding: Finding, item: ItemVerdict, showRuleId: Bool, options: ReportOptions) -> String {
        var text = levelMark(finding, item: item) + pointerHTML(place(finding), path: finding.path, line: finding.line, options: options)
        let message = finding.message.singleLine
        if !message.isEmpty { text += " — " + MarkdownText.inlineHTML(message) }
        if showRuleId {
            text += " (" + finding.ruleIds.map { "<code>" + MarkdownText.escapeHTML($0.singleLine) + "</code>" }.joined(separator: ", ") + ")"
        }
        return text
    }

    /// Skipped files and notices, folded at the end.
    static func runDetails(_ report: Report, options: ReportOptions) -> String? {
        let notices = report.orderedNotices
        let skipped = report.orderedSkippedFiles
        guard !notices.isEmpty || !skipped.isEmpty else { return nil }
        var parts: [String] = []
        if !notices.isEmpty { parts.append(counted(notices.count, "notice")) }
        if !skipped.isEmpty { parts.append(counted(skipped.count, "skipped file")) }
        var lines = ["<details><summary>\(parts.joined(separator: " · "))</summary>"]
        if !notices.isEmpty {
            lines += ["", "**Notices**", ""]
            for notice in notices {
                var line = "- " + (notice.severity == .note ? "ℹ️ " : "⚠️ ")
                line += notice.path.isEmpty ? "" : pointer(place(notice), path: notice.path, line: notice.line, options: options) + " — "
                line += MarkdownText.inline(notice.message.singleLine) + " (" + MarkdownText.codeSpan(notice.ruleId) + ")"
                lines.append(line)
            }
        }
        if !skipped.isEmpty {
            lines += ["", "**Skipped files**", ""]
            for entry in skipped {
                lines.append("- " + MarkdownText.codeSpan(entry.path) + " — " + MarkdownText.inline(entry.reason.singleLine))
            }
        }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n")
    }
}
