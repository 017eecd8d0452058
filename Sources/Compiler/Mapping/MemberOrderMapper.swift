import PreflightChecks
import PreflightDocument
import PreflightModel

/// An order of a type's members written out in the document (`MemberOrderReader`): on the
/// statement's line, or as a list the extractor read (`MemberOrderExtraction`), whose lead-in
/// is the statement or of which the statement is one item, answering for its own groups. The whole statement is the order, so no
/// other mapper reads its words (`FrameCompiler` asks here first) ("private", "static" are groups here, not modifiers to require).
package enum MemberOrderMapper {
    package static func map(_ written: (order: [String], reports: [String]), _ context: inout MappingContext) -> [Mapped] {
        if let escape = context.reading.utterance.cues.first(where: { $0.cue == .escape }) {
            context.miss("human condition: “\(context.reading.text(escape.range))” — only a person can tell when the order applies")
            return []
        }
        context.claimAll { _ in true }
        var check = MemberOrderCheck(groups: written.order, selector: selector(of: context))
        if written.reports != written.order { check.reporting = written.reports }
        return [Mapped(check: check, origin: "member order written at line \(context.statement.line)",
                       severity: context.statement.modality == .prefer ? .warning : .error, decidesWholeStatement: true)]
    }

    /// The groups the statement orders, and those it answers for: read from its own words, or
    /// by the extractor from the list it introduces or is an item of.
    static func order(of context: MappingContext) -> (order: [String], reports: [String])? {
        let statement = context.statement
        if let written = statement.writtenOrder { return written }
        // Most statements name no order.
        let heading = statement.sectionPath.last
        guard MemberOrderReader.namesAnOrder(statement.text) || heading.map({ MemberOrderReader.namesAnOrder($0) }) == true,
              let groups = MemberOrderReader.order(in: statement.text, context: heading) else { return nil }
        return (groups, groups)
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
