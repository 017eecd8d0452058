import Foundation
import PreflightDocument
import PreflightModel
import PreflightReport

/// `name` per the Agent Skills spec: required, 1-64 characters of a-z, 0-9 and '-', no leading,
/// trailing or doubled hyphen, equal to the folder it is installed in (compared after NFC
/// normalisation, against the real directory entry, so case differences show).
enum NameRules {
    /// Returns the declared name when it is a usable string.
    @discardableResult
    package static func check(_ root: YAMLNode, installNames: [String], path: String, into findings: inout [Finding]) -> String? {
        guard let node = root["name"], !node.isPlainNull else {
            let folder = installNames.first.map { " (the folder is '\($0)')" } ?? ""
            findings.append(ValidationRules.nameMissing.finding(path, line: root["name"]?.line ?? root.line,
                "'name' is \(root["name"] == nil ? "missing" : "empty"): add 'name: \(installNames.first.map(suggestion) ?? "my-skill")'\(folder)"))
            return nil
        }
        guard let name = node.scalar else {
            findings.append(ValidationRules.nameType.finding(path, line: node.line, column: node.column,
                "'name' is a \(node.kindName); write it as one string such as 'name: \(installNames.first.map(suggestion) ?? "my-skill")'"))
            return nil
        }
        let line = node.line, column = node.column
        if name.isEmpty {
            findings.append(ValidationRules.nameMissing.finding(path, line: line, column: column,
                "'name' is empty: write 'name: \(installNames.first.map(suggestion) ?? "my-skill")'"))
            return nil
        }
        let length = name.unicodeScalars.count
        if length > 64 {
            findings.append(ValidationRules.nameLength.finding(path, line: line, column: column,
                "'name' has \(length) characters; the spec allows at most 64: shorten it (and rename the folder to match)"))
        }
        let invalid = name.unicodeScalars.filter { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-") }
        if !invalid.isEmpty {
            let shown = Set(invalid).sorted { $0.value < $1.value }.map { scalar -> String in
                scalar.properties.isWhitespace || scalar.value < 0x20 || !scalar.isASCII
                    ? String(format: "U+%04X", scalar.value) : "'\(scalar)'"
            }.joined(separator: ", ")
            findings.append(ValidationRules.nameCharacters.finding(path, line: line, column: column,
                "'name: \(name)' uses \(shown); only lowercase a-z, digits and '-' are allowed: use '\(suggestion(name))'"))
        }
        if name.hasPrefix("-") || name.hasSuffix("-") || name.contains("--") {
            let what = name.contains("--") ? "holds '--'" : name.hasPrefix("-") ? "starts with '-'" : "ends with '-'"
            findings.append(ValidationRules.nameHyphens.finding(path, line: line, column: column,
                "'name: \(name)' \(what); hyphens may only separate words: use '\(suggestion(name))'"))
        }
        let words = name.lowercased().split(separator: "-")
        if let word = words.first(where: { $0 == "claude" || $0 == "anthropic" }) {
            findings.append(ValidationRules.nameReserved.finding(path, line: line, column: column,
                "'name: \(name)' holds the reserved word '\(word)', which Claude refuses in skill names: choose another name"))
        }
        let nameIsValid = invalid.isEmpty && length <= 64 && !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--")
        for folder in installNames where folder.nfc != name.nfc {
            let how = folder.nfc.lowercased() == name.nfc.lowercased() ? " (they differ only in case)" : ""
            let fix = nameIsValid ? "rename the folder or the link to '\(name)', or set 'name: \(folder)'" : "set 'name: \(suggestion(folder))' and name the folder alike"
            findings.append(ValidationRules.nameFolderMismatch.finding(path, line: line, column: column,
                "'name: \(name)' but the skill is installed as '\(folder)'\(how): agents that check this (VS Code, opencode, the spec) refuse or rename it — \(fix)"))
        }
        return name
    }

    /// A spec-valid spelling of `text`: lowercase, runs of other characters become one '-'.
    package static func suggestion(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "my-skill" : String(trimmed.prefix(64))
    }
}
