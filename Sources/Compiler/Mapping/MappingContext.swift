import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A check a mapper made from a reading, with where it came from and how severe it is.
package struct Mapped {
    package var check: any Check
    package var origin: String
    package var severity: Severity
    /// The human escape the statement leaves ("unless the failure is unrecoverable"): the check
    /// runs only when the configuration asks for escaped bans as warnings (`escapes: warn`).
    package var escape: String? = nil
    /// The mapper read the whole statement into this check (a Boolean noun and its examples):
    /// nothing of it is left for a person, whatever words the check's summary shares with it.
    package var decidesWholeStatement = false
    /// The words of the statement that named what the check finds, when the mapper knows them
    /// (a concept's phrase as written): their clause is the one the check decides, whatever
    /// language the statement speaks and the check's summary does not.
    package var namedBy: String? = nil
}

/// What a mapper sees of one statement: its reading, the document around it, and the terms of
/// the headings above it (a rule under "## Views" speaks of views). Mappers record the targets
/// they turned into checks, so the generic forbidden-code mapper leaves those alone, and why a
/// target stayed manual.
package struct MappingContext {
    package let statement: Statement
    package let reading: Reading
    package let document: SkillDocument
    /// Families, folders and types the section headings name, innermost first.
    package let headingPlaces: [Term]
    package var claimed = Set<Int>()
    package var missing: [String] = []

    package init(statement: Statement, reading: Reading, document: SkillDocument, headingPlaces: [Term]) {
        self.statement = statement
        self.reading = reading
        self.document = document
        self.headingPlaces = headingPlaces
    }

    package var languages: Set<SourceLanguage> {
        let text = (statement.text + " " + statement.sectionPath.joined(separator: " ")).lowercasedFast()
        let kotlinCode = statement.codeSpans.contains { span in
            span.hasPrefix("fun ") || span.includes(" fun ") || span.hasPrefix("val ") || span.hasSuffix(".kt")
        }
        if kotlinCode || text.includes("kotlin") || text.includes(".kt") { return [.kotlin] }
        return [.swift]
    }

    package mutating func claim(_ term: Term) { claimed.insert(term.position) }
    package func isClaimed(_ term: Term) -> Bool { claimed.contains(term.position) }

    package mutating func miss(_ reason: String) {
        if !missing.contains(reason) { missing.append(reason) }
    }

    /// The frame's severity: obligations and prohibitions are errors, preferences and rules with
    /// a human escape ("unless required") warnings.
    package func severity(of frame: RuleFrame) -> Severity {
        frame.escape != nil ? .warning : frame.modality.severity
    }
}

extension MappingContext {
    /// The code the statement names, classified, in order (bare API names included).
    package var spans: [CodeSpan] { reading.terms.compactMap(\.span) }

    package var codeTerms: [Term] { reading.terms.filter(\.isCode) }

    /// Whether the statement (prose) carries a cue of this kind.
    package func has(_ cue: Cue) -> Bool { reading.has(cue) }

    /// Whether any of these English words stands in the prose (for shapes the lexicon has no
    /// role for yet, such as a member-kind noun).
    package func mentionsWord(_ words: Set<String>) -> Bool {
        var word = ""
        for character in reading.utterance.characters {
            if character.isLetterFast { word.append(character); continue }
            if words.contains(word) { return true }
            word = ""
        }
        return words.contains(word)
    }

    /// A name pattern the statement or its section title speaks of (`~Item`, `…ViewModel`).
    package var subjectPattern: (prefix: String, suffix: String)? {
        for span in spans {
            if case let .namePattern(prefix, suffix) = span, !suffix.isEmpty { return (prefix, suffix) }
        }
        for title in statement.sectionPath.reversed() {
            for word in title.split(separator: " ") {
                let cleaned = word.trimming("`*_")
                if case let .namePattern(prefix, suffix) = CodeSpan.classify(cleaned), !suffix.isEmpty, prefix.isEmpty {
                    return (prefix, suffix)
                }
            }
        }
        return nil
    }

    /// The attribute a section title names (`@Reducer` rules).
    package var sectionAttribute: String? {
        for title in statement.sectionPath.reversed() {
            for word in title.split(separator: " ") where word.hasPrefix("@") || word.hasPrefix("`@") {
                if case let .attribute(name) = CodeSpan.classify(word.trimming("`")) { return name }
            }
        }
        return nil
    }

    /// The family of types the statement speaks of in prose ("view models", "views"), or its heading does.
    package var family: TypeFamily? {
        reading.terms.compactMap(\.family).first ?? headingPlaces.compactMap(\.family).first
    }

    /// The list that directly follows the statement in its section.
    package var followingList: MarkdownBlock? {
        var found = false
        for (block, path) in document.blocksWithSections where path == statement.sectionPath {
            if found { return block.isList ? block : nil }
            if block.startLine <= statement.line && statement.line <= block.endLine { found = true }
        }
        return nil
    }

    /// Whether the statement requires (an obligation or a preference), else forbids.
    package var requires: Bool { statement.modality.map { !$0.isNegative } ?? (statement.kind == .checklist) }

    package mutating func claimAll(where predicate: (Term) -> Bool) {
        for term in reading.terms where predicate(term) { claim(term) }
    }
}
