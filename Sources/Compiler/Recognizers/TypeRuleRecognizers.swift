import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// "`@MainActor` on view models", "`@MainActor` on `…ViewModel` classes": an attribute
/// required on types named by a noun or a name pattern after "on" / "for".
enum RequiredAttributeRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        // A checklist item states what must hold even without a modal word ("View models are …").
        guard context.statement.modality.map({ !$0.isNegative }) ?? (context.statement.kind == .checklist) else { return [] }
        let attributes = context.spans.compactMap { span -> String? in
            if case let .attribute(name) = span, RequiredModifierRecognizer.nonWrappers.contains(name) { return name }
            return nil
        }
        guard let attribute = attributes.first else { return [] }
        let kinds = context.mentions("class", "classes") ? ["class"] : []
        // "Every `ViewModel` must be `@MainActor`": a type-name span names the family by suffix.
        let attributeClause = context.clauses.first { $0.spans.contains("@" + attribute) || $0.spans.contains { $0.hasPrefix("@" + attribute + "(") } }
        let before = attributeClause.map { clause in Array(clause.spans.prefix { !$0.hasPrefix("@" + attribute) }) } ?? []
        if context.mentions("every", "each", "all", "on"), let family = before.map(CodeSpan.classify).compactMap(\.typeName).first {
            return [Recognized(check: RequiredAttributeCheck(attribute: attribute, selector: TypeSelector(nameSuffix: family, kinds: kinds)),
                               origin: "attribute `@\(attribute)` on `…\(family)`")]
        }
        if let pattern = context.subjectPattern {
            return [Recognized(check: RequiredAttributeCheck(attribute: attribute,
                                                             selector: TypeSelector(nameSuffix: pattern.suffix, kinds: kinds)),
                               origin: "attribute `@\(attribute)` on `…\(pattern.suffix)`")]
        }
        // "ViewModels must be annotated with …": a compound type word in the prose.
        if let compound = context.clauses.first?.prose.split(separator: " ").map(String.init)
            .first(where: { $0.first?.isUppercase == true && ImplicitCode.hasInnerCapital($0) && $0.allSatisfy(\.isLetter) }) {
            let suffix = compound.hasSuffix("s") ? String(compound.dropLast()) : compound
            return [Recognized(check: RequiredAttributeCheck(attribute: attribute, selector: TypeSelector(nameSuffix: suffix, kinds: kinds)),
                               origin: "attribute `@\(attribute)` on `…\(suffix)`")]
        }
        // "on view models", "on UI/view-model types", "every view model is": the noun phrase.
        var words = context.words
        if !words.contains(where: { ["on", "every", "each"].contains($0) }),
           let verb = words.firstIndex(where: { ["are", "is", "must", "should", "get", "carry"].contains($0) }), verb == 2 {
            // "View models are annotated with `@MainActor`": the sentence's subject names the types.
            words.insert("every", at: 0)
        }
        guard let on = words.firstIndex(where: { ["on", "every", "each"].contains($0) }) else { return [] }
        let stop: Set<String> = ["and", "or", "types", "type", "classes", "class", "objects", "object", "any", "every",
                                 "all", "the", "a", "an", "ui", "only", "when", "where", "that", "which", "with", "is", "are",
                                 // the placeholder of a code span (`‹code›`): "every `@Reducer` includes" names no noun
                                 "code"]
        var phrase: [String] = []
        for word in words[(on + 1)...] {
            if ["the", "a", "an", "all", "every", "any", "ui"].contains(word), phrase.isEmpty { continue }
            if stop.contains(word) || phrase.count == 2 { break }
            phrase.append(word)
        }
        // A single common word ("views") is too broad to name a type family.
        guard phrase.count == 2 || phrase.first?.contains("-") == true else { return [] }
        let suffix = String.pascalNoun(phrase)
        return [Recognized(check: RequiredAttributeCheck(attribute: attribute,
                                                         selector: TypeSelector(nameSuffix: suffix, kinds: kinds)),
                           origin: "attribute `@\(attribute)` on “\(phrase.joined(separator: " "))”")]
    }
}

