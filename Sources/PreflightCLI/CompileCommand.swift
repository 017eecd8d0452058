import PreflightKit

enum CompileCommand {
    static let command = Command(
        name: "compile",
        synopsis: "preflight compile",
        summary: "(being built in this session)",
        positionals: 0...Int.max,
        options: [],
        run: { _, _ in throw PreflightError("'compile' is not built yet") }
    )
}
