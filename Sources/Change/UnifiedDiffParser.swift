import PreflightModel

/// Reads unified diffs: what `git diff` / `git show` / `git format-patch` write (renames,
/// copies, modes, binary files, quoted paths) and what `diff -u` / `diff -ru` write.
///
/// Text around the file sections (commit headers, mail headers, `diff -ru` command lines,
/// `Only in` notes, a format-patch signature) is skipped. Inside a file section the diff must
/// be well formed; anything else is a `PreflightError` naming `name` and the line.
public enum UnifiedDiffParser {
    public static func parse(_ text: String, name: String) throws -> ChangeSet {
        try parse(bytes: Array(text.utf8), name: name)
    }

    public static func parse(bytes: [UInt8], name: String) throws -> ChangeSet {
        var parser = DiffParser(stream: try DiffLineStream(bytes: bytes, name: name), name: name)
        return try parser.run()
    }

    /// `parse(bytes:name:)` with other limits than the defaults (for tests).
    static func parse(bytes: [UInt8], name: String, maximumLines: Int, maximumBytes: Int) throws -> ChangeSet {
        var parser = DiffParser(stream: try DiffLineStream(bytes: bytes, name: name), name: name)
        parser.maximumLines = maximumLines
        parser.maximumBytes = maximumBytes
        return try parser.run()
    }

    /// Parses the diff read from `descriptor` (a file, standard input, a pipe) as it arrives:
    /// memory follows what the change set keeps, not the size of the diff text.
    public static func parse(descriptor: Int32, name: String, requireUTF8: Bool = false) throws -> ChangeSet {
        var parser = DiffParser(stream: try DiffLineStream(descriptor: descriptor, name: name, requireUTF8: requireUTF8), name: name)
        return try parser.run()
    }

    /// Most hunk lines a change set keeps (each with its text, for rebuilding the file before
    /// the change). A change past it is refused with a message: its model alone would hold
    /// hundreds of megabytes, and reviewing it line by line helps nobody.
    public static let maximumHunkLines = 500_000
    /// Most bytes of hunk line text kept.
    public static let maximumHunkBytes = 32 * 1024 * 1024
}

/// The state of one parse: the line stream and what was read so far.
struct DiffParser {
    var stream: DiffLineStream
    package let name: String
    package var files: [FileChange] = []
    var keptLines = 0
    var keptBytes = 0
    var maximumLines = UnifiedDiffParser.maximumHunkLines
    var maximumBytes = UnifiedDiffParser.maximumHunkBytes

    init(stream: DiffLineStream, name: String) {
        self.stream = stream
        self.name = name
    }

    package mutating func run() throws -> ChangeSet {
        // The first line outside any file section that holds more than blanks: text that holds
        // no file change at all is not a diff (`gh pr diff` failing into a pipe, a wrong file),
        // and passing it as an empty change would let a broken CI step pass.
        var firstText: DiffTextLine?
        while let line = stream.current {
            if line.starts(with: "diff --git ") {
                try parseGitSection()
            } else if line.starts(with: "diff --cc ") || line.starts(with: "diff --combined ") {
                throw error(line, "combined diffs (of a merge commit) are not supported; diff against one parent")
            } else if isFileHeaderPair() {
                try parsePlainSection()
            } else if line.starts(with: "Binary files "), line.bytes.reversed().starts(with: " differ".utf8.reversed()) {
                try parsePlainBinary(line)
            } else if line.starts(with: "@@") {
                throw error(line, "hunk header outside any file (no ---/+++ lines before it)")
            } else if line.first == 0x1B {
                throw error(line, "the diff holds terminal colour codes; write it with --no-color")
            } else {
                if firstText == nil, line.bytes.contains(where: { ![0x20, 0x09, 0x0D, 0x0C, 0x0B].contains($0) }) { firstText = line }
                try stream.advance()
            }
        }
        if files.isEmpty, let firstText {
            throw error(firstText, "no file change found: expected a unified diff (`diff --git a/… b/…`, or `--- a/…` and "
                        + "`+++ b/…` lines with `@@` hunks); an empty change is an empty input")
        }
        return ChangeSet(files: files)
    }

