import Foundation
import PreflightModel

/// A skill or convention document read into structure: frontmatter (when the file starts with
/// `---`), the Markdown blocks with their lines, and the section tree built from headings.
public struct SkillDocument: Sendable {
    /// The path as the user gave it (used in every message about this document).
    public var path: String
    public var frontmatter: Frontmatter?
    public var blocks: [MarkdownBlock]
    public var sections: [Section]
    public var lineCount: Int
    /// A name given by discovery where the file's own would be ambiguous (a nested `AGENTS.md`).
    public var assignedName: String?
    /// The folder, relative to the repository's top level, whose files the document governs (a
    /// nested `AGENTS.md`); nil when it governs the whole repository.
    public var folder: String?
    /// SHA-256 of the text the document was parsed from (nil for one built in code): with the
    /// path, it names the document's entry in the compile cache.
    public var sourceDigest: [UInt8]?
    /// Why lines that open with `---` were not read as frontmatter (a convention document other
    /// than a skill, whose `---` is a rule line): compile warns with it.
    public var frontmatterProblem: PreflightError?
    /// The documents its `@path` imports name (paths as loaded): they are read as documents of
    /// their own (each once), so a document that only imports others has no rule of its own and
    /// is not warned about.
    public var imports: [String] = []
    /// The document whose `@path` import brought this one in (nil for a document found or named
    /// itself): its agents read this one.
    public var importedBy: String?

    /// The skill's name: frontmatter `name`, else the folder of a `SKILL.md`, else the file stem.
    public var name: String {
        if let assignedName { return assignedName }
        if let name = frontmatter?["name"]?.scalar, !name.isEmpty { return name }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        if stem.uppercased() == "SKILL" {
            let folder = url.deletingLastPathComponent().lastPathComponent
            if !folder.isEmpty, folder != "." { return folder }
        }
        // `.cursorrules`, `.windsurfrules`: a dot file's name without its dot.
        return stem.hasPrefix(".") && stem.count > 1 ? String(stem.dropFirst()) : stem
    }

    public var title: String? {
        blocks.first { $0.headingLevel == 1 }.map(\.text)
    }

    /// Largest document read; far above any real skill, it keeps a stray binary dump out.
    public static let maximumSize = DocumentBounds.maximumBytes

