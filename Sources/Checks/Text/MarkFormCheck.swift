import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// `// MARK:` comments take the form that draws a separator: `// MARK: - Title` ("use
/// `// MARK: -` to divide a type into sections"). Xcode shows `// MARK: Title` without the
/// line; a team that writes the dash wants every mark to have it. Marks on a line after code
/// (`let x = 1 // MARK: …`) are remarks and marks inside a function's body label part of a
/// block, not a section: neither is judged.
public struct MarkFormCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "mark-form",
        summary: "`// MARK:` comments are written `// MARK: - Title`.",
        triggering: [
            "final class OrdersViewController: UIViewController {\n    ↓// MARK: Lifecycle\n    override func viewDidLoad() {}\n\n"
                + "    ↓//MARK: Private\n    private func reload() {}\n}",
        ],
        nonTriggering: [
            "final class OrdersViewController: UIViewController {\n    // MARK: - Lifecycle\n    override func viewDidLoad() {}\n\n"
                + "    // MARK: -\n    //MARK: - Private\n    private func reload() {}\n    let mark = 1 // MARK: inline remark\n    // Marks the order read.\n}",
            "struct Controls: View {\n    // MARK: - Body\n    var body: some View {\n        HStack {\n            // MARK: Left cluster\n"
                + "            Button(\"Info\") {}\n        }\n    }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = MarkFormCheck()

    public var summary: String { codeScope.appended(to: "`// MARK:` comments written `// MARK: - Title`") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let code = file.codeTokens
        // Lines strictly inside the body of a function, accessor or initializer: a mark there
        // labels part of a block (`// MARK: Left cluster` in a view builder), not a section of
        // the type, and the dash-less form may be deliberate.
        // Counted per line (+1 where a body's inner lines start, -1 after they end), so the
        // test is linear in lines, bodies and marks, however many of each a file holds.
        var depth = [Int](repeating: 0, count: file.lineCount + 2)
        for declaration in file.declarations where !declaration.kind.isType {
            guard let body = declaration.body, code[body.upperBound].line - code[body.lowerBound].line >= 2 else { continue }
            depth[code[body.lowerBound].line + 1] += 1
            depth[code[body.upperBound].line] -= 1
        }
        for line in depth.indices.dropFirst() { depth[line] += depth[line - 1] }
        return Self.sectionMarks(in: file).compactMap { token, text in
            if token.line < depth.count, depth[token.line] > 0 { return nil }
            let body = String(text.dropFirst(2)).trimming(" \t")
            guard body.hasPrefix("MARK:"), !String(body.dropFirst(5)).trimming(" \t").hasPrefix("-") else { return nil }
            return Violation(path: file.path, line: token.line, column: token.column,
                             message: "`\(text.trimming(" \t"))` lacks the `-` of `// MARK: - …`")
        }
    }

    /// `// MARK…` comments on lines of their own (`let x = 1 // MARK:` is a remark), with their
    /// text: what both mark checks judge.
    static func sectionMarks(in file: SourceFile) -> [(token: Token, text: String)] {
        let tokens = file.tokens
        return tokens.indices.compactMap { index in
            let token = tokens[index]
            guard token.kind == .comment else { return nil }
            let text = file.text(of: token)
            guard text.hasPrefix("//"), String(text.dropFirst(2)).trimming(" \t").hasPrefix("MARK") else { return nil }
            if index > 0, tokens[index - 1].line == token.line { return nil }
            return (token, text)
        }
    }
}
