import Foundation
import PreflightCompiler
import PreflightDocument
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightRepository
import PreflightValidate

/// What `audit`, `review` and `checklist` share: the options, finding the skills and the
/// configuration, compiling, and rendering the report.
enum RunSupport {
    static let formatOption = OptionSpec.value("--format", "FMT", allowed: ReportFormat.allCases.map(\.rawValue),
                                               help: "md (default for files and pipes), text (default on a terminal), json, sarif, github")
    static let outputOption = OptionSpec.value("--output", "FILE", help: "write the report to FILE (written whole, or not at all)")
    static let skillOption = OptionSpec.value("--skill", "SKILL", repeatable: true,
                                              help: "a SKILL.md, a skill folder, a folder of skills or a convention document (repeatable); default: the skills installed in PATH")
    static let configOption = OptionSpec.value("--config", "FILE", help: "repository configuration (default: PATH/.preflight.yml when present)")
    static let baselineOption = OptionSpec.value("--baseline", "FILE",
                                                 help: "hide the findings recorded in FILE (written by `audit --write-baseline`); the report says how many")

    struct Setup {
        package var root: String
        package var configuration: Configuration?
        package var ruleSet: RuleSet
        /// The repository's top level: every path in a report is relative to it.
        package var repository: RepositoryRoot
    }

    /// The checked folder (PATH, default `.`), absolute; an error when it is not a folder.
    static func root(_ arguments: ParsedArguments, console: Console) throws -> String {
        let rootArgument = arguments.positionals.first ?? "."
        let root = console.absolute(rootArgument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PreflightError(file: rootArgument, "not a folder")
        }
        return root
    }

    /// `installedReader`, when given, reads the skills installed in the repository (those found
    /// without `--skill`) by path relative to the root, as the reviewed commit or the index holds
    /// them: a skill that is not committed (or staged) plays no part in reviewing a commit.
    static func setup(_ arguments: ParsedArguments, console: Console,
                      installedReader: ((String) throws -> [UInt8]?)? = nil) throws -> Setup {
        let rootArgument = arguments.positionals.first ?? "."
        let root = try Self.root(arguments, console: console)
        let repository = RepositoryRoot.locate(root)
        let configuration: Configuration?
        if let path = arguments.value("--config") {
            configuration = try Configuration.load(path: console.absolute(path), required: true)
        } else {
            configuration = try Configuration.load(repository: root)
        }
        var skillArguments = arguments.all("--skill").map { $0.hasPrefix("/") ? $0 : console.absolute($0) }
        if skillArguments.isEmpty, let configured = configuration?.skills, !configured.isEmpty {
            skillArguments = configured.map { configuration!.resolve($0) }
        }
        var installed: [SkillDocument]?
        if skillArguments.isEmpty {
            skillArguments = ConventionDocuments.installedDocuments(in: root)
            if let installedReader {
                let base = root.hasSuffix("/") ? root : root + "/"
                installed = try skillArguments.compactMap { path in
                    guard path.hasPrefix(base), let bytes = try installedReader(String(path.dropFirst(base.count))) else { return nil }
                    return try SkillDocument.parse(bytes: bytes, path: path)
                }
            }
        }
        guard !skillArguments.isEmpty, installed?.isEmpty != true else {
            throw PreflightError(file: rootArgument, "no skill documents: pass --skill SKILL, list `skills:` in .preflight.yml, or install skills under .claude/skills/ (or another agent's skill folder)")
        }
        let documents = try (installed ?? ConventionDocuments.load(skillArguments)).map { document -> SkillDocument in
            var shown = document
            shown.path = repository.relative(document.path).flatMap { $0.isEmpty ? nil : $0 }
                ?? displayPath(document.path, console: console)
            return shown
        }
        let ruleSet = RuleSet(skills: try documents.map(SkillCompiler.compile))
        for warning in ruleSet.skills.flatMap(\.warnings) { console.err("warning: \(warning)\n") }
        if let configuration {
            let known = Set(ruleSet.skills.flatMap { skill in [skill.name] + skill.items.map(\.id) + skill.items.flatMap { $0.checks.map(\.id) } })
            for unknown in configuration.unknownItems(known: known) {
                console.err("warning: \(configuration.file ?? ".preflight.yml"):\(unknown.line):\(unknown.column): no item or check '\(unknown.id)' in the skills used\n")
            }
        }
        return Setup(root: root, configuration: configuration, ruleSet: ruleSet, repository: repository)
    }

    /// `--baseline FILE`, else the configuration's `baseline:` when that file exists.
    static func baseline(_ arguments: ParsedArguments, setup: Setup, console: Console) throws -> Baseline? {
        if let path = arguments.value("--baseline") { return try Baseline.load(path: console.absolute(path)) }
        guard let configuration = setup.configuration, let configured = configuration.baseline else { return nil }
        let absolute = console.absolute(configuration.resolve(configured))
        return FileManager.default.fileExists(atPath: absolute) ? try Baseline.load(path: absolute) : nil
    }

    /// Paths in reports read relative to the working directory, as the user typed them.
    package static func displayPath(_ path: String, console: Console) -> String {
        let base = console.currentDirectory.hasSuffix("/") ? console.currentDirectory : console.currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    package static func format(_ arguments: ParsedArguments, console: Console, allowed: [ReportFormat] = ReportFormat.allCases) throws -> ReportFormat {
        if let value = arguments.value("--format") { return try ReportFormat.parse(value, allowed: allowed) }
        let chosen = ReportFormat.defaultFormat(output: arguments.value("--output"), isTerminal: console.isTerminal)
        return allowed.contains(chosen) ? chosen : .md
    }

    /// Renders the report with its paths rebased on the repository's top level (one name per
    /// file whichever folder was checked), and writes it.
    package static func emit(_ report: Report, format: ReportFormat, arguments: ParsedArguments, console: Console, rootName: String,
                             repository: RepositoryRoot? = nil) throws {
        var options = ReportOptions()
        options.useColor = format == .text && arguments.value("--output") == nil && console.usesColor
        options.rootName = rootName
        let shown = repository.map { report.rebased(prefix: $0.prefix, basePath: $0.path) } ?? report
        try console.emit(format.render(shown, options: options), output: arguments.value("--output"))
    }
}