    public static func load(path: String, displayPath: String? = nil) throws -> SkillDocument {
        let shown = displayPath ?? path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PreflightError(file: shown, "no such file")
        }
        if isDirectory.boolValue {
            throw PreflightError(file: shown, "is a directory; expected a Markdown file")
        }
        // The size is known before a byte is read: a 100 MB file costs nothing to refuse.
        guard let bytes = try BoundedRead.contents(of: path, limit: maximumSize, shown: shown, what: "documents") else {
            throw PreflightError(file: shown, "cannot be read")
        }
        return try parse(bytes: bytes, path: shown)
    }

    public static func parse(bytes: [UInt8], path: String) throws -> SkillDocument {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw PreflightError(file: path, "is empty")
        }
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw PreflightError(file: path, line: line, "is a binary file (NUL byte), not a Markdown document")
        }
        guard let text = String(validatingUTF8Bytes: bytes) else {
            let (line, column) = firstInvalidUTF8(bytes)
            throw PreflightError(file: path, line: line, column: column, "is not valid UTF-8")
        }
        return try parse(text: text, path: path)
    }

    public static func parse(text: String, path: String) throws -> SkillDocument {
        guard text.utf8.count <= maximumSize else {
            throw PreflightError(file: path, "is larger than \(maximumSize / 1_048_576) MB; documents that large are not read")
        }
        let digest = SHA256.hash(text.utf8)
        // Old Mac line endings (a lone CR) end lines for cmark and libyaml but not for the
        // frontmatter scan: one form for all, the line count unchanged.
        var text = text.utf8.contains(0x0D) ? Self.normalizingLoneCarriageReturns(text) : text
        if DocumentScope.isCursorRule(path) { text = DocumentScope.quotingCursorGlobs(text) }
        // A skill's, a Cursor rule's or a copilot instructions file's frontmatter is part of its
        // format and must parse, and so must lines that read as YAML keys. Any other document
        // (`AGENTS.md`, `CLAUDE.md`) may open with `---` as a Markdown rule over prose: then the
        // whole file is Markdown, and compile says so.
        let frontmatter: Frontmatter?
        var problem: PreflightError?
        do {
            frontmatter = try Frontmatter.parse(text, file: path)
        } catch let error as PreflightError where !Self.requiresFrontmatter(path) && !Self.opensWithAKey(text) {
            frontmatter = nil
            problem = error
        }
        var body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let frontmatter {
            // Blank the frontmatter lines instead of cutting them, so cmark's line numbers
            // are the file's line numbers.
            var lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            for index in 0..<min(frontmatter.closingLine, lines.count) { lines[index] = "" }
            body = lines.joined(separator: "\n")
        }
        let blocks = PlainTextStructure.recover(try CmarkConverter.parse(body, file: path))
        let lineCount = text.reduce(0) { $0 + ($1 == "\n" || $1 == "\r\n" ? 1 : 0) } + (text.hasSuffix("\n") ? 0 : 1)
        var document = SkillDocument(path: path, frontmatter: frontmatter, blocks: blocks,
                                     sections: Section.tree(from: blocks), lineCount: lineCount)
        document.sourceDigest = digest
        document.frontmatterProblem = problem
        return document
    }

    /// Documents whose format carries its settings in frontmatter.
    static func requiresFrontmatter(_ path: String) -> Bool {
        (path as NSString).lastPathComponent == "SKILL.md" || DocumentScope.isCursorRule(path) || DocumentScope.isCopilotInstructions(path)
    }

    /// Whether the first line after an opening `---` reads as a YAML key (`globs: …`, `name:`):
    /// frontmatter meant as such, whose errors are errors.
    static func opensWithAKey(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", maxSplits: 20, omittingEmptySubsequences: false).dropFirst()
        guard let first = lines.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return false }
        let key = first.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return !key.isEmpty && first.dropFirst(key.count).trimmingCharacters(in: .whitespaces).hasPrefix(":")
    }

    /// `text` with every CR not followed by LF turned into LF.
    static func normalizingLoneCarriageReturns(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A { out.append(0x0A) } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    package static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let valid = length > 0 && index + length <= bytes.count
                && bytes[(index + 1)..<(index + length)].allSatisfy { $0 >> 6 == 0b10 }
                && String(validatingUTF8Bytes: Array(bytes[index..<(index + length)])) != nil
            if !valid { return (line, index - lineStart + 1) }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return (line, 1)
    }

    /// Every block in reading order with the heading path it stands under.
    public var blocksWithSections: [(block: MarkdownBlock, sectionPath: [String])] {
        var result: [(MarkdownBlock, [String])] = []
        var path: [(level: Int, title: String)] = []
        for block in blocks {
            if let level = block.headingLevel {
                path.removeAll { $0.level >= level }
                path.append((level, block.text))
                continue
            }
            result.append((block, path.map(\.title)))
        }
        return result
    }
}

/// A heading and what stands under it, down to the next heading of the same or a higher level.
public struct Section: Sendable, Equatable {
    public var title: String
    public var level: Int
    public var line: Int
    public var path: [String]
    public var blocks: [MarkdownBlock]
    public var subsections: [Section]

    package static func tree(from blocks: [MarkdownBlock]) -> [Section] {
        var roots: [Section] = []
        var stack: [Section] = []
        func close(downTo level: Int) {
            while let last = stack.last, last.level >= level {
                stack.removeLast()
                if stack.isEmpty { roots.append(last) } else { stack[stack.count - 1].subsections.append(last) }
            }
        }
        for block in blocks {
            if let level = block.headingLevel {
                close(downTo: level)
                let title = MarkdownInline.plain(block.inlines)
                stack.append(Section(title: title, level: level, line: block.startLine,
                                     path: stack.map(\.title) + [title], blocks: [], subsections: []))
            } else if stack.isEmpty {
                if roots.last?.level != 0 {
                    roots.append(Section(title: "", level: 0, line: block.startLine, path: [], blocks: [], subsections: []))
                }
                roots[roots.count - 1].blocks.append(block)
            } else {
                stack[stack.count - 1].blocks.append(block)
            }
        }
        close(downTo: 0)
        return roots
    }
}
