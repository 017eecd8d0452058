import Foundation
import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// The compiler: statements → checks (recognizers, annotations), checklist items inheriting the
/// checks of the rules that explain them, every check verified on the document's examples.
public enum SkillCompiler {
    public static func compile(_ original: SkillDocument) throws -> CompiledSkill {
        // Statements are read from normalised prose; reports keep the document as written.
        let document = ProseNormalizer.normalized(original)
        var extracted = StatementExtractor.extract(document)
        var ids = Slug.Allocator()
        for statement in extracted.statements { _ = ids.id(skill: document.name, text: MarkdownInline.plainFromMarkdown(statement.text)) }
        extracted.statements += LayoutTree.statements(in: extracted, ids: &ids)
        extracted.statements.sort { $0.line < $1.line }
        RuleLinker.link(&extracted.statements)
        let notRules = extracted.notRules(given: extracted.statements)

        var items: [CompiledItem] = []
        // What each item forbids, as read: a permission elsewhere in the document may lift it.
        var forbiddenTargets: [String: [String]] = [:]
        var sparedPlaces: [String: [String]] = [:]
        var warnings: [String] = original.frontmatterProblem.map { problem in
            ["\(problem.description): the lines between the `---` are not frontmatter, so they are read as Markdown"]
        } ?? []
        warnings += extracted.strayAnnotations.map {
            "\(document.path):\($0.line): preflight annotation follows no item or rule; it is ignored"
        }
        for statement in extracted.statements {
            let (item, bans) = try compileItem(statement, document: document)
            if let bans {
                forbiddenTargets[item.id] = bans.flatMap { $0.targets.map(\.text) }
                sparedPlaces[item.id] = bans.flatMap { $0.allowedPlaces.map(\.text) }
            }
            items.append(item)
        }
        let contradictions = verifyExamples(&items, examples: extracted.examples, documentPath: document.path)
        DocumentPermissions.apply(to: &items, document: document, forbidden: forbiddenTargets, spared: sparedPlaces)
        SectionExceptions.apply(to: &items, notRules: notRules, document: document)
        inheritLinkedChecks(&items)
        for index in items.indices {
            CheckCoverage.apply(to: &items[index])
            // A Don't example the checks let through is a part of the rule they do not decide.
            if !items[index].checks.isEmpty {
                items[index].uncheckedParts += items[index].missedExamples.map { "the Don't example at line \($0), which no check catches" }
            }
        }
        for index in items.indices where items[index].checks.isEmpty && items[index].reason == nil {
            items[index].reason = items[index].missing.first ?? ManualReason.reason(for: items[index].statement)
        }
        if items.isEmpty, document.imports.isEmpty {
            warnings.append("\(document.path): no checklist item or rule found")
        }
        return CompiledSkill(name: document.name, path: document.path, document: original, items: items,
                             contradictions: contradictions, warnings: warnings, notRules: notRules)
    }

    /// One statement compiled with its annotation, and the frames that forbid (nil for a
    /// statement too long to read).
    static func compileItem(_ statement: Statement, document: SkillDocument) throws -> (CompiledItem, [RuleFrame]?) {
        var settings = AnnotationSettings()
        if let annotation = statement.annotation {
            settings = try AnnotationDecoder.decode(annotation.text, line: annotation.line, file: document.path)
        }
        guard StatementExtractor.Walker.isReadable(statement.text) else {
            var item = CompiledItem(statement: statement, checks: [], reason: nil, disabled: settings.disabled)
            item.reason = "longer than \(StatementExtractor.Walker.maximumStatementLength) characters: too long to read as one rule; split it"
            return (item, nil)
        }
        let compiled = FrameCompiler.compile(statement, document: document)
        var recognized: [Mapped] = settings.replace ? [] : compiled.checks
        recognized += settings.checks.map { Mapped(check: $0.0, origin: $0.1, severity: severity(of: statement)) }
        var escaped = settings.replace || !settings.checks.isEmpty ? [] : compiled.escapedChecks
        if settings.manualReason != nil || settings.disabled { recognized = []; escaped = [] }
        // Numbered together, so an escaped check's id never repeats one of the item's own.
        var checks = makeChecks(recognized + escaped, statement: statement, severity: settings.severity)
        let escapedChecks = Array(checks.suffix(escaped.count))
        checks.removeLast(escaped.count)
        if compiled.newCodeOnly { for index in checks.indices { checks[index].newCodeOnly = true } }
        // The annotation's own checks come last: a person wrote them, as `confirm: true` vouches for the rest.
        for index in checks.indices where settings.confirm || index >= checks.count - settings.checks.count {
            checks[index].confirmedByPerson = true
        }
        var item = CompiledItem(statement: statement, checks: checks, reason: nil, disabled: settings.disabled)
        item.escapedChecks = escapedChecks
        item.frames = compiled.reading.frames.map(\.display)
        item.missing = compiled.missing
        item.targets = compiled.reading.frames.flatMap { $0.targets.map(\.text) }
        if settings.disabled { item.reason = "disabled by annotation" }
        if let manual = settings.manualReason { item.reason = manual }
        return (item, compiled.reading.frames.filter(\.modality.forbids))
    }

