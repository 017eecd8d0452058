import Foundation
import PreflightCompiler
import PreflightEngine
import PreflightModel
import PreflightSwiftSource

/// Shared ordering and wording for the reporters, so every format agrees on what comes first.
/// Every format shows a finding at its own severity (decided by the engine from the statement
/// and the configuration) and counts each fault once (`Report.findings`).

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
    /// For each fault, the first item (in report order) that lists it: where the Markdown report
    /// shows it in full, the other items it breaks pointing back there.
    var firstHolders: [Finding: String] {
        var holders: [Finding: String] = [:]
        for item in skills.flatMap(\.items) {
            for finding in item.findings where holders[finding] == nil { holders[finding] = item.id }
        }
        return holders
    }

    /// Item id → its text, for "shown under …" pointers.
    var itemTexts: [String: String] {
        Dictionary(skills.flatMap(\.items).map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
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
    /// "12 passed, 2 failed, 5 manual (1 partly checked), 3 not applicable", then ", 1 suspect"
    /// when an item is.
    var plainText: String {
        "\(passed) passed, \(failed) failed, \(manual) manual\(partlyText), \(notApplicable) not applicable"
            + (suspect > 0 ? ", \(suspect) suspect" : "")
    }

    /// " (1 partly checked)", or nothing.
    var partlyText: String { partlyChecked > 0 ? " (\(partlyChecked) partly checked)" : "" }
}

extension Report {
    /// "12,345 more findings are counted but not listed …": nil when every finding is listed.
    var unlistedText: String? {
        guard !unlisted.isEmpty else { return nil }
        let checks = unlisted.map { "\($0.checkId) \(counted($0.count, "finding"))" + ($0.suspect ? " (suspect)" : "") }
        return "\(counted(unlistedTotal, "more finding")) counted but not listed: a report lists at most \(limits.perCheck) "
            + "findings of one check and \(limits.perRun) in all (" + checks.joined(separator: "; ") + ")"
    }
}

extension FindingCounts {
    /// "3 findings (2 errors, 1 warning); 4 baselined findings hidden". Every format prints
    /// this same count: one per fault, whatever number of items it breaks.
    var plainText: String {
        var parts: [String] = []
        if errors > 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        if notes > 0 { parts.append(counted(notes, "note")) }
        var text = counted(total, "finding") + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
        if baselined > 0 { text += "; \(counted(baselined, "baselined finding")) hidden" }
        if suspect > 0 { text += "; \(counted(suspect, "suspect finding"))" }
        return text
    }
}

/// A suspect check as the formats list it, in their section of its own: its rate, the first
/// item (in report order) that carries it, and its findings (each fault under its leading check).
struct SuspectReading {
    var id: String
    var rate: FiringRate
    var item: ItemVerdict
    var findings: [Finding]
}

extension Report {
    /// The suspect checks this report speaks of — those with a finding here, and those that
    /// decided a suspect item — in report order. A suspect check the run never met (a review
    /// that touches nothing it looks at) is left out.
    var suspectReadings: [SuspectReading] {
        let findings = Dictionary(grouping: suspectFindings, by: \.ruleId)
        var readings: [SuspectReading] = []
        var seen = Set<String>()
        for item in skills.flatMap(\.items) {
            for check in item.checks {
                guard let rate = check.suspect, findings[check.id] != nil || item.status == .suspect,
                      seen.insert(check.id).inserted else { continue }
                readings.append(SuspectReading(id: check.id, rate: rate, item: item, findings: findings[check.id] ?? []))
            }
        }
        return readings
    }

    /// Every fault once, suspect ones included, in one order (SARIF results, JSON per item).
    var allFaults: [Finding] {
        (findings + suspectFindings).sorted(by: Report.orderedFaults)
    }
}

extension SuspectReading {
    /// "`id` fires in 120 of the 600 files it looks at (20.0%)".
    var headline: String { "\(id) \(rate.firesText)" }
}

/// How the formats title and explain the section of suspect readings.
enum SuspectText {
    static let title = "Suspect readings — confirm or fix"

    /// What a suspect finding says after its message in the line-based formats.
    static func note(_ rate: FiringRate) -> String {
        "suspect reading: its check \(rate.firesText); confirm the check or fix its reading"
    }

    /// Why these checks are set apart, and how to take them back.
    static func explanation(_ threshold: SuspectThreshold) -> String {
        "These checks fire in \(threshold.ruleText): more than a convention the code follows would, so they most "
            + "likely misread their statement. Their findings fail nothing until a person confirms the check "
            + "(`confirm: [check-id]` in `.preflight.yml`, or `confirm: true` in the statement's annotation) or fixes the statement."
    }
}

extension Finding {
    /// "[rule-a, rule-b]": every check that found the fault.
    var ruleList: String { "[" + ruleIds.joined(separator: ", ") + "]" }
}

/// "1 finding", "3 findings".
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
}

extension String {
    /// Newlines and tabs as single spaces, other control characters (ESC included) dropped,
    /// ends trimmed: one record per line in every line-based format, and no stray terminal codes.
    var singleLine: String {
        // Nearly every text is already one clean line; saying so from the bytes spares the
        // per-character walk (a report makes hundreds of these).
        isCleanSingleLine ? self : collapsedToOneLine
    }

    /// `singleLine`, character by character.
    var collapsedToOneLine: String {
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

    /// No control character (C0, DEL, C1: NEL among them), no line or paragraph separator, and
    /// printable ASCII at both ends, so nothing to trim: `singleLine` would return the text as is.
    var isCleanSingleLine: Bool {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last,
              (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) else { return false }
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return false }
            // U+0080–U+009F are C2 80–C2 9F; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            if previous == 0xC2, byte < 0xA0 { return false }
            if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 { return false }
            beforePrevious = previous
            previous = byte
        }
        return true
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
                item.suspectFindings = item.suspectFindings.map(\.displaySafe)
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
