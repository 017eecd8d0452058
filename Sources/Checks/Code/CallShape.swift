import PreflightSwiftSource

/// The shape of a call as a document writes it (`.padding(16)`, `Text("Hi")`,
/// `.sheet(isPresented:)`, `Task { }`), generalised: literals stand for their kind, so the
/// forbidden example `.padding(16)` forbids any numeric literal padding.
public struct CallShape: Sendable, Hashable, CustomStringConvertible {
    public enum ArgumentKind: String, Sendable, Hashable, CaseIterable {
        case number, string, bool, `nil`, any

        /// Code that reads as a literal of this kind, standing in for `<kind>` when a printed
        /// shape is read back.
        var standIn: String {
            switch self {
            case .number: return "0"
            case .string: return "\"\""
            case .bool: return "true"
            case .nil: return "nil"
            case .any: return "preflightAnyValue"
            }
        }
    }

    public struct Argument: Sendable, Hashable {
        public var label: String?
        public var kind: ArgumentKind
        /// A named value written as itself (`.headline`, `.systemBackground`, `Font.title`):
        /// only that value matches. "Never use `.font(.headline)`" says nothing of `.title`.
        public var value: String?

        public init(label: String?, kind: ArgumentKind, value: String? = nil) {
            self.label = label
            self.kind = kind
            self.value = value
        }
    }

    public var callee: String
    /// `.padding(…)` is a member call; `Realm()` is not.
    public var isMember: Bool
    public var arguments: [Argument]
    /// `foo(a:)` names labels only: any call having them matches, whatever else it has.
    public var labelsOnly: Bool
    public var trailingClosure: Bool
    /// Written without parentheses and arguments (`Task { }`) or with a placeholder
    /// (`.padding(…)`): any argument list matches.
    public var anyArguments: Bool
    /// Matches only when some argument is a literal of this kind: "no number literal inside
    /// `.padding(…)`" forbids `.padding(16)` and `.padding(.top, 8)`, not `.padding(Spacing.medium)`.
    public var literalAnywhere: ArgumentKind?
    /// `Realm()` rather than `Task { }`: shown as `Realm(…)` when any arguments match.
    public var writtenWithParentheses = false
    /// A function named in prose without code around it (`sink`): free or member calls alike
    /// (so neither a member nor a value's call any more: one shape, one printed form).
    public var anyReceiver = false {
        didSet {
            if anyReceiver {
                isMember = false
                valueReceiver = false
            }
        }
    }
    /// Written on a value (`session.translate(…)`): a call on some value, whatever its name, but
    /// not a type's own function (`Translator.translate(…)`) nor a free one.
    public var valueReceiver = false

    public var description: String {
        var text = (valueReceiver ? "value." : isMember ? "." : "") + callee
        if let literalAnywhere {
            text += "(…<\(literalAnywhere.rawValue)>…)"
        } else if anyArguments && writtenWithParentheses {
            text += "(…)"
        } else if labelsOnly {
            text += "(" + arguments.map { "\($0.label ?? "_"):" }.joined() + ")"
        } else if !anyArguments {
            text += "(" + arguments.map { argument in
                (argument.label.map { "\($0): " } ?? "") + (argument.value ?? "<\(argument.kind.rawValue)>")
            }.joined(separator: ", ") + ")"
        }
        if trailingClosure { text += " { … }" }
        return text
    }

    /// The shape as `compile` prints it and annotations write it: the description, led by `*.`
    /// when a receiver may be there or not (`*.print(…)`).
    public var text: String { (anyReceiver ? "*." : "") + description }

    /// Reads `text` back, or code as a document writes it (`.padding(16)` generalises to
    /// `.padding(<number>)`): nil when it is neither.
    public init?(text: String) {
        var source = text.trimming(" \t")
        let anyReceiver = source.hasPrefix("*.")
        if anyReceiver { source = String(source.dropFirst(2)) }
        var literal: ArgumentKind?
        for kind in ArgumentKind.allCases where source.contains("(…<\(kind.rawValue)>…)") {
            literal = kind
            source = source.replacing("(…<\(kind.rawValue)>…)", with: "(…)")
        }
        for kind in ArgumentKind.allCases { source = source.replacing("<\(kind.rawValue)>", with: kind.standIn) }
        guard var shape = CallShape(parsing: source) else { return nil }
        if anyReceiver {
            guard !shape.isMember else { return nil }
            shape.anyReceiver = true
        }
        if let literal {
            guard shape.anyArguments, !shape.trailingClosure else { return nil }
            shape.literalAnywhere = literal
        }
        self = shape
    }

