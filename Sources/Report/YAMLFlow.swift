import PreflightModel

extension JSONValue {
    /// The value as one line of YAML flow syntax, plain where YAML reads the text back as the
    /// same string and double-quoted otherwise: what `compile --format md` prints for a check's
    /// parameters can be pasted into an annotation as it stands.
    package var yamlFlow: String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .int(number): return String(number)
        case let .string(text): return Self.yamlScalar(text)
        case let .array(items): return "[" + items.map(\.yamlFlow).joined(separator: ", ") + "]"
        case let .object(members): return "{" + members.map { "\(Self.yamlScalar($0.0)): \($0.1.yamlFlow)" }.joined(separator: ", ") + "}"
        }
    }

    /// Plain text unless YAML would read it otherwise: an indicator first, flow punctuation,
    /// `: ` or ` #` inside, spaces at an end, or text that reads as null, a boolean or a number.
    static func yamlScalar(_ text: String) -> String {
        let indicators: Set<Character> = ["-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"",
                                          "%", "@", "`", "~"]
        let resolvesToOther = ["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
                               "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF"].contains(text)
            || Double(text) != nil || Int(text) != nil
        let plain = !text.isEmpty && !indicators.contains(text.first!) && !resolvesToOther
            && text.first?.isWhitespace == false && text.last?.isWhitespace == false && text.last != ":"
            && !text.contains(": ") && !text.contains(" #")
            && !text.contains(where: { ",[]{}".contains($0) || $0.isNewline || $0 == "\t" || ($0.asciiValue.map { $0 < 0x20 } ?? false) })
        if plain { return text }
        var quoted = ""
        JSONValue.writeString(text, to: &quoted)
        return quoted
    }
}
