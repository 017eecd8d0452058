import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

@Suite struct ProgressTests {
    @Test func showsOnlyForAPersonAtATerminal() {
        #expect(ProgressReporter.shouldShow(environment: [:], stderrIsTerminal: true))
        #expect(!ProgressReporter.shouldShow(environment: [:], stderrIsTerminal: false))
        #expect(!ProgressReporter.shouldShow(environment: ["CI": "true"], stderrIsTerminal: true))
        #expect(!ProgressReporter.shouldShow(environment: ["CI": "1"], stderrIsTerminal: true))
        #expect(!ProgressReporter.shouldShow(environment: ["CI": "true"], stderrIsTerminal: false))
        #expect(ProgressReporter.shouldShow(environment: ["CI": "false"], stderrIsTerminal: true))
        #expect(!ProgressReporter.shouldShow(environment: ["TERM": "dumb"], stderrIsTerminal: true))
    }

    /// A clock the test moves by hand, and the output collected.
    private final class Harness: @unchecked Sendable {
        var time = 0.0
        var output: [String] = []
        func reporter(total: Int, enabled: Bool = true) -> ProgressReporter {
            ProgressReporter(total: total, enabled: enabled, delay: 1, interval: 0.1,
                             now: { self.time }, write: { self.output.append($0) })
        }
    }

    @Test func silentDuringTheFirstSecondThenThrottledThenCleared() {
        let h = Harness()
        let progress = h.reporter(total: 100)
        for _ in 0..<10 { h.time += 0.05; progress.advance() }
        #expect(h.output.isEmpty)  // 0.5 s
        h.time = 1.2
        progress.advance()
        #expect(h.output == ["\rpreflight: 11/100 files"])
        h.time = 1.25
        progress.advance()
        progress.advance()
        #expect(h.output.count == 1)  // within 0.1 s of the last draw
        h.time = 1.4
        progress.advance(by: 7)
        #expect(h.output.last == "\rpreflight: 20/100 files")
        progress.finish()
        #expect(h.output.last == "\r" + String(repeating: " ", count: 23) + "\r")
        let count = h.output.count
        progress.advance()
        progress.finish()
        #expect(h.output.count == count)
        #expect(progress.completed == 21)
    }

    @Test func disabledOrQuickRunsWriteNothing() {
        let h = Harness()
        let off = h.reporter(total: 3, enabled: false)
        h.time = 5
        off.advance(by: 3)
        off.finish()
        let quick = h.reporter(total: 3)
        quick.advance(by: 3)
        quick.finish()
        #expect(h.output.isEmpty)
    }

    @Test func countsEveryAdvanceFromManyThreads() {
        let progress = ProgressReporter(total: 1000, enabled: false)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in progress.advance() }
        #expect(progress.completed == 1000)
        progress.finish()
    }
}
