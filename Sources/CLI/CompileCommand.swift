import Foundation
import PreflightCompiler
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightRepository
import PreflightSwiftSource
import PreflightValidate

enum CompileCommand {
    package static let command = Command(
        name: "compile",
        synopsis: "preflight compile SKILL... [--format md|json] [--output FILE]",
        summary: "Show the checks a skill document's rules and checklist compile to, and what stays manual.",
        positionals: 1...Int.max,
        options: [
            .value("--format", "FORMAT", allowed: ["md", "json"], help: "md (default) or json"),
            .value("--output", "FILE", help: "write the result to FILE instead of stdout"),
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let loaded = try ConventionDocuments.load(arguments.positionals.map { argument in
            // Keep the user's spelling of relative paths in messages, when it names the same file
            // from the process's directory as from the console's (in-process runs may differ).
            let absolute = console.absolute(argument)
            return argument.hasPrefix("/") || absolute != URL(fileURLWithPath: argument).standardized.path ? absolute : argument
        })
        for refusal in loaded.refused { console.err("warning: \(refusal.message)\n") }
        let documents = loaded.documents
        let ruleSet = RuleSet(skills: try documents.map(SkillCompiler.compile))
        let text = arguments.value("--format") == "json" ? CompileReport.json(ruleSet) : CompileReport.markdown(ruleSet).displaySafe
        var console = console
        console.inputs = documents.map(\.path)
        try console.emit(text, output: arguments.value("--output"))
        return 0
    }
}
