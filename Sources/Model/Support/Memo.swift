import Foundation

/// A small thread-safe cache for values computed once and read from many threads (a header
/// template's compiled lines, a repository file every file's check reads).
package final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    package init() {}

    package func get(_ key: Key, _ make: (Key) -> Value) -> Value {
        lock.lock()
        if let value = values[key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make(key)
        lock.lock()
        values[key] = value
        lock.unlock()
        return value
    }
}
