import PreflightChecks
import PreflightDocument
import PreflightModel

/// "Exception: other targets (widget extensions) cannot see `Strings`, so literals there are
/// fine." — a block that opens with an exception label speaks of the rules before it in its
/// section. When no check could read where it applies (it is told, or its own item stayed
/// manual), the bans of those rules would flag the very code it allows; they stop running, and
/// each item says which line of the document keeps it for a person.
enum SectionExceptions {
    static func apply(to items: inout [CompiledItem], notRules: [NotRule], document: SkillDocument) {
        // An exception is often told, not ruled ("例外：… は許容"), so it may be a narrative block.
        var exceptions = notRules.filter { opensWithExceptionLabel($0.text) }.map(\.line)
        exceptions += items.filter { $0.checks.isEmpty && opensWithExceptionLabel($0.statement.text) }.map(\.statement.line)
        guard !exceptions.isEmpty else { return }
        let headings = document.blocks.compactMap { block -> Int? in
            if case .heading = block.kind { return block.startLine } else { return nil }
        }
        for line in exceptions.sorted() {
            let sectionStart = headings.last { $0 < line } ?? 0
            for index in items.indices where items[index].statement.line > sectionStart && items[index].statement.line < line
                && items[index].checks.contains(where: { $0.check.isBan }) {
                items[index].checks.removeAll { $0.check.isBan }
                items[index].missing.append("the exception at line \(line) names where the ban does not hold in words no check can place")
            }
        }
    }

    /// Whether the text opens with "Exception:" (or "例外：", "Ausnahme :" …), list marks and
    /// emphasis aside.
    static func opensWithExceptionLabel(_ text: String) -> Bool {
        // A label is closed by a colon: a text without one is answered before any rendering.
        guard text.includes(":") || text.includes("：") else { return false }
        let plain = MarkdownInline.plainFromMarkdown(text).lowercasedFast().drop { " -*_>".contains($0) }
        return labels.contains { label in
            guard plain.hasPrefix(label) else { return false }
            let rest = plain.dropFirst(label.count).drop { $0 == " " || $0 == "*" || $0 == "_" }
            return rest.first == ":" || rest.first == "："
        }
    }

    static let labels = Lexicon.phrases(.exceptionLabel)
}
