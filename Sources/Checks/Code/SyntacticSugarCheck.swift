import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Types use Swift's shorthand ("use `[String]`, not `Array<String>`", "shorthand type syntax",
/// SwiftLint's `syntactic_sugar`): `Array<T>`, `Dictionary<K, V>` and `Optional<T>`, with or
/// without `Swift.`, are written `[T]`, `[K: V]` and `T?`, wherever a type is spelled — an
/// annotation, a parameter, a return type, a cast, a typealias, a generic argument, a call
/// (`Array<Int>()`).
///
/// Left alone: a spelled-out type followed by `.Index`, `.self`, `.Type` or `.none`, and every
/// generic argument of a type so followed (`IndexingIterator<Array<Int>>.self`), where the
/// shorthand reads badly or means something else; `extension Array`; a type of another module
/// that shares the name (`Foo.Optional<T>`); `Array <` with a space, which is a comparison.
/// `types` narrows the check to the spellings a rule names ("`[T]` over `Array<T>`": `Array`).
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct SyntacticSugarCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "syntactic-sugar",
        summary: "Types are written with Swift's shorthand: `[T]`, `[K: V]`, `T?`.",
        triggering: [
            "let names: ↓Array<String> = []\nvar cache: ↓Dictionary<String, ↓Optional<Int>> = [:]\n"
                + "func load(ids: ↓Swift.Array<Int>) -> ↓Optional<User> { nil }\nlet empty = ↓Array<Int>()\n"
                + "typealias Row = ↓Dictionary<String, Any>\nlet box: Box<↓Array<Int>>\nfunc rows() -> ↓Dictionary<String, Any>? { nil }",
        ],
        nonTriggering: [
            "let names: [String] = []\nvar cache: [String: Int?] = [:]\nfunc load(ids: [Int]) -> User? { nil }\n"
                + "extension Array where Element == Int {}\nvar index: Array<Page>.Index?\n"
                + "let type = Optional<String>.self\nlet iterator = IndexingIterator<Array<Int>>.self\n"
                + "let value: Foo.Optional<String>\nlet less = Array < limit\n// Array<String> in a comment\nlet text = \"Array<Int>\"",
        ]
    )

    /// The spelled-out types and the shorthand each is written in.
    public static let shorthand: [String: String] = ["Array": "[T]", "Dictionary": "[K: V]", "Optional": "T?"]

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()
    /// The spellings reported (`Array`, `Dictionary`, `Optional`); all three when empty.
    public var types: [String]

    public init(types: [String] = [], scope: [Glob] = []) {
        self.types = types.filter { Self.shorthand[$0] != nil }.sorted()
        self.scope = scope
    }

    public static let example = SyntacticSugarCheck()

    public enum Parameters: String, CodingKey, CaseIterable {
        case types
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(types: try container.decodeIfPresent([String].self, forKey: .types) ?? [])
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        if !types.isEmpty { try container.encode(types, forKey: .types) }
    }

    public var summary: String {
        let named = (types.isEmpty ? Self.shorthand.keys.sorted() : types).map { "`\($0)<…>`" }.joined(separator: ", ")
        return codeScope.appended(to: "types use the shorthand, not \(named)")
    }

    public var anchorTokens: [String]? { types.isEmpty ? Self.shorthand.keys.sorted() : types }

    /// Operators a type may hold between its angle brackets (`Optional<() -> Void>`, `A & B`).
    static let operatorsInTypes: Set<String> = ["?", "!", "&", "->", "..."]

    /// Words before a name that declare or extend it rather than spell a type.
    static let declaringWords: Set<String> = ["extension", "struct", "enum", "class", "actor", "protocol", "func", "typealias"]

    /// Members after which a spelled-out type stays as it is.
    static let exemptMembers: Set<String> = ["Index", "self", "Type", "none"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        let reported = types.isEmpty ? Set(Self.shorthand.keys) : Set(types)
        var violations: [Violation] = []
        // Generic clauses are met in source order, so the end of the widest exempt one so far
        // tells whether a later type sits inside it.
        var exemptThrough = -1
        for index in code.indices where code[index].kind == .identifier && opensGeneric(after: index, in: file) {
            guard let close = closingAngle(from: index + 1, in: file) else { continue }
            if isFollowedByExemptMember(close, in: file) { exemptThrough = max(exemptThrough, close) }
            let name = file.text(of: code[index])
            guard index > exemptThrough, reported.contains(name), let start = spellingStart(of: index, in: file) else { continue }
            violations.append(Violation(path: file.path, line: code[start].line, column: code[start].column,
                                        message: "`\(name)<…>` spelled out: write \(Self.shorthand[name] ?? "the shorthand")"))
        }
        return violations
    }

    /// Whether a `<` touches the name at `index` (`Array<`, not `Array <`).
    func opensGeneric(after index: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard index + 1 < code.count, code[index + 1].kind == .operator, code[index + 1].start == code[index].end else { return false }
        return file.bytes[code[index + 1].start] == UInt8(ascii: "<")
    }

    /// The token holding the `>` that closes the clause opened after `name`, counting runs of
    /// `<` and `>` (`>>` closes two); nil when something no generic clause holds comes first.
    func closingAngle(from open: Int, in file: SourceFile) -> Int? {
        let code = file.codeTokens
        let bytes = file.bytes
        var depth = 0
        var cursor = open
        while cursor < code.count, cursor < open + 256 {
            let token = code[cursor]
            if token.kind == .operator {
                // `>?` in `Dictionary<String, Any>?` may come as one run: the optional mark
                // after the closing angle belongs to the type, not to the clause.
                var run = bytes[token.start..<token.end]
                while run.count > 1, let last = run.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { run = run.dropLast() }
                if run.allSatisfy({ $0 == UInt8(ascii: "<") }) {
                    depth += run.count
                } else if run.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    depth -= run.count
                    if depth <= 0 { return cursor }
                } else if !Self.operatorsInTypes.contains(file.text(of: token)) {
                    return nil
                }
            } else if token.kind == .punctuation, let byte = bytes[token.start...].first, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// Whether `.Index`, `.self`, `.Type` or `.none` follows the `>` at `close`.
    func isFollowedByExemptMember(_ close: Int, in file: SourceFile) -> Bool {
        let code = file.codeTokens
        guard close + 2 < code.count, file.isPunctuation(code[close + 1], "."), code[close + 1].start == code[close].end else { return false }
        return Self.exemptMembers.contains(file.text(of: code[close + 2]))
    }

    /// Where the spelled-out type at `index` starts (`Swift.` included), or nil when it is no
    /// standard type: a member of another module, or the type an `extension` extends.
    func spellingStart(of index: Int, in file: SourceFile) -> Int? {
        let code = file.codeTokens
        guard index > 0 else { return index }
        if file.isPunctuation(code[index - 1], ".") {
            guard index > 1, file.text(of: code[index - 2]) == "Swift", index < 3 || !file.isPunctuation(code[index - 3], ".") else { return nil }
            return index - 2
        }
        // `extension Array`, or a type of the file's own that shadows the name (`struct Optional<T>`).
        return Self.declaringWords.contains(file.text(of: code[index - 1])) ? nil : index
    }
}
