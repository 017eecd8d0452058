import Foundation
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightRepository

enum AuditCommand {
    package static let command = Command(
        name: "audit",
        synopsis: "preflight audit [PATH|FILE...] [--skill SKILL]... [--config FILE] [--format FMT] [--output FILE] [--baseline FILE] [--write-baseline FILE] [--stdin-path PATH] [--quiet] [--fail-on error|warning|never] [--strict] [--no-cache]",
        summary: "Run every compiled check over the repository at PATH (or over the files given) and report the pre-delivery checklist.",
        positionals: 0...Int.max,
        options: [
            RunSupport.skillOption, RunSupport.configOption, RunSupport.formatOption, RunSupport.outputOption,
            RunSupport.baselineOption,
            .value("--write-baseline", "FILE", help: "record today's findings as the baseline and exit 0"),
            .value("--stdin-path", "PATH", help: "audit the text on standard input as the file at PATH (for editors; the file need not be saved)"),
        ] + RunSupport.outcomeOptions + [RunSupport.noCacheOption],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let policy = try RunSupport.failurePolicy(arguments)
        let targets = try AuditTargets.resolve(arguments, console: console)
        let setup = try RunSupport.setup(arguments, console: console, root: targets.root)
        let format = try RunSupport.format(arguments, console: console)
        let baseline = arguments.value("--write-baseline") == nil ? try RunSupport.baseline(arguments, setup: setup, console: console) : nil
        var engine = RunSupport.engine(setup, arguments: arguments, console: console)
        engine.showProgress = RunSupport.showsProgress(arguments, console: console)
        // Scope warnings are about the whole repository: not for a run over a few files.
        if targets.selection == nil {
            engine.onScopeCoverage = { coverage in
                // From a sub-folder, a scope is wrong only if it reaches nothing in the whole repository.
                let whole: (() -> [String])? = setup.repository.prefix.isEmpty ? nil : {
                    (try? Workspace(root: setup.repository.path, classify: false).paths) ?? []
                }
                for message in ScopeWarnings.messages(coverage, configuration: setup.configuration, survey: setup.buildTargets,
                                                      repositoryPaths: whole) {
                    RunSupport.warn(message, arguments, console)
                }
            }
        }
        if let path = arguments.value("--write-baseline") {
            // Every fault the report counts, listed or not, one entry each: the counts match.
            let (report, findings) = try engine.audit(root: setup.root, recording: true)
            let written = Baseline.make(findings: findings, lineText: Engine.lineReader(root: setup.root))
            let checked = report.rebased(prefix: setup.repository.prefix, basePath: setup.repository.path).checkedFiles
            try written.write(to: console.absolute(path), shown: path, inputs: setup.inputs,
                              isCheckedSource: RunSupport.checkedSource(checked, top: setup.repository.path))
            // Suspect findings are recorded too, so confirming a check later does not flood the report.
            let total = report.findingCounts.total + report.findingCounts.suspect
            if !arguments.has("--quiet") { console.err("wrote \(counted(total, "finding")) to \(path)\n") }
            return 0
        }
        let (report, _) = try engine.audit(root: setup.root, baseline: baseline, selection: targets.selection)
        if report.firingRates == .unknown {
            RunSupport.note("firing rates of this repository are unknown (none kept for HEAD's tree: run `preflight audit` on the whole "
                            + "repository with a clean work tree, or `preflight review`): no check is judged suspect", arguments, console)
        }
        try RunSupport.emit(report, setup: setup, format: format, arguments: arguments, console: console, rootName: targets.name)
        return policy.exitCode(for: report)
    }
}
