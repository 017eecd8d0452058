/// A small set of ASCII words tested directly against source bytes. The structural pass asks
/// "is this token one of these words?" for every name in a file; building a String for each
/// would cost more than the lexing itself.
struct WordSet: Sendable {
    private var byFirstByte: [[[UInt8]]] = Array(repeating: [], count: 256)
    private var maxLength = 0

    package init<S: Sequence>(_ words: S) where S.Element == String {
        for word in words {
            let bytes = Array(word.utf8)
            guard let first = bytes.first else { continue }
            byFirstByte[Int(first)].append(bytes)
            maxLength = max(maxLength, bytes.count)
        }
    }

    package func contains(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length > 0, length <= maxLength else { return false }
        for candidate in byFirstByte[Int(bytes[start])] where candidate.count == length {
            var k = 1
            while k < length, candidate[k] == bytes[start + k] { k += 1 }
            if k == length { return true }
        }
        return false
    }
}