    // MARK: - git sections

    /// What the extended header lines of one `diff --git` section say.
    struct GitHeader {
        var oldMode: String?
        var newMode: String?
        var isNew = false
        var isDeleted = false
        var similarity: Int?
        var renameFrom: (String, Int)?
        var renameTo: (String, Int)?
        var copyFrom: (String, Int)?
        var copyTo: (String, Int)?
        package var minus: (DiffHeaderPaths.Raw, Int)?
        package var plus: (DiffHeaderPaths.Raw, Int)?
        package var binary: (DiffHeaderPaths.Raw, DiffHeaderPaths.Raw)?
        package var isBinary = false
    }

    mutating func parseGitSection() throws {
        let headerLine = stream.current!
        try stream.advance()
        let headerPaths = DiffHeaderPaths.gitHeaderPaths(headerLine.rest(after: "diff --git ".utf8.count))
        var header = GitHeader()
        var hunks: [Hunk] = []

        scan: while let line = stream.current {
            if line.starts(with: "old mode ") {
                header.oldMode = line.text(after: 9)
            } else if line.starts(with: "new mode ") {
                header.newMode = line.text(after: 9)
            } else if line.starts(with: "new file mode ") {
                header.isNew = true
                header.newMode = line.text(after: 14)
            } else if line.starts(with: "deleted file mode ") {
                header.isDeleted = true
                header.oldMode = line.text(after: 18)
            } else if line.starts(with: "similarity index ") {
                header.similarity = try percent(line, after: 17)
            } else if line.starts(with: "dissimilarity index ") || line.starts(with: "index ") {
                // Nothing the model keeps.
            } else if line.starts(with: "rename from ") {
                header.renameFrom = (try plainPath(line, after: 12), line.number)
            } else if line.starts(with: "rename to ") {
                header.renameTo = (try plainPath(line, after: 10), line.number)
            } else if line.starts(with: "rename old ") {
                header.renameFrom = (try plainPath(line, after: 11), line.number)
            } else if line.starts(with: "rename new ") {
                header.renameTo = (try plainPath(line, after: 11), line.number)
            } else if line.starts(with: "copy from ") {
                header.copyFrom = (try plainPath(line, after: 10), line.number)
            } else if line.starts(with: "copy to ") {
                header.copyTo = (try plainPath(line, after: 8), line.number)
            } else if line.starts(with: "Binary files ") {
                header.isBinary = true
                let middle = line.bytes.dropFirst(13).dropLast(line.bytes.reversed().starts(with: " differ".utf8.reversed()) ? 7 : 0)
                header.binary = DiffHeaderPaths.binaryPaths(Array(middle))
            } else if line.starts(with: "GIT binary patch") {
                header.isBinary = true
                try stream.advance()
                try skipBinaryPatch()
                break scan
            } else if isFileHeaderPair() {
                let plusLine = stream.next!
                header.minus = (try fileLinePath(line), line.number)
                header.plus = (try fileLinePath(plusLine), plusLine.number)
                try stream.advance()
                try stream.advance()
                hunks = try parseHunks()
                break scan
            } else if line.starts(with: "@@") {
                throw error(line, "hunk header before the file's ---/+++ lines")
            } else if isStrayContent(line) {
                throw error(line, "'\(Character(UnicodeScalar(line.first!)))' line outside any hunk")
            } else {
                break scan
            }
            try stream.advance()
        }
        files.append(try gitFile(headerLine, headerPaths, header, hunks))
    }

