import PreflightSwiftSource

/// The rules of one `.gitignore` (or `.git/info/exclude`), read as git reads them (gitignore(5),
/// git's `dir.c`) so that Preflight sees the tree the team commits: comments, trailing spaces
/// unless escaped, `!` negation, a trailing `/` for folders only, a pattern without a slash
/// matching a base name at any depth, one with a slash matching the path from the file's folder,
/// and `GitWildmatch` for the wildcards. The last matching rule decides.
///
/// Every pattern is compiled once, when the file is read. A path is cut into components once
/// and tested against all rule files; within a file, patterns that are plain names (`build`) or
/// `*` plus a plain suffix (`*.log`) are found by table lookup, so a `.gitignore` of thousands
/// of such lines costs about as much as a short one.
struct IgnoreRules: Sendable {
    package struct Rule: Sendable {
        enum Matcher: Sendable {
            /// No wildcard, no slash: the base name equals it.
            case name([UInt8])
            /// `*` then a plain suffix, no slash: the base name ends with it.
            case suffix([UInt8])
            /// Other patterns without a slash: wildmatch on the base name.
            case baseName([GitWildmatch.Element])
            /// Patterns with a slash: wildmatch on the path below the file's folder.
            case path(GitWildmatch)
        }

        var matcher: Matcher
        var negated: Bool
        var directoryOnly: Bool
    }

    /// The folder the file sits in, relative to the root ("" for the root); its patterns are
    /// relative to it.
    package let base: String
    let baseDepth: Int
    package private(set) var rules: [Rule] = []
    /// Rule indices (ascending) by exact base name and by suffix; the rest are scanned.
    private var byName: [[UInt8]: [Int]] = [:]
    private var bySuffix: [[UInt8]: [Int]] = [:]
    private var suffixLengths: [Int] = []
    private var scanned: [Int] = []

    package init(base: String, text: String) {
        self.base = base
        baseDepth = base.isEmpty ? 0 : base.split(separator: "/").count
        var bytes = Substring(text).utf8[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // git skips a UTF-8 BOM
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard let rule = IgnoreRules.parse(Array(line)) else { continue }
            let index = rules.count
            rules.append(rule)
            switch rule.matcher {
            case let .name(name): byName[name, default: []].append(index)
            case let .suffix(suffix):
                bySuffix[suffix, default: []].append(index)
                if !suffixLengths.contains(suffix.count) { suffixLengths.append(suffix.count) }
            case .baseName, .path: scanned.append(index)
            }
        }
    }

    package static func parse(_ rawLine: String) -> Rule? {
        parse(Array(rawLine.utf8))
    }

    static func parse(_ raw: [UInt8]) -> Rule? {
        var line = raw
        // As git: one CR before the line feed goes, then unescaped trailing spaces.
        if line.last == 0x0D { line.removeLast() }
        trimTrailingSpaces(&line)
        guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
        var negated = false
        if first == UInt8(ascii: "!") {
            negated = true
            line.removeFirst()
        }
        var directoryOnly = false
        if line.last == UInt8(ascii: "/") {
            directoryOnly = true
            line.removeLast()
        }
        guard !line.isEmpty else { return nil }
        let matcher: Rule.Matcher
        if !line.contains(UInt8(ascii: "/")) {
            let elements = GitWildmatch.compile(line)
            if !line.contains(where: isSpecial) {
                matcher = .name(line)
            } else if line.first == UInt8(ascii: "*"), line.count > 1, !line.dropFirst().contains(where: isSpecial) {
                matcher = .suffix(Array(line.dropFirst()))
            } else {
                matcher = .baseName(elements)
            }
        } else {
            if line.first == UInt8(ascii: "/") { line.removeFirst() }
            matcher = .path(GitWildmatch(line))
        }
        return Rule(matcher: matcher, negated: negated, directoryOnly: directoryOnly)
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")
    }

    /// Drops trailing spaces that are not escaped with a backslash (tabs stay, as in git).
    static func trimTrailingSpaces(_ line: inout [UInt8]) {
        var lastSpace: Int?
        var index = 0
        while index < line.count {
            switch line[index] {
            case UInt8(ascii: " "):
                if lastSpace == nil { lastSpace = index }
            case UInt8(ascii: "\\"):
                index += 1
                if index >= line.count { return }
                lastSpace = nil
            default:
                lastSpace = nil
            }
            index += 1
        }
        if let lastSpace { line.removeSubrange(lastSpace...) }
    }

    /// nil when no rule speaks about the path; otherwise whether the last matching rule ignores it.
    package func verdict(forRelativePath path: String, isDirectory: Bool) -> Bool? {
        verdict(IgnorePath(path), isDirectory: isDirectory)
    }

    func verdict(_ path: IgnorePath, isDirectory: Bool) -> Bool? {
        guard path.components.count > baseDepth else { return nil }
        let local = path.components[baseDepth...]
        guard let name = local.last else { return nil }
        // The last rule that matches, among the indexed ones…
        var best = -1
        func consider(_ candidates: [Int]?) {
            guard let candidates else { return }
            for index in candidates.reversed() where index > best {
                if rules[index].directoryOnly && !isDirectory { continue }
                best = index
                break
            }
        }
        consider(byName[name])
        for length in suffixLengths where name.count >= length {
            consider(bySuffix[Array(name[(name.count - length)...])])
        }
        // …and the scanned ones after it.
        for index in scanned.reversed() {
            if index < best { break }
            let rule = rules[index]
            if rule.directoryOnly && !isDirectory { continue }
            let matched: Bool
            switch rule.matcher {
            case let .baseName(elements): matched = GitWildmatch.matchName(elements, name)
            case let .path(pattern): matched = pattern.matches(local)
            case .name, .suffix: matched = false
            }
            if matched {
                best = index
                break
            }
        }
        return best >= 0 ? !rules[best].negated : nil
    }
}

/// A relative path cut into byte components once, for testing against every rule file.
struct IgnorePath {
    let components: [[UInt8]]

    init(_ path: String) {
        components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    }
}

/// The rule files in force for one folder, outermost first; deeper files override outer ones.
struct IgnoreStack: Sendable {
    package private(set) var files: [IgnoreRules] = []

    func adding(_ rules: IgnoreRules?) -> IgnoreStack {
        guard let rules, !rules.rules.isEmpty else { return self }
        var copy = self
        copy.files.append(rules)
        return copy
    }

    func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        guard !files.isEmpty else { return false }
        let cut = IgnorePath(path)
        for file in files.reversed() {
            if let verdict = file.verdict(cut, isDirectory: isDirectory) { return verdict }
        }
        return false
    }
}
