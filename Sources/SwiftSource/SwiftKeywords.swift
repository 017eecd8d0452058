/// Swift's reserved words: the ones that cannot name anything without backticks. Contextual
/// keywords (`get`, `some`, `final`, `actor`, `async`, `await`…) are deliberately absent; they
/// are valid names, and the structural pass recognises them by position.
package enum SwiftKeywords {
    package static let reserved: [String] = [
        // declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // expressions and types
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Keywords whose name is followed by a colon and a type list (`let x: T`, `struct S: P`,
    /// `extension E: P`): a name after that colon is a type, not a callee.
    package static let typeListHeads: [StaticString] = ["var", "let", "struct", "class", "enum", "actor", "protocol", "extension"]

    /// Contextual keywords that open an accessor or observer block (`get { … }`, `didSet { … }`):
    /// written with a block alone, they are not calls of a function so named.
    package static let accessorBlocks: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init"]

    /// Indexed by first byte so a lookup is a couple of length checks and a memcmp, which keeps
    /// the lexer from building a String per identifier.
    private static let table: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for word in reserved {
            let bytes = Array(word.utf8)
            table[Int(bytes[0])].append(bytes)
        }
        return table
    }()

    static func isKeyword(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length <= 15 else { return false }
        for candidate in table[Int(b[start])] where candidate.count == length {
            var same = true
            var k = 1
            while k < length {
                if candidate[k] != b[start + k] { same = false; break }
                k += 1
            }
            if same { return true }
        }
        return false
    }

    static func isKeyword(_ word: String) -> Bool {
        reserved.contains(word)
    }
}
