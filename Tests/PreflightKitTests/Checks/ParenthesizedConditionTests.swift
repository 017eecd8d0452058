import Testing
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "No parentheses around conditions": only a pair holding a whole condition is flagged; tuples,
/// grouped parts of a longer condition and calls keep theirs.
@Suite struct ParenthesizedConditionTests {
    static func lines(_ text: String) -> [Int] {
        CheckCatalogueTests.lines(ParenthesizedConditionCheck(), text)
    }

    @Test func onlyAPairHoldingTheWholeConditionIsFlagged() {
        let text = """
        func run() {
            if (ready) { go() }
            if (ready) || force { go() }
            if (a, b) == (c, d) { go() }
            switch (a, b) { default: break }
            switch (mode) { default: break }
            guard (try? load()) != nil else { return }
            guard (loaded) else { return }
            while (items.filter { $0.isDone }.isEmpty) { wait() }
            if (check)() { go() }
            items.forEach { if ($0.isDone) { count += 1 } }
            #if (DEBUG)
            log()
            #endif
            repeat { tick() } while (running)
            let value = (ready)
        }
        """
        #expect(Self.lines(text) == [2, 6, 8, 9, 11, 15])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["if (", "if ()", "if (x", "while (x) ", "} while (x)", "guard (x)", "switch (", "if (x {", "repeat { } while (x)"] {
            #expect(Self.lines(text).count <= 1, "\(text)")
        }
        #expect(Self.lines("repeat { step() } while (x)") == [1])
        #expect(Self.lines("if () {}").isEmpty)
    }
}
