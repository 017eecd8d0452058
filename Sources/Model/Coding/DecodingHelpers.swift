/// Reads shared by every `init(from:)` of the project: each failure is a `DecodingProblem` that
/// says what was expected, at the key or list entry concerned.
extension KeyedDecodingContainer {
    private func missing(_ key: Key) -> DecodingError {
        DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing `\(key.stringValue)`"))
    }

    /// A string that says something (not empty, not only spaces).
    package func text(_ key: Key, what: String = "a non-empty string") throws -> String {
        guard contains(key) else { throw missing(key) }
        guard let value = try? decode(String.self, forKey: key), value.contains(where: { !$0.isWhitespace }) else {
            throw DecodingProblem.expected(what, at: codingPath + [key])
        }
        return value
    }

    package func optionalText(_ key: Key, what: String = "a non-empty string") throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try text(key, what: what)
    }

    /// A whole number above zero (a width, a length, a number of spaces).
    package func positiveInteger(_ key: Key) throws -> Int {
        guard contains(key) else { throw missing(key) }
        guard let value = try? decode(Int.self, forKey: key), value > 0 else {
            throw DecodingProblem.expected("a positive whole number", at: codingPath + [key])
        }
        return value
    }

    package func flag(_ key: Key, default value: Bool) throws -> Bool {
        guard contains(key), try !decodeNil(forKey: key) else { return value }
        return try decode(Bool.self, forKey: key)
    }

    /// A list of strings, each turned into a value by `read` (which throws a `DecodingProblem`
    /// at the path it is given). A single string stands for a one-entry list (`modules: UIKit`)
    /// unless `listOnly`. `what` names the list in messages ("a list of globs"), `entry` one entry.
    package func each<T>(_ key: Key, what: String, entry: String = "a non-empty string", listOnly: Bool = false,
                         allowEmpty: Bool = false, _ read: (String, [CodingKey]) throws -> T) throws -> [T] {
        guard contains(key) else { throw missing(key) }
        let path = codingPath + [key]
        var result: [T] = []
        if var list = try? nestedUnkeyedContainer(forKey: key) {
            while !list.isAtEnd {
                let entryPath = path + [AnyCodingKey(intValue: list.currentIndex)]
                guard let value = try? list.decode(String.self), value.contains(where: { !$0.isWhitespace }) else {
                    throw DecodingProblem.expected(entry, at: entryPath, scalar: false)
                }
                result.append(try read(value, entryPath))
            }
        } else if !listOnly, let value = try? decode(String.self, forKey: key), value.contains(where: { !$0.isWhitespace }) {
            result.append(try read(value, path))
        } else {
            throw DecodingProblem.expected(what, at: path, scalar: false)
        }
        if result.isEmpty, !allowEmpty { throw DecodingProblem.expected("a non-empty list", at: path, scalar: false) }
        return result
    }

    package func strings(_ key: Key, what: String, entry: String = "a non-empty string", listOnly: Bool = false,
                         allowEmpty: Bool = false) throws -> [String] {
        try each(key, what: what, entry: entry, listOnly: listOnly, allowEmpty: allowEmpty) { text, _ in text }
    }

    /// `strings`, or `fallback` when the key is absent or null.
    package func optionalStrings(_ key: Key, what: String, entry: String = "a non-empty string", listOnly: Bool = false,
                                 allowEmpty: Bool = false, default fallback: [String] = []) throws -> [String] {
        guard contains(key), try !decodeNil(forKey: key) else { return fallback }
        return try strings(key, what: what, entry: entry, listOnly: listOnly, allowEmpty: allowEmpty)
    }
}
