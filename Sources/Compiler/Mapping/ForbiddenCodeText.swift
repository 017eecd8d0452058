import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// How `ForbiddenUseMapper` reads the code a sentence writes: call shapes, attributes with their
/// arguments, chains and static paths, what a forbidden example changes in a recommended one.
extension ForbiddenUseMapper {
    /// `UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)` against the recommended
    /// `UIEdgeInsets(top: 0, left: 0, bottom: UIConstants.List.paddingBottom, right: 0)`: the
    /// arguments both write alike are not what the rule objects to, so they match any value.
    static func relaxingSharedArguments(_ shape: CallShape, written: String, alternatives: [Term]) -> CallShape {
        guard let bad = writtenArguments(written) else { return shape }
        var shape = shape
        for alternative in alternatives where alternative.isCode {
            guard let good = writtenArguments(alternative.text), good.callee == bad.callee,
                  good.arguments.map(\.label) == bad.arguments.map(\.label), good.arguments.count == shape.arguments.count else { continue }
            for index in shape.arguments.indices where good.arguments[index].text == bad.arguments[index].text {
                shape.arguments[index].kind = .any
            }
        }
        return shape
    }

    static func writtenArguments(_ text: String) -> (callee: String, arguments: [(label: String?, text: String)])? {
        let file = SourceFile(path: "written.swift", text: text)
        let tokens = file.codeTokens
        guard let calleeIndex = tokens.indices.first(where: { index in
            tokens[index].kind == .identifier && index + 1 < tokens.count && file.isPunctuation(tokens[index + 1], "(")
        }), let call = file.callArguments(at: calleeIndex) else { return nil }
        let arguments = call.arguments.map { argument in
            (label: argument.label, text: argument.tokens.map { file.text(of: tokens[$0]) }.joined(separator: " "))
        }
        return (file.text(of: tokens[calleeIndex]), arguments)
    }

    enum Differing {
        case symbol(SymbolPattern)
        case call(CallShape)
    }

    /// What a forbidden example changes in a recommended one of the same shape: `try!` against
    /// `try`, `.foregroundColor(…)` against `.foregroundStyle(…)`, `NavigationView` against
    /// `NavigationStack`. Nil when the two differ in more than one name or only in literals.
    static func difference(_ bad: Term, _ alternatives: [Term]) -> Differing? {
        let badTokens = tokenTexts(bad.text)
        guard badTokens.count >= 2 else { return nil }
        for alternative in alternatives where alternative.isCode {
            let goodTokens = tokenTexts(alternative.text)
            var prefix = 0
            while prefix < min(badTokens.count, goodTokens.count), badTokens[prefix] == goodTokens[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(badTokens.count, goodTokens.count) - prefix,
                  badTokens[badTokens.count - 1 - suffix] == goodTokens[goodTokens.count - 1 - suffix] { suffix += 1 }
            guard prefix + suffix > 0, prefix + suffix < badTokens.count else { continue }
            let middle = Array(badTokens[prefix..<(badTokens.count - suffix)])
            guard middle.count == 1, let token = middle.first else { continue }
            let previous = prefix > 0 ? badTokens[prefix - 1] : nil
            let next = badTokens.count - suffix < badTokens.count ? badTokens[badTokens.count - suffix] : nil
            if token == "!" || token == "?", let previous, ["try", "as"].contains(previous) {
                return SymbolPattern(previous + token).map(Differing.symbol)
            }
            guard let first = token.first, first.isLetterFast || first == "_" || first == "@" else { continue }
            if previous == ".", next == "(", var call = CallShape(parsing: "." + token + "(…)") {
                call.anyArguments = true
                return .call(call)
            }
            if previous == "." { return SymbolPattern("." + token).map(Differing.symbol) }
            // `Task { }` against `.task { }`: the differing name is called; the call is what is
            // forbidden, not every mention (`Task.sleep`, `Task.isCancelled`).
            if prefix == 0, next == "{" || next == "(", first.isUppercase, let call = CallShape(parsing: bad.text) {
                return .call(call)
            }
            if first.isUppercase || first == "@" { return SymbolPattern(token).map(Differing.symbol) }
        }
        return nil
    }

    static func tokenTexts(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return SwiftLexer.tokenize(text).filter { $0.kind != .comment }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    /// `animation(_:)`, `onChange(of:perform:)`: Swift's way of naming a function by its labels.
    /// `_` is one unlabeled argument, so `animation(_:)` is the one-argument form only; names
    /// without `_` keep "has these labels".
    static func documentationName(_ text: String) -> CallShape? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(":)") else { return nil }
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !labels.isEmpty, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" } }) else { return nil }
        let arguments = labels.map { $0 == "_" ? "x" : "\($0): x" }.joined(separator: ", ")
        guard var shape = CallShape(parsing: String(text[..<open]) + "(" + arguments + ")") else { return nil }
        shape.writtenWithParentheses = true
        // `urls(for:in:)`: every label must be there (more may follow).
        if !labels.contains("_") { shape.labelsOnly = true }
        return shape
    }

    /// `FileManager.default.urls(…)[0]`, `….first!`: the call a written expression ends in.
    static func leadingCall(_ text: String) -> CallShape? {
        var trimmed = text
        while !trimmed.isEmpty, !trimmed.hasSuffix(")") {
            guard let close = trimmed.lastIndex(of: ")") else { return nil }
            trimmed = String(trimmed[...close])
        }
        guard trimmed != text, !trimmed.isEmpty else { return nil }
        return CallShape(parsing: trimmed)
    }

    /// `.font(.system(size:))` → the pattern `.font(.system(size:` (the tokens as far as they
    /// are written), when an argument is itself a member call.
    static func nestedCallPattern(_ text: String) -> SymbolPattern? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let inside = text[text.index(after: open)...].drop { $0 == " " }
        let firstArgument = inside.hasPrefix(".") || inside.drop(while: { $0.isLetterFast || $0 == "_" }).hasPrefix(": .")
        guard firstArgument, inside.includes("(") else { return nil }
        // As far as the code is written without a literal: `.font(.system(size: 20))` → `.font(.system(size:`.
        var prefix = ""
        for character in text.replacingOccurrences(of: "…", with: "") {
            if character.isNumber || character == "\"" { break }
            prefix.append(character)
        }
        while let last = prefix.last, last == ")" || last == " " || last == "," { prefix.removeLast() }
        return SymbolPattern(prefix)
    }

