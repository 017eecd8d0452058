import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The first half of the compiler: finds the checklist items and the rule statements of a
/// document, with their section, line, modality, inline code and the code examples around them.
public struct ExtractedDocument: Sendable {
    public var document: SkillDocument
    public var statements: [Statement]
    /// Every labelled Do / Don't example, wherever it stands.
    public var examples: [CodeExample]
    /// Every code block with the section it stands in (layout trees are read from these).
    public var codeBlocks: [(block: MarkdownBlock, sectionPath: [String])]
    /// HTML comments that start with `preflight` but follow no statement (reported by compile).
    public var strayAnnotations: [(text: String, line: Int)]
    /// Every block read, with the role it has unless a statement comes from it.
    var leafBlocks: [LeafBlock]

    /// The blocks no statement came from, each with its role (`compile` lists them).
    func notRules(given statements: [Statement]) -> [NotRule] {
        let lines = statements.map(\.line).sorted()
        return leafBlocks.filter { leaf in
            // A statement from this block starts on one of its lines.
            let first = lines.firstIndex { $0 >= leaf.start }
            return first.map { lines[$0] > leaf.end } ?? true
        }.sorted { $0.start < $1.start }.map { NotRule(line: $0.start, role: $0.role, text: $0.text) }
    }
}

/// A block as the walker saw it: its lines, the role it has when no statement comes from it,
/// and a line of its text.
struct LeafBlock: Sendable {
    var start: Int
    var end: Int
    var role: BlockRole
    var text: String
}

public enum StatementExtractor {
    public static func extract(_ document: SkillDocument) -> ExtractedDocument {
        var walker = Walker(skill: document.name)
        for block in document.blocks where block.headingLevel != nil {
            walker.note(block, role: .heading)
        }
        for (block, path) in document.blocksWithSections {
            walker.visit(block, sectionPath: path, inChecklist: path.contains(where: ChecklistSection.isChecklist))
        }
        // Rules are linked by the compiler, once the layout trees have added theirs.
        return ExtractedDocument(document: document, statements: walker.statements, examples: walker.examples,
                                 codeBlocks: walker.codeBlocks, strayAnnotations: walker.strayAnnotations,
                                 leafBlocks: walker.leafBlocks)
    }

