import PreflightChecks

/// "`private` on `@State`, `@StateObject` …", "property wrappers `@State` … are always
/// `private`": a modifier word with a list of property-wrapper attributes.
enum RequiredModifierRecognizer: Recognizer {
    /// Attributes that are not property wrappers: they never take an access modifier rule.
    static let nonWrappers: Set<String> = ["MainActor", "Observable", "Sendable", "Reducer", "ObservableState", "main",
                                           "available", "objc", "escaping", "discardableResult", "testable",
                                           "preconcurrency", "Model", "Test", "Suite", "Previewable"]

    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        guard context.statement.modality.map({ !$0.isNegative }) ?? true else { return [] }
        var modifiers: [String] = []
        for span in context.spans { if case let .modifier(name) = span, ["private", "fileprivate", "private(set)", "fileprivate(set)"].contains(name) { modifiers.append(name) } }
        if modifiers.isEmpty {
            for word in ["private", "fileprivate"] where context.words.contains(word) { modifiers.append(word) }
        }
        guard !modifiers.isEmpty else { return [] }
        // Attributes named after "except" / "exception" exempt instead of select.
        var attributes: [String] = []
        var exempt: [String] = []
        var exempting = false
        for clause in context.clauses {
            let lower = clause.prose.lowercased()
            if lower.contains("except") || lower.contains("unless") || lower.contains("예외") { exempting = true }
            for span in clause.spans {
                guard case let .attribute(name) = CodeSpan.classify(span), !nonWrappers.contains(name) || exempting else { continue }
                if exempting { exempt.append(name) } else if !attributes.contains(name) { attributes.append(name) }
            }
        }
        guard !attributes.isEmpty else { return [] }
        return [Recognized(check: RequiredModifierCheck(attributes: attributes, modifiers: Array(Set(modifiers)).sorted(),
                                                        exemptAttributes: exempt),
                           origin: "modifier `\(modifiers[0])` with property wrappers")]
    }
}
