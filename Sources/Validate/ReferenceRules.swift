import Foundation
import PreflightModel
import PreflightReport

/// Light line-based reading of the body: relative links and backtick paths that must exist
/// inside the skill, links leaving the skill, absolute or user-specific paths, other skills
/// named in the text, and install notes that name the wrong folder.
enum ReferenceRules {
    struct Context {
        /// The skill folder as read (symlinks resolved), for existence and containment.
        package var folder: URL
        var declaredName: String?
        /// Every skill name installed in the validated paths; nil when the run saw one skill only.
        var installedNames: Set<String>?
        /// The same names, sorted, for "nearest installed" suggestions.
        var installedList: [String] = []
        /// Suggestions already computed in this run (many skills name the same missing skill).
        package var suggestions = SuggestionCache()
    }

    static let userPath = NSRegularExpression(#"(?:(?<![A-Za-z0-9_.])/(?:Users|home)/[A-Za-z0-9._-]+(?:/[^\s`'")\]]*)?|\b[A-Za-z]:[\\/]Users[\\/][^\s`'")\]]*|(?<![A-Za-z0-9_.$}/])~/[^\s`'")\]]*)"#)
    static let installSkillFile = NSRegularExpression(#"((?:[A-Za-z0-9._~-]+/)*skills)/([^/\s`'"*<>{}$]+)/SKILL\.md"#, caseInsensitive: true)
    static let installLives = NSRegularExpression(
        #"\b(?:(?:this|the)\s+skill(?:\s+folder)?\s+(?:lives|is\s+installed|is\s+kept|is\s+located|belongs|goes)|(?:install|place|put|copy|save|move|drop)\s+(?:it|this\s+skill|the\s+skill|this\s+folder))\s+(?:in|under|into|at|to)\s+`?((?:[A-Za-z0-9._~-]+/)*[A-Za-z0-9._-]+)/`?(?=[\s.,;:)]|$)"#,
        caseInsensitive: true)
    static let bundledFolders: Set<String> = ["references", "assets", "templates", "scripts", "examples", "resources"]
    static let installWords = ["install", "copy", "cp ", "ln ", "symlink", "mkdir", "clone", "place", "move", "put ", "mv ", "skills"]
    /// Words of a line that acts on the reader's own machine (a cache to delete, settings to
    /// reset): the `~/` path there is a place on every machine, not a file to ship.
    static let machineWords = ["delete", "remove", "rm ", "clear", "clean", "purge", "reset", "wipe", "erase", "trash"]
    /// Home folders that exist on every Mac and hold nothing a skill could bundle (caches,
    /// preferences, DerivedData).
    static let systemHomeFolders = ["~/Library/"]

    package static func check(_ lines: [Substring], bodyStart: Int, context: Context, path: String, into findings: inout [Finding]) {
        var fence: Substring?
        let folder = context.folder.standardizedFileURL.path
        let cache = ExistenceCache()
        var reportedInstall = false
        for index in lines.indices.dropFirst(bodyStart) {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marker = trimmed.prefix(3)
                if fence == nil { fence = marker } else if fence == marker { fence = nil }
                continue
            }
            let lineNumber = index + 1
            if line.hasBytes("/") || line.hasBytes("\\") {
                userPaths(line, lineNumber: lineNumber, path: path, into: &findings)
            }
            if let name = context.declaredName, !reportedInstall, line.hasBytes("/"),
               installNote(line, name: name, lineNumber: lineNumber, path: path, into: &findings) {
                reportedInstall = true
            }
            guard fence == nil else { continue }
            if line.hasBytes("](") {
                for (target, column) in LineScanner.links(line) {
                    relativeLink(target, column: column, folder: folder, cache: cache, lineNumber: lineNumber, path: path, into: &findings)
                }
            }
            if line.hasBytes("`") {
                for (span, column) in LineScanner.codeSpans(line) {
                    backtickPath(span, column: column, folder: folder, cache: cache, lineNumber: lineNumber, path: path, into: &findings)
                }
            }
            if let installed = context.installedNames {
                mentions(line, installed: installed, sorted: context.installedList, suggestions: context.suggestions, own: context.declaredName, lineNumber: lineNumber, path: path, into: &findings)
            }
        }
    }

    static func userPaths(_ line: Substring, lineNumber: Int, path: String, into findings: inout [Finding]) {
        guard line.hasBytes("/Users") || line.hasBytes("/home/") || line.hasBytes("~/") || line.hasBytes("\\Users") else { return }
        for match in userPath.captures(in: line) {
            guard let found = match.groups[0] else { continue }
            if found.hasPrefix("~/") {
                let lower = line.lowercased()
                if installWords.contains(where: { lower.contains($0) }) || machineWords.contains(where: { lower.contains($0) }) { continue }
                if systemHomeFolders.contains(where: { found.hasPrefix($0) }) { continue }
                findings.append(ValidationRules.referenceAbsolutePath.finding(path, line: lineNumber, column: match.column,
                    "'\(found)' points into the user's home folder, which other users and agents do not have: bundle the file in the skill and link it relatively (a '~/' path is fine only in install instructions)"))
            } else {
                findings.append(ValidationRules.referenceAbsolutePath.finding(path, line: lineNumber, column: match.column,
                    "'\(found)' is a user-specific absolute path: it exists only on the author's machine — use a path relative to the skill or the repository"))
            }
        }
    }

    static func relativeLink(_ raw: String, column: Int, folder: String, cache: ExistenceCache, lineNumber: Int, path: String, into findings: inout [Finding]) {
        var target = raw
        if target.hasPrefix("#") || LineScanner.hasURLScheme(target) { return }
        if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = String(target[..<cut]) }
        if target.utf8.contains(UInt8(ascii: "%")) { target = target.removingPercentEncoding ?? target }
        for prefix in ["${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "{baseDir}/"] where target.hasPrefix(prefix) {
            target = String(target.dropFirst(prefix.count))
        }
        guard !target.isEmpty else { return }
        if target.hasPrefix("/") || target.hasPrefix("~") {
            if target.hasPrefix("/Users/") || target.hasPrefix("/home/") || target.hasPrefix("~/") { return } // reported as a user path
            findings.append(ValidationRules.referenceAbsolutePath.finding(path, line: lineNumber, column: column,
                "the link '\(raw)' is an absolute path: it breaks wherever the skill is installed — link relative to SKILL.md"))
            return
        }
        let resolved = LineScanner.join(folder, target)
        // Outside the skill nothing is looked at: whether a file exists there is not the skill's
        // business, and saying so would tell a reader of the report about files beyond it.
        if resolved != folder, !resolved.hasPrefix(folder + "/") {
            findings.append(ValidationRules.referenceOutsideSkill.finding(path, line: lineNumber, column: column,
                "the link '\(raw)' leaves the skill folder: an installed copy of the skill will not have it — move the file into the skill and link it from there"))
            return
        }
        if !cache.exists(resolved) {
            findings.append(ValidationRules.referenceBroken.finding(path, line: lineNumber, column: column,
                "the link '\(raw)' points to '\(target)', which the skill does not have: add the file or fix the link"))
        }
    }

