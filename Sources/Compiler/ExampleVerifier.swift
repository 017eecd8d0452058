import PreflightChecks
import PreflightSwiftSource

/// Runs a statement's checks on the document's own examples: a Don't example must trigger at
/// least one of them, a Do example none. Agreement is recorded as confirmation, disagreement
/// as a contradiction with both lines. Only checks that read code, and whose description says a
/// fragment can show them (`verifiableOnExamples`), are run on examples.
enum ExampleVerifier {
    package static func language(of example: CodeExample) -> SourceLanguage? {
        switch example.language {
        case "swift", "": return .swift
        case "kotlin", "kt", "kts": return .kotlin
        default: return nil
        }
    }

    /// A path inside the check's scope, so scoped checks (`Core/**`) see the example as theirs.
    package static func path(for check: any FileCheck, language: SourceLanguage) -> String {
        let ext = language == .kotlin ? "kt" : "swift"
        guard let glob = check.scope.first?.pattern else { return "Example/Example.\(ext)" }
        let folder = glob.replacingOccurrences(of: "**", with: "Example").replacingOccurrences(of: "*", with: "Example")
        return folder.hasSuffix("Example") ? folder + "/Example.\(ext)" : folder + "/Example/Example.\(ext)"
    }

    /// Examples are often fragments (`var body: some View { … }`); a check that looks only inside
    /// some types (its scope's `enclosingTypes`) sees the fragment inside one, and a check that
    /// reads only files using something (`whenFileContains`) sees it in such a file.
    package static func wrapped(_ code: String, for check: any FileCheck) -> String {
        let context = check.codeScope.whenFileContains
        if let pattern = context.first {
            // The example stands for code in such a file ("in a view bound to a store").
            let probe = SourceFile(path: "fragment.swift", text: code)
            if context.allSatisfy({ $0.matches(in: probe).isEmpty }) {
                return wrapped(code + "\nlet preflightExampleContext = \(pattern.text).self", for: check, contextAdded: true)
            }
        }
        return wrapped(code, for: check, contextAdded: true)
    }

    package static func wrapped(_ code: String, for check: any FileCheck, contextAdded: Bool) -> String {
        guard let inside = check.codeScope.enclosingTypes else { return code }
        let file = SourceFile(path: "fragment.swift", text: code)
        if file.declarations.contains(where: { $0.kind.isType && $0.parent == nil }) { return code }
        let head = inside.attribute.map { "@\($0)\nstruct Example" } ?? "struct Example\(inside.nameSuffix ?? "")"
        return "\(head)\(inside.conformance.map { ": \($0)" } ?? "") {\n\(code)\n}"
    }

    static let inlineLabel = "inline"

    /// Why a statement whose check fired on a Do example stays manual (SPEC wording).
    package static func contradictionReason(path: String, line: Int) -> String {
        "contradicted by the document's example at \(path):\(line)"
    }

    /// "Correct: `weak var delegate: D?`", "✅ `String(localized: "key")`": a statement that is a
    /// good label and one line of code.
    package static func inlineGoodExample(_ statement: Statement) -> CodeExample? {
        // "## Don'ts" over "- Use `NSLog`": the statement, read as a refusal (from its heading or
        // lead-in), turns its code away; the opening "Use" is the refused order, not a label.
        guard statement.modality?.isNegative != true else { return nil }
        guard statement.codeSpans.count == 1, let code = statement.codeSpans.first,
              let tick = statement.text.firstIndex(of: "`") else { return nil }
        let label = String(statement.text[..<tick])
        let rest = statement.text[tick...].trimming(" .")
        guard rest == "`" + code + "`", ExampleLabel.verdict(of: label) == .good else { return nil }
        // "Use structured concurrency instead of `DispatchQueue`": the code is what the sentence
        // turns away from, not an example of what it asks for.
        let cues = Lexicon.hits(in: Array(" " + label.lowercasedFast() + " ")).map(\.cue)
        guard !cues.contains(where: { [.disfavouredAfter, .disfavouredBefore, .negation, .avoid, .badLabel].contains($0) }) else { return nil }
        return CodeExample(verdict: .good, language: "swift", code: code, line: statement.line,
                           sectionPath: statement.sectionPath, label: inlineLabel)
    }

