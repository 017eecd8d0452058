import Foundation
import PreflightEngine
import PreflightRepository

/// The warning `audit` prints for a scope glob that reaches no file, with the `folders:` line
/// that would map the document's folder to the repository's.
enum ScopeWarnings {
    /// `repositoryPaths`, for a run over a sub-folder: the files of the whole repository
    /// (relative to its top level), asked for only when a scope matches nothing in the sub-folder;
    /// `targetNames` the build targets the manifests declare.
    /// A scope that reaches files elsewhere in the repository is not wrong, only not here.
    static func messages(_ coverage: [ScopeCoverage], configurationFile: String?,
                         repositoryPaths: (() -> [String])? = nil, targetNames: () -> Set<String> = { [] }) -> [String] {
        let unmatched = coverage.filter(\.matchesNothing).filter { $0.suggestion != nil }
        guard !unmatched.isEmpty else { return [] }
        let elsewhere = repositoryPaths.map { RepositoryFolders(paths: $0(), targets: targetNames()) }
        return unmatched.compactMap { scope in
            guard let suggestion = scope.suggestion else { return nil }
            if let elsewhere, elsewhere.reaches(scope.pattern) || elsewhere.hasFolder(suggestion.folder)
                || elsewhere.targets.contains(suggestion.folder) { return nil }
            return message(scope, suggestion: suggestion, configurationFile: configurationFile)
        }
    }

    /// The files and folders of the whole repository, for a sub-folder run's warnings.
    struct RepositoryFolders {
        let paths: [String]
        let folders: Set<String>
        /// The build targets' names: a target elsewhere is a place too, wherever it lives.
        let targets: Set<String>

        init(paths: [String], targets: Set<String> = []) {
            self.paths = paths
            self.targets = targets
            var folders = Set<String>()
            for path in paths {
                var folder = (path as NSString).deletingLastPathComponent
                while !folder.isEmpty, folders.insert(folder).inserted { folder = (folder as NSString).deletingLastPathComponent }
            }
            self.folders = folders
        }

        func reaches(_ pattern: String) -> Bool {
            let glob = Glob(pattern)
            return paths.contains { path in
                let segments = Glob.segments(of: path)
                return glob.matches(segments: segments) || glob.matchesFolder(containing: segments)
            }
        }

        /// A folder `name` (`SDK`, `UI/Controller`) anywhere in the repository.
        func hasFolder(_ name: String) -> Bool {
            folders.contains(name) || folders.contains { $0.hasSuffix("/" + name) }
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
