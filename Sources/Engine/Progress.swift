import Foundation

/// "files done / total" on stderr while a long audit runs. It stays silent unless a person is
/// watching (stderr is a terminal, not CI) and the run has already taken over a second, redraws
/// at most ten times a second, and erases itself at the end so reports start on a clean line.
/// `advance` may be called from any thread.
public final class ProgressReporter: @unchecked Sendable {
    public let total: Int
    public let enabled: Bool

    private let lock = NSLock()
    private var done = 0
    private let started: Double
    private var lastDraw: Double?
    private var drawnWidth = 0
    private var finished = false

    private let now: () -> Double
    private let write: (String) -> Void
    private let delay: Double
    private let interval: Double

    public convenience init(total: Int, enabled: Bool) {
        self.init(total: total, enabled: enabled, delay: 1, interval: 0.1,
                  now: { ProcessInfo.processInfo.systemUptime }, write: ProgressReporter.writeToStandardError)
    }

    /// For tests: an injected clock (seconds) and output.
    package init(total: Int, enabled: Bool, delay: Double, interval: Double, now: @escaping () -> Double,
         write: @escaping (String) -> Void) {
        self.total = total
        self.enabled = enabled
        self.delay = delay
        self.interval = interval
        self.now = now
        self.write = write
        started = now()
    }

    /// Whether to show progress: only for a person at a terminal, never in CI (`CI` set to
    /// anything but empty, `0` or `false`) or on a dumb terminal.
    public static func shouldShow(environment: [String: String], stderrIsTerminal: Bool) -> Bool {
        guard stderrIsTerminal else { return false }
        if let ci = environment["CI"], !["", "0", "false", "False", "FALSE"].contains(ci) { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    public func advance(by count: Int = 1) {
        lock.lock()
        defer { lock.unlock() }
        done += count
        guard enabled, !finished else { return }
        let time = now()
        guard time - started > delay else { return }
        if let lastDraw, time - lastDraw < interval, done < total { return }
        lastDraw = time
        let text = "preflight: \(min(done, total))/\(total) files"
        let padding = String(repeating: " ", count: max(0, drawnWidth - text.count))
        write("\r" + text + padding)
        drawnWidth = text.count
    }

    /// Erases the line if anything was drawn. Later calls to `advance` draw nothing.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if drawnWidth > 0 {
            write("\r" + String(repeating: " ", count: drawnWidth) + "\r")
            drawnWidth = 0
        }
    }

    public var completed: Int {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    private static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
