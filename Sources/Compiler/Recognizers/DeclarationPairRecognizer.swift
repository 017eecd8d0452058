import PreflightChecks
import PreflightSwiftSource

/// "`@State private var isOn = false`, never `@State var isOn = false`": two spellings of one
/// declaration that differ by a modifier make that modifier required on declarations carrying
/// the same attributes, rather than forbidding one literal line.
enum DeclarationPairRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let good = context.clauses.filter { $0.polarity == .required }.flatMap(\.spans)
        let bad = context.clauses.filter { $0.polarity == .forbidden }.flatMap(\.spans)
        for wrong in bad {
            let wrongWords = words(wrong)
            let attributes = wrongWords.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
            guard !attributes.isEmpty else { continue }
            for right in good {
                let rightWords = words(right)
                guard rightWords.count == wrongWords.count + 1 else { continue }
                // The right spelling is the wrong one with one word inserted.
                guard let inserted = zip(rightWords.indices, rightWords).first(where: { index, word in
                    index >= wrongWords.count || wrongWords[index] != word
                }) else { continue }
                var rebuilt = rightWords
                rebuilt.remove(at: inserted.0)
                guard rebuilt == wrongWords, CodeSpan.modifiers.contains(inserted.1) else { continue }
                return [Recognized(check: RequiredModifierCheck(attributes: attributes, modifiers: [inserted.1]),
                                   origin: "declaration pair `\(right)` / `\(wrong)`")]
            }
        }
        return []
    }

    package static func words(_ code: String) -> [String] {
        code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
