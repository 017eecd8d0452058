/// git's C-style path quoting: `"a/caf\303\251.swift"`, `"tab\there"`, `"say \"hi\""`.
enum QuotedPath {
    /// Decodes the quoted string that starts at `bytes[start]` (which must be `"`).
    /// Returns the decoded path and the index just past the closing quote, or nil when the
    /// string is not a well-formed quoted path.
    package static func decode(_ bytes: [UInt8], from start: Int) -> (path: String, end: Int)? {
        guard start < bytes.count, bytes[start] == quote else { return nil }
        var output: [UInt8] = []
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                return (String(decoding: output, as: UTF8.self), index + 1)
            }
            guard byte == backslash else {
                output.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { return nil }
            let escaped = bytes[index]
            if let simple = simpleEscapes[escaped] {
                output.append(simple)
                index += 1
            } else if isOctal(escaped) {
                var value = 0
                var digits = 0
                while digits < 3, index < bytes.count, isOctal(bytes[index]) {
                    value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                guard value <= 0xFF else { return nil }
                output.append(UInt8(value))
            } else {
                return nil
            }
        }
        return nil
    }

    /// Decodes `text` when it is exactly one quoted path; nil otherwise.
    static func decodeWhole(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let (path, end) = decode(bytes, from: 0), end == bytes.count else { return nil }
        return path
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "\""): quote, UInt8(ascii: "\\"): backslash,
    ]

    private static func isOctal(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
    }
}
