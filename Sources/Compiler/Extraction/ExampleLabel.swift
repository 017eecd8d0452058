import PreflightDocument

/// Reads the verdict a document gives a code example: the label before the block ("✅ Do",
/// "❌ Don't:", "Bad:", "Correct") or a label comment inside it (`// ❌`, `// Good`).
enum ExampleLabel {
    /// The verdict of a short label, or nil when it does not read as one: a mark anywhere
    /// ("✅ Do", "Wrong ❌"), else a label word of the `Lexicon` opening it ("Don't:", "Bad",
    /// "Deprecated", "나쁜 예").
    package static func verdict(of label: String, requireShort: Bool = true) -> CodeExample.Verdict? {
        let trimmed = label.trimming(" \t*_#>-:|")
        let characters = Array(trimmed.lowercasedFast())
        guard !characters.isEmpty else { return nil }
        let hits = Lexicon.hits(in: characters).filter { $0.cue == .goodLabel || $0.cue == .badLabel }
        let isMark = { (hit: CueHit) in !hit.phrase.unicodeScalars.contains(where: \.properties.isAlphabetic) }
        if let mark = hits.first(where: isMark) { return mark.cue == .badLabel ? .bad : .good }
        let words = trimmed.split(whereSeparator: { !$0.isLetterFast && $0 != "'" && $0 != "-" })
        guard !words.isEmpty, !requireShort || words.count <= 6 else { return nil }
        let opening = hits.filter { $0.range.lowerBound == 0 }.max { $0.range.count < $1.range.count }
        guard let opening else { return nil }
        return opening.cue == .badLabel ? .bad : .good
    }

    /// A comment line inside a code block that labels what follows (`// ❌ Don't`, `# Good`).
    static func commentVerdict(_ line: Substring) -> CodeExample.Verdict? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        for prefix in ["//", "#", "--", "/*"] where trimmed.hasPrefix(prefix) {
            var body = String(trimmed.dropFirst(prefix.count))
            if body.hasSuffix("*/") { body = String(body.dropLast(2)) }
            return verdict(of: body)
        }
        return nil
    }

    /// Splits a code block into labelled segments. Without label comments, the whole block
    /// takes `outer` (the label before the block), or nothing when there is none.
    package static func segments(of code: String, firstLine: Int, outer: CodeExample.Verdict?)
        -> [(verdict: CodeExample.Verdict, code: String, line: Int)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var segments: [(CodeExample.Verdict, [Substring], Int)] = []
        var current: (CodeExample.Verdict?, [Substring], Int) = (outer, [], firstLine)
        for (offset, line) in lines.enumerated() {
            if let verdict = commentVerdict(line) {
                if let open = current.0, current.1.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
                    segments.append((open, current.1, current.2))
                }
                current = (verdict, [], firstLine + offset + 1)
                continue
            }
            current.1.append(line)
        }
        if let open = current.0, current.1.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
            segments.append((open, current.1, current.2))
        }
        return segments.map { ($0.0, $0.1.joined(separator: "\n"), $0.2) }
    }
}
