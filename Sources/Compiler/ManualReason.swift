import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// Why an item stays for a person to judge, in words a reviewer understands.
enum ManualReason {
    static let judgementCues = [
        "thin", "as close", "close to", "when simple", "where possible", "if needed", "when needed", "appropriate",
        "reasonable", "clean", "small", "simple", "natural", "minimize", "minimise", "understand", "consider",
        "realistic", "meaningful", "complex", "deliberate", "when it", "if it", "as soon as", "last resort",
        "ask for", "propose", "explain", "readable", "idiomatic", "blend", "match the", "right place", "right module",
        "when possible", "if possible", "sensible", "focused", "pure", "only when", "unless",
    ]

    package static func reason(for statement: Statement) -> String {
        let lower = statement.text.lowercased()
        if let cue = judgementCues.first(where: { lower.contains($0) }) {
            return "judgement: '\(excerpt(statement.text, around: cue))'"
        }
        if !statement.codeSpans.isEmpty {
            let spans = statement.codeSpans.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
            return "mentions \(spans) but no check kind decides it (an annotation can)"
        }
        if statement.modality == nil {
            return "names nothing checkable"
        }
        return "names nothing checkable: no code, path, name pattern or number to check"
    }

    static func excerpt(_ text: String, around cue: String) -> String {
        let plain = text.replacingOccurrences(of: "`", with: "")
        let words = plain.split(separator: " ")
        guard let index = words.firstIndex(where: { $0.lowercased().contains(cue.split(separator: " ").first.map(String.init) ?? cue) })
        else { return String(plain.prefix(60)) }
        let start = max(0, index - 3)
        let end = min(words.count, index + 4)
        return words[start..<end].joined(separator: " ")
    }
}
