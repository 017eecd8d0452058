import PreflightEngine
import PreflightModel
import PreflightRepository

/// `compile --against PATH`: what each scope glob of the compiled checks reaches in the
/// repository at PATH, and the `folders:` mapping for those that reach nothing.
public enum ScopeCoverageReport {
    public static func markdown(_ coverage: [ScopeCoverage], against root: String) -> String {
        var out = "## Scopes against \(MarkdownText.codeSpan(root))\n\n"
        guard !coverage.isEmpty else { return out + "No check limits itself to some files or folders.\n" }
        out += "| scope | checks | files | |\n|---|---:|---:|---|\n"
        for scope in coverage {
            var shown = MarkdownText.codeSpan(scope.pattern)
            if scope.pattern != scope.documentPattern { shown += " (from " + MarkdownText.codeSpan(scope.documentPattern) + ")" }
            var note = ""
            if scope.matchesNothing {
                note = "⚠️ matches no file"
                if let target = scope.target {
                    note = "⚠️ no build target `\(target)` is declared: its checks run nowhere"
                    if let candidate = scope.suggestion?.candidates.first {
                        note += "; map it: " + MarkdownText.codeSpan("targets: {\(target): [\(candidate)/]}")
                    }
                } else if let suggestion = scope.suggestion, !suggestion.candidates.isEmpty {
                    note += "; map it: " + MarkdownText.codeSpan("folders: {\(suggestion.configurationLine)}")
                }
            }
            out += "| \(shown) | \(scope.checkIds.count) | \(scope.files) | \(note) |\n"
        }
        return out
    }

    /// `{pattern, documentPattern, checks, files, suggestion: {folder, candidates} | null}` per glob.
    package static func json(_ coverage: [ScopeCoverage]) -> JSONValue {
        .array(coverage.map { scope in
            .object([
                ("pattern", .string(scope.pattern)),
                ("documentPattern", .string(scope.documentPattern)),
                ("checks", .array(scope.checkIds.map(JSONValue.string))),
                ("files", .int(scope.files)),
                ("suggestion", scope.suggestion.map { suggestion in
                    .object([("folder", .string(suggestion.folder)),
                             ("candidates", .array(suggestion.candidates.map(JSONValue.string)))])
                } ?? .null),
            ])
        })
    }
}
