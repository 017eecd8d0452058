import PreflightChecks
import PreflightCompiler
import PreflightEngine
import PreflightModel

/// `preflight explain ID`, as `swiftlint rules <id>` explains one rule: the statement the check
/// was read from, how it was read, what the check does and where it looks here, the examples of
/// its kind and of the document, and how to silence or turn it off.
public enum ExplainReport {
    /// The explanation of a check id or an item id; a `PreflightError` with the nearest known
    /// id when there is no such id.
    public static func text(_ id: String, ruleSet: RuleSet, listings: [RuleListing]) throws -> String {
        for skill in ruleSet.skills {
            for item in skill.items {
                if let check = item.checks.first(where: { $0.id == id }) {
                    return explainCheck(check, item: item, skill: skill, listing: listings.first { $0.id == id })
                }
            }
        }
        for skill in ruleSet.skills {
            if let item = skill.items.first(where: { $0.id == id }) {
                return explainItem(item, skill: skill, listings: listings)
            }
        }
        let known = ruleSet.skills.flatMap { skill in skill.items.flatMap { [$0.id] + $0.checks.map(\.id) } }
        // An unambiguous beginning is enough: the item it starts, or its only check.
        let started = Array(Set(known.filter { $0.hasPrefix(id) })).sorted()
        if let shortest = started.min(by: { $0.count < $1.count }),
           started.allSatisfy({ $0 == shortest || $0.hasPrefix(shortest + ":") }) {
            return try text(shortest, ruleSet: ruleSet, listings: listings)
        }
        if started.count > 1 {
            throw PreflightError("'\(id)' starts several ids: " + started.prefix(5).joined(separator: ", ")
                                 + (started.count > 5 ? ", …" : ""))
        }
        let nearest = nearestIds(to: id, among: known)
        let hint = nearest.isEmpty ? " (`preflight rules` lists the check ids, `preflight compile` the item ids)"
            : " (did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?)"
        throw PreflightError("no check or item '\(id)' in the documents used\(hint)")
    }

    /// The ids nearest to a mistyped one: those it names without their document (`never-call-sleep`
    /// for `conventions/never-call-sleep`), else the closest spelling of a whole id or of an id
    /// without its document, a longer id allowed more edits. At most three, shortest first.
    static func nearestIds(to id: String, among known: [String]) -> [String] {
        let unique = Array(Set(known)).sorted()
        func local(_ full: String) -> String { full.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? full }
        let named = unique.filter { local($0) == id || local($0).hasPrefix(id + ":") || (local($0).hasPrefix(id) && id.count >= 4) }
        // An item and its checks: the item is the one to name.
        let items = named.filter { full in !named.contains { full.hasPrefix($0 + ":") } }
        if !items.isEmpty { return Array(items.sorted { ($0.count, $0) < ($1.count, $1) }.prefix(3)) }
        let allowed = max(4, id.count / 5)
        if let whole = EditDistance.suggestion(for: id, among: unique, maxDistance: allowed) { return [whole] }
        let locals = Dictionary(grouping: unique, by: local)
        if let near = EditDistance.suggestion(for: id, among: Array(locals.keys), maxDistance: allowed) {
            return Array((locals[near] ?? []).sorted { ($0.count, $0) < ($1.count, $1) }.prefix(3))
        }
        return []
    }

    static func explainCheck(_ check: CompiledCheck, item: CompiledItem, skill: CompiledSkill, listing: RuleListing?) -> String {
        var out = "\(check.id)\n\n"
        out += statement(item, skill: skill)
        out += "\nHow it was read\n"
        let source = skill.items.first { $0.id == check.statementId } ?? item
        out += reading(source)
        out += "  check: \(check.origin.singleLine)\n"
        if !item.statement.codeSpans.isEmpty {
            out += "  code in the statement: " + item.statement.codeSpans.map { "`\($0.singleLine)`" }.joined(separator: ", ") + "\n"
        }
        if check.statementId != item.id { out += "  inherited from the rule \(check.statementId)\n" }
        out += check.isConfirmed
            ? "  confirmed by the document's examples at line\(check.confirmations.count == 1 ? "" : "s") "
                + check.confirmations.map(String.init).joined(separator: ", ") + "\n"
            : "  not confirmed: no example in the document exercises it\n"
        for contradiction in skill.contradictions where contradiction.checkId == check.id {
            out += "  contradicted at line \(contradiction.exampleLine): \(contradiction.message.singleLine)\n"
        }
        out += "\nThe check\n"
        out += "  kind: \(check.kind) — \(check.check.kindDescription.summary.singleLine)\n"
        out += "  does: \((listing?.summary ?? check.check.summary).singleLine)\n"
        let parameters = check.check.parameters.map { "\($0.name): \($0.value.yamlFlow.singleLine)" }
        if !parameters.isEmpty { out += "  parameters: " + parameters.joined(separator: " · ") + "\n" }
        if let listing {
            var state = "\(listing.state.rawValue), severity \(listing.severity.rawValue)"
            if listing.severity != check.severity { state += " (the document says \(check.severity.rawValue))" }
            out += "  state: \(state)\n"
            out += "  looks at: " + listing.scope.joined(separator: "; ").singleLine
            out += listing.filesInScope.map { " — \(counted($0, "file")) here\n" } ?? "\n"
        }
        out += examples(check.check.kindDescription, document: item.statement.examples)
        out += silencing(check.id, item: item.id, skill: skill.name)
        return out
    }

