import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Comments that are Swift code put aside (`// let refresh = UIRefreshControl()`,
/// `// view.reload()`, `// }`), not prose, markers (`// MARK:`, `// TODO:`), doc comments or
/// links. Precision first: a run of comment lines is reported only when none of its lines reads
/// as prose and it holds one unmistakable statement or two code-looking lines.
public struct CommentedOutCodeCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "commented-out-code",
        summary: "Comment lines that are Swift code rather than prose.",
        triggering: [
            "override func viewDidLoad() {\n    super.viewDidLoad()\n    ↓// tableView.prefetchDataSource = self\n    // let refresh = UIRefreshControl()\n    configureDataSource()\n}",
            "HStack {\n    Text(invoice.number)\n    ↓// Text(invoice.dueDate, style: .date)\n    Spacer()\n}",
            "↓// if isEnabled {\n//     reload()\n// }\nlet x = 1\n/*\n↓func legacyLoad() {\n    cache.removeAll()\n}\n*/",
        ],
        nonTriggering: [
            "// Prefetching is off: the image pipeline already keeps the next page warm.\n// See `ImagePipeline.prefetchWindow` for the size of that window.\nconfigureDataSource()",
            "// MARK: - Data source\n// TODO: remove once the API ships\n// swiftlint:disable:next force_unwrapping\n/// Reloads the list.\n/// ```\n/// list.reload()\n/// ```\nfunc reload() {}",
            "// Due date is shown in the detail screen only (product decision, 2024-03).\n// https://example.com/docs?id=3\n//  Created by Ana on 3/4/24.\nlet total = price * quantity // price = net + tax",
            "// Usage:\n// let store = Store()\n// store.load()\n// area = width * height\n// }\nstruct Store {}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = CommentedOutCodeCheck()

    public var summary: String { codeScope.appended(to: "forbids commented-out code") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var violations: [Violation] = []
        var run: [(line: Int, column: Int, text: String)] = []
        func flush() {
            if let first = CommentedOutCodeCheck.firstCodeLine(of: run.map(\.text)) {
                violations.append(Violation(path: file.path, line: run[first].line, column: run[first].column,
                                            message: "commented-out code"))
            }
            run.removeAll()
        }
        let tokens = file.tokens
        for (index, token) in tokens.enumerated() where token.kind == .comment {
            let text = file.text(of: token)
            // Trailing comments explain the code they follow; doc comments and playground markup are prose.
            let trailing = index > 0 && tokens[index - 1].line == token.line
            if trailing || text.hasPrefix("///") || text.hasPrefix("/**") || text.hasPrefix("//:") || text.hasPrefix("#!") {
                flush()
                continue
            }
            if text.hasPrefix("//") {
                if let last = run.last, last.line != token.line - 1 { flush() }
                run.append((token.line, token.column, String(text.dropFirst(2))))
                continue
            }
            // A block comment is a run of its own.
            flush()
            var body = Substring(text.dropFirst(2))
            if body.hasSuffix("*/") { body = body.dropLast(2) }
            for (offset, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var content = Substring(line).drop { $0 == " " || $0 == "\t" }
                if content.hasPrefix("*") { content = content.dropFirst() }
                run.append((token.line + offset, offset == 0 ? token.column : 1, String(content)))
            }
            flush()
        }
        flush()
        return violations
    }

    /// The index of the first code line when the run reads as code put aside, else nil.
    static func firstCodeLine(of lines: [String]) -> Int? {
        var first: Int?
        var strong = false
        var codeCount = 0
        for (index, line) in lines.enumerated() {
            switch CommentLine.classify(line) {
            case .prose: return nil
            case .neutral: continue
            case let .code(unmistakable):
                strong = strong || unmistakable
                codeCount += 1
                if first == nil { first = index }
            }
        }
        return strong || codeCount >= 2 ? first : nil
    }
}

/// How one comment line reads.
enum CommentLine: Equatable {
    case prose
    /// Blank, or a marker (`MARK:`, `TODO:`, `swiftlint:`): says nothing either way.
    case neutral
    case code(unmistakable: Bool)

    static let markers = ["mark", "todo", "fixme", "hack", "xxx", "swiftlint:", "swift-format",
                          "swiftformat:", "sourcery", "periphery:", "file:", "-", "—", "=", "#"]

    /// Words that sit next to another word in code (`let x`, `private var`, `for x in xs`).
    static let codeWords: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "actor", "import", "return", "throw",
        "throws", "rethrows", "try", "await", "async", "in", "case", "if", "guard", "while", "for", "switch", "do", "catch",
        "else", "repeat", "defer", "where", "is", "as", "some", "any", "inout", "static", "private", "fileprivate", "public",
        "internal", "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
        "required", "nonisolated", "indirect", "get", "set", "willSet", "didSet", "init", "deinit", "subscript",
        "typealias", "associatedtype", "package", "consuming", "borrowing", "sending", "let", "@escaping", "dynamic",
    ]

    static let declarationWords: Set<String> = ["func", "class", "struct", "enum", "protocol", "extension", "actor", "init", "typealias"]
    static let controlWords: Set<String> = ["if", "guard", "for", "while", "switch", "else", "do", "repeat", "catch"]

    static func classify(_ raw: String) -> CommentLine {
        let text = raw.trimming(" \t")
        guard !text.isEmpty else { return .neutral }
        if isMarker(text.lowercased()) { return .neutral }
        if text.contains("://") || text.hasSuffix(".") && !text.hasSuffix("..") { return .prose }
        let bytes = Array(text.utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        guard !tokens.isEmpty else { return .neutral }
        let words = tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        func isWordLike(_ index: Int) -> Bool {
            [.identifier, .keyword, .integerLiteral, .floatLiteral, .stringLiteral].contains(tokens[index].kind)
        }
        for index in tokens.indices {
            if tokens[index].kind == .unknown || tokens[index].kind == .comment { return .prose }
            // Two words side by side, neither a Swift keyword: a sentence ("the image", "iOS 17").
            if index > 0, isWordLike(index - 1), isWordLike(index), tokens[index - 1].end < tokens[index].start,
               !codeWords.contains(words[index - 1]), !codeWords.contains(words[index]) {
                return .prose
            }
        }
        var start = 0
        while start < tokens.count, tokens[start].kind == .attribute || modifierWords.contains(words[start]) { start += 1 }
        guard start < tokens.count else { return .code(unmistakable: false) }
        let head = words[start]
        let next = start + 1 < words.count ? words[start + 1] : ""
        let afterNext = start + 2 < words.count ? words[start + 2] : ""
        let last = words[words.count - 1]
        let hasCall = tokens.indices.dropFirst().contains { index in
            words[index] == "(" && tokens[index].kind == .punctuation && tokens[index - 1].end == tokens[index].start
                && (tokens[index - 1].kind == .identifier || tokens[index - 1].kind == .keyword)
        }
        if declarationWords.contains(head) {
            let named = tokens.indices.contains(start + 1) && tokens[start + 1].kind == .identifier
            if head == "init" ? next == "(" : named && (["(", "{", ":", "<"].contains(afterNext) || last == "{") {
                return .code(unmistakable: true)
            }
            return .prose
        }
        if head == "import" { return words.count == start + 2 ? .code(unmistakable: true) : .prose }
        if head == "let" || head == "var" {
            return afterNext == "=" || afterNext == ":" ? .code(unmistakable: true) : .prose
        }
        if controlWords.contains(head) || (head == "}" && controlWords.contains(next)) {
            if last == "{" || last == "}" { return .code(unmistakable: true) }
            return head == "}" ? .code(unmistakable: false) : .prose
        }
        if let equals = words.firstIndex(of: "="), equals > start, equals + 1 < words.count,
           words[start..<equals].allSatisfy({ $0 == "." || $0 == "self" || LiteralPosition.isName($0) }) {
            let right = tokens[(equals + 1)...]
            // `x = width * height` may be a formula in prose; a call, a literal or `self` is not.
            let evident = hasCall || right.count == 1 || right.contains { $0.kind != .identifier && $0.kind != .operator }
            return .code(unmistakable: evident)
        }
        if head == "return" { return .code(unmistakable: hasCall || words.contains(".")) }
        if hasCall, [")", "{", "}"].contains(last),
           tokens[start].kind == .identifier || ["self", "super", "try", "await", "."].contains(head) {
            return .code(unmistakable: true)
        }
        // Closers, `case .a:`, `default:`, `break`: code, but no proof on their own.
        if words.allSatisfy({ [")", "}", "]"].contains($0) }) || ["break", "continue", "fallthrough"].contains(head)
            || ((head == "case" || head == "default") && last == ":") {
            return .code(unmistakable: false)
        }
        return .prose
    }

    /// `MARK:`, `TODO`, `swiftlint:disable`, separators: a marker word followed by no letter.
    static func isMarker(_ lower: String) -> Bool {
        markers.contains { marker in
            guard lower.hasPrefix(marker) else { return false }
            let rest = lower.dropFirst(marker.count)
            return marker.last.map { !$0.isLetter } ?? true || !(rest.first?.isLetter ?? false || rest.first?.isNumber ?? false)
        }
    }

    static let modifierWords: Set<String> = ["private", "fileprivate", "public", "internal", "open", "static", "final",
                                             "override", "mutating", "lazy", "weak", "nonisolated", "convenience", "required"]
}
