import Foundation
import Testing
@testable import PreflightDocument
@testable import PreflightModel

/// The one YAML decoder: Swift's `Decoder` over `YAMLNode`s, with every failure placed at its
/// file, line and column and phrased as what was expected against what the file holds.
@Suite struct YAMLDecoderTests {
    struct Box: Decodable, Equatable {
        var name: String
        var width: Int
        var strict: Bool?
        var tags: [String]
        var inner: Inner?
        var line: Int?
        var keyColumn: Int?

        struct Inner: Decodable, Equatable {
            var values: [Int]
        }

        enum CodingKeys: String, CodingKey {
            case name, width, strict, tags, inner
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            width = try container.decode(Int.self, forKey: .width)
            strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
            tags = try container.decode([String].self, forKey: .tags)
            inner = try container.decodeIfPresent(Inner.self, forKey: .inner)
            line = decoder.sourcePosition?.line
            let widthDecoder = try container.superDecoder(forKey: .width)
            keyColumn = widthDecoder.keyPosition?.column
        }
    }

    func decode<T: Decodable>(_ type: T.Type, _ yaml: String) throws -> T {
        let root = try #require(try YAMLReader.read(yaml, file: "probe.yml", lineOffset: 1))
        return try YAMLDecoder(file: "probe.yml", rootName: "the probe").decode(type, from: root)
    }

    func failure<T: Decodable>(_ type: T.Type, _ yaml: String) -> PreflightError? {
        do {
            _ = try decode(type, yaml)
            return nil
        } catch let error as PreflightError {
            return error
        } catch {
            return PreflightError("not a PreflightError: \(error)")
        }
    }

    @Test func decodesNestedValuesWithTheirPlaces() throws {
        let box = try decode(Box.self, "name: probe\nwidth: 4\nstrict: true\ntags: [a, \"b c\"]\ninner:\n  values: [1, 2]\n")
        #expect(box.name == "probe")
        #expect(box.width == 4)
        #expect(box.strict == true)
        #expect(box.tags == ["a", "b c"])
        #expect(box.inner == Box.Inner(values: [1, 2]))
        #expect(box.line == 1)
        #expect(box.keyColumn == 1)
    }

    @Test func wrongTypesNameThePathAndWhatTheFileHolds() throws {
        let width = try #require(failure(Box.self, "name: a\nwidth: wide\ntags: []\n"))
        #expect(width.file == "probe.yml")
        #expect((width.line, width.column) == (2, 8))
        #expect(width.message == "`width` must be a whole number, found \"wide\"")

        let quoted = try #require(failure(Box.self, "name: a\nwidth: \"4\"\ntags: []\n"))
        #expect(quoted.message == "`width` must be a whole number, found \"4\"", "a quoted number is a string")

        let list = try #require(failure(Box.self, "name: a\nwidth: 1\ntags: lonely\n"))
        #expect(list.message == "`tags` must be a list, found a string")

        let nested = try #require(failure(Box.self, "name: a\nwidth: 1\ntags: []\ninner:\n  values: [1, x]\n"))
        #expect((nested.line, nested.column) == (5, 15))
        #expect(nested.message == "`inner.values[1]` must be a whole number, found \"x\"")

        let flag = try #require(failure(Box.self, "name: a\nwidth: 1\nstrict: yes\ntags: []\n"))
        #expect(flag.message == "`strict` must be true or false, found \"yes\"")

        let mapping = try #require(failure(Box.self, "name: {a: b}\nwidth: 1\ntags: []\n"))
        #expect(mapping.message == "`name` must be a string, found a mapping")

        let root = try #require(failure(Box.self, "- a\n- b\n"))
        #expect(root.message == "the probe must be a mapping, found a list")
        #expect((root.line, root.column) == (1, 1))
    }

    @Test func aMissingKeyIsNamedAtItsMapping() throws {
        let missing = try #require(failure(Box.self, "name: a\n\ntags: []\n"))
        #expect(missing.line == 1)
        #expect(missing.message == "missing `width`")
        let deeper = try #require(failure(Box.self, "name: a\nwidth: 1\ntags: []\ninner:\n  other: 1\n"))
        #expect(deeper.line == 5)
        #expect(deeper.message == "missing `values` in `inner`")
    }

    @Test func unknownKeysPointAtTheKeyAndSuggest() throws {
        struct Strict: Decodable {
            init(from decoder: Decoder) throws {
                try decoder.refuseUnknownKeys(["severity", "paths"], place: "in `items.a`")
            }
        }
        let error = try #require(failure(Strict.self, "paths: [a]\n  \nseverty: warning\n"))
        #expect((error.line, error.column) == (3, 1))
        #expect(error.message == "unknown key `severty` in `items.a`; did you mean `severity`? (known keys: `severity`, `paths`)")
    }

