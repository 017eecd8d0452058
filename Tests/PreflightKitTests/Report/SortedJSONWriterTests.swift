import Foundation
import Testing
@testable import PreflightModel
@testable import PreflightReport

/// SARIF used to go through JSONSerialization; the direct writer must produce the same bytes.
/// JSONSerialization itself is the oracle here, on values chosen for the layout's edge cases.
@Suite struct SortedJSONWriterTests {
    static func foundation(_ value: JSONValue) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: any(value), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    static func any(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .int(let number): return number
        case .string(let text): return text
        case .array(let values): return values.map(any)
        case .object(let members): return Dictionary(members.map { ($0.0, any($0.1)) }, uniquingKeysWith: { first, _ in first })
        }
    }

    static let strings = [
        "", "plain", "quote \" and backslash \\", "a/b/c https://x.y/z", "tab\tnew\nline\rreturn", "\u{08}\u{0C}",
        "\u{01}\u{1F}\u{7F}", "line\u{2028}separator\u{2029}", "é 日本語 🚀", "%SRCROOT%", "$schema",
    ]

    @Test(arguments: strings.indices)
    func stringsEscapeAsJSONSerializationDoes(index: Int) throws {
        let value = JSONValue.object([("text", .string(Self.strings[index])), (Self.strings[index], .int(1))])
        #expect(SortedJSONWriter.pretty(value) == (try Self.foundation(value)))
    }

    @Test func nestingEmptiesAndKeyOrderMatch() throws {
        let value = JSONValue.object([
            ("zeta", .array([])), ("alpha", .object([])), ("Beta", .bool(true)), ("beta", .bool(false)),
            ("$schema", .string("s")), ("_under", .int(-3)),
            ("runs", .array([.object([("results", .array([.int(1), .object([("b", .int(2)), ("a", .array([.string("x")]))])])),
                                      ("empty", .array([.array([]), .object([])]))])])),
        ])
        #expect(SortedJSONWriter.pretty(value) == (try Self.foundation(value)))
    }

    /// A whole report as the reporter writes it: the same bytes as through JSONSerialization,
    /// and still a SARIF log a reader can parse.
    @Test func sarifReportMatchesJSONSerialization() throws {
        let text = SARIFReporter.generateReport(ReportFixtures.audit, options: ReportOptions())
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let again = try JSONSerialization.data(withJSONObject: parsed, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(text == String(decoding: again, as: UTF8.self) + "\n")
        #expect(text.contains("\"version\" : \"2.1.0\""))
    }
}
