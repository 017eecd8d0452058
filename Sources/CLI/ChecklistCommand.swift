import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

enum ChecklistCommand {
    package static let command = Command(
        name: "checklist",
        synopsis: "preflight checklist [PATH] [--skill SKILL]... (--diff FILE|- | --base REV [--head REV]) [--config FILE] [--format md|json|text] [--output FILE]",
        summary: "Print the pre-delivery checklist for a change, ticked where checks pass, ready to paste into a PR.",
        positionals: 0...1,
        options: [RunSupport.skillOption, RunSupport.configOption] + ChangeOptions.options + [
            .value("--format", "FMT", allowed: ["md", "json", "text"], help: "md (default for files and pipes), json, or text (default on a terminal)"),
            RunSupport.outputOption,
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let setup = try RunSupport.setup(arguments, console: console)
        let format = try RunSupport.format(arguments, console: console, allowed: [.md, .json, .text])
        let change = try ChangeOptions.source(arguments, root: setup.root, console: console)
        var report = try RunSupport.engine(setup)
            .review(change, scope: .lines, command: .checklist)
        report.change = ChangeOptions.summary(change, arguments: arguments)
        try RunSupport.emit(report, format: format, arguments: arguments, console: console, rootName: arguments.positionals.first ?? ".")
        return report.exitCode
    }
}