    func gitFile(
        _ headerLine: DiffTextLine, _ headerPaths: (String, String)?, _ header: GitHeader, _ hunks: [Hunk]
    ) throws -> FileChange {
        // git writes `a/` / `b/` (or mnemonic `c/`, `i/`, `w/`, custom ones); `--no-prefix`
        // writes the same path twice. Strip one component unless the header says no prefix.
        let prefixed = headerPaths.map { Self.hasGitPrefixes($0.0, $0.1) } ?? true
        func strip(_ path: String) -> String {
            prefixed ? DiffHeaderPaths.stripFirstComponent(path) : path
        }
        func stripped(_ raw: (DiffHeaderPaths.Raw, Int)?) -> (String, Int)? {
            guard let raw, let path = raw.0.path else { return nil }
            return (strip(path), raw.1)
        }
        let fromHeader = headerPaths.map {
            ((strip($0.0), headerLine.number), (strip($0.1), headerLine.number))
        }
        let fromBinary = header.binary.map { ($0.0.path.map(strip), $0.1.path.map(strip)) }
        let added = header.isNew || header.minus?.0 == .devNull || (header.minus == nil && header.binary?.0 == .devNull)
        let deleted = header.isDeleted || header.plus?.0 == .devNull || (header.plus == nil && header.binary?.1 == .devNull)
        var old = header.renameFrom ?? header.copyFrom ?? stripped(header.minus)
            ?? fromBinary?.0.map { ($0, headerLine.number) } ?? fromHeader?.0
        var new = header.renameTo ?? header.copyTo ?? stripped(header.plus)
            ?? fromBinary?.1.map { ($0, headerLine.number) } ?? fromHeader?.1
        if added { old = nil }
        if deleted { new = nil }
        if added && deleted {
            throw error(headerLine, "file section is both added and deleted")
        }
        guard old != nil || new != nil else {
            throw error(headerLine, "cannot read the paths of 'diff --git' header")
        }
        for (path, line) in [old, new].compactMap({ $0 }) {
            try RepositoryPath.validate(path, file: name, line: line)
        }
        let status: FileStatus
        if added {
            status = .added
        } else if deleted {
            status = .deleted
        } else if header.renameFrom != nil || header.renameTo != nil {
            status = .renamed
        } else if header.copyFrom != nil || header.copyTo != nil {
            status = .copied
        } else {
            status = .modified
        }
        return FileChange(
            oldPath: old?.0, newPath: new?.0, status: status, similarity: header.similarity,
            isBinary: header.isBinary, oldMode: header.oldMode, newMode: header.newMode, hunks: hunks
        )
    }

    /// True when the two header paths carry prefixes: one-letter ones (`a/`, `b/`, `c/`, `w/`)
    /// or first components that differ (a path without a slash has none).
    static func hasGitPrefixes(_ old: String, _ new: String) -> Bool {
        guard let oldTop = DiffHeaderPaths.firstComponent(old), let newTop = DiffHeaderPaths.firstComponent(new) else {
            return false
        }
        return (oldTop.utf8.count == 1 && newTop.utf8.count == 1) || oldTop != newTop
    }

    /// `GIT binary patch` is followed by one or two blocks: `literal N` / `delta N`, base85
    /// lines, an empty line.
    mutating func skipBinaryPatch() throws {
        while let block = stream.current, block.starts(with: "literal ") || block.starts(with: "delta ") {
            try stream.advance()
            while let line = stream.current, !line.bytes.isEmpty {
                try stream.advance()
            }
            if stream.current != nil { try stream.advance() }
        }
    }

    // MARK: - diff -u sections

    mutating func parsePlainSection() throws {
        let minusLine = stream.current!
        let plusLine = stream.next!
        let minus = try fileLinePath(minusLine)
        let plus = try fileLinePath(plusLine)
        try stream.advance()
        try stream.advance()
        let hunks = try parseHunks()
        var (old, new) = Self.plainPaths(minus, plus)
        var status: FileStatus = .modified
        if old == nil {
            status = .added
        } else if new == nil {
            status = .deleted
        } else if hunks.count == 1, hunks[0].oldStart == 0, hunks[0].oldCount == 0 {
            // `diff -N` compares a missing file as empty.
            status = .added
            old = nil
        } else if hunks.count == 1, hunks[0].newStart == 0, hunks[0].newCount == 0 {
            status = .deleted
            new = nil
        }
        guard old != nil || new != nil else { throw error(minusLine, "both sides of the file header are /dev/null") }
        if let old { try RepositoryPath.validate(old, file: name, line: minusLine.number) }
        if let new { try RepositoryPath.validate(new, file: name, line: plusLine.number) }
        files.append(FileChange(oldPath: old, newPath: new, status: status, hunks: hunks))
    }

