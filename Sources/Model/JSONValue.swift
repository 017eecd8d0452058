/// A JSON value whose objects keep their keys in the order written, so output is byte-stable
/// and reads in a sensible order (JSONSerialization only offers sorted or unspecified order).
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.pretty() == rhs.pretty()
    }

    package func pretty(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                value.write(to: &output, indent: indent + 1)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// RFC 8259 string escaping; U+2028 / U+2029 escaped too so the output is also valid JavaScript.
    package static func writeString(_ value: String, to output: inout String) {
        // Most strings need no escaping: append them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
            output += "\""
            output += value
            output += "\""
            return
        }
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

/// A JSON document written as it is made: the elements of its large arrays (a report's
/// findings) are built one at a time and written at once, and the text goes out in chunks, so
/// neither the whole tree nor the whole text is ever held. Written byte for byte as
/// `JSONValue.pretty` writes the same document.
package indirect enum JSONStream {
    case value(JSONValue)
    case object([(String, JSONStream)])
    case array(count: Int, element: (Int) -> JSONStream)

    /// The document as a tree.
    package var materialized: JSONValue {
        switch self {
        case .value(let value): return value
        case .object(let members): return .object(members.map { ($0.0, $0.1.materialized) })
        case let .array(count, element): return .array((0..<count).map { element($0).materialized })
        }
    }

    /// The whole text, for callers that want it as one string.
    package func pretty() -> String {
        var text = ""
        var output = JSONChunks(limit: .max) { text += $0 }
        try? write(indent: 0, to: &output)
        try? output.flush()
        return text
    }

    /// Written in `layout`: `JSONValue.pretty`'s own by default, or JSONSerialization's sorted
    /// one (`SortedJSONWriter`).
    package func write(indent: Int, to output: inout JSONChunks, layout: JSONLayout = .ordered) throws {
        switch self {
        case .value(let value):
            try output.append(layout.leaf(value, indent))
        case .object(let members):
            let order = layout.order(members.map(\.0))
            try Self.container("{", "}", count: members.count, indent: indent, to: &output, layout: layout) { index, output in
                let (key, value) = members[order[index]]
                var name = ""
                JSONValue.writeString(key, to: &name)
                try output.append(name + layout.keySeparator)
                try value.write(indent: indent + 1, to: &output, layout: layout)
            }
        case let .array(count, element):
            try Self.container("[", "]", count: count, indent: indent, to: &output, layout: layout) { index, output in
                try element(index).write(indent: indent + 1, to: &output, layout: layout)
            }
        }
    }

    /// The frame both layouts share: one member per line, indented two spaces a level.
    private static func container(_ open: String, _ close: String, count: Int, indent: Int, to output: inout JSONChunks,
                                  layout: JSONLayout, member: (Int, inout JSONChunks) throws -> Void) throws {
        guard count > 0 || layout.emptyOpensLine else { return try output.append(open + close) }
        try output.append(open + "\n")
        for index in 0..<count {
            try output.append(String(repeating: "  ", count: indent + 1))
            try member(index, &output)
            try output.append(index == count - 1 ? "\n" : ",\n")
        }
        if count == 0 { try output.append("\n") }
        try output.append(String(repeating: "  ", count: indent) + close)
    }
}

/// How a streamed document is laid out: what separates a key from its value, whether an empty
/// container opens a line, the order of an object's keys, and how a whole value is written.
package struct JSONLayout {
    package var keySeparator: String
    package var emptyOpensLine: Bool
    package var order: ([String]) -> [Int]
    package var leaf: (JSONValue, Int) -> String

    package static let ordered = JSONLayout(keySeparator: ": ", emptyOpensLine: false, order: { Array($0.indices) },
                                            leaf: { value, indent in value.pretty(indent: indent) })
}

/// Text gathered until `limit` UTF-8 bytes, then handed to `sink`.
package struct JSONChunks {
    private var buffer = ""
    private let limit: Int
    private let sink: (String) throws -> Void

    package init(limit: Int = 1 << 20, sink: @escaping (String) throws -> Void) {
        self.limit = limit
        self.sink = sink
    }

    package mutating func append(_ text: String) throws {
        buffer += text
        if buffer.utf8.count >= limit { try flush() }
    }

    package mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        let chunk = buffer
        buffer = ""
        try sink(chunk)
    }
}
