import Testing
@testable import PreflightModel

/// The benchmark reads these lines; a clock that is off must cost nothing and print nothing.
@Suite struct PhaseClockTests {
    @Test func phasesAddUpInFirstMeasuredOrder() {
        let clock = PhaseClock(enabled: true)
        let value = clock.measure("walk") { 42 }
        clock.add("compile", 0.25)
        clock.add("walk", 1.5)
        #expect(value == 42)
        let lines = clock.summary().split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("timing: walk 1.5"))
        #expect(lines[1] == "timing: compile 0.2500")
    }

    @Test func clockThatIsOffRecordsNothing() {
        let clock = PhaseClock(enabled: false)
        #expect(clock.measure("walk") { "done" } == "done")
        #expect(clock.summary().isEmpty)
    }

    @Test func spansFollowTheTotalsInTheOrderTheyEnded() {
        let clock = PhaseClock(enabled: true, spans: true)
        clock.mark("main")
        clock.measure("diff") { () }
        clock.measure("read") { () }
        let lines = clock.summary().split(separator: "\n").map(String.init)
        #expect(lines.prefix(2).map { $0.split(separator: " ")[1] } == ["diff", "read"])
        let spans = lines.filter { $0.hasPrefix("span: ") }.map { $0.split(separator: " ") }
        #expect(spans.map { String($0[1]) } == ["main", "diff", "read"])
        let bounds = spans.compactMap { span -> ClosedRange<UInt64>? in
            guard let start = UInt64(span[2]), let end = UInt64(span[3]), start <= end else { return nil }
            return start...end
        }
        #expect(bounds.count == 3)
        #expect(bounds[0].lowerBound == bounds[0].upperBound)
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
        #expect(!PhaseClock(enabled: true).summary().contains("span:"))
    }
}