    package struct Walker {
        package var ids = Slug.Allocator()
        package let skill: String
        package var statements: [Statement] = []
        package var examples: [CodeExample] = []
        var codeBlocks: [(block: MarkdownBlock, sectionPath: [String])] = []
        var strayAnnotations: [(text: String, line: Int)] = []
        var leafBlocks: [LeafBlock] = []
        /// The role the current section's headings give its blocks.
        var sectionRole = SectionRole.rules
        /// The last prose seen, which may label the next code block ("❌ Don't:").
        var pendingLabel: String?
        var lastSectionPath: [String] = []
        /// Index of the statement the next example or annotation belongs to, within its section.
        var lastStatementInSection: Int?
        /// The paragraph the block being visited follows directly, which may introduce a list.
        var paragraphBefore: MarkdownBlock?

        package init(skill: String) { self.skill = skill }

        /// Records a block with the role it keeps unless a statement comes from it.
        package mutating func note(_ block: MarkdownBlock, role: BlockRole, end: Int? = nil) {
            let text = block.isCode ? (block.literal ?? "") : block.text
            let line = text.split(separator: "\n").first.map(String.init) ?? ""
            let short = line.count > 120 ? String(line.prefix(117)) + "…" : line
            leafBlocks.append(LeafBlock(start: block.startLine, end: end ?? block.endLine, role: role, text: short))
        }

        /// Every block under a section that holds no rules, with the section's role.
        mutating func noteAll(_ block: MarkdownBlock, role: BlockRole) {
            switch block.kind {
            case .list, .blockQuote:
                for child in block.children { noteAll(child, role: role) }
            case .item:
                let paragraph = block.children.first { $0.kind == .paragraph }
                note(block, role: role, end: paragraph?.endLine)
                for child in block.children where child.kind != .paragraph || child.startLine != paragraph?.startLine {
                    noteAll(child, role: role)
                }
            case .thematicBreak:
                break
            default:
                note(block, role: role)
            }
        }

        package mutating func visit(_ block: MarkdownBlock, sectionPath: [String], inChecklist: Bool) {
            if sectionPath != lastSectionPath {
                lastSectionPath = sectionPath
                lastStatementInSection = nil
                pendingLabel = nil
                paragraphBefore = nil
                sectionRole = SectionRole.of(sectionPath)
            }
            let leadIn = paragraphBefore
            paragraphBefore = block.kind == .paragraph ? block : nil
            // "## Example output", "## PR template", "## Changelog": nothing under it is a rule,
            // whatever its words ("### Line 42: …" is a line of a sample report, not a limit).
            if case let .notRules(role) = sectionRole {
                noteAll(block, role: role)
                return
            }
            switch block.kind {
            case .list:
                if visitMemberOrder(block, leadIn: leadIn, sectionPath: sectionPath) { return }
                // The nearer context speaks first: "Avoid these:" under "## Conventions" refuses.
                let inherited = Self.leadInModality(pendingLabel) ?? Self.sectionModality(sectionPath)
                for item in block.children {
                    visitItem(item, sectionPath: sectionPath, inChecklist: inChecklist, depth: 0, inherited: inherited)
                }
                pendingLabel = block.children.last.map(\.text)
            case .paragraph:
                if CodeLikeProse.isCode(block) {
                    note(block, role: .example)
                    pendingLabel = nil
                    return
                }
                note(block, role: .narrative)
                visitParagraph(block, sectionPath: sectionPath)
            case .code:
                note(block, role: Self.codeRole(block))
                visitCode(block, sectionPath: sectionPath, owner: lastStatementInSection)
            case .html:
                if let literal = block.literal, !Annotation.isAnnotation(literal), literal.contains(where: \.isLetterFast) {
                    note(block, role: .narrative)
                }
                visitHTML(block, owner: lastStatementInSection)
            case .blockQuote:
                for child in block.children { visit(child, sectionPath: sectionPath, inChecklist: inChecklist) }
            case .table:
                note(block, role: .referenceTable)
                if !visitDoDontTable(block, sectionPath: sectionPath) {
                    // "| Module | What you get |": a table that lists or maps, whose header and
                    // lead-in announce no rules, is read for rows that say must, never or avoid;
                    // a "no" there ("no extra import needed") describes.
                    let normative = Self.announcesRules(block, leadIn: pendingLabel)
                    for row in block.children {
                        if case .tableRow(header: false) = row.kind { visitProse(row, sectionPath: sectionPath, strongWordsOnly: !normative) }
                    }
                }
            default:
                break
            }
        }

        mutating func visitItem(_ item: MarkdownBlock, sectionPath: [String], inChecklist: Bool, depth: Int,
                                inherited: Modality?) {
            let paragraph = item.children.first { $0.kind == .paragraph }
            let text = paragraph.map(\.text) ?? ""
            let prose = paragraph.map { Self.prose($0.inlines) } ?? ""
            let isChecklistItem = item.taskState != nil || (inChecklist && depth == 0)
            // A section's modality goes to items that state something, not to ones that describe.
            let spans = item.ownCodeSpans.map(\.literal)
            // "Should we use shorthand types?": a question asks; only a checklist's questions are
            // items to tick ("Is every `@State` private?").
            let asks = !isChecklistItem && Self.isQuestion(prose)
            var modality = asks || ModalityDetector.leavesItToTheAuthor(prose) ? nil : Self.isReadable(prose)
                ? ModalityDetector.modality(of: prose) ?? Self.namesACasing(spans) ?? Self.declaresAGroup(spans)
                    ?? Self.namesAPracticeByCode(prose, spans: spans)
                    ?? (ModalityDetector.describes(prose) ? nil : Self.writesAMemberOrder(text, sectionPath: sectionPath)
                        ?? (NamingMapper.namesFactoryPrefix(text, codeSpans: spans) ? .must : nil) ?? Self.statesAPractice(prose) ?? inherited)
                    : inherited
            // "## Don'ts" over "- Commit `.xcodeproj` to git": a plain order under a heading that
            // refuses is one of the things refused.
            let lowered = Array(" " + prose.lowercasedFast() + " ")
            if let inherited, inherited.isNegative, modality == .must, Self.isReadable(prose),
               StatementReader.isPlainOrder(Lexicon.hits(in: lowered), characters: lowered) {
                modality = inherited
            }
            // "## Anti-patterns" over "- Using `X` instead of `Y`": the preference is what is refused
            // (the reader turns it round).
            if let inherited, inherited.isNegative, modality == .prefer, Self.isReadable(prose) { modality = inherited }
            note(item, role: .narrative, end: paragraph?.endLine ?? item.startLine)
            var owner: Int?
            if !text.isEmpty, isChecklistItem || modality != nil {
                owner = append(kind: isChecklistItem ? .checklist : .rule, text: text, line: item.startLine,
                               endLine: paragraph?.endLine ?? item.startLine, sectionPath: sectionPath,
                               modality: modality, codeSpans: item.ownCodeSpans.map(\.literal))
                if let inlineNote = paragraph?.inlines.first(where: { $0.kind == .html && Annotation.isAnnotation($0.literal) }) {
                    attachAnnotation(inlineNote.literal, line: inlineNote.line, to: owner)
                }
            }
            pendingLabel = text
            // A lead-in that ends with a colon ("Never use these:") hands its modality to its sub-items.
            let handDown = prose.trimming(" ").hasSuffix(":") ? modality : nil
            for child in item.children where child.kind != .paragraph || child.startLine != paragraph?.startLine {
                switch child.kind {
                case .list:
                    for sub in child.children {
                        visitItem(sub, sectionPath: sectionPath, inChecklist: inChecklist, depth: depth + 1,
                                  inherited: handDown)
                    }
                case .code:
                    note(child, role: Self.codeRole(child))
                    visitCode(child, sectionPath: sectionPath, owner: owner ?? lastStatementInSection)
                case .html:
                    visitHTML(child, owner: owner ?? lastStatementInSection)
                case .paragraph:
                    pendingLabel = child.text
                    note(child, role: .narrative)
                    if owner == nil { visitParagraph(child, sectionPath: sectionPath) }
                case .blockQuote, .table:
                    noteAll(child, role: child.kind == .table ? .referenceTable : .narrative)
                default:
                    break
                }
            }
        }

        /// A section titled as a verdict ("Don'ts", "Anti-patterns", "Avoid", "Required") gives its
        /// plain list items that modality: "- `ObservableObject`" under "Don'ts" forbids it.
        static func sectionModality(_ sectionPath: [String]) -> Modality? {
            guard let title = sectionPath.last else { return nil }
            let lower = title.lowercasedFast()
            if Lexicon.refusingHeadingWords.contains(where: lower.includes) {
                // "## Do's and Don'ts", "## Always / Never": a heading that also names what to
                // do heads both kinds of item, and refuses none of them wholesale.
                // A word of doing right beside a refusal is the refused act ("## Never do this",
                // "## DO NOT").
                let hits = Lexicon.hits(in: Array(" " + lower + " "))
                let refusals = hits.filter { $0.cue == .negation || $0.cue == .avoid }.map(\.range)
                let names = hits.contains { hit in
                    [.goodLabel, .obligation, .recommendation, .imperative].contains(hit.cue) && !refusals.contains { refusal in
                        refusal.overlaps(hit.range) || (refusal.upperBound...(refusal.upperBound + 1)).contains(hit.range.lowerBound)
                            || ((refusal.lowerBound - 1)...refusal.lowerBound).contains(hit.range.upperBound)
                    }
                }
                return names ? nil : .mustNot
            }
            if ExampleLabel.verdict(of: title) == .bad { return .mustNot }
            return isRulesTitle(title) && !ChecklistSection.isChecklist(title) ? .must : nil
        }

        /// A section or lead-in that announces rules ("## Naming rules", "Conventions:") makes its
        /// plain list items rules (obligations) even when an item has no modal word of its own.
        static func isRulesTitle(_ title: String) -> Bool {
            let lowered = title.lowercasedFast()
            let words = lowered.split(whereSeparator: { !$0.isLetterFast })
            // "Disabled SwiftLint rules", "| Rule | Why disabled |": rules switched off are no rules.
            if Lexicon.switchedOffWords.contains(where: { lowered.includes($0) }) { return false }
            return words.contains { Lexicon.ruleHeadingWords.contains(String($0)) }
                || Lexicon.ruleHeadingWords.contains { !$0.unicodeScalars.first!.isASCII && title.includes($0) }
        }

        /// "Never use these:" forbids each item that follows; "Rules:" makes them rules. A lead-in
        /// that prescribes ("declare members in this order:") owns its list: the items are parts
        /// of that one rule, not rules of their own.
        static func leadInModality(_ label: String?) -> Modality? {
            guard let label = label?.trimming(" "), label.hasSuffix(":") || label.hasSuffix("："), label.count <= 80 else { return nil }
            let words = String(label.dropLast())
            if let modality = ModalityDetector.modality(of: words), modality.isNegative {
                // "Forbidden in AppDelegate:": the refusal holds in one place, which the items do not
                // repeat; handed down bare it would refuse them everywhere.
                let placed = Lexicon.hits(in: Array(" " + words.lowercasedFast() + " ")).contains { $0.cue == .location }
                return placed ? nil : modality
            }
            return isRulesTitle(label) ? .must : nil
        }

        /// A table whose header names a Do and a Don't column (✅ / ❌, "Good" / "Bad", "Do" /
        /// "Don't") is a list of rules: each row prescribes its Do cell and forbids its Don't cell,
        /// and the cells' code doubles as the row's examples.
        mutating func visitDoDontTable(_ table: MarkdownBlock, sectionPath: [String]) -> Bool {
            guard let header = table.children.first, case .tableRow(header: true) = header.kind else { return false }
            let verdicts = header.children.map { Self.columnVerdict(MarkdownInline.plain($0.inlines)) }
            guard let bad = verdicts.firstIndex(of: .bad) else { return false }
            let good = verdicts.firstIndex(of: .good)
            // "Attach to | Not to": the columns are places a modifier goes, not code to write or avoid.
            for column in [bad, good].compactMap({ $0 }) {
                let words = MarkdownInline.plain(header.children[column].inlines).lowercasedFast().split { !$0.isLetterFast }
                if words.contains(where: { Lexicon.placeWordsInVerdictHeaders.contains(String($0)) }) { return false }
            }
            for row in table.children.dropFirst() where row.children.count > bad {
                let badSpans = row.children[bad].ownCodeSpans.map(\.literal)
                guard !badSpans.isEmpty else { continue }
                let goodSpans = good.flatMap { row.children.indices.contains($0) ? row.children[$0].ownCodeSpans.map(\.literal) : nil } ?? []
                let quoted = { (spans: [String]) in spans.map { "`\($0)`" }.joined(separator: ", ") }
                // The Don't cell's prose stays: "`X: NSView` (when it needs a border)" forbids
                // `NSView` only under that condition, which the reader must see.
                let badCell = MarkdownInline.markdown(row.children[bad].inlines).trimming(" ")
                let badText = Self.cellHasProse(row.children[bad]) ? badCell : quoted(badSpans)
                let text = goodSpans.isEmpty ? "Never \(badText)" : "\(quoted(goodSpans)), never \(badText)"
                let owner = append(kind: .rule, text: text, line: row.startLine, endLine: row.endLine, sectionPath: sectionPath,
                                   modality: .mustNot, codeSpans: goodSpans + badSpans)
                for (spans, verdict) in [(badSpans, CodeExample.Verdict.bad), (goodSpans, .good)] {
                    // A bare name (`accountID`) is not code a check can be run on.
                    for span in spans where span.contains(where: { !($0.isLetterFast || $0.isNumber || $0 == "_") }) {
                        let example = CodeExample(verdict: verdict, language: "swift", code: span, line: row.startLine,
                                                  sectionPath: sectionPath, label: verdict == .bad ? "Don't" : "Do")
                        examples.append(example)
                        statements[owner].examples.append(example)
                    }
                }
            }
            return true
        }

        /// A column's verdict: its header's label ("Don't", "❌"), or one in parentheses at its end
        /// ("Examples written directly (forbidden)", "直書きの例（禁止）", "推奨ファイル" stays none).
        static func columnVerdict(_ header: String) -> CodeExample.Verdict? {
            if let verdict = ExampleLabel.verdict(of: header) { return verdict }
            let trimmed = header.trimming(" ")
            guard let close = trimmed.last, close == ")" || close == "）",
                  let open = trimmed.lastIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
            let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            return ExampleLabel.verdict(of: String(inside))
        }

        /// Whether a table cell says more than its code: words other than separators.
        static func cellHasProse(_ cell: MarkdownBlock) -> Bool {
            let prose = Self.prose(cell.inlines).replacingOccurrences(of: "‹code›", with: " ")
            return prose.split(whereSeparator: { !$0.isLetterFast }).count >= 2
        }

        mutating func visitParagraph(_ block: MarkdownBlock, sectionPath: [String]) {
            for note in block.inlines where note.kind == .html && Annotation.isAnnotation(note.literal) {
                attachAnnotation(note.literal, line: note.line, to: lastStatementInSection)
            }
            visitProse(block, sectionPath: sectionPath)
        }

        /// Whether a table's header row or the lead-in before it announces rules ("| Rule | Why |",
        /// "Never use these:", "| Don't | … |").
        static func announcesRules(_ table: MarkdownBlock, leadIn: String?) -> Bool {
            if leadInModality(leadIn) != nil { return true }
            guard let header = table.children.first, case .tableRow(header: true) = header.kind else { return false }
            let title = header.children.map { MarkdownInline.plain($0.inlines) }.joined(separator: " | ")
            let words = title.lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init)
            return isRulesTitle(title) || ModalityDetector.modality(of: title) != nil || words.contains(where: verdictColumns.contains)
        }

