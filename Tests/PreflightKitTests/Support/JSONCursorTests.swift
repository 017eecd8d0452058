import Foundation
import Testing
@testable import PreflightModel

/// The streaming JSON reader behind baselines: what it reads, agreed with Foundation on valid
/// text, and every malformed shape an error at its line, never a trap.
@Suite struct JSONCursorTests {
    /// Reads any JSON value into Foundation's shapes, through the cursor alone.
    static func value(_ cursor: inout JSONCursor) throws -> Any {
        switch cursor.next() {
        case .object?:
            var object: [String: Any] = [:]
            try cursor.object { cursor, key in object[key] = try value(&cursor) }
            return object
        case .array?:
            var array: [Any] = []
            try cursor.array { cursor, _ in array.append(try value(&cursor)) }
            return array
        case .string?: return try cursor.string()
        case .number?: return try cursor.integer() as Any
        case .literal?:
            try cursor.skipValue()
            return NSNull()
        case nil: throw JSONCursor.Failure.invalid(line: cursor.line)
        }
    }

    static func read(_ text: String) throws -> Any {
        var cursor = JSONCursor(Array(text.utf8))
        let result = try value(&cursor)
        guard cursor.atEnd() else { throw JSONCursor.Failure.invalid(line: cursor.line) }
        return result
    }

    @Test func readsStringsWithEveryEscape() throws {
        let text = #"{"a": "plain", "b": "q\"b\\s\/n\nt\tu\u00e9\ud83d\ude00", "c": "déjà"}"#
        let object = try #require(try Self.read(text) as? [String: Any])
        #expect(object["a"] as? String == "plain")
        #expect(object["b"] as? String == "q\"b\\s/n\nt\tué😀")
        #expect(object["c"] as? String == "déjà")
    }

    @Test func wholeNumbersAreIntegersAndOtherNumbersAreReadPast() throws {
        let array = try #require(try Self.read("[0, -12, 1.5, 2e3, 9223372036854775807, 99999999999999999999]") as? [Any])
        #expect(array.map { $0 as? Int } == [0, -12, nil, nil, Int.max, nil])
    }

    @Test func agreesWithFoundationOnAValidDocument() throws {
        let text = #"{"version": 1, "findings": [{"ruleId": "a", "occurrence": 3, "x": [true, false, null, {}]}], "e": []}"#
        let ours = try #require(try Self.read(text) as? [String: Any])
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(ours["version"] as? Int == theirs["version"] as? Int)
        let finding = try #require((ours["findings"] as? [[String: Any]])?.first)
        #expect(finding["ruleId"] as? String == "a" && finding["occurrence"] as? Int == 3)
        #expect((finding["x"] as? [Any])?.count == 4 && (ours["e"] as? [Any])?.isEmpty == true)
    }

    @Test func malformedTextIsAnErrorAtItsLine() {
        let cases: [(String, JSONCursor.Failure)] = [
            ("", .invalid(line: 1)),
            ("{\n\"a\": }", .invalid(line: 2)),
            ("{\"a\" 1}", .invalid(line: 1)),
            ("{\"a\": 1,}", .invalid(line: 1)),
            ("[1,\n2,\n]", .invalid(line: 3)),
            ("[1 2]", .invalid(line: 1)),
            ("{a: 1}", .invalid(line: 1)),
            ("\"unterminated", .invalid(line: 1)),
            ("\"tab\tinside\"", .invalid(line: 1)),
            ("\"bad \\x escape\"", .invalid(line: 1)),
            ("\"\\u12\"", .invalid(line: 1)),
            ("\"\\u+123\"", .invalid(line: 1)),
            ("\"\\ud83d alone\"", .invalid(line: 1)),
            ("\"\\udc00\"", .invalid(line: 1)),
            ("[01]", .invalid(line: 1)),
            ("[1.]", .invalid(line: 1)),
            ("[-]", .invalid(line: 1)),
            ("[1e]", .invalid(line: 1)),
            ("[tru]", .invalid(line: 1)),
            ("[nul", .invalid(line: 1)),
            ("{} {}", .invalid(line: 1)),
            ("[\n\n\n", .invalid(line: 4)),
        ]
        for (text, failure) in cases {
            #expect(throws: failure, "\(text.debugDescription)") { _ = try Self.read(text) }
        }
    }

    @Test func invalidUTF8InAStringIsNotJSON() {
        var cursor = JSONCursor([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")])
        #expect(throws: JSONCursor.Failure.invalid(line: 1)) { _ = try cursor.string() }
    }

    /// Nesting past the limit is refused where it happens, without recursing further.
    @Test func deepNestingIsRefusedNotFollowed() {
        var cursor = JSONCursor(Array(String(repeating: "[", count: 100_000).utf8))
        #expect(throws: JSONCursor.Failure.tooDeep(line: 1)) { try cursor.skipValue() }
        var shallow = JSONCursor(Array((String(repeating: "[", count: 500) + String(repeating: "]", count: 500)).utf8))
        #expect(throws: Never.self) { try shallow.skipValue() }
    }
}
