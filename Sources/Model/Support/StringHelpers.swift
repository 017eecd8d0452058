/// Small string helpers every stage uses.
extension String {
    /// The string without the given characters at either end.
    package func trimming(_ set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }

    package func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    /// The bytes as a String when they are valid UTF-8, nil otherwise (no replacement characters).
    package init?(validatingUTF8Bytes bytes: [UInt8]) {
        guard UTF8Validation.isValid(bytes) else { return nil }
        self = String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    package func trimming(_ set: String) -> String { String(self).trimming(set) }
}

extension StringProtocol {
    /// `lowercased()`, byte by byte when the text is ASCII, which nearly every text the compiler
    /// lower-cases is: the standard library's appends one character at a time.
    package func lowercasedFast() -> String {
        guard !utf8.contains(where: { $0 >= 0x80 }) else { return lowercased() }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
