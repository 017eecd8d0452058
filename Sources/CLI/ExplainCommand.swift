import PreflightEngine
import PreflightModel
import PreflightReport

enum ExplainCommand {
    package static let command = Command(
        name: "explain",
        synopsis: "preflight explain RULE-OR-ITEM-ID [PATH] [--skill SKILL]...",
        summary: "Explain one check or item: its statement, how it was read, the check, its examples, how to silence it.",
        positionals: 1...2,
        options: [RunSupport.skillOption],
        run: run,
        positionalName: "RULE-OR-ITEM-ID"
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let id = arguments.positionals[0]
        let root = arguments.positionals.count > 1 ? console.absolute(arguments.positionals[1]) : console.absolute(".")
        let setup = try RunSupport.setup(arguments, console: console, root: root)
        let listings = try RunSupport.engine(setup).ruleListings(root: setup.root)
        // Statements and examples come from the documents: control characters escaped.
        console.out(try ExplainReport.text(id, ruleSet: setup.ruleSet, listings: listings).displaySafe)
        return 0
    }
}
