import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// Why an item stays for a person to judge, in words a reviewer understands.
enum ManualReason {
    package static func reason(for statement: Statement) -> String {
        let lower = statement.text.lowercasedFast()
        if let cue = Lexicon.judgementWords.first(where: { lower.includes($0) }) {
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
        let plain = MarkdownInline.plainFromMarkdown(text)
        let words = plain.split(separator: " ")
        guard let index = words.firstIndex(where: { $0.lowercasedFast().includes(cue.split(separator: " ").first.map(String.init) ?? cue) })
        else { return String(plain.prefix(60)) }
        let start = max(0, index - 3)
        let end = min(words.count, index + 4)
        return words[start..<end].joined(separator: " ")
    }
}
