import PreflightModel

/// One finding per fault. Checks of several items (a checklist item and the body rule it
/// repeats, two skills stating the same convention, two shapes of one forbidden call) often fire
/// at the same place for the same reason; those hits are one fault, reported once, listing every
/// check and item it breaks, at one severity.
///
/// "The same place with the same meaning": the same path, line and column, and checks of the
/// same meaning — the same kind, or kinds whose descriptions share a meaning (a forbidden symbol
/// and a forbidden call both say "this code must not be here", `CheckDescription.meaning`).
package struct FaultKey: Hashable, Sendable {
    package var path: String
    package var line: Int
    package var column: Int
    package var meaning: String

    package init(_ finding: Finding, meaning: String) {
        path = finding.path
        line = finding.line
        column = finding.column ?? 0
        self.meaning = meaning
    }

    package init(path: String, line: Int, column: Int, meaning: String) {
        self.path = path
        self.line = line
        self.column = column
        self.meaning = meaning
    }
}

enum FindingMerge {
    /// Merges raw findings (one per check hit) into faults. `meaning` gives a check id's meaning and
    /// `items` the reported items that carry a check id, in report order. The most severe hit
    /// leads (its rule id, severity and message); ties go to the smaller rule id.
    static func merge(_ findings: [Finding], meaning: (String) -> String, items: (String) -> [String]) -> [Finding] {
        var groups: [FaultKey: [Finding]] = [:]
        var order: [FaultKey] = []
        for finding in findings {
            let key = FaultKey(finding, meaning: meaning(finding.ruleId))
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.map { key in
            let hits = groups[key]!.sorted { ($0.severity, $0.ruleId, $0.message) < ($1.severity, $1.ruleId, $1.message) }
            var lead = hits[0]
            var ruleIds: [String] = []
            for hit in hits where !ruleIds.contains(hit.ruleId) { ruleIds.append(hit.ruleId) }
            var itemIds: [String] = []
            for id in ruleIds {
                for item in items(id) where !itemIds.contains(item) { itemIds.append(item) }
            }
            lead.ruleIds = ruleIds
            lead.itemIds = itemIds
            return lead
        }
    }
}
