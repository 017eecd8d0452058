/// Lines in JSON text for error messages: Foundation's parser names a character offset, its
/// decoder a coding path; people want `file:line`.
package enum JSONPosition {
    /// The 1-based line holding byte `offset`.
    package static func line(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes.prefix(max(0, min(offset, bytes.count))) where byte == 0x0A { line += 1 }
        return line
    }

    /// The offset in "… around character 37." (Foundation's JSONSerialization message).
    package static func offset(inMessage message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// The 1-based line where the value at `path` starts (keys and array indices from the
    /// root), or nil when the path is not in the text. One pass with an explicit stack; the
    /// text is assumed to be valid JSON (Foundation parsed it).
    package static func line(ofPath path: [PathElement], in bytes: [UInt8]) -> Int? {
        // Each open container: the path element its current child sits at.
        struct Frame { var isArray: Bool; var index: Int; var key: String? }
        var stack: [Frame] = []
        var line = 1
        var i = 0
        var expectingKey = false
        func currentPath() -> [PathElement] {
            stack.map { $0.isArray ? .index($0.index) : .key($0.key ?? "") }
        }
        func valueStarts() -> Bool { currentPath() == path }
        if path.isEmpty { return 1 }
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x0A:
                line += 1
                i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                i += 1
            case UInt8(ascii: ","):
                if let last = stack.last {
                    if last.isArray { stack[stack.count - 1].index += 1 } else { expectingKey = true }
                }
                i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if valueStarts() { return line }
                stack.append(Frame(isArray: byte == UInt8(ascii: "["), index: 0, key: nil))
                expectingKey = byte == UInt8(ascii: "{")
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
                i += 1
            case UInt8(ascii: "\""):
                var j = i + 1
                var text: [UInt8] = []
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\") { text.append(bytes[j]); j += 1 }
                    if j < bytes.count { text.append(bytes[j]) }
                    j += 1
                }
                if expectingKey, !stack.isEmpty {
                    stack[stack.count - 1].key = String(decoding: text, as: UTF8.self)
                    expectingKey = false
                } else if valueStarts() {
                    return line
                }
                i = j + 1
            default:
                // A number, true, false or null.
                if valueStarts() { return line }
                while i < bytes.count, !",]} \t\r\n".utf8.contains(bytes[i]) { i += 1 }
            }
        }
        return nil
    }

    package enum PathElement: Equatable {
        case key(String)
        case index(Int)
    }
}
