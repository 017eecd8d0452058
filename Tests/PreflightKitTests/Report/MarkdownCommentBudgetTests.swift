import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightModel
@testable import PreflightReport

/// Markdown reports fit one pull-request comment (GitHub refuses more than 65,536 characters),
/// name the change they are about, and put failed checklist items first in a review.
@Suite struct MarkdownCommentBudgetTests {
    static let commentLimit = 65_536

    /// A review with `findings` findings over `items` failed items, with long paths and messages.
    static func largeReview(findings: Int, items: Int = 8) -> Report {
        var verdicts: [ItemVerdict] = [
            ItemVerdict(id: "house/naming", text: "Names follow the house style", kind: .checklist, status: .passed,
                        documentPath: "Skills/house/SKILL.md", documentLine: 3),
            ItemVerdict(id: "house/thin", text: "Controllers stay thin", kind: .checklist, status: .manual,
                        reason: "a person judges it", documentPath: "Skills/house/SKILL.md", documentLine: 4),
        ]
        for item in 0..<items {
            let found = (0..<(findings / items)).map { index in
                Finding(ruleId: "house/rule-\(item):forbidden-call",
                        path: "Features/Module\(index % 40)/Sources/Screens/Some Rather Long Folder Name/File\(index).swift",
                        line: index + 1, column: 5,
                        message: "calls `.padding(16)` with a literal number; use the spacing tokens of the design system instead (item \(item))")
            }
            verdicts.append(ItemVerdict(id: "house/rule-\(item)", text: "Rule number \(item) of the house, stated at some length",
                                        kind: .rule, status: .failed, findings: found,
                                        documentPath: "Skills/house/SKILL.md", documentLine: 10 + item))
        }
        var report = Report(command: .review, skills: [SkillVerdicts(name: "house", path: "Skills/house/SKILL.md", items: verdicts)])
        report.change = ChangeSummary(base: "origin/main", mergeBase: "1a2b3c4d5e6f", head: "HEAD", changedFiles: 412)
        return report
    }

    static func fits(_ text: String) -> Bool {
        text.utf16.count < commentLimit && text.unicodeScalars.count < commentLimit && text.count < commentLimit
    }

