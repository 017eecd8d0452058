import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// What a recognizer may look at besides the statement: its section's title (a rule under
/// "`~Item` rules" speaks of `…Item` types), and the blocks around it in the document.
struct RecognitionContext {
    package let statement: Statement
    package let document: SkillDocument
    let clauses: [Clause]
    package let spans: [CodeSpan]
    /// Prose of the statement in lower case, code spans removed.
    package let prose: String
    /// Words of the statement (prose only), lower case.
    package let words: [String]

    package init(statement: Statement, document: SkillDocument) {
        self.statement = statement
        self.document = document
        clauses = Clauses.analyze(statement.text, modality: statement.modality)
        spans = statement.codeSpans.map(CodeSpan.classify)
        // Computed once: every recognizer asks `mentions(…)` several times per statement.
        prose = clauses.map(\.prose).joined(separator: " ").lowercased()
        words = prose.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }).map(String.init)
    }

    package func mentions(_ phrases: String...) -> Bool {
        let text = " " + prose + " "
        let words = self.words
        return phrases.contains { phrase in
            phrase.contains(" ") ? text.contains(phrase) : words.contains(phrase)
                || words.contains(where: { $0.hasPrefix(phrase) && $0.count <= phrase.count + 3 })
        }
    }

    /// Spans of clauses with the given polarity.
    package func spans(_ polarity: Clause.Polarity) -> [CodeSpan] {
        clauses.filter { $0.polarity == polarity }.flatMap { $0.spans.map(CodeSpan.classify) }
    }

    /// A name pattern the statement or its section title speaks of (`~Item`, `…ViewModel`).
    var subjectPattern: (prefix: String, suffix: String)? {
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

    /// Attribute spans of the statement's section title (`@Reducer` rules).
    var sectionAttribute: String? {
        for title in statement.sectionPath.reversed() {
            for word in title.split(separator: " ") where word.hasPrefix("@") || word.hasPrefix("`@") {
                if case let .attribute(name) = CodeSpan.classify(word.trimming("`")) { return name }
            }
        }
        return nil
    }

    /// The types a forbidding clause speaks of: "A view model never …" → `…ViewModel`,
    /// "Views must not …" → `View`.
    func subject(of clause: Clause) -> TypeSelector? {
        let words = clause.prose.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }).map(String.init)
        let cues: Set<String> = ["never", "not", "don't", "doesn't", "cannot", "can't", "mustn't", "shouldn't"]
        guard let cue = words.firstIndex(where: cues.contains) else { return nil }
        var subject = Array(words[..<cue])
        if let last = subject.last, ["must", "should", "does", "do", "may", "can", "will", "is", "are"].contains(last) { subject.removeLast() }
        while let first = subject.first, ["a", "an", "the", "every", "each", "any", "swiftui", "uikit"].contains(first) { subject.removeFirst() }
        guard (1...2).contains(subject.count), subject.allSatisfy({ $0.count > 2 }) else { return nil }
        if subject.count == 1 {
            return ["view", "views"].contains(subject[0]) ? TypeSelector(conformance: "View") : nil
        }
        return TypeSelector(nameSuffix: String.pascalNoun(subject))
    }

    static let subjectVerbs: Set<String> = [
        "get", "gets", "use", "uses", "are", "is", "must", "should", "have", "has", "hold", "holds", "never", "do", "does",
        "take", "takes", "receive", "receives", "expose", "exposes", "own", "owns", "go", "goes", "live", "lives", "call",
        "calls", "return", "returns", "keep", "keeps", "stay", "stays", "read", "reads", "may", "can", "only", "always",
    ]

    /// The noun phrase a statement opens with ("View models get …" → `…ViewModel`), for a
    /// forbidding clause that names no subject of its own ("…, never `@LazyInjectService`").
    func sentenceSubject(of clause: Clause) -> TypeSelector? {
        guard let position = clauses.firstIndex(where: { $0.text == clause.text && $0.spans == clause.spans }) else { return nil }
        var start = position
        while start > 0, !clauses[start].afterBreak { start -= 1 }
        guard start < position else { return nil }
        let first = clauses[start]
        var words = first.prose.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
        while let head = words.first, ["a", "an", "the", "every", "each", "all", "swiftui", "uikit"].contains(head) { words.removeFirst() }
        if words.count >= 3, Self.subjectVerbs.contains(words[2]), !Self.subjectVerbs.contains(words[1]), words[0].count > 2, words[1].count > 2 {
            return TypeSelector(nameSuffix: String.pascalNoun(Array(words[0...1])))
        }
        if words.count >= 2, Self.subjectVerbs.contains(words[1]), ["view", "views"].contains(words[0]) {
            return TypeSelector(conformance: "View")
        }
        return nil
    }

    /// The protocol a "view" statement is about: "in a view", "inside views", "`View` structs".
    var viewScope: String? {
        let text = " " + prose + " "
        let inView = [" in views", " in a view", " inside views", " inside a view", " in view ", " view body", " view struct",
                      " inside the view", " in the view", " within a view", " within views", " views ", " view's "]
        if inView.contains(where: text.contains) { return "View" }
        if statement.codeSpans.contains("View"), text.contains(" in ") || text.contains(" inside ") { return "View" }
        return nil
    }

    package var languages: Set<SourceLanguage> {
        let text = (statement.text + " " + statement.sectionPath.joined(separator: " ")).lowercased()
        let kotlinCode = statement.codeSpans.contains { span in
            span.hasPrefix("fun ") || span.contains(" fun ") || span.hasPrefix("val ") || span.hasSuffix(".kt")
        }
        if kotlinCode || text.contains("kotlin") || text.contains(".kt") { return [.kotlin] }
        return [.swift]
    }

    /// The list that directly follows the statement in its section (an ordered list under
    /// "declare members in this order:").
    var followingList: MarkdownBlock? {
        var found = false
        for (block, path) in document.blocksWithSections where path == statement.sectionPath {
            if found { return block.isList ? block : nil }
            if block.startLine <= statement.line && statement.line <= block.endLine { found = true }
        }
        return nil
    }
}

extension String {
    /// "view models" → "ViewModel", "view-model types" → "ViewModel".
    static func pascalNoun(_ words: [String]) -> String {
        words.flatMap { $0.split(separator: "-") }.map { word -> String in
            var singular = String(word)
            if singular.hasSuffix("ies"), singular.count > 4 { singular = String(singular.dropLast(3)) + "y" }
            else if singular.hasSuffix("s"), !singular.hasSuffix("ss"), singular.count > 3 { singular = String(singular.dropLast()) }
            return singular.prefix(1).uppercased() + singular.dropFirst()
        }.joined()
    }
}

extension String {
    /// The contents of the backtick spans in Markdown text.
    var backtickedSpans: [String] {
        let parts = split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
