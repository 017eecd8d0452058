import Foundation
import PreflightDocument
import PreflightModel
import PreflightRepository

/// A plain convention document `validate` found (`AGENTS.md`, `CLAUDE.md`, Copilot instructions,
/// Cursor rules) and the agents that read it from where it is.
public struct ValidatedDocument: Sendable, Equatable {
    /// Relative to the validated path, forward slashes.
    public var path: String
    public var agents: [AgentProfile]
    /// The document that imports it (`@docs/rules.md` in `CLAUDE.md`), as shown; its agents read it.
    public var importedBy: String?

    public init(path: String, agents: [AgentProfile], importedBy: String? = nil) {
        self.path = path
        self.agents = agents
        self.importedBy = importedBy
    }

    /// "Claude Code", or "Claude Code (imported by `CLAUDE.md`)".
    public var readers: String {
        let names = agents.isEmpty ? "no agent" : agents.map(\.displayName).joined(separator: ", ")
        return importedBy.map { names + " (imported by `\($0)`)" } ?? names
    }
}

/// What `validate` checks in a convention document: that it reads (frontmatter included, for the
/// kinds that have one), that a Cursor rule can be applied at all, and the hygiene rules every
/// instruction file gets (invisible characters, hidden instructions, secrets).
enum ConventionDocumentValidation {
    static func validate(base: String, display: (String) -> String)
        -> (documents: [ValidatedDocument], findings: [Finding], read: [String]) {
        var documents: [ValidatedDocument] = []
        var findings: [Finding] = []
        var read: [String] = []
        let discovery = ConventionDocuments.plainDocuments(top: base, root: base)
        // The repository's files, listed once and only if a scoped document asks.
        var files: [String]?
        let listing = { () -> [String] in
            if let files { return files }
            let listed = (try? Workspace(root: base, classify: false).paths) ?? []
            files = listed
            return listed
        }
        var importers: [(path: String, document: ValidatedDocument, depth: Int)] = []
        for found in discovery.documents {
            guard let relative = RepositoryTopLevel.relative(found.path, to: base) else { continue }
            let shown = display(relative)
            let validated = ValidatedDocument(path: shown, agents: AgentCatalog.agents(readingDocument: relative))
            documents.append(validated)
            findings += check(found.path, shown: shown, base: base, files: listing)
            read.append(found.path)
            if SkillDocument.importingFileNames.contains((found.path as NSString).lastPathComponent) {
                importers.append((found.path, validated, 1))
            }
        }
        // Imported documents are documents too: listed under their importer's agents, checked alike.
        var seen = Set(read.map(ReadBoundary.resolved))
        let boundary = ReadBoundary(root: base)
        while !importers.isEmpty {
            let importer = importers.removeFirst()
            guard importer.depth <= SkillDocument.maximumImportDepth else { continue }
            for path in importedFiles(importer.path, within: boundary) where seen.insert(ReadBoundary.resolved(path)).inserted {
                guard let relative = RepositoryTopLevel.relative(path, to: base) else { continue }
                let shown = display(relative)
                let validated = ValidatedDocument(path: shown, agents: importer.document.agents, importedBy: importer.document.path)
                documents.append(validated)
                findings += check(path, shown: shown, base: base, files: listing, imported: true)
                read.append(path)
                importers.append((path, validated, importer.depth + 1))
            }
        }
        // A document linked from outside the validated path is named, never read.
        for refusal in discovery.refused {
            let shown = RepositoryTopLevel.relative(refusal.path, to: base).map(display) ?? refusal.path
            findings.append(ValidationRules.layoutLinkOutside.finding(shown, line: 1,
                "'\((refusal.path as NSString).lastPathComponent)' is a link to '\(refusal.target)', outside the validated path: it was not read"))
        }
        return (documents, findings, read)
    }

    /// The Markdown files inside `boundary` that the document at `path` imports.
    static func importedFiles(_ path: String, within boundary: ReadBoundary) -> [String] {
        guard let bytes = try? BoundedRead.contents(of: path, limit: SkillValidator.maximumFileSize, shown: path, what: "documents"),
              let document = try? SkillDocument.parse(bytes: bytes, path: path) else { return [] }
        let folder = (path as NSString).deletingLastPathComponent
        return document.importCandidates.compactMap { candidate in
            ImportPath.resolve(candidate.reference, from: folder, within: boundary).flatMap { ConventionDocuments.isFile($0) ? $0 : nil }
        }
    }

