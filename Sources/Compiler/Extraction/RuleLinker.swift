import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// Links each checklist item to the body rules that explain it: rules sharing an inline code
/// span with the item, or at least two distinctive words. A checklist item inherits the checks
/// of its linked rules, so "Paddings via tokens, no magic numbers" gets the `.padding(16)` check
/// the body states.
enum RuleLinker {
    static let maxLinks = 6
    /// A word or code span found in more rules than this links nothing: it distinguishes no
    /// rule (a term that common weighs under 1/256 anyway), and skipping it keeps linking
    /// linear in the document — every item visits at most this many rules per word it holds.
    static let maxRulesPerKey = 256

    /// Scores come from inverted indexes (word → rules, span → rules) instead of comparing every
    /// item with every rule, so a large document links in time proportional to its size.
    package static func link(_ statements: inout [Statement]) {
        let rules = statements.indices.filter { statements[$0].kind == .rule }
        let termsByIndex = Dictionary(uniqueKeysWithValues: statements.indices.map { ($0, terms(statements[$0].text)) })
        // A word used by many rules ("view", "model") tells little; weigh terms by rarity.
        var rulesByTerm: [String: [Int]] = [:]
        var rulesBySpan: [String: [Int]] = [:]
        for rule in rules {
            for term in termsByIndex[rule] ?? [] { rulesByTerm[term, default: []].append(rule) }
            for span in Set(statements[rule].codeSpans.map(normalizedSpan)) where span.count >= 2 {
                rulesBySpan[span, default: []].append(rule)
            }
        }
        for index in statements.indices where statements[index].kind == .checklist {
            let item = statements[index]
            var sharedSpans: [Int: Int] = [:]
            for span in Set(item.codeSpans.map(normalizedSpan)) where span.count >= 2 {
                guard let found = rulesBySpan[span], found.count <= maxRulesPerKey else { continue }
                for rule in found { sharedSpans[rule, default: 0] += 1 }
            }
            var sharedTerms: [Int: (count: Int, score: Double)] = [:]
            // Summed in a fixed order: a Set's order changes between runs, and float sums with it.
            for term in (termsByIndex[index] ?? []).sorted() {
                guard let found = rulesByTerm[term], found.count <= maxRulesPerKey else { continue }
                let weight = 1.0 / Double(found.count)
                for rule in found {
                    let current = sharedTerms[rule] ?? (0, 0)
                    sharedTerms[rule] = (current.count + 1, current.score + weight)
                }
            }
            var scored: [(rule: Int, score: Double)] = []
            for rule in Set(sharedSpans.keys).union(sharedTerms.keys) {
                let spans = sharedSpans[rule] ?? 0
                let terms = sharedTerms[rule] ?? (0, 0)
                guard spans > 0 || (terms.count >= 2 && terms.score >= 1.0) else { continue }
                scored.append((rule, Double(spans) * 3 + terms.score))
            }
            scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.rule < $1.rule }
            statements[index].linkedRuleIds = scored.prefix(maxLinks).map { statements[$0.rule].id }
        }
    }

    static func normalizedSpan(_ span: String) -> String {
        span.trimming(" .…").lowercasedFast()
    }

    /// Distinctive words: identifiers and words of 4+ letters that are not common English.
    static func terms(_ text: String) -> Set<String> {
        let words = text.split(whereSeparator: { !$0.isLetterFast && !$0.isNumber && $0 != "@" && $0 != "_" })
        var result = Set<String>()
        for word in words {
            let lower = word.lowercasedFast()
            guard lower.count >= 4 || word.first == "@", !Lexicon.undistinctiveWords.contains(lower) else { continue }
            result.insert(lower.hasSuffix("s") && lower.count > 4 ? String(lower.dropLast()) : lower)
        }
        return result
    }
}
