import Foundation

/// A small thread-safe cache for values computed once and read from many threads (a header
/// template's compiled lines, a repository file every file's check reads, a section's role).
/// `limit` bounds it: past that many values it starts again empty, so a hostile input with
/// endless distinct keys costs recomputation, never memory. The values are pure functions of
/// their keys, so what is forgotten changes no result.
package final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()
    private let limit: Int

    package init(limit: Int = 4096) {
        self.limit = limit
    }

    package func get(_ key: Key, _ make: (Key) -> Value) -> Value {
        lock.lock()
        if let value = values[key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make(key)
        lock.lock()
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
        lock.unlock()
        return value
    }
}
