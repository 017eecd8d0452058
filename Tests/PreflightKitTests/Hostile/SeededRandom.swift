/// A small linear congruential generator with a fixed seed: the hostile-input tests build their
/// generated inputs from it, so every run sees the same files and a failure can be replayed.
struct SeededRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
