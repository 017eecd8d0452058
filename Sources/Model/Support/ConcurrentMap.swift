import Dispatch
import Foundation

/// Maps over `items` on every core and returns the results in input order, so parallel
/// per-file work still yields a deterministic report. Work is handed out in strided chunks
/// (a few per core) to keep the dispatch cost small next to per-item work.
package func concurrentMap<Item, Result>(_ items: [Item], _ body: (Item) -> Result) -> [Result] {
    let count = items.count
    if count < 2 { return items.map(body) }
    let chunks = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount * 4))
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
        let base = buffer.baseAddress!
        items.withUnsafeBufferPointer { input in
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var index = chunk
                while index < count {
                    (base + index).initialize(to: body(input[index]))
                    index += chunks
                }
            }
        }
        initialized = count
    }
}

/// Runs independent jobs at once, each on a thread of its own (the first on the caller's), and
/// returns their results in order, or the first job's error. For jobs that wait on a process
/// (a review's git reads): GCD's pool is as wide as the cores and runs nested work inline, which
/// left the third read waiting behind the other two.
package func sideBySide<A, B>(_ first: () throws -> A, _ second: @escaping () throws -> B) throws -> (A, B) {
    let two = Pending(second)
    let one = Result(catching: first)
    let other = Result { try two.value() }
    return (try one.get(), try other.get())
}

/// Three jobs at once, as `sideBySide(_:_:)` runs two.
package func sideBySide<A, B, C>(_ first: () throws -> A, _ second: @escaping () throws -> B,
                                 _ third: @escaping () throws -> C) throws -> (A, B, C) {
    let (pair, three) = try sideBySide({ try sideBySide(first, second) }, third)
    return (pair.0, pair.1, three)
}

/// A job started now on a thread of its own, its result awaited later, from any thread and any
/// number of times: work that does not depend on what the caller does next (a review's diff
/// while its skills compile) overlaps it.
package final class Pending<T>: @unchecked Sendable {
    // Written by the job's thread only, read after `done`.
    private var result: Result<T, Error>?
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var finished = false

    package init(_ job: @escaping () throws -> T) {
        // The Thread object keeps its block until it is released, after the semaphore.
        let thread = Thread { [self] in
            result = Result(catching: job)
            done.signal()
        }
        thread.start()
    }

    /// The job's result, or its error; waits for it the first time.
    package func value() throws -> T {
        lock.lock()
        if !finished {
            done.wait()
            finished = true
        }
        lock.unlock()
        guard let result else { preconditionFailure("the job ran") }
        return try result.get()
    }
}
