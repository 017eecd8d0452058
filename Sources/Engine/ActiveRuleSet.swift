import PreflightChecks
import PreflightCompiler
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The rule set as one run applies it: repository configuration merged in (items disabled or
/// re-levelled, checks narrowed to paths, parameters set per kind, module folders pointed
/// elsewhere), and the checks split by when they run.
package struct ActiveCheck: @unchecked Sendable {
    package var compiled: CompiledCheck
    package var check: any Check
    package var severity: Severity
    /// Narrowing from the configuration, on top of the check's own scope.
    package var paths: [Glob]?
    package var exclude: [Glob]?
    /// Every name a suppression may switch the check off by: its id, the ids of the items that
    /// carry it (a checklist item inherits its rule's checks), and their skills' names.
    package var names: [String] = []
    /// The limits of the check's own document (a nested `AGENTS.md`, a Cursor rule's globs).
    package var documentLimits: DocumentLimits?
    /// A person wrote or confirmed it (an annotation, `.preflight.yml`, `confirm:`): never suspect.
    package var confirmed = false

    package var id: String { compiled.id }

    package func allows(_ path: String) -> Bool {
        // Only path globs need the path cut into segments.
        if paths == nil, exclude == nil { return documentLimits?.allows(path) ?? true }
        return allows(segments: Glob.segments(of: path), path: path)
    }

    package func allows(segments: [[Unicode.Scalar]], path: String) -> Bool {
        if let documentLimits, !documentLimits.allows(path) { return false }
        if let paths, !paths.contains(where: { $0.matches(segments: segments) || $0.matchesFolder(containing: segments) }) { return false }
        if let exclude, exclude.contains(where: { $0.matches(segments: segments) || $0.matchesFolder(containing: segments) }) { return false }
        return true
    }

    /// The one test of whether the check looks at a path: the configuration allows it, and a
    /// file check reads it (its languages, its own scope). `segments` is the path cut once.
    package func applies(segments: [[Unicode.Scalar]], path: String) -> Bool {
        guard allows(segments: segments, path: path) else { return false }
        return check.asFileCheck?.reads(path: path, segments: segments) ?? true
    }
}

struct ActiveRuleSet: @unchecked Sendable {
    package var skills: [CompiledSkill]
    package var checks: [String: ActiveCheck] = [:]
    /// Item ids turned off by the configuration.
    var disabledItems: Set<String> = []

    /// Check id → the reported items carrying it, in report order (skill, then checklist before
    /// rules): the items a finding of that check breaks.
    package var carriers: [String: [String]] = [:]

    /// Throws when a configured parameter does not fit one of the compiled checks; the values
    /// themselves were checked against each kind's example when the configuration was read.
    /// `repositoryPrefix`: the audited folder's place in the repository (relative to its top
    /// level, "" at the top), which document limits are written against.
    package init(ruleSet given: RuleSet, configuration: Configuration?, repositoryPrefix: String = "") throws {
        let ruleSet = configuration?.escapes == .warn ? Self.escapedBansAsWarnings(given) : given
        skills = ruleSet.skills
        var skillOfItem: [String: String] = [:]
        var limits: [String: DocumentLimits] = [:]
        for skill in skills {
            let limit = DocumentLimits(document: skill.document, repositoryPrefix: repositoryPrefix)
            for item in skill.items { for check in item.checks { limits[check.id] = limit } }
            for item in skill.reportedItems {
                skillOfItem[item.id] = skill.name
                for check in item.checks where carriers[check.id]?.contains(item.id) != true {
                    carriers[check.id, default: []].append(item.id)
                }
            }
        }
        for check in ruleSet.allChecks {
            var active = ActiveCheck(compiled: check, check: check.check, severity: check.severity)
            active.documentLimits = limits[check.id]
            active.confirmed = check.confirmedByPerson
            let items = carriers[check.id] ?? []
            var names = [check.id]
            for name in items + items.compactMap({ skillOfItem[$0] }) where !names.contains(name) { names.append(name) }
            active.names = names
            if let configuration {
                if configuration.confirms([check.id, check.statementId] + items) { active.confirmed = true }
                // An item's settings reach the checks it inherits from the rules explaining it.
                if let settings = configuration.settings(forAny: [check.id, check.statementId] + items) {
                    if let severity = settings.severity { active.severity = severity }
                    active.paths = settings.paths
                    active.exclude = settings.exclude
                    if settings.isDisabled { continue }
                }
                let configured = try Self.configuring(check.check, by: configuration)
                active.check = configured.check
                if configured.written { active.confirmed = true }
            }
            checks[check.id] = active
        }
        if let configuration {
            for skill in skills {
                for item in skill.items where configuration.settings(forItem: item.id)?.isDisabled == true {
                    disabledItems.insert(item.id)
                }
            }
        }
    }

    /// The check with the repository's parameters for its kind, its globs in the repository's
    /// folder names (`folders:`) and its module boundaries.
    static func configured(_ check: any Check, by configuration: Configuration) throws -> any Check {
        try configuring(check, by: configuration).check
    }

    /// `configured(_:by:)`, and whether the configuration wrote part of the check: it says what
    /// the check looks for, not only where — a parameter of its kind other than `paths` and
    /// `languages`, or a module boundary it adopted — so a person wrote that much of it.
    static func configuring(_ check: any Check, by configuration: Configuration) throws -> (check: any Check, written: Bool) {
        var result = check
        var written = false
        for parameters in configuration.checkParameters where parameters.kind == check.kind {
            result = try parameters.applied(to: result, file: configuration.file ?? Configuration.defaultFileName)
            written = written || parameters.pairs.contains { !["paths", "languages"].contains($0.key.scalar ?? "") }
        }
        if !configuration.folders.isEmpty, let scoped = result as? any FolderScopedCheck {
            result = mapped(scoped, configuration.folders)
        }
        let bounded = result.adopting(moduleBoundaries: configuration.modules.map { ($0.folder, $0.forbiddenImports) })
        return (bounded, written || AnyCheck(bounded) != AnyCheck(result))
    }

    /// The check with its globs in the repository's folder names (`folders:`).
    static func mapped<C: FolderScopedCheck>(_ check: C, _ mapping: FolderMapping) -> any Check {
        check.mappingGlobs(mapping.apply)
    }

    var fileChecks: [(ActiveCheck, any FileCheck)] {
        checks.values.sorted { $0.id < $1.id }.compactMap { active in active.check.asFileCheck.map { (active, $0) } }
    }

    var treeChecks: [(ActiveCheck, any TreeCheck)] {
        checks.values.sorted { $0.id < $1.id }.compactMap { active in active.check.asTreeCheck.map { (active, $0) } }
    }

    var changeChecks: [(ActiveCheck, any ChangeCheck)] {
        checks.values.sorted { $0.id < $1.id }.compactMap { active in active.check.asChangeCheck.map { (active, $0) } }
    }

    /// Checks that cannot decide because a repository file they read is missing, with the reason.
    func unavailable(context: CheckContext) -> [String: String] {
        var result: [String: String] = [:]
        for (id, active) in checks {
            if let missing = active.check.requiredFiles.first(where: { context.readFile($0) == nil }) {
                result[id] = "`\(missing)` is not in the repository (the `\(active.check.kind)` check reads it)"
            }
        }
        return result
    }

    var knownRuleIds: Set<String> {
        var ids = Set(checks.keys)
        for skill in skills {
            ids.insert(skill.name)
            for item in skill.items { ids.insert(item.id) }
        }
        return ids
    }

    /// `escapes: warn`: a ban its statement leaves a human escape runs as a warning, and its
    /// item is judged by it (the escape is named in every finding's message).
    static func escapedBansAsWarnings(_ ruleSet: RuleSet) -> RuleSet {
        var result = ruleSet
        for skill in result.skills.indices {
            for item in result.skills[skill].items.indices where !result.skills[skill].items[item].escapedChecks.isEmpty {
                let escaped = result.skills[skill].items[item].escapedChecks.map { check -> CompiledCheck in
                    var warning = check
                    warning.severity = .warning
                    return warning
                }
                result.skills[skill].items[item].checks += escaped
                result.skills[skill].items[item].escapedChecks = []
            }
        }
        return result
    }
}

extension Glob {
    /// A folder pattern (`App/Features`) covers the files below it.
    func matchesFolderPrefix(of path: String) -> Bool {
        matchesFolder(containing: Glob.segments(of: path))
    }
}
