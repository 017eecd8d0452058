import Dispatch
import Foundation
import Testing
@testable import PreflightModel

private struct JobFailed: Error, Equatable {
    var name: String
}

@Suite struct SideBySideTests {
    @Test func resultsComeBackInOrder() throws {
        let (a, b, c) = try sideBySide({ 1 }, { "two" }, { [3] })
        #expect(a == 1)
        #expect(b == "two")
        #expect(c == [3])
    }

    /// Each job waits for the other to start: run one after the other, they would both time out.
    @Test func jobsRunAtTheSameTime() throws {
        let firstStarted = DispatchSemaphore(value: 0)
        let secondStarted = DispatchSemaphore(value: 0)
        let (sawSecond, sawFirst) = try sideBySide({ () -> Bool in
            firstStarted.signal()
            return secondStarted.wait(timeout: .now() + 10) == .success
        }, { () -> Bool in
            secondStarted.signal()
            return firstStarted.wait(timeout: .now() + 10) == .success
        })
        #expect(sawSecond)
        #expect(sawFirst)
    }

    @Test func theFirstJobsErrorIsThrownAfterEveryJobEnded() {
        let finished = Finished()
        #expect(throws: JobFailed(name: "second")) {
            _ = try sideBySide({ () -> Int in 1 }, { () -> Int in throw JobFailed(name: "second") },
                               { () -> Int in Thread.sleep(forTimeInterval: 0.05); finished.mark(); return 3 })
        }
        #expect(finished.done)
        #expect(throws: JobFailed(name: "first")) {
            _ = try sideBySide({ () -> Int in throw JobFailed(name: "first") }, { () -> Int in throw JobFailed(name: "second") })
        }
    }
}

private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var done: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    func mark() { lock.lock(); flag = true; lock.unlock() }
}