    /// Every section's rules verified against its examples (fenced, and labelled inline lines).
    /// Items and examples are grouped by section in one pass: filtering them all for each
    /// section was quadratic in a document of many short sections.
    static func verifyExamples(_ items: inout [CompiledItem], examples all: [CodeExample], documentPath: String) -> [Contradiction] {
        var contradictions: [Contradiction] = []
        var sectionItems: [[String]: [Int]] = [:]
        for index in items.indices { sectionItems[items[index].statement.sectionPath, default: []].append(index) }
        var sectionExamples: [[String]: [CodeExample]] = [:]
        for example in all { sectionExamples[example.sectionPath, default: []].append(example) }
        for sectionPath in sectionItems.keys.sorted(by: { $0.joined(separator: "/") < $1.joined(separator: "/") }) {
            let inSection = sectionItems[sectionPath] ?? []
            let members = inSection.filter { items[$0].statement.kind == .rule }
            // "Correct: `weak var delegate: D?`" beside "Wrong: `var delegate: D?`": the labelled
            // line of code is a Do example of its section as much as a fenced block is.
            let inline = inSection.compactMap { ExampleVerifier.inlineGoodExample(items[$0].statement) }
            let examples = (sectionExamples[sectionPath] ?? []) + inline
            guard !members.isEmpty, !examples.isEmpty else { continue }
            contradictions += ExampleVerifier.verify(section: members, items: &items, examples: examples, documentPath: documentPath)
        }
        return contradictions.sorted { ($0.itemLine, $0.exampleLine) < ($1.itemLine, $1.exampleLine) }
    }

    /// Rules stated as preferences report warnings; obligations and prohibitions errors. A
    /// clause that leaves a person an escape ("when possible", "unless …") softens an
    /// obligation to a warning too.
    package static func severity(of statement: Statement, clause: String? = nil) -> Severity {
        switch statement.modality {
        case .prefer?, .avoid?: return .warning
        default: return CheckCoverage.humanCondition(in: clause ?? statement.text) == nil ? .error : .warning
        }
    }

    /// `override` is the annotation's severity, when it sets one; otherwise each check keeps the
    /// severity its frame gave it. `covers` is the clause of the statement the check decides.
    static func makeChecks(_ recognized: [Mapped], statement: Statement, severity override: Severity?) -> [CompiledCheck] {
        var used: [String: Int] = [:]
        return recognized.map { mapped in
            let check = mapped.check
            let base = "\(statement.id):\(check.kind)"
            let count = (used[base] ?? 0) + 1
            used[base] = count
            // The words that named what the check finds say its clause; the check's summary is
            // a guess, for checks no such words named ("no trailing whitespace" beside "4 spaces,
            // never tabs" shares the summary's words with the wrong clause).
            let clause = mapped.decidesWholeStatement ? statement.text
                : mapped.namedBy.flatMap { CheckCoverage.clause(naming: $0, in: statement.text) } ?? CheckCoverage.clause(of: check, in: statement.text)
            var compiled = CompiledCheck(id: count == 1 ? base : "\(base)-\(count)", check: check, origin: mapped.origin, confirmations: [],
                                         statementId: statement.id, severity: override ?? mapped.severity, covers: clause)
            compiled.escape = mapped.escape
            return compiled
        }
    }

    /// A checklist item carries the checks of the rules that explain it: those sharing a code
    /// span with it (a shared file name alone is too weak a tie, two shared spans are not), and,
    /// when it has no check of its own, those of its best-linked rule.
    static func inheritLinkedChecks(_ items: inout [CompiledItem]) {
        let byId = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in items.indices where items[index].statement.kind == .checklist && !items[index].disabled
            && items[index].reason == nil {
            let item = items[index]
            let ownSpans = Set(item.statement.codeSpans.map(RuleLinker.normalizedSpan))
            let ownTargets = Set(item.targets.map(RuleLinker.normalizedSpan))
            var inherited: [CompiledCheck] = []
            for (rank, ruleId) in item.statement.linkedRuleIds.enumerated() {
                guard let rule = byId[ruleId], !rule.disabled else { continue }
                // A rule explains an item when both speak of the same forbidden or required thing,
                // not when one's alternative is the other's example (`.task { }` in both).
                let ruleTargets = Set(rule.targets.map(RuleLinker.normalizedSpan))
                let shared = ownSpans.intersection(ruleTargets).intersection(ownTargets.isEmpty ? ownSpans : ownTargets)
                // Classify the spans as written (normalizing turns `…Item` into "item"): a shared file
                // name or subject pattern alone is too weak a tie ("`…Item` files never `import shared`"
                // is not explained by "every `…Item` struct conforms to …").
                let strong = shared.count >= 2 || item.statement.codeSpans.contains { span in
                    guard shared.contains(RuleLinker.normalizedSpan(span)) else { return false }
                    switch CodeSpan.classify(span) {
                    case .path, .namePattern: return false
                    default: return true
                    }
                }
                guard strong || (item.checks.isEmpty && rank == 0) else { continue }
                // A weakly linked rule lends only checks that speak to something the item says
                // ("Each `…Client` wraps one facade" gains nothing from an import rule on `…Item` files).
                inherited += strong ? rule.checks : rule.checks.filter { CheckCoverage.clause(lentBy: $0, to: item) != nil }
            }
            for check in inherited where !items[index].checks.contains(where: { $0.id == check.id || $0.identity == check.identity }) {
                items[index].checks.append(check)
            }
        }
    }
}

