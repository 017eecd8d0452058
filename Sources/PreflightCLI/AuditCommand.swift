import PreflightKit

enum AuditCommand {
    static let command = Command(
        name: "audit",
        synopsis: "preflight audit",
        summary: "(being built in this session)",
        positionals: 0...Int.max,
        options: [],
        run: { _, _ in throw PreflightError("'audit' is not built yet") }
    )
}
