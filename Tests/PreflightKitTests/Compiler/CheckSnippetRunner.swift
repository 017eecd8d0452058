import Foundation
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// Runs one compiled check on a snippet case the way the engine runs it: a file check through
/// the engine's file runner (the check's languages, path scope, code scope and suppressions), a
/// tree check on the case's tree as `audit` does, a change check on the case's change as
/// `review` does. Repository files (a header template, `Project.swift`) come from the case.
struct CheckSnippetRunner: Sendable {
    let active: ActiveRuleSet
    let files: FileCheckRunner
    let fileIndex: [String: Int]

    init(ruleSet: RuleSet) throws {
        active = try ActiveRuleSet(ruleSet: ruleSet, configuration: nil)
        files = FileCheckRunner(active)
        fileIndex = Dictionary(files.checks.enumerated().map { ($0.element.0.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    struct Outcome {
        var violations: [Violation] = []
        /// Why the check had nothing to look at in the case, when it had not.
        var notApplicable: String?

        var rendered: String {
            if let notApplicable { return "not applicable: \(notApplicable)" }
            if violations.isEmpty { return "no finding" }
            return violations.map { "\($0.path):\($0.line): \($0.message)" }.joined(separator: "\n")
        }
    }

    func run(_ id: String, on snippet: SnippetFixture.Case) -> Outcome {
        guard let check = active.checks[id] else { return Outcome(notApplicable: "no active check `\(id)`") }
        let current = snippet.files.filter { $0.version != .before }
        let texts = Dictionary(current.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let treePaths = Array(Set(snippet.treePaths + current.map(\.path))).sorted()
        let context = Engine.repositoryContext(paths: treePaths) { texts[$0].map { Array($0.utf8) } }

        switch check.check {
        case is any FileCheck:
            guard let index = fileIndex[id] else { return Outcome(notApplicable: "`\(id)` is not among the file checks") }
            var outcome = Outcome()
            var read = false
            for file in current where files.applicable(to: file.path).contains(index) {
                read = true
                outcome.violations += files.run([index], on: SourceFile(path: file.path, text: file.text), context: context).findings
                    .map { Violation(path: $0.path, line: $0.line, column: $0.column, message: $0.message) }
            }
            if !read {
                outcome.notApplicable = "the check reads none of " + current.map { "`\($0.path)`" }.joined(separator: ", ")
                    + " (its languages or path scope exclude them)"
            }
            return outcome
        case let tree as any TreeCheck:
            // As `audit`: not applicable unless some path is one the check speaks about.
            guard treePaths.contains(where: { check.allows($0) && tree.subject(of: $0) != nil }) else {
                return Outcome(notApplicable: "no path of the tree concerns the check")
            }
            let snapshot = TreeSnapshot(paths: treePaths, read: context.readFile)
            return Outcome(violations: tree.run(on: snapshot, context: context).filter { check.allows($0.path) })
        case let change as any ChangeCheck:
            let snapshot = Self.change(snippet, treePaths: treePaths, read: context.readFile)
            // As `review`: not applicable unless the change holds what the rule speaks about.
            guard let subject = change.subject(in: snapshot), check.allows(subject.path) else {
                return Outcome(notApplicable: "the change holds nothing the check speaks about")
            }
            return Outcome(violations: change.run(on: snapshot, context: context).filter { check.allows($0.path) })
        default:
            return Outcome(notApplicable: "`\(check.check.kind)` is neither a file, a tree nor a change check")
        }
    }

    /// The change a case describes: a file given before and after is modified, after only is
    /// added, before only is deleted; line numbers come from a line diff of the two versions.
    static func change(_ snippet: SnippetFixture.Case, treePaths: [String],
                       read: @escaping @Sendable (String) -> String?) -> ChangeSnapshot {
        var paths: [String] = []
        var before: [String: String] = [:]
        var after: [String: String] = [:]
        for file in snippet.files where file.version != .current {
            if !paths.contains(file.path) { paths.append(file.path) }
            if file.version == .before { before[file.path] = file.text } else { after[file.path] = file.text }
        }
        let files = paths.map { path -> ChangeSnapshot.File in
            let old = before[path], new = after[path]
            let (removed, added) = lineDiff(old: lines(old ?? ""), new: lines(new ?? ""))
            let status: ChangeSnapshot.File.Status = old == nil ? .added : new == nil ? .deleted : .modified
            return ChangeSnapshot.File(path: path, oldPath: nil, status: status, addedLines: added, removedLines: removed,
                                       newText: new, oldText: old)
        }
        return ChangeSnapshot(files: files, treePaths: treePaths, read: read)
    }

    static func lines(_ text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last?.isEmpty == true { result.removeLast() }
        return result
    }

    /// Removed lines (old numbering) and added lines (new numbering) of a longest-common-
    /// subsequence diff, as a unified diff would show them.
    static func lineDiff(old: [Substring], new: [Substring]) -> (removed: Set<Int>, added: Set<Int>) {
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var removed = Set<Int>(), added = Set<Int>()
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1; j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                added.insert(j + 1); j += 1
            } else {
                removed.insert(i + 1); i += 1
            }
        }
        return (removed, added)
    }
}