    /// Reads a call from code: nil when the text is not a single call expression.
    public init?(parsing text: String) {
        var source = text.trimming(" \t")
        if source.hasPrefix("try ") { source = String(source.dropFirst(4)).trimming(" ") }
        if source.hasPrefix("await ") { source = String(source.dropFirst(6)).trimming(" ") }
        let file = SourceFile(path: "shape.swift", text: source)
        let tokens = file.codeTokens
        guard !tokens.isEmpty else { return nil }
        var start = 0
        var member = false
        if file.isPunctuation(tokens[0], ".") {
            member = true
            start = 1
        }
        guard start < tokens.count, tokens[start].kind == .identifier else { return nil }
        // A chain (`Foo.bar(…)`) keeps its last name as the callee when the head is a type.
        var calleeIndex = start
        while calleeIndex + 2 < tokens.count, file.isPunctuation(tokens[calleeIndex + 1], "."),
              tokens[calleeIndex + 2].kind == .identifier {
            calleeIndex += 2
            member = true
        }
        guard let call = file.callArguments(at: calleeIndex) else { return nil }
        let end = call.trailingClosures.last?.braces.upperBound ?? call.parentheses?.upperBound ?? calleeIndex
        guard end == tokens.count - 1 else { return nil }
        callee = file.text(of: tokens[calleeIndex])
        // "Omit the `get { }` wrapper": an accessor block, not a call of `get`.
        if !member, call.parentheses == nil, SwiftKeywords.accessorBlocks.contains(callee) { return nil }
        isMember = member
        // `session.translate(…)`: the name before the dot is a value's (lowercase), not a type's.
        valueReceiver = calleeIndex >= start + 2 && tokens[calleeIndex - 2].kind == .identifier
            && file.text(of: tokens[calleeIndex - 2]).first?.isLowercase == true
        trailingClosure = !call.trailingClosures.isEmpty
        anyArguments = call.parentheses == nil
        writtenWithParentheses = call.parentheses != nil
        literalAnywhere = nil
        // `sheet(isPresented:)`: labels with no values name the call's labels only.
        labelsOnly = !call.arguments.isEmpty && call.arguments.allSatisfy { $0.label != nil && $0.tokens.isEmpty }
        arguments = call.arguments.map { argument in
            Argument(label: argument.label, kind: CallShape.kind(of: argument.tokens, in: file),
                     value: CallShape.namedValue(argument.tokens, in: file))
        }
        // `.padding(…)` / `.padding(...)`: a placeholder stands for any arguments.
        if call.arguments.count == 1, let range = call.arguments.first?.tokens, !range.isEmpty,
           range.allSatisfy({ ["…", "..."].contains(file.text(of: tokens[$0])) }) {
            anyArguments = true
            arguments = []
        }
        // `print()`, `Realm()` written in prose name the function, whatever its arguments —
        // except initialisers whose empty form is the point: `Date()` reads the clock and
        // `UUID()` draws a random value, `Date(timeIntervalSince1970:)` does neither.
        if call.arguments.isEmpty, !trailingClosure, !(Self.emptyFormIsThePoint.contains(callee) && !member) {
            anyArguments = true
        }
    }

    package static let emptyFormIsThePoint: Set<String> = ["Date", "UUID"]

    /// Words the tokenizer reads as identifiers that stand before an expression, not in it.
    static let contextualKeywords: Set<String> = ["await", "try", "return", "throw", "in", "yield", "consume", "copy", "each", "some", "any"]

    /// Whether the call is made on a value: `x.f()`, `self.x.f()`, `f().g()`, `x?.f()` — not
    /// `Type.f()`, an implicit member `.f()` or a free `f()`.
    static func isOnValue(_ call: CallArguments, in file: SourceFile) -> Bool {
        let tokens = file.codeTokens
        guard call.callee >= 2, file.isPunctuation(tokens[call.callee - 1], ".") else { return false }
        let before = tokens[call.callee - 2]
        let text = file.text(of: before)
        switch before.kind {
        case .identifier:
            // `await .translate(…)`: a contextual keyword before an implicit member, not a value.
            return (text.first?.isLowercase == true || text.first == "_") && !contextualKeywords.contains(text)
        case .keyword: return text == "self" || text == "super"
        default: return [")", "]", "?", "!"].contains(text)
        }
    }

