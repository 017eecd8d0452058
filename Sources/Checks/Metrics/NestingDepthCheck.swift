import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Blocks nested deeper than a maximum inside a function: every brace in its body counts, be
/// it an `if`, a loop, a `switch`, a `do` or a closure; accessor blocks (`get { }`) do not. One
/// finding per function, on the first brace past the limit.
public struct NestingDepthCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "nesting-depth",
        summary: "Control-flow and closure blocks nest at most N deep inside functions.",
        triggering: [
            "func sync(_ items: [Item]) {\n    for item in items {\n        if item.isDirty {\n            ↓store.save(item) { result in\n"
                + "                if case .failure = result { retry(item) }\n            }\n        }\n    }\n}",
        ],
        nonTriggering: [
            "func sync(_ items: [Item]) {\n    for item in items where item.isDirty {\n        guard let id = item.id else { continue }\n"
                + "        if id.isEmpty {\n            skip()\n        } else if id.count > 3 {\n            save(id)\n        } else {\n            drop(id)\n        }\n    }\n}",
            "subscript(index: Int) -> Item {\n    get { items[index] }\n    set { if index < items.count { items[index] = newValue } }\n}"
                + "\nvar body: some View {\n    VStack {\n        HStack {\n            ForEach(items) { item in\n                Text(item.name)\n            }\n        }\n    }\n}",
        ]
    )

    public var maximum: Int
    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(maximum: Int, scope: [Glob] = []) {
        self.maximum = maximum
        self.scope = scope
    }

    public static let example = NestingDepthCheck(maximum: 2)

    public enum Parameters: String, CodingKey, CaseIterable {
        case max
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        self.init(maximum: try container.positiveInteger(.max))
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(maximum, forKey: .max)
    }

    public var summary: String { codeScope.appended(to: "blocks nest at most \(maximum) deep inside functions") }

    static let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var steps = 0
        return run(on: file, steps: &steps)
    }

    /// The check, adding to `steps` the tokens and braces it visits, so a test can show they
    /// grow linearly with the file. Each function's depth is read off the file's tree of
    /// braces, built once: walking every function's body was quadratic when functions nest
    /// (a function in a type in a function …, or bodies left open, each running to the end).
    package func run(on file: SourceFile, steps: inout Int) -> [Violation] {
        let tokens = file.codeTokens
        let functions: [Declaration.Kind] = [.function, .initializer, .deinitializer, .subscript]
        let declarations = file.declarations
        guard declarations.contains(where: { functions.contains($0.kind) && !$0.isLocal && $0.body != nil }) else { return [] }
        var nesting = BraceNesting(file: file, isAccessor: { isAccessorBlock(at: $0, in: file) }, need: maximum + 1, steps: &steps)
        var violations: [Violation] = []
        for declaration in declarations where functions.contains(declaration.kind) && !declaration.isLocal {
            guard let body = declaration.body else { continue }
            steps += 1
            let (deepest, top) = nesting.deepest(inBodyOpeningAt: body.lowerBound, steps: &steps)
            guard deepest > maximum, let top else { continue }
            let first = nesting.firstBrace(from: top, need: maximum + 1, steps: &steps)
            violations.append(Violation(path: file.path, line: tokens[first].line, column: tokens[first].column,
                                        message: "`\(declaration.name)` nests blocks \(deepest) deep (max \(maximum))"))
        }
        return violations
    }

    /// `get {`, `set(value) {`: an accessor of a subscript, not a nested block.
    func isAccessorBlock(at index: Int, in file: SourceFile) -> Bool {
        let tokens = file.codeTokens
        var previous = index - 1
        if previous >= 0, file.isPunctuation(tokens[previous], ")"), let open = file.partnerToken(of: previous) { previous = open - 1 }
        guard previous >= 0, tokens[previous].kind == .identifier || tokens[previous].kind == .keyword else { return false }
        return Self.accessors.contains(file.text(of: tokens[previous]))
    }
}

/// The matched braces of a file as a tree, with what a function's walk over its body would
/// find: a body's blocks count one level each, except accessor blocks directly in it (and
/// directly in those), which count none. Built in one pass; each function then reads its
/// answer from its body's brace, or, for a body left open (which runs to the end of the file),
/// from a table over the file's positions.
struct BraceNesting {
    private let partner: [Int]
    /// Per code token: for a matched `{`, its first child brace, next sibling, the levels of
    /// blocks below it, and whether it is an accessor block; -1 / 0 / false elsewhere.
    private var firstChild: [Int]
    private var nextSibling: [Int]
    private var height: [Int]
    private var accessor: [Bool]
    /// Whether the token is a matched `{` (a `(` or `[` has a partner too).
    private var isBrace: [Bool]
    /// For a matched `{`: the depth it adds where nothing counted encloses it (1 plus its
    /// height, or for an accessor block the deepest among its children).
    private var value: [Int]
    /// For a matched `{`: the deepest its children reach where nothing counted encloses them,
    /// and the first of them reaching `need`.
    private var childDeepest: [Int]
    private var childFirst: [Int]
    /// For a position: the same over the braces from there to the end with no brace of that
    /// stretch around them (a body left open).
    private var tailDeepest: [Int] = []
    private var tailFirst: [Int] = []
    private let need: Int

