import Foundation

/// Substring search on UTF-8 bytes. Foundation's `range(of:)` folds Unicode and costs orders of
/// magnitude more; the texts searched here (rules, header lines) are compared byte for byte.
@usableFromInline
package enum ByteSearch {
    // Inlinable so each caller specialises the loop for its collection.
    @inlinable
    package static func firstIndex<C: Collection>(of needle: [UInt8], in haystack: C, from start: C.Index? = nil) -> C.Index?
    where C.Element == UInt8 {
        guard let first = needle.first else { return start ?? haystack.startIndex }
        var index = start ?? haystack.startIndex
        while index != haystack.endIndex {
            if haystack[index] == first {
                var probe = index
                var matched = true
                for byte in needle {
                    guard probe != haystack.endIndex, haystack[probe] == byte else { matched = false; break }
                    haystack.formIndex(after: &probe)
                }
                if matched { return index }
            }
            haystack.formIndex(after: &index)
        }
        return nil
    }

    package static func contains(_ haystack: String, _ needle: String) -> Bool {
        firstIndex(of: Array(needle.utf8), in: haystack.utf8) != nil
    }

    package static func find<S: StringProtocol>(_ needle: String, in haystack: S, foldingASCIICase fold: Bool) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            if let found = haystack.utf8.withContiguousStorageIfAvailable({ search($0, pattern, fold: fold) }) { return found }
            return Array(haystack.utf8).withUnsafeBufferPointer { search($0, pattern, fold: fold) }
        }
    }

    package static func search(_ text: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>, fold: Bool) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard text.count >= pattern.count else { return false }
        if !fold, let base = text.baseAddress, let needle = pattern.baseAddress {
            let last = text.count - pattern.count
            var offset = 0
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1) else { return false }
                if memcmp(hit, needle, pattern.count) == 0 { return true }
                offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return false
        }
        @inline(__always) func lower(_ byte: UInt8) -> UInt8 { fold && byte >= 65 && byte <= 90 ? byte + 32 : byte }
        let first = pattern[0]
        for start in 0...(text.count - pattern.count) where lower(text[start]) == first {
            var offset = 1
            while offset < pattern.count, lower(text[start + offset]) == pattern[offset] { offset += 1 }
            if offset == pattern.count { return true }
        }
        return false
    }
}
