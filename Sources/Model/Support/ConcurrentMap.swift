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

/// Runs two independent jobs at once and returns both results (or the first error, the first
/// job's first). For reads that each wait on a process: a review's git reads overlap.
package func sideBySide<A, B>(_ first: () throws -> A, _ second: () throws -> B) throws -> (A, B) {
    var one: Result<A, Error>?
    var two: Result<B, Error>?
    // Each variable is written by one iteration only and read after both have ended.
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { one = Result(catching: first) } else { two = Result(catching: second) }
    }
    guard let one, let two else { preconditionFailure("concurrentPerform ran both iterations") }
    return (try one.get(), try two.get())
}
