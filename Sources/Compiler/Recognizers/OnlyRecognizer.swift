import PreflightChecks
import PreflightSwiftSource

/// "Only `AppRouter` touches `UIApplication.shared`", "`get()` only inside `IosFacades`":
/// code allowed in one place is forbidden everywhere else.
enum OnlyRecognizer: Recognizer {
    static let verbs = ["touch", "touches", "use", "uses", "call", "calls", "access", "accesses", "reference", "references",
                        "create", "creates", "open", "opens", "read", "reads", "write", "writes"]

    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let text = context.statement.text
        let sentences = text.split(whereSeparator: { $0 == ";" || $0 == "." && false })
        var result: [Recognized] = []
        for sentence in sentences {
            let part = String(sentence)
            let lower = part.lowercased()
            guard let only = lower.range(of: "only") else { continue }
            let before = String(part[..<only.lowerBound]), after = String(part[only.upperBound...])
            let afterLower = after.lowercased()
            var allowed: [String] = []
            var symbolText: String?
            // "only `A` touches `B`"
            let afterSpans = after.backtickedSpans
            if afterSpans.count >= 2, verbs.contains(where: { afterLower.contains(" \($0) ") }) {
                allowed = CodeSpan.typeNames(in: afterSpans[0])
                symbolText = afterSpans[1]
            } else if let last = before.backtickedSpans.last, afterSpans.count == 1,
                      ["inside", "in", "within", "from"].contains(where: { afterLower.hasPrefix(" \($0) ") }) {
                // "`B` only inside `A`"
                allowed = CodeSpan.typeNames(in: afterSpans[0])
                symbolText = last
            }
            guard let symbolText, !allowed.isEmpty, let symbol = SymbolPattern(symbolText) else { continue }
            result.append(Recognized(check: ForbiddenSymbolCheck(symbols: [symbol], languages: context.languages, allowedIn: allowed),
                                     origin: "`\(symbolText)` allowed only in " + allowed.map { "`\($0)`" }.joined(separator: ", ")))
        }
        return result
    }
}