    /// Verifies the checks of every statement of one section against the section's examples.
    /// A Don't example is confirmed by each check that fires on it and contradicts the section's
    /// rules when none does; a Do example contradicts each check that fires on it.
    ///
    /// A check that fires on a Do example of its section contradicts the document: it is withdrawn
    /// (it never runs), and its statement says so. A statement whose own Don't example none of its
    /// checks catches keeps its checks but records the example, so its item is partly checked.
    ///
    /// A check is run only on the examples that could make it fire (`SectionChecks`), and each
    /// example's statements are looked up, not searched for: running every check on every
    /// example was quadratic in a long Do / Don't table (2,000 rows: 13 s). `steps` counts the
    /// checks run and the examples and tokens looked at, for the tests that show it linear.
    package static func verify(section statements: [Int], items: inout [CompiledItem], examples: [CodeExample],
                               documentPath: String) -> [Contradiction] {
        var steps = 0
        return verify(section: statements, items: &items, examples: examples, documentPath: documentPath, steps: &steps)
    }

    package static func verify(section statements: [Int], items: inout [CompiledItem], examples: [CodeExample],
                               documentPath: String, steps: inout Int) -> [Contradiction] {
        var contradictions: [Contradiction] = []
        var withdrawn: [(item: Int, check: String, line: Int)] = []
        defer {
            for (item, check, line) in withdrawn {
                items[item].checks.removeAll { $0.id == check }
                let reason = contradictionReason(path: documentPath, line: line)
                if !items[item].missing.contains(reason) { items[item].missing.append(reason) }
            }
        }
        let checks = SectionChecks(statements: statements, items: items)
        let owners = owningStatements(statements, items: items)
        for example in examples {
            steps += 1
            guard let language = language(of: example) else { continue }
            var anyFired = false
            let anyApplicable = checks.anyApplies(to: language)
            let own = owners[example] ?? []
            let candidates = checks.candidates(for: example, language: language, steps: &steps)
            for candidate in candidates {
                steps += 1
                let (itemIndex, checkIndex, fileCheck) = (candidate.item, candidate.check, candidate.fileCheck)
                let compiled = items[itemIndex].checks[checkIndex]
                let file = SourceFile(path: path(for: fileCheck, language: language), text: wrapped(example.code, for: fileCheck))
                let fired = !fileCheck.run(on: file, context: CheckContext()).isEmpty
                switch (example.verdict, fired) {
                case (.bad, true):
                    items[itemIndex].checks[checkIndex].confirmations.append(example.line)
                    anyFired = true
                case (.good, false):
                    // A Do example only confirms the checks of the statement it belongs to.
                    if own.contains(itemIndex) {
                        items[itemIndex].checks[checkIndex].confirmations.append(example.line)
                    }
                case (.good, true):
                    // The document's own Do example breaks the reading: the check is withdrawn
                    // and the statement says why, rather than flag code the document endorses.
                    withdrawn.append((itemIndex, compiled.id, example.line))
                    contradictions.append(Contradiction(
                        itemId: items[itemIndex].id, checkId: compiled.id, itemLine: items[itemIndex].statement.line,
                        exampleLine: example.line,
                        message: "\(compiled.check.summary) fires on the Do example at line \(example.line); the check is withdrawn"))
                case (.bad, false):
                    break
                }
            }
            if example.verdict == .good {
                // The checks of its own statements it was not run with cannot fire on it: it confirms them.
                for candidate in checks.entries(of: own, language: language, except: candidates) {
                    steps += 1
                    items[candidate.item].checks[candidate.check].confirmations.append(example.line)
                }
            }
            for itemIndex in own where example.verdict == .bad {
                let own = items[itemIndex].checks.filter { $0.check.asFileCheck?.checkDescription.verifiableOnExamples == true }
                if !own.isEmpty, !own.contains(where: { $0.confirmations.contains(example.line) }) {
                    items[itemIndex].missedExamples.append(example.line)
                }
            }
            if example.verdict == .bad, anyApplicable, !anyFired {
                let owner = own.last ?? statements.last!
                contradictions.append(Contradiction(
                    itemId: items[owner].id, checkId: items[owner].checks.first?.id ?? "", itemLine: items[owner].statement.line,
                    exampleLine: example.line,
                    message: "no check of the section's rules fires on the Don't example at line \(example.line)"))
            }
        }
        return contradictions
    }

