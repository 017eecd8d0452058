/// Writes a `JSONValue` exactly as `JSONSerialization` does with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` (two-space indent, `"key" : value`, keys in `String` order),
/// without building `Any` dictionaries: SARIF keeps the byte layout it has always had while a
/// large report is written in one pass over a single buffer.
package enum SortedJSONWriter {
    package static func pretty(_ value: JSONValue) -> String {
        var output = ""
        write(value, to: &output, indent: 0)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String, indent: Int) {
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
                write(element, to: &output, indent: indent + 1)
                if index < values.count - 1 { output += "," }
                output += "\n"
            }
            if values.isEmpty { output += "\n" }
            pad(&output, indent)
            output += "]"
        case .object(let members):
            output += "{\n"
            let sorted = members.sorted { $0.0 < $1.0 }
            for (index, (key, element)) in sorted.enumerated() {
                pad(&output, indent + 1)
                writeString(key, to: &output)
                output += " : "
                write(element, to: &output, indent: indent + 1)
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
