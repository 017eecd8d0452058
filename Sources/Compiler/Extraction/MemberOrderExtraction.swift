import PreflightDocument

/// A member order written as a list ("**Recommended order**:" or "### 타입 멤버 순서" over "1. Nested
/// types 2. Properties (static → stored → computed) 3. Initializer 4. Methods"): no item says
/// must or never, yet together they are one rule (`MemberOrderReader`).
extension StatementExtractor.Walker {
    /// Makes the rule of a list that writes a member order, and says whether it did: the lead-in
    /// paragraph is the statement when there is one (its list is part of it), else each item is
    /// one, under the heading that names the order.
    mutating func visitMemberOrder(_ list: MarkdownBlock, leadIn: MarkdownBlock?, sectionPath: [String]) -> Bool {
        let items = list.children.map(\.text)
        if let leadIn, MemberOrderReader.order(ofItems: items, leadIn: leadIn.text) != nil {
            // A lead-in that says must on its own ("Declare members in this order:") is a statement already.
            if !statements.contains(where: { $0.line == leadIn.startLine && $0.sectionPath == sectionPath }) {
                _ = append(kind: .rule, text: leadIn.text, line: leadIn.startLine, endLine: list.endLine, sectionPath: sectionPath,
                           modality: .must, codeSpans: leadIn.ownCodeSpans.map(\.literal))
            }
            pendingLabel = list.children.last.map(\.text)
            return true
        }
        guard let heading = sectionPath.last, MemberOrderReader.order(ofItems: items, leadIn: heading) != nil else { return false }
        for item in list.children {
            let paragraph = item.children.first { $0.kind == .paragraph }
            note(item, role: .narrative, end: paragraph?.endLine ?? item.startLine)
            _ = append(kind: .rule, text: item.text, line: item.startLine, endLine: paragraph?.endLine ?? item.startLine,
                       sectionPath: sectionPath, modality: .must, codeSpans: item.ownCodeSpans.map(\.literal))
        }
        pendingLabel = list.children.last.map(\.text)
        return true
    }

    /// `must` for a sentence that writes a member order on its own ("declaration order: nested
    /// types → properties → init → methods"), read with its heading.
    static func writesAMemberOrder(_ text: String, sectionPath: [String]) -> Modality? {
        MemberOrderReader.order(in: text, context: sectionPath.last) != nil ? .must : nil
    }
}
