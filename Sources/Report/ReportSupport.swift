import Foundation
import PreflightCompiler
import PreflightEngine
import PreflightModel
import PreflightSwiftSource

/// Shared ordering and wording for the reporters, so every format agrees on what comes first
/// and on how a finding's level follows from its item's verdict.

/// A finding together with the item (and skill) it belongs to.
struct LocatedFinding {
    package var finding: Finding
    package var item: ItemVerdict
    package var skill: SkillVerdicts

    /// The level a finding is shown at: `error` when its item failed (SPEC), otherwise its own
    /// severity, with `error` lowered to `warning` because it did not fail the run.
    package var level: Severity { ReportLevel.of(finding, in: item) }
}

enum ReportLevel {
    package static func of(_ finding: Finding, in item: ItemVerdict) -> Severity {
        if item.status == .failed { return .error }
        return finding.severity == .error ? .warning : finding.severity
    }
}

extension Finding {
    /// `Finding.ordered`, then the fields it leaves out, so that sorting never depends on input order.
    static func totallyOrdered(_ a: Finding, _ b: Finding) -> Bool {
        if ordered(a, b) { return true }
        if ordered(b, a) { return false }
        if a.severity != b.severity { return a.severity < b.severity }
        return (a.column ?? 0) < (b.column ?? 0)
    }
}

extension ItemVerdict {
    var orderedFindings: [Finding] { findings.sorted(by: Finding.totallyOrdered) }
}

extension Report {
    /// Every finding of every item, in `Finding.ordered` order (ties: skill, then item).
    var locatedFindings: [LocatedFinding] {
        var all: [(LocatedFinding, Int)] = []
        var position = 0
        for skill in skills {
            for item in skill.items {
                for finding in item.findings {
                    all.append((LocatedFinding(finding: finding, item: item, skill: skill), position))
                    position += 1
                }
            }
        }
        all.sort { lhs, rhs in
            if Finding.totallyOrdered(lhs.0.finding, rhs.0.finding) { return true }
            if Finding.totallyOrdered(rhs.0.finding, lhs.0.finding) { return false }
            return lhs.1 < rhs.1
        }
        // A check several items carry yields the same finding under each: report it once.
        var seen = Set<Finding>()
        return all.map(\.0).filter { seen.insert($0.finding).inserted }
    }

    var orderedSkippedFiles: [(path: String, reason: String)] {
        skippedFiles.sorted { $0.path != $1.path ? $0.path < $1.path : $0.reason < $1.reason }
    }

    var orderedNotices: [Finding] { notices.sorted(by: Finding.totallyOrdered) }

    /// "Preflight audit", "Preflight review", "Pre-delivery checklist".
    package var title: String {
        switch command {
        case .audit: return "Preflight audit"
        case .review: return "Preflight review"
        case .checklist: return "Pre-delivery checklist"
        }
    }

    /// "Preflight audit of MyApp", or the bare title when the root has no name of its own.
    func headline(root: String) -> String {
        let name = root.singleLine
        return name.isEmpty || name == "." ? title : "\(title) of \(name)"
    }
}

extension Summary {
    /// "12 passed, 2 failed, 5 manual, 3 not applicable".
    var plainText: String {
        "\(passed) passed, \(failed) failed, \(manual) manual, \(notApplicable) not applicable"
    }
}

/// "1 finding", "3 findings".
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
}

extension String {
    /// Newlines and tabs as single spaces, other control characters (ESC included) dropped,
    /// ends trimmed: one record per line in every line-based format, and no stray terminal codes.
    var singleLine: String {
        var result = ""
        var lastWasBreak = false
        for character in self {
            if character.isNewline || character == "\t" {
                if !lastWasBreak { result.append(" ") }
                lastWasBreak = true
            } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                continue
            } else {
                result.append(character)
                lastWasBreak = false
            }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}

extension Report {
    /// The report with every text that came from the inputs made `displaySafe`.
    package var displaySafe: Report {
        var copy = self
        copy.skills = skills.map { skill in
            var skill = skill
            skill.name = skill.name.displaySafe
            skill.path = skill.path.displaySafe
            skill.items = skill.items.map { item in
                var item = item
                item.text = item.text.displaySafe
                item.reason = item.reason?.displaySafe
                item.documentPath = item.documentPath.displaySafe
                item.appliesBecause = item.appliesBecause?.displaySafe
                item.findings = item.findings.map(\.displaySafe)
                return item
            }
            return skill
        }
        copy.notices = notices.map(\.displaySafe)
        copy.skippedFiles = skippedFiles.map { ($0.path.displaySafe, $0.reason.displaySafe) }
        return copy
    }
}

extension Finding {
    package var displaySafe: Finding {
        var copy = self
        copy.path = path.displaySafe
        copy.message = message.displaySafe
        copy.ruleId = ruleId.displaySafe
        return copy
    }
}
