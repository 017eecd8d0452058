import PreflightModel

/// What a block of a convention document is, decided before anything is read from it. Only rules
/// and checklist items become statements; examples become evidence for the statements they
/// illustrate; everything else is listed by `compile` as not read, with its role, so no line of a
/// document disappears without a word.
public enum BlockRole: String, Sendable, Codable, CaseIterable {
    case rule
    case checklist
    /// Code (fenced or labelled ✅ / ❌) that shows how to write, or not to write, something.
    case example
    /// What a tool or an agent prints: a review's report, a transcript, an output format.
    case sampleOutput = "sample-output"
    /// Text to copy and fill in (a PR description, a file skeleton).
    case template
    /// A table that maps or lists (names, versions, options) without saying what to do.
    case referenceTable = "reference-table"
    /// Prose that tells: what the code does, why, what happened, how to run things.
    case narrative
    case heading
}

/// A block that did not become a checklist item or a rule, with why (SPEC: `notRules`).
public struct NotRule: Sendable, Equatable, Codable {
    public var line: Int
    public var role: BlockRole
    /// The block's text, shortened to one line.
    public var text: String

    public init(line: Int, role: BlockRole, text: String) {
        self.line = line
        self.role = role
        self.text = text
    }
}

/// The role a section's headings give every block under it. A heading that names an output, a
/// template or a story makes its whole section non-rules ("## Example output", "### Line 42:
/// …" under it included); a heading about the process (commits, pull requests, builds) keeps its
/// statements but lets no check that reads code come from them.
enum SectionRole: Equatable {
    case rules
    case process
    case notRules(BlockRole)

    /// Every statement of a section asks about the same headings: each path is read once.
    static func of(_ sectionPath: [String]) -> SectionRole {
        known.get(sectionPath) { read($0) }
    }

    private static let known = Memo<[String], SectionRole>()

    static func read(_ sectionPath: [String]) -> SectionRole {
        var process = false
        for title in sectionPath {
            let lower = title.lowercasedFast()
            let hits = Lexicon.hits(in: Array(lower))
            // The title's words, without numbering, marks or emoji ("## 3. Background ✨").
            let words = lower.split(whereSeparator: { !$0.isLetterFast && $0 != "-" }).joined(separator: " ")
            func names(_ cue: Cue) -> Bool {
                hits.contains { $0.cue == cue && ($0.phrase.includes(" ") || $0.phrase == words) }
            }
            if names(.outputHeading) { return .notRules(.sampleOutput) }
            if names(.templateHeading) { return .notRules(.template) }
            if names(.narrativeHeading) { return .notRules(.narrative) }
            // "## PR checklist", "## Before committing": the pre-delivery checklist of the code.
            if hits.contains(where: { $0.cue == .processTopic }), !ChecklistSection.isChecklist(title) { process = true }
        }
        return process ? .process : .rules
    }
}

/// Statements about how work is done rather than about code: "use a concise subject line
/// (50–70 characters)" is no line-length rule, "PRs target `dev`, not `main`" no ban on a
/// `main` call. Such a statement stays an item; only checks about the tree or the change (paths
/// that must not be committed, files that change together) may come from it.
enum ProcessTopic {
    static func applies(to statement: Statement) -> Bool {
        if SectionRole.of(statement.sectionPath) == .process { return true }
        // In the modality detector's form: one cue scan, cached.
        let prose = ModalityDetector.scanForm(StatementExtractor.Walker.proseOf(statement.text))
        let hits = Lexicon.hits(in: prose)
        if hits.contains(where: { $0.cue == .processSubject }) { return true }
        // "PRs must target `dev`", "Commits stay small": the process is the statement's subject.
        let first = prose.firstIndex(where: { $0.isLetterFast })
        return hits.contains { $0.cue == .processTopic && $0.range.lowerBound == first }
    }
}
