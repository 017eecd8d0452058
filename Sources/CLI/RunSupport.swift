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

    struct Setup {
        package var root: String
        package var configuration: Configuration?
        package var ruleSet: RuleSet
        /// What every path the run reads is put to.
        package var boundary: ReadBoundary
        /// Run notices found while setting up (a skill link leading outside, not read).
        package var notices: [Finding] = []
        /// Every file the run reads as an input (documents, configuration, diff): `--output`
        /// and `--write-baseline` refuse to replace one.
        package var inputs: [String] = []
        /// The baseline read, which `--output` must not replace either (`--write-baseline` may:
        /// that is how a baseline is refreshed).
        package var baselines: [String] = []
    }

    static let linkOutsideRuleId = "preflight/link-outside-root"

    static func setup(_ arguments: ParsedArguments, console: Console) throws -> Setup {
        let rootArgument = arguments.positionals.first ?? "."
        let root = console.absolute(rootArgument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PreflightError(file: rootArgument, "not a folder")
        }
        let boundary = ReadBoundary(root: root)
        let configuration: Configuration?
        if let path = arguments.value("--config") {
            configuration = try Configuration.load(path: console.absolute(path), required: true)
        } else {
            // The default configuration comes with the repository: a link taking it elsewhere is refused.
            let path = (root as NSString).appendingPathComponent(Configuration.defaultFileName)
            if FileManager.default.fileExists(atPath: path) {
                try boundary.admit(path, origin: .discovered, shown: displayPath(path, console: console))
            }
            configuration = try Configuration.load(repository: root)
        }
        try configuration?.checkRepositoryPaths(root: root, within: boundary)
        var sources = arguments.all("--skill").map { ConventionDocuments.Source($0.hasPrefix("/") ? $0 : console.absolute($0), origin: .commandLine) }
        if sources.isEmpty, let configuration, !configuration.skills.isEmpty {
            sources = configuration.skillSources()
        }
        var refused: [ConventionDocuments.Refusal] = []
        if sources.isEmpty {
            let installed = ConventionDocuments.installedDocuments(in: root, within: boundary)
            sources = installed.documents.map { ConventionDocuments.Source($0, origin: .discovered) }
            refused = installed.refused
        }
        guard !sources.isEmpty || !refused.isEmpty else {
            throw PreflightError(file: rootArgument, "no skill documents: pass --skill SKILL, list `skills:` in .preflight.yml, or install skills under .claude/skills/ (or another agent's skill folder)")
        }
        let loaded = try ConventionDocuments.load(sources, within: boundary)
        refused += loaded.refused
        let documents = loaded.documents.map { document -> SkillDocument in
            var shown = document
            shown.path = displayPath(document.path, console: console)
            return shown
        }
        var notices: [Finding] = []
        for refusal in refused {
            let shown = ConventionDocuments.Refusal(path: displayPath(refusal.path, console: console), target: refusal.target)
            console.err("warning: \(shown.message)\n")
            notices.append(Finding(ruleId: linkOutsideRuleId, path: relativePath(refusal.path, root: root), line: 1,
                                   severity: .warning, message: shown.message))
        }
        guard !documents.isEmpty else {
            throw PreflightError(file: rootArgument, "no skill documents to read: every one found leads outside the repository")
        }
        let ruleSet = RuleSet(skills: try documents.map(SkillCompiler.compile))
        for warning in ruleSet.skills.flatMap(\.warnings) { console.err("warning: \(warning)\n") }
        if let configuration {
            let known = Set(ruleSet.skills.flatMap { skill in [skill.name] + skill.items.map(\.id) + skill.items.flatMap { $0.checks.map(\.id) } })
            for unknown in configuration.unknownItems(known: known) {
                console.err("warning: \(configuration.file ?? ".preflight.yml"):\(unknown.line):\(unknown.column): no item or check '\(unknown.id)' in the skills used\n")
            }
        }
        var inputs = loaded.documents.map(\.path)
        if let file = configuration?.file { inputs.append(file) }
        if let diff = arguments.value("--diff"), diff != "-" { inputs.append(console.absolute(diff)) }
        var baselines: [String] = []
        if let baseline = arguments.value("--baseline") { baselines.append(console.absolute(baseline)) }
        if let baseline = try configuration?.baselinePath(within: boundary) { baselines.append(console.absolute(baseline)) }
        return Setup(root: root, configuration: configuration, ruleSet: ruleSet, boundary: boundary, notices: notices,
                     inputs: inputs, baselines: baselines)
    }

    /// A path under the root as reports show paths (relative to the root), other paths as they are.
    static func relativePath(_ path: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
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

    package static func emit(_ report: Report, setup: Setup, format: ReportFormat, arguments: ParsedArguments, console: Console,
                             rootName: String) throws {
        var report = report
        report.notices = (report.notices + setup.notices).sorted(by: Finding.ordered)
        var options = ReportOptions()
        options.useColor = format == .text && arguments.value("--output") == nil && console.usesColor
        options.rootName = rootName
        var console = console
        console.inputs = setup.inputs + setup.baselines
        try console.emit(format.render(report, options: options), output: arguments.value("--output"))
    }
}
