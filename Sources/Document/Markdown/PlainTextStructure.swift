/// Documents pasted from chat tools or web pages lose their Markdown: bullets become `•` or `–`
/// at the start of a line inside a paragraph, headings become short lines of their own
/// ("11. Pre-delivery checklist"). This pass recovers that structure so the compiler sees
/// the same lists and sections it would in the original file.
enum PlainTextStructure {
    static let bulletMarkers: [Character] = ["•", "–", "◦", "▪", "‣", "·"]

    /// Headings are inferred only in a document that has none of its own: in real Markdown a
    /// short line on its own is just a short paragraph.
    static func recover(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        let hasHeadings = blocks.contains { $0.headingLevel != nil }
        return recover(blocks, inferHeadings: !hasHeadings)
    }

    static func recover(_ blocks: [MarkdownBlock], inferHeadings: Bool) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        for (index, block) in blocks.enumerated() {
            var block = block
            if !block.children.isEmpty, !block.isCode {
                block.children = recover(block.children, inferHeadings: false)
            }
            if block.kind == .paragraph, let tree = drawnTree(from: block) {
                result.append(tree)
                continue
            }
            if block.kind == .paragraph, let list = bulletList(from: block) {
                result.append(contentsOf: list)
                continue
            }
            if inferHeadings, let heading = inferredHeading(block, next: blocks.indices.contains(index + 1) ? blocks[index + 1] : nil) {
                result.append(heading)
                continue
            }
            result.append(block)
        }
        return result
    }

    static let treeDrawing: Set<Character> = ["├", "└", "│"]

    /// Whether a line holds one of `treeDrawing`'s characters, found by their UTF-8 bytes.
    static func drawsTree(_ line: Substring.UTF8View.SubSequence) -> Bool {
        let bytes = Array(line)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == 0xE2 && bytes[index + 1] == 0x94 {
            if let scalar = String(decoding: bytes[index..<(index + 3)], as: UTF8.self).first, treeDrawing.contains(scalar) { return true }
        }
        return false
    }

    /// A folder tree drawn with `├──` / `└──` that lost its code fence is a code block again.
    static func drawnTree(from paragraph: MarkdownBlock) -> MarkdownBlock? {
        let text = raw(paragraph.inlines)
        // Read as UTF-8: every paragraph of a document passes here, and a walk over characters
        // with a set lookup each was a large share of parsing one.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.filter(drawsTree).count >= 2 else { return nil }
        return MarkdownBlock(kind: .code(info: "text", fenced: false), startLine: paragraph.startLine,
                             endLine: paragraph.endLine, literal: text + "\n", isInferred: true)
    }

    /// The paragraph's text as written, line breaks kept (emphasis markers are lost to cmark).
    package static func raw(_ inlines: [MarkdownInline]) -> String {
        var out = ""
        for inline in inlines {
            switch inline.kind {
            case .text, .html: out += inline.literal
            case .code: out += inline.literal
            case .softBreak, .lineBreak: out += "\n"
            case .emphasis: out += "*" + raw(inline.children) + "*"
            case .strong: out += "**" + raw(inline.children) + "**"
            default: out += raw(inline.children)
            }
        }
        return out
    }

    /// Splits a paragraph at its soft breaks; when every line after an optional lead-in
    /// starts with a bullet marker, the bullet lines become a list.
    static func bulletList(from paragraph: MarkdownBlock) -> [MarkdownBlock]? {
        var lines: [[MarkdownInline]] = [[]]
        for inline in paragraph.inlines {
            if inline.kind == .softBreak || inline.kind == .lineBreak {
                lines.append([])
            } else {
                lines[lines.count - 1].append(inline)
            }
        }
        let isBullet = lines.map { line -> Bool in
            guard let first = line.first, first.kind == .text else { return false }
            let trimmed = first.literal.drop { $0 == " " }
            guard let marker = trimmed.first, bulletMarkers.contains(marker) else { return false }
            return trimmed.dropFirst().first == " "
        }
        guard let firstBullet = isBullet.firstIndex(of: true), isBullet[firstBullet...].allSatisfy({ $0 }) else {
            return nil
        }
        var blocks: [MarkdownBlock] = []
        let line0 = paragraph.startLine
        if firstBullet > 0 {
            let lead = lines[..<firstBullet].enumerated().flatMap { offset, inlines -> [MarkdownInline] in
                offset == 0 ? inlines : [MarkdownInline(kind: .softBreak, line: line0 + offset - 1)] + inlines
            }
            blocks.append(MarkdownBlock(kind: .paragraph, startLine: line0, endLine: line0 + firstBullet - 1,
                                        inlines: lead, isInferred: true))
        }
        var items: [MarkdownBlock] = []
        for offset in firstBullet..<lines.count {
            var inlines = lines[offset]
            let text = inlines[0].literal.drop { $0 == " " }.dropFirst().drop { $0 == " " }
            inlines[0].literal = String(text)
            if inlines[0].literal.isEmpty { inlines.removeFirst() }
            let line = line0 + offset
            let body = MarkdownBlock(kind: .paragraph, startLine: line, endLine: line, inlines: inlines, isInferred: true)
            items.append(MarkdownBlock(kind: .item(task: nil), startLine: line, endLine: line, children: [body], isInferred: true))
        }
        blocks.append(MarkdownBlock(kind: .list(ordered: false, start: 0), startLine: items[0].startLine,
                                    endLine: items[items.count - 1].endLine, children: items, isInferred: true))
        return blocks
    }

    /// A short line on its own that reads as a title ("Pre-delivery checklist",
    /// "8. Naming", "6.2 Sheets") and is followed by more content is taken as a heading.
    static func inferredHeading(_ block: MarkdownBlock, next: MarkdownBlock?) -> MarkdownBlock? {
        guard next != nil else { return nil }
        var title: String
        var level = 2
        switch block.kind {
        case .paragraph where block.startLine == block.endLine:
            title = MarkdownInline.plain(block.inlines)
            if let numbered = numberedTitle(title) {
                title = numbered.title
                level = numbered.level
            }
        case .list(ordered: true, let start) where block.children.count == 1:
            let item = block.children[0]
            guard item.children.count == 1, item.children[0].kind == .paragraph,
                  item.children[0].startLine == item.children[0].endLine, start > 1 || next?.isList == true
            else { return nil }
            title = MarkdownInline.plain(item.children[0].inlines)
        default:
            return nil
        }
        guard looksLikeTitle(title), block.inlines.allSatisfy({ $0.kind != .code }) else { return nil }
        let inline = MarkdownInline(kind: .text, literal: title, line: block.startLine)
        return MarkdownBlock(kind: .heading(level: level), startLine: block.startLine, endLine: block.startLine,
                             inlines: [inline], isInferred: true)
    }

    static func numberedTitle(_ text: String) -> (title: String, level: Int)? {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let number = parts[0].hasSuffix(".") ? parts[0].dropLast() : parts[0]
        let pieces = number.split(separator: ".", omittingEmptySubsequences: false)
        guard !pieces.isEmpty, pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return (String(parts[1]), 1 + pieces.count)
    }

    static func looksLikeTitle(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...12).contains(words.count), let first = text.first, first.isUppercase || first.isNumber else { return false }
        // "Conventions (naming, paddings, resources)": a closing parenthesis ends a title that
        // opened one; a sentence ends with its stop.
        let balanced = text.last == ")" && text.contains("(")
        guard let last = text.last, balanced || !".,;:!?)".contains(last) else { return false }
        let titlePart = balanced ? String(text[..<text.firstIndex(of: "(")!]) : text
        guard (1...8).contains(titlePart.split(separator: " ").count) else { return false }
        return !text.contains("`") && text.count <= 60
    }
}
