import CYaml
import PreflightModel

/// Reads one YAML document into `YAMLNode`s through libyaml's event API. Aliases are resolved
/// to a copy of their anchor (keeping the alias position), duplicate mapping keys are errors.
/// The tree is bounded (`DocumentBounds`): collections nest at most `maximumNesting` deep, and
/// the nodes counted with every alias expanded stay under `maximumYAMLNodes`, so "billion
/// laughs" (aliases of aliases, 400 bytes standing for billions of nodes) is an error at the
/// alias that passes the limit, not an out-of-memory crash in whatever walks the tree.
package enum YAMLReader {
    /// `lineOffset` is added to libyaml's 0-based lines so positions refer to the original file.
    package static func read(_ text: String, file: String, lineOffset: Int) throws -> YAMLNode? {
        var ignored: [PreflightError] = []
        return try read(text, file: file, lineOffset: lineOffset, collectingDuplicateKeys: false, duplicates: &ignored)
    }

    /// Like `read`, but a duplicate mapping key is appended to `duplicates` (both pairs are kept,
    /// in order) instead of ending the read, so a validator can report it and go on.
    package static func read(_ text: String, file: String, lineOffset: Int, duplicates: inout [PreflightError]) throws -> YAMLNode? {
        try read(text, file: file, lineOffset: lineOffset, collectingDuplicateKeys: true, duplicates: &duplicates)
    }

    private static func read(_ text: String, file: String, lineOffset: Int, collectingDuplicateKeys: Bool,
                             duplicates: inout [PreflightError]) throws -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw PreflightError(file: file, "cannot initialise the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var reader = EventReader(parser: parser, file: file, lineOffset: lineOffset)
            (reader.lastLine, reader.lastLineLength) = lastLine(of: text)
            reader.collectsDuplicateKeys = collectingDuplicateKeys
            defer {
                parser = reader.parser
                duplicates = reader.duplicateKeys
            }
            return try reader.document()
        }
    }

    /// The 0-based index of the last line of `text` and its length in characters, lines broken
    /// where libyaml breaks them (LF, CR, CRLF, NEL, LS, PS); a final break opens no new line.
    package static func lastLine(of text: String) -> (index: Int, length: Int) {
        var index = 0
        var length = 0
        var endedLength = 0
        var previous: Unicode.Scalar = " "
        var endsWithBreak = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r":
                break
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                index += 1
                endedLength = length
                length = 0
                endsWithBreak = true
            default:
                length += 1
                endsWithBreak = false
            }
            previous = scalar
        }
        return endsWithBreak ? (index - 1, endedLength) : (index, length)
    }

    private struct EventReader {
        package var parser: yaml_parser_t
        package let file: String
        package let lineOffset: Int
        /// The 0-based index of the text's last line and its length, for clamping error marks.
        var lastLine = 0
        var lastLineLength = 0
        package var anchors: [String: (node: YAMLNode, size: Int, height: Int, bytes: Int)] = [:]
        /// Nodes built so far, aliases counted as the size of what they copy.
        var expandedNodes = 0
        /// Scalar bytes built so far, aliases counted as the bytes of what they copy: a few
        /// aliases of a large anchor are few nodes but a great deal of text.
        var expandedBytes = 0
        var collectsDuplicateKeys = false
        var duplicateKeys: [PreflightError] = []

        package init(parser: yaml_parser_t, file: String, lineOffset: Int) {
            self.parser = parser
            self.file = file
            self.lineOffset = lineOffset
        }

        package mutating func next() throws -> yaml_event_t {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let mark = parser.problem_mark
                let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                // At the end of the input libyaml points past the last line (its virtual line
                // break): name the last line, which is in the file.
                let line = min(Int(mark.line), lastLine)
                let column = Int(mark.line) > lastLine ? lastLineLength + 1 : Int(mark.column) + 1
                throw PreflightError(file: file, line: line + lineOffset, column: column,
                                     "YAML syntax error: \(context)\(problem)")
            }
            return event
        }

        package mutating func document() throws -> YAMLNode? {
            var root: YAMLNode?
            while true {
                var event = try next()
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return root
                case YAML_DOCUMENT_START_EVENT, YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                    if event.type == YAML_DOCUMENT_START_EVENT, root != nil {
                        throw PreflightError(file: file, line: line(event.start_mark), column: column(event.start_mark),
                                             "frontmatter holds more than one YAML document")
                    }
                    continue
                default:
                    root = try node(from: &event, depth: 1).node
                }
            }
        }

        package func line(_ mark: yaml_mark_t) -> Int { Int(mark.line) + lineOffset }
        package func column(_ mark: yaml_mark_t) -> Int { Int(mark.column) + 1 }

        package static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            guard let pointer else { return nil }
            return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }

        /// Builds the node that starts with `event` (which the caller deletes), at `depth` (the
        /// root is 1), with its height (a scalar is 1).
        package mutating func node(from event: inout yaml_event_t, depth: Int) throws -> (node: YAMLNode, height: Int) {
            let start = Start(line: line(event.start_mark), column: column(event.start_mark), nodes: expandedNodes, bytes: expandedBytes)
            let limit = DocumentBounds.maximumNesting
            if depth > limit {
                throw PreflightError(file: file, line: start.line, column: start.column,
                                     "YAML nested more than \(limit) levels deep")
            }
            try count(1, line: start.line, column: start.column)
            switch event.type {
            case YAML_SCALAR_EVENT: return try scalarNode(event, start: start)
            case YAML_ALIAS_EVENT: return try aliasNode(event, start: start, depth: depth)
            case YAML_SEQUENCE_START_EVENT: return try sequenceNode(event, start: start, depth: depth)
            case YAML_MAPPING_START_EVENT: return try mappingNode(event, start: start, depth: depth)
            default:
                throw PreflightError(file: file, line: start.line, column: start.column, "unexpected YAML structure")
            }
        }

        /// Where a node starts, and the expansion counts before it (what an anchor on it stands for).
        struct Start {
            let line: Int
            let column: Int
            let nodes: Int
            let bytes: Int
        }

        mutating func scalarNode(_ event: yaml_event_t, start: Start) throws -> (node: YAMLNode, height: Int) {
            let scalar = event.data.scalar
            try count(bytes: scalar.length, line: start.line, column: start.column)
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style: YAMLNode.ScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let node = YAMLNode(value: .scalar(text, style), line: start.line, column: start.column,
                                endLine: line(event.end_mark), anchor: Self.string(scalar.anchor),
                                tag: Self.string(scalar.tag))
            remember(node, since: start, height: 1)
            return (node, 1)
        }

        mutating func aliasNode(_ event: yaml_event_t, start: Start, depth: Int) throws -> (node: YAMLNode, height: Int) {
            let limit = DocumentBounds.maximumNesting
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw PreflightError(file: file, line: start.line, column: start.column, "YAML alias '*\(name)' has no anchor")
            }
            // The alias itself was counted as one node: it stands for the anchor's size.
            try count(anchored.size - 1, line: start.line, column: start.column)
            try count(bytes: anchored.bytes, line: start.line, column: start.column)
            if depth - 1 + anchored.height > limit {
                throw PreflightError(file: file, line: start.line, column: start.column,
                                     "YAML alias '*\(name)' nests its anchor more than \(limit) levels deep")
            }
            var target = anchored.node
            target.line = start.line
            target.column = start.column
            target.anchor = nil
            target.alias = name
            return (target, anchored.height)
        }

        mutating func sequenceNode(_ event: yaml_event_t, start: Start, depth: Int) throws -> (node: YAMLNode, height: Int) {
            let anchor = Self.string(event.data.sequence_start.anchor)
            let tag = Self.string(event.data.sequence_start.tag)
            var items: [YAMLNode] = []
            var height = 1
            while true {
                var child = try next()
                defer { yaml_event_delete(&child) }
                if child.type == YAML_SEQUENCE_END_EVENT {
                    let node = YAMLNode(value: .sequence(items), line: start.line, column: start.column,
                                        endLine: line(child.end_mark), anchor: anchor, tag: tag)
                    remember(node, since: start, height: height)
                    return (node, height)
                }
                let item = try node(from: &child, depth: depth + 1)
                items.append(item.node)
                height = max(height, item.height + 1)
            }
        }

        mutating func mappingNode(_ event: yaml_event_t, start: Start, depth: Int) throws -> (node: YAMLNode, height: Int) {
            let anchor = Self.string(event.data.mapping_start.anchor)
            let tag = Self.string(event.data.mapping_start.tag)
            var pairs: [YAMLPair] = []
            var seen: [String: Int] = [:]
            var height = 1
            while true {
                var keyEvent = try next()
                defer { yaml_event_delete(&keyEvent) }
                if keyEvent.type == YAML_MAPPING_END_EVENT {
                    let node = YAMLNode(value: .mapping(pairs), line: start.line, column: start.column,
                                        endLine: line(keyEvent.end_mark), anchor: anchor, tag: tag)
                    remember(node, since: start, height: height)
                    return (node, height)
                }
                let keyNode = try node(from: &keyEvent, depth: depth + 1)
                let key = keyNode.node
                if let name = key.scalar, key.alias == nil {
                    if let first = seen[name] {
                        let error = PreflightError(file: file, line: key.line, column: key.column,
                                                   "duplicate key '\(name)' (first at line \(first))")
                        guard collectsDuplicateKeys else { throw error }
                        duplicateKeys.append(error)
                    } else {
                        seen[name] = key.line
                    }
                }
                var valueEvent = try next()
                defer { yaml_event_delete(&valueEvent) }
                let value = try node(from: &valueEvent, depth: depth + 1)
                pairs.append(YAMLPair(key: key, value: value.node))
                height = max(height, keyNode.height + 1, value.height + 1)
            }
        }

        mutating func remember(_ node: YAMLNode, since start: Start, height: Int) {
            remember(node, size: expandedNodes - start.nodes, height: height, bytes: expandedBytes - start.bytes)
        }

        mutating func remember(_ node: YAMLNode, size: Int, height: Int, bytes: Int) {
            if let anchor = node.anchor { anchors[anchor] = (node, size, height, bytes) }
        }

        mutating func count(bytes: Int, line: Int, column: Int) throws {
            expandedBytes += bytes
            let limit = DocumentBounds.maximumYAMLBytes
            if expandedBytes > limit {
                throw PreflightError(file: file, line: line, column: column,
                                     "YAML holds more than \(limit / 1_048_576) MB of text once its aliases are expanded")
            }
        }

        mutating func count(_ nodes: Int, line: Int, column: Int) throws {
            expandedNodes += nodes
            let limit = DocumentBounds.maximumYAMLNodes
            if expandedNodes > limit {
                throw PreflightError(file: file, line: line, column: column,
                                     "YAML holds more than \(limit) nodes once its aliases are expanded")
            }
        }
    }
}
