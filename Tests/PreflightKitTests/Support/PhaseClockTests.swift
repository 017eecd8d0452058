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
}
