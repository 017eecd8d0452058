import PreflightDocument
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightSwiftSource
import PreflightValidate

/// Not in the SPEC's list: a debugging aid that prints the document model the compiler reads.
enum ParseCommand {
    package static let command = Command(
        name: "parse",
        synopsis: "preflight parse DOCUMENT [--output FILE]",
        summary: "Print the document model (frontmatter, sections, blocks with their lines) as JSON.",
        positionals: 1...1,
        options: [.value("--output", "FILE", help: "write the JSON to FILE instead of stdout")],
        run: run,
        positionalName: "DOCUMENT"
    )

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let argument = arguments.positionals[0]
        let document = try SkillDocument.load(path: console.absolute(argument), displayPath: argument)
        var console = console
        console.inputs = [argument]
        try console.emit(DocumentJSON.render(document), output: arguments.value("--output"))
        return 0
    }
}
