import PreflightSwiftSource

/// How a written id (in a suppression comment or a `.preflight.yml` `items` key) names rule ids.
/// Rule ids read `skill/item-slug:check-kind`, so a prefix ending at a `/`, `:` or `#`
/// boundary names a whole skill, a whole item or one check.
enum RuleIdPrefix {
    /// `id` is `ruleId` itself or a prefix of it that ends at a boundary (`skill` and
    /// `skill/item` cover `skill/item:check`; `skill/it` covers nothing).
    static func covers(_ id: String, _ ruleId: String) -> Bool {
        if id == ruleId { return true }
        guard !id.isEmpty, ruleId.hasPrefix(id), let last = id.last else { return false }
        if isBoundary(last) { return true }
        let next = ruleId[ruleId.index(ruleId.startIndex, offsetBy: id.count)]
        return isBoundary(next)
    }

    static func isBoundary(_ c: Character) -> Bool { c == "/" || c == ":" || c == "#" }

    /// Every id and each of its prefixes ending before a boundary: the candidates a misspelt
    /// id is compared with for "did you mean".
    static func idsAndPrefixes(_ known: Set<String>) -> Set<String> {
        var result = known
        for id in known {
            var prefix = ""
            for c in id {
                if isBoundary(c), !prefix.isEmpty { result.insert(prefix) }
                prefix.append(c)
            }
        }
        return result
    }
}
