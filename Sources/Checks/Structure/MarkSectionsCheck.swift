import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Code is divided into sections by `// MARK:` comments ("use `// MARK: -` to organize
/// sections", "`// MARK: -` でセクションを区切る"): a type that holds members of several kinds,
/// or a file that declares several types, has at least one mark among them.
///
/// How much code needs sections is the judgement such a rule leaves to its reader, so the check
/// asks it only where a reader would not doubt there is something to divide: a type whose braces
/// span at least 200 lines and hold members of at least two kinds (stored properties, computed
/// properties, initialisers, methods, nested types; an enum's cases count for nothing), and a
/// file of at least 100 lines declaring at least three top-level types or extensions. Length, not
/// the number of members, is what the teams that write such rules go by: read by hand on a real
/// app whose convention asks for marks, views under 100 lines were never divided, nearly every
/// one over 200 was, and a bar of ten members flagged response models and lists of constants
/// that no one there marks. A mark anywhere in the type's braces (or, for a file, anywhere in
/// it) answers it; the form of each mark is the `mark-form` check's.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct MarkSectionsCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "mark-sections",
        summary: "Long types with several kinds of members, and long files of several types, are divided by `// MARK:` comments.",
        triggering: [
            "final class ProfileStore ↓{\n    private var cache: [String: Data] = [:]\n    init() {}\n" + steps(98) + "}",
            "import SwiftUI\nenum ↓Limits {\n    static let rows = 12\n}\nstruct Entry {\n    let title: String\n" + steps(48) + "}\n"
                + "extension Entry: Equatable {}",
        ],
        nonTriggering: [
            "final class ProfileStore {\n    // MARK: - State\n    private var cache: [String: Data] = [:]\n    init() {}\n\n    // MARK: - Steps\n"
                + steps(98) + "}",
            "final class ProfileStore {\n    private var cache: [String: Data] = [:]\n    init() {}\n" + steps(90) + "}",
            "enum Limits {\n    static let rows = 12\n}\nstruct Entry {\n    let title: String\n" + steps(40) + "}\nextension Entry: Equatable {}",
        ]
    )

    /// `count` methods, each followed by a blank line: a type as long as real ones get.
    static func steps(_ count: Int) -> String {
        (0..<count).map { "    func step\($0)() {}\n\n" }.joined()
    }

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = MarkSectionsCheck()

    public var summary: String { codeScope.appended(to: "long types and long files of several types divided by `// MARK:` comments") }

    /// Lines a type's braces span before it needs sections, and a file before its types do.
    static let minimumTypeLines = 200
    static let minimumFileLines = 100

    /// Members of a type, by what they are.
    enum MemberKind: Hashable { case stored, computed, initializer, method, nestedType, other }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let markLines = MarkFormCheck.sectionMarks(in: file).map(\.token.line).sorted()
        let declarations = file.declarations
        let code = file.codeTokens
        var members = [[Int]](repeating: [], count: declarations.count)
        for index in declarations.indices where !declarations[index].isLocal {
            if let parent = declarations[index].parent { members[parent].append(index) }
        }
        var violations: [Violation] = []
        let topLevelTypes = declarations.indices.filter { declarations[$0].parent == nil && !declarations[$0].isLocal && declarations[$0].kind.isType }
        if markLines.isEmpty, topLevelTypes.count >= 3, file.lineCount >= Self.minimumFileLines, let first = topLevelTypes.first {
            let type = declarations[first]
            violations.append(Violation(path: file.path, line: type.nameLine, column: type.nameColumn,
                                        message: "the file declares \(topLevelTypes.count) types and extensions and no `// MARK:` divides them"))
        }
        for index in declarations.indices where declarations[index].kind.isType && declarations[index].kind != .protocol && !declarations[index].isLocal {
            // An enum's cases are one list, however long: they count for nothing.
            let own = members[index].filter { declarations[$0].kind != .enumCase }
            guard Set(own.map { Self.kind(of: declarations[$0]) }).count >= 2, let body = declarations[index].body else { continue }
            let open = code[body.lowerBound], close = code[body.upperBound]
            guard close.line - open.line + 1 >= Self.minimumTypeLines, !Self.contains(markLines, from: open.line, to: close.line) else { continue }
            violations.append(Violation(path: file.path, line: open.line, column: open.column,
                                        message: "`\(declarations[index].name)` spans \(close.line - open.line + 1) lines of several kinds of members and no `// MARK:` divides them"))
        }
        return violations
    }

    static func kind(of member: Declaration) -> MemberKind {
        switch member.kind {
        case .variable, .constant: return member.isComputed ? .computed : .stored
        case .initializer, .deinitializer: return .initializer
        case .function, .subscript: return .method
        default: return member.kind.isType ? .nestedType : .other
        }
    }

    /// Whether a sorted list of lines holds one in `from...to` (binary search: linear overall).
    static func contains(_ lines: [Int], from: Int, to: Int) -> Bool {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < from { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] <= to
    }
}
