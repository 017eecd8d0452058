import PreflightChecks
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

enum ReviewCommand {
    package static let command = Command(
        name: "review",
        synopsis: "preflight review [PATH] [--skill SKILL]... (--diff FILE|- | --base REV [--head REV]) [--scope lines|files] [--format FMT] [--output FILE]",
        summary: "Check a change: findings on the lines it adds, plus the rules about the change as a whole.",
        positionals: 0...1,
        options: [RunSupport.skillOption, RunSupport.configOption] + ChangeOptions.options + [
            .value("--scope", "SCOPE", allowed: ["lines", "files"],
                   help: "lines (default): only added or modified lines; files: anywhere in the touched files"),
            RunSupport.formatOption, RunSupport.outputOption,
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let setup = try RunSupport.setup(arguments, console: console)
        let format = try RunSupport.format(arguments, console: console)
        let change = try ChangeOptions.source(arguments, root: setup.root, console: console)
        let scope = ReviewScope(rawValue: arguments.value("--scope") ?? "lines") ?? .lines
        let report = try Engine(ruleSet: setup.ruleSet, configuration: setup.configuration)
            .review(change, scope: scope, command: .review)
        try RunSupport.emit(report, setup: setup, format: format, arguments: arguments, console: console, rootName: arguments.positionals.first ?? ".")
        return report.exitCode
    }
}
