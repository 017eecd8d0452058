import PreflightChecks
import PreflightCompiler
import PreflightRepository

/// One glob of the checks' scopes and what it reaches in the repository: how many files, and,
/// when none, the `folders:` mapping that would most likely fix it.
public struct ScopeCoverage: Sendable, Equatable {
    /// The glob as the run matches it (after `folders:`).
    public var pattern: String
    /// The glob as the documents wrote it.
    public var documentPattern: String
    /// The checks that look only there, in id order.
    public var checkIds: [String]
    /// Where the first of them stands in its document (`path:line`).
    public var documentPlace: String
    /// Files at or under what the glob matches.
    public var files: Int
    /// For a glob that reaches no file: the folder it names that the repository lacks.
    public var suggestion: FolderSuggestion?
    /// The build target the glob names when nothing resolved it (`target:Core/**` → `Core`):
    /// its checks run nowhere, and `suggestion` holds the folders it may be.
    public var target: String?

    public var matchesNothing: Bool { files == 0 }
}

extension Engine {
    /// Every glob the enabled checks limit themselves to, with what it reaches among `paths`
    /// (relative to the audited root), sorted by the documents' spelling.
    public func scopeCoverage(paths: [String]) throws -> [ScopeCoverage] {
        let active = try ActiveRuleSet(ruleSet: ruleSet, configuration: configuration, repositoryPrefix: repositoryPrefix)
        return Self.scopeCoverage(active: active, paths: paths)
    }

    static func scopeCoverage(active: ActiveRuleSet, paths: [String]) -> [ScopeCoverage] {
        var places: [String: String] = [:]
        for skill in active.skills {
            for item in skill.items { for check in item.checks { places[check.id] = "\(skill.path):\(item.statement.line)" } }
        }
        var byPattern: [String: ScopeCoverage] = [:]
        for check in active.checks.values.sorted(by: { $0.id < $1.id }) {
            guard let mapped = check.check as? any FolderScopedCheck,
                  let written = check.compiled.check as? any FolderScopedCheck else { continue }
            for (glob, original) in zip(mapped.scopeGlobs, written.scopeGlobs) {
                if var known = byPattern[glob.pattern] {
                    known.checkIds.append(check.id)
                    byPattern[glob.pattern] = known
                    continue
                }
                byPattern[glob.pattern] = ScopeCoverage(pattern: glob.pattern, documentPattern: original.pattern, checkIds: [check.id],
                                                       documentPlace: places[check.id] ?? "", files: 0, suggestion: nil)
            }
        }
        guard !byPattern.isEmpty else { return [] }
        let folders = TreeSnapshot(paths: paths, read: { _ in nil }).folders
        let segmented = paths.map { ($0, Glob.segments(of: $0)) }
        var result: [ScopeCoverage] = []
        for var coverage in byPattern.values {
            let glob = Glob(coverage.pattern)
            coverage.files = segmented.filter { _, segments in
                glob.matches(segments: segments) || glob.matchesFolder(containing: segments)
            }.count
            if coverage.files == 0, let target = TargetScope.name(in: coverage.pattern) {
                coverage.target = target
                coverage.suggestion = FolderSuggestion(folder: target, candidates: FolderSuggestion.candidates(named: target, folders: folders))
            } else if coverage.files == 0 {
                coverage.suggestion = FolderSuggestion.suggest(for: coverage.pattern, folders: folders)
            }
            result.append(coverage)
        }
        return result.sorted { ($0.documentPattern, $0.pattern) < ($1.documentPattern, $1.pattern) }
    }
}