    /// `imported`: read because another document imports it, so its own `@path` lines import too.
    static func check(_ path: String, shown: String, base: String, files: () -> [String] = { [] }, imported: Bool = false) -> [Finding] {
        let data: Data
        do {
            // Bounded, and never blocking on a FIFO planted as AGENTS.md.
            guard let bytes = try BoundedRead.contents(of: path, limit: SkillValidator.maximumFileSize, shown: shown, what: "documents") else {
                return [ValidationRules.fileUnreadable.finding(shown, line: 1, "the document cannot be read: check its permissions")]
            }
            data = Data(bytes)
        } catch let error as PreflightError {
            return [ValidationRules.fileUnreadable.finding(shown, line: 1, "the document was not read: it \(error.message)")]
        } catch {
            return [ValidationRules.fileUnreadable.finding(shown, line: 1, "the document cannot be read")]
        }
        let text: SkillText
        switch SkillText.decode(data, path: shown) {
        case let .problem(finding):
            // An empty AGENTS.md is allowed to exist; it just says nothing.
            if finding.ruleId == ValidationRules.fileEmpty.id {
                return [ValidationRules.documentEmpty.finding(shown, line: 1, "the document is empty: agents get no instructions from it")]
            }
            return [finding]
        case let .text(decoded):
            text = decoded
        }
        var findings: [Finding] = []
        do {
            let document = try SkillDocument.parse(text: text.text, path: shown)
            if DocumentScope.isCursorRule(path) { findings += cursorRuleFindings(document, shown: shown) }
            findings += brokenImports(document, at: path, shown: shown, base: base, imported: imported)
            findings += unmatchedScope(document, shown: shown, files: files)
            findings += length(text.text, at: path, shown: shown)
        } catch let error as PreflightError {
            findings.append(ValidationRules.documentSyntax.finding(shown, line: error.line ?? 1, column: error.column, error.message))
        } catch {
            findings.append(ValidationRules.documentSyntax.finding(shown, line: 1, "\(error)"))
        }
        HygieneRules.check(text.lines, path: shown, into: &findings)
        return findings
    }

    /// The `@path` imports of an instruction file that name a Markdown file which is not there.
    /// A word that does not read as a path to one (`@MainActor`, `@package.json`), or that leaves
    /// the validated path (`@~/.claude/mine.md`, a person's own file), is not judged.
    static func brokenImports(_ document: SkillDocument, at path: String, shown: String, base: String, imported: Bool = false) -> [Finding] {
        guard imported || SkillDocument.importingFileNames.contains((path as NSString).lastPathComponent) else { return [] }
        let boundary = ReadBoundary(root: base)
        let folder = (path as NSString).deletingLastPathComponent
        return document.importCandidates.compactMap { candidate in
            guard let target = ImportPath.resolve(candidate.reference, from: folder, within: boundary), !ConventionDocuments.isFile(target) else { return nil }
            return ValidationRules.documentBrokenImport.finding(shown, line: candidate.line,
                "'@\(candidate.reference)' imports nothing: there is no such file, so the agent reads this line as plain text")
        }
    }

    /// A document scoped to files (`applyTo`, `globs`, `paths`) whose globs match none of the
    /// repository's files: the agent never applies it.
    static func unmatchedScope(_ document: SkillDocument, shown: String, files: () -> [String]) -> [Finding] {
        let globs = DocumentScope.globs(of: document)
        guard !globs.isEmpty else { return [] }
        let compiled = globs.map(Glob.init)
        let segmented = files().lazy.map(Glob.segments)
        guard !segmented.contains(where: { segments in compiled.contains { $0.matches(segments: segments) } }) else { return [] }
        return [ValidationRules.documentScopeMatchesNothing.finding(shown, line: 1,
            "its globs (" + globs.map { "'\($0)'" }.joined(separator: ", ") + ") match no file of the repository: the agent never applies it")]
    }

    /// Windsurf cuts a rule file after its first 6,000 characters; what follows is never read.
    static let windsurfCharacterLimit = 6_000

    static func length(_ text: String, at path: String, shown: String) -> [Finding] {
        let isWindsurf = DocumentScope.isWindsurfRule(path) || (path as NSString).lastPathComponent == ".windsurfrules"
        guard isWindsurf, text.count > windsurfCharacterLimit else { return [] }
        let cut = text.prefix(windsurfCharacterLimit)
        let line = cut.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
        return [ValidationRules.documentTooLong.finding(shown, line: line,
            "\(text.count) characters: Windsurf reads the first \(windsurfCharacterLimit) of a rule file, so everything from about this line on is never read — split it into several rule files")]
    }

    /// Cursor applies a rule always (`alwaysApply: true`), to files matching `globs`, or when the
    /// agent judges its `description` relevant; with none of the three it is applied only when a
    /// person names it.
    static func cursorRuleFindings(_ document: SkillDocument, shown: String) -> [Finding] {
        let frontmatter = document.frontmatter
        let always = frontmatter?["alwaysApply"]?.scalar
        if let always, !["true", "false"].contains(always.lowercased()) {
            return [ValidationRules.documentSyntax.finding(shown, line: frontmatter?["alwaysApply"]?.line ?? 1,
                "'alwaysApply' is \"\(always)\": Cursor reads only true or false")]
        }
        let hasGlobs = !(frontmatter?["globs"]?.scalar ?? "").isEmpty || !(frontmatter?["globs"]?.sequence ?? []).isEmpty
        let hasDescription = !(frontmatter?["description"]?.scalar ?? "").isEmpty
        guard always?.lowercased() != "true", !hasGlobs, !hasDescription else { return [] }
        return [ValidationRules.documentNeverApplied.finding(shown, line: 1,
            "this Cursor rule has no globs, no description and no 'alwaysApply: true': Cursor applies it only when someone names it")]
    }
}
