import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// What the repository's own formatter and linter say about a formatting rule: the regions their
/// comments switch off (`// swiftformat:disable all`, `// swiftlint:disable:next line_length`) and
/// the paths their configuration leaves out (`.swiftformat`'s `--exclude`, `.swiftlint.yml`'s
/// `excluded:`). A document that states a line width or an indentation usually describes those
/// tools' settings; Preflight's formatting checks honour the same switches, so a line the team's
/// own tools accept on purpose is never reported.
package struct FormatterSettings {
    /// The rule's names in each tool's comments: `line_length` / `wrap`, `indentation_width` / `indent`.
    package let swiftLintRules: Set<String>
    package let swiftFormatRules: Set<String>

    package static let lineLength = FormatterSettings(swiftLintRules: ["line_length"], swiftFormatRules: ["wrap", "wrapArguments"])
    package static let indentation = FormatterSettings(swiftLintRules: ["indentation_width"], swiftFormatRules: ["indent"])

    /// Whether the repository's formatter or linter configuration excludes `path`.
    package func isExcluded(_ path: String, context: CheckContext) -> Bool {
        Self.excludedGlobs(context).contains { $0.matches(path) }
    }

    /// For each line (0-based), whether a formatter or linter comment switches the rule off there.
    package func disabledLines(in file: SourceFile) -> [Bool] {
        var disabled = [Bool](repeating: false, count: file.lines.count)
        guard file.bytes.count > 0, Self.mentionsADirective(file.bytes) else { return disabled }
        var off = false
        var switches: [(line: Int, off: Bool)] = []
        for comment in file.comments {
            let text = file.text(of: comment)
            for directive in directives(in: text) {
                let line = comment.line - 1
                switch directive {
                case .disable: switches.append((line, true))
                case .enable: switches.append((line, false))
                case .next: if line + 1 < disabled.count { disabled[line + 1] = true }
                case .this: if line < disabled.count { disabled[line] = true }
                case .previous: if line > 0 { disabled[line - 1] = true }
                }
            }
        }
        var next = 0
        for line in disabled.indices {
            while next < switches.count, switches[next].line <= line { off = switches[next].off; next += 1 }
            if off { disabled[line] = true }
        }
        return disabled
    }

    enum Directive { case disable, enable, next, this, previous }

    /// The directives of one comment that name this rule (or `all`).
    func directives(in comment: String) -> [Directive] {
        var found: [Directive] = []
        for (tool, rules) in [("swiftlint:", swiftLintRules), ("swiftformat:", swiftFormatRules)] {
            var rest = Substring(comment)
            while let range = rest.range(of: tool) {
                let after = rest[range.upperBound...]
                let words = after.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(8)
                rest = after
                guard let command = words.first else { continue }
                let named = words.dropFirst().prefix { !$0.hasPrefix("//") && !$0.contains(":") }.map(String.init)
                guard named.contains("all") || named.contains(where: rules.contains) else { continue }
                switch command {
                case "disable": found.append(.disable)
                case "enable": found.append(.enable)
                case "disable:next": found.append(.next)
                case "disable:this": found.append(.this)
                case "disable:previous": found.append(.previous)
                default: continue
                }
            }
        }
        return found
    }

    static func mentionsADirective(_ bytes: [UInt8]) -> Bool {
        ByteSearch.firstIndex(of: Array("swiftlint:".utf8), in: bytes) != nil
            || ByteSearch.firstIndex(of: Array("swiftformat:".utf8), in: bytes) != nil
    }

    /// `.swiftformat`'s `--exclude a,b/**` and `.swiftlint.yml`'s `excluded:` entries, as globs
    /// relative to the repository's top level.
    static func excludedGlobs(_ context: CheckContext) -> [Glob] {
        var patterns: [String] = []
        if let text = context.readFile(".swiftformat") {
            for line in text.split(separator: "\n") where line.drop(while: { $0 == " " }).hasPrefix("--exclude") {
                let value = line.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
                patterns += value.split(separator: ",").map { String($0).trimming(" \t\"") }
            }
        }
        if let text = context.readFile(".swiftlint.yml") {
            var inList = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("excluded:") { inList = true; continue }
                guard inList else { continue }
                let trimmed = String(line).trimming(" \t")
                if trimmed.hasPrefix("- ") {
                    patterns.append(String(trimmed.dropFirst(2)).trimming(" \"'"))
                } else if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                    inList = false
                }
            }
        }
        return patterns.filter { !$0.isEmpty }.flatMap { pattern -> [Glob] in
            let cleaned = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            let folder = cleaned.hasSuffix("/") ? String(cleaned.dropLast()) : cleaned
            return [Glob(folder), Glob(folder + "/**")]
        }
    }
}
