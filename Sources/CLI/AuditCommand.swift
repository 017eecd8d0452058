import Foundation
import PreflightEngine
import PreflightModel
import PreflightReport

enum AuditCommand {
    package static let command = Command(
        name: "audit",
        synopsis: "preflight audit [PATH] [--skill SKILL]... [--config FILE] [--format FMT] [--output FILE] [--baseline FILE] [--write-baseline FILE]",
        summary: "Run every compiled check over the repository at PATH and report the pre-delivery checklist.",
        positionals: 0...1,
        options: [
            RunSupport.skillOption, RunSupport.configOption, RunSupport.formatOption, RunSupport.outputOption,
            .value("--baseline", "FILE", help: "report only findings that are not in this baseline"),
            .value("--write-baseline", "FILE", help: "record today's findings as the baseline and exit 0"),
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let setup = try RunSupport.setup(arguments, console: console)
        let format = try RunSupport.format(arguments, console: console)
        var baseline: Baseline?
        if let path = arguments.value("--baseline") {
            baseline = try Baseline.load(path: console.absolute(path))
        } else if let path = try setup.configuration?.baselinePath(within: setup.boundary) {
            // A configured baseline that is not there yet is fine: the first run writes it.
            let absolute = console.absolute(path)
            if FileManager.default.fileExists(atPath: absolute) { baseline = try Baseline.load(path: absolute) }
        }
        var engine = Engine(ruleSet: setup.ruleSet, configuration: setup.configuration)
        engine.showProgress = ProgressReporter.shouldShow(environment: console.environment, stderrIsTerminal: console.isTerminal)
            && format != .github
        if let path = arguments.value("--write-baseline") {
            let (_, findings) = try engine.audit(root: setup.root)
            let written = Baseline.make(findings: findings, lineText: Engine.lineReader(root: setup.root))
            try written.write(to: console.absolute(path), shown: path, inputs: setup.inputs)
            console.err("wrote \(findings.count) finding(s) to \(path)\n")
            return 0
        }
        let (report, _) = try engine.audit(root: setup.root, baseline: baseline)
        try RunSupport.emit(report, setup: setup, format: format, arguments: arguments, console: console,
                            rootName: arguments.positionals.first ?? ".")
        return report.exitCode
    }
}
