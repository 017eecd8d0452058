import PreflightChecks
import PreflightCompiler
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The rule set as one run applies it: repository configuration merged in (items disabled or
/// re-levelled, checks narrowed to paths, the header template, manifest and module folders
/// pointed elsewhere), and the checks split by when they run.
package struct ActiveCheck: @unchecked Sendable {
    package var compiled: CompiledCheck
    package var check: any Check
    package var severity: Severity
    /// Narrowing from the configuration, on top of the check's own scope.
    package var paths: [Glob]?
    package var exclude: [Glob]?
    /// The limits of the check's own document (a nested `AGENTS.md`, a Cursor rule's globs).
    package var documentLimits: DocumentLimits?

    package var id: String { compiled.id }

    package func allows(_ path: String) -> Bool {
        allows(segments: Glob.segments(of: path), path: path)
    }

    package func allows(segments: [[Unicode.Scalar]], path: String) -> Bool {
        if let documentLimits, !documentLimits.allows(path) { return false }
        if let paths, !paths.contains(where: { $0.matches(segments: segments) || $0.matchesFolderPrefix(of: path) }) { return false }
        if let exclude, exclude.contains(where: { $0.matches(segments: segments) || $0.matchesFolderPrefix(of: path) }) { return false }
        return true
    }

    /// `applies(to:)` with the path already cut into segments.
    package func applies(segments: [[Unicode.Scalar]], path: String) -> Bool {
        guard allows(segments: segments, path: path) else { return false }
        if let fileCheck = check as? any FileCheck {
            guard let language = SourceLanguage.of(path: path), fileCheck.languages.contains(language) else { return false }
            return fileCheck.scope.isEmpty || fileCheck.scope.contains { $0.matches(segments: segments) }
        }
        return true
    }

    package func applies(to path: String) -> Bool {
        applies(segments: Glob.segments(of: path), path: path)
    }
}

struct ActiveRuleSet: @unchecked Sendable {
    package var skills: [CompiledSkill]
    package var checks: [String: ActiveCheck] = [:]
    /// Item ids turned off by the configuration.
    var disabledItems: Set<String> = []

    /// `repositoryPrefix`: the audited folder's place in the repository (relative to its top
    /// level, "" at the top), which document limits are written against.
    package init(ruleSet: RuleSet, configuration: Configuration?, repositoryPrefix: String = "") {
        skills = ruleSet.skills
        var limits: [String: DocumentLimits] = [:]
        for skill in ruleSet.skills {
            guard let limit = DocumentLimits(document: skill.document, repositoryPrefix: repositoryPrefix) else { continue }
            for item in skill.items { for check in item.checks { limits[check.id] = limit } }
        }
        for check in ruleSet.allChecks {
            var active = ActiveCheck(compiled: check, check: check.check, severity: check.severity)
            active.documentLimits = limits[check.id]
            if let configuration {
                if let settings = configuration.settings(forItem: check.id) ?? configuration.settings(forItem: check.statementId) {
                    if let severity = settings.severity { active.severity = severity }
                    active.paths = settings.paths
                    active.exclude = settings.exclude
                    if settings.isDisabled { continue }
                }
                active.check = Self.pointed(check.check, configuration: configuration)
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

    /// Applies the repository's own paths to checks that name repository files or folders.
    static func pointed(_ check: any Check, configuration: Configuration) -> any Check {
        var check = check
        if !configuration.folders.isEmpty, let scoped = check as? any FolderScopedCheck {
            check = mapped(scoped, configuration.folders)
        }
        switch check {
        case var header as FileHeaderCheck:
            if let template = configuration.headerTemplate { header.templatePath = template }
            return header
        case var declared as DeclaredModuleCheck:
            if let manifest = configuration.manifest { declared.manifest = manifest }
            return declared
        case var lines as LineLengthCheck:
            if let maximum = configuration.maxLineLength { lines.maximum = maximum }
            return lines
        case var imports as ForbiddenImportCheck where !imports.scope.isEmpty:
            // A module folder the configuration names replaces the document's guess for the same folder.
            for boundary in configuration.modules {
                let name = boundary.folder.pattern.split(separator: "/").last { !$0.contains("*") }.map(String.init)
                if let name, imports.scope.contains(where: { $0.pattern.contains("/\(name)/") || $0.pattern.hasPrefix("\(name)/") }) {
                    imports.scope = [boundary.folder]
                    if !boundary.forbiddenImports.isEmpty { imports.modules = boundary.forbiddenImports }
                }
            }
            return imports
        default:
            return check
        }
    }

    /// The check with its globs in the repository's folder names (`folders:`).
    static func mapped<C: FolderScopedCheck>(_ check: C, _ mapping: FolderMapping) -> any Check {
        check.mappingGlobs(mapping.apply)
    }

    var fileChecks: [(ActiveCheck, any FileCheck)] {
        checks.values.sorted { $0.id < $1.id }.compactMap { active in (active.check as? any FileCheck).map { (active, $0) } }
    }

    var treeChecks: [(ActiveCheck, any TreeCheck)] {
        checks.values.sorted { $0.id < $1.id }.compactMap { active in (active.check as? any TreeCheck).map { (active, $0) } }
    }

    var changeChecks: [(ActiveCheck, any ChangeCheck)] {
        checks.values.sorted { $0.id < $1.id }.compactMap { active in (active.check as? any ChangeCheck).map { (active, $0) } }
    }

    var knownRuleIds: Set<String> {
        var ids = Set(checks.keys)
        for skill in skills {
            ids.insert(skill.name)
            for item in skill.items { ids.insert(item.id) }
        }
        return ids
    }
}

extension Glob {
    /// A folder pattern (`App/Features`) covers the files below it.
    func matchesFolderPrefix(of path: String) -> Bool {
        var components = path.split(separator: "/").dropLast()
        while !components.isEmpty {
            if matches(components.joined(separator: "/")) { return true }
            components = components.dropLast()
        }
        return false
    }
}
