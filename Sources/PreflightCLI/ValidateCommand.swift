import PreflightKit

enum ValidateCommand {
    static let command = Command(
        name: "validate",
        synopsis: "preflight validate",
        summary: "(being built in this session)",
        positionals: 0...Int.max,
        options: [],
        run: { _, _ in throw PreflightError("'validate' is not built yet") }
    )
}
