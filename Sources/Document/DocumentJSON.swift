import PreflightModel

/// The document model as JSON (`preflight parse`): what the compiler sees, for debugging a
/// document that compiles unexpectedly and for tools built on Preflight's parser.
public enum DocumentJSON {
    public static func render(_ document: SkillDocument) -> String {
        var fields: [(String, JSONValue)] = [
            ("version", .int(1)),
            ("path", .string(document.path)),
            ("name", .string(document.name)),
            ("title", document.title.map(JSONValue.string) ?? .null),
            ("lineCount", .int(document.lineCount)),
        ]
        if let frontmatter = document.frontmatter {
            fields.append(("frontmatter", .object([
                ("openingLine", .int(frontmatter.openingLine)),
                ("closingLine", .int(frontmatter.closingLine)),
                ("byteOrderMark", .bool(frontmatter.hadByteOrderMark)),
                ("root", node(frontmatter.root)),
            ])))
        } else {
            fields.append(("frontmatter", .null))
        }
        fields.append(("sections", .array(document.sections.map(section))))
        fields.append(("blocks", .array(document.blocks.map(block))))
        return JSONValue.object(fields).pretty() + "\n"
    }

    package static func node(_ node: YAMLNode) -> JSONValue {
        var fields: [(String, JSONValue)] = [("line", .int(node.line)), ("column", .int(node.column))]
        switch node.value {
        case let .scalar(text, style):
            fields += [("kind", .string("scalar")), ("value", .string(text)), ("style", .string(style.rawValue))]
        case let .sequence(items):
            fields += [("kind", .string("sequence")), ("items", .array(items.map(self.node)))]
        case let .mapping(pairs):
            fields += [("kind", .string("mapping")), ("pairs", .array(pairs.map { pair in
                .object([("key", self.node(pair.key)), ("value", self.node(pair.value))])
            }))]
        }
        if let anchor = node.anchor { fields.append(("anchor", .string(anchor))) }
        if let alias = node.alias { fields.append(("alias", .string(alias))) }
        return .object(fields)
    }

    package static func section(_ section: Section) -> JSONValue {
        .object([
            ("title", .string(section.title)), ("level", .int(section.level)), ("line", .int(section.line)),
            ("path", .array(section.path.map(JSONValue.string))),
            ("subsections", .array(section.subsections.map(self.section))),
        ])
    }

    package static func block(_ block: MarkdownBlock) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        switch block.kind {
        case let .heading(level): fields += [("kind", .string("heading")), ("level", .int(level))]
        case .paragraph: fields.append(("kind", .string("paragraph")))
        case let .list(ordered, start): fields += [("kind", .string("list")), ("ordered", .bool(ordered)), ("start", .int(start))]
        case let .item(task):
            fields.append(("kind", .string("item")))
            if let task { fields.append(("task", .string(task.rawValue))) }
        case let .code(info, fenced): fields += [("kind", .string("code")), ("info", .string(info)), ("fenced", .bool(fenced))]
        case .blockQuote: fields.append(("kind", .string("blockQuote")))
        case .table: fields.append(("kind", .string("table")))
        case let .tableRow(header): fields += [("kind", .string("tableRow")), ("header", .bool(header))]
        case .tableCell: fields.append(("kind", .string("tableCell")))
        case .thematicBreak: fields.append(("kind", .string("thematicBreak")))
        case .html: fields.append(("kind", .string("html")))
        }
        fields += [("startLine", .int(block.startLine)), ("endLine", .int(block.endLine))]
        if block.isInferred { fields.append(("inferred", .bool(true))) }
        if let literal = block.literal { fields.append(("literal", .string(literal))) }
        if !block.inlines.isEmpty {
            fields.append(("text", .string(MarkdownInline.markdown(block.inlines))))
            let spans = block.inlines.flatMap(\.codeSpans)
            if !spans.isEmpty {
                fields.append(("code", .array(spans.map { .object([("text", .string($0.literal)), ("line", .int($0.line))]) })))
            }
        }
        if !block.children.isEmpty { fields.append(("children", .array(block.children.map(self.block)))) }
        return .object(fields)
    }
}
