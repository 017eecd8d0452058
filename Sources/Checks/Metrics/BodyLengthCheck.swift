import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Files, types, functions, computed properties or closures longer than a maximum. By default only
/// lines holding code count (blank and comment-only lines do not); a body counts the lines between
/// its braces. The finding stands on the declaration's name (line 1 for a file, the opening brace
/// for a closure).
public struct BodyLengthCheck: PlacedCoding {
    public enum Target: String, Sendable, Hashable, CaseIterable {
        case file, type, function, property, closure
    }

    public enum Counting: String, Sendable, Hashable, CaseIterable {
        /// Lines holding code.
        case code
        /// Every line.
        case lines
    }

    public static let description = CheckDescription(
        kind: "body-length",
        summary: "Files, types, functions, computed properties or closures are at most N lines long.",
        triggering: [
            "func ↓configure() {\n    setUpViews()\n    setUpConstraints()\n    bind()\n    reload()\n}",
            "struct Row: View {\n    var body: some View { Text(title) }\n    func ↓load() {\n        // Fetch first.\n        fetch()\n\n        decode()\n"
                + "        store()\n        notify()\n    }\n}",
        ],
        nonTriggering: [
            "func configure() {\n    setUpViews()\n    // setUpConstraints() runs later\n\n    bind()\n    reload()\n}",
            "struct Row: View {\n    var body: some View {\n        VStack {\n            Text(title)\n        }\n    }\n    func load() { fetch(); decode(); store(); notify(); log() }\n}",
        ],
        verifiableOnExamples: false
    )

    public var maximum: Int
    public var targets: [Target]
    /// Only declarations of these names are measured (`body`: a view's body, not its helpers);
    /// empty measures every declaration of the targets.
    public var names: [String] = []
    public var counting: Counting
    /// The types measured, when the rule names a group ("keep views under 200 lines"): a type
    /// the selector does not pick is not measured. Nil measures every type.
    public var selector: TypeSelector?
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(maximum: Int, targets: [Target], names: [String] = [], counting: Counting = .code, selector: TypeSelector? = nil,
                scope: [Glob] = []) {
        self.maximum = maximum
        self.selector = selector
        self.targets = targets
        self.names = names
        self.counting = counting
        self.scope = scope
    }

    /// Small, so the examples stay readable.
    public static let example = BodyLengthCheck(maximum: 3, targets: [.function])

    public enum Parameters: String, CodingKey, CaseIterable {
        case max, of, named, counting
    }

