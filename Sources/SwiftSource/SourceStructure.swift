/// The light structural pass over code tokens: brace scopes, declaration heads (attributes,
/// modifiers, names, inheritance, type annotations, bodies) and imports. Most structural checks
/// need no more than this, and it costs a small fraction of a SwiftSyntax parse (docs/ARCHITECTURE.md).
///
/// It is one linear walk. A declaration's head is read where it starts, then the walk resumes
/// just after the introducing keyword, so declarations inside initializers, accessors and
/// bodies are found by the same walk, and brace scopes give each its parent. Every step moves
/// forward, and bracket partners come from a precomputed table, so broken code cannot make it
/// loop or crash; it just yields fewer declarations.
package struct SourceStructure: Sendable {
    package private(set) var declarations: [Declaration] = []
    package private(set) var imports: [ImportDecl] = []
    /// Types written outside declaration heads: after `as` / `is`, and in a closure's
    /// parameter clause (`{ (name: String!) in … }`). Heads keep theirs in `Declaration.typeSpans`.
    package private(set) var expressionTypeSpans: [TypeSpan] = []
    /// For each `(` `[` `{` and its closer (code-token indices), the partner; -1 if unmatched.
    package let partner: [Int]
    /// Per code token: whether the statement it stands in began with a condition keyword
    /// (`if`, `guard`, `while`, …), for telling a body brace from a trailing closure.
    let conditionFlags: [Bool]

    /// Whether the `{` at `index` (a code-token index) is the body of a statement with a condition
    /// (`if x {`, `switch y {`, `for z in w {`, `catch E {`), not a trailing closure.
    package func isConditionBody(_ index: Int) -> Bool {
        index > 0 && index - 1 < conditionFlags.count && conditionFlags[index - 1]
    }

    package init(file: SourceFile, tokens: [Token]) {
        self.init(bytes: file.bytes, tokens: tokens)
    }

    package init(bytes: [UInt8], tokens: [Token]) {
        let cursor = TokenCursor(bytes: bytes, tokens: tokens)
        partner = cursor.partner
        conditionFlags = cursor.conditionFlagsForAllTokens()
        var reader = DeclarationReader(cursor: cursor)
        reader.run()
        declarations = reader.declarations
        imports = reader.imports
        expressionTypeSpans = reader.expressionTypeSpans
    }

    /// The members (declarations that are not locals) of each declaration in `parents`, as
    /// indices in source order, keyed by parent. One pass over the declarations: filtering them
    /// once per type made a file of many types quadratic in its number of types (a 1 MB file of
    /// small views took seconds). `visited` counts the declarations looked at, so tests can
    /// show the work grows with the file, not with its square.
    package func members(of parents: [Int], visited: inout Int) -> [Int: [Int]] {
        guard !parents.isEmpty else { return [:] }
        var byParent = Dictionary(parents.map { ($0, [Int]()) }, uniquingKeysWith: { first, _ in first })
        // Fields are read in place: iterating the declarations would copy each one.
        for index in declarations.indices {
            visited += 1
            guard let parent = declarations[index].parent, !declarations[index].isLocal else { continue }
            byParent[parent]?.append(index)
        }
        return byParent
    }
}

private let modifierWords: Set<String> = [
    "private", "fileprivate", "internal", "package", "public", "open", "static", "class", "final",
    "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
    "required", "convenience", "indirect", "nonisolated", "isolated", "distributed", "prefix",
    "postfix", "infix", "consuming", "borrowing", "__consuming", "sending",
    // Only before `let` (`async let`); see `canStartDeclaration`.
    "async",
]

/// Every word that may begin a declaration head, tested on bytes before any String is made.
private let headWords = WordSet(Array(modifierWords) + Array(declarationKeywords.keys) + ["import"])

private let declarationKeywords: [String: Declaration.Kind] = [
    "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol,
    "extension": .extension, "actor": .actor, "func": .function, "init": .initializer,
    "deinit": .deinitializer, "subscript": .subscript, "var": .variable, "let": .constant,
    "typealias": .typealias, "associatedtype": .associatedtype, "macro": .macro, "case": .enumCase,
]

/// Modifiers that take an argument: `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
private let parenthesizedModifiers: Set<String> = [
    "private", "fileprivate", "internal", "package", "public", "open", "nonisolated", "unowned",
]

/// Words after which a `let` / `var` / `case` is a pattern or condition, not a declaration.
private let conditionWords = WordSet(["if", "guard", "while", "case", "catch", "for", "switch"])

