import Foundation
import PreflightModel
import PreflightReport
import PreflightRepository

/// The four outputs of `preflight validate`. Each says plainly when no skill was found.
public enum ValidationFormat: String, CaseIterable, Sendable {
    case text, md, json, sarif
}

extension ValidationReport {
    public func render(_ format: ValidationFormat, color: Bool = false) -> String {
        switch format {
        case .text: return displaySafe.renderText(color: color)
        case .md: return renderMarkdown().displaySafe
        case .json: return renderJSON()
        case .sarif: return SARIFDocument(rules: ValidationRules.all.map(\.sarifRule), results: findings).render()
        }
    }

    package var summaryLine: String {
        let counts = "\(count(.error)) error\(count(.error) == 1 ? "" : "s"), \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), \(count(.note)) note\(count(.note) == 1 ? "" : "s")"
        let readSkills = skills.filter { $0.linkTarget == nil }.count
        if skills.isEmpty && documents.isEmpty { return "no skill found — nothing was validated (\(counts))" }
        let linked = skills.count > readSkills ? " (+\(skills.count - readSkills) linked from outside, not read)" : ""
        let skillCount = "\(readSkills) skill\(readSkills == 1 ? "" : "s")"
        guard !documents.isEmpty else { return "\(skillCount) validated\(linked): \(counts)" }
        let documentCount = "\(documents.count) convention document\(documents.count == 1 ? "" : "s")"
        return "\(skillCount)\(linked) and \(documentCount) validated: \(counts)"
    }

