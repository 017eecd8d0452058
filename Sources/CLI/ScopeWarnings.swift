import Foundation
import PreflightEngine
import PreflightRepository

/// The warning `audit` prints for a scope glob that reaches no file, with the `folders:` line
/// that would map the document's folder to the repository's.
enum ScopeWarnings {
    /// `repositoryPaths`, for a run over a sub-folder: the files of the whole repository
    /// (relative to its top level), asked for only when a scope matches nothing in the sub-folder;
    /// `survey` the manifests read and the build targets they declare.
    /// A scope that reaches files elsewhere in the repository is not wrong, only not here.
    static func messages(_ coverage: [ScopeCoverage], configuration: Configuration?, survey: BuildTargets.Survey = BuildTargets.Survey(),
                         repositoryPaths: (() -> [String])? = nil) -> [String] {
        let unmatched = coverage.filter(\.matchesNothing)
        // A target declared somewhere is only elsewhere (a sub-folder run): no warning.
        var messages = unmatched.compactMap { scope in
            scope.target.flatMap { survey.declares($0, configuration: configuration) ? nil : targetMessage(scope, $0, survey: survey, configuration: configuration) }
        }
        let folders = unmatched.filter { $0.target == nil && $0.suggestion != nil }
        guard !folders.isEmpty else { return messages }
        let targetNames = Set(survey.targets.map(\.name) + (configuration?.targets.entries.map(\.folder) ?? []))
        let elsewhere = repositoryPaths.map { RepositoryFolders(paths: $0(), targets: targetNames) }
        messages += folders.compactMap { scope in
            guard let suggestion = scope.suggestion else { return nil }
            if let elsewhere, elsewhere.reaches(scope.pattern) || elsewhere.hasFolder(suggestion.folder)
                || elsewhere.targets.contains(suggestion.folder) { return nil }
            return message(scope, suggestion: suggestion, configurationFile: configuration?.file)
        }
        return messages
    }

    /// A scope written as a build target that nothing declares: its checks run nowhere.
    static func targetMessage(_ scope: ScopeCoverage, _ target: String, survey: BuildTargets.Survey, configuration: Configuration?) -> String {
        let checks = scope.checkIds.count == 1 ? "check `\(scope.checkIds[0])`" : "\(scope.checkIds.count) checks"
        let file = configuration?.file ?? ".preflight.yml"
        let read = survey.manifests.isEmpty
            ? "no manifest was found (`Package.swift`, `Project.swift`, `project.yml` or an `.xcodeproj`, \(BuildTargets.searchDepth) folders deep)"
            : "no manifest read declares it (\(survey.manifests.map { "`\($0)`" }.joined(separator: ", ")))"
        var text = "\(scope.documentPlace): the `\(target)` target (the scope of \(checks)) is not a build target here: \(read) "
            + "and \(file) maps no `\(target)`, so its checks run nowhere"
        if let candidate = scope.suggestion?.candidates.first {
            text += "; if it is `\(candidate)/`, map it in \(file): targets: {\(target): [\(candidate)/]}"
        } else {
            text += "; map it to its folders in \(file): targets: {\(target): [path/to/sources/]}"
        }
        return text
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
