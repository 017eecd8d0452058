import PreflightEngine
import PreflightModel
import PreflightReport

enum RulesCommand {
    package static let command = Command(
        name: "rules",
        synopsis: "preflight rules [PATH] [--skill SKILL]... [--format text|json]",
        summary: "List every compiled check of the repository's documents: id, item, kind, state, scope and files in scope.",
        positionals: 0...1,
        options: [
            RunSupport.skillOption,
            .value("--format", "FMT", allowed: ["text", "json"], help: "text (default) or json"),
        ],
        run: run
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let setup = try RunSupport.setup(arguments, console: console)
        let listings = try RunSupport.engine(setup).ruleListings(root: setup.root)
        let text = arguments.value("--format") == "json" ? RulesReport.json(listings, ruleSet: setup.ruleSet)
            : RulesReport.text(listings, ruleSet: setup.ruleSet).displaySafe
        console.out(text)
        return 0
    }
}
