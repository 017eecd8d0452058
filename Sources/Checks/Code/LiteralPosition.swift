import PreflightModel
import PreflightSwiftSource

/// A place in code where a literal stands in for a design token or a localized string, written
/// as the catalogue and annotations write it:
/// - a call and the arguments meant: `.padding(*)` (any argument), `Text(_)` (unlabeled ones),
///   `.frame(width:height:)` (those labels), `UIFont.systemFont(ofSize:)` (the qualifier is for
///   the reader; any receiver matches); `unless relativeTo:` exempts calls having that label;
/// - a label in any call: `spacing:`, `cornerRadius:`, `constant:`;
/// - an assignment: `spacing =` (with or without a receiver), `.text =` (only with one),
///   `layer.cornerRadius =` (that member chain).
public struct LiteralPosition: Sendable, Hashable, CustomStringConvertible {
    public enum Form: Sendable, Hashable {
        case call, label, assignment
    }

    public var form: Form
    /// The callee, the label, or the assigned member chain (`["layer", "cornerRadius"]`).
    public var names: [String]
    /// A call written `.padding`, an assignment written `.text =`: a receiver is needed. A call
    /// written `Text` must have none.
    public var isMember: Bool
    /// The arguments meant: `*` any, `_` unlabeled, else labels.
    public var labels: [String]
    /// Labels that make a call keep the rule (`relativeTo:` on a custom font).
    public var unless: [String]
    /// As written, for messages and encoding.
    public let text: String

    public var description: String { text }

    public init?(text: String) {
        var source = text.trimming(" \t")
        var unless: [String] = []
        if let range = source.range(of: " unless ") {
            unless = source[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," })
                .map { String($0).trimming(":") }
            source = String(source[..<range.lowerBound]).trimming(" ")
            guard !unless.isEmpty, unless.allSatisfy(LiteralPosition.isName) else { return nil }
        }
        self.text = text.trimming(" \t")
        self.unless = unless
        if source.hasSuffix("=") {
            var head = String(source.dropLast()).trimming(" ")
            isMember = head.hasPrefix(".")
            if isMember { head.removeFirst() }
            names = head.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !names.isEmpty, names.allSatisfy(LiteralPosition.isName), unless.isEmpty else { return nil }
            form = .assignment
            labels = []
            return
        }
        if source.hasSuffix(":"), LiteralPosition.isName(String(source.dropLast())) {
            form = .label
            names = [String(source.dropLast())]
            isMember = false
            labels = names
            return
        }
        guard source.hasSuffix(")"), let open = source.firstIndex(of: "(") else { return nil }
        var head = String(source[..<open])
        let inner = String(source[source.index(after: open)..<source.index(before: source.endIndex)]).trimming(" ")
        isMember = head.hasPrefix(".")
        if isMember { head.removeFirst() }
        let chain = head.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let callee = chain.last, chain.allSatisfy(LiteralPosition.isName) else { return nil }
        // `UIFont.systemFont(ofSize:)`: a qualified name is a member call on any receiver.
        if chain.count > 1 { isMember = true }
        names = [callee]
        form = .call
        if inner == "*" || inner == "_" {
            labels = [inner]
        } else {
            labels = inner.split(separator: ":").map { String($0).trimming(" ") }
            guard !labels.isEmpty, labels.allSatisfy({ $0 == "_" || LiteralPosition.isName($0) }) else { return nil }
        }
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether argument `argument` of a call matching this position is one it means.
    func means(_ argument: CallArguments.Argument) -> Bool {
        if labels.contains("*") { return true }
        return labels.contains(argument.label ?? "_")
    }
}

/// A literal argument found at a position.
struct LiteralUse {
    var token: Int
    var position: LiteralPosition
}

extension SourceFile {
    /// The literal of `kinds` that `range` consists of (a sign allowed before a number), or nil.
    func literalToken(in range: Range<Int>, kinds: Set<LiteralArgumentCheck.LiteralKind>) -> Int? {
        let tokens = codeTokens
        var start = range.lowerBound
        if range.count == 2, tokens[start].kind == .operator, token(tokens[start], is: "-") { start += 1 }
        guard start + 1 == range.upperBound, start < tokens.count else { return nil }
        switch tokens[start].kind {
        case .integerLiteral, .floatLiteral: return kinds.contains(.number) ? start : nil
        case .stringLiteral: return kinds.contains(.string) ? start : nil
        default: return nil
        }
    }
}