    public static var sharedParameterNames: [String] { TypeSelector.FieldKeys().all }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let targets = try container.each(.of, what: "a list of what to measure", entry: "file, type, function, property or closure") { text, path in
            guard let target = Target(rawValue: text) else {
                throw DecodingProblem.message("`\(text)` is not something to measure (file, type, function, property, closure)", at: path)
            }
            return target
        }
        var counting = Counting.code
        if let text = try container.optionalText(.counting) {
            guard let value = Counting(rawValue: text) else {
                throw DecodingProblem.message("`\(text)` is not a way of counting (code, lines)", at: container.codingPath + [Parameters.counting])
            }
            counting = value
        }
        let names = container.contains(.named)
            ? try container.each(.named, what: "a list of declaration names", entry: "a declaration name") { text, _ in text } : []
        let named = try decoder.container(keyedBy: AnyCodingKey.self)
        let picksTypes = TypeSelector.FieldKeys().all.contains { named.contains(AnyCodingKey($0)) }
        self.init(maximum: try container.positiveInteger(.max), targets: targets, names: names, counting: counting,
                  selector: picksTypes ? try TypeSelector(fieldsFrom: decoder) : nil)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(maximum, forKey: .max)
        try container.encode(targets.map(\.rawValue), forKey: .of)
        if !names.isEmpty { try container.encode(names, forKey: .named) }
        if counting != .code { try container.encode(counting.rawValue, forKey: .counting) }
        try selector?.encodeFields(to: encoder)
    }

    public var summary: String {
        let nouns = targets.map { target -> String in
            if target == .type, let selector { return "\(selector)" }
            return target == .property ? "computed properties" : target.rawValue + "s"
        }
        let what = names.isEmpty ? nouns : [nouns.joined(separator: ", ") + " named " + names.map { "`\($0)`" }.joined(separator: " or ")]
        let unit = counting == .code ? "lines of code" : "lines"
        return codeScope.appended(to: what.joined(separator: ", ") + " at most \(maximum) \(unit)")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = CodeLines(file)
        var violations: [Violation] = []
        if targets.contains(.file) {
            let length = counting == .code ? code.count(in: 1...max(1, file.lineCount)) : file.lineCount
            if length > maximum {
                violations.append(Violation(path: file.path, line: 1, column: 1,
                                            message: "file is \(length) \(unit) long (max \(maximum))"))
            }
        }
        let tokens = file.codeTokens
        let picked = selector.map { Set($0.select(in: file)) }
        for (index, declaration) in file.declarations.enumerated() {
            guard let body = declaration.body, let noun = noun(for: declaration) else { continue }
            if !names.isEmpty, !names.contains(declaration.name) { continue }
            if let picked, declaration.kind.isType, !picked.contains(index) { continue }
            let open = tokens[body.lowerBound].line, close = tokens[body.upperBound].line
            guard close - open - 1 > maximum else { continue }
            let length = counting == .code ? code.count(in: (open + 1)...(close - 1)) : close - open - 1
            guard length > maximum else { continue }
            violations.append(Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                                        message: "\(noun) `\(declaration.name)` is \(length) \(unit) long (max \(maximum))"))
        }
        if targets.contains(.closure) {
            for (open, close) in Self.closures(in: file) {
                let first = tokens[open].line, last = tokens[close].line
                guard last - first - 1 > maximum else { continue }
                let length = counting == .code ? code.count(in: (first + 1)...(last - 1)) : last - first - 1
                guard length > maximum else { continue }
                violations.append(Violation(path: file.path, line: first, column: tokens[open].column,
                                            message: "closure is \(length) \(unit) long (max \(maximum))"))
            }
        }
        return violations
    }

    /// Blocks that are not closures: a statement's body after these words, or an accessor.
    static let statementWords: Set<String> = ["else", "do", "defer", "repeat", "get", "set", "willSet", "didSet", "_modify", "_read",
                                              "init", "catch"]

    /// The braces of every closure (code-token indices of `{` and `}`): a matched brace that is no
    /// declaration's body, no accessor, and no body of `if`, `guard`, `while`, `for`, `switch`,
    /// `catch`, `else`, `do`, `defer` or `repeat`. One pass; a brace left open is no closure.
    static func closures(in file: SourceFile) -> [(open: Int, close: Int)] {
        let tokens = file.codeTokens
        let structure = file.structure
        var bodies = Set<Int>()
        for declaration in file.declarations { if let body = declaration.body { bodies.insert(body.lowerBound) } }
        var result: [(Int, Int)] = []
        for index in tokens.indices where tokens[index].kind == .punctuation && file.isPunctuation(tokens[index], "{") {
            let close = structure.partner[index]
            guard close > index, !bodies.contains(index) else { continue }
            if index > 0 {
                let previous = tokens[index - 1]
                if previous.kind == .identifier || previous.kind == .keyword, statementWords.contains(file.text(of: previous)) { continue }
                if structure.isConditionBody(index) { continue }
            }
            result.append((index, close))
        }
        return result
    }

    var unit: String { counting == .code ? "lines of code" : "lines" }

    func noun(for declaration: Declaration) -> String? {
        switch declaration.kind {
        case .class, .struct, .enum, .actor: return targets.contains(.type) ? declaration.kind.rawValue : nil
        case .function, .initializer, .deinitializer, .subscript: return targets.contains(.function) ? "function" : nil
        case .variable where declaration.isComputed: return targets.contains(.property) ? "property" : nil
        default: return nil
        }
    }
}

/// Which lines of a file hold code (a multi-line string holds all of its lines).
struct CodeLines {
    private var lines: [Bool]

    init(_ file: SourceFile) {
        lines = Array(repeating: false, count: file.lineCount + 2)
        for token in file.codeTokens {
            var last = token.line
            if token.kind == .stringLiteral, file.bytes[token.start..<token.end].contains(UInt8(ascii: "\n")) {
                last = file.location(ofOffset: token.end - 1).line
            }
            for line in token.line...last where line < lines.count { lines[line] = true }
        }
    }

    func count(in range: ClosedRange<Int>) -> Int {
        range.reduce(0) { $0 + ($1 < lines.count && lines[$1] ? 1 : 0) }
    }
}
