import Foundation

/// `@path` imports, the way Claude Code and Gemini CLI read them in `CLAUDE.md`, `AGENTS.md` and
/// `GEMINI.md`: an `@` at the start of a word of prose, outside code spans and code blocks, followed
/// by a path (`@AGENTS.md`, `@docs/conventions.md`). Whether the word is an import is decided
/// later, by whether the path names a file in the repository; here it is only a candidate, so
/// `@MainActor` written in prose costs a lookup and nothing else.
public struct DocumentImport: Sendable, Equatable {
    /// The path as written, without the `@` and without punctuation that closes the sentence.
    public var reference: String
    public var line: Int

    public init(reference: String, line: Int) {
        self.reference = reference
        self.line = line
    }
}

extension SkillDocument {
    /// The file names whose `@path` words are imports. An imported file is read by the same
    /// rule, whatever its name.
    public static let importingFileNames: Set<String> = ["CLAUDE.md", "AGENTS.md", "GEMINI.md", "CLAUDE.local.md"]
    /// Claude Code follows five hops of imports.
    public static let maximumImportDepth = 5

    /// The import candidates of the document, in reading order, each reference once.
    public var importCandidates: [DocumentImport] {
        var found: [DocumentImport] = []
        var seen = Set<String>()
        for block in blocks {
            block.walk { block in
                if block.isCode { return }
                if case .html = block.kind { return }
                for inline in block.inlines { Self.collectImports(in: inline, into: &found, seen: &seen) }
            }
        }
        return found
    }

    private static func collectImports(in inline: MarkdownInline, into found: inout [DocumentImport], seen: inout Set<String>) {
        switch inline.kind {
        case .text:
            for reference in importReferences(in: inline.literal) where seen.insert(reference).inserted {
                found.append(DocumentImport(reference: reference, line: inline.line))
            }
        case .code, .html, .image:
            return
        default:
            for child in inline.children { collectImports(in: child, into: &found, seen: &seen) }
        }
    }

    /// The `@…` words of `text`: an `@` at the start of the text or after white space (an e-mail
    /// address is not one), the path running to the next white space, less a closing `.`, `,`,
    /// `;`, `:`, `)`, `!`, `?` or quote.
    static func importReferences(in text: String) -> [String] {
        var references: [String] = []
        for word in text.split(whereSeparator: { $0.isWhitespace }) where word.hasPrefix("@") {
            var path = word.dropFirst()
            while let last = path.last, ".,;:)!?\"'»”’".contains(last) { path.removeLast() }
            guard !path.isEmpty, !path.hasPrefix("@") else { continue }
            references.append(String(path))
        }
        return references
    }
}
