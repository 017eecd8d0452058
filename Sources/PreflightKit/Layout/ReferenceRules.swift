import Foundation

/// Light line-based reading of the body: relative links and backtick paths that must exist
/// inside the skill, links leaving the skill, absolute or user-specific paths, other skills
/// named in the text, and install notes that name the wrong folder.
enum ReferenceRules {
    struct Context {
        /// The skill folder as read (symlinks resolved), for existence and containment.
        var folder: URL
        var declaredName: String?
        /// Every skill name installed in the validated paths; nil when the run saw one skill only.
        var installedNames: Set<String>?
    }

    static let link = NSRegularExpression(#"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)"#)
    static let backtick = NSRegularExpression(#"`([^`\s]+)`"#)
    static let userPath = NSRegularExpression(#"(?:(?<![A-Za-z0-9_.])/(?:Users|home)/[A-Za-z0-9._-]+(?:/[^\s`'")\]]*)?|\b[A-Za-z]:[\\/]Users[\\/][^\s`'")\]]*|(?<![A-Za-z0-9_.$}/])~/[^\s`'")\]]*)"#)
    static let skillMention = NSRegularExpression(
        #"\b(?:use|using|invoke|invoking|load|run|see|call|requires?|needs?|with|companion|the|via|and|or)\s+(?:the\s+)?(`[a-z0-9]+(?:-[a-z0-9]+)*`|[a-z0-9]+(?:-[a-z0-9]+)+)\s+skill\b|\bcompanion\s+skills?\s*[:(]?\s*(`[a-z0-9]+(?:-[a-z0-9]+)*`|[a-z0-9]+(?:-[a-z0-9]+)+)"#,
        caseInsensitive: false)
    static let dollarMention = NSRegularExpression(#"(?<![\w$`\\])\$([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w({-])"#)
    static let installSkillFile = NSRegularExpression(#"((?:[A-Za-z0-9._~-]+/)*skills)/([^/\s`'"*<>{}$]+)/SKILL\.md"#, caseInsensitive: true)
    static let installLives = NSRegularExpression(
        #"\b(?:(?:this|the)\s+skill(?:\s+folder)?\s+(?:lives|is\s+installed|is\s+kept|is\s+located|belongs|goes)|(?:install|place|put|copy|save|move|drop)\s+(?:it|this\s+skill|the\s+skill|this\s+folder))\s+(?:in|under|into|at|to)\s+`?((?:[A-Za-z0-9._~-]+/)*[A-Za-z0-9._-]+)/`?(?=[\s.,;:)]|$)"#,
        caseInsensitive: true)
    static let bundledFolders: Set<String> = ["references", "assets", "templates", "scripts", "examples", "resources"]
    static let installWords = ["install", "copy", "cp ", "ln ", "symlink", "mkdir", "clone", "place", "move", "put ", "mv ", "skills"]

    static func check(_ lines: [Substring], bodyStart: Int, context: Context, path: String, into findings: inout [Finding]) {
        var fence: Substring?
        let folder = context.folder.standardizedFileURL.path
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
            if line.contains("/") || line.contains("\\") {
                userPaths(line, lineNumber: lineNumber, path: path, into: &findings)
            }
            if let name = context.declaredName, !reportedInstall, line.contains("/"),
               installNote(line, name: name, lineNumber: lineNumber, path: path, into: &findings) {
                reportedInstall = true
            }
            guard fence == nil else { continue }
            if line.contains("](") {
                for match in link.captures(in: line) {
                    guard let target = match.groups[1] else { continue }
                    relativeLink(target, column: match.column, folder: folder, lineNumber: lineNumber, path: path, into: &findings)
                }
            }
            if line.contains("`") {
                for match in backtick.captures(in: line) {
                    guard let span = match.groups[1] else { continue }
                    backtickPath(span, column: match.column, folder: folder, lineNumber: lineNumber, path: path, into: &findings)
                }
            }
            if let installed = context.installedNames {
                mentions(line, installed: installed, own: context.declaredName, lineNumber: lineNumber, path: path, into: &findings)
            }
        }
    }

    static func userPaths(_ line: Substring, lineNumber: Int, path: String, into findings: inout [Finding]) {
        guard line.contains("/Users") || line.contains("/home/") || line.contains("~/") || line.contains("\\Users") else { return }
        for match in userPath.captures(in: line) {
            guard let found = match.groups[0] else { continue }
            if found.hasPrefix("~/") {
                let lower = line.lowercased()
                if installWords.contains(where: { lower.contains($0) }) { continue }
                findings.append(ValidationRules.referenceAbsolutePath.finding(path, line: lineNumber, column: match.column,
                    "'\(found)' points into the user's home folder, which other users and agents do not have: bundle the file in the skill and link it relatively (a '~/' path is fine only in install instructions)"))
            } else {
                findings.append(ValidationRules.referenceAbsolutePath.finding(path, line: lineNumber, column: match.column,
                    "'\(found)' is a user-specific absolute path: it exists only on the author's machine — use a path relative to the skill or the repository"))
            }
        }
    }

    static func relativeLink(_ raw: String, column: Int, folder: String, lineNumber: Int, path: String, into findings: inout [Finding]) {
        var target = raw
        if target.hasPrefix("#") || target.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) != nil { return }
        if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = String(target[..<cut]) }
        target = target.removingPercentEncoding ?? target
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
        let resolved = URL(fileURLWithPath: folder).appendingPathComponent(target).standardizedFileURL.path
        let exists = FileManager.default.fileExists(atPath: resolved)
        if resolved != folder, !resolved.hasPrefix(folder + "/") {
            findings.append(ValidationRules.referenceOutsideSkill.finding(path, line: lineNumber, column: column,
                "the link '\(raw)' leaves the skill folder\(exists ? "" : " (and points to nothing)"): an installed copy of the skill will not have it — move the file into the skill and link it from there"))
            return
        }
        if !exists {
            findings.append(ValidationRules.referenceBroken.finding(path, line: lineNumber, column: column,
                "the link '\(raw)' points to '\(target)', which the skill does not have: add the file or fix the link"))
        }
    }

    static func backtickPath(_ span: String, column: Int, folder: String, lineNumber: Int, path: String, into findings: inout [Finding]) {
        var target = span
        var explicit = false
        for prefix in ["${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "./"] where target.hasPrefix(prefix) {
            target = String(target.dropFirst(prefix.count))
            explicit = true
        }
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        guard explicit || parts.count >= 2, let first = parts.first, !first.isEmpty, !target.contains("*"), !target.contains("<"),
              !target.contains("{"), !target.hasSuffix("/"), target.range(of: "..") == nil else { return }
        let skillFolder = URL(fileURLWithPath: folder)
        if !explicit {
            // Only the spec's bundled-resource folders, and only when the skill ships that folder:
            // `scripts/build.sh` in a conventions skill usually means the repository's script.
            guard bundledFolders.contains(String(first)) else { return }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: skillFolder.appendingPathComponent(String(first)).path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { return }
        }
        let resolved = skillFolder.appendingPathComponent(target).standardizedFileURL.path
        if !FileManager.default.fileExists(atPath: resolved) {
            findings.append(ValidationRules.referenceMissingPath.finding(path, line: lineNumber, column: column,
                "'\(span)' names a file the skill does not have (looked in the skill folder): add it or fix the path"))
        }
    }

    static let mentionStopwords: Set<String> = ["this", "that", "same", "other", "new", "each", "every", "any", "a", "an", "the", "your", "our", "my",
                                                "their", "its", "companion", "related", "main", "base", "given", "following", "above", "below",
                                                "relevant", "right", "correct", "appropriate", "specific", "single", "installed", "agent", "whole"]

    static func mentions(_ line: Substring, installed: Set<String>, own: String?, lineNumber: Int, path: String, into findings: inout [Finding]) {
        var names: [(String, Int)] = []
        if line.contains("skill") {
            for match in skillMention.captures(in: line) {
                guard let raw = match.groups[1] ?? match.groups[2] else { continue }
                names.append((raw.trimmingCharacters(in: CharacterSet(charactersIn: "`")), match.column))
            }
        }
        if line.contains("$") {
            // `$name` outside code spans (Codex's way of naming a skill).
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .map { $0.offset % 2 == 0 ? String($0.element) : String(repeating: " ", count: $0.element.count + 0) }
                .joined(separator: "`")
            for match in dollarMention.captures(in: prose) {
                guard let name = match.groups[1], name.count >= 3 else { continue }
                names.append((name, match.column))
            }
        }
        var reported: Set<String> = []
        for (name, column) in names where !mentionStopwords.contains(name) && reported.insert(name).inserted {
            if installed.contains(name.nfc) || name == own { continue }
            let nearest = TextMetrics.nearest(to: name, in: Array(installed)).map { " (nearest installed: '\($0)')" } ?? ""
            findings.append(ValidationRules.referenceUnknownSkill.finding(path, line: lineNumber, column: column,
                "the body names the skill '\(name)', which is not installed in the validated paths\(nearest): install it next to this skill or fix the name"))
        }
    }

    /// Returns true when it reported (one install-note finding per skill is enough).
    static func installNote(_ line: Substring, name: String, lineNumber: Int, path: String, into findings: inout [Finding]) -> Bool {
        for match in installSkillFile.captures(in: line) {
            guard let parent = match.groups[1], let folder = match.groups[2], folder.nfc != name.nfc else { continue }
            if ["name", "skill-name", "your-skill", "my-skill", "example"].contains(folder.lowercased()) { continue }
            findings.append(ValidationRules.referenceInstallPath.finding(path, line: lineNumber, column: match.column,
                "the install note says '\(parent)/\(folder)/SKILL.md' but this skill is named '\(name)': write '\(parent)/\(name)/SKILL.md' (agents require the folder to match the name)"))
            return true
        }
        for match in installLives.captures(in: line) {
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
