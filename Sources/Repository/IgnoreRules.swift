import PreflightSwiftSource

/// The rules of one `.gitignore` (or `.git/info/exclude`), read with git's semantics so that
/// Preflight sees the same tree the team commits.
struct IgnoreRules: Sendable {
    package struct Rule: Sendable {
        package var glob: Glob
        var negated: Bool
        var directoryOnly: Bool
    }

    /// The folder the file sits in, relative to the root ("" for the root); its patterns are
    /// relative to it.
    package let base: String
    package private(set) var rules: [Rule] = []

    package init(base: String, text: String) {
        self.base = base
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            if let rule = IgnoreRules.parse(String(rawLine)) { rules.append(rule) }
        }
    }

    package static func parse(_ rawLine: String) -> Rule? {
        var line = Array(rawLine.unicodeScalars)
        if line.last == "\r" { line.removeLast() }
        // Trailing spaces are dropped unless escaped with a backslash.
        while let last = line.last, last == " " {
            if line.count >= 2, line[line.count - 2] == "\\" {
                line.removeLast(2); line.append(" ")
                break
            }
            line.removeLast()
        }
        guard !line.isEmpty, line[0] != "#" else { return nil }
        var negated = false
        if line[0] == "!" {
            negated = true; line.removeFirst()
        } else if line[0] == "\\", line.count > 1, line[1] == "#" || line[1] == "!" {
            line.removeFirst()
        }
        var directoryOnly = false
        if line.last == "/" {
            directoryOnly = true
            while line.last == "/" { line.removeLast() }
        }
        guard !line.isEmpty else { return nil }
        // A slash at the start or in the middle anchors the pattern to the file's folder;
        // otherwise it matches a name at any depth below it.
        let anchored = line.contains("/")
        if line.first == "/" { line.removeFirst() }
        var pattern = String(String.UnicodeScalarView(line))
        if !anchored { pattern = "**/" + pattern }
        return Rule(glob: Glob(pattern), negated: negated, directoryOnly: directoryOnly)
    }

    /// nil when no rule speaks about the path; otherwise whether the last matching rule ignores it.
    package func verdict(forRelativePath path: String, isDirectory: Bool) -> Bool? {
        let local: Substring
        if base.isEmpty {
            local = Substring(path)
        } else {
            guard path.hasPrefix(base + "/") else { return nil }
            local = path.dropFirst(base.count + 1)
        }
        for rule in rules.reversed() {
            if rule.directoryOnly && !isDirectory { continue }
            if rule.glob.matches(String(local)) { return !rule.negated }
        }
        return nil
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
        for file in files.reversed() {
            if let verdict = file.verdict(forRelativePath: path, isDirectory: isDirectory) { return verdict }
        }
        return false
    }
}