    /// `@Environment(\.presentationMode) var x` → `@Environment(\.presentationMode)`; nil
    /// when the attribute has no arguments.
    static func attributeWithArguments(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.hasPrefix("@") else { return nil }
        var depth = 0
        var end = open
        for index in text.indices[open...] {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { end = index; break } }
        }
        guard depth == 0, end > open else { return nil }
        return String(text[...end])
    }

    /// The code inside a written trailing closure (`.onAppear { Task { await … } }` → `Task`,
    /// `await`): what a matching call's closure must hold.
    static func closureContent(_ text: String) -> [SymbolPattern]? {
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return nil }
        let body = text[text.index(after: open)..<close]
        let tokens = SwiftLexer.tokenize(String(body))
        let source = Array(String(body).utf8)
        let words = tokens.compactMap { token -> String? in
            let word = String(decoding: source[token.start..<token.end], as: UTF8.self)
            guard token.kind == .identifier || token.kind == .keyword else { return nil }
            return word == "await" || word.first?.isUppercase == true ? word : nil
        }
        let patterns = Array(Set(words)).sorted().compactMap(SymbolPattern.init)
        return patterns.isEmpty ? nil : patterns
    }

    /// The last member call of a written chain (`Text(note).foregroundColor(.secondary)` →
    /// `.foregroundColor(.secondary)`), or, when an alternative is the same chain with another last
    /// call, that call. Nil when the text is not a chain of calls.
    static func lastCallInChain(_ text: String, alternatives: [Term]) -> CallShape? {
        guard text.includes("("), let split = lastMemberCallStart(text) else { return nil }
        let tail = String(text[split...])
        guard var shape = CallShape(parsing: tail), shape.isMember else { return nil }
        let head = text[..<split]
        if let twin = alternatives.first(where: { $0.text.hasPrefix(head) && $0.text != text }),
           let twinSplit = lastMemberCallStart(twin.text), twin.text[..<twinSplit] == head,
           let twinShape = CallShape(parsing: String(twin.text[twinSplit...])), twinShape.callee == shape.callee {
            // Same call on both sides: the difference is in the arguments, which the shape keeps.
            _ = twinShape
        }
        shape.anyReceiver = false
        return shape
    }

    /// `DispatchQueue.main.async()`, `UIApplication.shared.open(…)`: a call on a value reached
    /// from a type by names alone, written with no arguments that matter — the path as one pattern.
    static func staticPathCall(_ text: String) -> SymbolPattern? {
        var head = text.trimming(" ")
        if head.hasSuffix("()") { head = String(head.dropLast(2)) }
        else if head.hasSuffix("(…)") || head.hasSuffix("(...)") { head = String(head[..<head.firstIndex(of: "(")!]) }
        let names = head.split(separator: ".", omittingEmptySubsequences: false)
        guard names.count >= 3, names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" } }),
              names[0].first?.isUppercase == true, names.dropFirst().allSatisfy({ $0.first?.isLowercase == true }) else { return nil }
        return SymbolPattern(head)
    }

    /// Where the last top-level `.name(` of a chain starts.
    static func lastMemberCallStart(_ text: String) -> String.Index? {
        var depth = 0
        var candidate: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" { depth -= 1 }
            if character == ".", depth == 0, index > text.startIndex {
                let next = text.index(after: index)
                if next < text.endIndex, text[next].isLetterFast { candidate = index }
            }
            index = text.index(after: index)
        }
        guard let candidate, text[candidate...].includes("(") else { return nil }
        return candidate
    }

    static func isFolder(_ term: Term) -> Bool {
        if case .path? = term.span { return true }
        return false
    }

    /// "`@ViewBuilder` functions", "`@Published` properties": the declarations an attribute is
    /// forbidden on.
    static func declarationKinds(_ noun: String?) -> [String] {
        guard let noun = noun?.split(separator: " ").first.map(String.init) else { return [] }
        if Lexicon.phrases(.functionNoun).contains(noun) { return ["func"] }
        if Lexicon.propertyDeclarationNouns.contains(noun) { return DeclarationKinds.properties }
        return []
    }

    /// `print`, `fatalError`, `sleep`: a lower-case name that is not a keyword stands for its calls.
    static func functionCall(_ pattern: SymbolPattern) -> CallShape? {
        pattern.pieces.count == 1 ? functionCall(pattern.text) : nil
    }

    /// A string argument that reads as a message (`"Not implemented"`, `"TODO"`, `""`), not a
    /// stand-in value (`"key"`, `"..."`, `"settings.title"`): a call written with a message
    /// may object to that message only.
    static func writtenMessage(_ text: String) -> String? {
        var inside = false
        var current = ""
        for character in text {
            if character == "\"" {
                if inside {
                    if !isStandIn(current) { return current }
                    current = ""
                }
                inside.toggle()
            } else if inside {
                current.append(character)
            }
        }
        return nil
    }

    /// "❌ `NSLocalizedString("orders.empty", comment: "")`", "Falsch: `…`": a label and code, so
    /// the call is the example, not its message.
    static func isLabelledExample(_ context: MappingContext) -> Bool {
        let reading = context.reading
        guard reading.terms.count == 1, reading.has(.badLabel) || reading.has(.goodLabel) else { return false }
        let words = String(reading.utterance.characters).split { !$0.isLetterFast }
        return words.count <= 2
    }

    static func isStandIn(_ literal: String) -> Bool {
        let trimmed = literal.trimming(" ")
        if trimmed.includes(" ") { return false }
        if trimmed.isEmpty { return literal.isEmpty ? false : true }
        // Elisions, interpolations and localization keys stand for any value.
        if trimmed.allSatisfy({ $0 == "." || $0 == "…" }) || trimmed.includes("\\(") || trimmed.includes("%") { return true }
        if trimmed.includes(".") || trimmed.includes("_") { return true }
        return Lexicon.standInWords.contains(trimmed.lowercasedFast())
    }

    /// A lower-case name written bare is a call when it is a known free function, when the
    /// sentence calls it ("never call `reloadData`") or when a function noun follows it.
    static func namesACall(_ call: CallShape, target: Term, frame: RuleFrame, context: MappingContext) -> Bool {
        if SDKNames.freeFunctions.contains(call.callee) || context.reading.has(.callVerb) { return true }
        if let noun = frame.nounAfterTarget[target.position]?.split(separator: " ").first.map(String.init),
           Lexicon.phrases(.functionNoun).contains(noun) { return true }
        // A name written without code font ("Acme still uses Realm") may be a product or a
        // person's word for a thing: a call only with a call verb or a function noun.
        if target.source == .bareName { return false }
        // "Don't set `frame` directly": a name one sets or assigns is a property.
        return !context.mentionsWord(Lexicon.propertyVerbs)
    }

    static func functionCall(_ text: String) -> CallShape? {
        guard let first = text.first, first.isLowercase, !CodeSpan.platforms.contains(text), text.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }),
              SwiftLexer.tokenize(text).count == 1, SwiftLexer.tokenize(text).first?.kind == .identifier,
              !contextualKeywords.contains(text),
              var shape = CallShape(parsing: text + "()") else { return nil }
        shape.anyArguments = true
        shape.anyReceiver = !SDKNames.freeFunctions.contains(text)
        return shape
    }

    /// Words Swift reads as keywords in places: never function names to forbid.
    static let contextualKeywords: Set<String> = [
        "get", "set", "willSet", "didSet", "some", "any", "async", "await", "throws", "rethrows", "final", "lazy", "weak",
        "unowned", "override", "mutating", "nonmutating", "convenience", "required", "optional", "dynamic", "open",
        "actor", "isolated", "nonisolated", "consuming", "borrowing", "body", "self", "value", "newValue", "oldValue",
    ]

    /// A pattern specific enough to forbid: a type, a member chain, an attribute, code with an
    /// operator — not one everyday word.
    static func isSearchable(_ pattern: SymbolPattern) -> Bool {
        if pattern.pieces.count > 1 { return true }
        guard let first = pattern.text.first else { return false }
        return first.isUppercase || first == "@" || first == "#" || first == "_"
    }
}
