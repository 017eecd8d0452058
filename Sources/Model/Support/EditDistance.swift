/// Levenshtein distance for "did you mean" suggestions (config keys, suppression ids).
package enum EditDistance {
    /// The edit distance between `a` and `b`, or `limit + 1` as soon as it is known to exceed
    /// `limit` (so comparing against long lists of ids stays cheap).
    package static func levenshtein(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > limit { return limit == .max ? limit : limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if limit != .max, rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The candidate closest to `word` within `maxDistance`, ties broken alphabetically.
    /// Also offers a candidate that differs only in case, `_` or `-` (`max_line_length` →
    /// `maxLineLength`), however far apart the spellings are, or the one candidate that the word
    /// abbreviates.
    package static func suggestion(for word: String, among candidates: [String], maxDistance: Int = 2) -> String? {
        let folded = fold(word)
        if let same = candidates.sorted().first(where: { fold($0) == folded }) { return same }
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let d = levenshtein(word, candidate, limit: maxDistance)
            if d <= maxDistance, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        if let best { return best.0 }
        // An abbreviation of exactly one candidate (`warn` → `warning`).
        let extensions = candidates.filter { word.count >= 3 && fold($0).hasPrefix(folded) }
        return extensions.count == 1 ? extensions[0] : nil
    }

    private static func fold(_ s: String) -> String {
        s.lowercased().filter { $0 != "_" && $0 != "-" }
    }
}
