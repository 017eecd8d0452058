import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// Reads folder trees drawn in code blocks (`├──`, `└──`, `│`, or plain indentation) with
/// `# comments`, and turns a folder whose comment forbids UI ("no UI", "never imports
/// SwiftUI") into a module-boundary rule of its own.
enum LayoutTree {
    package struct Entry {
        package var path: String
        package var comment: String
        package var line: Int
    }

    static let drawing: Set<Character> = ["├", "└", "│", "─", "┬", "┼", "┌", " ", "\t", "|", "`", "+"]

    /// Entries of a code block that looks like a tree (at least two folder lines).
    package static func entries(of block: MarkdownBlock) -> [Entry] {
        guard let code = block.literal else { return [] }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var stack: [(depth: Int, name: String)] = []
        var entries: [Entry] = []
        var folderLines = 0
        for (offset, raw) in lines.enumerated() {
            var text = Substring(raw)
            var comment = ""
            if text.utf8.contains(UInt8(ascii: "#")), let hash = text.range(of: " #") ?? text.range(of: "\t#") {
                comment = String(text[hash.upperBound...]).trimming(" ")
                text = text[..<hash.lowerBound]
            }
            let depth = text.prefix { drawing.contains($0) }.count
            let name = text.dropFirst(depth).trimming(" ")
            guard !name.isEmpty, !name.includes(" ") || name.hasSuffix("/") else { continue }
            // "A.swift, B.swift" lists files; keep the first name as the entry.
            let first = name.split(separator: ",").first.map { $0.trimming(" ") } ?? name
            while let last = stack.last, last.depth >= depth { stack.removeLast() }
            let parent = stack.map(\.name).joined()
            if first.hasSuffix("/") {
                folderLines += 1
                stack.append((depth, first))
            }
            entries.append(Entry(path: parent + first, comment: comment, line: block.startLine + 1 + offset))
        }
        return folderLines >= 2 ? entries : []
    }

    /// Rule statements the tree's comments state about their folders.
    package static func statements(in extracted: ExtractedDocument, ids: inout Slug.Allocator) -> [Statement] {
        var result: [Statement] = []
        for (block, path) in extracted.codeBlocks {
            for entry in entries(of: block) where entry.path.hasSuffix("/") && !entry.comment.isEmpty {
                guard let modality = ModalityDetector.modality(of: entry.comment), modality.isNegative else { continue }
                let lower = " " + entry.comment.lowercasedFast() + " "
                guard lower.includes(" ui") || lower.includes("import") else { continue }
                let text = "`\(entry.path)`: \(entry.comment)"
                // Framework names in the comment ("never imports SwiftUI or UIKit") become spans.
                let named = entry.comment.split(whereSeparator: { !$0.isLetterFast }).map(String.init)
                    .filter { $0.count > 2 && $0.first!.isUppercase && $0.dropFirst().contains(where: \.isUppercase) }
                result.append(Statement(
                    id: ids.id(skill: extracted.document.name, text: "layout \(entry.path) \(entry.comment)"), kind: .rule,
                    text: text, line: entry.line, endLine: entry.line, sectionPath: path, modality: modality,
                    codeSpans: [entry.path] + entry.comment.backtickedSpans + named, linkedRuleIds: [], examples: [], attachedCode: [],
                    annotation: nil))
            }
        }
        return result
    }
}
