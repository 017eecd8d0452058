import Foundation

/// A value computed by the first reader and shared by every later one, from any thread. Unlike
/// `Memo`, the computation runs once even when many threads ask at the same moment: it is a
/// repository-wide fact (every superclass name) that costs a pass over the tree.
package final class Once<Value>: @unchecked Sendable {
    private var value: Value?
    private let lock = NSLock()
    private let make: () -> Value

    package init(_ make: @escaping () -> Value) {
        self.make = make
    }

    package func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
