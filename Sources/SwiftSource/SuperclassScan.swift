import PreflightModel

/// The names classes inherit from, read from a file's bytes without lexing it: what a rule like
/// "classes are `final` unless something subclasses them" needs from every Swift file of a
/// repository, so it costs one pass over the bytes rather than a parse.
///
/// For each `class Name` (generic parameters skipped) followed by `:`, the first entry of the
/// inheritance clause is kept, its generic arguments and module prefix removed
/// (`Base<Item>` → `Base`, `UIKit.UIView` → `UIView`); a protocol name kept there is harmless.
/// Comments and strings are not told apart: a name read from one only makes the checks that use
/// the set more cautious.
package enum SuperclassScan {
    package static func names(in bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        let keyword = Array("class".utf8)
        var index = 0
        while index < bytes.count, let found = ByteSearch.firstIndex(of: keyword, in: bytes, from: index) {
            index = found + keyword.count
            guard found == 0 || !ByteScan.isIdentifier(bytes[found - 1]), index < bytes.count, ByteScan.isSpace(bytes[index]) else { continue }
            var cursor = ByteScan.skipSpaces(bytes, from: index)
            let name = ByteScan.identifier(bytes, from: cursor)
            guard !name.isEmpty else { continue }
            cursor = ByteScan.skipSpaces(bytes, from: cursor + name.count)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") { cursor = ByteScan.skipSpaces(bytes, from: ByteScan.closeAngle(bytes, from: cursor)) }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
            if let entry = firstEntry(bytes, from: cursor + 1) { names.insert(entry) }
        }
        return names
    }

    /// `Module.Base<T>` → `Base`, skipping attributes (`@unchecked`) before the name.
    static func firstEntry(_ bytes: [UInt8], from start: Int) -> String? {
        var cursor = ByteScan.skipSpaces(bytes, from: start)
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "@") {
            cursor = ByteScan.skipSpaces(bytes, from: cursor + 1 + ByteScan.identifier(bytes, from: cursor + 1).count)
        }
        var last = ByteScan.identifier(bytes, from: cursor)
        guard !last.isEmpty else { return nil }
        cursor += last.count
        while cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
            let next = ByteScan.identifier(bytes, from: cursor + 1)
            guard !next.isEmpty else { break }
            last = next
            cursor += 1 + next.count
        }
        return String(decoding: last, as: UTF8.self)
    }
}

/// Byte helpers for scans that read a few shapes of Swift without its lexer.
enum ByteScan {
    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// The identifier's bytes starting at `start` (empty when none starts there, or a digit does).
    static func identifier(_ bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
        guard start < bytes.count, isIdentifier(bytes[start]), !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { return [] }
        var end = start
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        return bytes[start..<end]
    }

    /// The index after the `>` closing the `<` at `start` (nesting counted; the end of the bytes
    /// when it never closes).
    static func closeAngle(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") { depth += 1 }
            if bytes[index] == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            if bytes[index] == UInt8(ascii: "{") { return index }
            index += 1
        }
        return index
    }
}