    @Test func problemsThrownByTypesArePlacedToo() throws {
        struct Positive: Decodable {
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                _ = try container.positiveInteger(AnyCodingKey("max"))
            }
        }
        let negative = try #require(failure(Positive.self, "max: -3\n"))
        #expect((negative.line, negative.column) == (1, 6))
        #expect(negative.message == "`max` must be a positive whole number, found \"-3\"")
        #expect(try #require(failure(Positive.self, "max: 0\n")).message.contains("positive whole number"))
        #expect(try #require(failure(Positive.self, "max: [1]\n")).message.hasSuffix("found a list"))
    }

    @Test func standardDecodingErrorsKeepTheirPlace() throws {
        enum Color: String, Decodable { case red, green }
        struct Paint: Decodable { var color: Color }
        let error = try #require(failure(Paint.self, "color: blue\n"))
        #expect((error.line, error.column) == (1, 8))
        #expect(error.message.hasPrefix("`color`: "))
    }

    @Test func rootPathPrefixesMessages() throws {
        let root = try #require(try YAMLReader.read("max: x\n", file: "c.yml", lineOffset: 4))
        struct Length: Decodable { var max: Int }
        do {
            _ = try YAMLDecoder(file: "c.yml", rootPath: ["checks", "line-length"]).decode(Length.self, from: root)
            Issue.record("expected an error")
        } catch let error as PreflightError {
            #expect(error.description == "c.yml:4:6: `checks.line-length.max` must be a whole number, found \"x\"")
        }
    }

    @Test func jsonValuesBecomeNodesThatDecodeToTheSameValues() throws {
        let json = JSONValue.object([("name", .string("120")), ("width", .int(3)), ("strict", .bool(false)),
                                     ("tags", .array([.string("true"), .string("x")]))])
        let node = YAMLNode(json, line: 7, column: 2)
        let box = try YAMLDecoder(file: "x").decode(Box.self, from: node)
        #expect(box.name == "120", "a string stays a string, whatever its text")
        #expect(box.width == 3)
        #expect(box.strict == false)
        #expect(box.tags == ["true", "x"])
        #expect(box.line == 7)
    }
}

@Suite struct JSONValueEncoderTests {
    struct Sample: Encodable {
        var z = 1
        var a = "text"
        var list = [true, false]
        var skipped: Int? = nil

        enum Keys: String, CodingKey { case z, a, list, skipped, extra }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(z, forKey: .z)
            try container.encode(a, forKey: .a)
            try container.encode(list, forKey: .list)
            try container.encodeIfPresent(skipped, forKey: .skipped)
            // A second container on the same encoder adds to the same object.
            var more = encoder.container(keyedBy: AnyCodingKey.self)
            try more.encode(["k": 2], forKey: AnyCodingKey("extra"))
        }
    }

    @Test func keepsTheOrderKeysAreWrittenIn() throws {
        let value = try JSONValueEncoder().encode(Sample())
        #expect(value.pretty() == """
        {
          "z": 1,
          "a": "text",
          "list": [
            true,
            false
          ],
          "extra": {
            "k": 2
          }
        }
        """)
    }

    @Test func refusesFractionalNumbers() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([1.5]) }
    }

    @Test func flowTextReadsBackAsTheSameValue() throws {
        let value = JSONValue.object([("calls", .array([.string(".padding(<number>)"), .string("Task { … }"),
                                                        .string("UIEdgeInsets(top: <number>, left: <any>)")])),
                                      ("attribute", .string("@MainActor")), ("paths", .array([.string("*.xcodeproj")])),
                                      ("plain", .string("Sources/App")), ("number", .string("42")), ("flag", .string("true")),
                                      ("max", .int(120)), ("sorted", .bool(true)), ("empty", .string(""))])
        let text = value.yamlFlow
        #expect(text.hasPrefix("{calls: [.padding(<number>), \"Task { … }\""))
        let node = try #require(try YAMLReader.read(text, file: "flow", lineOffset: 1))
        #expect(Self.sameContent(node, value), "\(text)")
    }

    /// Whether `node` holds `value`: strings as strings (any style), numbers and flags plain.
    static func sameContent(_ node: YAMLNode, _ value: JSONValue) -> Bool {
        switch (node.value, value) {
        case let (.scalar(text, style), .string(expected)): return text == expected && (style != .plain || !["true", "42"].contains(text))
        case let (.scalar(text, .plain), .int(number)): return text == String(number)
        case let (.scalar(text, .plain), .bool(flag)): return text == String(flag)
        case let (.sequence(items), .array(expected)): return items.count == expected.count && zip(items, expected).allSatisfy(sameContent)
        case let (.mapping(pairs), .object(members)):
            return pairs.count == members.count && zip(pairs, members).allSatisfy { $0.key.scalar == $1.0 && sameContent($0.value, $1.1) }
        default: return false
        }
    }
}
