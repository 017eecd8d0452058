/// Encodes any `Encodable` into a `JSONValue`, keeping keys in the order they were encoded, so
/// a check's parameters print in the order its `encode(to:)` writes them. Two keyed containers
/// taken from one encoder write into the same object (a check's kind, then its parameters).
package struct JSONValueEncoder {
    package init() {}

    package func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let slot = Slot()
        try value.encode(to: SlotEncoder(slot: slot, codingPath: []))
        return slot.value
    }
}

/// One place in the tree being written.
private final class Slot {
    enum Content {
        case empty
        case scalar(JSONValue)
        case object([(String, Slot)])
        case array([Slot])
    }

    var content = Content.empty

    var value: JSONValue {
        switch content {
        case .empty: return .null
        case let .scalar(value): return value
        case let .object(members): return .object(members.map { ($0.0, $0.1.value) })
        case let .array(items): return .array(items.map(\.value))
        }
    }

    /// The member slot for `key`, created (or emptied) in place so a re-encoded key keeps its position.
    func member(_ key: String) -> Slot {
        var members: [(String, Slot)] = []
        if case let .object(existing) = content { members = existing }
        let slot = Slot()
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = slot
        } else {
            members.append((key, slot))
        }
        content = .object(members)
        return slot
    }

    func appended() -> Slot {
        var items: [Slot] = []
        if case let .array(existing) = content { items = existing }
        let slot = Slot()
        items.append(slot)
        content = .array(items)
        return slot
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        if case let .array(items) = content { return items.count }
        return 0
    }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        slot.becomeArray()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath)
    }
}

/// JSON has one number type here (`JSONValue.int`); fractional numbers never occur in check
/// parameters, so they are refused rather than rounded.
private func scalar<T: Encodable>(_ value: T, codingPath: [CodingKey]) throws -> JSONValue? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .int(number)
    case let number as Int8: return .int(Int(number))
    case let number as Int16: return .int(Int(number))
    case let number as Int32: return .int(Int(number))
    case let number as Int64: return .int(Int(number))
    case let number as UInt8: return .int(Int(number))
    case let number as UInt16: return .int(Int(number))
    case let number as UInt32: return .int(Int(number))
    case let number as UInt: return Int(exactly: number).map(JSONValue.int)
    case let number as UInt64: return Int(exactly: number).map(JSONValue.int)
    case let number as Double:
        throw EncodingError.invalidValue(number, .init(codingPath: codingPath, debugDescription: "fractional numbers are not encoded"))
    case let number as Float:
        throw EncodingError.invalidValue(number, .init(codingPath: codingPath, debugDescription: "fractional numbers are not encoded"))
    default: return nil
    }
}

private func encodeValue<T: Encodable>(_ value: T, into slot: Slot, codingPath: [CodingKey]) throws {
    if let scalar = try scalar(value, codingPath: codingPath) {
        slot.content = .scalar(scalar)
    } else {
        try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.member(key.stringValue).content = .scalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeValue(value, into: slot.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.member(key.stringValue)
        child.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let child = slot.member(key.stringValue)
        child.becomeArray()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder {
        SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [CodingKey]
    var count: Int { slot.count }

    private var nextPath: [CodingKey] { codingPath + [IndexKey(intValue: count)] }

    mutating func encodeNil() throws {
        slot.appended().content = .scalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try encodeValue(value, into: slot.appended(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let child = slot.appended()
        child.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let path = nextPath
        let child = slot.appended()
        child.becomeArray()
        return UnkeyedSlotContainer(slot: child, codingPath: path)
    }

    mutating func superEncoder() -> Encoder {
        let path = nextPath
        return SlotEncoder(slot: slot.appended(), codingPath: path)
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [CodingKey]

    mutating func encodeNil() throws {
        slot.content = .scalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: slot, codingPath: codingPath)
    }
}
