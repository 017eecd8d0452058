import Foundation

/// Wall time spent per phase of one run (walk, compile, checks, report), for the benchmark.
/// Off unless `PREFLIGHT_TIMINGS` is set in the environment; then the CLI prints one
/// `timing: PHASE SECONDS` line per phase on stderr when the command ends. Phases measured
/// several times in one run add up. Phases may overlap (a review's skills compile while git
/// computes its diff); with `PREFLIGHT_TIMINGS=spans` each measurement is also printed as
/// `span: PHASE START END`, in nanoseconds of the monotonic clock, so a caller that noted
/// when it started the process can draw the timeline, start-up included.
package final class PhaseClock: @unchecked Sendable {
    package static let shared = PhaseClock(enabled: ProcessInfo.processInfo.environment["PREFLIGHT_TIMINGS"] != nil,
                                           spans: ProcessInfo.processInfo.environment["PREFLIGHT_TIMINGS"] == "spans")

    package let enabled: Bool
    private let lock = NSLock()
    private var totals: [(phase: String, seconds: Double)] = []
    private let keepsSpans: Bool
    private var spans: [(phase: String, start: UInt64, end: UInt64)] = []

    package init(enabled: Bool, spans: Bool = false) {
        self.enabled = enabled
        keepsSpans = enabled && spans
    }

    /// Runs `work`, adding its wall time to `phase` when the clock is on.
    package func measure<T>(_ phase: String, _ work: () throws -> T) rethrows -> T {
        guard enabled else { return try work() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, since: start) }
        return try work()
    }

    /// Adds the time from `start` (`DispatchTime.now().uptimeNanoseconds`) to now to `phase`.
    package func add(_ phase: String, since start: UInt64) {
        guard enabled else { return }
        let end = DispatchTime.now().uptimeNanoseconds
        add(phase, Double(end - start) / 1e9)
        guard keepsSpans else { return }
        lock.lock()
        spans.append((phase, start, end))
        lock.unlock()
    }

    /// A moment (`main` entered, the report written) for the timeline; spans only.
    package func mark(_ moment: String) {
        guard keepsSpans else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        spans.append((moment, now, now))
        lock.unlock()
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
            + spans.map { "span: \($0.phase) \($0.start) \($0.end)\n" }.joined()
    }
}
