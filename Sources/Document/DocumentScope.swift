import Foundation
import PreflightModel

/// Where a document says its rules apply, for the kinds of document that say it in their
/// frontmatter: a Cursor rule (`.cursor/rules/*.mdc`: `globs`, unless `alwaysApply: true`), a
/// Copilot instructions file (`*.instructions.md`: `applyTo`), a Claude Code rule
/// (`.claude/rules/*.md`: `paths`) and a Windsurf rule (`.windsurf/rules/*.md`: `globs` with
/// `trigger: glob`). Globs are relative to the
/// repository's top level and come as written, comma-separated or as a list.
public enum DocumentScope {
    public static func isCursorRule(_ path: String) -> Bool { path.hasSuffix(".mdc") }

    public static func isCopilotInstructions(_ path: String) -> Bool { path.hasSuffix(".instructions.md") }

    /// `.claude/rules/<name>.md`, scoped by its `paths:` frontmatter.
    public static func isClaudeRule(_ path: String) -> Bool { path.contains(".claude/rules/") && path.hasSuffix(".md") }

    /// `.windsurf/rules/<name>.md`, scoped by `globs:` when its `trigger:` is `glob`.
    public static func isWindsurfRule(_ path: String) -> Bool { path.contains(".windsurf/rules/") && path.hasSuffix(".md") }

    /// The globs a document limits itself to; empty when it applies everywhere.
    public static func globs(of document: SkillDocument) -> [String] {
        guard let frontmatter = document.frontmatter else { return [] }
        let key: String
        if isCursorRule(document.path) {
            if frontmatter["alwaysApply"]?.scalar?.lowercased() == "true" { return [] }
            key = "globs"
        } else if isCopilotInstructions(document.path) {
            key = "applyTo"
        } else if isClaudeRule(document.path) {
            // Claude Code's `.claude/rules/*.md`: `paths:` scopes the rule; without it, the project.
            key = "paths"
        } else if isWindsurfRule(document.path) {
            // Windsurf's `trigger: glob` rules apply to their `globs:`; the other triggers to all.
            guard frontmatter["trigger"]?.scalar?.lowercased() == "glob" else { return [] }
            key = "globs"
        } else {
            return []
        }
        guard let node = frontmatter[key] else { return [] }
        let written = node.sequence.map { $0.compactMap(\.scalar) } ?? node.scalar.map { [$0] } ?? []
        let globs = written.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")) }
            .filter { !$0.isEmpty }
        // `**` (Copilot's "every file") limits nothing.
        return globs.contains("**") || globs.contains("**/*") ? [] : globs
    }

    /// Cursor writes `globs: **/*.swift, Sources/**` unquoted, which YAML reads as an alias (`*`)
    /// and refuses. The value of a top-level `globs:` line that is not already quoted, a list or
    /// empty is quoted, on its own line, so line numbers stay those of the file.
    public static func quotingCursorGlobs(_ text: String) -> String {
        guard let span = Frontmatter.locate(in: text), let closing = span.closingLine else { return text }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }).map(String.init)
        for index in 1..<min(closing - 1, lines.count) {
            let line = lines[index]
            guard line.hasPrefix("globs:") else { continue }
            var value = line.dropFirst("globs:".count).trimmingCharacters(in: .whitespaces)
            let carriageReturn = value.hasSuffix("\r")
            if carriageReturn { value.removeLast() }
            guard !value.isEmpty, let first = value.first, !"\"'[|>".contains(first) else { continue }
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines[index] = "globs: \"\(escaped)\"" + (carriageReturn ? "\r" : "")
        }
        return lines.joined(separator: "\n")
    }
}
