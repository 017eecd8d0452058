import PreflightDocument

/// A member order written as a list ("**Recommended order**:" or "### 타입 멤버 순서" over "1. Nested
/// types 2. Properties (static → stored → computed) 3. Initializer 4. Methods"): no item says
/// must or never, yet together they are one rule (`MemberOrderReader`).
extension StatementExtractor.Walker {
    /// Makes the rule of a list that writes a member order, and says whether it did: the lead-in
    /// paragraph is the statement when there is one (its list is part of it), else each item is
    /// one, under the heading that names the order.
    mutating func visitMemberOrder(_ list: MarkdownBlock, leadIn: MarkdownBlock?, sectionPath: [String]) -> Bool {
        let leadInText = leadIn?.text
        let heading = sectionPath.last
        // Most lists are no order: their items are read only under words that say one.
        guard leadInText.map({ MemberOrderReader.namesAnOrder($0) }) == true
              || heading.map({ MemberOrderReader.namesAnOrder($0) }) == true else { return false }
        let items = list.children.map(\.text)
        if let leadIn, let leadInText, let order = MemberOrderReader.order(ofItems: items, leadIn: leadInText) {
            // A lead-in that says must on its own ("Declare members in this order:") is a statement already.
            let owner = statements.lastIndex { $0.line == leadIn.startLine && $0.sectionPath == sectionPath }
                ?? append(kind: .rule, text: leadIn.text, line: leadIn.startLine, endLine: list.endLine, sectionPath: sectionPath,
                          modality: .must, codeSpans: leadIn.ownCodeSpans.map(\.literal))
            statements[owner].writtenOrder = (order, order)
            pendingLabel = list.children.last.map(\.text)
            return true
        }
        guard let heading, let order = MemberOrderReader.order(ofItems: items, leadIn: heading) else { return false }
        // Each item answers for its own groups: a property out of place breaks "2. Properties",
        // not every item of the list.
        for (item, groups) in zip(list.children, MemberOrderReader.groupsOfItems(items)) {
            let paragraph = item.children.first { $0.kind == .paragraph }
            note(item, role: .narrative, end: paragraph?.endLine ?? item.startLine)
            let owner = append(kind: .rule, text: item.text, line: item.startLine, endLine: paragraph?.endLine ?? item.startLine,
                               sectionPath: sectionPath, modality: .must, codeSpans: item.ownCodeSpans.map(\.literal))
            statements[owner].writtenOrder = (order, groups)
        }
        pendingLabel = list.children.last.map(\.text)
        return true
    }

    /// `must` for a sentence with no modal word that writes a member order or names the factory
    /// prefix, unless it describes ("The generator emits …", "Each test builds … with `makeSUT()`").
    static func namesAnOrderOrAPrefix(_ sentence: Sentence, sectionPath: [String]) -> Modality? {
        guard !ModalityDetector.describes(sentence.prose) else { return nil }
        return writesAMemberOrder(sentence.text, sectionPath: sectionPath)
            ?? (NamingMapper.namesFactoryPrefix(sentence.text, codeSpans: sentence.codeSpans) ? .must : nil)
    }

    /// `must` for a sentence that writes a member order on its own ("declaration order: nested
    /// types → properties → init → methods"), read with its heading.
    static func writesAMemberOrder(_ text: String, sectionPath: [String]) -> Modality? {
        MemberOrderReader.order(in: text, context: sectionPath.last) != nil ? .must : nil
    }
}