    mutating func parsePlainBinary(_ line: DiffTextLine) throws {
        let middle = line.bytes.dropFirst(13).dropLast(7)
        try stream.advance()
        guard let (minus, plus) = DiffHeaderPaths.binaryPaths(Array(middle)) else { return }
        let (old, new) = Self.plainPaths(minus, plus)
        guard old != nil || new != nil else { return }
        for path in [old, new].compactMap({ $0 }) {
            try RepositoryPath.validate(path, file: name, line: line.number)
        }
        let status: FileStatus = old == nil ? .added : (new == nil ? .deleted : .modified)
        files.append(FileChange(oldPath: old, newPath: new, status: status, isBinary: true))
    }

    /// `diff -ru old new` names files `old/x` and `new/x`: the first component is dropped when
    /// the two sides differ there (or is `a` / `b` against /dev/null), as `patch -p1` would.
    static func plainPaths(_ minus: DiffHeaderPaths.Raw, _ plus: DiffHeaderPaths.Raw) -> (String?, String?) {
        switch (minus, plus) {
        case (.path(let old), .path(let new)):
            if let oldTop = DiffHeaderPaths.firstComponent(old), let newTop = DiffHeaderPaths.firstComponent(new),
               oldTop != newTop {
                return (DiffHeaderPaths.stripFirstComponent(old), DiffHeaderPaths.stripFirstComponent(new))
            }
            return (old, new)
        case (.devNull, .path(let new)):
            return (nil, ["a", "b"].contains(DiffHeaderPaths.firstComponent(new)) ? DiffHeaderPaths.stripFirstComponent(new) : new)
        case (.path(let old), .devNull):
            return (["a", "b"].contains(DiffHeaderPaths.firstComponent(old)) ? DiffHeaderPaths.stripFirstComponent(old) : old, nil)
        case (.devNull, .devNull):
            return (nil, nil)
        }
    }

    // MARK: - hunks

    mutating func parseHunks() throws -> [Hunk] {
        var hunks: [Hunk] = []
        var lastHeader: DiffTextLine?
        while let header = stream.current, header.starts(with: "@@") {
            let hunk = try parseHunk()
            if let previous = hunks.last, !Self.follows(hunk, previous) {
                throw error(header, "hunk overlaps or comes before the previous hunk")
            }
            hunks.append(hunk)
            lastHeader = header
        }
        if let line = stream.current, isStrayContent(line) {
            let marker = Character(UnicodeScalar(line.first!))
            if let lastHeader, let hunk = hunks.last {
                throw error(line, "'\(marker)' line outside any hunk: the hunk at line \(lastHeader.number) declares only -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount)")
            }
            throw error(line, "'\(marker)' line outside any hunk (no @@ header before it)")
        }
        return hunks
    }

    package static func follows(_ hunk: Hunk, _ previous: Hunk) -> Bool {
        func range(_ start: Int, _ count: Int) -> (first: Int, end: Int) {
            let first = count == 0 ? start + 1 : start
            return (first, first + count)
        }
        return range(hunk.oldStart, hunk.oldCount).first >= range(previous.oldStart, previous.oldCount).end
            && range(hunk.newStart, hunk.newCount).first >= range(previous.newStart, previous.newCount).end
    }

