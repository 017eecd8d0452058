import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// "`newId`, never `newID`", "identifiers `…Id` (not `…ID`)": two spellings of one name, one
/// prescribed and one forbidden, become a naming rule on the part that differs.
enum NamingPairRecognizer: Recognizer {
    static func recognize(_ context: RecognitionContext) -> [Recognized] {
        let good = context.spans(.required).compactMap(name)
        let bad = context.spans(.forbidden).compactMap(name)
        for wrong in bad {
            for right in good where wrong != right && wrong.lowercased() == right.lowercased() {
                guard let (forbidden, replacement) = difference(wrong, right) else { continue }
                return [Recognized(check: IdentifierNamingCheck(forbidden: forbidden, replacement: replacement,
                                                                languages: context.languages),
                                   origin: "naming pair `\(right)` / `\(wrong)`")]
            }
        }
        return []
    }

    package static func name(_ span: CodeSpan) -> String? {
        switch span {
        case let .symbol(pattern) where pattern.pieces.count == 1: return pattern.text
        case let .namePattern(prefix, suffix): return prefix + suffix
        case let .other(text) where text.first?.isLetter == true && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
            return text
        default: return nil
        }
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
        let end = last
        let forbidden = String(a[start...end]), replacement = String(b[start...end])
        return forbidden.isEmpty ? nil : (forbidden, replacement)
    }
}
