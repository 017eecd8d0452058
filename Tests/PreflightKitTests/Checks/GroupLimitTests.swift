import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightSwiftSource
import PreflightModel

/// "Keep views under 200 lines" measures the views and nothing else; "functions under 40 lines
/// in views" holds in views only; "do not nest types more than one level deep" counts types
/// inside types.
@Suite struct GroupLimitTests {
    static let source = """
    struct Screen: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b")
            }
        }
    }

    final class ScreenStore {
        func load() {
            fetch()
            decode()
            store()
            notify()
        }
    }
    """

    @Test func onlyTheTypesOfTheGroupAreMeasured() {
        let views = BodyLengthCheck(maximum: 3, targets: [.type], selector: TypeSelector(conformance: "View"))
        #expect(CheckCatalogueTests.lines(views, Self.source) == [1])
        #expect(views.summary == "types conforming to `View` at most 3 lines of code")
        // Every type: the store is measured too.
        #expect(CheckCatalogueTests.lines(BodyLengthCheck(maximum: 3, targets: [.type]), Self.source) == [1, 10])
        // The group's selector says nothing of functions: a function target still measures them all.
        let functions = BodyLengthCheck(maximum: 3, targets: [.function], selector: TypeSelector(conformance: "View"))
        #expect(CheckCatalogueTests.lines(functions, Self.source) == [11])
    }

    @Test(arguments: [
        ("Keep views under 200 lines.", 199, [BodyLengthCheck.Target.type], "View", nil),
        ("View models must not exceed 300 lines.", 300, [.type], nil, "ViewModel"),
        ("뷰는 200줄 이하로 유지", 200, [.type], "View", nil),
        ("Keep view files under 150 lines.", 149, [.file], nil, nil),
    ] as [(String, Int, [BodyLengthCheck.Target], String?, String?)])
    func aGroupNamedInWordsIsMeasured(text: String, maximum: Int, targets: [BodyLengthCheck.Target], conformance: String?,
                                      suffix: String?) throws {
        let skill = try Probe.compile("# Notes\n\n- \(text)\n")
        let limit = try #require(skill.items.flatMap(\.checks).compactMap { $0.check as? BodyLengthCheck }.first)
        #expect(limit.maximum == maximum)
        #expect(limit.targets == targets)
        #expect(limit.selector?.conformance == conformance)
        #expect(limit.selector?.nameSuffix == suffix)
        // The item is decided whole: nothing of it is left for a person.
        #expect(skill.items.first?.uncheckedParts == [])
        if targets == [.file] { #expect(limit.codeScope.inFilesDeclaring.map(\.text) == ["View"]) }
    }

    @Test func aBodyNamedInWordsIsNotTheGroup() throws {
        // "the view" is what is broken up; the limit is on its body, never on the view type.
        let skill = try Probe.compile("# Notes\n\n- Break the view into sub-view structs when body grows beyond 50 lines.\n")
        let limits = skill.items.flatMap(\.checks).compactMap { $0.check as? BodyLengthCheck }
        #expect(!limits.contains { $0.targets.contains(.type) })
    }

    @Test func aLimitHoldsWhereTheStatementPlacesIt() throws {
        let placed = try Probe.compile("# Notes\n\n- Keep functions under 40 lines in views.\n")
        let limit = try #require(placed.items.flatMap(\.checks).compactMap { $0.check as? BodyLengthCheck }.first)
        #expect(limit.codeScope.within.map(\.text) == ["types:View"])
        let excepted = try Probe.compile("# Notes\n\n- Keep functions under 40 lines, except in tests.\n")
        let unlimitedTests = try #require(excepted.items.flatMap(\.checks).compactMap { $0.check as? BodyLengthCheck }.first)
        #expect(unlimitedTests.codeScope.excludedPaths.contains { $0.matches("Tests/AppTests/StoreTests.swift") })
        // A section heading's group scopes a limit that names no place of its own.
        let headed = try Probe.compile("# Notes\n\n## Views\n\n- Functions at most 20 lines.\n")
        let scoped = try #require(headed.items.flatMap(\.checks).compactMap { $0.check as? BodyLengthCheck }.first)
        #expect(scoped.codeScope.within.map(\.text) == ["types:View"])
    }

    @Test func typesNestedTooDeepAreFound() {
        let source = """
        struct Checkout {
            struct Step {
                enum Kind { case address }
            }
            func summary() -> String {
                struct Line { let text: String }
                return ""
            }
        }
        extension Checkout.Step {
            struct Badge {}
        }
        """
        #expect(CheckCatalogueTests.lines(TypeNestingCheck(maximum: 1), source) == [3])
        #expect(CheckCatalogueTests.lines(TypeNestingCheck(maximum: 0), source) == [2, 3, 11])
        #expect(CheckCatalogueTests.lines(TypeNestingCheck(maximum: 2), source).isEmpty)
        #expect(TypeNestingCheck(maximum: 1).summary == "types nest at most 1 level deep")
    }

    @Test(arguments: [("Do not nest types more than one level deep.", 1), ("타입 중첩은 2단계 이하", 2), ("ネストした型は1階層まで", 1)])
    func typeNestingIsRead(text: String, maximum: Int) throws {
        let skill = try Probe.compile("# Notes\n\n- \(text)\n")
        let checks = skill.items.flatMap(\.checks)
        #expect(checks.compactMap { $0.check as? TypeNestingCheck }.map(\.maximum) == [maximum])
        #expect(!checks.contains { $0.check is NestingDepthCheck })
    }
}
