import PreflightKit

enum ReviewCommand {
    static let command = Command(
        name: "review",
        synopsis: "preflight review",
        summary: "(being built in this session)",
        positionals: 0...Int.max,
        options: [],
        run: { _, _ in throw PreflightError("'review' is not built yet") }
    )
}
