import Foundation
import PreflightDocument
import PreflightModel
import PreflightReport
import PreflightRepository

/// Frontmatter syntax (where it starts and ends, YAML errors with file lines, duplicate keys,
/// tabs, values cut by ` #`) and the spec's fields other than `name`.
enum FrontmatterRules {
    package struct Outcome {
        /// The root mapping; nil when there is no usable frontmatter.
        package var root: YAMLNode?
        /// 0-based index of the first body line.
        var bodyStart: Int
        /// 0-based indices of the YAML lines (between the delimiters).
        package var yamlLines: Range<Int>
    }

    package static func isDelimiter(_ line: Substring, closing: Bool) -> Bool {
        Frontmatter.isDelimiter(line, closing: closing)
    }

    package static func check(_ skill: SkillText, path: String, into findings: inout [Finding]) -> Outcome {
        let lines = skill.lines
        if skill.hadByteOrderMark {
            findings.append(ValidationRules.frontmatterByteOrderMark.finding(path, line: 1, column: 1,
                "a UTF-8 byte order mark (U+FEFF) comes before '---': remove it (save as UTF-8 without BOM); several loaders then see no frontmatter at all"))
        }
        guard let open = openingLine(lines, path: path, into: &findings) else {
            return Outcome(root: nil, bodyStart: 0, yamlLines: 0..<0)
        }
        guard let close = lines.indices.dropFirst(open + 1).first(where: { isDelimiter(lines[$0], closing: true) }) else {
            findings.append(ValidationRules.frontmatterUnclosed.finding(path, line: open + 1,
                "the frontmatter opened here is never closed: add a line holding only '---' after the last key"))
            return Outcome(root: nil, bodyStart: lines.count, yamlLines: (open + 1)..<lines.count)
        }
        let yamlRange = (open + 1)..<close
        let outcome = Outcome(root: nil, bodyStart: close + 1, yamlLines: yamlRange)
        if lines[yamlRange].allSatisfy({ $0.isBlankLine || $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") }) {
            findings.append(ValidationRules.frontmatterEmpty.finding(path, line: open + 1,
                "the frontmatter holds no keys: add 'name:' and 'description:' between the '---' lines"))
            return outcome
        }
        var tabLines: Set<Int> = []
        for index in yamlRange {
            let line = lines[index]
            guard line.contains("\t") else { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            if indent.contains("\t") {
                tabLines.insert(index + 1)
                findings.append(ValidationRules.frontmatterTabIndent.finding(path, line: index + 1,
                    column: indent.distance(from: indent.startIndex, to: indent.firstIndex(of: "\t")!) + 1,
                    "a tab indents this line: YAML allows only spaces for indentation; replace the tab with spaces"))
            } else {
                let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "\t")!) + 1
                findings.append(ValidationRules.frontmatterTab.finding(path, line: index + 1, column: column,
                    "a tab character in the frontmatter: some YAML parsers reject it; use spaces"))
            }
        }
        let yaml = lines[yamlRange].joined(separator: "\n")
        var duplicates: [PreflightError] = []
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(yaml, file: path, lineOffset: open + 2, duplicates: &duplicates)
        } catch let error as PreflightError {
            if let line = error.line, tabLines.contains(line) { return outcome }
            findings.append(ValidationRules.frontmatterSyntax.finding(path, line: error.line ?? open + 1, column: error.column,
                syntaxAdvice(error.message, line: error.line.flatMap { $0 - 1 < lines.count ? lines[$0 - 1] : nil })))
            return outcome
        } catch {
            findings.append(ValidationRules.frontmatterSyntax.finding(path, line: open + 1, "\(error)"))
            return outcome
        }
        for duplicate in duplicates {
            findings.append(ValidationRules.frontmatterDuplicateKey.finding(path, line: duplicate.line ?? open + 1,
                column: duplicate.column,
                "\(duplicate.message): keep one — loaders disagree on which copy wins (most keep the last silently)"))
        }
        guard let root else {
            findings.append(ValidationRules.frontmatterEmpty.finding(path, line: open + 1,
                "the frontmatter holds no keys: add 'name:' and 'description:' between the '---' lines"))
            return outcome
        }
        guard root.pairs != nil else {
            findings.append(ValidationRules.frontmatterNotMapping.finding(path, line: root.line, column: root.column,
                "the frontmatter is a \(root.kindName), not a mapping: write 'key: value' lines such as 'name: my-skill'"))
            return outcome
        }
        commentTruncations(root, lines: lines, path: path, into: &findings)
        return Outcome(root: root, bodyStart: close + 1, yamlLines: yamlRange)
    }

    /// The line index of the opening `---`: 0 normally; a later one (reported) when only blank
    /// lines or a little text precede a block that is plainly the frontmatter.
    package static func openingLine(_ lines: [Substring], path: String, into findings: inout [Finding]) -> Int? {
        if let first = lines.first, isDelimiter(first, closing: false) { return 0 }
        let window = lines.prefix(12)
        for (index, line) in window.enumerated() where isDelimiter(line, closing: false) {
            guard let close = lines.indices.dropFirst(index + 1).first(where: { isDelimiter(lines[$0], closing: true) }),
                  lines[(index + 1)..<close].contains(where: { $0.hasPrefix("name:") || $0.hasPrefix("description:") })
            else { break }
            let before = lines[..<index].allSatisfy { $0.isBlankLine }
                ? "\(index) blank line(s)" : "text"
            findings.append(ValidationRules.frontmatterNotAtStart.finding(path, line: index + 1,
                "the frontmatter starts at line \(index + 1), after \(before): agents read frontmatter only when '---' is the first line; delete what comes before it"))
            return index
        }
        findings.append(ValidationRules.frontmatterMissing.finding(path, line: 1,
            "no YAML frontmatter: start the file with '---', 'name: <folder-name>', 'description: <what it does and when to use it>', '---'"))
        return nil
    }

    static func syntaxAdvice(_ message: String, line: Substring?) -> String {
        var advice = message
        if message.contains("mapping values are not allowed") {
            advice += ": a ': ' inside an unquoted value starts a new key — put the value in double quotes"
        } else if message.contains("cannot start any token"), let line, line.contains("`") || line.contains("@") {
            advice += ": values starting with '`' or '@' must be quoted"
        } else if message.contains("found undefined alias") || message.contains("has no anchor") {
            advice += ": an unquoted '*' starts an alias — quote the value"
        } else {
            advice += ": fix the YAML (quote values holding ': ', ' #', or starting with special characters)"
        }
        return advice
    }

    /// A plain scalar followed by ` #` on its line was cut there: YAML read the rest as a comment.
    static func commentTruncations(_ node: YAMLNode, lines: [Substring], path: String, into findings: inout [Finding]) {
        guard let pairs = node.pairs else { return }
        for pair in pairs {
            if pair.value.pairs != nil {
                commentTruncations(pair.value, lines: lines, path: path, into: &findings)
                continue
            }
            guard let key = pair.key.scalar, case let .scalar(value, .plain) = pair.value.value,
                  pair.value.line == pair.key.line, pair.key.line - 1 < lines.count else { continue }
            let line = lines[pair.key.line - 1]
            let afterKey = line.dropFirst(max(0, pair.key.column - 1 + key.count))
            guard let colon = afterKey.firstIndex(of: ":") else { continue }
            let rest = afterKey[afterKey.index(after: colon)...]
            var previous: Character = " "
            for (offset, character) in zip(rest.indices, rest) {
                if character == "#", previous == " " || previous == "\t" {
                    let comment = rest[offset...].dropFirst().trimmingCharacters(in: .whitespaces)
                    let column = line.distance(from: line.startIndex, to: offset) + 1
                    let shown = value.isEmpty ? "empty" : "'\(value)'"
                    findings.append(ValidationRules.frontmatterCommentTruncation.finding(path, line: pair.key.line, column: column,
                        "'\(key)' is \(shown): the unquoted ' #' starts a YAML comment, so '#\(comment.prefix(40))' is dropped; if it belongs to the value, put the whole value in quotes"))
                    break
                }
                previous = character
            }
        }
    }

    // MARK: - Fields other than name

    package static let markup = NSRegularExpression(#"</?[A-Za-z][A-Za-z0-9:-]*(\s[^<>]*)?/?>"#)

    static func checkFields(_ root: YAMLNode, agents: [AgentProfile], path: String, into findings: inout [Finding]) {
        let pairs = root.pairs ?? []
        if let description = root["description"], !description.isPlainNull {
            if let text = description.scalar {
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty {
                    findings.append(ValidationRules.descriptionMissing.finding(path, line: description.line, column: description.column,
                        "'description' is empty: say what the skill does and when an agent should use it"))
                }
                let count = text.unicodeScalars.count
                if count > 1024 {
                    findings.append(ValidationRules.descriptionLength.finding(path, line: description.line, column: description.column,
                        "'description' has \(count) characters; the spec allows at most 1024: shorten it and move detail into the body"))
                }
                if let match = markup.captures(in: text).first, let tag = match.groups[0] {
                    findings.append(ValidationRules.descriptionMarkup.finding(path, line: description.line, column: description.column,
                        "'description' holds the tag '\(tag)': agents reject XML/HTML tags there; write it as plain text"))
                }
            } else {
                findings.append(ValidationRules.descriptionType.finding(path, line: description.line, column: description.column,
                    "'description' is a \(description.kindName); write it as one string (quote it or use '>' for several lines)"))
            }
        } else {
            let line = root["description"]?.line ?? root.line
            findings.append(ValidationRules.descriptionMissing.finding(path, line: line,
                "'description' is \(root["description"] == nil ? "missing" : "empty"): add 'description: <what the skill does and when to use it>' — agents pick skills by it"))
        }
        if let compatibility = root["compatibility"] {
            let count = compatibility.scalar?.unicodeScalars.count ?? 0
            if compatibility.scalar == nil || compatibility.isPlainNull || count == 0 || count > 500 {
                let what = compatibility.scalar == nil ? "a \(compatibility.kindName)"
                    : compatibility.isPlainNull || count == 0 ? "empty" : "\(count) characters long"
                findings.append(ValidationRules.compatibilityInvalid.finding(path, line: compatibility.line, column: compatibility.column,
                    "'compatibility' is \(what); the spec wants one string of 1-500 characters (e.g. 'Requires git and Python 3.11')"))
            }
        }
        if let license = root["license"], license.scalar == nil || license.isPlainNull {
            findings.append(ValidationRules.fieldType.finding(path, line: license.line, column: license.column,
                "'license' is \(license.isPlainNull ? "empty" : "a \(license.kindName)"); write a string such as 'MIT' or 'Proprietary. See LICENSE.txt'"))
        }
        if let tools = root["allowed-tools"] {
            let valid = (tools.scalar != nil && !tools.isPlainNull) || (tools.sequence?.allSatisfy { $0.scalar != nil && !$0.isPlainNull } ?? false)
            if !valid {
                findings.append(ValidationRules.fieldType.finding(path, line: tools.line, column: tools.column,
                    "'allowed-tools' is \(tools.isPlainNull ? "empty" : "a \(tools.kindName) of that shape"); write a space-separated string ('Bash(git:*) Read') or a list of strings"))
            }
        }
        if let metadata = root["metadata"] {
            if let entries = metadata.pairs {
                for entry in entries where entry.value.scalar == nil || entry.key.scalar == nil {
                    findings.append(ValidationRules.fieldType.finding(path, line: entry.value.line, column: entry.value.column,
                        "'metadata.\(entry.key.scalar ?? "?")' is a \(entry.value.kindName); the spec's metadata maps strings to strings — write it as a string"))
                }
            } else {
                findings.append(ValidationRules.fieldType.finding(path, line: metadata.line, column: metadata.column,
                    "'metadata' is a \(metadata.kindName); the spec wants a mapping of string keys to string values"))
            }
        }
        checkKeys(pairs, agents: agents, path: path, into: &findings)
    }

    static var knownKeys: [String] {
        Array(AgentCatalog.specKeys.union(AgentCatalog.agents.flatMap(\.extraKeys)))
    }

    static func checkKeys(_ pairs: [YAMLPair], agents: [AgentProfile], path: String, into findings: inout [Finding]) {
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            let line = pair.key.line, column = pair.key.column
            if AgentCatalog.specKeys.contains(key) {
                let ignoring = agents.filter { $0.unsupportedSpecKeys.contains(key) }
                if !ignoring.isEmpty {
                    findings.append(ValidationRules.fieldAgentSpecific.finding(path, line: line, column: column,
                        "'\(key)' is a spec key, but \(names(ignoring)) \(ignoring.count == 1 ? "ignores" : "ignore") it where this skill is installed"))
                }
                continue
            }
            let readers = AgentCatalog.agentsAccepting(key)
            if !readers.isEmpty {
                let seeing = agents.filter { !$0.acceptedKeys.contains(key) }
                // Installed only where the agents that read it never look: the key does nothing.
                if !agents.isEmpty, seeing.count == agents.count {
                    findings.append(ValidationRules.fieldUnknown.finding(path, line: line, column: column,
                        "'\(key)' is read only by \(names(readers)), which \(readers.count == 1 ? "does" : "do") not load this skill from "
                        + "where it is installed (\(names(agents)) \(agents.count == 1 ? "does" : "do")), so no agent reads it: "
                        + "install the skill where \(names(readers)) \(readers.count == 1 ? "looks" : "look") or remove the key"))
                    continue
                }
                var message = "'\(key)' is not an Agent Skills spec key; \(names(readers)) \(readers.count == 1 ? "reads" : "read") it"
                if !seeing.isEmpty { message += ", \(names(seeing)) \(seeing.count == 1 ? "ignores" : "ignore") it here" }
                findings.append(ValidationRules.fieldAgentSpecific.finding(path, line: line, column: column, message))
                continue
            }
            let normalized = key.lowercased().replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: " ", with: "-")
            let candidates = knownKeys
            if let match = candidates.first(where: { $0 == normalized || $0.replacingOccurrences(of: "_", with: "-") == normalized })
                ?? TextMetrics.nearest(to: key, in: candidates.sorted(), maxDistance: key.count <= 4 ? 1 : 2, prefixFallback: false),
               match != key {
                findings.append(ValidationRules.fieldTypo.finding(path, line: line, column: column,
                    "unknown key '\(key)' — did you mean '\(match)'? As written, no agent reads it"))
                continue
            }
            findings.append(ValidationRules.fieldUnknown.finding(path, line: line, column: column,
                "'\(key)' is not an Agent Skills spec key and no known agent reads it: move it under 'metadata:' (string values) or remove it"))
        }
    }

    package static func names(_ agents: [AgentProfile]) -> String {
        agents.map(\.displayName).joined(separator: ", ")
    }
}
