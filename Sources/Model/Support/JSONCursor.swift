/// A forward-only reader of JSON text (RFC 8259), for files too large to hold as a tree: a
/// baseline of 200,000 findings is 40 MB of text, and Foundation's object tree of it (then
/// decoded again by `JSONDecoder`) took 800 MB. The caller walks the shape it expects; every
/// failure names the line it stands at.
package struct JSONCursor {
    package enum Failure: Error, Equatable {
        /// Not JSON at `line`.
        case invalid(line: Int)
        /// Containers nested deeper than `maximumDepth`.
        case tooDeep(line: Int)
    }

    /// The kind of value that starts at the cursor.
    package enum Kind: Equatable {
        case object, array, string, number, literal
    }

    /// As deep as Foundation's parser goes.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    /// The 1-based line of the cursor.
    package private(set) var line = 1

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Past the white space, the kind of the value that starts here (nil: no value does).
    package mutating func next() -> Kind? {
        skipSpace()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: return nil
        }
    }

    /// Nothing but white space is left.
    package mutating func atEnd() -> Bool {
        skipSpace()
        return offset == bytes.count
    }

    /// Reads an object's members in order: `member` gets each key with the cursor at its value,
    /// and must read or skip that value.
    package mutating func object(_ member: (inout JSONCursor, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            guard next() == .string else { throw Failure.invalid(line: line) }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Reads an array's elements in order: `element` gets each index with the cursor at it.
    package mutating func array(_ element: (inout JSONCursor, Int) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if consume(UInt8(ascii: "]")) { return }
        var index = 0
        repeat {
            try element(&self, index)
            index += 1
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// A string value, its escapes decoded; invalid UTF-8 is not JSON.
    package mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = offset
        // The common case, no escape: one slice, validated once.
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
            guard bytes[offset] >= 0x20 else { throw Failure.invalid(line: line) }
            offset += 1
        }
        var text = Array(bytes[start..<offset])
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "\\") {
            offset += 1
            try unescape(into: &text)
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
                guard bytes[offset] >= 0x20 else { throw Failure.invalid(line: line) }
                text.append(bytes[offset])
                offset += 1
            }
        }
        guard offset < bytes.count, let value = String(validatingUTF8Bytes: text) else { throw Failure.invalid(line: line) }
        offset += 1
        return value
    }

    /// A number that is a whole number in `Int`'s range (nil for another number, which is read).
    package mutating func integer() throws -> Int? {
        skipSpace()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw Failure.invalid(line: line) }
        if bytes[offset] == UInt8(ascii: "0") { offset += 1 } else { while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 } }
        var whole = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            whole = false
            offset += 1
            try digits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            whole = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            try digits()
        }
        return whole ? Int(String(decoding: bytes[start..<offset], as: UTF8.self)) : nil
    }

    /// Reads past one value of any kind, checking it is JSON.
    package mutating func skipValue() throws {
        try skipValue(depth: 0)
    }

    private mutating func skipValue(depth: Int) throws {
        switch next() {
        case .object?, .array?:
            guard depth < Self.maximumDepth else { throw Failure.tooDeep(line: line) }
            if next() == .object {
                try object { cursor, _ in try cursor.skipValue(depth: depth + 1) }
            } else {
                try array { cursor, _ in try cursor.skipValue(depth: depth + 1) }
            }
        case .string?: _ = try string()
        case .number?: _ = try integer()
        case .literal?:
            for word in ["true", "false", "null"] where bytes[offset...].starts(with: word.utf8) {
                offset += word.utf8.count
                return
            }
            throw Failure.invalid(line: line)
        case nil: throw Failure.invalid(line: line)
        }
    }

    private mutating func unescape(into text: inout [UInt8]) throws {
        guard offset < bytes.count else { throw Failure.invalid(line: line) }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by its low half.
                guard bytes[offset...].starts(with: "\\u".utf8) else { throw Failure.invalid(line: line) }
                offset += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw Failure.invalid(line: line) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw Failure.invalid(line: line) }
            text += Array(String(Character(unicode)).utf8)
        default: throw Failure.invalid(line: line)
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard offset + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
              bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
            throw Failure.invalid(line: line)
        }
        offset += 4
        return value
    }

    private mutating func digits() throws {
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw Failure.invalid(line: line) }
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expect(_ byte: UInt8) throws {
        guard consume(byte) else { throw Failure.invalid(line: line) }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x0A:
                line += 1
                offset += 1
            case 0x20, 0x09, 0x0D: offset += 1
            default: return
            }
        }
    }
}
