import Testing
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "Use trailing closure syntax": only a call's single closure argument, passed last inside the
/// parentheses and outside any condition, is flagged.
@Suite struct TrailingClosureTests {
    static func lines(_ text: String) -> [Int] {
        CheckCatalogueTests.lines(TrailingClosureCheck(), text)
    }

    @Test func onlyALastAndOnlyClosureOutsideConditionsIsFlagged() {
        let text = """
        let first = users.first(where: { $0.isAdmin })?.name
        let grouped = Dictionary(grouping: users, by: { $0.team })
        Button(action: { save() }, label: { Text("Save") })
        Button(action: { save() }) { Text("Save") }
        guard let admin = users.first(where: { $0.isAdmin }) else { return }
        while queue.contains(where: { $0.isPending }) { drain() }
        for user in users.filter({ $0.isActive }) { print(user) }
        switch users.first(where: { $0.isAdmin }) { default: break }
        let handler = makeHandler(completion)
        func load(done: @escaping () -> Void = {}) {}
        let mapped = Self.transform<Int>({ $0 })
        let wrapped = (users.map({ $0.name }))
        """
        #expect(Self.lines(text) == [1, 12])
    }

    /// SE-0286: out of the parentheses a closure binds to the first closure parameter it can
    /// reach, which may be an earlier one that has a default — not the label written.
    @Test func aClosureThatMaySkipADefaultedClosureIsLeftAlone() {
        let text = """
        func setUp(circular: (Region) -> Void = { _ in }, beacon: (Region) -> Void = { _ in }) {}
        setUp(beacon: { region in region.enter() })
        stage(file, onError: { error in log(error) })
        let total = values.reduce(0, { $0 + $1 })
        let admin = users.first(where: { $0.isAdmin })
        """
        #expect(Self.lines(text) == [4, 5])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["f(", "f({", "f({)", "f(})", "f({ }", "({ })", "f(a, { }, { })", ")({ })", "f({ }) {"] {
            #expect(Self.lines(text).count <= 1, "\(text)")
        }
        #expect(Self.lines("f(a, { })") == [1])
    }
}
