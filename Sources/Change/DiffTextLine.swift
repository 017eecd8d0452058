/// One line of diff text, as bytes without its terminator, with its 1-based number.
struct DiffTextLine {
    package let bytes: ArraySlice<UInt8>
    /// The line ended with `\r\n`; the `\r` is not part of `bytes`.
    let endsWithCR: Bool
    package let number: Int

    /// Splits on `\n`, dropping a `\r` before it. A final line without a terminator is kept;
    /// text that ends with `\n` has no empty last line.
    package static func split(_ bytes: [UInt8]) -> [DiffTextLine] {
        var lines: [DiffTextLine] = []
        var start = 0
        var number = 1
        func add(_ end: Int) {
            var last = end
            var crlf = false
            if last > start, bytes[last - 1] == UInt8(ascii: "\r") {
                last -= 1
                crlf = true
            }
            lines.append(DiffTextLine(bytes: bytes[start..<last], endsWithCR: crlf, number: number))
            number += 1
        }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            add(index)
            start = index + 1
        }
        if start < bytes.count { add(bytes.count) }
        return lines
    }

    package var first: UInt8? { bytes.first }

    package func starts(with prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    package func equals(_ other: String) -> Bool {
        bytes.elementsEqual(other.utf8)
    }

    /// The bytes after the first `count` bytes.
    package func rest(after count: Int) -> [UInt8] {
        Array(bytes.dropFirst(count))
    }

    /// The whole line decoded as UTF-8 (invalid bytes replaced).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package func text(after count: Int) -> String {
        String(decoding: bytes.dropFirst(count), as: UTF8.self)
    }
}
