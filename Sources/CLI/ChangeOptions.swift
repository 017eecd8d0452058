import Foundation
import PreflightChange
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

/// Where `review` and `checklist` read a change: `--diff FILE|-`, `--base REV [--head REV]`
/// (commits only), `--staged` (the index) or `--working-tree` (uncommitted changes).
enum ChangeOptions {
    package static let options: [OptionSpec] = [
        .value("--diff", "FILE", help: "a unified diff (`git diff`, `diff -u`); `-` reads standard input"),
        .value("--base", "REV", help: "review what HEAD (or --head) commits since it left REV, like a pull request; commits only"),
        .value("--head", "REV", help: "with --base: the commit to review, read from git (no checkout needed)"),
        .flag("--staged", help: "review the staged change (the index against HEAD), as a pre-commit hook does"),
        .flag("--working-tree", help: "review the uncommitted changes (work tree against HEAD, untracked files included)"),
    ]

    /// "(--diff FILE|- | --base REV [--head REV] | --staged | --working-tree)", for usage lines.
    static let synopsis = "(--diff FILE|- | --base REV [--head REV] | --staged | --working-tree)"

    package static func source(_ arguments: ParsedArguments, root: String, console: Console) throws -> ChangeSource {
        let diff = arguments.value("--diff")
        let base = arguments.value("--base")
        let head = arguments.value("--head")
        let given = [diff != nil ? "--diff" : nil, base != nil ? "--base" : nil,
                     arguments.has("--staged") ? "--staged" : nil, arguments.has("--working-tree") ? "--working-tree" : nil]
            .compactMap { $0 }
        if head != nil, base == nil { throw UsageError(command: nil, message: "--head goes with --base") }
        guard given.count == 1 else {
            if given.isEmpty {
                throw UsageError(command: nil, message: "give the change with --diff FILE (or - for stdin), --base REV, --staged or --working-tree")
            }
            throw UsageError(command: nil, message: "\(given.joined(separator: " and ")) are alternatives; give one")
        }
        switch given[0] {
        case "--diff":
            let file = diff!
            if file == "-" {
                if let descriptor = console.standardInputDescriptor {
                    return try ChangeSource(root: root, diffDescriptor: descriptor, name: "-")
                }
                let data = console.readStandardInput()
                guard let text = String(data: data, encoding: .utf8) else {
                    throw PreflightError(file: "<stdin>", "the diff is not UTF-8 text")
                }
                return try ChangeSource(root: root, diffText: text, name: "-")
            }
            return try ChangeSource(root: root, diffFile: console.absolute(file))
        case "--base":
            return try ChangeSource(root: root, base: base!, head: head)
        case "--staged":
            return try ChangeSource.staged(root: root)
        default:
            return try ChangeSource.workingTree(root: root)
        }
    }

    /// The change as report headers name it.
    package static func summary(_ change: ChangeSource, arguments: ParsedArguments) -> ChangeSummary {
        if let base = arguments.value("--base") {
            return ChangeSummary(base: base, mergeBase: change.base.map { String($0.commit.prefix(12)) }, head: arguments.value("--head"),
                                 changedFiles: change.changeSet.files.count)
        }
        let files = change.changeSet.files.count
        if arguments.has("--staged") { return ChangeSummary(uncommitted: .staged, changedFiles: files) }
        if arguments.has("--working-tree") { return ChangeSummary(uncommitted: .workingTree, changedFiles: files) }
        return ChangeSummary(diff: change.displayName, changedFiles: files)
    }
}
