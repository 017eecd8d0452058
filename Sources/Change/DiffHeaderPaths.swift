/// Reading paths out of diff header lines: `diff --git a/x b/x`, `--- a/x`, `+++ b/x`,
/// `rename from x`, `Binary files a/x and b/x differ`.
enum DiffHeaderPaths {
    /// A path as a header line names it, before any prefix is stripped.
    package enum Raw: Equatable {
        case devNull
        case path(String)

        package var path: String? {
            if case .path(let path) = self { return path }
            return nil
        }
    }

    /// The path of a `---` / `+++` line (`rest` is what follows `--- `). A quoted path ends at
    /// its closing quote; otherwise the path ends at the first tab (`diff -u` writes a
    /// timestamp after it, git a lone tab after a path holding a space).
    static func fileLinePath(_ rest: [UInt8]) -> Raw? {
        if rest.first == UInt8(ascii: "\"") {
            guard let (path, _) = QuotedPath.decode(rest, from: 0) else { return nil }
            return .path(path)
        }
        let end = rest.firstIndex(of: UInt8(ascii: "\t")) ?? rest.count
        let bytes = rest[..<end]
        if bytes.elementsEqual("/dev/null".utf8) { return .devNull }
        if bytes.isEmpty { return nil }
        return .path(String(decoding: bytes, as: UTF8.self))
    }

    /// The path of `rename from …`, `copy to …` lines: quoted or taken whole, never prefixed.
    static func plainPath(_ rest: [UInt8]) -> String? {
        if rest.first == UInt8(ascii: "\"") {
            return QuotedPath.decodeWhole(String(decoding: rest, as: UTF8.self))
        }
        return rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self)
    }

    /// The two paths of `diff --git A B` (`rest` is what follows `diff --git `), prefixes kept.
    /// Unquoted paths holding spaces are ambiguous; the split that gives the same path on both
    /// sides wins (a rename names its paths again in `rename from/to`).
    static func gitHeaderPaths(_ rest: [UInt8]) -> (String, String)? {
        let space = UInt8(ascii: " ")
        let quote = UInt8(ascii: "\"")
        if rest.first == quote {
            guard let (old, end) = QuotedPath.decode(rest, from: 0), end < rest.count,
                  rest[end] == space else { return nil }
            let second = Array(rest[(end + 1)...])
            guard let new = second.first == quote
                ? QuotedPath.decodeWhole(String(decoding: second, as: UTF8.self))
                : (second.isEmpty ? nil : String(decoding: second, as: UTF8.self))
            else { return nil }
            return (old, new)
        }
        if rest.last == quote {
            for index in rest.indices.dropLast() where rest[index] == space && rest[index + 1] == quote {
                if let new = QuotedPath.decodeWhole(String(decoding: rest[(index + 1)...], as: UTF8.self)) {
                    return (String(decoding: rest[..<index], as: UTF8.self), new)
                }
            }
            return nil
        }
        if rest.count % 2 == 1, rest[rest.count / 2] == space {
            let old = rest[..<(rest.count / 2)]
            let new = rest[(rest.count / 2 + 1)...]
            if stripFirstComponent(old).elementsEqual(stripFirstComponent(new)) {
                return (String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self))
            }
        }
        let spaces = rest.indices.filter { rest[$0] == space }
        let split = spaces.first { rest[($0 + 1)...].starts(with: "b/".utf8) } ?? spaces.first
        guard let split else { return nil }
        return (String(decoding: rest[..<split], as: UTF8.self),
                String(decoding: rest[(split + 1)...], as: UTF8.self))
    }

    /// The two paths of `Binary files A and B differ` (`text` is what lies between).
    static func binaryPaths(_ text: [UInt8]) -> (Raw, Raw)? {
        let separator = Array(" and ".utf8)
        var candidates: [Int] = []
        var index = 0
        while index + separator.count <= text.count {
            if text[index..<(index + separator.count)].elementsEqual(separator) { candidates.append(index) }
            index += 1
        }
        func raw(_ bytes: ArraySlice<UInt8>) -> Raw {
            if bytes.elementsEqual("/dev/null".utf8) { return .devNull }
            if bytes.first == UInt8(ascii: "\""),
               let path = QuotedPath.decodeWhole(String(decoding: bytes, as: UTF8.self)) {
                return .path(path)
            }
            return .path(String(decoding: bytes, as: UTF8.self))
        }
        let pairs = candidates.map { (text[..<$0], text[($0 + separator.count)...]) }
        guard !pairs.isEmpty else { return nil }
        let chosen = pairs.first { stripFirstComponent($0.0).elementsEqual(stripFirstComponent($0.1)) }
            ?? pairs.first { $0.0.elementsEqual("/dev/null".utf8) || $0.1.elementsEqual("/dev/null".utf8) }
            ?? pairs[0]
        return (raw(chosen.0), raw(chosen.1))
    }

    /// `a/Sources/x.swift` → `Sources/x.swift`; a path without a slash is kept.
    static func stripFirstComponent<C: Collection>(_ path: C) -> C.SubSequence where C.Element == UInt8 {
        guard let slash = path.firstIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.index(after: slash)...]
    }

    static func stripFirstComponent(_ path: String) -> String {
        String(decoding: stripFirstComponent(Array(path.utf8)), as: UTF8.self)
    }

    static func firstComponent(_ path: String) -> String? {
        guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(path[..<slash])
    }
}
