import PreflightCompiler
import PreflightDocument
import PreflightEngine
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Escaping for text placed in GitHub-flavoured Markdown.
enum MarkdownText {
    package enum Segment: Equatable {
        case text(String)
        /// A code span as written (`raw`, backticks included) and its content.
        case code(raw: String, content: String)
    }

    /// Splits text into plain runs and code spans, with CommonMark's rule: a run of n backticks
    /// opens a span only if a later run of exactly n backticks closes it.
    package static func segments(_ text: String) -> [Segment] {
        let characters = Array(text)
        var segments: [Segment] = []
        var plain = ""
        var index = 0
        func runLength(at start: Int) -> Int {
            var end = start
            while end < characters.count && characters[end] == "`" { end += 1 }
            return end - start
        }
        while index < characters.count {
            guard characters[index] == "`" else {
                plain.append(characters[index])
                index += 1
                continue
            }
            let length = runLength(at: index)
            var search = index + length
            var closing: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    let other = runLength(at: search)
                    if other == length { closing = search; break }
                    search += other
                } else {
                    search += 1
                }
            }
            if let closing {
                if !plain.isEmpty { segments.append(.text(plain)); plain = "" }
                var content = String(characters[(index + length)..<closing])
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                segments.append(.code(raw: String(characters[index..<(closing + length)]), content: content))
                index = closing + length
            } else {
                plain += String(repeating: "`", count: length)
                index += length
            }
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return segments
    }

    /// Text that may hold code spans: the spans are kept, the rest is escaped.
    package static func inline(_ text: String) -> String {
        segments(text.singleLine).map { segment in
            switch segment {
            case .code(let raw, _): return raw
            case .text(let plain): return escapePlain(plain)
            }
        }.joined()
    }

    /// The same text as HTML, for places where Markdown is not read.
    static func inlineHTML(_ text: String) -> String {
        segments(text.singleLine).map { segment in
            switch segment {
            case .code(_, let content): return "<code>" + escapeHTML(content) + "</code>"
            case .text(let plain): return escapeHTMLPlain(plain)
            }
        }.joined()
    }

    /// Literal text as a code span: a fence longer than any backtick run inside, padded with a
    /// space when the content starts or ends with a backtick.
    static func codeSpan(_ text: String) -> String {
        let content = text.singleLine
        guard !content.isEmpty else { return "` `" }
        var longest = 0
        var current = 0
        for character in content {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ")
        return pad ? "\(fence) \(content) \(fence)" : "\(fence)\(content)\(fence)"
    }

    package static let escaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", "|", "~"]

    /// Backslash-escapes what Markdown would read, turns `@name` into a code span (no GitHub
    /// mention, and Swift attributes read as code), and `&name;` into a literal ampersand.
    static func escapePlain(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "@", let name = mentionName(characters, at: index) {
                result += codeSpan(name)
                index += name.count
                continue
            }
            if escaped.contains(character) {
                result += "\\" + String(character)
            } else if character == "&", looksLikeEntity(characters, at: index) {
                result += "\\&"
            } else {
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// HTML-escapes plain text, with `@name` as `<code>` as in `escapePlain`.
    static func escapeHTMLPlain(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "@", let name = mentionName(characters, at: index) {
                result += "<code>" + escapeHTML(name) + "</code>"
                index += name.count
                continue
            }
            result += escapeHTML(String(characters[index]))
            index += 1
        }
        return result
    }

    /// `@Name` at a word start: a Swift attribute or a GitHub mention, either way shown as code.
    static func mentionName(_ characters: [Character], at index: Int) -> String? {
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" { return nil }
        var end = index + 1
        while end < characters.count, characters[end].isASCII,
              characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "-" {
            end += 1
        }
        guard end > index + 1, characters[index + 1].isLetter else { return nil }
        return String(characters[index..<end])
    }

    static func looksLikeEntity(_ characters: [Character], at index: Int) -> Bool {
        var end = index + 1
        while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber || characters[end] == "#" {
            end += 1
        }
        return end > index + 1 && end < characters.count && characters[end] == ";"
    }

    static func escapeHTML(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
