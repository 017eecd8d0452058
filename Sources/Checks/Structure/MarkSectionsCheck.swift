import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Code is divided into sections by `// MARK:` comments ("use `// MARK: -` to organize
/// sections", "`// MARK: -` でセクションを区切る"): a type that holds members of several kinds,
/// or a file that declares several types, has at least one mark among them.
///
/// How much code needs sections is the judgement such a rule leaves to its reader, so the check
/// asks it only where no reader would doubt there is something to divide: a type with at least
/// ten members of at least two kinds (stored properties, computed properties, initialisers,
/// methods, nested types; an enum's cases are one list and count for nothing), and a file with
/// at least three top-level types or extensions.
/// A small view of a body and two helpers keeps such a rule without marks; on a real app whose
/// convention asks for marks, a bar of three members flagged half its files. A mark anywhere in
/// the type's braces (or, for a file, anywhere in it) answers it; the form of each mark is the
/// `mark-form` check's.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct MarkSectionsCheck: FileCheck, ScopedFileCheck, CodeScopedCheck, PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "mark-sections",
        summary: "Types with many members of several kinds, and files of several types, are divided by `// MARK:` comments.",
        triggering: [
            "final class ProfileStore ↓{\n    private var cache: [String: Data] = [:]\n    private var pending: [String] = []\n    var isLoading = false\n"
                + "    var count: Int { cache.count }\n    init() {}\n    func reload() {}\n    func clear() {}\n    func add(_ key: String) {}\n"
                + "    func remove(_ key: String) {}\n    private func save() {}\n}",
            "import SwiftUI\nenum ↓Limits {\n    static let rows = 12\n}\nstruct Entry {\n    let title: String\n}\nstruct EntryRow: View {\n    let entry: Entry\n"
                + "    var body: some View { Text(entry.title) }\n}",
        ],
        nonTriggering: [
            "final class ProfileStore {\n    // MARK: - State\n    private var cache: [String: Data] = [:]\n    private var pending: [String] = []\n    var isLoading = false\n"
                + "    var count: Int { cache.count }\n    init() {}\n\n    // MARK: - Editing\n    func reload() {}\n    func clear() {}\n    func add(_ key: String) {}\n"
                + "    func remove(_ key: String) {}\n    private func save() {}\n}\nfinal class Cache {\n    var items: [String] = []\n    init() {}\n    func reload() {}\n}",
            "struct EntryRow: View {\n    let entry: Entry\n    var body: some View { Text(entry.title) }\n}\nstruct Entry {\n    let title: String\n    let date: Date\n    let tags: [String]\n}",
            "// MARK: - Limits\nenum Limits {\n    static let rows = 12\n}\n// MARK: - Entries\nstruct Entry {\n    let title: String\n}\nextension Entry: Equatable {}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = MarkSectionsCheck()

    public var summary: String { codeScope.appended(to: "types with many members of several kinds, and files of several types, divided by `// MARK:` comments") }

    /// Members a type holds before it needs sections.
    static let minimumMembers = 10

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
        if markLines.isEmpty, topLevelTypes.count >= 3, let first = topLevelTypes.first {
            let type = declarations[first]
            violations.append(Violation(path: file.path, line: type.nameLine, column: type.nameColumn,
                                        message: "the file declares \(topLevelTypes.count) types and extensions and no `// MARK:` divides them"))
        }
        for index in declarations.indices where declarations[index].kind.isType && declarations[index].kind != .protocol && !declarations[index].isLocal {
            // An enum's cases are one list, however long: they count for nothing.
            let own = members[index].filter { declarations[$0].kind != .enumCase }
            guard own.count >= Self.minimumMembers, Set(own.map { Self.kind(of: declarations[$0]) }).count >= 2, let body = declarations[index].body else { continue }
            let open = code[body.lowerBound], close = code[body.upperBound]
            guard !Self.contains(markLines, from: open.line, to: close.line) else { continue }
            violations.append(Violation(path: file.path, line: open.line, column: open.column,
                                        message: "`\(declarations[index].name)` holds \(own.count) members of several kinds and no `// MARK:` divides them"))
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
