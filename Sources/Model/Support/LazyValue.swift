import Foundation

/// A value built the first time it is asked for, from any thread, then kept: for tables that
/// only some inputs need (the cue phrases of scripts a document may not use), so a run that
/// never needs one never pays for building it.
package final class LazyValue<Value>: @unchecked Sendable {
    private var built: Value?
    private let lock = NSLock()
    private let make: () -> Value

    package init(_ make: @escaping () -> Value) {
        self.make = make
    }

    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let value = make()
        built = value
        return value
    }
}
