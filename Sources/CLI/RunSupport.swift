import Foundation
import PreflightChange
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
                                               help: "md (default for files and pipes), text (default on a terminal), json, sarif, github, xcode")
    static let quietOption = OptionSpec.flag("--quiet", help: "print nothing on stderr but errors: no progress, no warnings about documents or scopes")
    static let failOnOption = OptionSpec.value("--fail-on", "LEVEL", allowed: FailurePolicy.allCases.map(\.rawValue),
                                               help: "exit 1 on a failed item (error, default), also on any warning (warning), or never")
    static let strictOption = OptionSpec.flag("--strict", help: "the same as --fail-on warning")
    /// The options every run that reports findings takes after its own.
    static let outcomeOptions = [quietOption, failOnOption, strictOption]
    static let outputOption = OptionSpec.value("--output", "FILE", help: "write the report to FILE (written whole, or not at all)")
    static let skillOption = OptionSpec.value("--skill", "SKILL", repeatable: true,
                                              help: "a SKILL.md, a skill folder, a folder of skills or a convention document (repeatable); default: the repository's convention documents")
    static let configOption = OptionSpec.value("--config", "FILE", help: "repository configuration (default: the nearest .preflight.yml up to the repository's top level)")
    static let baselineOption = OptionSpec.value("--baseline", "FILE",
                                                 help: "hide the findings recorded in FILE (written by `audit --write-baseline`); the report says how many")

    static let noCacheOption = OptionSpec.flag("--no-cache",
                                               help: "compile the skills and measure firing rates afresh instead of reusing kept ones (also PREFLIGHT_NO_CACHE=1)")

    struct Setup {
        package var root: String
        package var configuration: Configuration?
        package var ruleSet: RuleSet
        /// The repository's top level: every path in a report is relative to it, and documents
        /// that govern part of it (a nested `AGENTS.md`) name their part from there.
        package var repository: RepositoryRoot
        /// What every path the run reads is put to: the repository, links resolved.
        package var boundary: ReadBoundary
        /// Run notices found while setting up (a document linked from outside, not read), with
        /// paths relative to the repository's top level.
        package var notices: [Finding] = []
        /// Every file the run reads as an input (documents, configuration, diff): `--output`
        /// and `--write-baseline` refuse to replace one.
        package var inputs: [String] = []
        /// The baseline read, which `--output` must not replace either (`--write-baseline` may:
        /// that is how a baseline is refreshed).
        package var baselines: [String] = []
        /// The project's manifests and build targets, read once: scopes written as targets
        /// resolve through them, and `audit` warns about a target none declares.
        package var buildTargets = BuildTargets.Survey()
    }

    static let linkOutsideRuleId = "preflight/link-outside-root"

    /// The checked folder (PATH, default `.`), absolute; an error when it is not a folder.
    /// `given`: the folder when the command worked it out itself (`audit FILE...`).
    static func root(_ arguments: ParsedArguments, console: Console, given: String? = nil) throws -> String {
        let rootArgument = given ?? arguments.positionals.first ?? "."
        let root = given ?? console.absolute(rootArgument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PreflightError(file: rootArgument, "not a folder")
        }
        return root
    }

    /// A command about a change (`review`, `checklist`): the change, and the setup worked out
    /// beside it. Skills named with `--skill` or in `.preflight.yml` do not depend on the change,
    /// so they load and compile while git computes it; discovered ones wait for it, since a
    /// review of commits reads them as committed. The setup's warnings are held until the change
    /// is known, so a change that fails prints its error alone, as it did when it came first.
    static func changeAndSetup(_ arguments: ParsedArguments, console: Console) throws -> (ChangeSource, Setup) {
        let root = try Self.root(arguments, console: console)
        let pending = Pending {
            try PhaseClock.shared.measure("diff") { try ChangeOptions.source(arguments, root: root, console: console) }
        }
        let held = HeldText()
        var quiet = console
        quiet.err = held.append
        let setup = Result {
            try Self.setup(arguments, console: quiet, installedReader: {
                let change = try pending.value()
                return change.readsGit ? { try change.contents(of: $0) } : nil
            })
        }
        let change = try pending.value()
        held.replay(console.err)
        return (change, try setup.get())
    }

    /// `root`: the folder to check when the command worked it out itself (`audit FILE...`);
    /// otherwise the first positional argument, or the working directory.
    ///
    /// `installedReader` is asked only for documents found without `--skill` (none configured
    /// either), so it may wait for a change still being worked out. The reader it gives, if any,
    /// reads them by path relative to the root, as the reviewed commit or the index holds them:
    /// a document that is not committed (or staged) plays no part in reviewing a commit.
    /// Documents above the root (a parent folder's `AGENTS.md`) lie outside what the change
    /// reads and come from disk.
    ///
    /// Everything read lies inside the repository once links are resolved, or is named on the
    /// command line (`ReadBoundary`): a discovered document linked from outside becomes a
    /// notice, a configured path leading outside an error at its line.
    static func setup(_ arguments: ParsedArguments, console: Console, root given: String? = nil,
                      installedReader: () throws -> ((String) throws -> [UInt8]?)? = { nil }) throws -> Setup {
        let setupStarted = DispatchTime.now().uptimeNanoseconds
        let rootArgument = given ?? arguments.positionals.first ?? "."
        let root = try Self.root(arguments, console: console, given: given)
        let repository = RepositoryRoot.locate(root)
        let boundary = ReadBoundary(root: repository.path)
        let written = try self.configuration(arguments, console: console, root: repository.checkedFolder, top: repository.path,
                                             within: boundary)
        try written?.checkRepositoryPaths(root: root, within: boundary)
        // A rule about the `Core` target reaches the folders the project's manifests give it.
        let buildTargets = BuildTargets.survey(top: repository.path)
        let configuration = BuildTargets.resolving(written, top: repository.path, prefix: repository.prefix, declared: buildTargets.targets)
        let (documents, refused) = try loadDocuments(arguments, console: console, configuration: configuration, repository: repository,
                                                     boundary: boundary, rootArgument: rootArgument, installedReader: installedReader)
        for warning in documents.warnings { warn(warning, arguments, console) }
        let read = documents.documents.map(\.path)
        let shown = documents.documents.map { shownDocument($0, repository: repository, console: console) }
        var notices: [Finding] = []
        for refusal in refused {
            let shown = ConventionDocuments.Refusal(path: displayPath(refusal.path, console: console), target: refusal.target)
            warn(shown.message, arguments, console)
            notices.append(Finding(ruleId: linkOutsideRuleId, path: RepositoryTopLevel.relative(refusal.path, to: repository.path) ?? refusal.path,
                                   line: 1, severity: .warning, message: shown.message))
        }
        guard !shown.isEmpty else {
            throw PreflightError(file: rootArgument, "no skill documents to read: every one found leads outside the repository")
        }
        PhaseClock.shared.add("setup", since: setupStarted)
        let ruleSet = try compileRuleSet(shown, arguments: arguments, console: console)
        if let configuration { warnUnknownIds(configuration, ruleSet: ruleSet, arguments: arguments, console: console) }
        var inputs = read
        if let file = configuration?.file { inputs.append(file) }
        inputs += buildTargets.manifests.map { (repository.path as NSString).appendingPathComponent($0) }
        if let diff = arguments.value("--diff"), diff != "-" { inputs.append(console.absolute(diff)) }
        var baselines: [String] = []
        if let baseline = arguments.value("--baseline") { baselines.append(console.absolute(baseline)) }
        if let baseline = try configuration?.baselinePath(within: boundary) { baselines.append(console.absolute(baseline)) }
        return Setup(root: root, configuration: configuration, ruleSet: ruleSet, repository: repository, boundary: boundary,
                     notices: notices, inputs: inputs, baselines: baselines, buildTargets: buildTargets)
    }

    /// The documents the run reads — named with `--skill`, listed in the configuration, or
    /// discovered — with their imports expanded, and those refused for leading outside.
    static func loadDocuments(_ arguments: ParsedArguments, console: Console, configuration: Configuration?, repository: RepositoryRoot,
                              boundary: ReadBoundary, rootArgument: String,
                              installedReader: () throws -> ((String) throws -> [UInt8]?)?)
        throws -> (ImportFollower.Outcome, [ConventionDocuments.Refusal]) {
        var sources = arguments.all("--skill").map { ConventionDocuments.Source($0.hasPrefix("/") ? $0 : console.absolute($0), origin: .commandLine) }
        if sources.isEmpty, let configuration, !configuration.skills.isEmpty {
            sources = configuration.skillSources()
        }
        guard sources.isEmpty else {
            let loaded = try ConventionDocuments.load(sources, within: boundary)
            return (try ImportFollower(boundary: boundary, read: nil).expand(loaded.documents), loaded.refused)
        }
        let discovered = ConventionDocuments.discover(top: repository.path, root: repository.checkedFolder, within: boundary)
        guard !discovered.documents.isEmpty || !discovered.refused.isEmpty else {
            throw PreflightError(file: rootArgument, "no convention documents found from here up to the repository's top level "
                + "(looked for \(ConventionDocuments.discoveredKinds)): pass --skill SKILL or list `skills:` in .preflight.yml")
        }
        let base = repository.checkedFolder.hasSuffix("/") ? repository.checkedFolder : repository.checkedFolder + "/"
        let committed = try installedReader().map { read in { (path: String) in try read(String(path.dropFirst(base.count))) } }
        let documents = try ConventionDocuments.load(discovered: discovered.documents, committed: committed,
                                                     covers: { $0.hasPrefix(base) })
        guard !documents.isEmpty || discovered.documents.isEmpty else {
            throw PreflightError(file: rootArgument, "no convention documents in the reviewed change's files: commit (or stage) "
                + "them, or pass --skill SKILL")
        }
        // Imports are read as the documents are: from the reviewed commit below the checked folder.
        let importReader = committed.map { committed in
            { path in path.hasPrefix(base) ? try committed(path) : try ImportFollower.readFromDisk(path) }
        }
        return (try ImportFollower(boundary: boundary, read: importReader).expand(documents), discovered.refused)
    }

    /// A document with the paths a report shows: relative to the repository's top level.
    static func shownDocument(_ document: SkillDocument, repository: RepositoryRoot, console: Console) -> SkillDocument {
        let shownPath = { (path: String) in
            repository.relative(path).flatMap { $0.isEmpty ? nil : $0 } ?? displayPath(path, console: console)
        }
        var shown = document
        shown.path = shownPath(document.path)
        shown.imports = document.imports.map(shownPath)
        shown.importedBy = document.importedBy.map(shownPath)
        return shown
    }

    /// Documents compile (or decode from the cache) independently: one per core.
    static func compileRuleSet(_ documents: [SkillDocument], arguments: ParsedArguments, console: Console) throws -> RuleSet {
        let cache = CompileCache(folder: CompileCache.folder(environment: console.environment, disabled: arguments.has("--no-cache")))
        let ruleSet = RuleSet(skills: try PhaseClock.shared.measure("compile") {
            try concurrentMap(documents) { document in Result { try cache.compile(document) } }.map { try $0.get() }
        })
        for warning in ruleSet.skills.flatMap(\.warnings) { warn(warning, arguments, console) }
        return ruleSet
    }

    /// Item and check ids the configuration names that no skill used has.
    static func warnUnknownIds(_ configuration: Configuration, ruleSet: RuleSet, arguments: ParsedArguments, console: Console) {
        let known = Set(ruleSet.skills.flatMap { skill in [skill.name] + skill.items.map(\.id) + skill.items.flatMap { $0.checks.map(\.id) } })
        for unknown in configuration.unknownItems(known: known) {
            warn("\(configuration.file ?? ".preflight.yml"):\(unknown.line):\(unknown.column): no item or check '\(unknown.id)' in the skills used",
                 arguments, console)
        }
        let confirmable = Set(ruleSet.skills.flatMap { skill in skill.items.map(\.id) + skill.items.flatMap { $0.checks.map(\.id) } })
        for unknown in configuration.unknownConfirmations(known: confirmable) {
            warn("\(configuration.file ?? ".preflight.yml"):\(unknown.line):\(unknown.column): `confirm` names no check or item "
                 + "'\(unknown.id)' of the skills used", arguments, console)
        }
    }

    /// `--config FILE`, else the nearest `.preflight.yml` from the working directory up to the
    /// repository's top level; from the root instead when the working directory is not between
    /// the two (`preflight audit ../other-repo`), so no file outside the repository is read.
    static func configuration(_ arguments: ParsedArguments, console: Console, root: String, top: String,
                              within boundary: ReadBoundary? = nil) throws -> Configuration? {
        if let path = arguments.value("--config") {
            return try Configuration.load(path: console.absolute(path), required: true)
        }
        // Resolved as the repository's paths are, so the comparisons below hold through links.
        let workingDirectory = URL(fileURLWithPath: console.absolute(".")).resolvingSymlinksInPath().path
        let between = RepositoryTopLevel.relative(root, to: workingDirectory) != nil
            && RepositoryTopLevel.relative(workingDirectory, to: top) != nil
        let start = between ? workingDirectory : root
        return try Configuration.find(from: start, upTo: top, within: boundary ?? ReadBoundary(root: top))
    }

    /// An engine for the setup, with its configuration and the root's place in the repository.
    static func engine(_ setup: Setup) -> Engine {
        var engine = Engine(ruleSet: setup.ruleSet, configuration: setup.configuration)
        engine.repositoryPrefix = setup.repository.prefix
        return engine
    }

    /// The engine of a run that reports (`audit`, `review`, `checklist`): it keeps firing rates
    /// beside the compile cache, unless `--no-cache` (or `PREFLIGHT_NO_CACHE`) turns both off.
    static func engine(_ setup: Setup, arguments: ParsedArguments, console: Console) -> Engine {
        var engine = engine(setup)
        engine.rateCache = RateCache(cacheFolder: CompileCache.folder(environment: console.environment, disabled: arguments.has("--no-cache")))
        return engine
    }

    /// `--baseline FILE`, else the configuration's `baseline:` when that file exists (and lies
    /// inside the repository: an error at its line otherwise).
    static func baseline(_ arguments: ParsedArguments, setup: Setup, console: Console) throws -> Baseline? {
        if let path = arguments.value("--baseline") { return try Baseline.load(path: console.absolute(path)) }
        guard let path = try setup.configuration?.baselinePath(within: setup.boundary) else { return nil }
        // A configured baseline that is not there yet is fine: the first run writes it.
        let absolute = console.absolute(path)
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

    /// `warning: …` on stderr, unless `--quiet`.
    static func warn(_ message: String, _ arguments: ParsedArguments, _ console: Console) {
        if !arguments.has("--quiet") { console.err("warning: \(message.displaySafe)\n") }
    }

    /// `note: …` on stderr, unless `--quiet`: something about the run worth a line, not a warning.
    static func note(_ message: String, _ arguments: ParsedArguments, _ console: Console) {
        if !arguments.has("--quiet") { console.err("note: \(message.displaySafe)\n") }
    }

    /// Progress is drawn for a person watching stderr, whatever happens to stdout.
    static func showsProgress(_ arguments: ParsedArguments, console: Console) -> Bool {
        !arguments.has("--quiet") && ProgressReporter.shouldShow(environment: console.environment, stderrIsTerminal: console.stderrIsTerminal)
    }

    /// What `--fail-on` / `--strict` ask for; read before the run, so a contradiction stops it
    /// before anything is written.
    static func failurePolicy(_ arguments: ParsedArguments) throws -> FailurePolicy {
        let named = arguments.value("--fail-on").flatMap(FailurePolicy.init(rawValue:))
        if arguments.has("--strict") {
            if let named, named != .warning {
                throw UsageError(command: nil, message: "--strict means --fail-on warning; it contradicts --fail-on \(named.rawValue)")
            }
            return .warning
        }
        return named ?? .error
    }

    /// Renders the report with its paths rebased on the repository's top level (one name per
    /// file whichever folder was checked), the setup's notices added, and writes it — never
    /// over one of the run's inputs.
    package static func emit(_ report: Report, setup: Setup, format: ReportFormat, arguments: ParsedArguments, console: Console,
                             rootName: String) throws {
        var options = ReportOptions()
        options.useColor = format == .text && arguments.value("--output") == nil && console.usesColor
        options.rootName = rootName
        var shown = report.rebased(prefix: setup.repository.prefix, basePath: setup.repository.path)
        shown.notices = (shown.notices + setup.notices).sorted(by: Finding.ordered)
        if format == .xcode {
            // Xcode opens what it is given: finding paths become absolute against `basePath`
            // (in the reporter); a document path is relative to the repository's top level, or
            // to the working directory for a document outside the repository.
            for skill in shown.skills.indices {
                for item in shown.skills[skill].items.indices {
                    let path = shown.skills[skill].items[item].documentPath
                    let inRepository = shown.basePath.map { ($0 as NSString).appendingPathComponent(path) }
                    shown.skills[skill].items[item].documentPath = path.hasPrefix("/") ? path
                        : inRepository.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil } ?? console.absolute(path)
                }
            }
        }
        var console = console
        console.inputs = setup.inputs + setup.baselines
        console.isCheckedSource = checkedSource(shown.checkedFiles, top: setup.repository.path)
        try PhaseClock.shared.measure("report") {
            try console.emit(output: arguments.value("--output")) { sink in try format.write(shown, options: options, to: sink) }
        }
    }
}

extension RunSupport {
    /// Whether an absolute real path is one of `files` (relative to the repository's top level `top`).
    static func checkedSource(_ files: Set<String>, top: String) -> @Sendable (String) -> Bool {
        let base = ReadBoundary.resolved(top)
        return { real in
            guard let relative = RepositoryTopLevel.relative(real, to: base), !relative.isEmpty else { return false }
            return files.contains(relative)
        }
    }
}

/// Text written to a stream later: a step's warnings, shown only once an earlier step succeeded.
final class HeldText: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    func append(_ text: String) {
        lock.lock()
        parts.append(text)
        lock.unlock()
    }

    func replay(_ write: (String) -> Void) {
        lock.lock()
        let held = parts
        parts = []
        lock.unlock()
        held.forEach(write)
    }
}