struct DeclarationReader {
    package let c: TokenCursor
    package var declarations: [Declaration] = []
    package var imports: [ImportDecl] = []
    package var expressionTypeSpans: [TypeSpan] = []
    /// Open braces: the index of their closer and the declaration they are the body of.
    package var scopes: [(close: Int, owner: Int?)] = []
    /// `{` code-token index → declaration it opens the body of.
    var bodyOwners: [Int: Int] = [:]
    /// Initializer expressions being walked: their end (exclusive) and their declaration.
    var initializers: [(end: Int, declaration: Int)] = []

    package init(cursor: TokenCursor) {
        c = cursor
    }

    package mutating func run() {
        var index = 0
        while index < c.count {
            while let last = scopes.last, last.close < index { scopes.removeLast() }
            if c.isPunctuation(index, "{") {
                let close = c.partner[index] >= 0 ? c.partner[index] : Int.max
                scopes.append((close, bodyOwners[index]))
                if bodyOwners[index] == nil { expressionTypeSpans += closureSignatureTypes(open: index) }
                index += 1
                continue
            }
            if c.tokens[index].kind == .keyword, c.is(index, "as") || c.is(index, "is") {
                var start = index + 1
                if start < c.count, c.tokens[start].kind == .operator, c.tokens[start].start == c.tokens[index].end,
                   c.is(start, "?") || c.is(start, "!") { start += 1 }
                let end = skipType(from: start)
                if end > start { expressionTypeSpans.append(TypeSpan(tokens: start..<end)) }
            }
            if c.isPunctuation(index, "}") {
                if let last = scopes.last, last.close == index { scopes.removeLast() }
                index += 1
                continue
            }
            if canStartDeclaration(index), isStatementStart(index), let resume = readDeclaration(at: index) {
                index = max(resume, index + 1)
                continue
            }
            index += 1
        }
    }

    // MARK: Where a declaration may begin

    func canStartDeclaration(_ index: Int) -> Bool {
        let token = c.tokens[index]
        switch token.kind {
        case .attribute:
            return true
        case .keyword, .identifier:
            guard headWords.contains(c.bytes, token.start, token.end) else { return false }
            // `async` also ends function signatures, possibly on a line of its own.
            return !c.is(index, "async") || c.is(index + 1, "let")
        default:
            return false
        }
    }

    func isStatementStart(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = index - 1
        let token = c.tokens[previous]
        if token.kind == .punctuation {
            let ch = c.firstByte(previous)
            if ch == ascii("{") || ch == ascii("}") || ch == ascii(";") { return true }
            if ch == ascii(",") || ch == ascii(".") || ch == ascii("(") || ch == ascii("[") || ch == ascii("\\") { return false }
            // `case .a: let x = …` inside a switch; a type annotation never holds a declaration.
            if ch == ascii(":") { return true }
        }
        if token.kind == .keyword {
            if conditionWords.contains(c.bytes, token.start, token.end) { return false }
            if c.is(previous, "in") { return true }
        }
        if token.kind == .operator {
            // Only a type's end can close a statement: a postfix `?` / `!` glued to it
            // (`Delegate?`) or a generic clause (`Set<Int>`, `Result<A, B>?`).
            let last = c.bytes[token.end - 1]
            let glued = previous > 0 && c.tokens[previous - 1].end == token.start
            let closesType = last == ascii(">") ? !c.is(previous, "->") : (glued && (last == ascii("?") || last == ascii("!")))
            if !closesType { return false }
        }
        return c.tokens[index].line > token.line
    }

    func isDeclarationStarter(_ index: Int) -> Bool {
        let kind = c.tokens[index].kind
        if kind == .attribute || kind == .poundDirective { return true }
        return canStartDeclaration(index)
    }

    // MARK: Heads