        /// Header words of a column that gives each row a verdict ("| API | Allowed |").
        static let verdictColumns = Set(Lexicon.phrases(.verdictColumn))

        /// A table row as one line of prose, its cells joined by " | " — except a row of two cells
        /// whose first is a short label of plain words ("| Indentation | 4 spaces |", "| 줄 길이 |
        /// 100자 |"), which reads as the label and its value ("Indentation: 4 spaces"), as a list
        /// item would say it.
        static func rowInlines(_ row: MarkdownBlock) -> [MarkdownInline] {
            let cells = row.children
            let first = cells.first.map { MarkdownInline.plain($0.inlines) } ?? ""
            // "| **UpperCamelCase** | Types, protocols |": a casing style labels the kinds it is for.
            let isCasing = namesACasing([first]) != nil
            let plainWords = cells.first?.inlines.allSatisfy { inline in
                inline.kind == .text || (isCasing && [.strong, .emphasis].contains(inline.kind) && inline.children.allSatisfy { $0.kind == .text })
            } ?? false
            let isLabel = cells.count == 2 && !first.isEmpty && first.split(separator: " ").count <= 4
                && plainWords && (isCasing || ModalityDetector.modality(of: first) == nil)
            // Cells joined by a separator, none after the last: "Braces: K&R", not "Braces: K&R |".
            return cells.enumerated().flatMap { index, cell in
                (index == 0 ? [] : [MarkdownInline(kind: .text, literal: isLabel && index == 1 ? ": " : " | ", line: cell.startLine)]) + cell.inlines
            }
        }

