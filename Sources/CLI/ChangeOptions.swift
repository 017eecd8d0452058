import Foundation
import PreflightChange
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

/// `--diff FILE|-` or `--base REV [--head REV]`: where `review` and `checklist` read a change.
enum ChangeOptions {
    package static let options: [OptionSpec] = [
        .value("--diff", "FILE", help: "a unified diff (`git diff`, `diff -u`); `-` reads standard input"),
        .value("--base", "REV", help: "review what HEAD (or --head) adds since it left REV, like a pull request"),
        .value("--head", "REV", help: "with --base: the revision to review, read from git (no checkout needed)"),
    ]

    package static func source(_ arguments: ParsedArguments, root: String, console: Console) throws -> ChangeSource {
        let diff = arguments.value("--diff")
        let base = arguments.value("--base")
        let head = arguments.value("--head")
        switch (diff, base) {
        case (nil, nil):
            throw UsageError(command: nil, message: "give the change with --diff FILE (or - for stdin) or --base REV")
        case (.some, .some):
            throw UsageError(command: nil, message: "--diff and --base are alternatives; give one")
        case let (.some(file), nil):
            if head != nil { throw UsageError(command: nil, message: "--head goes with --base") }
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
        case let (nil, .some(revision)):
            return try ChangeSource(root: root, base: revision, head: head)
        }
    }
}
