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

extension String {
    /// `lowercased()`, byte by byte when the text is ASCII, which nearly every text the compiler
    /// lower-cases is: the standard library's appends one character at a time. Concrete, not
    /// generic over `StringProtocol`: unspecialised across modules, a generic version cost more
    /// than what it saved.
    package func lowercasedFast() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            } else if scalar.properties.changesWhenLowercased {
                // Scalar by scalar, as the standard library maps it ("İ" → "i̇").
                bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    package func lowercasedFast() -> String { String(self).lowercasedFast() }
}
