import PreflightModel

/// Decodes `Decodable` values from a `YAMLNode` tree, the one way annotations, `.preflight.yml`
/// and pasted `compile` parameters become values. Every failure becomes a `PreflightError` at
/// the file, line and column of the node concerned (the key itself for an unknown key), saying
/// what was expected and what the file holds there.
///
/// Scalars are read by the YAML 1.2 core schema where a type asks for one: a number or a
/// boolean must be written plain (`120`, `true`); a quoted `"120"` is a string.
package struct YAMLDecoder {
    package var file: String
    /// Names the top of the input in messages ("the configuration", "the annotation").
    package var rootName: String
    /// Where the decoded node sits in a larger file, prefixed to paths in messages.
    package var rootPath: [String]

    package init(file: String, rootName: String = "the value", rootPath: [String] = []) {
        self.file = file
        self.rootName = rootName
        self.rootPath = rootPath
    }

    package func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode) throws -> T {
        do {
            return try T(from: NodeDecoder(node: node, codingPath: [], key: nil))
        } catch {
            throw placed(error, root: node)
        }
    }

    /// The error as a `PreflightError` at the node its coding path leads to.
    func placed(_ error: Error, root: YAMLNode) -> Error {
        switch error {
        case is PreflightError:
            return error
        case let problem as DecodingProblem:
            let node = Self.node(at: problem.codingPath, in: root, key: problem.atKey)
            switch problem.phrase {
            case let .expected(what, scalar, hint):
                return at(node, "\(quoted(problem.codingPath)) must be \(what), found \(Self.found(node, scalar: scalar))\(hint)")
            case let .message(text):
                return at(node, text)
            }
        case let DecodingError.keyNotFound(key, context):
            let node = Self.node(at: context.codingPath, in: root, key: false)
            let kind = node["kind"]?.scalar.map { " (a `\($0)` check)" } ?? ""
            let place = context.codingPath.isEmpty && rootPath.isEmpty ? "" : " in \(quoted(context.codingPath))"
            return at(node, "missing `\(key.stringValue)`\(place)\(kind)")
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
             let DecodingError.dataCorrupted(context):
            let node = Self.node(at: context.codingPath, in: root, key: false)
            return at(node, "\(quoted(context.codingPath)): \(context.debugDescription)")
        default:
            return at(root, "\(error)")
        }
    }

    private func at(_ node: YAMLNode, _ message: String) -> PreflightError {
        PreflightError(file: file, line: node.line, column: node.column, message)
    }

    private func quoted(_ path: [CodingKey]) -> String {
        CodingPathText.quoted(rootPath.map(AnyCodingKey.init(stringValue:)) + path, root: rootName)
    }

    /// The node a coding path leads to, as deep as the tree goes.
    static func node(at path: [CodingKey], in root: YAMLNode, key: Bool) -> YAMLNode {
        var node = root
        for (index, codingKey) in path.enumerated() {
            if let pairs = node.pairs, let pair = pairs.first(where: { $0.key.scalar == codingKey.stringValue }) {
                if key, index == path.count - 1 { return pair.key }
                node = pair.value
            } else if let items = node.sequence, let position = codingKey.intValue, items.indices.contains(position) {
                node = items[position]
            } else {
                break
            }
        }
        return node
    }

    /// What the file holds, as a message names it: a scalar quoted where a scalar was expected.
    static func found(_ node: YAMLNode, scalar: Bool) -> String {
        switch node.value {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(text, _):
            if node.isPlainNull { return "null" }
            return scalar ? "\"\(text)\"" : "a string"
        }
    }
}

private struct NodeDecoder: Decoder {
    let node: YAMLNode
    let codingPath: [CodingKey]
    /// The mapping key naming this node, when it has one.
    let key: YAMLNode?

    var userInfo: [CodingUserInfoKey: Any] {
        var info: [CodingUserInfoKey: Any] = [.sourcePosition: SourcePosition(line: node.line, column: node.column)]
        if let key { info[.keyPosition] = SourcePosition(line: key.line, column: key.column) }
        return info
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let pairs = node.pairs else { throw DecodingProblem.expected("a mapping", at: codingPath, scalar: false) }
        return KeyedDecodingContainer(MappingContainer<Key>(pairs: pairs, node: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard let items = node.sequence else { throw DecodingProblem.expected("a list", at: codingPath, scalar: false) }
        return SequenceContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        ScalarContainer(node: node, codingPath: codingPath, key: key)
    }
}

private struct MappingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let pairs: [YAMLPair]
    let node: YAMLNode
    let codingPath: [CodingKey]

    /// In the order the file writes them.
    var allKeys: [Key] { pairs.compactMap { $0.key.scalar.flatMap(Key.init(stringValue:)) } }

    func contains(_ key: Key) -> Bool {
        pairs.contains { $0.key.scalar == key.stringValue }
    }

    private func pair(_ key: Key) throws -> YAMLPair {
        guard let pair = pairs.first(where: { $0.key.scalar == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing `\(key.stringValue)`"))
        }
        return pair
    }

    private func decoder(_ key: Key) throws -> NodeDecoder {
        let pair = try pair(key)
        return NodeDecoder(node: pair.value, codingPath: codingPath + [key], key: pair.key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try pair(key).value.isPlainNull
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        NodeDecoder(node: node, codingPath: codingPath, key: nil)
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        try decoder(key)
    }
}

private struct SequenceContainer: UnkeyedDecodingContainer {
    let items: [YAMLNode]
    let codingPath: [CodingKey]
    var currentIndex = 0

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "the list ends early"))
        }
        defer { currentIndex += 1 }
        return NodeDecoder(node: items[currentIndex], codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)], key: nil)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].isPlainNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        try next()
    }
}

private struct ScalarContainer: SingleValueDecodingContainer {
    let node: YAMLNode
    let codingPath: [CodingKey]
    let key: YAMLNode?

    func decodeNil() -> Bool { node.isPlainNull }

    /// A plain scalar's text (numbers and booleans are never quoted).
    private func plain(_ what: String) throws -> String {
        guard case let .scalar(text, .plain) = node.value, !node.isPlainNull else {
            throw DecodingProblem.expected(what, at: codingPath)
        }
        return text
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try plain("true or false") {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw DecodingProblem.expected("true or false", at: codingPath)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = node.scalar, !node.isPlainNull else { throw DecodingProblem.expected("a string", at: codingPath) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value = Double(try plain("a number")) else { throw DecodingProblem.expected("a number", at: codingPath) }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode(_ type: Int.Type) throws -> Int {
        guard let value = Int(try plain("a whole number")) else { throw DecodingProblem.expected("a whole number", at: codingPath) }
        return value
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try decode(Int.self)) else { throw DecodingProblem.expected("a whole number in range", at: codingPath) }
        return value
    }

    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: NodeDecoder(node: node, codingPath: codingPath, key: key))
    }
}
