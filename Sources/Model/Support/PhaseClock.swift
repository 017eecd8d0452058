import Foundation

/// Wall time spent per phase of one run (walk, compile, checks, report), for the benchmark.
/// Off unless `PREFLIGHT_TIMINGS` is set in the environment; then the CLI prints one
/// `timing: PHASE SECONDS` line per phase on stderr when the command ends. Phases measured
/// several times in one run add up.
package final class PhaseClock: @unchecked Sendable {
    package static let shared = PhaseClock(enabled: ProcessInfo.processInfo.environment["PREFLIGHT_TIMINGS"] != nil)

    package let enabled: Bool
    private let lock = NSLock()
    private var totals: [(phase: String, seconds: Double)] = []

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Runs `work`, adding its wall time to `phase` when the clock is on.
    package func measure<T>(_ phase: String, _ work: () throws -> T) rethrows -> T {
        guard enabled else { return try work() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        return try work()
    }

    package func add(_ phase: String, _ seconds: Double) {
        lock.lock()
        defer { lock.unlock() }
        if let index = totals.firstIndex(where: { $0.phase == phase }) {
            totals[index].seconds += seconds
        } else {
            totals.append((phase, seconds))
        }
    }

    /// One line per phase in the order first measured; empty when the clock is off.
    package func summary() -> String {
        lock.lock()
        defer { lock.unlock() }
        return totals.map { "timing: \($0.phase) \(String(format: "%.4f", $0.seconds))\n" }.joined()
    }
}
