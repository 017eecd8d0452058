import PreflightChecks
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightValidate

enum ReviewCommand {
    package static let command = Command(
        name: "review",
        synopsis: "preflight review [PATH] [--skill SKILL]... \(ChangeOptions.synopsis) [--scope lines|files] [--config FILE] [--baseline FILE] [--format FMT] [--output FILE] [--quiet] [--fail-on error|warning|never] [--strict] [--no-cache]",
        summary: "Check a change: findings on the lines it adds, plus the rules about the change as a whole.",
        positionals: 0...1,
        options: [RunSupport.skillOption, RunSupport.configOption] + ChangeOptions.options + [
            .value("--scope", "SCOPE", allowed: ["lines", "files"],
                   help: "lines (default): only added or modified lines; files: anywhere in the touched files"),
            RunSupport.baselineOption, RunSupport.formatOption, RunSupport.outputOption,
        ] + RunSupport.outcomeOptions + [RunSupport.noCacheOption],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let policy = try RunSupport.failurePolicy(arguments)
        let (change, setup) = try RunSupport.changeAndSetup(arguments, console: console)
        let format = try RunSupport.format(arguments, console: console)
        let scope = ReviewScope(rawValue: arguments.value("--scope") ?? "lines") ?? .lines
        let baseline = try RunSupport.baseline(arguments, setup: setup, console: console)
        var report = try RunSupport.engine(setup, arguments: arguments, console: console)
            .review(change, scope: scope, command: .review, baseline: baseline)
        report.change = ChangeOptions.summary(change, arguments: arguments)
        try RunSupport.emit(report, setup: setup, format: format, arguments: arguments, console: console,
                            rootName: arguments.positionals.first ?? ".")
        return policy.exitCode(for: report)
    }
}
