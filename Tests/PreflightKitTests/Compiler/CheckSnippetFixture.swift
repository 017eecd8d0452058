import Foundation
@testable import PreflightModel

/// One snippet file of the check-snippet fixtures (`Tests/Fixtures/CheckSnippets`, format in its
/// README): for every check a document compiles to, code that breaks the statement
/// (`triggering`) and its closest twin that keeps it (`non-triggering`).
struct SnippetFixture: Sendable {
    struct Problem: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// A file of a case. For change checks a file may come as it was before the change and as
    /// it is after it; a file with neither is part of the tree and unchanged.
    struct File {
        enum Version: String { case current, before, after }
        var path: String
        var text: String
        var version: Version
        /// Lines marked `↓`: where findings must land (all of them, and nowhere else).
        var marks: Set<Int>
    }

    struct Case {
        var line: Int
        var files: [File] = []
        /// Paths from `tree` blocks: files that exist, with no content of interest.
        var treePaths: [String] = []
        var markedPaths: Set<String> = []
        /// Set when the check is known to get this case wrong: the test still runs it and reports
        /// it, as a known issue, until the check is fixed.
        var knownDefect: String?

        var isMarked: Bool { !markedPaths.isEmpty || files.contains { !$0.marks.isEmpty } }
    }

    struct Entry {
        var ids: [String]
        var line: Int
        /// The statement as the fixture quotes it (or paraphrases it, for documents not kept here).
        var statement = ""
        /// The check's summary when the snippets were written.
        var summary: String?
        /// Code breaking the statement; several cases keep a known defect apart from the cases
        /// the check gets right.
        var triggering: [Case] = []
        var nonTriggering: [Case] = []
    }

    var path: String
    var entries: [Entry]

    /// Entry by check id.
    var byId: [String: Entry] {
        var result: [String: Entry] = [:]
        for entry in entries { for id in entry.ids { result[id] = entry } }
        return result
    }

    static func load(path: String) throws -> SnippetFixture {
        try parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    }

    // MARK: Parsing

