import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Blocks nested deeper than a maximum inside a function: every brace in its body counts, be
/// it an `if`, a loop, a `switch`, a `do` or a closure; accessor blocks (`get { }`) do not. One
/// finding per function, on the first brace past the limit.
public struct NestingDepthCheck: FileCheck {
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case max, paths, within, outside, whenFileUses, excludedPaths, inFilesDeclaring
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(maximum: try container.positiveInteger(.max), scope: try container.optionalGlobs(.paths))
        codeScope = try container.codeScope { CodingKeys(rawValue: $0)! }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(maximum, forKey: .max)
        try container.encodeScope(scope, forKey: .paths)
        try container.encode(codeScope) { CodingKeys(rawValue: $0)! }
    }

    public var summary: String { codeScope.appended(to: "blocks nest at most \(maximum) deep inside functions") }

    static let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init"]

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
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
                    if closers.isEmpty, isAccessorBlock(at: index, in: file) {
                        index += 1
                        continue
                    }
                    closers.append(partner[index])
                    if closers.count > maximum, first == nil { first = index }
                    deepest = max(deepest, closers.count)
                }
                index += 1
            }
            guard let first else { continue }
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
