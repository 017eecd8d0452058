import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// Rules about names: two spellings of one name ("`newId`, never `newID`" → the part that
/// differs), type-name suffixes per conformance ("views end in `View`"), the state bound to a
/// presentation call (`isShowing…` for `.sheet(isPresented:)`).
package enum NamingMapper {
    /// "…, or any other suffix", "etc.": the list of suffixes is open.
    static let openListEnding = CompiledPattern(#"\b(or any|or another|or other|and other|etc|and so on|or similar|or the like)\b"#)

    package static func map(_ context: inout MappingContext) -> [Mapped] {
        namingPairs(&context) + typeSuffix(&context) + bindingName(&context) + factoryPrefix(&context)
    }

    /// "Factory methods use the `make` prefix (`makeViewModel()`)", "| Factory methods |
    /// `makeIterator()` |": the whole statement is the naming rule.
    static func factoryPrefix(_ context: inout MappingContext) -> [Mapped] {
        let statement = context.statement
        guard namesFactoryPrefix(statement.text, codeSpans: statement.codeSpans) else { return [] }
        context.claimAll { _ in true }
        // "Don't prefix factory methods with `make`": a name to avoid, not a call to forbid.
        if statement.modality?.isNegative == true {
            context.miss("refuses the `make` prefix of factory methods, which no check kind takes")
            return []
        }
        return [Mapped(check: FactoryMethodNameCheck(), origin: "factory methods named with `make`",
                       severity: statement.modality == .prefer ? .warning : .error, decidesWholeStatement: true)]
    }

    /// Whether the text speaks of factory methods and gives `make` as their first word: the
    /// prefix as code or quoted (`make`, “make”) beside a word of beginning ("prefix", "begin
    /// with", "접두사", "で始める"), or a label and a name that opens with it ("Factory methods:
    /// `makeIterator()`"). Mentions of a factory method in passing ("builds its subject with the
    /// factory method `makeSUT()`", "initializers over factory methods such as `makeFoo()`") are not.
    package static func namesFactoryPrefix(_ text: String, codeSpans: [String]) -> Bool {
        // Most sentences lack the word in any case.
        guard text.includes("make") || text.includes("Make") || text.includes("MAKE") else { return false }
        let lowered = text.lowercasedFast()
        guard let phrase = Lexicon.factoryMethodWords.first(where: lowered.includes) else { return false }
        let quotesMake = Lexicon.quotedMakePrefix.contains(where: lowered.includes) || codeSpans.contains("make")
        if quotesMake { return Lexicon.prefixWords.contains(where: lowered.includes) }
        guard codeSpans.contains(where: { $0.hasPrefix("make") && $0.dropFirst(4).first?.isUppercase == true }) else { return false }
        // The label and its example, nothing more.
        var prose = MemberOrderReader.withoutCode(lowered).replacingOccurrences(of: phrase, with: " ")
        for word in Lexicon.memberOrderFillers { prose = prose.replacingOccurrences(of: " \(word) ", with: " ") }
        return prose.split(whereSeparator: { !$0.isLetterFast }).count <= 1
    }

    static func name(_ term: Term) -> String? {
        switch term.span {
        case let .symbol(pattern)? where pattern.pieces.count == 1: return pattern.text
        case let .namePattern(prefix, suffix)?: return prefix + suffix
        case let .other(text)? where text.first?.isLetterFast == true && text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }):
            return text
        default: return nil
        }
    }

    static func namingPairs(_ context: inout MappingContext) -> [Mapped] {
        for frame in context.reading.frames where frame.modality.forbids {
            for wrongTerm in frame.targets {
                guard let wrong = name(wrongTerm) else { continue }
                for rightTerm in frame.alternatives {
                    guard let right = name(rightTerm), wrong != right, wrong.lowercasedFast() == right.lowercasedFast(),
                          let (forbidden, replacement) = difference(wrong, right) else { continue }
                    context.claim(wrongTerm)
                    context.claim(rightTerm)
                    return [Mapped(check: IdentifierNamingCheck(forbidden: forbidden, replacement: replacement, languages: context.languages),
                                   origin: "naming pair `\(right)` / `\(wrong)`", severity: context.severity(of: frame))]
                }
            }
        }
        return []
    }

    /// The differing run, widened to the camel-case word it sits in: (`newID`, `newId`) → (`ID`, `Id`).
    static func difference(_ wrong: String, _ right: String) -> (String, String)? {
        let a = Array(wrong), b = Array(right)
        guard a.count == b.count else { return nil }
        guard let first = a.indices.first(where: { a[$0] != b[$0] }), let last = a.indices.last(where: { a[$0] != b[$0] })
        else { return nil }
        var start = first
        func opensWord(_ index: Int) -> Bool {
            (a[index].isUppercase || b[index].isUppercase)
                && (index == 0 || (!a[index - 1].isUppercase && !b[index - 1].isUppercase))
        }
        while start > 0, !opensWord(start) { start -= 1 }
        let forbidden = String(a[start...last]), replacement = String(b[start...last])
        return forbidden.isEmpty ? nil : (forbidden, replacement)
    }

    /// "A type conforming to `View` ends in `View`, `Button` or `TextField`".
    static func typeSuffix(_ context: inout MappingContext) -> [Mapped] {
        // "… end in `View`", "… are named `…Error`".
        guard let cue = context.reading.utterance.cues.first(where: { $0.cue == .suffixCue })
            ?? context.reading.utterance.cues.first(where: { hit in hit.cue == .nameVerb && context.reading.terms.contains { term in
                if case let .namePattern(prefix, suffix)? = term.span { return prefix.isEmpty && !suffix.isEmpty && term.position > hit.range.lowerBound }
                return false
            } }), context.requires else { return [] }
        let terms = context.reading.terms
        // Parenthesised names are examples of the rule ("(`AccountRowView`, `LogoutButton`)").
        let examples = context.reading.segments.filter { $0.opener == "(" }
        let after = terms.filter { term in term.position > cue.range.lowerBound && term.isCode && !examples.contains { $0.range.contains(term.position) } }
        let before = terms.filter { $0.position < cue.range.lowerBound }
        let suffixes = after.compactMap { term -> String? in
            if case let .namePattern(prefix, suffix)? = term.span, prefix.isEmpty, !suffix.isEmpty { return suffix }
            return term.span?.typeName
        }
        guard !suffixes.isEmpty else { return [] }
        // "View, Button, or any SwiftUI view subtype", "…, etc.": the list is open, so a name
        // outside it may still keep the rule.
        let rest = String(context.reading.utterance.characters[cue.range.upperBound...])
        if Self.openListEnding.matches(rest) {
            context.miss("the list of suffixes is open (“or any …”, “etc.”)")
            return []
        }
        var conformance = before.filter { !$0.namesCasingStyle }.compactMap { $0.span?.typeName }.last
        if conformance == nil, let family = before.compactMap(\.family).first ?? context.headingPlaces.compactMap(\.family).first,
           case let .conformance(name) = family.selector {
            conformance = name
        }
        guard let conformance else { return [] }
        context.claimAll { term in after.contains(term) || before.contains(term) }
        let unique = suffixes.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return [Mapped(check: TypeSuffixCheck(conformance: conformance, suffixes: unique),
                       origin: "type names conforming to `\(conformance)`", severity: context.statement.modality == .prefer ? .warning : .error)]
    }

    /// "Drive a sheet with a Bool named `isShowing<Destination>`".
    static func bindingName(_ context: inout MappingContext) -> [Mapped] {
        var prefix: String?
        var prefixTerm: Term?
        for term in context.reading.terms {
            if case let .namePattern(start, end)? = term.span, end.isEmpty, start.count >= 3, start.first?.isLowercase == true {
                prefix = start
                prefixTerm = term
            }
        }
        guard let prefix, let prefixTerm else { return [] }
        let sectionText = (context.statement.sectionPath + [context.statement.text]).joined(separator: " ").lowercasedFast()
        var callee = "sheet"
        var label = "isPresented"
        for span in context.spans {
            if case let .call(shape) = span, shape.labelsOnly, let first = shape.arguments.first?.label {
                callee = shape.callee
                label = first
            }
        }
        guard sectionText.includes(callee) else { return [] }
        context.claim(prefixTerm)
        return [Mapped(check: BindingNameCheck(callee: callee, label: label, prefix: prefix),
                       origin: "state name `\(prefix)…` for `.\(callee)(\(label):)`", severity: .error)]
    }
}
