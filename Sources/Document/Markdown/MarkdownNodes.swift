/// The Markdown body as value types over cmark-gfm's tree. Every block carries its first and
/// last line in the original file (frontmatter lines counted); inlines carry the line they are on.
public struct MarkdownBlock: Sendable, Equatable {
    public enum TaskState: String, Sendable, Equatable { case open, done }

    public enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case paragraph
        case list(ordered: Bool, start: Int)
        case item(task: TaskState?)
        case code(info: String, fenced: Bool)
        case blockQuote
        case table
        case tableRow(header: Bool)
        case tableCell
        case thematicBreak
        case html
    }

    public var kind: Kind
    public var startLine: Int
    public var endLine: Int
    public var children: [MarkdownBlock]
    public var inlines: [MarkdownInline]
    /// Code block content or raw HTML; nil for other blocks.
    public var literal: String?
    /// True when Preflight inferred the block from plain text (a pasted `•` bullet, a
    /// heading that lost its `#` in a flattened copy) rather than reading it from Markdown syntax.
    public var isInferred: Bool

    public init(kind: Kind, startLine: Int, endLine: Int, children: [MarkdownBlock] = [],
                inlines: [MarkdownInline] = [], literal: String? = nil, isInferred: Bool = false) {
        self.kind = kind
        self.startLine = startLine
        self.endLine = endLine
        self.children = children
        self.inlines = inlines
        self.literal = literal
        self.isInferred = isInferred
    }

    /// The block's own text (for a list item: its first paragraph), inline code in backticks.
    public var text: String {
        switch kind {
        case .item:
            return children.first { $0.kind == .paragraph }.map(\.text) ?? ""
        case .code, .html:
            return literal ?? ""
        case .tableRow, .table, .list, .blockQuote:
            return children.map(\.text).joined(separator: " ")
        default:
            return MarkdownInline.markdown(inlines)
        }
    }

    /// Inline code spans of this block and its paragraphs (not of nested lists).
    public var ownCodeSpans: [MarkdownInline] {
        switch kind {
        case .item, .blockQuote:
            return children.filter { $0.kind == .paragraph }.flatMap(\.ownCodeSpans)
        case .tableRow, .table:
            return children.flatMap(\.ownCodeSpans)
        default:
            return inlines.flatMap(\.codeSpans)
        }
    }

    public var isList: Bool { if case .list = kind { return true } else { return false } }
    public var isItem: Bool { if case .item = kind { return true } else { return false } }
    public var isCode: Bool { if case .code = kind { return true } else { return false } }
    public var headingLevel: Int? { if case let .heading(level) = kind { return level } else { return nil } }
    public var taskState: MarkdownBlock.TaskState? { if case let .item(task) = kind { return task } else { return nil } }
    public var codeInfo: String? { if case let .code(info, _) = kind { return info } else { return nil } }

    /// Depth-first walk over this block and everything below it.
    public func walk(_ visit: (MarkdownBlock) -> Void) {
        visit(self)
        for child in children { child.walk(visit) }
    }
}

public struct MarkdownInline: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text, code, emphasis, strong, strikethrough, softBreak, lineBreak, html
        case link(destination: String)
        case image(source: String)
    }

    public var kind: Kind
    public var literal: String
    public var children: [MarkdownInline]
    public var line: Int

    public init(kind: Kind, literal: String = "", children: [MarkdownInline] = [], line: Int) {
        self.kind = kind
        self.literal = literal
        self.children = children
        self.line = line
    }

    public var codeSpans: [MarkdownInline] {
        kind == .code ? [self] : children.flatMap(\.codeSpans)
    }

    public var links: [MarkdownInline] {
        if case .link = kind { return [self] + children.flatMap(\.links) }
        return children.flatMap(\.links)
    }

    /// Text with inline code kept in backticks and emphasis markers dropped.
    public static func markdown(_ inlines: [MarkdownInline]) -> String {
        var out = ""
        for inline in inlines {
            switch inline.kind {
            case .text, .html: out += inline.literal
            case .code: out += "`\(inline.literal)`"
            case .softBreak, .lineBreak: out += " "
            default: out += markdown(inline.children)
            }
        }
        return out
    }

    /// Text without any markup (code spans as their content).
    public static func plain(_ inlines: [MarkdownInline]) -> String {
        var out = ""
        for inline in inlines {
            switch inline.kind {
            case .text, .code, .html: out += inline.literal
            case .softBreak, .lineBreak: out += " "
            default: out += plain(inline.children)
            }
        }
        return out
    }
}
