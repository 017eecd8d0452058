import PreflightCompiler
import PreflightEngine
import PreflightModel

/// `preflight rules`: every compiled check of the repository's documents, as `swiftlint rules`
/// lists its rules — a table for people, JSON for scripts — and the items that stay manual.
public enum RulesReport {
    public static func text(_ listings: [RuleListing], ruleSet: RuleSet) -> String {
        var rows = [["ID", "ITEM", "KIND", "STATE", "SEVERITY", "FILES", "SCOPE", "READ AS"]]
        for listing in listings {
            let items = (listing.itemIds.first ?? "") + (listing.itemIds.count > 1 ? " (+\(listing.itemIds.count - 1))" : "")
            rows.append([listing.id.singleLine, items.singleLine, listing.kind,
                         listing.state.rawValue, listing.severity.rawValue, listing.filesInScope.map(String.init) ?? "-",
                         listing.scope.joined(separator: "; ").singleLine, reading(listing.frames)])
        }
        var out = table(rows)
        out += "\n" + documentTable(GovernedDocument.list(ruleSet))
        let manual = manualItems(ruleSet)
        let enabled = listings.filter { $0.state == .enabled }.count
        out += "\n\(counted(listings.count, "check")) (\(enabled) enabled), \(counted(manual.count, "manual item"))"
            + " · `preflight explain ID` shows where a check comes from, its examples and how to turn it off\n"
        return out
    }

    /// Rows in columns two spaces apart, the last column unpadded.
    static func table(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var out = ""
        for row in rows {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }
            out += cells.joined(separator: "  ") + "\n"
        }
        return out
    }

    /// Each document, the agents that read it and what it governs.
    static func documentTable(_ documents: [GovernedDocument]) -> String {
        var rows = [["DOCUMENT", "READ BY", "GOVERNS"]]
        for document in documents {
            let readers = document.readBy.isEmpty ? "-" : document.readBy.joined(separator: ", ")
            let readBy = document.importedBy.map { "\(readers) (imported by \($0))" } ?? readers
            rows.append([document.path.singleLine, readBy.singleLine, document.governs.singleLine])
        }
        return table(rows)
    }

    public static func json(_ listings: [RuleListing], ruleSet: RuleSet) -> String {
        let rules: [JSONValue] = listings.map { listing in
            .object([
                ("id", .string(listing.id)),
                ("skill", .string(listing.skill)),
                ("items", .array(listing.itemIds.map(JSONValue.string))),
                ("kind", .string(listing.kind)),
                ("description", .string(listing.summary)),
                ("state", .string(listing.state.rawValue)),
                ("severity", .string(listing.severity.rawValue)),
                ("scope", .array(listing.scope.map(JSONValue.string))),
                ("filesInScope", listing.filesInScope.map(JSONValue.int) ?? .null),
                ("document", .object([("path", .string(listing.documentPath)), ("line", .int(listing.line))])),
                ("frames", .array(listing.frames.map(JSONValue.string))),
                ("missing", .array(listing.missing.map(JSONValue.string))),
            ])
        }
        let manual: [JSONValue] = manualItems(ruleSet).map { skill, item in
            .object([
                ("id", .string(item.id)),
                ("skill", .string(skill.name)),
                ("text", .string(item.statement.text)),
                ("reason", item.reason.map(JSONValue.string) ?? .null),
                ("document", .object([("path", .string(skill.path)), ("line", .int(item.statement.line))])),
                ("frames", .array(item.frames.map(JSONValue.string))),
                ("missing", .array(item.missing.map(JSONValue.string))),
            ])
        }
        let documents: [JSONValue] = GovernedDocument.list(ruleSet).map { document in
            .object([
                ("name", .string(document.name)),
                ("path", .string(document.path)),
                ("readBy", .array(document.readBy.map(JSONValue.string))),
                ("importedBy", document.importedBy.map(JSONValue.string) ?? .null),
                ("governs", .string(document.governs)),
            ])
        }
        return JSONValue.object([("version", .int(1)), ("rules", .array(rules)), ("manual", .array(manual)),
                                 ("documents", .array(documents))]).pretty() + "\n"
    }

    /// The statement's rule frames on one line (`must ‹x› · in …`), "-" when none was read.
    static func reading(_ frames: [String]) -> String {
        frames.isEmpty ? "-" : frames.map(\.singleLine).joined(separator: " | ")
    }

    static func manualItems(_ ruleSet: RuleSet) -> [(skill: CompiledSkill, item: CompiledItem)] {
        ruleSet.skills.flatMap { skill in skill.items.filter(\.checks.isEmpty).map { (skill, $0) } }
    }
}
