import PreflightKit

enum ChecklistCommand {
    static let command = Command(
        name: "checklist",
        synopsis: "preflight checklist",
        summary: "(being built in this session)",
        positionals: 0...Int.max,
        options: [],
        run: { _, _ in throw PreflightError("'checklist' is not built yet") }
    )
}