    static func backtickPath(_ span: String, column: Int, folder: String, cache: ExistenceCache, lineNumber: Int, path: String, into findings: inout [Finding]) {
        var target = span
        var explicit = false
        for prefix in ["${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "./"] where target.hasPrefix(prefix) {
            target = String(target.dropFirst(prefix.count))
            explicit = true
        }
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        guard explicit || parts.count >= 2, let first = parts.first, !first.isEmpty, !target.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "{") }),
              !target.hasSuffix("/"), !parts.contains("..") else { return }
        if !explicit {
            // Only the spec's bundled-resource folders, and only when the skill ships that folder:
            // `scripts/build.sh` in a conventions skill usually means the repository's script.
            guard bundledFolders.contains(String(first)),
                  FileKind.of(folder + "/" + first, following: true) == .directory else { return }
        }
        if !cache.exists(LineScanner.join(folder, target)) {
            findings.append(ValidationRules.referenceMissingPath.finding(path, line: lineNumber, column: column,
                "'\(span)' names a file the skill does not have (looked in the skill folder): add it or fix the path"))
        }
    }

    /// Thread-safe memo of `TextMetrics.nearest` over the installed names.
    final class SuggestionCache: @unchecked Sendable {
        private let lock = NSLock()
        private var known: [String: String?] = [:]

        func nearest(to name: String, in sorted: [String]) -> String? {
            lock.lock()
            if let hit = known[name] { lock.unlock(); return hit }
            lock.unlock()
            let found = TextMetrics.nearest(to: name, in: sorted)
            lock.lock()
            known[name] = .some(found)
            lock.unlock()
            return found
        }
    }

    /// One stat per distinct path within a skill: a skill often links the same file many times.
    final class ExistenceCache {
        package var paths: [String: Bool] = [:]

        package func exists(_ path: String) -> Bool {
            if let known = paths[path] { return known }
            let found = FileKind.of(path, following: true) != nil
            paths[path] = found
            return found
        }
    }

    static let mentionStopwords: Set<String> = ["this", "that", "same", "other", "new", "each", "every", "any", "a", "an", "the", "your", "our", "my",
                                                "their", "its", "companion", "related", "main", "base", "given", "following", "above", "below",
                                                "relevant", "right", "correct", "appropriate", "specific", "single", "installed", "agent", "whole"]

    package static func mentions(_ line: Substring, installed: Set<String>, sorted: [String], suggestions: SuggestionCache, own: String?, lineNumber: Int, path: String, into findings: inout [Finding]) {
        var names: [(String, Int)] = []
        if line.hasBytes("skill") { names += LineScanner.skillMentions(line) }
        if line.hasBytes("$") { names += LineScanner.dollarMentions(line) }
        var reported: Set<String> = []
        for (name, column) in names where !mentionStopwords.contains(name) && reported.insert(name).inserted {
            if installed.contains(name) || name == own || installed.contains(name.nfc) { continue }
            let nearest = suggestions.nearest(to: name, in: sorted).map { " (nearest installed: '\($0)')" } ?? ""
            findings.append(ValidationRules.referenceUnknownSkill.finding(path, line: lineNumber, column: column,
                "the body names the skill '\(name)', which is not installed in the validated paths\(nearest): install it next to this skill or fix the name"))
        }
    }

    /// Returns true when it reported (one install-note finding per skill is enough).
    static func installNote(_ line: Substring, name: String, lineNumber: Int, path: String, into findings: inout [Finding]) -> Bool {
        for match in line.hasBytesIgnoringCase("skill.md") ? installSkillFile.captures(in: line) : [] {
            guard let parent = match.groups[1], let folder = match.groups[2], folder.nfc != name.nfc else { continue }
            if ["name", "skill-name", "your-skill", "my-skill", "example"].contains(folder.lowercased()) { continue }
            findings.append(ValidationRules.referenceInstallPath.finding(path, line: lineNumber, column: match.column,
                "the install note says '\(parent)/\(folder)/SKILL.md' but this skill is named '\(name)': write '\(parent)/\(name)/SKILL.md' (agents require the folder to match the name)"))
            return true
        }
        let mayNameFolder = LineScanner.hasFolderWord(line) && [" lives ", " installed ", " kept ", " located ", " belongs ", " goes ", "install ", "place ", "put ",
                             "copy ", "save ", "move ", "drop "].contains { line.hasBytesIgnoringCase($0) }
        for match in mayNameFolder ? installLives.captures(in: line) : [] {
            guard let place = match.groups[1] else { continue }
            let last = String(place.split(separator: "/").last ?? "")
            if last.lowercased() == "skills" || last.hasPrefix(".") || last.nfc == name.nfc { continue }
            findings.append(ValidationRules.referenceInstallPath.finding(path, line: lineNumber, column: match.column,
                "the body says the skill lives in '\(place)/' but its name is '\(name)': the folder must be named '\(name)' — fix the note or the name"))
            return true
        }
        return false
    }
}
