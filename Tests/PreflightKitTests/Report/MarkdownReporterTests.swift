import CCmarkGFM
import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

@Suite struct MarkdownReporterTests {
    let output = MarkdownReporter.generateReport(ReportFixtures.audit, options: ReportOptions(rootName: "My App"))
    var lines: [String] { output.components(separatedBy: "\n") }

    @Test func headingAndSummaryLine() {
        #expect(output.hasPrefix("<!-- preflight:audit -->\n## Preflight audit of `My App`\n\n"))
        // Items, then faults: each counted once, at the severity every format shows.
        #expect(lines.contains("✅ 2 passed · ❌ 2 failed · 📝 1 manual · ➖ 1 not applicable — 11 findings (10 errors, 1 warning)"))
        #expect(lines.contains("### swiftui"))
        #expect(lines.contains("### logging"))
        #expect(output.hasSuffix("</details>\n"))
    }

    @Test func oneTaskLinePerItemWithItsMark() {
        #expect(lines.contains("- [ ] ❌ **failed** · Mark `@State` properties private · `Skills/swiftui/SKILL.md:12`"))
        #expect(lines.contains("- [x] Use NavigationStack, not NavigationView"))
        #expect(lines.contains("- [ ] 📝 **manual** · Every icon-only button has an accessibility label"
            + " — no check can tell an icon-only button from its look · `Skills/swiftui/SKILL.md:42`"))
        // Not applicable: folded after the list with its reason, not a task line.
        #expect(!output.contains("- [ ] ➖"))
        #expect(output.contains("<details><summary>➖ 1 not applicable</summary>\n\n"
            + "- Kotlin view models end in `ViewModel` — no Kotlin file in scope · `Skills/swiftui/SKILL.md:50`\n\n</details>"))
    }

    @Test func findingsUnderTheFailedItemInOrderAndEscaped() throws {
        let failed = try #require(lines.firstIndex { $0.hasPrefix("- [ ] ❌ **failed** · Mark") })
        #expect(lines[failed + 1] == "  - `Features/Home/Home View.swift:12:5` — State `count` must be private \\| see \\<docs> & `@MainActor`")
        #expect(lines[failed + 2] == "  - `Features/Réglages/Écran.swift:3` — State must be private")
        #expect(lines[failed + 3] == "- [x] Use NavigationStack, not NavigationView")
        // A non-deciding finding of a passed item is listed as a warning.
        #expect(lines.contains("  - ⚠️ `Sources/App/Big File.swift:1` — File has 900 lines"))
    }

    @Test func foldsFindingsPastFive() throws {
        let failed = try #require(lines.firstIndex { $0.hasPrefix("- [ ] ❌ **failed** · No `print(`") })
        #expect(lines[failed] == "- [ ] ❌ **failed** · No `print(` in app code; use the logger · `Skills/logging/SKILL.md:7`")
        // Two rules behind the item: each finding names its rule. Line breaks in messages become spaces.
        #expect(lines[failed + 1] == "  - `Sources/App/Logger.swift:10:9` — `print(` is forbidden use Logger (`logging/no-nslog`)")
        #expect(lines[failed + 5] == "  - `Sources/App/Logger.swift:50:9` — `print(` is forbidden use Logger (`logging/no-nslog`)")
        #expect(lines[failed + 6] == "  <details><summary>3 more findings</summary>")
        #expect(lines[failed + 7] == "  <ul>")
        #expect(lines[failed + 8] == "  <li><code>Sources/App/Logger.swift:60:9</code> — <code>print(</code> is forbidden use Logger (<code>logging/no-print</code>)</li>")
        #expect(lines[failed + 11] == "  </ul>")
        #expect(lines[failed + 12] == "  </details>")
    }

    @Test func foldsEverythingWhenNothingIsVisible() {
        let folded = MarkdownReporter.generateReport(ReportFixtures.audit, options: ReportOptions(visibleFindings: 0))
        #expect(folded.contains("  <details><summary>8 findings</summary>"))
        #expect(folded.contains("  <details><summary>2 findings</summary>"))
    }

    @Test func capsHowManyFindingsAreListed() {
        let capped = MarkdownReporter.generateReport(ReportFixtures.audit, options: ReportOptions(visibleFindings: 2, maxListedFindings: 4))
        #expect(capped.contains("""
          - `Sources/App/Logger.swift:20:9` — `print(` is forbidden use Logger (`logging/no-print`)
          <details><summary>6 more findings</summary>
          <ul>
          <li><code>Sources/App/Logger.swift:30:9</code> — <code>print(</code> is forbidden use Logger (<code>logging/no-nslog</code>)</li>
          <li><code>Sources/App/Logger.swift:40:9</code> — <code>print(</code> is forbidden use Logger (<code>logging/no-print</code>)</li>
          <li>…and 4 more, listed in the JSON and SARIF reports</li>
          </ul>
          </details>
        """))
        let unfolded = MarkdownReporter.generateReport(ReportFixtures.audit, options: ReportOptions(visibleFindings: 9, maxListedFindings: 3))
        #expect(unfolded.contains("  - `Sources/App/Logger.swift:30:9` — `print(` is forbidden use Logger (`logging/no-nslog`)\n"
            + "  - …and 5 more, listed in the JSON and SARIF reports\n\n<details><summary>✅ 1 passed rule</summary>\n\n- [x] Keep files short"))
    }

    @Test func linksPointersToTheSourceWhenGivenABase() {
        let options = ReportOptions(visibleFindings: 1, sourceLinkBase: "https://github.com/o/r/blob/abc123/")
        let linked = MarkdownReporter.generateReport(ReportFixtures.audit, options: options)
        #expect(linked.contains("- [ ] ❌ **failed** · Mark `@State` properties private · "
            + "[`Skills/swiftui/SKILL.md:12`](<https://github.com/o/r/blob/abc123/Skills/swiftui/SKILL.md#L12>)\n"
            + "  - [`Features/Home/Home View.swift:12:5`](<https://github.com/o/r/blob/abc123/Features/Home/Home%20View.swift#L12>) — "))
        #expect(linked.contains("<li><a href=\"https://github.com/o/r/blob/abc123/Features/R%C3%A9glages/%C3%89cran.swift#L3\">"
            + "<code>Features/Réglages/Écran.swift:3</code></a> — State must be private</li>"))
        let html = CommonMark.html(linked)
        #expect(html.contains("<a href=\"https://github.com/o/r/blob/abc123/Features/Home/Home%20View.swift#L12\"><code>Features/Home/Home View.swift:12:5</code></a>"))
    }

    @Test func skippedFilesAndNoticesFoldedAtTheEnd() {
        #expect(output.contains("""
        <details><summary>1 notice · 2 skipped files</summary>

        **Notices**

        - ⚠️ `Sources/App/A.swift:3` — unknown rule id 'foo' in a suppression (`preflight/unknown-suppression`)

        **Skipped files**

        - `Assets/blob.dat` — not UTF-8
        - `Assets/huge.json` — larger than 1 MB

        </details>
        """))
    }

    @Test func checklistIsPasteableWithWhatBroughtEachItemIn() {
        let text = MarkdownReporter.generateReport(ReportFixtures.checklist, options: ReportOptions())
        #expect(text.hasPrefix("<!-- preflight:checklist -->\n## Pre-delivery checklist\n\n"))
        #expect(text.contains("- [ ] ❌ **failed** · Mark `@State` properties private · brought in by `Features/Home/HomeView.swift` · `Skills/swiftui/SKILL.md:12`\n"))
        #expect(text.contains("- [x] Use NavigationStack, not NavigationView · brought in by `Features/Settings/Settings View.swift`\n"))
        #expect(text.contains("- [ ] 📝 **manual** · Every icon-only button has an accessibility label — no check can tell an icon-only button from its look · brought in by `Features/Home/HomeView.swift` · `Skills/swiftui/SKILL.md:42`\n"))
        // GitHub reads every item as a task it can tick.
        let html = CommonMark.html(text)
        #expect(html.components(separatedBy: "type=\"checkbox\"").count - 1 == 3)
    }

    @Test func cleanReportHasNoFoldsAndEmptyReportSaysSo() {
        let clean = MarkdownReporter.generateReport(ReportFixtures.clean, options: ReportOptions())
        #expect(clean == """
        <!-- preflight:review -->
        ## Preflight review

        ✅ 1 passed · ❌ 0 failed · 📝 0 manual · ➖ 0 not applicable — 0 findings

        ### swiftui

        - [x] Use NavigationStack, not NavigationView

        """)
        let empty = MarkdownReporter.generateReport(Report(command: .audit, skills: []), options: ReportOptions())
        #expect(empty.contains("_No skill was checked._"))
        let noItems = MarkdownReporter.generateReport(
            Report(command: .audit, skills: [SkillVerdicts(name: "x", path: "x/SKILL.md", items: [])]), options: ReportOptions())
        #expect(noItems.contains("### x\n\n_No items._\n"))
    }

    /// Rendered by cmark-gfm as GitHub does: the lists hold exactly the items, the task items
    /// are checkboxes, the lists stay tight, and no message leaks raw HTML.
    @Test func rendersAsOneTightTaskListPerSkill() {
        let html = CommonMark.html(output)
        #expect(html.components(separatedBy: "type=\"checkbox\"").count - 1 == 5)
        #expect(html.components(separatedBy: "checked=\"\"").count - 1 == 2)
        #expect(!html.contains("<li>\n<p>") && !html.contains("<li><p>"))
        #expect(html.contains("&lt;docs&gt;"))
        #expect(!html.contains("<docs>"))
        #expect(html.contains("<code>@MainActor</code>"))
        #expect(html.contains("<details><summary>3 more findings</summary>"))
        // Each folded finding stays inside the logging list's failed item.
        let folded = html.components(separatedBy: "<details><summary>3 more findings</summary>").last ?? ""
        let inside = folded.components(separatedBy: "</details>").first ?? ""
        #expect(inside.components(separatedBy: "<li><code>Sources/App/Logger.swift:").count - 1 == 3)
        #expect(folded.contains("</details>\n</li>\n</ul>"))
    }

    @Test func escapingKeepsCodeSpansAndNeutralisesTheRest() {
        #expect(MarkdownText.inline("a | b") == "a \\| b")
        #expect(MarkdownText.inline("use `a|b` here") == "use `a|b` here")
        #expect(MarkdownText.inline("one ` tick") == "one \\` tick")
        #expect(MarkdownText.inline("**bold** _it_ [link](x) ~~s~~ <b>") == "\\*\\*bold\\*\\* \\_it\\_ \\[link\\](x) \\~\\~s\\~\\~ \\<b>")
        #expect(MarkdownText.inline("&amp; & x") == "\\&amp; & x")
        #expect(MarkdownText.inline("ping @octocat, mail a@b.c") == "ping `@octocat`, mail a@b.c")
        #expect(MarkdownText.inline("line\none\r\ntwo") == "line one two")
        #expect(MarkdownText.codeSpan("a`b") == "``a`b``")
        #expect(MarkdownText.codeSpan("`x`") == "`` `x` ``")
        #expect(MarkdownText.inlineHTML("a <b> `c<d>` @e") == "a &lt;b&gt; <code>c&lt;d&gt;</code> <code>@e</code>")
        let html = CommonMark.html("- " + MarkdownText.inline("a | `b` <i>x</i> \\ *y* ` z"))
        #expect(html == "<ul>\n<li>a | <code>b</code> &lt;i&gt;x&lt;/i&gt; \\ *y* ` z</li>\n</ul>\n")
        let path = CommonMark.html("- " + MarkdownText.codeSpan("odd`name .swift:1"))
        #expect(path == "<ul>\n<li><code>odd`name .swift:1</code></li>\n</ul>\n")
    }

    @Test func deterministic() {
        let again = MarkdownReporter.generateReport(ReportFixtures.audit, options: ReportOptions(rootName: "My App"))
        let shuffled = MarkdownReporter.generateReport(ReportFixtures.shuffled(ReportFixtures.audit), options: ReportOptions(rootName: "My App"))
        #expect(output == again)
        #expect(output == shuffled)
    }
}

/// cmark-gfm with GitHub's extensions, raw HTML kept (GitHub sanitises afterwards; we only look).
enum CommonMark {
    static func html(_ markdown: String) -> String {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in ["table", "tasklist", "strikethrough", "autolink", "tagfilter"] {
            if let extension_ = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extension_)
            }
        }
        let bytes = Array(markdown.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
