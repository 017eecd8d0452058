import PreflightChecks
import PreflightRepository

/// Tests that wait for a fixed time, and the older XCTest API where Swift Testing is the rule.
extension ConceptCatalogue {
    static let testing: [Concept] = [
        Concept(
            id: "sleep-in-tests", area: .testing, title: "fixed sleeps in tests",
            phrases: ["sleeps in tests", "sleep in tests", "sleep calls", "fixed sleeps", "arbitrary sleeps", "hard-coded waits",
                      "fixed waits", "fixed delays in tests", "sleep-based waits", "테스트에서 sleep", "고정 대기", "固定等待", "固定延时",
                      "固定時間の待機", "固定のスリープ", "attentes fixes", "feste wartezeiten", "esperas fijas"],
            practicePhrases: ["expectations instead of sleeps"],
            replacement: "an expectation, `confirmation`, or awaiting the result",
            triggering: [
                "func testBannerHides() {\n    model.showBanner()\n    sleep(2)\n    XCTAssertFalse(model.isBannerVisible)\n}",
                "@Test func bannerHides() async throws {\n    model.showBanner()\n    try await Task.sleep(for: .seconds(1))\n    #expect(!model.isBannerVisible)\n}",
                "Thread.sleep(forTimeInterval: 0.5)\nusleep(200_000)",
            ],
            nonTriggering: [
                "func testBannerHides() async {\n    await model.showBanner()\n    await fulfillment(of: [hidden], timeout: 2)\n    XCTAssertFalse(model.isBannerVisible)\n}",
                "clock.advance(by: .seconds(2))\nlet sleepDuration = 3\nscheduler.sleep(until: deadline)",
            ],
            markers: ["sleep", "Thread.sleep", "Task.sleep"],
            examplePath: "Tests/AppTests/BannerTests.swift",
            make: ConceptChecks.swift { placement in
                var placed = placement
                placed.paths = placement.paths(or: TypeFamily.testGlobs.map(Glob.init))
                return [ConceptChecks.calls(["sleep()", "usleep()"], placed), ConceptChecks.symbols(["Thread.sleep", "Task.sleep"], placed)]
            }
        ),
        Concept(
            id: "xctest", area: .testing, title: "XCTest test cases",
            phrases: ["xctest test cases", "xctestcase subclasses", "xctest assertions", "xctassert assertions", "xctest-based tests"],
            practicePhrases: ["swift testing", "the swift testing framework", "swift-testing"],
            // "Tests use `@Test` and `#expect`": Swift Testing named by its code.
            practiceCode: ["@Test", "#expect", "#require", "import Testing", "@Suite"],
            // "… as the default test framework": XCTest stays where Swift Testing cannot go (UI
            // tests), which the check leaves alone.
            decidesItsEscape: true,
            decidesEscapesSaying: Lexicon.defaultWords,
            replacement: "Swift Testing (`@Test`, `#expect`)",
            triggering: ["import XCTest\n\nfinal class CartTests: XCTestCase {\n    func testTotal() { XCTAssertEqual(cart.total, 3) }\n}"],
            nonTriggering: [
                "import Testing\n\n@Suite struct CartTests {\n    @Test func total() { #expect(cart.total == 3) }\n}",
                "// file: UI tests keep XCTest\nlet name = \"XCTestCase\"",
            ],
            markers: ["XCTestCase", "import XCTest"],
            examplePath: "Tests/AppTests/CartTests.swift",
            make: ConceptChecks.swift { placement in
                var placed = placement
                placed.paths = placement.paths(or: TypeFamily.testGlobs.map(Glob.init))
                // UI tests have no Swift Testing counterpart.
                var check = ConceptChecks.symbols(["XCTestCase"], placed)
                // Whatever the place said ("tests", "테스트"): Swift Testing has no UI testing.
                check.codeScope.excludedPaths += [Glob("**/*UITests/**"), Glob("**/*UITests.swift")]
                return [check]
            }
        ),
    ]
}