    static func explainItem(_ item: CompiledItem, skill: CompiledSkill, listings: [RuleListing]) -> String {
        var out = "\(item.id)\n\n"
        out += statement(item, skill: skill)
        out += "\nHow it was read\n" + reading(item)
        if item.checks.isEmpty {
            out += "\nManual: no check decides it"
            out += item.reason.map { " — \($0.singleLine)" } ?? ""
            out += "\n"
        } else {
            out += "\nChecks\n"
            for check in item.checks {
                let listing = listings.first { $0.id == check.id }
                var line = "  \(check.id): \(check.check.summary.singleLine)"
                if let listing { line += " (\(listing.state.rawValue)" + (listing.filesInScope.map { ", \(counted($0, "file"))" } ?? "") + ")" }
                out += line + "\n"
            }
            out += "  `preflight explain CHECK-ID` shows one of them in full\n"
        }
        if !item.statement.examples.isEmpty { out += examples(nil, document: item.statement.examples) }
        out += silencing(nil, item: item.id, skill: skill.name)
        return out
    }

    static func statement(_ item: CompiledItem, skill: CompiledSkill) -> String {
        var out = "The statement\n"
        out += "  \(item.statement.text.singleLine)\n"
        var place = "  \(skill.path):\(item.statement.line) · \(item.statement.kind == .checklist ? "checklist item" : "rule")"
        if let modality = item.statement.modality { place += " · \(modality.rawValue)" }
        if !item.statement.sectionPath.isEmpty { place += " · under \"\(item.statement.sectionPath.joined(separator: " > ").singleLine)\"" }
        out += place + "\n"
        out += "  skill: \(skill.name)\n"
        if item.disabled { out += "  disabled by an annotation in the document\n" }
        return out
    }

    /// The statement's rule frames (modality, targets, places, conditions, exceptions) and what
    /// of it became no check.
    static func reading(_ item: CompiledItem) -> String {
        var out = ""
        if item.frames.isEmpty { out += "  no rule frame: the reader found nothing required or forbidden\n" }
        for frame in item.frames { out += "  frame: \(frame.singleLine)\n" }
        for reason in item.missing { out += "  not checked: \(reason.singleLine)\n" }
        return out
    }

    static func examples(_ description: CheckDescription?, document: [CodeExample]) -> String {
        var out = ""
        if let description {
            out += "\nExamples of \(description.kind)\n"
            for example in description.triggering { out += "  triggers:\n" + indented(CheckDescription.readable(example)) }
            for example in description.nonTriggering { out += "  does not trigger:\n" + indented(CheckDescription.readable(example)) }
        }
        if !document.isEmpty {
            out += "\nExamples in the document\n"
            for example in document {
                out += "  \(example.verdict == .bad ? "don't" : "do") (line \(example.line), \(example.label.singleLine)):\n"
                out += indented(example.code)
            }
        }
        return out
    }

    static func indented(_ code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { "      " + $0 }.joined(separator: "\n") + "\n"
    }

    static func silencing(_ checkId: String?, item: String, skill: String) -> String {
        let id = checkId ?? item
        var out = "\nSilence or turn off\n"
        out += "  one line:      // preflight:disable-next-line \(id) -- why\n"
        out += "  part of file:  // preflight:disable \(id)  …  // preflight:enable \(id)\n"
        out += "  everywhere:    .preflight.yml → items: {\"\(id)\": {disabled: true}}\n"
        out += "  re-level:      .preflight.yml → items: {\"\(id)\": {severity: warning}}\n"
        out += "  narrow:        .preflight.yml → items: {\"\(id)\": {paths: [App/**], exclude: [\"**/Generated/**\"]}}\n"
        out += "  (the item id \(item) or the skill name \(skill) covers all of its checks)\n"
        return out
    }
}