    /// Reads the declaration starting at `start`; returns where the walk resumes, or nil when
    /// the tokens there are not a declaration after all.
    mutating func readDeclaration(at start: Int) -> Int? {
        guard let (j, attributes, modifiers) = readAttributesAndModifiers(from: start), j < c.count, c.isWord(j) else { return nil }
        let word = c.text(j)
        if word == "import" {
            return readImport(at: j, attributes: attributes, modifiers: modifiers)
        }
        guard let kind = declarationKeywords[word] else { return nil }
        if c.tokens[j].kind == .identifier {
            // `actor` and `macro` are contextual: only a following name makes them introducers.
            guard c.isWord(j + 1), c.tokens[j + 1].line == c.tokens[j].line else { return nil }
        }
        if kind == .enumCase {
            guard let owner = scopes.last?.owner, declarations[owner].kind == .enum, c.isWord(j + 1) else { return nil }
        }
        var declaration = newDeclaration(kind, start: start, keyword: j, attributes: attributes, modifiers: modifiers)
        guard readHead(&declaration, keyword: j) else { return nil }
        declarations.append(declaration)
        if declaration.hasInitializer, let range = declaration.initializerTokens {
            initializers.append((range.upperBound, declarations.count - 1))
        }
        if let body = declaration.body { bodyOwners[body.lowerBound] = declarations.count - 1 }
        return j + 1
    }

    /// The attributes and modifiers before a declaration's keyword, and where the keyword
    /// stands; nil when a word there is neither.
    func readAttributesAndModifiers(from start: Int) -> (Int, [Attribute], [String])? {
        var j = start
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        while j < c.count {
            let token = c.tokens[j]
            if token.kind == .attribute {
                var attribute = Attribute(name: String(c.text(j).dropFirst()), arguments: nil, tokenIndex: j)
                j += 1
                if c.isPunctuation(j, "("), c.tokens[j].start == token.end, c.partner[j] > j {
                    let close = c.partner[j]
                    attribute.arguments = String(decoding: c.bytes[c.tokens[j].end..<c.tokens[close].start], as: UTF8.self)
                    j = close + 1
                }
                attributes.append(attribute)
                continue
            }
            guard c.isWord(j) else { return nil }
            let word = c.text(j)
            guard modifierWords.contains(word) else { break }
            // `class var` / `class func` use `class` as a modifier.
            if word == "class", j + 1 < c.count, !isModifierOrKeyword(j + 1) { break }
            if c.isPunctuation(j + 1, "("), c.tokens[j + 1].start == token.end, c.partner[j + 1] > j + 1 {
                // `private(set) var`, but not a call such as `open(url)` on its own line.
                let close = c.partner[j + 1]
                guard parenthesizedModifiers.contains(word), close == j + 3, c.isWord(j + 2),
                      close + 1 < c.count, c.tokens[close + 1].line == c.tokens[close].line,
                      isModifierOrKeyword(close + 1) || c.tokens[close + 1].kind == .attribute else { return nil }
                modifiers.append(c.text(from: j, through: close).filter { !$0.isWhitespace })
                j = close + 1
            } else {
                guard j + 1 < c.count, isModifierOrKeyword(j + 1) || c.tokens[j + 1].kind == .attribute else { return nil }
                modifiers.append(word)
                j += 1
            }
        }
        return (j, attributes, modifiers)
    }

    /// A declaration of `kind` at keyword `j`, placed under its parent; its name and the rest
    /// of its head are read by `readHead`.
    mutating func newDeclaration(_ kind: Declaration.Kind, start: Int, keyword j: Int, attributes: [Attribute], modifiers: [String]) -> Declaration {
        while let last = initializers.last, last.end <= j { initializers.removeLast() }
        var parent = scopes.last(where: { $0.owner != nil })?.owner
        // A closure in a property's initializer (`lazy var v = { let x = … }()`) belongs to it.
        if let holder = initializers.last?.declaration, holder > (parent ?? -1) { parent = holder }
        let isLocal: Bool
        if let innermost = scopes.last {
            isLocal = innermost.owner.map { !declarations[$0].kind.isType } ?? true
        } else {
            isLocal = false
        }
        let keyword = c.tokens[j]
        return Declaration(
            kind: kind, name: "", names: [], attributes: attributes, modifiers: modifiers,
            firstToken: start, keywordToken: j, nameToken: nil, endToken: j, body: nil,
            parent: parent, isLocal: isLocal,
            line: keyword.line, column: keyword.column, nameLine: keyword.line, nameColumn: keyword.column)
    }

