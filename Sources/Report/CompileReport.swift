import Foundation
import PreflightChecks
import PreflightCompiler
import PreflightEngine
import PreflightModel

/// `preflight compile` output: every item with its source line, its checks (parameters,
/// origin, example confirmations) or why it stays manual, contradictions, and coverage.
public enum CompileReport {
    public static func markdown(_ ruleSet: RuleSet) -> String {
        var out = "# Preflight: compiled rule set\n\n"
        for skill in ruleSet.skills {
            let checklist = skill.items.filter { $0.statement.kind == .checklist }
            let rules = skill.items.filter { $0.statement.kind == .rule }
            out += "## \(MarkdownText.escapePlain(skill.name))\n\n"
            out += "`\(skill.path)` · \(counted(checklist.count, "checklist item")) · \(counted(rules.count, "rule"))\n\n"
            if !checklist.isEmpty {
                out += "### Checklist\n\n"
                for item in checklist { out += render(item, skill: skill) }
                out += "\n"
            }
            if !rules.isEmpty {
                out += "### Rules\n\n"
                for item in rules { out += render(item, skill: skill) }
                out += "\n"
            }
            if !skill.contradictions.isEmpty {
                out += "### Contradictions\n\n"
                for contradiction in skill.contradictions {
                    out += "- ⚠️ `\(contradiction.checkId)` (\(skill.path):\(contradiction.itemLine)): "
                        + MarkdownText.inline(contradiction.message) + " (\(skill.path):\(contradiction.exampleLine))\n"
                }
                out += "\n"
            }
            out += notRulesSection(skill)
            for warning in skill.warnings { out += "> ⚠️ \(MarkdownText.escapePlain(warning))\n\n" }
        }
        out += coverageLine(ruleSet.coverage) + "\n"
        return out
    }

