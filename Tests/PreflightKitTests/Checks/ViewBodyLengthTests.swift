import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightSwiftSource
import PreflightModel

/// "`body` under 40 lines" measures a view's `body` and nothing else; a limit said as the point
/// where too long begins ("grows past", "exceeds", "넘으면") is the same limit; "~" and
/// "consider" make it a guide.
@Suite struct ViewBodyLengthTests {
    static let source = """
    struct Screen: View {
        var body: some View {
            VStack {
                header
                Text("a")
                Text("b")
            }
        }

        private var header: some View {
            VStack {
                Text("c")
                Text("d")
                Text("e")
                Text("f")
            }
        }

        func describe() -> String {
            var text = ""
            text += "a"
            text += "b"
            text += "c"
            return text
        }
    }
    """

    @Test func onlyTheNamedBodyIsMeasured() throws {
        let check = BodyLengthCheck(maximum: 4, targets: [.property], names: ["body"])
        let violations = check.run(on: SourceFile(path: "Screen.swift", text: Self.source), context: CheckContext())
        #expect(violations.map(\.line) == [2], "\(violations.map { "\($0.line): \($0.message)" })")
        #expect(violations.first?.message == "property `body` is 5 lines of code long (max 4)")
        #expect(check.summary == "computed properties named `body` at most 4 lines of code")
        // At the body's length it passes; the longer helper and function are not its business.
        let passing = BodyLengthCheck(maximum: 5, targets: [.property], names: ["body"])
        #expect(passing.run(on: SourceFile(path: "Screen.swift", text: Self.source), context: CheckContext()).isEmpty)
    }

    @Test func theNamesRoundTripThroughAnnotations() throws {
        let check = BodyLengthCheck(maximum: 40, targets: [.property], names: ["body"])
        let data = try JSONEncoder().encode(check)
        #expect(String(decoding: data, as: UTF8.self).contains("\"named\":[\"body\"]"))
        #expect(try JSONDecoder().decode(BodyLengthCheck.self, from: data) == check)
        let unnamed = try JSONDecoder().decode(BodyLengthCheck.self, from: Data(#"{"max": 3, "of": ["function"]}"#.utf8))
        #expect(unnamed.names.isEmpty)
    }

    @Test(arguments: [
        ("Keep `body` under 40 lines.", 39, ["body"], Severity.error),
        ("A view's body should stay within 50 lines.", 50, ["body"], .warning),
        ("Extract subviews when `body` exceeds ~40 lines.", 40, ["body"], .warning),
        ("View の body は 100 行以内を目安にする。", 100, ["body"], .warning),
        ("뷰의 body는 30줄을 넘으면 나눈다.", 30, ["body"], .error),
        ("If a function grows past 50 lines, split it.", 50, [], .error),
        ("Consider splitting files that exceed 500 lines.", 500, [], .warning),
        ("Teile Funktionen auf, die länger als 60 Zeilen sind.", 60, [], .error),
    ])
    func limitsAreRead(text: String, maximum: Int, names: [String], severity: Severity) throws {
        let skill = try Probe.compile("# Rules\n\n- \(text)\n")
        let checks = skill.items.flatMap(\.checks)
        let limit = try #require(checks.compactMap { $0.check as? BodyLengthCheck }.first, "\(checks.map(\.check.summary))")
        #expect(limit.maximum == maximum)
        #expect(limit.names == names)
        #expect(checks.first?.severity == severity)
    }

    @Test func aThresholdOnParametersIsAParameterLimit() throws {
        let skill = try Probe.compile("# Rules\n\n- Don't write functions with more than 5 parameters.\n")
        let limits = skill.items.flatMap(\.checks).compactMap { $0.check as? ParameterCountCheck }
        #expect(limits.map(\.maximum) == [5])
    }
}
