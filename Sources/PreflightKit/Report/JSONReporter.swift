/// `--format json`: the versioned document of SPEC "JSON output", keys in a fixed order,
/// pretty-printed with two spaces, UTF-8 as is (no `\/`, no `\uXXXX` for non-ASCII).
///
/// Fixed by the SPEC: `version`, `skills[].name`, `skills[].items[].{id,text,status,findings}`,
/// `findings[].{ruleId,path,line,column,severity,message}`, `summary`. Added and documented:
/// `command`, `root`, `skills[].path`, `items[].{kind,reason,document,appliesBecause,checks}`,
/// `skippedFiles`, `notices`. Every key is always present: an unknown column, a missing reason
/// or `appliesBecause` is `null`, an empty list is `[]`.
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let description = "A versioned JSON document (schema in the README)."
    /// Bumped only when a field changes meaning or goes away; new fields keep the version.
    public static let schemaVersion = 1

    public static func generateReport(_ report: Report, options: ReportOptions) -> String {
        document(report, options: options).pretty() + "\n"
    }

    static func document(_ report: Report, options: ReportOptions) -> JSONValue {
        .object([
            ("version", .int(schemaVersion)),
            ("command", .string(report.command.rawValue)),
            ("root", .string(options.rootName)),
            ("skills", .array(report.skills.map(skill))),
            ("summary", summary(report.summary)),
            ("skippedFiles", .array(report.orderedSkippedFiles.map { entry in
                .object([("path", .string(entry.path)), ("reason", .string(entry.reason))])
            })),
            ("notices", .array(report.orderedNotices.map(finding))),
        ])
    }

    static func skill(_ skill: SkillVerdicts) -> JSONValue {
        .object([
            ("name", .string(skill.name)),
            ("path", .string(skill.path)),
            ("items", .array(skill.items.map(item))),
        ])
    }

    static func item(_ item: ItemVerdict) -> JSONValue {
        .object([
            ("id", .string(item.id)),
            ("text", .string(item.text)),
            ("kind", .string(item.kind.rawValue)),
            ("status", .string(item.status.rawValue)),
            ("reason", item.reason.map(JSONValue.string) ?? .null),
            ("document", .object([("path", .string(item.documentPath)), ("line", .int(item.documentLine))])),
            ("appliesBecause", item.appliesBecause.map(JSONValue.string) ?? .null),
            ("checks", .array(item.checks.map { check in
                .object([
                    ("id", .string(check.id)),
                    ("kind", .string(check.kind)),
                    ("description", .string(check.description)),
                ])
            })),
            ("findings", .array(item.orderedFindings.map(finding))),
        ])
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("ruleId", .string(finding.ruleId)),
            ("path", .string(finding.path)),
            ("line", .int(finding.line)),
            ("column", finding.column.map(JSONValue.int) ?? .null),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
        ])
    }

    static func summary(_ summary: Summary) -> JSONValue {
        .object([
            ("passed", .int(summary.passed)),
            ("failed", .int(summary.failed)),
            ("manual", .int(summary.manual)),
            ("notApplicable", .int(summary.notApplicable)),
        ])
    }
}

/// A JSON value whose objects keep their keys in the order written, so output is byte-stable
/// and reads in a sensible order (JSONSerialization only offers sorted or unspecified order).
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.pretty() == rhs.pretty()
    }

    func pretty(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                value.write(to: &output, indent: indent + 1)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// RFC 8259 string escaping; U+2028 / U+2029 escaped too so the output is also valid JavaScript.
    static func writeString(_ value: String, to output: inout String) {
        // Most strings need no escaping: append them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
            output += "\""
            output += value
            output += "\""
            return
        }
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
