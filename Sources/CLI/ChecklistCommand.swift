import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

enum ChecklistCommand {
    package static let command = Command(
        name: "checklist",
        synopsis: "preflight checklist [PATH] [--skill SKILL]... (--diff FILE|- | --base REV [--head REV]) [--format md|json] [--output FILE]",
        summary: "Print the pre-delivery checklist for a change, ticked where checks pass, ready to paste into a PR.",
        positionals: 0...1,
        options: [RunSupport.skillOption, RunSupport.configOption] + ChangeOptions.options + [
            .value("--format", "FMT", allowed: ["md", "json"], help: "md (default) or json"),
            RunSupport.outputOption,
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let setup = try RunSupport.setup(arguments, console: console)
        let format: ReportFormat = arguments.value("--format") == "json" ? .json : .md
        let change = try ChangeOptions.source(arguments, root: setup.root, console: console)
        let report = try Engine(ruleSet: setup.ruleSet, configuration: setup.configuration)
            .review(change, scope: .lines, command: .checklist)
        try RunSupport.emit(report, setup: setup, format: format, arguments: arguments, console: console, rootName: arguments.positionals.first ?? ".")
        return report.exitCode
    }
}
