import PreflightCompiler
import PreflightRepository

/// Whether a change brings in an item no check decides, and by which file: an item that names
/// folders or files (`Core/`, `App/Sources/UI/Controller/<Domain>/`, `Project.swift`) applies
/// when the change touches one of them; an item that names none applies to any change of source
/// code as a whole, brought in by no one file.
enum ManualScope {
    static func applicability(of item: CompiledItem, changedSources: [String]) -> Judge.Applicability? {
        let places = item.statement.codeSpans.compactMap(place)
        if places.isEmpty {
            // It speaks about the change as a whole (a pull request's title, the size of a
            // commit, a habit of code in general), not about one file: no file brings it in.
            return changedSources.isEmpty ? nil : Judge.Applicability(path: "", reason: "the change as a whole: the item names no file or folder")
        }
        for path in changedSources {
            if let place = places.first(where: { $0.glob.matches(path) || $0.glob.matchesFolderPrefix(of: path) }) {
                return Judge.Applicability(path: path, reason: "under `\(place.written)`, which the item names")
            }
        }
        return nil
    }

    /// A span that names a folder (`Core/`, `Features/<Feature>/`) or a file (`Project.swift`,
    /// `*.xcodeproj`) as a glob matching it anywhere in the repository; nil for code.
    static func place(_ span: String) -> (glob: Glob, written: String)? {
        let text = span.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.contains(" "), !text.contains("("), !text.hasPrefix("."), !text.hasPrefix("@") else { return nil }
        let isFolder = text.hasSuffix("/") && text.count > 1
        let isFile = !text.hasSuffix("/") && fileExtensions.contains { text.hasSuffix($0) }
        guard isFolder || isFile else { return nil }
        // `<Feature>` placeholders stand for any one folder name.
        var pattern = ""
        var inPlaceholder = false
        for character in text {
            if character == "<" { inPlaceholder = true; pattern += "*"; continue }
            if character == ">" { inPlaceholder = false; continue }
            if !inPlaceholder { pattern.append(character) }
        }
        while pattern.hasSuffix("/") { pattern.removeLast() }
        guard !pattern.isEmpty else { return nil }
        return (Glob(pattern.hasPrefix("**/") ? pattern : "**/" + pattern), text)
    }

    static let fileExtensions = [".swift", ".kt", ".kts", ".yml", ".yaml", ".json", ".plist", ".xcconfig", ".md",
                                 ".xcodeproj", ".xcworkspace", ".strings", ".gradle"]
}
