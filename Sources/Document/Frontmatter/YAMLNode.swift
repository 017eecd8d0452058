import PreflightModel

/// A YAML node as libyaml read it, with the 1-based line and column it starts at in the
/// original file (frontmatter offset already applied), so every error can name its place.
public struct YAMLNode: Sendable, Equatable {
    public enum ScalarStyle: String, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public indirect enum Value: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var value: Value
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var anchor: String?
    public var tag: String?
    /// The anchor this node was copied from when it was written as an alias (`*name`).
    public var alias: String?

    public init(value: Value, line: Int, column: Int, endLine: Int, anchor: String? = nil, tag: String? = nil,
                alias: String? = nil) {
        self.value = value
        self.line = line
        self.column = column
        self.endLine = endLine
        self.anchor = anchor
        self.tag = tag
        self.alias = alias
    }

    public var scalar: String? {
        if case let .scalar(text, _) = value { return text }
        return nil
    }

    public var scalarStyle: ScalarStyle? {
        if case let .scalar(_, style) = value { return style }
        return nil
    }

    public var isPlainNull: Bool {
        if case let .scalar(text, .plain) = value { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    public var sequence: [YAMLNode]? {
        if case let .sequence(items) = value { return items }
        return nil
    }

    public var pairs: [YAMLPair]? {
        if case let .mapping(pairs) = value { return pairs }
        return nil
    }

    public subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.scalar == key }?.value
    }

    /// The kind as a person names it in an error message.
    public var kindName: String {
        switch value {
        case .scalar: return isPlainNull ? "null" : "string"
        case .sequence: return "list"
        case .mapping: return "mapping"
        }
    }
}

public struct YAMLPair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

extension YAMLNode {
    /// A node holding `json`, as `compile --format json` printed it, placed at `line` and `column`
    /// (the place a message should name). Strings stay strings whatever their text: they are
    /// written quoted, and only plain scalars read as numbers or booleans.
    package init(_ json: JSONValue, line: Int, column: Int) {
        let value: Value
        switch json {
        case .null: value = .scalar("null", .plain)
        case let .bool(flag): value = .scalar(flag ? "true" : "false", .plain)
        case let .int(number): value = .scalar(String(number), .plain)
        case let .string(text): value = .scalar(text, .doubleQuoted)
        case let .array(items): value = .sequence(items.map { YAMLNode($0, line: line, column: column) })
        case let .object(members):
            value = .mapping(members.map { name, member in
                YAMLPair(key: YAMLNode(value: .scalar(name, .plain), line: line, column: column, endLine: line),
                         value: YAMLNode(member, line: line, column: column))
            })
        }
        self.init(value: value, line: line, column: column, endLine: line)
    }
}