        /// Splits prose into sentences; each sentence that prescribes or forbids is a rule.
        mutating func visitProse(_ block: MarkdownBlock, sectionPath: [String], strongWordsOnly: Bool = false) {
            let isRow: Bool
            if case .tableRow = block.kind { isRow = true } else { isRow = false }
            let inlines = isRow ? Self.rowInlines(block) : block.inlines
            let sentences = Self.joiningExceptions(SentenceSplitter.split(inlines, firstLine: block.startLine))
            for sentence in sentences {
                // A "sentence" longer than any rule is pasted text: it stays a manual item, unread.
                guard Self.isReadable(sentence.prose) else {
                    _ = append(kind: .rule, text: sentence.text, line: sentence.line, endLine: sentence.endLine,
                               sectionPath: sectionPath, modality: nil, codeSpans: sentence.codeSpans)
                    continue
                }
                // A row of a table that announces rules ("| Item | Rule |") may state its rule as a
                // list item does, by naming a practice ("| Braces | K&R |").
                let readsAsAnItem = isRow && !strongWordsOnly
                guard let modality = ModalityDetector.modality(of: sentence.prose) ?? Self.namesACasing(sentence.codeSpans)
                    ?? Self.namesAnOrderOrAPrefix(sentence, sectionPath: sectionPath)
                    ?? (readsAsAnItem ? Self.namesAPracticeByCode(sentence.prose, spans: sentence.codeSpans) ?? Self.statesAPractice(sentence.prose) : nil)
                else { continue }
                if strongWordsOnly, ModalityDetector.hasOnlyWeakModalWords(sentence.prose) { continue }
                if Self.isQuestion(sentence.prose) || ModalityDetector.leavesItToTheAuthor(sentence.prose) { continue }
                // A label ("Don't:", "❌ Don't — the flag lives on the parent:") introduces an
                // example; it is not a rule of its own.
                if Self.isExampleLabel(sentence) { continue }
                _ = append(kind: .rule, text: sentence.text, line: sentence.line, endLine: sentence.endLine,
                           sectionPath: sectionPath, modality: modality, codeSpans: sentence.codeSpans)
            }
            pendingLabel = sentences.last?.text ?? block.text
        }

