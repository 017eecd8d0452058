import PreflightRepository
import PreflightSwiftSource

/// Forbids calls of a given shape: callee, argument labels and literal kinds, trailing closure,
/// optionally only inside types conforming to a protocol (`Task { }` inside a `View`).
public struct ForbiddenCallCheck: FileCheck {
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
        ]
    )

    public var shapes: [CallShape]
    public var languages: Set<SourceLanguage>
    public var scope: [Glob]
    public var inside: TypeSelector?
    /// Only in files that contain one of these (`StoreOf` for "in a view bound to a store").
    public var whenFileContains: [SymbolPattern] = []

    public init(shapes: [CallShape], languages: Set<SourceLanguage> = [.swift], scope: [Glob] = [],
                insideConformance: String? = nil, inside: TypeSelector? = nil) {
        self.shapes = shapes
        self.languages = languages
        self.scope = scope
        self.inside = inside ?? insideConformance.map { TypeSelector(conformance: $0) }
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = [("calls", .list(shapes.map(\.description)))]
        if !scope.isEmpty { result.append(("paths", .list(scope.map(\.pattern)))) }
        if let inside { result.append(("inside", .string(inside.shortDescription))) }
        if !whenFileContains.isEmpty { result.append(("whenFileContains", .list(whenFileContains.map(\.text)))) }
        return result
    }

    public var summary: String {
        "forbids " + shapes.map { "`\($0.description)`" }.joined(separator: ", ")
            + (inside.map { " inside \($0)" } ?? "")
            + (whenFileContains.isEmpty ? "" : " in files using " + whenFileContains.map { "`\($0.text)`" }.joined(separator: ", "))
    }

    public func subject(in file: SourceFile) -> String? {
        if !whenFileContains.isEmpty, !whenFileContains.contains(where: { !$0.matches(in: file).isEmpty }) { return nil }
        if let inside { return inside.subject(in: file) }
        return scopeSubject(of: file.path)
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        if !whenFileContains.isEmpty, !whenFileContains.contains(where: { !$0.matches(in: file).isEmpty }) { return [] }
        let tokens = file.codeTokens
        let callees = Set(shapes.map { Array($0.callee.utf8) })
        var violations: [Violation] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard callees.contains(where: { file.bytesEqual(tokens[index], $0) }),
                  !file.isDeclaredName(at: index),
                  let call = file.callArguments(at: index) else { continue }
            guard let shape = shapes.first(where: { $0.matches(call, in: file) }) else { continue }
            if let inside, !file.isInside(inside, token: index) { continue }
            let token = tokens[index]
            let start = shape.isMember && index > 0 ? tokens[index - 1] : token
            violations.append(Violation(path: file.path, line: start.line, column: start.column,
                                        message: "calls `\(shape.description)`"))
        }
        return violations
    }
}