    /// The name, types and body of the declaration whose keyword is at `j`, by its kind; false
    /// when the tokens after the keyword make no such declaration.
    func readHead(_ declaration: inout Declaration, keyword j: Int) -> Bool {
        switch declaration.kind {
        case .class, .struct, .enum, .protocol, .actor:
            guard c.isWord(j + 1) else { return false }
            setName(&declaration, j + 1)
            readTypeRest(&declaration, from: j + 2)
        case .extension:
            // The extended type as written: `Foo.Bar`, `Array<Int>`, `[Feature]`.
            let first = j + 1
            guard c.isWord(first) || c.isPunctuation(first, "[") || c.isPunctuation(first, "(") else { return false }
            let end = skipType(from: first)
            guard end > first else { return false }
            setName(&declaration, first)
            declaration.name = c.text(from: first, through: end - 1).filter { !$0.isWhitespace && $0 != "`" }
            declaration.names = [declaration.name]
            declaration.endToken = max(declaration.endToken, end - 1)
            readTypeRest(&declaration, from: end)
        case .function, .initializer, .deinitializer, .subscript, .macro:
            return readFunctionHead(&declaration, keyword: j)
        case .variable, .constant:
            return readBindings(&declaration, from: j + 1)
        case .typealias, .associatedtype:
            guard c.isWord(j + 1) else { return false }
            setName(&declaration, j + 1)
            var k = j + 2
            if c.opensGenericClause(k) { k = c.skipGenericClause(at: k) }
            if k < c.count, c.tokens[k].kind == .operator, c.is(k, "=") {
                let end = skipType(from: k + 1)
                if end > k + 1 { declaration.typeSpans.append(TypeSpan(tokens: (k + 1)..<end)) }
            }
        case .enumCase:
            readCases(&declaration, from: j + 1)
        }
        return true
    }

    /// A function-like head: name (or operator), generic clause, parameters, return type, body.
    func readFunctionHead(_ declaration: inout Declaration, keyword j: Int) -> Bool {
        let kind = declaration.kind
        var k = j + 1
        switch kind {
        case .function, .macro:
            guard k < c.count, c.isWord(k) || c.tokens[k].kind == .operator else { return false }
            setName(&declaration, k)
            k += 1
        default:
            let word = c.text(j)
            declaration.name = word
            declaration.names = [word]
            if kind == .initializer, k < c.count, c.tokens[k].kind == .operator,
               c.is(k, "?") || c.is(k, "!") { k += 1 }
        }
        if c.opensGenericClause(k) { k = c.skipGenericClause(at: k) }
        if c.isPunctuation(k, "("), c.partner[k] > k {
            declaration.typeSpans += parameterTypes(open: k, close: c.partner[k])
            k = c.partner[k] + 1
            if let returned = returnType(from: k) { declaration.typeSpans.append(TypeSpan(tokens: returned)) }
        }
        declaration.endToken = max(j, k - 1)
        if kind != .macro, let open = findBody(from: k) { setBody(&declaration, open) }
        return true
    }

    func isModifierOrKeyword(_ index: Int) -> Bool {
        c.isWord(index) && canStartDeclaration(index)
    }

    func setName(_ declaration: inout Declaration, _ index: Int) {
        let name = c.name(index)
        declaration.name = name
        declaration.names = [name]
        declaration.nameToken = index
        declaration.nameLine = c.tokens[index].line
        declaration.nameColumn = c.tokens[index].column
        declaration.endToken = max(declaration.endToken, index)
    }

    func setBody(_ declaration: inout Declaration, _ open: Int) {
        let close = c.partner[open] > open ? c.partner[open] : c.count - 1
        declaration.body = open...close
        declaration.endToken = close
    }

    /// Generic clause, inheritance list, `where` clause, body.
    func readTypeRest(_ declaration: inout Declaration, from start: Int) {
        var k = start
        if c.opensGenericClause(k) { k = c.skipGenericClause(at: k) }
        if c.isPunctuation(k, ":") {
            k += 1
            var entryStart = k
            var entries: [(Int, Int)] = []
            while k < c.count {
                if c.isPunctuation(k, "{") || c.is(k, "where") || c.isPunctuation(k, "}") || c.isPunctuation(k, ";") { break }
                if k > entryStart, c.startsLine(k), isDeclarationStarter(k) { break }
                if c.isPunctuation(k, "(") || c.isPunctuation(k, "[") {
                    k = c.partner[k] > k ? c.partner[k] + 1 : k + 1
                    continue
                }
                if c.opensGenericClause(k) {
                    let next = c.skipGenericClause(at: k)
                    k = next > k ? next : k + 1
                    continue
                }
                if c.isPunctuation(k, ",") {
                    entries.append((entryStart, k - 1))
                    entryStart = k + 1
                }
                k += 1
            }
            entries.append((entryStart, k - 1))
            declaration.inheritance = entries.compactMap { first, last in
                var first = first
                while first <= last, c.tokens[first].kind == .attribute { first += 1 }
                guard first <= last else { return nil }
                return c.text(from: first, through: last).filter { !$0.isWhitespace }
            }
        }
        declaration.endToken = max(declaration.endToken, k - 1)
        if let open = findBody(from: k) { setBody(&declaration, open) }
    }