    mutating func parseHunk() throws -> Hunk {
        let header = stream.current!
        guard var hunk = HunkHeader.parse(header.bytes) else {
            throw error(header, "malformed hunk header '\(header.text)'")
        }
        try stream.advance()
        var oldLeft = hunk.oldCount
        var newLeft = hunk.newCount
        var oldNumber = hunk.oldStart
        var newNumber = hunk.newStart
        func counts() -> String {
            "-\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount)"
        }
        while oldLeft > 0 || newLeft > 0 {
            guard let line = stream.current else {
                throw PreflightError(
                    file: name, line: stream.lastNumber,
                    "diff ends inside the hunk at line \(header.number) (\(counts())): \(oldLeft) old and \(newLeft) new lines missing"
                )
            }
            try keep(line)
            let text = String(decoding: line.bytes.dropFirst(), as: UTF8.self)
            switch line.first {
            case UInt8(ascii: " "), nil:
                guard oldLeft > 0, newLeft > 0 else {
                    throw error(line, "line does not fit the hunk at line \(header.number) (\(counts())): \(oldLeft) old and \(newLeft) new lines were left")
                }
                hunk.lines.append(DiffLine(kind: .context, text: text, oldLine: oldNumber, newLine: newNumber, endsWithCR: line.endsWithCR))
                oldNumber += 1
                newNumber += 1
                oldLeft -= 1
                newLeft -= 1
            case UInt8(ascii: "+"):
                guard newLeft > 0 else {
                    throw error(line, "more added lines than the hunk at line \(header.number) declares (\(counts()))")
                }
                hunk.lines.append(DiffLine(kind: .added, text: text, newLine: newNumber, endsWithCR: line.endsWithCR))
                newNumber += 1
                newLeft -= 1
            case UInt8(ascii: "-"):
                guard oldLeft > 0 else {
                    throw error(line, "more removed lines than the hunk at line \(header.number) declares (\(counts()))")
                }
                hunk.lines.append(DiffLine(kind: .removed, text: text, oldLine: oldNumber, endsWithCR: line.endsWithCR))
                oldNumber += 1
                oldLeft -= 1
            case UInt8(ascii: "\\"):
                try markMissingNewline(&hunk, line)
            default:
                throw error(line, "the hunk at line \(header.number) (\(counts())) ends early: \(oldLeft) old and \(newLeft) new lines missing")
            }
            try stream.advance()
        }
        while let line = stream.current, line.first == UInt8(ascii: "\\") {
            try markMissingNewline(&hunk, line)
            try stream.advance()
        }
        return hunk
    }

    /// Counts a hunk line against what a change set may keep.
    mutating func keep(_ line: DiffTextLine) throws {
        keptLines += 1
        keptBytes += line.bytes.count
        if keptLines > maximumLines || keptBytes > maximumBytes {
            throw error(line, "the change is too large to review: its hunks hold more than \(maximumLines) lines "
                        + "or \(BoundedRead.describe(maximumBytes)) of text; review it in parts, or run `preflight audit`")
        }
    }

    func markMissingNewline(_ hunk: inout Hunk, _ line: DiffTextLine) throws {
        guard !hunk.lines.isEmpty else {
            throw error(line, "'\\ No newline at end of file' before any line of the hunk")
        }
        hunk.lines[hunk.lines.count - 1].missingNewline = true
    }

    // MARK: - helpers

    func isFileHeaderPair() -> Bool {
        guard let current = stream.current, let next = stream.next else { return false }
        return current.starts(with: "--- ") && next.starts(with: "+++ ")
    }

    /// A `+`, `-` or space line where only headers may stand (a format-patch signature `-- `
    /// and a following `--- `/`+++ ` file header excepted).
    func isStrayContent(_ line: DiffTextLine) -> Bool {
        guard let first = line.first,
              first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: " ")
        else { return false }
        if line.equals("-- ") || line.equals("--") { return false }
        if isFileHeaderPair() { return false }
        return true
    }

    func fileLinePath(_ line: DiffTextLine) throws -> DiffHeaderPaths.Raw {
        guard let raw = DiffHeaderPaths.fileLinePath(line.rest(after: 4)) else {
            throw error(line, "cannot read the path of '\(line.text)'")
        }
        return raw
    }

    func plainPath(_ line: DiffTextLine, after count: Int) throws -> String {
        guard let path = DiffHeaderPaths.plainPath(line.rest(after: count)) else {
            throw error(line, "cannot read the path of '\(line.text)'")
        }
        return path
    }

    package func percent(_ line: DiffTextLine, after count: Int) throws -> Int {
        var text = line.text(after: count)
        if text.hasSuffix("%") { text.removeLast() }
        guard let value = Int(text), (0...100).contains(value) else {
            throw error(line, "malformed similarity index '\(line.text)'")
        }
        return value
    }

    package func error(_ line: DiffTextLine, _ message: String) -> PreflightError {
        PreflightError(file: name, line: line.number, message)
    }
}
