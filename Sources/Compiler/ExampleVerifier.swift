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

    /// Examples are often fragments (`var body: some View { … }`); a check that looks inside
    /// conforming types sees the fragment inside one.
    package static func wrapped(_ code: String, for check: any FileCheck) -> String {
        let context = check.fileContext
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
        guard let inside = check.enclosingTypes else { return code }
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
        guard statement.codeSpans.count == 1, let code = statement.codeSpans.first,
              let tick = statement.text.firstIndex(of: "`") else { return nil }
        let label = String(statement.text[..<tick])
        let rest = statement.text[tick...].trimming(" .")
        guard rest == "`" + code + "`", ExampleLabel.verdict(of: label) == .good else { return nil }
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
    package static func verify(section statements: [Int], items: inout [CompiledItem], examples: [CodeExample],
                               documentPath: String) -> [Contradiction] {
        var contradictions: [Contradiction] = []
        var withdrawn: [(item: Int, check: String, line: Int)] = []
        defer {
            for (item, check, line) in withdrawn {
                items[item].checks.removeAll { $0.id == check }
                let reason = contradictionReason(path: documentPath, line: line)
                if !items[item].missing.contains(reason) { items[item].missing.append(reason) }
            }
        }
        for example in examples {
            guard let language = language(of: example) else { continue }
            var anyFired = false
            var anyApplicable = false
            for itemIndex in statements {
                for checkIndex in items[itemIndex].checks.indices {
                    let compiled = items[itemIndex].checks[checkIndex]
                    guard let fileCheck = compiled.check.asFileCheck, fileCheck.checkDescription.verifiableOnExamples,
                          fileCheck.languages.contains(language) else { continue }
                    anyApplicable = true
                    let file = SourceFile(path: path(for: fileCheck, language: language),
                                          text: wrapped(example.code, for: fileCheck))
                    let fired = !fileCheck.run(on: file, context: CheckContext()).isEmpty
                    switch (example.verdict, fired) {
                    case (.bad, true):
                        items[itemIndex].checks[checkIndex].confirmations.append(example.line)
                        anyFired = true
                    case (.good, false):
                        // A Do example only confirms the checks of the statement it belongs to.
                        if items[itemIndex].statement.examples.contains(example) {
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
            }
            for itemIndex in statements where example.verdict == .bad && items[itemIndex].statement.examples.contains(example) {
                let own = items[itemIndex].checks.filter { $0.check.asFileCheck?.checkDescription.verifiableOnExamples == true }
                if !own.isEmpty, !own.contains(where: { $0.confirmations.contains(example.line) }) {
                    items[itemIndex].missedExamples.append(example.line)
                }
            }
            if example.verdict == .bad, anyApplicable, !anyFired {
                let owner = statements.last { items[$0].statement.examples.contains(example) } ?? statements.last!
                contradictions.append(Contradiction(
                    itemId: items[owner].id, checkId: items[owner].checks.first?.id ?? "", itemLine: items[owner].statement.line,
                    exampleLine: example.line,
                    message: "no check of the section's rules fires on the Don't example at line \(example.line)"))
            }
        }
        return contradictions
    }
}
