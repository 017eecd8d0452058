/// FNV-1a, 64 bits: a stable hash (unlike `Hasher`, the same in every run) for ids that must
/// not change between runs, SARIF fingerprints and the per-file token index.
@usableFromInline
package enum FNV1a {
    // Inlinable so each caller gets a specialised byte loop: the generic one walks a Slice
    // through witness tables and was a third of an audit's time.
    @inlinable
    package static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
