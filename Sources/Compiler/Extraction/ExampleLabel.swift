import PreflightDocument

/// Reads the verdict a document gives a code example: the label before the block ("✅ Do",
/// "❌ Don't:", "Bad:", "Correct") or a label comment inside it (`// ❌`, `// Good`).
enum ExampleLabel {
    static let badMarks: [Character] = ["❌", "🚫", "⛔", "✗", "✘", "👎", "⚠"]
    static let goodMarks: [Character] = ["✅", "✔", "👍", "🟢"]
    static let badWords = ["don't", "dont", "do not", "bad", "wrong", "incorrect", "avoid", "never", "anti-pattern",
                           "antipattern", "not this", "before", "nope", "금지", "나쁜", "잘못"]
    static let goodWords = ["do", "good", "correct", "right", "preferred", "prefer", "recommended", "instead", "after",
                            "better", "yes", "좋은", "올바른", "권장"]

    /// The verdict of a short label, or nil when it does not read as one.
    package static func verdict(of label: String, requireShort: Bool = true) -> CodeExample.Verdict? {
        let trimmed = label.trimming(" \t*_#>-:")
        if trimmed.contains(where: { badMarks.contains($0) }) { return .bad }
        if trimmed.contains(where: { goodMarks.contains($0) }) { return .good }
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }).map(String.init)
        guard !words.isEmpty else { return nil }
        if requireShort && words.count > 6 { return nil }
        let lead = words.prefix(3).joined(separator: " ")
        func opens(_ phrase: String) -> Bool {
            lead == phrase || lead.hasPrefix(phrase + " ") || words.first == phrase
        }
        if badWords.contains(where: opens) { return .bad }
        if goodWords.contains(where: opens) { return .good }
        return nil
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