    init(file: SourceFile, isAccessor: (Int) -> Bool, need: Int, steps: inout Int) {
        let tokens = file.codeTokens
        let count = tokens.count
        partner = file.structure.partner
        self.need = need
        firstChild = [Int](repeating: -1, count: count)
        nextSibling = [Int](repeating: -1, count: count)
        height = [Int](repeating: 0, count: count)
        accessor = [Bool](repeating: false, count: count)
        isBrace = [Bool](repeating: false, count: count)
        value = [Int](repeating: 0, count: count)
        childDeepest = [Int](repeating: 0, count: count)
        childFirst = [Int](repeating: -1, count: count)
        var lastChild = [Int](repeating: -1, count: count)
        var open: [Int] = []
        var braces: [Int] = []
        for index in tokens.indices {
            steps += 1
            while let last = open.last, partner[last] < index { open.removeLast() }
            guard file.isPunctuation(tokens[index], "{"), partner[index] > index else { continue }
            if let parent = open.last {
                if lastChild[parent] < 0 { firstChild[parent] = index } else { nextSibling[lastChild[parent]] = index }
                lastChild[parent] = index
            }
            accessor[index] = isAccessor(index)
            isBrace[index] = true
            open.append(index)
            braces.append(index)
        }
        // Children come after their parent: backwards, each brace finds its children done.
        for brace in braces.reversed() {
            var child = firstChild[brace]
            while child >= 0 {
                steps += 1
                height[brace] = max(height[brace], height[child] + 1)
                if value[child] > childDeepest[brace] { childDeepest[brace] = value[child] }
                if childFirst[brace] < 0, value[child] >= need { childFirst[brace] = child }
                child = nextSibling[child]
            }
            value[brace] = accessor[brace] ? childDeepest[brace] : height[brace] + 1
        }
    }

    /// The deepest nesting in the body opening at `open` and the first brace directly in it
    /// whose blocks reach `need` (nil when none does).
    mutating func deepest(inBodyOpeningAt open: Int, steps: inout Int) -> (deepest: Int, top: Int?) {
        guard open >= 0, open < partner.count else { return (0, nil) }
        if partner[open] > open {
            return (childDeepest[open], childFirst[open] >= 0 ? childFirst[open] : nil)
        }
        if tailDeepest.isEmpty { buildTails(steps: &steps) }
        let start = open + 1
        return (tailDeepest[start], tailFirst[start] >= 0 ? tailFirst[start] : nil)
    }

    /// From each position to the end: the braces there with no brace of that stretch around
    /// them are the one at the position (when it opens a matched pair) and those after its
    /// partner, or those from the next position.
    private mutating func buildTails(steps: inout Int) {
        let count = partner.count
        tailDeepest = [Int](repeating: 0, count: count + 1)
        tailFirst = [Int](repeating: -1, count: count + 1)
        for position in stride(from: count - 1, through: 0, by: -1) {
            steps += 1
            if isBrace[position] {
                let after = partner[position] + 1
                tailDeepest[position] = max(value[position], tailDeepest[after])
                tailFirst[position] = value[position] >= need ? position : tailFirst[after]
            } else {
                tailDeepest[position] = tailDeepest[position + 1]
                tailFirst[position] = tailFirst[position + 1]
            }
        }
    }

    /// The first brace, in the order of the file, whose blocks reach `need` levels below a body,
    /// starting from `top`, a brace directly in that body that reaches them.
    func firstBrace(from top: Int, need: Int, steps: inout Int) -> Int {
        var brace = top
        var remaining = need
        var counted = false
        while true {
            steps += 1
            if !counted && accessor[brace] {
                // Counts no level: its children stand directly in the body as it does.
                guard let child = firstChild(of: brace, where: { value[$0] >= remaining }, steps: &steps) else { return brace }
                brace = child
            } else {
                counted = true
                remaining -= 1
                if remaining <= 0 { return brace }
                guard let child = firstChild(of: brace, where: { height[$0] + 1 >= remaining }, steps: &steps) else { return brace }
                brace = child
            }
        }
    }

    private func firstChild(of brace: Int, where condition: (Int) -> Bool, steps: inout Int) -> Int? {
        var child = firstChild[brace]
        while child >= 0 {
            steps += 1
            if condition(child) { return child }
            child = nextSibling[child]
        }
        return nil
    }
}