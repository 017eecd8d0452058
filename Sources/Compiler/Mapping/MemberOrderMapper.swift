import PreflightChecks
import PreflightDocument
import PreflightModel

/// An order of a type's members written out in the document (`MemberOrderReader`): on the
/// statement's line, in the list its lead-in introduces, or in the list under a heading that
/// names an order, of which the statement is one item. The whole statement is the order, so no
/// other mapper reads its words (`FrameCompiler` asks here first) ("private", "static" are groups here, not modifiers to require).
package enum MemberOrderMapper {
    package static func map(_ groups: [String], _ context: inout MappingContext) -> [Mapped] {
        if let escape = context.reading.utterance.cues.first(where: { $0.cue == .escape }) {
            context.miss("human condition: “\(context.reading.text(escape.range))” — only a person can tell when the order applies")
            return []
        }
        context.claimAll { _ in true }
        let check = MemberOrderCheck(groups: groups, selector: selector(of: context))
        return [Mapped(check: check, origin: "member order written at line \(context.statement.line)",
                       severity: context.statement.modality == .prefer ? .warning : .error, decidesWholeStatement: true)]
    }

    /// The groups the statement orders, read from its own words, the list it introduces, or the
    /// list it is an item of.
    static func order(of context: MappingContext) -> [String]? {
        let statement = context.statement
        let heading = statement.sectionPath.last
        // Most statements name no order: the document's lists are looked for only when one does.
        let textNamesOrder = MemberOrderReader.namesAnOrder(statement.text)
        guard textNamesOrder || heading.map { MemberOrderReader.namesAnOrder($0) } == true else { return nil }
        if let groups = MemberOrderReader.order(in: statement.text, context: heading) { return groups }
        if textNamesOrder, let list = context.followingList,
           let groups = MemberOrderReader.order(ofItems: list.children.map(\.text), leadIn: statement.text) {
            return groups
        }
        if let heading, let list = enclosingList(of: statement, in: context.document) {
            return MemberOrderReader.order(ofItems: list.children.map(\.text), leadIn: heading)
        }
        return nil
    }

    /// The list of the statement's section whose items include the statement.
    static func enclosingList(of statement: Statement, in document: SkillDocument) -> MarkdownBlock? {
        for (block, path) in document.blocksWithSections where path == statement.sectionPath && block.isList {
            if block.children.contains(where: { $0.startLine == statement.line }) { return block }
        }
        return nil
    }

    /// The types whose members are ordered: the family a heading names (`View`, `…ViewModel`),
    /// else every class, struct, enum and actor.
    static func selector(of context: MappingContext) -> TypeSelector {
        switch context.headingPlaces.compactMap(\.family).first?.selector {
        case let .conformance(name)?: return TypeSelector(conformance: name)
        case let .nameSuffix(suffix)?: return TypeSelector(nameSuffix: suffix)
        default: return TypeSelector(kinds: orderedTypeKinds)
        }
    }

    /// The kinds of type whose members an order speaks of (a protocol's requirements have none).
    static let orderedTypeKinds = ["class", "struct", "enum", "actor"]
}
