import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Forbids calls of a given shape: callee, argument labels and literal kinds, trailing closure,
/// optionally only inside types conforming to a protocol (`Task { }` inside a `View`).
public struct ForbiddenCallCheck: PlacedCoding {
    public static let description = CheckDescription(
        kind: "forbidden-call",
        summary: "A call whose shape (callee, labels, literal kinds) must not appear.",
        triggering: [
            "Text(title)\n    ↓.padding(16)\n    ↓.padding(8.5)",
            "let insets = ↓UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)",
            "let realm = try ↓Realm()",
        ],
        nonTriggering: [
            "Text(title)\n    .padding(value: .medium)\n    .padding(Spacing.large)",
            "let insets = UIEdgeInsets(top: 0, left: 0, bottom: Metrics.bottom, right: 0)",
            "// never write .padding(16)\nlet text = \"Realm()\"",
            "let realm = database.realm()",
            "override func viewDidLoad() {\n    super.viewDidLoad()\n}",
        ],
        sharedMeaning: "forbidden-code"
    )

    public var shapes: [CallShape]
    public var languages: Set<SourceLanguage>
    public var scope: [Glob]

    /// Where in files it looks: regions and file conditions read from the rule's place ("in
    /// views", "except in tests"), the types it looks inside (`inside: View`).
    public var codeScope = CodeScope()
    /// Only calls whose arguments or closures use one of these ("`.onAppear` for async work").
    public var whoseClosureContains: [SymbolPattern] = []

    public init(shapes: [CallShape], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [], inside: TypeSelector? = nil) {
        self.shapes = shapes
        self.languages = languages
        self.scope = scope
        codeScope.enclosingTypes = inside
    }

    public static let example = ForbiddenCallCheck(
        shapes: [".padding(16)", "UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)", "Realm()"].compactMap(CallShape.init(parsing:)))

    /// A call is found only where its callee's name is a token of the file.
    public var anchorTokens: [String]? { shapes.map(\.callee) }

    public enum Parameters: String, CodingKey, CaseIterable {
        case calls, languages, whoseClosureContains
    }

    public init(parameters container: KeyedDecodingContainer<Parameters>, decoder: Decoder) throws {
        let shapes = try container.each(.calls, what: "a list of calls", entry: "a call") { text, path in
            guard let shape = CallShape(text: text) else {
                throw DecodingProblem.message("`\(text)` is not a call (`.padding(<number>)`, `Realm()`, `Task { … }`)", at: path)
            }
            return shape
        }
        self.init(shapes: shapes, languages: try container.languages(.languages, default: [.swift]))
        whoseClosureContains = try container.optionalPatterns(.whoseClosureContains)
    }

    public func encode(parameters container: inout KeyedEncodingContainer<Parameters>, encoder: Encoder) throws {
        try container.encode(shapes.map(\.text), forKey: .calls)
        try container.encode(languages, forKey: .languages, unless: [.swift])
        if !whoseClosureContains.isEmpty { try container.encode(whoseClosureContains, forKey: .whoseClosureContains) }
    }

    public var summary: String {
        let closure = whoseClosureContains.isEmpty ? "" : " whose closure uses " + whoseClosureContains.map { "`\($0.text)`" }.joined(separator: " or ")
        let scoped = scope.isEmpty ? "" : " in " + scope.map { "`\($0.pattern)`" }.joined(separator: ", ")
        return codeScope.appended(to: "forbids " + shapes.map { "`\($0.description)`" }.joined(separator: ", ") + closure + scoped)
    }

    public func subject(in file: SourceFile) -> String? {
        codeScope.enclosingTypes.map { $0.subject(in: file) } ?? scopeSubject(of: file.path)
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        var work = 0
        return run(on: file, work: &work)
    }

    /// The check, adding to `work` its steps (calls looked at, and the tokens and uses counted
    /// for `whoseClosureContains`), so a test can show they grow linearly with the calls.
    package func run(on file: SourceFile, work: inout Int) -> [Violation] {
        let tokens = file.codeTokens
        // The file's token index gives the callee's places: no walk over every identifier.
        let tokenIndex = file.tokenIndex
        var places: [Int] = []
        for callee in Set(shapes.map { Array($0.callee.utf8) }) {
            for index in tokenIndex[SymbolPattern.hash(callee)] ?? []
            where tokens[index].kind == .identifier && file.bytesEqual(tokens[index], callee) {
                places.append(index)
            }
        }
        places.sort()
        var violations: [Violation] = []
        // The uses a closure must contain, counted once over the file's tokens when first
        // needed: finding them again and looking through them all for each call was quadratic.
        var closureUses: TokenHitCounts?
        for index in places {
            work += 1
            guard !file.isDeclaredName(at: index),
                  let call = file.callArguments(at: index) else { continue }
            // `func print(to:)` declares a function of that name; it calls nothing.
            if index > 0, file.token(tokens[index - 1], is: "func") { continue }
            // `get { }`, `set { }`, `didSet { }`: accessor blocks, not calls.
            if call.parentheses == nil, SwiftKeywords.accessorBlocks.contains(file.text(of: tokens[index])) || file.token(tokens[index], is: "deinit") {
                continue
            }
            guard let shape = shapes.first(where: { $0.matches(call, in: file) }) else { continue }
            if !whoseClosureContains.isEmpty {
                let ranges = (call.parentheses.map { [$0] } ?? []) + call.trailingClosures.map(\.braces)
                let uses = closureUses ?? TokenHitCounts(hits: whoseClosureContains.flatMap { $0.matches(in: file) },
                                                         tokenCount: tokens.count)
                if closureUses == nil {
                    closureUses = uses
                    work += uses.steps
                }
                work += ranges.count
                guard ranges.contains(where: { uses.any(in: $0) }) else { continue }
            }
            let token = tokens[index]
            let start = shape.isMember && index > 0 ? tokens[index - 1] : token
            violations.append(Violation(path: file.path, line: start.line, column: start.column,
                                        message: "calls `\(shape.description)`"))
        }
        return violations
    }
}