    static func parse(_ text: String, path: String) throws -> SnippetFixture {
        var entries: [Entry] = []
        var entry: Entry?
        var section: (triggering: Bool, content: Case)?
        var pendingFile: (path: String, version: File.Version, line: Int)?
        var fence: (language: String, options: Set<String>, lines: [Substring], line: Int)?
        var seen: [String: Int] = [:]

        func problem(_ line: Int, _ message: String) -> Problem { Problem(file: path, line: line, message: message) }

        func closeSection() throws {
            guard let open = section else { return }
            if let pendingFile { throw problem(pendingFile.line, "`\(pendingFile.path)` has no code block after it") }
            if open.content.files.isEmpty && open.content.treePaths.isEmpty {
                throw problem(open.content.line, "the case has no file and no tree")
            }
            if !open.triggering && open.content.isMarked {
                throw problem(open.content.line, "a non-triggering case carries `↓` marks; only triggering cases say where findings land")
            }
            if open.triggering { entry?.triggering.append(open.content) } else { entry?.nonTriggering.append(open.content) }
            section = nil
        }

        func closeEntry() throws {
            try closeSection()
            guard let done = entry else { return }
            if done.triggering.isEmpty { throw problem(done.line, "\(done.ids.joined(separator: ", ")) has no `### triggering` case") }
            if done.nonTriggering.isEmpty { throw problem(done.line, "\(done.ids.joined(separator: ", ")) has no `### non-triggering` case") }
            entries.append(done)
            entry = nil
        }

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if var open = fence {
                if line.trimming(" ") == "```" {
                    fence = nil
                    guard section != nil else { throw problem(open.line, "a code block outside a `### triggering` or `### non-triggering` case") }
                    if open.language == "tree" {
                        for item in open.lines {
                            var path = item.trimming(" ")
                            guard !path.isEmpty else { continue }
                            if path.hasPrefix("↓") {
                                path = String(path.dropFirst()).trimming(" ")
                                section?.content.markedPaths.insert(path)
                            }
                            section?.content.treePaths.append(path)
                        }
                    } else {
                        guard let file = pendingFile else {
                            throw problem(open.line, "a ```\(open.language) block needs its file path on a line of its own before it (`Features/Home/HomeView.swift`)")
                        }
                        section?.content.files.append(makeFile(file.path, file.version, open.lines, options: open.options))
                        pendingFile = nil
                    }
                } else {
                    open.lines.append(line)
                    fence = open
                }
                continue
            }
            if line.hasPrefix("```") {
                let info = line.dropFirst(3).split(separator: " ").map(String.init)
                let language = info.first ?? ""
                let options = Set(info.dropFirst())
                if let unknown = options.subtracting(["crlf", "tabs"]).first {
                    throw problem(number, "unknown code block option `\(unknown)` (known: crlf, tabs)")
                }
                fence = (language, options, [], number)
                continue
            }
            if line.hasPrefix("## ") {
                try closeEntry()
                let ids = backticked(line.dropFirst(3))
                guard !ids.isEmpty else { throw problem(number, "an entry heading names its check ids in backticks: ## `skill/statement:kind`") }
                for id in ids {
                    if let first = seen[id] { throw problem(number, "`\(id)` already has an entry at line \(first)") }
                    seen[id] = number
                }
                entry = Entry(ids: ids, line: number)
                continue
            }
            if line.hasPrefix("### ") {
                guard entry != nil else { throw problem(number, "a case outside an entry (`## \\`check id\\``)") }
                try closeSection()
                switch line.dropFirst(4).trimming(" ").lowercased() {
                case "triggering": section = (true, Case(line: number))
                case "non-triggering": section = (false, Case(line: number))
                default: throw problem(number, "a case is `### triggering` or `### non-triggering`, not `\(line.dropFirst(4))`")
                }
                continue
            }
            if line.hasPrefix("# ") || line.trimming(" ").isEmpty { continue }
            if section != nil {
                if line.hasPrefix("known-defect:") {
                    let reason = line.dropFirst("known-defect:".count).trimming(" ")
                    guard !reason.isEmpty else { throw problem(number, "`known-defect:` needs a reason") }
                    section?.content.knownDefect = reason
                } else if let file = filePath(line) {
                    if let pendingFile { throw problem(pendingFile.line, "`\(pendingFile.path)` has no code block after it") }
                    pendingFile = (file.path, file.version, number)
                } else if let pendingFile {
                    throw problem(pendingFile.line, "`\(pendingFile.path)` has no code block after it")
                }
                // Any other line is prose for readers.
                continue
            }
            if entry != nil {
                if line.hasPrefix(">") {
                    let quoted = line.dropFirst().trimming(" ")
                    let statement = entry?.statement ?? ""
                    entry?.statement = statement.isEmpty ? quoted : statement + " " + quoted
                } else if line.hasPrefix("Check:") {
                    entry?.summary = line.dropFirst("Check:".count).trimming(" ")
                }
            }
        }
        if let fence { throw problem(fence.line, "the code block opened here is never closed") }
        try closeEntry()
        return SnippetFixture(path: path, entries: entries)
    }

    /// `` `Features/Home/HomeView.swift` ``, optionally followed by ` (before)` or ` (after)`.
    static func filePath(_ line: Substring) -> (path: String, version: File.Version)? {
        var rest = line.trimming(" ")[...]
        var version = File.Version.current
        for candidate in [File.Version.before, .after] where rest.hasSuffix(" (\(candidate.rawValue))") {
            version = candidate
            rest = rest.dropLast(candidate.rawValue.count + 3)
        }
        guard rest.count > 2, rest.hasPrefix("`"), rest.hasSuffix("`") else { return nil }
        let path = rest.dropFirst().dropLast()
        guard !path.contains("`"), !path.contains(" "), path.contains(".") || path.contains("/") else { return nil }
        return (String(path), version)
    }

    static func backticked(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && !$0.element.isEmpty }.map { String($0.element) }
    }

    /// The file a code block gives: `↓` marks removed and remembered, `tabs` turning each leading
    /// group of four spaces into a tab, `crlf` ending lines with CR LF.
    static func makeFile(_ path: String, _ version: File.Version, _ lines: [Substring], options: Set<String>) -> File {
        var marks = Set<Int>()
        var texts: [String] = []
        for (index, line) in lines.enumerated() {
            var text = String(line)
            if text.contains("↓") {
                marks.insert(index + 1)
                text = text.replacingOccurrences(of: "↓", with: "")
            }
            if options.contains("tabs") {
                var indent = ""
                var body = Substring(text)
                while body.hasPrefix("    ") {
                    indent += "\t"
                    body = body.dropFirst(4)
                }
                text = indent + body
            }
            texts.append(text)
        }
        let ending = options.contains("crlf") ? "\r\n" : "\n"
        return File(path: path, text: texts.joined(separator: ending) + ending, version: version, marks: marks)
    }
}
