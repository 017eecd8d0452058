import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// Links each checklist item to the body rules that explain it: rules sharing an inline code
/// span with the item, or at least two distinctive words. A checklist item inherits the checks
/// of its linked rules, so "Paddings via tokens, no magic numbers" gets the `.padding(16)` check
/// the body states.
enum RuleLinker {
    static let maxLinks = 6

    package static func link(_ statements: inout [Statement]) {
        let rules = statements.indices.filter { statements[$0].kind == .rule }
        let termsByIndex = Dictionary(uniqueKeysWithValues: statements.indices.map { ($0, terms(statements[$0].text)) })
        // A word used by many rules ("view", "model") tells little; weigh terms by rarity.
        var ruleFrequency: [String: Int] = [:]
        for index in rules { for term in termsByIndex[index] ?? [] { ruleFrequency[term, default: 0] += 1 } }
        for index in statements.indices where statements[index].kind == .checklist {
            let item = statements[index]
            let itemSpans = Set(item.codeSpans.map(normalizedSpan))
            let itemTerms = termsByIndex[index] ?? []
            var scored: [(rule: Int, score: Double)] = []
            for rule in rules {
                let spans = Set(statements[rule].codeSpans.map(normalizedSpan))
                let sharedSpans = itemSpans.intersection(spans).filter { $0.count >= 2 }
                let sharedTerms = itemTerms.intersection(termsByIndex[rule] ?? [])
                // Summed in a fixed order: a Set's order changes between runs, and float sums with it.
                let termScore = sharedTerms.sorted().reduce(0.0) { $0 + 1.0 / Double(ruleFrequency[$1] ?? 1) }
                guard !sharedSpans.isEmpty || (sharedTerms.count >= 2 && termScore >= 1.0) else { continue }
                scored.append((rule, Double(sharedSpans.count) * 3 + termScore))
            }
            scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.rule < $1.rule }
            statements[index].linkedRuleIds = scored.prefix(maxLinks).map { statements[$0.rule].id }
        }
    }

    static func normalizedSpan(_ span: String) -> String {
        span.trimming(" .…").lowercased()
    }

    /// Distinctive words: identifiers and words of 4+ letters that are not common English.
    static func terms(_ text: String) -> Set<String> {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "@" && $0 != "_" })
        var result = Set<String>()
        for word in words {
            let lower = word.lowercased()
            guard lower.count >= 4 || word.first == "@", !common.contains(lower) else { continue }
            result.insert(lower.hasSuffix("s") && lower.count > 4 ? String(lower.dropLast()) : lower)
        }
        return result
    }

    package static let common: Set<String> = [
        "always", "never", "with", "when", "that", "this", "than", "then", "from", "into", "only", "must", "should",
        "each", "every", "used", "using", "uses", "have", "make", "sure", "code", "file", "files", "type", "types",
        "them", "they", "their", "there", "where", "which", "what", "your", "also", "other", "same", "like",
        "instead", "rather", "prefer", "avoid", "does", "done", "keep", "before", "after", "present", "place",
        "placed", "right", "new", "follow", "rule", "rules", "example", "e.g", "over", "under", "here", "just",
        "more", "most", "less", "very", "will", "would", "could", "need", "needs", "about", "through", "without",
    ]
}