        mutating func visitCode(_ block: MarkdownBlock, sectionPath: [String], owner: Int?) {
            codeBlocks.append((block, sectionPath))
            let label = pendingLabel.map { SentenceSplitter.lastClause($0) }
            let outer = label.flatMap { ExampleLabel.verdict(of: $0) }
            let language = Self.language(of: block)
            let segments = ExampleLabel.segments(of: block.literal ?? "", firstLine: block.startLine + 1, outer: outer)
            for segment in segments {
                let example = CodeExample(verdict: segment.verdict, language: language, code: segment.code,
                                          line: segment.line, sectionPath: sectionPath, label: label ?? "")
                examples.append(example)
                if let owner { statements[owner].examples.append(example) }
            }
            if segments.isEmpty, let owner {
                statements[owner].attachedCode.append(CodeExample(
                    verdict: .good, language: language, code: block.literal ?? "", line: block.startLine + 1,
                    sectionPath: sectionPath, label: ""))
            }
            pendingLabel = nil
        }

        mutating func visitHTML(_ block: MarkdownBlock, owner: Int?) {
            guard let literal = block.literal, Annotation.isAnnotation(literal) else { return }
            attachAnnotation(literal, line: block.startLine, to: owner)
        }

        mutating func attachAnnotation(_ literal: String, line: Int, to owner: Int?) {
            if let owner, statements[owner].annotation == nil {
                statements[owner].annotation = (literal, line)
            } else {
                strayAnnotations.append((literal, line))
            }
        }

        package mutating func append(kind: ItemKind, text: String, line: Int, endLine: Int, sectionPath: [String],
                             modality: Modality?, codeSpans: [String]) -> Int {
            let clean = text.trimming(" \t")
            // Plain-text copies lost their backticks; the words that can only be code stand in.
            let spans = codeSpans.isEmpty ? ImplicitCode.markup(clean).backtickedSpans : codeSpans
            statements.append(Statement(
                id: ids.id(skill: skill, text: MarkdownInline.plainFromMarkdown(clean)), kind: kind, text: clean,
                line: line, endLine: endLine, sectionPath: sectionPath, modality: modality, codeSpans: spans,
                linkedRuleIds: [], examples: [], attachedCode: [], annotation: nil))
            lastStatementInSection = statements.count - 1
            return statements.count - 1
        }
    }
}

extension MarkdownInline {
    /// The text without its backticks, dropped byte by byte (Foundation's replacement went
    /// through `NSString` and was a few percent of a compile).
    static func plainFromMarkdown(_ text: String) -> String {
        guard text.utf8.contains(0x60) else { return text }
        return String(decoding: text.utf8.filter { $0 != 0x60 }, as: UTF8.self)
    }
}