    @Test func twoThousandFindingsFitOneComment() throws {
        let report = Self.largeReview(findings: 2_000)
        #expect(MarkdownReporter.renderWhole(report, options: ReportOptions()).utf16.count > Self.commentLimit)
        let text = MarkdownReporter.generateReport(report, options: ReportOptions())
        #expect(Self.fits(text), "\(text.utf16.count) UTF-16 units")
        // The summary, the header and every item are there.
        #expect(text.contains("✅ 1 passed · ❌ 8 failed · 📝 1 manual · ➖ 0 not applicable"))
        #expect(text.contains("Base `origin/main` (merge base `1a2b3c4d5e6f`) → head `HEAD` · 412 changed files"))
        for item in 0..<8 { #expect(text.contains("Rule number \(item) of the house")) }
        #expect(text.contains("Controllers stay thin") && text.contains("Names follow the house style"))
        // Each failed item lists its first findings and says where the rest are.
        #expect(text.contains("File0.swift:1:5"))
        #expect(text.contains("more, listed in the JSON and SARIF reports"))
        #expect(text.contains("the SARIF report (code scanning) and the JSON report hold them all"))
    }

    /// The review with a failed checklist item written after the passed and manual ones.
    static func reviewWithAFailedChecklistItem() -> Report {
        var report = largeReview(findings: 16)
        let finding = Finding(ruleId: "house/flag:forbidden-call", path: "App/Launch.swift", line: 3, column: 1, message: "ships unflagged")
        report.skills[0].items.insert(ItemVerdict(id: "house/flag", text: "New screens ship behind a flag", kind: .checklist,
                                                  status: .failed, findings: [finding], documentPath: "Skills/house/SKILL.md",
                                                  documentLine: 5), at: 2)
        return report
    }

    /// The checklist comes first and the rules after it (failed rules listed, passed and manual
    /// ones folded); within the checklist, a review puts the failed items first.
    @Test func failedItemsComeFirstInAReview() throws {
        let text = MarkdownReporter.generateReport(Self.reviewWithAFailedChecklistItem(), options: ReportOptions())
        let failed = try #require(text.range(of: "❌ **failed** · New screens ship behind a flag"))
        let passed = try #require(text.range(of: "- [x] Names follow the house style"))
        let manual = try #require(text.range(of: "📝 **manual** · Controllers stay thin"))
        let failedRule = try #require(text.range(of: "❌ **failed** · Rule number 0"))
        #expect(failed.lowerBound < passed.lowerBound)
        #expect(failed.lowerBound < manual.lowerBound)
        #expect(manual.lowerBound < failedRule.lowerBound)
        // A small report is left whole: no note, nothing cut.
        #expect(!text.contains("to fit one comment"))
    }

    @Test func anAuditKeepsTheDocumentsOrder() throws {
        var report = Self.reviewWithAFailedChecklistItem()
        report.command = .audit
        report.change = nil
        let text = MarkdownReporter.generateReport(report, options: ReportOptions())
        let passed = try #require(text.range(of: "- [x] Names follow the house style"))
        let failed = try #require(text.range(of: "❌ **failed** · New screens ship behind a flag"))
        #expect(passed.lowerBound < failed.lowerBound)
        #expect(!text.contains("changed file"))
    }

    /// Even thousands of failed items (one finding each) stay under the limit: the report is
    /// cut at a line, folded sections closed, with a last line saying where the rest is.
    @Test func thousandsOfItemsAreCutCleanly() {
        let report = Self.largeReview(findings: 3_000, items: 3_000)
        let text = MarkdownReporter.generateReport(report, options: ReportOptions())
        #expect(Self.fits(text))
        #expect(text.hasSuffix("the SARIF report (code scanning) and the JSON report hold all of it.\n"))
        #expect(text.contains("more lines not shown"))
        #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count)
    }

    @Test func theHeaderOfADiffReview() {
        var report = Self.largeReview(findings: 8)
        report.change = ChangeSummary(diff: "<stdin>", changedFiles: 1)
        let text = MarkdownReporter.generateReport(report, options: ReportOptions())
        #expect(text.contains("Diff `<stdin>` · 1 changed file\n"))
    }

    @Test func theHeaderOfAReviewOfUncommittedChanges() {
        var report = Self.largeReview(findings: 8)
        report.change = ChangeSummary(uncommitted: .staged, changedFiles: 3)
        #expect(MarkdownReporter.generateReport(report, options: ReportOptions()).contains("Staged changes against `HEAD` · 3 changed files\n"))
        report.change = ChangeSummary(uncommitted: .workingTree, changedFiles: 1)
        #expect(MarkdownReporter.generateReport(report, options: ReportOptions()).contains("Uncommitted changes against `HEAD` · 1 changed file\n"))
        #expect(JSONReporter.generateReport(report, options: ReportOptions()).contains("\"uncommitted\": \"working-tree\""))
        // `--base` alone reviews the commits up to HEAD.
        report.change = ChangeSummary(base: "main", changedFiles: 2)
        #expect(MarkdownReporter.generateReport(report, options: ReportOptions()).contains("Base `main` → head `HEAD` · 2 changed files\n"))
    }

    /// End to end: a real review of a change with 2,000 findings.
    @Test func aRealReviewOfAHugeChangeFits() throws {
        let repository = try ReviewRepository()
        var lines = ["import Foundation", ""]
        for index in 0..<1_000 { lines.append("func load\(index)() { let userID = \(index); print(userID) }") }
        try repository.write("Core/Api/Generated.swift", lines.joined(separator: "\n") + "\n")
        try repository.commit("A large generated change")
        let run = Probe.cli(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main", "--format", "json"])
        let total = run.out.components(separatedBy: "\"ruleId\"").count - 1
        #expect(total >= 2_000, "only \(total) findings")
        let markdown = Probe.cli(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main", "--head", "HEAD"])
        #expect(markdown.code == 1)
        #expect(Self.fits(markdown.out), "\(markdown.out.utf16.count)")
        #expect(markdown.out.contains("Base `main` (merge base `"))
        #expect(markdown.out.contains("→ head `HEAD` · 1 changed file"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let change = try #require(json["change"] as? [String: Any])
        #expect(change["base"] as? String == "main")
        #expect(change["changedFiles"] as? Int == 1)
    }
}
