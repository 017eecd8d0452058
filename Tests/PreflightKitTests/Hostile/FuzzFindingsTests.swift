import Testing
@testable import PreflightChecks
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// What fuzzing the checks (and growing its inputs) found quadratic, each rewritten to one pass:
/// bracket matching with stray closers, a module root matched against every leading folder of
/// a deep path, nesting depth in nested (or unclosed) functions. Each is held to its original,
/// kept here as the reference, on generated input, and its steps are counted at N, 2N and 4N
/// (never timed). The inputs that hung are among them.
@Suite struct FuzzFindingsTests {
    typealias Random = SeededRandom

    /// Steps at N, 2N and 4N: each doubling may at most double them, plus `slack`.
    static func expectLinear(sizes: [Int] = [500, 1000, 2000], slack: Int = 16, _ steps: (Int) -> Int) {
        let counts = sizes.map(steps)
        #expect(counts[0] >= sizes[0], "the counter counts nothing: \(counts)")
        #expect(counts[1] <= 2 * counts[0] + slack && counts[2] <= 2 * counts[1] + slack, "steps grow faster than the input: \(counts)")
    }

    // MARK: Bracket matching

    /// The original: each closer looked down the whole stack for its opener.
    static func referenceBrackets(bytes: [UInt8], tokens: [Token]) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var stack: [(index: Int, opener: UInt8)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let c = bytes[token.start]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append((index, c))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = c == UInt8(ascii: ")") ? UInt8(ascii: "(") : (c == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{"))
                guard let position = stack.lastIndex(where: { $0.opener == opener }) else { continue }
                if opener != UInt8(ascii: "{"), stack[position...].contains(where: { $0.opener == UInt8(ascii: "{") }) { continue }
                let open = stack[position].index
                stack.removeSubrange(position...)
                partner[open] = index
                partner[index] = open
            default:
                break
            }
        }
        return partner
    }

    @Test func bracketsMatchAsTheOriginalDid() {
        var random = Random(state: 31)
        for _ in 0..<2000 {
            let text = (0..<random.below(60)).map { _ in random.pick(["(", ")", "[", "]", "{", "}", "a", " ", "\"x\"", "//c\n"]) }.joined()
            let bytes = Array(text.utf8)
            let tokens = SwiftLexer.tokenize(bytes)
            #expect(TokenCursor.matchBrackets(bytes: bytes, tokens: tokens) == Self.referenceBrackets(bytes: bytes, tokens: tokens), "\(text)")
        }
    }

    /// Openers that stray closers of another kind never find: 100,000 of each took 4.8 s.
    @Test func strayClosersCostOneStepEach() {
        Self.expectLinear { count in
            let bytes = Array(("let x = " + String(repeating: "(", count: count) + String(repeating: "]", count: count) + "{ [ } ]").utf8)
            var steps = 0
            let partner = TokenCursor.matchBrackets(bytes: bytes, tokens: SwiftLexer.tokenize(bytes), steps: &steps)
            #expect(partner.filter { $0 >= 0 }.count == 2)
            return steps
        }
    }

    // MARK: Leading folders against a glob

    static let patterns = ["Features", "*Features", "App/Features", "**/Features", "**", "**/*", "a/**/b", "**/a/**", "a/*/b",
                           "{a,b}/c", "[ab]*", "?", "**/**/x", "x/**", "é/**/a"]

    @Test func shortestMatchingPrefixAgreesWithMatchingEachPrefix() {
        var random = Random(state: 37)
        for _ in 0..<3000 {
            let glob = Glob(random.pick(Self.patterns))
            let path = (0..<random.below(8)).map { _ in random.pick(["a", "b", "x", "Features", "AppFeatures", "c", "é", "ab"]) }
            let segments = path.map { Array($0.unicodeScalars) }
            let limit = random.below(path.count + 2)
            let expected = limit < 1 ? nil : (1...limit).first { $0 <= segments.count && glob.matches(segments: Array(segments[..<$0])) }
            #expect(glob.shortestMatchingPrefix(of: segments, upTo: limit) == expected, "\(glob.pattern) \(path) \(limit)")
            let folder = segments.count > 1 && (1..<segments.count).contains { glob.matches(segments: Array(segments[..<$0])) }
            #expect(glob.matchesFolder(containing: segments) == folder, "\(glob.pattern) \(path)")
        }
    }

    /// The original `module(of:)`: every leading folder joined and matched afresh.
    static func referenceModule(_ root: Glob, _ path: String) -> (folder: String, name: String)? {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 3 else { return nil }
        for index in 0..<(components.count - 2) {
            let folder = components[...index].joined(separator: "/")
            if root.matches(folder) {
                let name = components[index + 1]
                return (folder + "/" + name, name)
            }
        }
        return nil
    }

