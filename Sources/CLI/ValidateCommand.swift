import PreflightChecks
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightSwiftSource
import PreflightValidate

enum ValidateCommand {
    package static let command = Command(
        name: "validate",
        synopsis: "preflight validate [PATH...] [--format text|md|json|sarif] [--output FILE] [--max-lines N] [--max-tokens N]",
        summary: "Check skill files and how they are installed for each coding agent.",
        positionals: 0...Int.max,
        options: [
            .value("--format", "FMT", allowed: ValidationFormat.allCases.map(\.rawValue),
                   help: "text (default on a terminal), md (default otherwise), json or sarif"),
            .value("--output", "FILE", help: "write the report to FILE instead of stdout"),
            .value("--max-lines", "N", help: "warn when SKILL.md has more lines (default 500)"),
            .value("--max-tokens", "N", help: "warn when the body has more approximate tokens (default 5000)"),
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        var options = ValidationOptions(homeDirectory: console.environment["HOME"])
        if let value = arguments.value("--max-lines") { options.maxLines = try positive(value, "--max-lines") }
        if let value = arguments.value("--max-tokens") { options.maxTokens = try positive(value, "--max-tokens") }
        let format = arguments.value("--format").flatMap(ValidationFormat.init(rawValue:)) ?? (console.isTerminal ? .text : .md)
        let typed = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let report = try SkillValidator.validate(paths: typed.map { ($0, console.absolute($0)) }, options: options)
        let output = arguments.value("--output")
        var console = console
        console.inputs = report.readFiles
        try console.emit(report.render(format, color: format == .text && output == nil && console.usesColor), output: output)
        return report.exitCode
    }

    package static func positive(_ value: String, _ option: String) throws -> Int {
        guard let number = Int(value), number > 0 else {
            throw UsageError(command: "validate", message: "option '\(option)' takes a positive whole number; got '\(value)'")
        }
        return number
    }
}