    /// Modules that qualify a free function (`Swift.print`, `Darwin.sleep`).
    static let modules: Set<String> = ["Swift", "Foundation", "Darwin", "Glibc", "Dispatch", "SwiftUI", "UIKit", "AppKit", "ObjectiveC"]

    package static func kind(of range: Range<Int>, in file: SourceFile) -> ArgumentKind {
        let tokens = file.codeTokens
        var slice = Array(tokens[range])
        // A sign belongs to the literal: `-8` is a number.
        if slice.count == 2, slice[0].kind == .operator, file.text(of: slice[0]) == "-" { slice.removeFirst() }
        guard slice.count == 1 else { return .any }
        let token = slice[0]
        switch token.kind {
        case .integerLiteral, .floatLiteral: return .number
        case .stringLiteral: return .string
        case .keyword:
            let text = file.text(of: token)
            if text == "true" || text == "false" { return .bool }
            if text == "nil" { return .nil }
            return .any
        default:
            return .any
        }
    }

    /// `.headline`, `Font.title`, `.red.opacity`: an implicit member or a type's static member,
    /// written without spaces; nil for anything else (a literal, a variable, a call).
    package static func namedValue(_ range: Range<Int>, in file: SourceFile) -> String? {
        let tokens = Array(file.codeTokens[range])
        guard tokens.count >= 2 else { return nil }
        let leadingDot = file.isPunctuation(tokens[0], ".")
        if !leadingDot {
            guard tokens[0].kind == .identifier, file.text(of: tokens[0]).first?.isUppercase == true else { return nil }
        }
        for (offset, token) in tokens.enumerated() {
            let expectsDot = (offset % 2 == 0) == leadingDot
            if expectsDot ? !file.isPunctuation(token, ".") : token.kind != .identifier { return nil }
        }
        guard !file.isPunctuation(tokens[tokens.count - 1], ".") else { return nil }
        return tokens.map { file.text(of: $0) }.joined()
    }

    /// `Font.headline` is `.headline` written with its type.
    static func sameValue(_ actual: String?, _ expected: String) -> Bool {
        guard let actual else { return false }
        if actual == expected { return true }
        return expected.hasPrefix(".") && actual.first?.isUppercase == true && actual.hasSuffix(expected)
            && !actual.dropLast(expected.count).contains(".")
    }

    /// Whether the call at code token `index` (its callee) has this shape.
    package func matches(_ call: CallArguments, in file: SourceFile) -> Bool {
        let tokens = file.codeTokens
        guard file.text(of: tokens[call.callee]) == callee else { return false }
        let dotted = call.callee > 0 && file.isPunctuation(tokens[call.callee - 1], ".")
        if isMember != dotted && !anyReceiver {
            // `Foo.bar()` written as `bar()` inside Foo is still the member; `.init` forms aside,
            // a member shape needs the dot and a free call must not have one, unless the dot
            // qualifies it with its module (`Swift.print`).
            let qualified = dotted && !isMember && call.callee >= 2 && tokens[call.callee - 2].kind == .identifier
                && CallShape.modules.contains(file.text(of: tokens[call.callee - 2]))
                && (call.callee < 3 || !file.isPunctuation(tokens[call.callee - 3], "."))
            guard qualified else { return false }
        }
        if valueReceiver && !CallShape.isOnValue(call, in: file) { return false }
        if trailingClosure && call.trailingClosures.isEmpty { return false }
        if let literalAnywhere {
            return call.arguments.contains { CallShape.kind(of: $0.tokens, in: file) == literalAnywhere }
        }
        if anyArguments { return true }
        if labelsOnly {
            let labels = Set(call.arguments.compactMap(\.label))
            return arguments.allSatisfy { labels.contains($0.label ?? "") }
        }
        guard call.arguments.count == arguments.count else { return false }
        for (expected, actual) in zip(arguments, call.arguments) {
            guard expected.label == actual.label else { return false }
            if expected.kind != .any, CallShape.kind(of: actual.tokens, in: file) != expected.kind { return false }
            if let value = expected.value, !CallShape.sameValue(CallShape.namedValue(actual.tokens, in: file), value) { return false }
        }
        return true
    }
}