    @Test func moduleFoldersAreFoundAsTheOriginalFoundThem() {
        var random = Random(state: 41)
        let words = ["Features", "Home", "App", "a", "", "*", "é", "e\u{301}", "\u{301}x", "\u{600}", "Mod ules", "..", "x.swift"]
        for _ in 0..<3000 {
            let check = DeclaredModuleCheck(root: Glob(random.pick(Self.patterns + ["*", "**/App/Features"])), manifest: "Project.swift")
            let path = (0..<random.below(7)).map { _ in random.pick(words) }.joined(separator: random.pick(["/", "/", "//"]))
            let found = check.module(of: path)
            let expected = Self.referenceModule(check.root, path)
            #expect(found?.folder == expected?.folder && found?.name == expected?.name, "\(check.root.pattern) \(path)")
        }
    }

    /// The input that hung the `checks` fuzzer (35 s for 8 KB): `/*` repeated, read as a path of
    /// thousands of folders, and deep paths under a root that matches at any depth.
    @Test func deepPathsAreReadInOnePass() {
        let check = DeclaredModuleCheck(root: Glob("**/Features"), manifest: "Project.swift")
        Self.expectLinear { count in
            var steps = 0
            #expect(check.module(of: String(repeating: "/*", count: count) + "\n", steps: &steps) == nil)
            let deep = String(repeating: "a/", count: count) + "Features/Home/View.swift"
            #expect(check.module(of: deep, steps: &steps)?.name == "Home")
            return steps
        }
        #expect(DeclaredModuleCheck.example.module(of: String(repeating: "/*", count: 5000)) == nil)
    }

    // MARK: Nesting depth

    /// The original: every function's body walked on its own.
    static func referenceNesting(_ check: NestingDepthCheck, _ file: SourceFile) -> [Violation] {
        let tokens = file.codeTokens
        let partner = file.structure.partner
        var violations: [Violation] = []
        let functions: [Declaration.Kind] = [.function, .initializer, .deinitializer, .subscript]
        for declaration in file.declarations where functions.contains(declaration.kind) && !declaration.isLocal {
            guard let body = declaration.body else { continue }
            var closers: [Int] = []
            var deepest = 0
            var first: Int?
            var index = body.lowerBound + 1
            while index < body.upperBound {
                while let last = closers.last, last < index { closers.removeLast() }
                if file.isPunctuation(tokens[index], "{"), partner[index] > index {
                    if closers.isEmpty, check.isAccessorBlock(at: index, in: file) {
                        index += 1
                        continue
                    }
                    closers.append(partner[index])
                    if closers.count > check.maximum, first == nil { first = index }
                    deepest = max(deepest, closers.count)
                }
                index += 1
            }
            guard let first else { continue }
            violations.append(Violation(path: file.path, line: tokens[first].line, column: tokens[first].column,
                                        message: "`\(declaration.name)` nests blocks \(deepest) deep (max \(check.maximum))"))
        }
        return violations
    }

    @Test func nestingIsMeasuredAsTheOriginalMeasuredIt() {
        var random = Random(state: 43)
        let pieces = ["func f() {", "init() {", "init?(x: Int) {", "subscript(i: Int) -> Int {", "deinit {", "struct S {", "class C {",
                      "var v: Int {", "get {", "set {", "set(value) {", "willSet {", "didSet {", "_read {", "if a {", "} else {",
                      "for x in y {", "items.map { x in", "Task {", "{", "}", "}", "}", "}", "(", ")", "let x = 1", "\n",
                      "var body: some View {", "switch x {", "case .a:", "do {", "} catch {", "init {", "_modify {"]
        var violations = 0
        for _ in 0..<1500 {
            let text = (0..<random.below(50)).map { _ in random.pick(pieces) }.joined(separator: random.pick([" ", "\n"]))
            let file = SourceFile(path: "S.swift", text: text)
            for maximum in [1, 2, 3] {
                let check = NestingDepthCheck(maximum: maximum)
                let found = check.run(on: file, context: CheckContext())
                #expect(found == Self.referenceNesting(check, file), "\(maximum): \(text)")
                violations += found.count
            }
        }
        #expect(violations > 100)
    }

    /// Functions in types in functions, closed and left open: every body ran to the end of the
    /// file (25,000 levels of `func f() { struct S {`: minutes).
    @Test func nestedFunctionsCostLinearSteps() {
        let check = NestingDepthCheck(maximum: 2)
        Self.expectLinear(sizes: [200, 400, 800]) { count in
            var steps = 0
            let open = String(repeating: "func f() { struct S { ", count: count)
            let closed = open + "if a { if b { if c { } } }" + String(repeating: "} } ", count: count)
            let unclosed = SourceFile(path: "S.swift", text: open + "if a { if b { if c { } } }")
            #expect(check.run(on: unclosed, steps: &steps).count == count)
            #expect(check.run(on: SourceFile(path: "S.swift", text: closed), steps: &steps).count == count)
            return steps
        }
    }
}
