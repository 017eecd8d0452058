import Foundation
import PreflightModel

/// Where an `@path` import of an instruction file leads (`@AGENTS.md`, `@docs/conventions.md`),
/// decided the same way for reading (`ImportFollower`) and for `validate`'s broken-import check.
public enum ImportPath {
    /// Imported files read for rules; any other file an `@` names (`@package.json`) is context for
    /// the agent, not conventions.
    public static let markdownExtensions: Set<String> = ["md", "markdown", "mdx"]

    /// The absolute path `reference` names from `folder`, when it is a Markdown file's path inside
    /// the repository as written and no link takes it out; nil otherwise (the word is plain
    /// text). `~/…` is a person's own file and lies outside by definition.
    public static func resolve(_ reference: String, from folder: String, within boundary: ReadBoundary) -> String? {
        guard !reference.hasPrefix("~"), !reference.contains("://"),
              markdownExtensions.contains((reference as NSString).pathExtension.lowercased()) else { return nil }
        let joined = reference.hasPrefix("/") ? reference : (folder as NSString).appendingPathComponent(reference)
        let path = ReadBoundary.standardized(joined)
        guard ReadBoundary.contains(boundary.realRoot, path) || boundary.relativeToRoot(path) != nil else { return nil }
        // Inside as written but a link leads out: never read, whatever the change made of it.
        if case .outside = boundary.decide(path, origin: .discovered) { return nil }
        return path
    }
}