/// "`~Item` must conform to `Identifiable`, `Equatable` and `Sendable`": the subject from a
/// name pattern in the statement or its section title, the protocols from the type-name spans.
enum RequiredConformanceRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.mentions("conform", "conforms", "conformance", "adopt", "adopts"),
              context.statement.modality.map({ !$0.isNegative }) ?? false,
              let pattern = context.subjectPattern else { return [] }
        var protocols: [String] = []
        for span in context.statement.codeSpans {
            for name in CodeSpan.typeNames(in: span) where !protocols.contains(name) && name != pattern.suffix { protocols.append(name) }
        }
        guard !protocols.isEmpty else { return [] }
        let kinds = ["protocol", "struct", "class", "enum", "actor"].filter { context.mentions($0, $0 + "s", $0 + "es") }
        return [Recognized(check: RequiredConformanceCheck(protocols: protocols, selector: TypeSelector(nameSuffix: pattern.suffix, kinds: kinds)),
                           origin: "conformance of `…\(pattern.suffix)`")]
    }
}

/// "Every `View` has a `#Preview`", "each file that declares a view has a `#Preview`":
/// a directive or symbol required in files declaring types of a kind.
enum RequiredCompanionRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.statement.modality.map({ !$0.isNegative }) ?? false || context.statement.kind == .checklist,
              context.mentions("every", "each", "all") else { return [] }
        let required = context.spans.compactMap { span -> SymbolPattern? in
            if case let .directive(name) = span { return SymbolPattern("#" + name) }
            return nil
        }
        guard !required.isEmpty, let conformance = subjectConformance(context) else { return [] }
        return [Recognized(check: RequiredCompanionCheck(required: required, selector: TypeSelector(conformance: conformance)),
                           origin: "every `\(conformance)` file has " + required.map { "`\($0.text)`" }.joined(separator: ", "))]
    }

    /// The kind of type after "every" / "each": a type-name span, or the noun itself
    /// capitalised ("every view" → `View`).
    static func subjectConformance(_ context: RecognitionContext) -> String? {
        if let typeName = context.spans.compactMap(\.typeName).first { return typeName }
        let words = context.words
        guard let at = words.firstIndex(where: { ["every", "each", "all"].contains($0) }) else { return nil }
        let nouns = words[(at + 1)...].prefix(5)
        if let noun = nouns.first(where: { $0 == "view" || $0 == "views" }) { return String.pascalNoun([noun]) }
        return nil
    }
}

/// "Always include `BindingReducer()`" under "`@Reducer` rules" / "`~Feature` rules": a call
/// required inside the body of the types the section is about.
enum RequiredMemberRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard let modality = context.statement.modality, !modality.isNegative,
              context.mentions("include", "includes", "contain", "contains", "call", "calls", "add", "have", "has") else { return [] }
        let calls = context.spans(.required).compactMap { span -> String? in
            if case let .call(shape) = span, !shape.isMember, shape.callee.first?.isUppercase == true { return shape.callee + "()" }
            return nil
        }
        guard let call = calls.first, let required = SymbolPattern(call) else { return [] }
        let attribute = context.spans.compactMap { span -> String? in
            if case let .attribute(name) = span { return name }
            return nil
        }.first ?? context.sectionAttribute
        let selector: TypeSelector
        if let attribute {
            selector = TypeSelector(attribute: attribute)
        } else if let pattern = context.subjectPattern {
            selector = TypeSelector(nameSuffix: pattern.suffix)
        } else {
            return []
        }
        return [Recognized(check: RequiredMemberCheck(required: required, selector: selector),
                           origin: "`\(call)` required in \(selector)")]
    }
}

/// "A type conforming to `View` ends in `View`, `Button` or `TextField`".
enum TypeSuffixRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let text = context.statement.text
        let lower = text.lowercased()
        guard let cut = ["ends in", "end in", "ends with", "end with", "ending in", "ending with", "suffix"]
            .compactMap({ lower.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
        let before = String(text[..<cut.lowerBound])
        let after = String(text[cut.upperBound...])
        let suffixes = after.backtickedSpans.compactMap { CodeSpan.classify($0).typeName }
        guard !suffixes.isEmpty else { return [] }
        var conformance: String?
        if let range = before.range(of: "conform") {
            conformance = String(before[range.upperBound...]).backtickedSpans.compactMap { CodeSpan.classify($0).typeName }.first
        }
        if conformance == nil {
            conformance = before.backtickedSpans.compactMap { CodeSpan.classify($0).typeName }.first
        }
        if conformance == nil {
            // "View type names end in …": the word before "type".
            let words = before.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            if let index = words.firstIndex(where: { $0 == "type" || $0 == "types" }), index > 0 {
                conformance = String.pascalNoun([words[index - 1]])
            }
        }
        guard let conformance else { return [] }
        let unique = suffixes.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return [Recognized(check: TypeSuffixCheck(conformance: conformance, suffixes: unique),
                           origin: "type names conforming to `\(conformance)`")]
    }
}

