/// Positions of a file's code tokens by the hash of their bytes (`SymbolPattern.hash`).
///
/// Built for every file a symbol check reads, so it is three flat arrays rather than a
/// dictionary of arrays: one allocation per distinct token made it a twentieth of an audit.
/// Tokens sharing a bucket are chained in file order; a lookup walks its bucket's chain and
/// keeps the positions whose full hash matches.
package struct TokenIndex: Sendable {
    private let hashes: [UInt64]
    /// Per token: the next position in the same bucket, or -1.
    private let next: [Int32]
    /// Per bucket: its first position, or -1.
    private let heads: [Int32]

    package init(hashes: [UInt64]) {
        var size = 16
        while size < hashes.count * 2 { size <<= 1 }
        var heads = [Int32](repeating: -1, count: size)
        var next = [Int32](repeating: -1, count: hashes.count)
        // From the end, so each chain runs in file order.
        for position in hashes.indices.reversed() {
            let bucket = Int(truncatingIfNeeded: hashes[position]) & (size - 1)
            next[position] = heads[bucket]
            heads[bucket] = Int32(position)
        }
        self.hashes = hashes
        self.next = next
        self.heads = heads
    }

    /// The positions of the tokens whose bytes hash to `hash`, in file order; nil when none.
    package subscript(hash: UInt64) -> [Int]? {
        var found: [Int] = []
        var position = heads[Int(truncatingIfNeeded: hash) & (heads.count - 1)]
        while position >= 0 {
            if hashes[Int(position)] == hash { found.append(Int(position)) }
            position = next[Int(position)]
        }
        return found.isEmpty ? nil : found
    }
}
