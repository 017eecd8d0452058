import Foundation
import PreflightDocument
import PreflightModel
import PreflightReport

/// Invisible / bidi-control characters, instructions hidden in HTML comments, hard-coded secrets.
enum HygieneRules {
    package static func check(_ lines: [Substring], path: String, into findings: inout [Finding]) {
        invisibleCharacters(lines, path: path, into: &findings)
        hiddenInstructions(lines, path: path, into: &findings)
        secrets(lines, path: path, into: &findings)
    }

    // MARK: Invisible characters

    static func invisibleName(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x200B: return "zero-width space"
        case 0x200C: return "zero-width non-joiner"
        case 0x200D: return "zero-width joiner"
        case 0x200E: return "left-to-right mark"
        case 0x200F: return "right-to-left mark"
        case 0x202A...0x202E: return "bidi embedding/override"
        case 0x2060: return "word joiner"
        case 0x2061...0x2064: return "invisible operator"
        case 0x2066...0x2069: return "bidi isolate"
        case 0xFEFF: return "zero-width no-break space (BOM)"
        case 0x180E: return "Mongolian vowel separator"
        case 0xE0000...0xE007F: return "tag character"
        default: return nil
        }
    }

    static func invisibleCharacters(_ lines: [Substring], path: String, into findings: inout [Finding]) {
        for (index, line) in lines.enumerated() where !line.utf8.allSatisfy({ $0 < 0x80 }) {
            let scalars = Array(line.unicodeScalars)
            var found: [(Int, Unicode.Scalar, String)] = []
            for (offset, scalar) in scalars.enumerated() {
                guard let name = invisibleName(scalar) else { continue }
                // A joiner inside an emoji sequence (👩‍💻) is how the emoji is written.
                if scalar.value == 0x200D, offset > 0, offset + 1 < scalars.count,
                   scalars[offset - 1].properties.isEmoji, scalars[offset + 1].properties.isEmoji,
                   !scalars[offset - 1].isASCII { continue }
                found.append((offset + 1, scalar, name))
            }
            guard let first = found.first else { continue }
            var seen: Set<UInt32> = []
            let listed = found.filter { seen.insert($0.1.value).inserted }
                .map { String(format: "U+%04X", $0.1.value) + " (\($0.2))" }.joined(separator: ", ")
            findings.append(ValidationRules.hygieneInvisibleCharacter.finding(path, line: index + 1, column: first.0,
                "\(found.count) invisible character(s) here: \(listed); they can hide or reorder text the agent reads but a reviewer does not see — delete them"))
        }
    }

    // MARK: Hidden instructions

    static let injection = NSRegularExpression(
        #"(ignore|disregard|forget|override)\s+(all\s+|any\s+)?(the\s+|your\s+)?(previous|prior|above|earlier|system|user'?s?|original)\s+(instructions|prompts?|rules|messages?|guidelines)|do\s+not\s+(tell|inform|mention\s+(this\s+)?to)\s+the\s+user|don'?t\s+(tell|inform)\s+the\s+user|without\s+(telling|informing|asking)\s+the\s+user|you\s+are\s+now\s+|new\s+instructions\s*:|system\s+prompt|(curl|wget|invoke-webrequest|fetch)\b[^\n]*https?://|(send|post|upload|exfiltrate|transmit|forward)\b[^\n]{0,80}\b(to|at)\s+https?://|exfiltrat"#,
        caseInsensitive: true)

    static func hiddenInstructions(_ lines: [Substring], path: String, into findings: inout [Finding]) {
        var inComment = false
        for (index, line) in lines.enumerated() {
            guard inComment || line.hasBytes("<!--") else { continue }
            // The parts of this line that are inside a comment.
            var hidden = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inComment {
                    if let end = rest.range(of: "-->") {
                        hidden += rest[..<end.lowerBound] + " "
                        rest = rest[end.upperBound...]
                        inComment = false
                    } else {
                        hidden += rest
                        rest = ""
                    }
                } else if let start = rest.range(of: "<!--") {
                    rest = rest[start.upperBound...]
                    inComment = true
                } else {
                    rest = ""
                }
            }
            guard !hidden.isEmpty, let match = injection.captures(in: hidden).first, let text = match.groups[0] else { continue }
            findings.append(ValidationRules.hygieneHiddenInstruction.finding(path, line: index + 1,
                "an HTML comment (invisible when rendered, read by the agent) says '\(text.prefix(60))': remove hidden instructions — they are a prompt-injection or data-exfiltration vector"))
        }
    }

    // MARK: Secrets

    struct SecretPattern {
        package var name: String
        var triggers: [String]
        var regex: NSRegularExpression
        package var group: Int
    }

    static let secretPatterns: [SecretPattern] = [
        SecretPattern(name: "an AWS access key", triggers: ["AKIA", "ASIA"], regex: NSRegularExpression(#"\b((?:AKIA|ASIA)[0-9A-Z]{16})\b"#), group: 1),
        SecretPattern(name: "a GitHub token", triggers: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"], regex: NSRegularExpression(#"\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})"#), group: 1),
        SecretPattern(name: "a Slack token", triggers: ["xox"], regex: NSRegularExpression(#"\b(xox[bpars]-[A-Za-z0-9-]{10,})"#), group: 1),
        SecretPattern(name: "a private key", triggers: ["PRIVATE KEY"], regex: NSRegularExpression(#"(-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----)"#), group: 1),
        SecretPattern(name: "an API key", triggers: ["sk-"], regex: NSRegularExpression(#"(?<![A-Za-z0-9_-])(sk-(?:proj-|ant-(?:api\d\d-)?|live_|test_)?[A-Za-z0-9_-]{20,})"#), group: 1),
        SecretPattern(name: "a credential", triggers: [], regex: NSRegularExpression(
            #"(?:api[_-]?key|apikey|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd|secret|token)["']?\s*[:=]\s*["']([^"'\s]{16,})["']"#,
            caseInsensitive: true), group: 1),
    ]

    static let placeholderWords = ["example", "xxxx", "your", "placeholder", "redacted", "dummy", "changeme", "sample", "<", "${", "{{", "...", "****"]

    static func secrets(_ lines: [Substring], path: String, into findings: inout [Finding]) {
        for (index, line) in lines.enumerated() {
            var matched = false
            for pattern in secretPatterns {
                if matched, pattern.triggers.isEmpty { break }
                if pattern.triggers.isEmpty {
                    guard line.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }),
                          ["key", "secret", "token", "passw"].contains(where: { line.hasBytesIgnoringCase($0) }) else { continue }
                } else if !pattern.triggers.contains(where: { line.hasBytes($0) }) {
                    continue
                }
                guard let match = pattern.regex.captures(in: line).first, let value = match.groups[pattern.group] else { continue }
                let lower = value.lowercased()
                if placeholderWords.contains(where: { lower.contains($0) }) { continue }
                if pattern.name == "a credential", Set(value).count < 6 { continue }
                let shown = pattern.name == "a private key" ? value : "\(value.prefix(4))…\(value.suffix(2))"
                findings.append(ValidationRules.hygieneSecret.finding(path, line: index + 1, column: match.column,
                    "\(pattern.name) is written here ('\(shown)'): revoke it, remove it, and have the skill read it from the environment or a secret store"))
                matched = true
            }
        }
    }
}
