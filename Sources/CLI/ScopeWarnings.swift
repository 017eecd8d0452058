import PreflightEngine
import PreflightRepository

/// The warning `audit` prints for a scope glob that reaches no file, with the `folders:` line
/// that would map the document's folder to the repository's.
enum ScopeWarnings {
    static func messages(_ coverage: [ScopeCoverage], configurationFile: String?) -> [String] {
        coverage.filter(\.matchesNothing).compactMap { scope in
            guard let suggestion = scope.suggestion else { return nil }
            return message(scope, suggestion: suggestion, configurationFile: configurationFile)
        }
    }

    static func message(_ scope: ScopeCoverage, suggestion: FolderSuggestion, configurationFile: String?) -> String {
        let checks = scope.checkIds.count == 1 ? "check `\(scope.checkIds[0])`" : "\(scope.checkIds.count) checks"
        var text = "\(scope.documentPlace): `\(scope.pattern)` (the scope of \(checks))"
        if scope.pattern != scope.documentPattern { text += ", mapped from `\(scope.documentPattern)`," }
        text += " matches no file here: the repository has no folder `\(suggestion.folder)/`"
        guard !suggestion.candidates.isEmpty else { return text }
        let file = configurationFile ?? ".preflight.yml"
        text += "; if it is \(suggestion.candidates.map { "`\($0)/`" }.joined(separator: " or ")), map it in \(file): "
            + "folders: {\(suggestion.configurationLine)}"
        return text
    }
}
