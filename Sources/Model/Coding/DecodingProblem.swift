/// A value that does not decode, phrased for a person. Types say what they expected; a decoder
/// that knows where its input came from (the YAML decoder) adds the file, line and column and
/// what the input holds there, so messages read "`max` must be a positive whole number, found -3".
public struct DecodingProblem: Error, CustomStringConvertible, @unchecked Sendable {
    public enum Phrase {
        /// "`path` must be `what`, found …", then `hint` ("; did you mean `warning`?"). `scalar`:
        /// the expected value is a single scalar, so a scalar found is quoted rather than named.
        case expected(String, scalar: Bool, hint: String)
        /// A whole sentence.
        case message(String)
    }

    public var codingPath: [CodingKey]
    public var phrase: Phrase
    /// The problem is the key itself (an unknown key), not its value.
    public var atKey: Bool

    public init(codingPath: [CodingKey], phrase: Phrase, atKey: Bool = false) {
        self.codingPath = codingPath
        self.phrase = phrase
        self.atKey = atKey
    }

    public static func expected(_ what: String, at codingPath: [CodingKey], scalar: Bool = true, hint: String = "") -> DecodingProblem {
        DecodingProblem(codingPath: codingPath, phrase: .expected(what, scalar: scalar, hint: hint))
    }

    public static func message(_ text: String, at codingPath: [CodingKey], atKey: Bool = false) -> DecodingProblem {
        DecodingProblem(codingPath: codingPath, phrase: .message(text), atKey: atKey)
    }

    public var description: String {
        switch phrase {
        case let .expected(what, _, hint): return "\(CodingPathText.quoted(codingPath, root: "the value")) must be \(what)\(hint)"
        case let .message(text): return text
        }
    }
}

/// A key read from the input as written, or a position in a list.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int?

    public init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    public init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    public init(_ name: String) {
        self.init(stringValue: name)
    }
}

typealias IndexKey = AnyCodingKey

/// Coding paths as messages name them: `items.a/b.severity`, `checks[0].max`.
public enum CodingPathText {
    public static func render(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// The path in backticks, or `root` for the top of the input.
    public static func quoted(_ path: [CodingKey], root: String) -> String {
        path.isEmpty ? root : "`\(render(path))`"
    }
}

/// Where a decoded value stands in its file, for decoders that know (1-based).
public struct SourcePosition: Sendable, Equatable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension CodingUserInfoKey {
    /// The `SourcePosition` of the value being decoded.
    public static let sourcePosition = CodingUserInfoKey(rawValue: "preflight.sourcePosition")!
    /// The `SourcePosition` of the mapping key that names the value being decoded.
    public static let keyPosition = CodingUserInfoKey(rawValue: "preflight.keyPosition")!
}

extension Decoder {
    public var sourcePosition: SourcePosition? { userInfo[.sourcePosition] as? SourcePosition }
    public var keyPosition: SourcePosition? { userInfo[.keyPosition] as? SourcePosition }

    /// Refuses keys outside `known`, naming the closest known one: a misspelt key is an error,
    /// never silently ignored. `place` ends the message ("in `items.a`", "for `line-length`");
    /// `unlisted` keys are allowed without being offered (a check's `kind`).
    public func refuseUnknownKeys(_ known: [String], noun: String = "key", place: String, unlisted: [String] = []) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !known.contains(key.stringValue) && !unlisted.contains(key.stringValue) {
            let suggestion = EditDistance.suggestion(for: key.stringValue, among: known).map { "; did you mean `\($0)`?" } ?? ""
            let list = known.map { "`\($0)`" }.joined(separator: ", ")
            throw DecodingProblem.message("unknown \(noun) `\(key.stringValue)` \(place)\(suggestion) (known \(noun)s: \(list))",
                                          at: codingPath + [key], atKey: true)
        }
    }
}
