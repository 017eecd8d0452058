import PreflightChecks
import PreflightCompiler
import PreflightModel
import PreflightRepository

/// One compiled check as `preflight rules` lists it: where it comes from, whether it runs and
/// where it looks in this repository.
public struct RuleListing: Sendable, Equatable {
    public enum State: String, Sendable {
        case enabled
        /// Turned off by `.preflight.yml` (`items: {id: {disabled: true}}`).
        case disabled
    }

    public var id: String
    public var skill: String
    /// The reported items that carry the check (a checklist item inherits its rules' checks).
    public var itemIds: [String]
    public var kind: String
    public var summary: String
    public var state: State
    public var severity: Severity
    /// Where it looks, in words and globs: its own scope (after `folders:`), `paths:` /
    /// `exclude:` from the configuration, its document's folder or globs.
    public var scope: [String]
    /// Files it would read or judge in this repository; nil for checks decided on a change.
    public var filesInScope: Int?
    public var documentPath: String
    public var line: Int
    /// How the statement the check comes from was read, one line per rule frame
    /// (`CompiledItem.frames`), and what of it became no check (`CompiledItem.missing`).
    public var frames: [String] = []
    public var missing: [String] = []
}

extension Engine {
    /// Every compiled check of the rule set, in skill and document order, measured against the
    /// repository at `root`.
    public func ruleListings(root: String) throws -> [RuleListing] {
        let workspace = try Workspace(root: root, include: configuration?.include ?? [], exclude: configuration?.exclude ?? [],
                                      classify: false)
        return try ruleListings(files: workspace.files, paths: workspace.paths)
    }

    public func ruleListings(files: [String], paths: [String]) throws -> [RuleListing] {
        let active = try ActiveRuleSet(ruleSet: ruleSet, configuration: configuration, repositoryPrefix: repositoryPrefix)
        var listings: [RuleListing] = []
        var seen = Set<String>()
        for skill in ruleSet.skills {
            let reported = skill.reportedItems
            for item in skill.items {
                for compiled in item.checks where seen.insert(compiled.id).inserted {
                    let carriers = reported.filter { $0.checks.contains { $0.id == compiled.id } }.map(\.id)
                    // A checklist item inherits a rule's check: the rule's statement is what was read.
                    let source = skill.items.first { $0.id == compiled.statementId } ?? item
                    let running = active.checks[compiled.id]
                    let check = running?.check ?? compiled.check
                    listings.append(RuleListing(
                        id: compiled.id, skill: skill.name, itemIds: carriers.isEmpty ? [item.id] : carriers, kind: compiled.kind,
                        summary: check.summary, state: running == nil ? .disabled : .enabled,
                        severity: running?.severity ?? compiled.severity, scope: Self.scopeWords(running, check: check),
                        filesInScope: running.flatMap { Self.filesInScope($0, files: files, paths: paths) },
                        documentPath: skill.path, line: item.statement.line, frames: source.frames, missing: source.missing))
                }
            }
        }
        return listings
    }

    static func scopeWords(_ active: ActiveCheck?, check: any Check) -> [String] {
        var words: [String]
        switch check {
        case is any ChangeCheck:
            words = ["the change"]
        case let file as any FileCheck:
            words = file.scope.isEmpty
                ? ["every " + file.languages.map(\.rawValue).sorted().joined(separator: " / ") + " file"]
                : file.scope.map(\.pattern)
        case let scoped as any FolderScopedCheck where !scoped.scopeGlobs.isEmpty:
            words = scoped.scopeGlobs.map(\.pattern)
        default:
            words = ["the whole tree"]
        }
        var unique = Set<String>()
        words = words.filter { unique.insert($0).inserted }
        if let paths = active?.paths { words.append("only " + paths.map(\.pattern).joined(separator: ", ")) }
        if let exclude = active?.exclude { words.append("not " + exclude.map(\.pattern).joined(separator: ", ")) }
        if let limits = active?.documentLimits {
            if let folder = limits.folder { words.append("under \(folder)/ (its document's folder)") }
            if !limits.globs.isEmpty { words.append("its document's globs " + limits.globs.map(\.pattern).joined(separator: ", ")) }
        }
        return words
    }

    static func filesInScope(_ active: ActiveCheck, files: [String], paths: [String]) -> Int? {
        switch active.check {
        case is any ChangeCheck:
            return nil
        case is any FileCheck:
            return files.filter { active.applies(segments: Glob.segments(of: $0), path: $0) }.count
        case let scoped as any FolderScopedCheck where !scoped.scopeGlobs.isEmpty:
            return paths.filter { path in
                active.allows(path) && scoped.scopeGlobs.contains { $0.matches(path) || $0.matchesFolderPrefix(of: path) }
            }.count
        default:
            return paths.filter(active.allows).count
        }
    }
}
