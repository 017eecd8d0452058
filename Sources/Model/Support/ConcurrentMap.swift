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
    let two = ResultSlot<B>()
    let done = DispatchSemaphore(value: 0)
    // The slot is written by the thread only and read after `done`. `second` escapes: the
    // Thread object keeps its block until it is released, after the semaphore.
    let thread = Thread { two.result = Result(catching: second); done.signal() }
    thread.start()
    let one = Result(catching: first)
    done.wait()
    guard let second = two.result else { preconditionFailure("the second job ran") }
    return (try one.get(), try second.get())
}

/// Three jobs at once, as `sideBySide(_:_:)` runs two.
package func sideBySide<A, B, C>(_ first: () throws -> A, _ second: @escaping () throws -> B,
                                 _ third: @escaping () throws -> C) throws -> (A, B, C) {
    let (pair, three) = try sideBySide({ try sideBySide(first, second) }, third)
    return (pair.0, pair.1, three)
}

private final class ResultSlot<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}