    public func renderText(color: Bool = false) -> String {
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var out = ""
        for finding in findings {
            let place = "\(finding.path):\(finding.line)" + (finding.column.map { ":\($0)" } ?? "")
            let level: String
            switch finding.severity {
            case .error: level = paint("error", "31;1")
            case .warning: level = paint("warning", "33;1")
            case .note: level = paint("note", "36")
            }
            out += "\(place): \(level): \(finding.message) [\(finding.ruleId)]\n"
        }
        if !findings.isEmpty { out += "\n" }
        // Who loads what, for a person at a terminal (the md matrix and the JSON hold it always).
        if !skills.isEmpty, skills.count <= 30 {
            for skill in skills {
                let agents = skill.agents.map(\.displayName)
                out += "\(skill.path) (\(skill.name)) → \(agents.isEmpty ? "no agent" : agents.joined(separator: ", "))\n"
            }
            out += "\n"
        }
        if !documents.isEmpty, documents.count <= 30 {
            for document in documents {
                out += "\(document.path) (convention document) → \(document.readers.replacingOccurrences(of: "`", with: ""))\n"
            }
            out += "\n"
        }
        out += summaryLine + "\n"
        return out
    }

    public func renderMarkdown() -> String {
        var out = "## Skill validation\n\n"
        let mark = count(.error) > 0 ? "❌" : count(.warning) > 0 || skills.isEmpty ? "⚠️" : "✅"
        out += "\(mark) **\(summaryLine)** — \(paths.map { "`\($0)`" }.joined(separator: ", "))\n\n"
        if skills.isEmpty && documents.isEmpty {
            out += "> No skill was found, so nothing was checked. A skill is `<skills folder>/<name>/SKILL.md`, "
                + "for example `.claude/skills/<name>/SKILL.md` or `.agents/skills/<name>/SKILL.md`.\n\n"
        } else if !skills.isEmpty {
            let agents = AgentCatalog.agents
            out += "### Which agents load each skill\n\n"
            out += "| skill | installed at | " + agents.map(\.displayName).joined(separator: " | ") + " |\n"
            out += "|---|---|" + agents.map { _ in ":-:" }.joined(separator: "|") + "|\n"
            for skill in skills {
                let seen = Set(skill.agents.map(\.id))
                let folders = skill.installs.map { "`\($0.folder)`" }.joined(separator: "<br>")
                    + (skill.linkTarget.map { "<br>→ `\($0)` (not read)" } ?? "")
                out += "| `\(escape(skill.name))` | \(folders) | " + agents.map { seen.contains($0.id) ? "✓" : "" }.joined(separator: " | ") + " |\n"
            }
            out += "\n✓ = the agent loads skills from that folder (a skill with errors may still be refused). "
                + "A skill with no ✓ is loaded by no agent from where it is.\n\n"
        }
        if !documents.isEmpty {
            out += "### Convention documents\n\n| document | read by |\n|---|---|\n"
            for document in documents {
                out += "| `\(escape(document.path))` | \(escape(document.readers)) |\n"
            }
            out += "\n"
        }
        out += "### Findings\n\n"
        var shown: Set<Finding> = []
        for skill in skills {
            let own = findings(for: skill)
            shown.formUnion(own)
            let errors = own.filter { $0.severity == .error }.count
            let title = "`\(escape(skill.name))` (`\(skill.path)`)"
            guard !own.isEmpty else {
                out += "- [x] \(title): no findings\n"
                continue
            }
            out += "- [\(errors == 0 ? "x" : " ")] \(title): \(errors > 0 ? "**failed**" : "passed with remarks") — \(own.count) finding\(own.count == 1 ? "" : "s")\n"
            out += fold(own, indent: "  ")
        }
        for document in documents {
            let own = findings.filter { $0.path == document.path }
            shown.formUnion(own)
            let errors = own.filter { $0.severity == .error }.count
            let title = "`\(escape(document.path))`"
            guard !own.isEmpty else {
                out += "- [x] \(title): no findings\n"
                continue
            }
            out += "- [\(errors == 0 ? "x" : " ")] \(title): \(errors > 0 ? "**failed**" : "passed with remarks") — \(own.count) finding\(own.count == 1 ? "" : "s")\n"
            out += fold(own, indent: "  ")
        }
        let rest = findings.filter { !shown.contains($0) }
        if !rest.isEmpty {
            out += "- [\(rest.contains { $0.severity == .error } ? " " : "x")] layout and discovery\n"
            out += fold(rest, indent: "  ")
        }
        if findings.isEmpty && skills.isEmpty && documents.isEmpty { out += "_No findings._\n" }
        return out
    }

    package func fold(_ list: [Finding], indent: String) -> String {
        let lines = list.map { finding in
            "\(indent)- \(icon(finding.severity)) **\(finding.severity.rawValue)** `\(finding.path):\(finding.line)` \(escape(finding.message)) (`\(finding.ruleId)`)\n"
        }
        guard lines.count > 10 else { return lines.joined() }
        return "\(indent)<details><summary>\(lines.count) findings</summary>\n\n" + lines.joined() + "\n\(indent)</details>\n"
    }

    func icon(_ severity: Severity) -> String {
        switch severity {
        case .error: return "❌"
        case .warning: return "⚠️"
        case .note: return "ℹ️"
        }
    }

    package func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: " ")
    }

    package static func object(_ finding: Finding) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        if let column = finding.column { fields.append(("column", .int(column))) }
        fields += [("line", .int(finding.line)), ("message", .string(finding.message)), ("path", .string(finding.path)),
                   ("ruleId", .string(finding.ruleId)), ("severity", .string(finding.severity.rawValue))]
        return .object(fields)
    }

    /// `{version, command, paths, skills[{name, path, installs[{folder, agents}], agents, linkTarget?, findings}],
    /// findings, summary{skills, errors, warnings, notes, passed}}`, keys sorted.
    public func renderJSON() -> String {
        let bySkill = findingsBySkill()
        let skillObjects: [JSONValue] = skills.enumerated().map { index, skill in
            var fields: [(String, JSONValue)] = [
                ("agents", .array(skill.agents.map { .string($0.id) })),
                ("findings", .array((bySkill[index] ?? []).map(Self.object))),
                ("installs", .array(skill.installs.map { install in
                    .object([("agents", .array(install.agents.map { .string($0.id) })), ("folder", .string(install.folder))])
                })),
            ]
            if let target = skill.linkTarget { fields.append(("linkTarget", .string(target))) }
            fields += [("name", .string(skill.name)), ("path", .string(skill.path))]
            return .object(fields)
        }
        let document = JSONValue.object([
            ("command", .string("validate")),
            ("documents", .array(documents.map { document in
                .object([("agents", .array(document.agents.map { .string($0.id) })),
                         ("importedBy", document.importedBy.map(JSONValue.string) ?? .null), ("path", .string(document.path))])
            })),
            ("findings", .array(findings.map(Self.object))),
            ("paths", .array(paths.map(JSONValue.string))),
            ("skills", .array(skillObjects)),
            ("summary", .object([
                ("documents", .int(documents.count)),
                ("errors", .int(count(.error))), ("noSkillsFound", .bool(skills.isEmpty)), ("notes", .int(count(.note))),
                ("passed", .bool(exitCode == 0)), ("skills", .int(skills.count)), ("warnings", .int(count(.warning))),
            ])),
            ("version", .int(1)),
        ])
        return document.pretty() + "\n"
    }

    /// `findings(for:)` for every skill at once: each finding is placed by its path's folders,
    /// one dictionary lookup per folder instead of a scan of all findings per skill.
    func findingsBySkill() -> [Int: [Finding]] {
        var owner: [String: [Int]] = [:]
        for (index, skill) in skills.enumerated() {
            owner[skill.path, default: []].append(index)
            for folder in skill.installs.map(\.folder) { owner[folder, default: []].append(index) }
        }
        var result: [Int: [Finding]] = [:]
        for finding in findings {
            var matched = Set<Int>()
            var key = Substring(finding.path)
            while true {
                for index in owner[String(key)] ?? [] where matched.insert(index).inserted {
                    result[index, default: []].append(finding)
                }
                guard let slash = key.lastIndex(of: "/") else { break }
                key = key[..<slash]
            }
        }
        return result
    }
}

extension ValidationReport {
    /// The report with every text from the inputs made `displaySafe`, for the text output
    /// (whose colours are escape sequences of its own).
    var displaySafe: ValidationReport {
        var copy = self
        copy.findings = findings.map { finding in
            var finding = finding
            finding.path = finding.path.displaySafe
            finding.message = finding.message.displaySafe
            return finding
        }
        copy.skills = skills.map { skill in
            var skill = skill
            skill.name = skill.name.displaySafe
            skill.path = skill.path.displaySafe
            return skill
        }
        copy.paths = paths.map(\.displaySafe)
        return copy
    }
}
