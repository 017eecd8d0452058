import CCmarkGFM
import Foundation
import PreflightModel

/// Runs cmark-gfm with the GitHub extensions and copies its tree into value types, so no C
/// pointer outlives the parse. `lineOffset` maps cmark's lines back to the original file.
enum CmarkConverter {
    static let extensionNames = ["table", "tasklist", "strikethrough", "autolink"]

    /// cmark-gfm's extension registry is global and unguarded; registration and parsing run
    /// under one lock. Documents are few and small next to the code being checked.
    private static let lock = NSLock()

    /// The document's blocks. Throws, naming `file` and the line, when the text asks cmark for
    /// more table cells or deeper nesting than `DocumentBounds` allows.
    package static func parse(_ markdown: String, file: String = "<document>") throws -> [MarkdownBlock] {
        try TableBudget.check(Array(markdown.utf8), file: file)
        lock.lock()
        defer { lock.unlock() }
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES
        guard let parser = cmark_parser_new(options) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        markdown.utf8CString.withUnsafeBufferPointer { buffer in
            cmark_parser_feed(parser, buffer.baseAddress, buffer.count - 1)
        }
        guard let root = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(root) }
        try checkNesting(root, file: file)
        return children(of: root).compactMap(block)
    }

    /// Walks cmark's tree with its own iterator (no recursion) and refuses blocks nested deeper
    /// than the limit, or inlines nested deeper within one block: the conversion below and
    /// everything reading the model recurse once per level.
    private static func checkNesting(_ root: OpaquePointer, file: String) throws {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        let limit = DocumentBounds.maximumNesting
        // The path from the root to the current node; a leaf has no exit event, so the path is
        // cut back to the new node's parent on each entry.
        var path: [(node: OpaquePointer, inline: Bool)] = []
        var blocks = 0
        var inlines = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), node != root else { continue }
            let parent = cmark_node_parent(node)
            while let last = path.last, last.node != parent {
                path.removeLast()
                if last.inline { inlines -= 1 } else { blocks -= 1 }
            }
            let inline = cmark_node_get_type(node).rawValue & 0xc000 == 0xc000
            path.append((node, inline))
            if inline { inlines += 1 } else { blocks += 1 }
            if blocks > limit || inlines > limit {
                let block = path.last { !$0.inline }?.node ?? node
                throw PreflightError(file: file, line: Int(cmark_node_get_start_line(block)),
                                     "\(inline ? "inline markup (emphasis, links)" : "blocks (lists, quotes)") nested more than \(limit) "
                                     + "levels deep; documents nested deeper are not read")
            }
        }
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// The node's first line. cmark-gfm leaves a node it re-parented without a position (line
    /// 0: a table whose delimiter row breaks off leaves its header row behind as such a
    /// paragraph); that node stands where its next positioned sibling starts, or else right
    /// after the previous one, or on its parent's line — never on line 0.
    private static func startLine(of node: OpaquePointer) -> Int {
        let own = Int(cmark_node_get_start_line(node))
        guard own < 1 else { return own }
        var next = cmark_node_next(node)
        while let sibling = next {
            let line = Int(cmark_node_get_start_line(sibling))
            if line >= 1 { return line }
            next = cmark_node_next(sibling)
        }
        if let previous = cmark_node_previous(node), cmark_node_get_end_line(previous) >= 1 {
            return Int(cmark_node_get_end_line(previous))
        }
        if let parent = cmark_node_parent(node), cmark_node_get_start_line(parent) >= 1 {
            return Int(cmark_node_get_start_line(parent))
        }
        return 1
    }

    private static func block(_ node: OpaquePointer) -> MarkdownBlock? {
        let start = startLine(of: node)
        let end = max(start, Int(cmark_node_get_end_line(node)))
        let kind: MarkdownBlock.Kind
        switch typeName(node) {
        case "heading": kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case "paragraph": kind = .paragraph
        case "list":
            kind = .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)))
        case "item": kind = .item(task: nil)
        case "tasklist":
            kind = .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .done : .open)
        case "code_block":
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            var length: Int32 = 0, offset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &fenceCharacter) != 0
            return MarkdownBlock(kind: .code(info: info.trimming(" \t"), fenced: fenced),
                                 startLine: start, endLine: end, literal: literal(node))
        case "html_block":
            return MarkdownBlock(kind: .html, startLine: start, endLine: end, literal: literal(node))
        case "block_quote": kind = .blockQuote
        case "table": kind = .table
        case "table_row", "table_header":
            kind = .tableRow(header: cmark_gfm_extensions_get_table_row_is_header(node) != 0 || typeName(node) == "table_header")
        case "table_cell": kind = .tableCell
        case "thematic_break": return MarkdownBlock(kind: .thematicBreak, startLine: start, endLine: end)
        default: return nil
        }
        switch kind {
        case .heading, .paragraph, .tableCell:
            var line = start
            return MarkdownBlock(kind: kind, startLine: start, endLine: end,
                                 inlines: children(of: node).map { inline($0, line: &line) })
        default:
            return MarkdownBlock(kind: kind, startLine: start, endLine: end, children: children(of: node).compactMap(block))
        }
    }

    /// cmark keeps no reliable positions on inlines, so the line is counted from the
    /// paragraph's first line plus the line breaks seen so far.
    private static func inline(_ node: OpaquePointer, line: inout Int) -> MarkdownInline {
        let here = line
        switch typeName(node) {
        case "text": return MarkdownInline(kind: .text, literal: literal(node), line: here)
        case "code": return MarkdownInline(kind: .code, literal: literal(node), line: here)
        case "html_inline": return MarkdownInline(kind: .html, literal: literal(node), line: here)
        case "softbreak":
            line += 1
            return MarkdownInline(kind: .softBreak, line: here)
        case "linebreak":
            line += 1
            return MarkdownInline(kind: .lineBreak, line: here)
        default:
            break
        }
        let kind: MarkdownInline.Kind
        switch typeName(node) {
        case "emph": kind = .emphasis
        case "strong": kind = .strong
        case "strikethrough": kind = .strikethrough
        case "link": kind = .link(destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
        case "image": kind = .image(source: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
        default: kind = .text
        }
        let inner = children(of: node).map { inline($0, line: &line) }
        return MarkdownInline(kind: kind, literal: kind == .text ? literal(node) : "", children: inner, line: here)
    }
}
