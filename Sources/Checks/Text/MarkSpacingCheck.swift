import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A blank line before and after each `// MARK:` line. A mark opening a scope (right after `{`)
/// needs none before it, one closing a scope (right before `}`) none after it.
public struct MarkSpacingCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "mark-spacing",
        summary: "`// MARK:` lines have a blank line before and after them.",
        triggering: [
            "final class ChatViewController: UIViewController {\n    private let composer = ComposerView()\n    ↓// MARK: - Lifecycle\n\n"
                + "    override func viewDidLoad() {}\n\n    ↓//MARK: Actions\n    func send() {}\n}",
        ],
        nonTriggering: [
            "final class ChatViewController: UIViewController {\n    // MARK: - State\n\n    private let composer = ComposerView()\n\n"
                + "    // MARK: - Lifecycle\n\n    override func viewDidLoad() {}\n    // Marks the thread read.\n    func markRead() {}\n    let mark = 1 // MARK: inline\n\n    // MARK: - End\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = MarkSpacingCheck()

    public var summary: String { codeScope.appended(to: "a blank line before and after each `// MARK:`") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let lineCount = file.lineCount
        func trimmed(_ line: Int) -> String { file.lineText(line).trimming(" \t") }
        var violations: [Violation] = []
        for (token, _) in MarkFormCheck.sectionMarks(in: file) {
            let line = token.line
            var missing: [String] = []
            if line > 1, !trimmed(line - 1).isEmpty, !trimmed(line - 1).hasSuffix("{") { missing.append("before") }
            if line < lineCount, !trimmed(line + 1).isEmpty, !trimmed(line + 1).hasPrefix("}") { missing.append("after") }
            guard !missing.isEmpty else { continue }
            violations.append(Violation(path: file.path, line: line, column: token.column,
                                        message: "no blank line \(missing.joined(separator: " or ")) `// MARK:`"))
        }
        return violations
    }
}