    /// The `{` that opens the body of a head ending before `start`, or nil when the head ends
    /// without one (protocol requirements, malformed code).
    func findBody(from start: Int) -> Int? {
        var k = start
        let limit = min(c.count, start + 4096)
        while k < limit {
            let token = c.tokens[k]
            if token.kind == .punctuation {
                let ch = c.firstByte(k)
                if ch == ascii("{") { return k }
                if ch == ascii("}") || ch == ascii(";") || ch == ascii(")") || ch == ascii("]") { return nil }
                if ch == ascii("(") || ch == ascii("[") {
                    k = c.partner[k] > k ? c.partner[k] + 1 : k + 1
                    continue
                }
            }
            if k > start, c.startsLine(k), isDeclarationStarter(k) { return nil }
            if token.kind == .operator, c.is(k, "=") { return nil }
            k += 1
        }
        return nil
    }

    // MARK: Bindings and cases

    func readBindings(_ declaration: inout Declaration, from start: Int) -> Bool {
        var k = start
        var names: [String] = []
        while k < c.count {
            // The binding's own name; nil for a tuple pattern.
            var bound: String?
            if c.isWord(k) {
                if names.isEmpty { setName(&declaration, k) }
                names.append(c.name(k))
                bound = c.name(k)
                k += 1
            } else if c.isPunctuation(k, "("), c.partner[k] > k {
                let close = c.partner[k]
                if names.isEmpty, k + 1 < close {
                    declaration.nameToken = k + 1
                    declaration.nameLine = c.tokens[k + 1].line
                    declaration.nameColumn = c.tokens[k + 1].column
                }
                for p in (k + 1)..<close where c.tokens[p].kind == .identifier { names.append(c.name(p)) }
                k = close + 1
            } else {
                break
            }
            if c.isPunctuation(k, ":") {
                let typeStart = k + 1
                k = skipType(from: typeStart)
                if declaration.typeAnnotation == nil, k > typeStart {
                    declaration.typeAnnotation = c.text(from: typeStart, through: k - 1)
                }
                if k > typeStart { declaration.typeSpans.append(TypeSpan(tokens: typeStart..<k, name: bound)) }
            }
            if k < c.count, c.tokens[k].kind == .operator, c.is(k, "=") {
                declaration.hasInitializer = true
                let expressionStart = k + 1
                k = skipExpression(from: expressionStart)
                if declaration.initializerTokens == nil { declaration.initializerTokens = expressionStart..<k }
            }
            if c.isPunctuation(k, "{") {
                let observers = beginsObservers(k)
                setBody(&declaration, k)
                if !observers && !declaration.hasInitializer { declaration.isComputed = true }
                k = (declaration.body?.upperBound ?? k) + 1
            }
            if c.isPunctuation(k, ",") { k += 1; continue }
            break
        }
        guard !names.isEmpty else { return false }
        declaration.name = names[0]
        declaration.names = names
        declaration.endToken = max(declaration.endToken, k - 1)
        return true
    }

    func readCases(_ declaration: inout Declaration, from start: Int) {
        var k = start
        var names: [String] = []
        while c.isWord(k) {
            if names.isEmpty { setName(&declaration, k) }
            names.append(c.name(k))
            k += 1
            if c.isPunctuation(k, "("), c.partner[k] > k {
                // A payload names no variable: its types carry no name.
                declaration.typeSpans += parameterTypes(open: k, close: c.partner[k], labelsOptional: true).map { TypeSpan(tokens: $0.tokens) }
                k = c.partner[k] + 1
            }
            if k < c.count, c.is(k, "=") { k = skipExpression(from: k + 1) }
            guard c.isPunctuation(k, ",") else { break }
            k += 1
        }
        declaration.names = names
        declaration.endToken = max(declaration.endToken, k - 1)
    }

    func beginsObservers(_ open: Int) -> Bool {
        var k = open + 1
        while k < c.count, c.tokens[k].kind == .attribute { k += 1 }
        return c.is(k, "willSet") || c.is(k, "didSet")
    }
}
