import Foundation
import PreflightEngine
import PreflightModel
import PreflightSwiftSource

/// SARIF 2.1.0 as GitHub code scanning reads it: one run, rules with ids and descriptions,
/// results with a rule index, a level, a message and one physical location with a relative URI.
/// `audit`/`review` and `validate` both map their findings onto this.
public struct SARIFRule: Sendable, Equatable {
    public var id: String
    public var shortDescription: String
    public var fullDescription: String?
    public var helpText: String?
    public var defaultLevel: Severity

    public init(id: String, shortDescription: String, fullDescription: String? = nil, helpText: String? = nil,
                defaultLevel: Severity = .error) {
        self.id = id
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.helpText = helpText
        self.defaultLevel = defaultLevel
    }
}

/// Something about the run rather than the code (a skipped file, an unknown rule id in a
/// suppression): SARIF `invocations[].toolExecutionNotifications`, which code scanning shows as
/// tool diagnostics instead of alerts.
public struct SARIFNotification: Sendable, Equatable {
    public var level: Severity
    public var message: String
    public var path: String?
    public var line: Int?
    public var column: Int?

    public init(level: Severity = .warning, message: String, path: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.level = level
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }
}

public struct SARIFDocument: Sendable {
    public var rules: [SARIFRule]
    public var results: [Finding]
    public var notifications: [SARIFNotification]

    public init(rules: [SARIFRule], results: [Finding], notifications: [SARIFNotification] = []) {
        self.rules = rules
        self.results = results
        self.notifications = notifications
    }

    public func render() -> String {
        var ruleIndex: [String: Int] = [:]
        var rules = self.rules
        for finding in results where !rules.contains(where: { $0.id == finding.ruleId }) {
            // A result must point at a declared rule; a stray id still gets an entry.
            rules.append(SARIFRule(id: finding.ruleId, shortDescription: finding.ruleId, defaultLevel: finding.severity))
        }
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        let ruleObjects: [Any] = rules.map { rule in
            var object: [String: Any] = [
                "id": rule.id,
                "name": Self.pascalName(rule.id),
                "shortDescription": ["text": Self.oneLine(rule.shortDescription)],
                "defaultConfiguration": ["level": rule.defaultLevel.rawValue],
            ]
            if let full = rule.fullDescription { object["fullDescription"] = ["text": full] }
            if let help = rule.helpText { object["help"] = ["text": help] }
            return object
        }
        // Equal fingerprints would merge alerts, so repeats of the same rule, file and message
        // are numbered in order of appearance (as GitHub's own `primaryLocationLineHash` does).
        var occurrences: [String: Int] = [:]
        let resultObjects: [Any] = results.map { finding in
            let fingerprint = Self.fingerprint(finding)
            occurrences[fingerprint, default: 0] += 1
            var message = Self.messageText(finding.message, fallback: finding.ruleId)
            let others = finding.ruleIds.filter { $0 != finding.ruleId }
            if !others.isEmpty { message += " (also: " + others.joined(separator: ", ") + ")" }
            var result: [String: Any] = [
                "ruleId": finding.ruleId,
                "ruleIndex": ruleIndex[finding.ruleId] ?? 0,
                "level": finding.severity.rawValue,
                "message": ["text": message],
                "locations": [Self.location(path: finding.path, line: finding.line, column: finding.column)],
                "partialFingerprints": ["preflightFinding/v1": "\(fingerprint):\(occurrences[fingerprint]!)"],
            ]
            // One result per fault: every check that found it and every item it breaks.
            if finding.ruleIds.count > 1 || !finding.itemIds.isEmpty {
                result["properties"] = ["ruleIds": finding.ruleIds, "items": finding.itemIds]
            }
            return result
        }
        var run: [String: Any] = [
            "tool": ["driver": [
                "name": "preflight",
                "version": Preflight.version,
                "semanticVersion": Preflight.version,
                "rules": ruleObjects,
            ]],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": "./"]],
            "columnKind": "unicodeCodePoints",
            "results": resultObjects,
        ]
        if !notifications.isEmpty {
            let notificationObjects: [Any] = notifications.map { notification in
                var object: [String: Any] = [
                    "level": notification.level.rawValue,
                    "message": ["text": Self.messageText(notification.message, fallback: "notice")],
                ]
                if let path = notification.path {
                    object["locations"] = [Self.location(path: path, line: notification.line, column: notification.column)]
                }
                return object
            }
            run["invocations"] = [["executionSuccessful": true, "toolExecutionNotifications": notificationObjects]]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Relative path with forward slashes, percent-encoded where a URI needs it (spaces, non-ASCII).
    /// A leading `./` is dropped; `%`, `#`, `?`, `:`, spaces, brackets and every non-ASCII byte
    /// are encoded (UTF-8), so readers resolve it against `%SRCROOT%` to the same file.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        // Paths are already relative with forward slashes; a backslash is part of a file name
        // (legal on Linux and macOS) and is percent-encoded, not turned into a separator.
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }

    package static func location(path: String, line: Int?, column: Int?) -> [String: Any] {
        var physical: [String: Any] = ["artifactLocation": ["uri": uri(path), "uriBaseId": "%SRCROOT%"]]
        if let line {
            var region: [String: Any] = ["startLine": max(1, line)]
            if let column { region["startColumn"] = max(1, column) }
            physical["region"] = region
        }
        return ["physicalLocation": physical]
    }

    /// SARIF requires a non-empty `message.text`.
    static func messageText(_ message: String, fallback: String) -> String {
        message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? fallback : message
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func pascalName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Keyed on rule, file and message, not the line, so code scanning tracks a finding across moves.
    static func fingerprint(_ finding: Finding) -> String {
        String(FNV1a.hash("\(finding.ruleId)\u{0}\(finding.path)\u{0}\(finding.message)".utf8), radix: 16)
    }
}
