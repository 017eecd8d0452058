import Foundation
import PreflightModel
import PreflightReport
import PreflightRepository

public struct ValidationOptions: Sendable {
    /// Warn above this many lines in SKILL.md (the spec recommends under 500).
    public var maxLines: Int
    /// Warn above this many approximate tokens in the body (the spec recommends under 5000).
    public var maxTokens: Int
    /// The user's home folder: validating it applies the user-level skill folders.
    public var homeDirectory: String?

    public init(maxLines: Int = 500, maxTokens: Int = 5000, homeDirectory: String? = nil) {
        self.maxLines = maxLines
        self.maxTokens = maxTokens
        self.homeDirectory = homeDirectory
    }
}

/// `preflight validate` as a library call.
///
/// Benchmark note (release build, 2-core VM shared with other builds, load average 5-6, so
/// only ~0.5 CPU was free): 1,000 installed skills — the four shipped skills copied 250 times,
/// 211,000 lines — take 0.75-1.1 s of CPU in total (`perf stat` task-clock), 1.5-2.3 s wall
/// here; 1,000 synthetic 40-line skills dense in links, code spans and skill mentions take
/// 0.6-0.85 s of CPU. Per-file work runs on every core
/// (`DispatchQueue.concurrentPerform`); lines are ruled out by byte tests (`hasBytes`) before
/// any regular expression runs, and links, code spans and mentions use hand-written scanners
/// (`LineScanner`). Measure with `perf stat -r 5 preflight validate <tree> --format text`.
public enum SkillValidator {
    /// `paths` as typed, each with its absolute form. Throws `PreflightError` when a path does not
    /// exist or cannot be read; everything found inside becomes a finding.
    public static func validate(paths: [(argument: String, absolute: String)], options: ValidationOptions = ValidationOptions()) throws -> ValidationReport {
        var locators: [SkillLocator] = []
        for (argument, absolute) in paths {
            let prefix = paths.count > 1 ? displayPrefix(argument, absolute: absolute) : ""
            locators.append(try SkillLocator.locate(argument: argument, absolute: absolute, prefix: prefix, home: options.homeDirectory))
        }
        var findings = locators.flatMap(\.findings)
        let candidates = distinctCandidates(locators)
        // A repository's plain convention documents are validated too.
        var documents: [ValidatedDocument] = []
        var documentCounts: [Int] = []
        var readDocuments: [String] = []
        for locator in locators {
            guard locator.mode == .repository else { documentCounts.append(0); continue }
            let found = ConventionDocumentValidation.validate(base: locator.base, display: locator.display)
            documents += found.documents
            findings += found.findings
            readDocuments += found.read
            documentCounts.append(found.documents.count)
        }
        for (index, (locator, (argument, _))) in zip(locators, paths).enumerated()
        where locator.candidates.isEmpty && documentCounts[index] == 0 {
            findings.append(nothingFound(locator, argument: argument))
        }
        // Phase 1: each file on its own (parallel).
        let readable = candidates.filter { $0.outsideTarget == nil }
        let skills = concurrentlyParsed(readable, options: options)
        // Phase 2: references (need the installed names).
        findings += skills.flatMap(\.findings) + references(skills, candidates: candidates, locators: locators)
        findings += shadowing(skills)

        var validated = skills.map { skill in
            ValidatedSkill(name: skill.declaredName ?? skill.candidate.installs.first?.entryName ?? "?",
                           path: skill.candidate.displayPath, installs: skill.candidate.installs, linkTarget: nil)
        }
        validated += candidates.filter { $0.outsideTarget != nil }.map { candidate in
            ValidatedSkill(name: candidate.installs.first?.entryName ?? "?", path: candidate.displayPath,
                           installs: candidate.installs, linkTarget: candidate.outsideTarget)
        }
        validated.sort { ($0.path, $0.name) < ($1.path, $1.name) }
        var report = ValidationReport(paths: paths.map(\.argument), skills: validated, documents: documents, findings: findings)
        report.readFiles = readable.map(\.file.path) + readDocuments
        return report
    }

