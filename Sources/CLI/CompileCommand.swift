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
        synopsis: "preflight compile SKILL... [--against PATH] [--format md|json] [--output FILE]",
        summary: "Show the checks a skill document's rules and checklist compile to, and what stays manual.",
        positionals: 1...Int.max,
        options: [
            .value("--against", "PATH", help: "also show what each check's scope reaches in the repository at PATH (with its .preflight.yml)"),
            .value("--format", "FORMAT", allowed: ["md", "json"], help: "md (default) or json"),
            .value("--output", "FILE", help: "write the result to FILE instead of stdout"),
        ],
        run: run,
        positionalName: "SKILL"
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let loaded = try ConventionDocuments.load(arguments.positionals.map { argument in
            // Keep the user's spelling of relative paths in messages, when it names the same file
            // from the process's directory as from the console's (in-process runs may differ).
            let absolute = console.absolute(argument)
            return argument.hasPrefix("/") || absolute != URL(fileURLWithPath: argument).standardized.path ? absolute : argument
        }, workingDirectory: console.absolute("."))
        for refusal in loaded.refused { console.err("warning: \(refusal.message.displaySafe)\n") }
        let documents = loaded.documents
        let ruleSet = RuleSet(skills: try documents.map(SkillCompiler.compile))
        var console = console
        console.inputs = documents.map(\.path)
        let json = arguments.value("--format") == "json"
        var text: String
        if let against = arguments.value("--against") {
            let scopes = try scopeCoverage(ruleSet, against: against, console: console)
            text = json ? CompileReport.json(ruleSet, scopes: scopes)
                : CompileReport.markdown(ruleSet) + "\n" + ScopeCoverageReport.markdown(scopes, against: against)
        } else {
            text = json ? CompileReport.json(ruleSet) : CompileReport.markdown(ruleSet)
        }
        // Markdown shows document text and file names as they are: control characters escaped.
        if !json { text = text.displaySafe }
        try console.emit(text, output: arguments.value("--output"))
        return 0
    }

    /// The checks' scopes against the repository at `against`, with the configuration found there
    /// (its `folders:` mapping, include and exclude).
    static func scopeCoverage(_ ruleSet: RuleSet, against: String, console: Console) throws -> [ScopeCoverage] {
        let root = console.absolute(against)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PreflightError(file: against, "not a folder")
        }
        let repository = RepositoryRoot.locate(root)
        let configuration = BuildTargets.resolving(try Configuration.find(from: repository.checkedFolder, upTo: repository.path),
                                                   top: repository.path, prefix: repository.prefix)
        let workspace = try Workspace(root: root, include: configuration?.include ?? [], exclude: configuration?.exclude ?? [],
                                      classify: false)
        var engine = Engine(ruleSet: ruleSet, configuration: configuration)
        engine.repositoryPrefix = repository.prefix
        return try engine.scopeCoverage(paths: workspace.paths)
    }
}
