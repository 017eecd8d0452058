import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Numeric or string literals written where a design token or a localized string belongs:
/// `.padding(16)`, `VStack(spacing: 8)`, `layer.cornerRadius = 12`, `Text("Welcome")`,
/// `label.text = "Done"`. Only an argument that is the literal itself counts (`.padding(Spacing.m)`
/// and `.padding(base * 2)` keep the rule, or cannot be judged); strings without a letter
/// (`"\(count)"`, `""`, `"•"`) and key-shaped strings (`"login.title"`) are not user-facing text.
public struct LiteralArgumentCheck: PlacedCoding {
    public enum LiteralKind: String, Sendable, Hashable, CaseIterable, Comparable {
        case number, string

        public static func < (lhs: LiteralKind, rhs: LiteralKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public static let description = CheckDescription(
        kind: "literal-argument",
        summary: "Numeric or string literals given at listed argument positions (magic numbers, hard-coded strings).",
        triggering: [
            "VStack(↓spacing: 8) {\n    Text(title)\n}\n↓.padding(.horizontal, 16)\n↓.frame(width: 44, height: 44)",
            "let insets = ↓UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)\nstack.↓spacing = 8\ncard.layer.↓cornerRadius = -12.5",
            "Button(↓\"Sign in\") { model.signIn() }\n↓Text(\"Items: \\(count)\")\n↓.navigationTitle(\"Orders\")\nlabel.↓text = \"Done\"",
            "Text(name).font(↓.system(size: 17, weight: .semibold))\nText(name).font(↓.custom(\"Inter\", size: 20))",
        ],
        nonTriggering: [
            "VStack(spacing: Spacing.small) {\n    Text(title)\n}\n.padding()\n.padding(0)\n.padding(.horizontal, Spacing.m)\n.frame(maxWidth: .infinity)",
            "let insets = UIEdgeInsets(top: 0, left: Metrics.side, bottom: 0, right: Metrics.side)\nvar spacing = 8\nstack.spacing = Spacing.s\nlet padding = base * 2",
            "Text(L10n.title)\nText(\"\\(count)\")\nText(\"\")\nText(verbatim: \"v1.2\")\nText(\"login.welcome\")\nImage(\"logo\")",
            "Label(L10n.settings, systemImage: \"gearshape\")\n.accessibilityIdentifier(\"login.signIn\")\nlet title = \"Profile\"\nif label.text == \"Done\" { close() }",
            "// .padding(16)\nlet text = \".padding(16)\"\nText(name).font(.custom(\"Inter\", size: 20, relativeTo: .body))\n.font(.system(size: iconSize))",
        ],
        // A literal at a forbidden position and a forbidden call shape (`.padding(<number>)`) at
        // the same place are one fault: two rules saying the same thing report it once.
        sharedMeaning: "forbidden-code"
    )

    public var positions: [LiteralPosition]
    public var literals: Set<LiteralKind>
    /// `0` (and `0.0`) keeps the rule: "no gap" is not a magic number.
    public var allowsZero: Bool
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(positions: [LiteralPosition], literals: Set<LiteralKind>, allowsZero: Bool = false, scope: [Glob] = []) {
        self.positions = positions
        self.literals = literals
        self.allowsZero = allowsZero
        self.scope = scope
    }

    public static let example = LiteralArgumentCheck(
        positions: [".padding(*)", "spacing:", "UIEdgeInsets(*)", ".frame(width:height:)", "spacing =", "layer.cornerRadius =",
                    "Text(_)", "Button(_)", "Label(_)", ".navigationTitle(_)", ".text =", ".system(size:)",
                    ".custom(size:) unless relativeTo:"].compactMap(LiteralPosition.init(text:)),
        literals: [.number, .string], allowsZero: true)

    public enum Parameters: String, CodingKey, CaseIterable {
        case positions, literals, allowsZero
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let positions = try container.each(.positions, what: "a list of argument positions", entry: "an argument position") { text, path in
            guard let position = LiteralPosition(text: text) else {
                throw DecodingProblem.message("`\(text)` is not an argument position (`.padding(*)`, `Text(_)`, "
                                              + "`.frame(width:height:)`, `spacing:`, `layer.cornerRadius =`)", at: path)
            }
            return position
        }
        let literals = try container.each(.literals, what: "a list of literal kinds", entry: "a literal kind") { text, path in
            guard let kind = LiteralKind(rawValue: text) else {
                throw DecodingProblem.message("unknown literal kind `\(text)` (known: number, string)", at: path)
            }
            return kind
        }
        self.init(positions: positions, literals: Set(literals), allowsZero: try container.flag(.allowsZero, default: false))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(positions.map(\.text), forKey: .positions)
        try container.encode(literals.sorted().map(\.rawValue), forKey: .literals)
        if allowsZero { try container.encode(true, forKey: .allowsZero) }
    }

    public var summary: String {
        let kinds = literals.sorted().map { $0 == .number ? "numeric" : "string" }.joined(separator: " or ")
        let list = positions.map { "`\($0.text)`" }.joined(separator: ", ")
        return codeScope.appended(to: "forbids \(kinds) literals at \(list)" + (allowsZero ? " (zero allowed)" : ""))
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let tokens = file.codeTokens
        var violations: [Violation] = []
        let callPositions = positions.filter { $0.form == .call }
        // A label position can only meet an argument whose label the file spells (`spacing:`):
        // asked of the token index, so a file without one spares parsing every call's arguments.
        let labelPositions = positions.filter { position in
            position.form == .label && [position.names[0], "`\(position.names[0])`"].contains { spelling in
                (file.tokenIndex[SymbolPattern.hash(spelling.utf8)] ?? []).contains { index in
                    index + 1 < tokens.count && file.isPunctuation(tokens[index + 1], ":")
                }
            }
        }
        let assignments = positions.filter { $0.form == .assignment }
        // Without label positions only the named callees matter: their hashes spare building a
        // String for every other call of the file.
        let callees = labelPositions.isEmpty ? Set(callPositions.map { SymbolPattern.hash($0.names[0].utf8) }) : nil
        for index in tokens.indices where index + 1 < tokens.count && file.isPunctuation(tokens[index + 1], "(") {
            let kind = tokens[index].kind
            guard kind == .identifier || (kind == .keyword && file.token(tokens[index], is: "init")) else { continue }
            if let callees, !callees.contains(SymbolPattern.hash(file.bytes[tokens[index].start..<tokens[index].end])) { continue }
            let dotted = index > 0 && file.isPunctuation(tokens[index - 1], ".")
            let name = file.text(of: tokens[index])
            let byCallee = callPositions.filter { $0.names[0] == name && $0.isMember == dotted }
            guard !byCallee.isEmpty || !labelPositions.isEmpty, let call = file.callArguments(at: index) else { continue }
            var found: [(token: Int, argument: Int, position: LiteralPosition)] = []
            for argument in call.arguments {
                let meant = byCallee.first { position in
                    position.means(argument) && !call.arguments.contains { $0.label.map(position.unless.contains) ?? false }
                } ?? labelPositions.first { $0.names[0] == argument.label }
                guard let position = meant, let literal = file.literalToken(in: argument.tokens, kinds: literals),
                      counts(tokens[literal], in: file) else { continue }
                found.append((literal, argument.tokens.lowerBound, position))
            }
            guard let first = found.first else { continue }
            let place = first.position.form == .label ? "`\(first.position.text)`" : "`\(dotted ? "." : "")\(name)(…)`"
            // A label in any call is shown at the label; a position of a call at the call.
            let anchor = first.position.form == .label && found.count == 1 ? tokens[first.argument - 2] : tokens[index - (dotted ? 1 : 0)]
            violations.append(Violation(path: file.path, line: anchor.line, column: anchor.column,
                                        message: "hard-coded " + found.map { describe($0.token, in: file) }.joined(separator: ", ")
                                            + " in " + place))
        }
        if !assignments.isEmpty {
            violations += assignmentViolations(in: file, positions: assignments)
        }
        return violations.sorted { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
    }

    func assignmentViolations(in file: SourceFile, positions: [LiteralPosition]) -> [Violation] {
        let tokens = file.codeTokens
        var violations: [Violation] = []
        for index in tokens.indices where tokens[index].kind == .operator && file.token(tokens[index], is: "=") {
            for position in positions {
                let count = position.names.count
                // The chain `a.b` ends right before `=`: names at index-1, index-3, … with dots between.
                var matched = true
                for (offset, piece) in position.names.reversed().enumerated() {
                    let nameIndex = index - 1 - 2 * offset
                    guard nameIndex >= 0, tokens[nameIndex].kind == .identifier, file.text(of: tokens[nameIndex]) == piece,
                          offset == count - 1 || (nameIndex > 0 && file.isPunctuation(tokens[nameIndex - 1], ".")) else {
                        matched = false
                        break
                    }
                }
                guard matched else { continue }
                let head = index - 1 - 2 * (count - 1)
                let hasReceiver = head > 0 && file.isPunctuation(tokens[head - 1], ".")
                if position.isMember && !hasReceiver { continue }
                // `var spacing = 8`, `case title = "Title"` declare; they do not assign.
                if !hasReceiver, head > 0, tokens[head - 1].kind == .keyword,
                   ["var", "let", "case"].contains(file.text(of: tokens[head - 1])) { continue }
                guard let end = expressionEnd(after: index, in: file),
                      let literal = file.literalToken(in: (index + 1)..<end, kinds: literals),
                      counts(tokens[literal], in: file) else { continue }
                let name = tokens[index - 1]
                violations.append(Violation(path: file.path, line: name.line, column: name.column,
                                            message: "hard-coded \(describe(literal, in: file)) assigned to `\(position.names.joined(separator: "."))`"))
                break
            }
        }
        return violations
    }

    /// Index after the right-hand side of the `=` at `index` when it ends its line (or the
    /// statement); nil when the expression goes on.
    func expressionEnd(after index: Int, in file: SourceFile) -> Int? {
        let tokens = file.codeTokens
        var end = index + 1
        while end < tokens.count, tokens[end].line == tokens[index + 1].line {
            if tokens[end].kind == .punctuation, [";", "}", ")", "]", ","].contains(file.text(of: tokens[end])) { break }
            end += 1
        }
        if end < tokens.count, tokens[end].line > tokens[end - 1].line {
            // A continuation on the next line (`+ suffix`, `.uppercased()`) makes it an expression.
            if tokens[end].kind == .operator || file.isPunctuation(tokens[end], ".") { return nil }
        }
        return end > index + 1 ? end : nil
    }

    func counts(_ token: Token, in file: SourceFile) -> Bool {
        let text = file.text(of: token)
        switch token.kind {
        case .integerLiteral, .floatLiteral:
            guard allowsZero else { return true }
            return Double(text.filter { $0 != "_" }) != 0
        case .stringLiteral:
            return LiteralArgumentCheck.isUserFacingText(text)
        default:
            return false
        }
    }

    func describe(_ index: Int, in file: SourceFile) -> String {
        let tokens = file.codeTokens
        let text = file.text(of: tokens[index])
        if tokens[index].kind == .stringLiteral {
            return text.count > 40 ? String(text.prefix(37)) + "…\"" : text
        }
        let signed = index > 0 && file.token(tokens[index - 1], is: "-")
        return "`\(signed ? "-" : "")\(text)`"
    }

    /// Whether a string literal (as written, delimiters included) reads as text for people: it
    /// has a letter outside its interpolations and is not shaped like a key (`settings.title`).
    static func isUserFacingText(_ literal: String) -> Bool {
        let characters = Array(literal)
        var start = 0
        var hashes = 0
        while start < characters.count, characters[start] == "#" { start += 1; hashes += 1 }
        let quotes = characters.count >= start + 3 && characters[start..<start + 3].allSatisfy { $0 == "\"" } ? 3 : 1
        start += quotes
        let end = max(start, characters.count - quotes - hashes)
        var content: [Character] = []
        var index = start
        let escape = [Character("\\")] + Array(repeating: "#", count: hashes)
        while index < end {
            if index + escape.count < end, Array(characters[index..<index + escape.count]) == escape,
               characters[index + escape.count] == "(" {
                var depth = 0
                var cursor = index + escape.count
                while cursor < end {
                    if characters[cursor] == "(" { depth += 1 }
                    if characters[cursor] == ")" { depth -= 1; if depth == 0 { break } }
                    cursor += 1
                }
                content.append(" ")
                index = cursor + 1
                continue
            }
            content.append(characters[index])
            index += 1
        }
        guard content.contains(where: \.isLetter) else { return false }
        let keyShaped = !content.contains(where: \.isWhitespace) && content.contains { $0 == "." || $0 == "_" }
            && content.last != "." && content.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
        return !keyShaped
    }
}