    /// One candidate per real folder across all paths, its installs gathered.
    static func distinctCandidates(_ locators: [SkillLocator]) -> [SkillCandidate] {
        var candidates: [SkillCandidate] = []
        var seen: [String: SkillCandidate] = [:]
        for candidate in locators.flatMap(\.candidates) {
            if let first = seen[candidate.realFolder] {
                first.installs.append(contentsOf: candidate.installs)
            } else {
                seen[candidate.realFolder] = candidate
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// A path that held neither a skill nor a convention document: said, since nothing was validated.
    static func nothingFound(_ locator: SkillLocator, argument: String) -> Finding {
        let looked = locator.mode == .repository
            ? "looked in \(AgentCatalog.projectFolders.joined(separator: ", ")), for SKILL.md files elsewhere and for "
                + AgentCatalog.conventionDocuments.joined(separator: ", ")
            : "looked for <name>/SKILL.md folders"
        return ValidationRules.layoutNoSkills.finding(locator.display(""), line: 1,
            "no skill found in '\(argument)' (\(looked)); nothing was validated — a skill is <skills folder>/<name>/SKILL.md")
    }

    static func concurrentlyParsed(_ readable: [SkillCandidate], options: ValidationOptions) -> [ParsedSkill] {
        var parsed = [ParsedSkill?](repeating: nil, count: readable.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: readable.count) { index in
            let result = parse(readable[index], options: options)
            lock.lock()
            parsed[index] = result
            lock.unlock()
        }
        return parsed.compactMap { $0 }
    }

    /// The references of every skill (links, mentions of other skills), checked against the
    /// names installed beside it, in parallel.
    static func references(_ skills: [ParsedSkill], candidates: [SkillCandidate], locators: [SkillLocator]) -> [Finding] {
        // Names every other skill may refer to.
        var installed: Set<String> = []
        for candidate in candidates {
            for install in candidate.installs { if let name = install.entryName { installed.insert(name.nfc) } }
        }
        for skill in skills { if let name = skill.declaredName { installed.insert(name.nfc) } }
        let knowsInstalled = locators.contains { $0.mode == .repository || $0.mode == .skillsFolder }
        let installedList = installed.sorted()
        let suggestions = ReferenceRules.SuggestionCache()
        var referenceFindings = [[Finding]](repeating: [], count: skills.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: skills.count) { index in
            let skill = skills[index]
            guard let text = skill.text else { return }
            var found: [Finding] = []
            let context = ReferenceRules.Context(folder: skill.candidate.file.deletingLastPathComponent().resolvingSymlinksInPath(),
                                                 declaredName: skill.declaredName,
                                                 installedNames: knowsInstalled ? installed : nil, installedList: installedList,
                                                 suggestions: suggestions)
            ReferenceRules.check(text.lines, bodyStart: skill.bodyStart, context: context, path: skill.candidate.displayPath, into: &found)
            lock.lock()
            referenceFindings[index] = found
            lock.unlock()
        }
        return referenceFindings.flatMap { $0 }
    }

    static func displayPrefix(_ argument: String, absolute: String) -> String {
        var typed = argument.replacingOccurrences(of: "\\", with: "/")
        while typed.count > 1, typed.hasSuffix("/") { typed.removeLast() }
        if FileKind.of(absolute, following: true) == .file { typed = (typed as NSString).deletingLastPathComponent }
        if typed.hasPrefix("./") { typed.removeFirst(2) }
        return typed.isEmpty || typed == "." ? "" : typed
    }

    package struct ParsedSkill {
        package var candidate: SkillCandidate
        package var text: SkillText?
        var declaredName: String?
        var bodyStart: Int
        package var findings: [Finding]
    }

    /// Largest skill file read: far past the 500-line budget, and a bound on memory.
    static let maximumFileSize = 2 * 1024 * 1024

    package static func parse(_ candidate: SkillCandidate, options: ValidationOptions) -> ParsedSkill {
        let path = candidate.displayPath
        var findings: [Finding] = []
        var skill = ParsedSkill(candidate: candidate, text: nil, declaredName: nil, bodyStart: 0, findings: [])
        let data: Data
        do {
            // Bounded, and never blocking on a FIFO planted as SKILL.md.
            guard let bytes = try BoundedRead.contents(of: candidate.file.path, limit: maximumFileSize, shown: path, what: "skill files") else {
                skill.findings = [ValidationRules.fileUnreadable.finding(path, line: 1, "the skill file cannot be read: check its permissions")]
                return skill
            }
            data = Data(bytes)
        } catch let error as PreflightError {
            skill.findings = [ValidationRules.fileUnreadable.finding(path, line: 1, "the skill file was not read: it \(error.message)")]
            return skill
        } catch {
            skill.findings = [ValidationRules.fileUnreadable.finding(path, line: 1, "the skill file cannot be read")]
            return skill
        }
        let text: SkillText
        switch SkillText.decode(data, path: path) {
        case let .problem(finding):
            skill.findings = [finding]
            return skill
        case let .text(decoded):
            text = decoded
        }
        let outcome = FrontmatterRules.check(text, path: path, into: &findings)
        let agents = candidate.installs.flatMap(\.agents)
        var uniqueAgents: [AgentProfile] = []
        for agent in agents where !uniqueAgents.contains(agent) { uniqueAgents.append(agent) }
        if let root = outcome.root {
            skill.declaredName = NameRules.check(root, installNames: installNames(candidate), path: path, into: &findings)
            FrontmatterRules.checkFields(root, agents: uniqueAgents, path: path, into: &findings)
        }
        let body = text.lines.dropFirst(outcome.bodyStart)
        if outcome.root != nil, body.allSatisfy({ $0.isBlankLine }) {
            findings.append(ValidationRules.fileNoBody.finding(path, line: outcome.bodyStart,
                "the skill has no instructions after the frontmatter: write the body the agent follows when it uses the skill"))
        }
        if text.lines.count > options.maxLines {
            findings.append(ValidationRules.fileTooManyLines.finding(path, line: options.maxLines + 1,
                "SKILL.md has \(text.lines.count) lines, over the budget of \(options.maxLines): move detail into files under references/ and link them"))
        }
        let tokens = TextMetrics.approximateTokens(body.joined(separator: "\n"))
        if tokens > options.maxTokens {
            findings.append(ValidationRules.fileTooManyTokens.finding(path, line: outcome.bodyStart + 1,
                "the body is about \(tokens) tokens, over the budget of \(options.maxTokens): agents load all of it — move detail into references/ files"))
        }
        HygieneRules.check(text.lines, path: path, into: &findings)
        skill.text = text
        skill.bodyStart = outcome.root == nil && outcome.yamlLines.isEmpty ? 0 : outcome.bodyStart
        skill.findings = findings
        return skill
    }

    /// The names the skill is installed under (folder or link names), NFC, de-duplicated.
    static func installNames(_ candidate: SkillCandidate) -> [String] {
        var names: [String] = []
        for install in candidate.installs {
            if let name = install.entryName, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The same name installed twice with different content: agents that see both load one.
    static func shadowing(_ skills: [ParsedSkill]) -> [Finding] {
        var groups: [String: [ParsedSkill]] = [:]
        var order: [String] = []
        for skill in skills {
            guard let name = (skill.declaredName ?? skill.candidate.installs.first?.entryName)?.nfc else { continue }
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(skill)
        }
        var findings: [Finding] = []
        for name in order {
            guard let group = groups[name], group.count > 1 else { continue }
            let sorted = group.sorted { $0.candidate.displayPath < $1.candidate.displayPath }
            let first = sorted[0]
            for other in sorted.dropFirst() where other.text?.text != first.text?.text {
                let firstAgents = Set(first.candidate.installs.flatMap { $0.agents.map(\.id) })
                let both = AgentCatalog.agents.filter { agent in firstAgents.contains(agent.id) && other.candidate.installs.contains { $0.agents.contains(agent) } }
                let who = both.isEmpty ? "agents reading either folder get different instructions"
                    : "\(both.map(\.displayName).joined(separator: ", ")) \(both.count == 1 ? "sees" : "see") both and load\(both.count == 1 ? "s" : "") only one"
                findings.append(ValidationRules.layoutShadowed.finding(other.candidate.displayPath, line: 1,
                    "the skill '\(name)' is also installed at \(first.candidate.displayPath) with different content (\(who)): keep one copy and link the other installs to it"))
            }
        }
        return findings
    }
}