/// "Drive a sheet with a Bool named `isShowing<Destination>`": a prefix pattern for the state
/// bound to `.sheet(isPresented:)`.
enum BindingNameRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        var prefix: String?
        for span in context.spans {
            if case let .namePattern(start, end) = span, end.isEmpty, start.count >= 3, start.first?.isLowercase == true { prefix = start }
        }
        guard let prefix else { return [] }
        let sectionText = (context.statement.sectionPath + [context.statement.text]).joined(separator: " ").lowercased()
        var callee = "sheet"
        var label = "isPresented"
        for span in context.spans {
            if case let .call(shape) = span, shape.labelsOnly, let first = shape.arguments.first?.label {
                callee = shape.callee
                label = first
            }
        }
        guard sectionText.contains(callee) else { return [] }
        return [Recognized(check: BindingNameCheck(callee: callee, label: label, prefix: prefix),
                           origin: "state name `\(prefix)…` for `.\(callee)(\(label):)`")]
    }
}

/// "Declare members in this order:" followed by a list of property wrappers, or a statement
/// about order with a good example listing them: the wrapper order becomes a member order.
enum MemberOrderRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.mentions("order", "ordering", "ordered", "순서") else { return [] }
        var wrappers: [String] = []
        func add(_ name: String) { if !wrappers.contains(name), !RequiredModifierRecognizer.nonWrappers.contains(name) { wrappers.append(name) } }
        if let list = context.followingList {
            for item in list.children {
                for span in item.ownCodeSpans { if case let .attribute(name) = CodeSpan.classify(span.literal) { add(name) } }
            }
        }
        if wrappers.count < 2 {
            for example in context.statement.examples + context.statement.attachedCode where example.verdict == .good {
                let file = SourceFile(path: "example.swift", text: example.code)
                for token in file.codeTokens where token.kind == .attribute {
                    add(String(file.text(of: token).dropFirst()))
                }
            }
        }
        guard wrappers.count >= 2 else { return [] }
        let conformance = context.viewScope ?? (context.mentions("view", "views") ? "View" : nil)
        guard let conformance else { return [] }
        return [Recognized(check: MemberOrderCheck(groups: MemberOrderCheck.defaultGroups(wrappers: wrappers),
                                                   selector: TypeSelector(conformance: conformance)),
                           origin: "member order listed after line \(context.statement.line)")]
    }
}

/// "Non-private view model functions return `Void`", "functions a view model exposes return
/// `Void`": exposed methods of a family of types return nothing.
enum VoidMethodsRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.statement.codeSpans.contains("Void"), context.mentions("return", "returns"),
              context.statement.modality.map({ !$0.isNegative }) ?? true else { return [] }
        let words = context.words
        guard let at = words.firstIndex(where: { ["functions", "function", "methods", "method"].contains($0) }) else { return [] }
        let skip: Set<String> = ["non-private", "public", "internal", "exposed", "a", "an", "the", "its", "every", "all"]
        var before = Array(words[..<at]).filter { !skip.contains($0) }.suffix(2)
        if before.count < 2 {
            // "Functions a view model exposes": the noun phrase after the word.
            before = ArraySlice(words[(at + 1)...].filter { !skip.contains($0) }.prefix(2))
        }
        guard before.count == 2, before.allSatisfy({ $0.count > 2 }) else { return [] }
        let suffix = String.pascalNoun(Array(before))
        return [Recognized(check: VoidReturningMethodsCheck(selector: TypeSelector(nameSuffix: suffix)),
                           origin: "methods of `…\(suffix)` return `Void`")]
    }
}
