import PreflightSwiftSource

/// One deprecated SDK API: the code shapes that use it, what replaces it and since when. The
/// table itself is `DeprecatedAPI.table` (its own file); `deprecated-api` checks name entries by id.
public struct DeprecatedAPI: Sendable {
    /// A piece of code that uses the API.
    public enum Shape: Sendable {
        /// Code tokens: a type (`NavigationView`), a member chain (`UIScreen.main`), a member on any
        /// receiver (`.contentEdgeInsets`), an attribute (`@UIApplicationMain`), a key path
        /// (`\.presentationMode`). A one-word symbol never matches after a dot.
        case symbol(String)
        /// A call of `callee`, written after a dot (`.foregroundColor(…)`, any receiver) or not
        /// (`Alert(…)`), when the condition holds.
        case call(String, member: Bool, when: Condition)
        /// `receiver.name` where the receiver's name ends with one of the suffixes
        /// (`cell.textLabel`): for names too common to flag on any receiver.
        case member(String, receivers: [String])
    }

    /// What tells the deprecated form of a call from the current one.
    public enum Condition: Sendable {
        case always
        /// One of these labels is among the arguments (`NavigationLink(isActive:)`).
        case hasLabel([String])
        /// `required` is among the labels, every label is `required` or one of `allowed`, and
        /// no argument is unlabeled (`.alert(isPresented:content:)`, not `.alert(_:isPresented:)`).
        case labels(required: String, allowed: [String])
        /// A first unlabeled argument and no trailing closure; other arguments only with these
        /// labels (`.cornerRadius(8)`, `.mask(Circle())`).
        case unlabeledFirst(allowing: [String])
        /// `.animation(.default)` on a view: one unlabeled argument, the receiver not a `$binding`.
        case singleArgumentNotOnBinding
        /// A first unlabeled argument together with this label (`.overlay(badge, alignment: .top)`).
        case unlabeledWith(String)
        /// The argument with this label is a call of `callee` (`Alert(title: Text(…))`).
        case labelledCall(String, callee: String)
        /// The argument with this label is written as one of these (`style: .gray`).
        case labelValue(String, values: [String])
        /// The closure takes one parameter (named, `_`, or `$0` alone), or is passed as `perform:`.
        case oneParameterClosure
    }

    public var id: String
    /// The API as people write it: `.foregroundColor(_:)`, `UIScreen.main`.
    public var api: String
    public var framework: String
    /// The platform version that deprecated it: `iOS 17`.
    public var since: String
    /// What to write instead, for the message: "`.foregroundStyle(…)`".
    public var replacement: String
    public var shapes: [Shape]
    /// Code using the API, which the table's tests run the check on.
    public var example: String

    public init(_ id: String, api: String, framework: String, since: String, replacement: String, shapes: [Shape], example: String) {
        self.id = id
        self.api = api
        self.framework = framework
        self.since = since
        self.replacement = replacement
        self.shapes = shapes
        self.example = example
    }

    /// Entries by id.
    public static let byId: [String: DeprecatedAPI] = Dictionary(table.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The finding's message: "`.foregroundColor(_:)` is deprecated since iOS 17; use `.foregroundStyle(…)`".
    public var message: String {
        "`\(api)` is deprecated since \(since); use \(replacement)"
    }
}

extension DeprecatedAPI.Condition {
    /// Whether the call at `callee` (its name token) is in the deprecated form.
    func holds(for call: CallArguments, in file: SourceFile) -> Bool {
        let tokens = file.codeTokens
        let labels = call.arguments.map(\.label)
        switch self {
        case .always:
            return true
        case let .hasLabel(names):
            return labels.contains { $0.map(names.contains) ?? false }
        case let .labels(required, allowed):
            return labels.contains(required) && labels.allSatisfy { $0.map { $0 == required || allowed.contains($0) } ?? false }
        case let .unlabeledFirst(allowing):
            guard call.trailingClosures.isEmpty, let first = call.arguments.first, first.label == nil, !first.tokens.isEmpty else { return false }
            return call.arguments.dropFirst().allSatisfy { $0.label.map(allowing.contains) ?? false }
        case .singleArgumentNotOnBinding:
            guard call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil,
                  !call.arguments[0].tokens.isEmpty else { return false }
            // `$isOn.animation(.spring)` animates a binding: that API is current.
            let receiver = call.callee - 2
            return !(receiver >= 0 && file.text(of: tokens[receiver]).hasPrefix("$"))
        case let .unlabeledWith(label):
            return call.trailingClosures.isEmpty && labels.first == .some(nil) && labels.contains(label)
        case let .labelledCall(label, callee):
            guard let argument = call.arguments.first(where: { $0.label == label }), let first = argument.tokens.first else { return false }
            return file.text(of: tokens[first]) == callee
        case let .labelValue(label, values):
            guard let argument = call.arguments.first(where: { $0.label == label }), !argument.tokens.isEmpty else { return false }
            let text = file.text(tokens[argument.tokens.lowerBound].start..<tokens[argument.tokens.upperBound - 1].end)
            return values.contains(text.filter { !$0.isWhitespace })
        case .oneParameterClosure:
            if labels.contains("perform") { return true }
            guard let closure = call.trailingClosures.first else { return false }
            return file.closureParameterCount(closure.braces) == 1
        }
    }
}

extension SourceFile {
    /// How many parameters a closure takes: from its `a, b in` / `(a, b) in` head, else from the
    /// highest `$n` used at its own level (nested closures have their own).
    func closureParameterCount(_ braces: ClosedRange<Int>) -> Int {
        let tokens = codeTokens
        let partner = structure.partner
        var index = braces.lowerBound + 1
        while index < braces.upperBound, tokens[index].kind == .attribute { index += 1 }
        if index < braces.upperBound, isPunctuation(tokens[index], "["), partner[index] > index { index = partner[index] + 1 }
        var names = 0
        if index < braces.upperBound, isPunctuation(tokens[index], "("), partner[index] > index {
            let close = partner[index]
            var cursor = index + 1
            var commas = 0
            while cursor < close {
                if isPunctuation(tokens[cursor], ","), !(tokens[cursor - 1].kind == .operator) { commas += 1 }
                cursor = (["(", "["].contains(text(of: tokens[cursor])) && partner[cursor] > cursor) ? partner[cursor] + 1 : cursor + 1
            }
            names = close > index + 1 ? commas + 1 : 0
            index = close + 1
        } else {
            while index < braces.upperBound, tokens[index].kind == .identifier || token(tokens[index], is: "_") {
                names += 1
                index += 1
                guard index < braces.upperBound, isPunctuation(tokens[index], ",") else { break }
                index += 1
            }
        }
        // Effects and a result type may stand between the parameters and `in`.
        while index < braces.upperBound, ["async", "throws", "->"].contains(text(of: tokens[index])) || tokens[index].kind == .identifier
            && index > 0 && text(of: tokens[index - 1]) == "->" {
            index += 1
        }
        if index < braces.upperBound, token(tokens[index], is: "in") { return names }
        var highest = 0
        var cursor = braces.lowerBound + 1
        while cursor < braces.upperBound {
            if isPunctuation(tokens[cursor], "{"), partner[cursor] > cursor {
                cursor = partner[cursor] + 1
                continue
            }
            let word = text(of: tokens[cursor])
            if word.hasPrefix("$"), let number = Int(word.dropFirst()) { highest = max(highest, number + 1) }
            cursor += 1
        }
        return highest
    }
}