    /// For each example, the statements of the section that list it, in the section's order.
    static func owningStatements(_ statements: [Int], items: [CompiledItem]) -> [CodeExample: [Int]] {
        var owners: [CodeExample: [Int]] = [:]
        for itemIndex in statements {
            for example in items[itemIndex].statement.examples where owners[example]?.last != itemIndex {
                owners[example, default: []].append(itemIndex)
            }
        }
        return owners
    }
}

/// The checks of one section that examples can verify, indexed so each example meets only the
/// checks that could fire on it: a check that names its anchor tokens (a callee, a symbol)
/// finds nothing in a file holding none of them.
struct SectionChecks {
    struct Entry {
        /// Place in the section's order (statements, then their checks), which runs keep.
        var order: Int
        var item: Int
        var check: Int
        var fileCheck: any FileCheck
        /// Anchors, unless wrapping an example for the check (a type around it, a context line)
        /// may itself write one: then the check runs on every example.
        var anchors: [String]?
    }

    private var entries: [Entry] = []
    /// Entries without anchors, and entries by anchor token.
    private var unanchored: [Int] = []
    private var byAnchor: [String: [Int]] = [:]
    /// Entries of each statement, for the Do examples a statement lists.
    private var byItem: [Int: [Int]] = [:]

    init(statements: [Int], items: [CompiledItem]) {
        for itemIndex in statements {
            for checkIndex in items[itemIndex].checks.indices {
                guard let fileCheck = items[itemIndex].checks[checkIndex].check.asFileCheck,
                      fileCheck.checkDescription.verifiableOnExamples else { continue }
                var anchors = fileCheck.anchorTokens
                if let listed = anchors, !Set(SectionChecks.wrappingTokens(for: fileCheck)).isDisjoint(with: listed) { anchors = nil }
                let position = entries.count
                entries.append(Entry(order: position, item: itemIndex, check: checkIndex, fileCheck: fileCheck, anchors: anchors))
                byItem[itemIndex, default: []].append(position)
                if let anchors {
                    for anchor in Set(anchors) { byAnchor[anchor, default: []].append(position) }
                } else {
                    unanchored.append(position)
                }
            }
        }
    }

    func anyApplies(to language: SourceLanguage) -> Bool {
        entries.contains { $0.fileCheck.languages.contains(language) }
    }

    /// The tokens wrapping an example may add for a check: the type around it, its closing
    /// brace, the line naming the file's context.
    static func wrappingTokens(for check: any FileCheck) -> [String] {
        let context = check.codeScope.whenFileContains.map { "let preflightExampleContext = \($0.text).self" }.joined(separator: "\n")
        let file = SourceFile(path: "wrapping.swift", text: ExampleVerifier.wrapped("", for: check, contextAdded: true) + "\n" + context)
        return file.codeTokens.map { file.text(of: $0) }
    }

    /// The code tokens of an example, or nil when it ends inside a literal or comment that
    /// would run on into what wrapping adds after it (then every check runs on it).
    static func tokens(of example: CodeExample) -> Set<String>? {
        let file = SourceFile(path: "example.swift", text: example.code)
        if let last = file.tokens.last, last.end == file.bytes.count,
           last.kind == .comment || last.kind == .stringLiteral || last.kind == .regexLiteral { return nil }
        return Set(file.codeTokens.map { file.text(of: $0) })
    }

    /// The entries that may fire on `example`, in the section's order, for its language.
    func candidates(for example: CodeExample, language: SourceLanguage, steps: inout Int) -> [Entry] {
        var chosen = Set(unanchored)
        if let tokens = SectionChecks.tokens(of: example) {
            for token in tokens {
                steps += 1
                if let found = byAnchor[token] { chosen.formUnion(found) }
            }
        } else {
            chosen = Set(entries.indices)
        }
        return chosen.sorted().map { entries[$0] }.filter { $0.fileCheck.languages.contains(language) }
    }

    /// The entries of `statements` (an example's own) for `language`, but for those already run.
    func entries(of statements: [Int], language: SourceLanguage, except run: [Entry]) -> [Entry] {
        let ran = Set(run.map(\.order))
        return statements.flatMap { byItem[$0] ?? [] }.filter { !ran.contains($0) }.map { entries[$0] }
            .filter { $0.fileCheck.languages.contains(language) }
    }
}
