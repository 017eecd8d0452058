import Foundation
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A file is named after the type it declares ("file name matches the primary type"): a Swift
/// file declaring top-level types is named after one of them (`Expense.swift`), a suffix after
/// `+` allowed (`Expense+Fixtures.swift`). A file declaring no type (only extensions, functions
/// or a `main.swift`) is not judged.
public struct FileNameCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "file-name",
        summary: "A file declaring top-level types is named after one of them.",
        triggering: [
            "public struct ↓Expense: Sendable {\n    public let id: UUID\n}",
            "enum ↓Formatting {}\nstruct Spacing {}",
        ],
        nonTriggering: [
            "struct FeatureView: View {\n    var body: some View { Row() }\n}\nprivate struct Row: View {\n    var body: some View { EmptyView() }\n}",
            "extension String {\n    var trimmed: String { self }\n}\nfunc log(_ text: String) {}",
        ],
        examplePath: "Sources/App/FeatureView.swift",
        // A document's fragments have no file name to judge.
        verifiableOnExamples: false
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("except in tests").
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = FileNameCheck()

    public var summary: String {
        codeScope.appended(to: "a file declaring top-level types is named after one of them")
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        let types = declarations.indices.filter { index in
            let declaration = declarations[index]
            return declaration.parent == nil && !declaration.isLocal && declaration.kind.isType && declaration.kind != .extension
                && !declaration.inheritance.contains("PreviewProvider")
        }
        guard let first = types.first else { return [] }
        let fileName = (file.path as NSString).lastPathComponent
        let stem = String((fileName as NSString).deletingPathExtension.prefix { $0 != "+" })
        guard stem != "main", !types.contains(where: { declarations[$0].name == stem }) else { return [] }
        let names = types.prefix(3).map { "`\(declarations[$0].name)`" }.joined(separator: ", ") + (types.count > 3 ? ", …" : "")
        let declaration = declarations[first]
        return [Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                          message: "`\(fileName)` declares \(names): name the file after its type")]
    }
}
