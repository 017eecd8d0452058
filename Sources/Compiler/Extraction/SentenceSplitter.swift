import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// Splits a paragraph into sentences at `. `, `! `, `? ` (and `。`) found in its text, never
/// inside inline code, so `.padding(16)` or `Foo.bar` does not end a sentence; and at hard line
/// breaks, which set lines apart.
struct Sentence {
    package var text: String
    package var prose: String
    package var codeSpans: [String]
    package var line: Int
    package var endLine: Int
}

enum SentenceSplitter {
    package static func split(_ inlines: [MarkdownInline], firstLine: Int) -> [Sentence] {
        var sentences: [Sentence] = []
        var current = Sentence(text: "", prose: "", codeSpans: [], line: firstLine, endLine: firstLine)
        var started = false
        func finish() {
            current.text = current.text.trimming(" ")
            if !current.text.isEmpty { sentences.append(current) }
            current = Sentence(text: "", prose: "", codeSpans: [], line: current.endLine, endLine: current.endLine)
            started = false
        }
        func add(text: String, prose: String, line: Int) {
            if !started, !text.allSatisfy(\.isWhitespace) {
                current.line = line
                started = true
            }
            current.text += text
            current.prose += prose
            current.endLine = line
        }
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline.kind {
                case .code:
                    add(text: "`\(inline.literal)`", prose: " ‹code› ", line: inline.line)
                    current.codeSpans.append(inline.literal)
                case .softBreak:
                    add(text: " ", prose: " ", line: inline.line)
                case .lineBreak:
                    // A hard break ("**Import order:** …␣␣⏎**MARK comments:** …") is the author
                    // setting one line apart from the next: each is a statement of its own.
                    finish()
                case .html:
                    continue
                case .text:
                    var piece = ""
                    let characters = Array(inline.literal)
                    for (index, character) in characters.enumerated() {
                        piece.append(character)
                        let next = index + 1 < characters.count ? characters[index + 1] : nil
                        // On scalars: `".!?".contains(character)` compares strings, character by character.
                        let scalar = character.soleScalar
                        let ends = ((scalar == "." || scalar == "!" || scalar == "?") && (next == nil || next == " ")
                            && !endsWithAbbreviation(String(current.text.suffix(tailLength)) + String(piece.suffix(tailLength))))
                            || scalar == "。"
                        if ends {
                            add(text: piece, prose: piece, line: inline.line)
                            piece = ""
                            if next != nil || index + 1 == characters.count { finish() }
                        }
                    }
                    if !piece.isEmpty { add(text: piece, prose: piece, line: inline.line) }
                default:
                    walk(inline.children)
                }
            }
        }
        walk(inlines)
        finish()
        return sentences
    }

    /// The characters an abbreviation test reads: the longest abbreviation, with room to spare.
    static let tailLength = (Lexicon.abbreviations.map(\.count).max() ?? 0) + 4

    /// Whether the text ends with an abbreviation's full stop. Only its last characters are
    /// read (the longest abbreviation is far shorter), so a long sentence costs no more.
    static func endsWithAbbreviation(_ text: String) -> Bool {
        let lower = String(text.suffix(tailLength)).lowercasedFast()
        return Lexicon.abbreviations.contains { lower.hasSuffix($0) } || lower.hasSuffix("…")
    }

    /// The last clause of a label paragraph ("… as follows. ❌ Don't:" → "❌ Don't:").
    static func lastClause(_ text: String) -> String {
        let pieces = text.split(whereSeparator: { ".!?".contains($0) }).map { $0.trimming(" ") }.filter { !$0.isEmpty }
        let last = pieces.last ?? text
        // Keep the marks in front of the clause: "✅ Do — encapsulated button" stays whole.
        return text.count <= 80 ? text : last
    }
}
