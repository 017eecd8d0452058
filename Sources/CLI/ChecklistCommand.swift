import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

enum ChecklistCommand {
    package static let command = Command(
        name: "checklist",
        synopsis: "preflight checklist [PATH] [--skill SKILL]... \(ChangeOptions.synopsis) [--config FILE] [--baseline FILE] [--format md|json|text] [--output FILE] [--no-cache]",
        summary: "Print the pre-delivery checklist for a change, ticked where checks pass, ready to paste into a PR.",
        positionals: 0...1,
        options: [RunSupport.skillOption, RunSupport.configOption] + ChangeOptions.options + [
            RunSupport.baselineOption,
            .value("--format", "FMT", allowed: ["md", "json", "text"], help: "md (default for files and pipes), json, or text (default on a terminal)"),
            RunSupport.outputOption, RunSupport.noCacheOption,
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let (change, setup) = try RunSupport.changeAndSetup(arguments, console: console)
        let format = try RunSupport.format(arguments, console: console, allowed: [.md, .json, .text])
        let baseline = try RunSupport.baseline(arguments, setup: setup, console: console)
        var report = try RunSupport.engine(setup, arguments: arguments, console: console)
            .review(change, scope: .lines, command: .checklist, baseline: baseline)
        report.change = ChangeOptions.summary(change, arguments: arguments)
        try RunSupport.emit(report, setup: setup, format: format, arguments: arguments, console: console,
                            rootName: arguments.positionals.first ?? ".")
        return report.exitCode
    }
}
