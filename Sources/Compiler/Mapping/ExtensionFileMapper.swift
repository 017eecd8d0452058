import PreflightChecks
import PreflightModel

/// "Extension files are named `Type+Feature.swift`", "Extension 파일: `{타입}+{기능}.swift`",
/// "`+` for extensions": how a file holding only extensions is named. It reads a statement
/// that speaks of extensions and writes the name as a pattern with `+` (two placeholders or an
/// example such as `String+Validation.swift`), or the `+` alone beside a word for files.
package enum ExtensionFileMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        guard context.requires else { return [] }
        let reading = context.reading
        // The code first: most statements name no `+` file, and the text need not be lowered.
        let named = reading.terms.contains { $0.isCode && isPlusPattern($0.text) }
        let bare = reading.terms.contains { $0.isCode && $0.text == "+" } && reading.has(.fileNoun)
        guard named || bare else { return [] }
        let text = String(reading.utterance.characters).lowercasedFast()
        guard Lexicon.extensionWords.contains(where: { text.includes($0) }) else { return [] }
        let (placement, problem) = PlaceReader.placement(for: RuleFrame(modality: .must, targets: [], evidence: ""), context: context)
        guard let placement else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        var check = ExtensionFileNameCheck(scope: placement.paths)
        check.codeScope = placement.code
        context.claimAll { $0.isCode && (isPlusPattern($0.text) || $0.text == "+") }
        let severity: Severity = context.statement.modality == .prefer ? .warning : .error
        return [Mapped(check: check, origin: "names of extension files", severity: severity)]
    }

    /// `Type+Feature.swift`, `{타입}+{기능}.swift`, `<Type>+<Purpose>.swift`: two names joined by
    /// `+`, ending in `.swift`, the first a placeholder. A real name (`AppRouter+Area.swift`)
    /// says how one type is split, not how every extension file is named.
    static func isPlusPattern(_ text: String) -> Bool {
        guard text.hasSuffix(".swift") else { return false }
        let parts = text.dropLast(6).split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ part in
            !part.isEmpty && part.allSatisfy { $0.isLetterFast || $0.isNumber || "{}<>_".contains($0) }
        }) else { return false }
        let first = parts[0]
        return (first.first == "{" && first.last == "}") || (first.first == "<" && first.last == ">")
            || Lexicon.placeholderTypeNames.contains(String(first))
    }
}
