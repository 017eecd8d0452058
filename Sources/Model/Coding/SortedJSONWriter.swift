import Foundation

/// Writes a `JSONValue` exactly as `JSONSerialization` does with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` (two-space indent, `"key" : value`, keys in Foundation's
/// collation order: case-insensitive, numbers by value, `_` and `%` before `$` before letters),
/// without building `Any` dictionaries: SARIF keeps the byte layout it has always had while a
/// large report is written in one pass over a single buffer.
package enum SortedJSONWriter {
    package static func pretty(_ value: JSONValue) -> String {
        var output = ""
        var orders: [[String]: [Int]] = [:]
        write(value, to: &output, indent: 0, orders: &orders)
        return output
    }

    /// JSONSerialization's key comparison. It goes through the locale's collation, which is slow,
    /// so `orders` remembers the order of each set of keys seen (a report repeats a handful).
    static func keyOrder(_ keys: [String], orders: inout [[String]: [Int]]) -> [Int] {
        if let known = orders[keys] { return known }
        let order = keys.indices.sorted { first, second in
            let (a, b) = (keys[first], keys[second])
            return a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                             locale: NSLocale.system) == .orderedAscending
        }
        orders[keys] = order
        return order
    }

    /// A streamed document in the same layout, as one string.
    package static func pretty(_ stream: JSONStream) -> String {
        var text = ""
        var output = JSONChunks(limit: .max) { text += $0 }
        try? write(stream, indent: 0, to: &output)
        try? output.flush()
        return text
    }

    /// A streamed document in the same layout, into chunks: elements of its arrays are made
    /// and written one at a time.
    package static func write(_ stream: JSONStream, indent: Int, to output: inout JSONChunks) throws {
        let known = KeyOrders()
        let layout = JSONLayout(keySeparator: " : ", emptyOpensLine: true, order: { keyOrder($0, orders: &known.orders) },
                                leaf: { value, indent in
                                    var text = ""
                                    write(value, to: &text, indent: indent, orders: &known.orders)
                                    return text
                                })
        try stream.write(indent: indent, to: &output, layout: layout)
    }

    /// The key orders seen in one document, shared by the layout's closures.
    private final class KeyOrders {
        var orders: [[String]: [Int]] = [:]
    }

    private static func write(_ value: JSONValue, to output: inout String, indent: Int, orders: inout [[String]: [Int]]) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .string(let text): writeString(text, to: &output)
        case .array(let values):
            // JSONSerialization opens a line even for an empty array or object.
            output += "[\n"
            for (index, element) in values.enumerated() {
                pad(&output, indent + 1)
                write(element, to: &output, indent: indent + 1, orders: &orders)
                if index < values.count - 1 { output += "," }
                output += "\n"
            }
            if values.isEmpty { output += "\n" }
            pad(&output, indent)
            output += "]"
        case .object(let members):
            output += "{\n"
            let sorted = keyOrder(members.map(\.0), orders: &orders).map { members[$0] }
            for (index, (key, element)) in sorted.enumerated() {
                pad(&output, indent + 1)
                writeString(key, to: &output)
                output += " : "
                write(element, to: &output, indent: indent + 1, orders: &orders)
                if index < sorted.count - 1 { output += "," }
                output += "\n"
            }
            if sorted.isEmpty { output += "\n" }
            pad(&output, indent)
            output += "}"
        }
    }

    private static func pad(_ output: inout String, _ indent: Int) {
        for _ in 0..<indent { output += "  " }
    }

    /// JSONSerialization's escaping: quote, backslash, the named control characters, other
    /// controls as `\u00XX`; everything else (DEL, U+2028, non-ASCII, `/`) as is.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            output += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case "\u{08}": output += "\\b"
                case "\u{0C}": output += "\\f"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        output += "\""
    }
}
