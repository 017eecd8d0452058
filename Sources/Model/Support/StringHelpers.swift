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