    package static func render(_ item: CompiledItem, skill: CompiledSkill) -> String {
        let place = "\(skill.path):\(item.statement.line)"
        var out = "- "
        if item.disabled {
            out += "⏸ **disabled** "
        } else if item.status == .executable {
            out += item.checks.contains(where: \.isConfirmed) ? "✅ **executable, confirmed** " : "⚙️ **executable** "
        } else {
            out += "📝 **manual** "
        }
        out += MarkdownText.inline(item.statement.text) + " — `\(place)` · `\(item.id)`\n"
        if let modality = item.statement.modality, item.statement.kind == .rule {
            out += "  - modality: \(modality.rawValue)\n"
        }
        // How the sentence was read, so an author sees what each part became.
        for frame in item.frames {
            out += "  - read as: \(MarkdownText.inline(frame))\n"
        }
        for check in item.checks {
            let inherited = check.statementId != item.id ? " (from `\(check.statementId)`)" : ""
            out += "  - `\(check.id)` **\(check.kind)**: \(MarkdownText.inline(check.check.summary))\(inherited)\n"
            // YAML flow values: a line pastes into an annotation and means the same check.
            let parameters = check.check.parameters.map { "\($0.name): \(MarkdownText.codeSpan($0.value.yamlFlow))" }
            out += "    - parameters: " + parameters.joined(separator: " · ") + "\n"
            if let covers = check.covers, check.statementId == item.id,
               covers != item.statement.text.trimmingCharacters(in: CharacterSet(charactersIn: " .!?。")) {
                out += "    - decides: “\(MarkdownText.inline(covers))”\n"
            }
            if check.severity != .error { out += "    - severity: \(check.severity.rawValue)\n" }
            if check.newCodeOnly { out += "    - on new code only: `review` judges only the lines a change adds; `audit` leaves it out (the code already there is what the rule accepts)\n" }
            out += "    - " + (check.isConfirmed
                ? "confirmed by \(counted(check.confirmations.count, "example")) (lines \(check.confirmations.map(String.init).joined(separator: ", ")))"
                : "unconfirmed (no example in the document exercises it)") + "\n"
        }
        if !item.uncheckedParts.isEmpty {
            out += "  - left for a person: " + item.uncheckedParts.map { "“\(MarkdownText.inline($0))”" }.joined(separator: "; ") + "\n"
        }
        if let reason = item.reason, item.status == .manual || item.disabled {
            out += "  - reason: \(MarkdownText.inline(reason))\n"
        }
        // A ban left to a person by its escape: what `escapes: warn` would run.
        for check in item.escapedChecks {
            out += "  - with `escapes: warn`: `\(check.id)` **\(check.kind)**: \(MarkdownText.inline(check.check.summary)), "
                + "a warning naming “\(MarkdownText.inline(check.escape ?? ""))”\n"
        }
        if item.statement.kind == .checklist, !item.statement.linkedRuleIds.isEmpty {
            out += "  - explained by: " + item.statement.linkedRuleIds.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// The blocks that became no item, folded, counted by role: an author sees that a sample
    /// report or a table was read as what it is, and that no line was dropped without a word.
    static func notRulesSection(_ skill: CompiledSkill) -> String {
        guard !skill.notRules.isEmpty else { return "" }
        let counts = BlockRole.allCases.compactMap { role -> String? in
            let count = skill.notRules.filter { $0.role == role }.count
            return count == 0 ? nil : "\(count) \(role.rawValue)"
        }
        var out = "<details><summary>Not read as rules: \(counted(skill.notRules.count, "block")) (\(counts.joined(separator: ", ")))</summary>\n\n"
        for entry in skill.notRules {
            out += "- `\(skill.path):\(entry.line)` · \(entry.role.rawValue) · \(MarkdownText.inline(entry.text))\n"
        }
        return out + "\n</details>\n\n"
    }

    public static func coverageLine(_ coverage: Coverage) -> String {
        "**Coverage:** \(counted(coverage.items, "item")), \(coverage.executable) executable, \(coverage.confirmed) confirmed by examples, "
            + "\(coverage.manual) manual, \(counted(coverage.contradictions, "contradiction")) · checklist: "
            + "\(coverage.checklistExecutable) of \(coverage.checklistItems) executable · "
            + "\(coverage.checksConfirmed) of \(counted(coverage.checks, "check")) confirmed by the document's examples"
    }

    /// `scopes`: with `--against PATH`, what each scope glob reaches there.
    public static func json(_ ruleSet: RuleSet, scopes: [ScopeCoverage]? = nil) -> String {
        let coverage = ruleSet.coverage
        var document = JSONValue.object([
            ("version", .int(1)),
            ("skills", .array(ruleSet.skills.map(skill))),
            ("coverage", .object([
                ("items", .int(coverage.items)), ("executable", .int(coverage.executable)),
                ("confirmed", .int(coverage.confirmed)), ("manual", .int(coverage.manual)),
                ("contradictions", .int(coverage.contradictions)), ("checklistItems", .int(coverage.checklistItems)),
                ("checklistExecutable", .int(coverage.checklistExecutable)),
                ("checks", .int(coverage.checks)), ("checksConfirmed", .int(coverage.checksConfirmed)),
            ])),
        ])
        if let scopes, case let .object(fields) = document {
            document = .object(fields + [("scopes", ScopeCoverageReport.json(scopes))])
        }
        return document.pretty() + "\n"
    }

    package static func skill(_ skill: CompiledSkill) -> JSONValue {
        .object([
            ("name", .string(skill.name)),
            ("path", .string(skill.path)),
            ("items", .array(skill.items.map(item))),
            ("contradictions", .array(skill.contradictions.map { contradiction in
                .object([("itemId", .string(contradiction.itemId)), ("checkId", .string(contradiction.checkId)),
                         ("itemLine", .int(contradiction.itemLine)), ("exampleLine", .int(contradiction.exampleLine)),
                         ("message", .string(contradiction.message))])
            })),
            ("warnings", .array(skill.warnings.map(JSONValue.string))),
            ("notRules", .array(skill.notRules.map { entry in
                .object([("path", .string(skill.path)), ("line", .int(entry.line)), ("role", .string(entry.role.rawValue)),
                         ("text", .string(entry.text))])
            })),
        ])
    }

    package static func item(_ item: CompiledItem) -> JSONValue {
        .object([
            ("id", .string(item.id)),
            ("text", .string(item.statement.text)),
            ("line", .int(item.statement.line)),
            ("kind", .string(item.statement.kind.rawValue)),
            ("status", .string(item.disabled ? "manual" : item.status.rawValue)),
            ("section", .array(item.statement.sectionPath.map(JSONValue.string))),
            ("modality", item.statement.modality.map { .string($0.rawValue) } ?? .null),
            ("codeSpans", .array(item.statement.codeSpans.map(JSONValue.string))),
            ("linkedRules", .array(item.statement.linkedRuleIds.map(JSONValue.string))),
            ("checks", .array(item.checks.map(check))),
            ("escapedChecks", .array(item.escapedChecks.map(check))),
            ("uncheckedParts", .array(item.uncheckedParts.map(JSONValue.string))),
            ("frames", .array(item.frames.map(JSONValue.string))),
            ("missing", .array(item.missing.map(JSONValue.string))),
            ("reason", item.reason.map(JSONValue.string) ?? .null),
            ("disabled", .bool(item.disabled)),
        ])
    }

    package static func check(_ check: CompiledCheck) -> JSONValue {
        // The parameters are the check's own encoding: `kind` and these keys, pasted into an
        // annotation, decode to an equal check.
        var fields: [(String, JSONValue)] = [("id", .string(check.id)), ("kind", .string(check.kind))]
        fields += check.check.parameters.map { ($0.name, $0.value) }
        fields += [
            ("description", .string(check.check.summary)),
            ("origin", .string(check.origin)),
            ("severity", .string(check.severity.rawValue)),
            ("source", .string(check.statementId)),
            ("covers", check.covers.map(JSONValue.string) ?? .null),
            ("newCodeOnly", .bool(check.newCodeOnly)),
            ("confirmedBy", .array(check.confirmations.map(JSONValue.int))),
        ]
        if let escape = check.escape { fields.append(("escape", .string(escape))) }
        return .object(fields)
    }
}
