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
    /// Suspect checks by id, with how often they fire: a result led by one is a note saying so
    /// in its `properties` (`suspect`, `scopeFiles`, `firingFiles`).
    public var suspect: [String: FiringRate]

    public init(rules: [SARIFRule], results: [Finding], notifications: [SARIFNotification] = [],
                suspect: [String: FiringRate] = [:]) {
        self.rules = rules
        self.results = results
        self.notifications = notifications
        self.suspect = suspect
    }

    /// Written directly in JSONSerialization's sorted, pretty layout: no `Any` boxing.
    public func render() -> String {
        SortedJSONWriter.pretty(stream()) + "\n"
    }

    /// The log written piece by piece into `sink`.
    public func write(to sink: @escaping (String) throws -> Void) throws {
        var output = JSONChunks(sink: sink)
        try SortedJSONWriter.write(stream(), indent: 0, to: &output)
        try output.append("\n")
        try output.flush()
    }

    /// The log, its results made only when written.
    func stream() -> JSONStream {
        var rules = self.rules
        for finding in results where !rules.contains(where: { $0.id == finding.ruleId }) {
            // A result must point at a declared rule; a stray id still gets an entry.
            rules.append(SARIFRule(id: finding.ruleId, shortDescription: finding.ruleId, defaultLevel: finding.severity))
        }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        let fingerprints = numberedFingerprints()
        let results = self.results
        // Made one at a time as they are written: a large run's results are never all held.
        let resultObject: (Int) -> JSONValue = { index in
            resultValue(results[index], ruleIndex: ruleIndex[results[index].ruleId] ?? 0, fingerprint: fingerprints[index])
        }
        var run: [(String, JSONStream)] = [
            ("tool", .value(.object([("driver", .object([
                ("name", .string("preflight")),
                ("version", .string(Preflight.version)),
                ("semanticVersion", .string(Preflight.version)),
                ("rules", .array(rules.map(Self.ruleValue))),
            ]))]))),
            ("originalUriBaseIds", .value(.object([("%SRCROOT%", .object([("uri", .string("./"))]))]))),
            ("columnKind", .value(.string("unicodeCodePoints"))),
            ("results", .array(count: results.count) { .value(resultObject($0)) }),
        ]
        if !notifications.isEmpty {
            run.append(("invocations", .value(.array([.object([("executionSuccessful", .bool(true)),
                                                               ("toolExecutionNotifications", .array(notifications.map(Self.notificationValue)))])]))))
        }
        return .object([
            ("$schema", .value(.string("https://json.schemastore.org/sarif-2.1.0.json"))),
            ("version", .value(.string("2.1.0"))),
            ("runs", .array(count: 1) { _ in .object(run) }),
        ])
    }

    static func ruleValue(_ rule: SARIFRule) -> JSONValue {
        var object: [(String, JSONValue)] = [
            ("id", .string(rule.id)),
            ("name", .string(pascalName(rule.id))),
            ("shortDescription", .object([("text", .string(oneLine(rule.shortDescription)))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultLevel.rawValue))])),
        ]
        if let full = rule.fullDescription { object.append(("fullDescription", .object([("text", .string(full))]))) }
        if let help = rule.helpText { object.append(("help", .object([("text", .string(help))]))) }
        return .object(object)
    }

    /// Equal fingerprints would merge alerts, so repeats of the same rule, file and message
    /// are numbered in order of appearance (as GitHub's own `primaryLocationLineHash` does).
    func numberedFingerprints() -> [String] {
        var occurrences: [String: Int] = [:]
        return results.map { finding in
            let fingerprint = Self.fingerprint(finding)
            occurrences[fingerprint, default: 0] += 1
            return "\(fingerprint):\(occurrences[fingerprint]!)"
        }
    }

    func resultValue(_ finding: Finding, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var message = Self.messageText(finding.message, fallback: finding.ruleId)
        let others = finding.ruleIds.filter { $0 != finding.ruleId }
        if !others.isEmpty { message += " (also: " + others.joined(separator: ", ") + ")" }
        if let rate = suspect[finding.ruleId] { message += " — " + SuspectText.note(rate) }
        var result: [(String, JSONValue)] = [
            ("ruleId", .string(finding.ruleId)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([Self.location(path: finding.path, line: finding.line, column: finding.column)])),
            ("partialFingerprints", .object([("preflightFinding/v1", .string(fingerprint))])),
        ]
        // One result per fault: every check that found it and every item it breaks.
        var properties: [(String, JSONValue)] = []
        if finding.ruleIds.count > 1 || !finding.itemIds.isEmpty {
            properties = [("ruleIds", .array(finding.ruleIds.map(JSONValue.string))),
                          ("items", .array(finding.itemIds.map(JSONValue.string)))]
        }
        if let rate = suspect[finding.ruleId] {
            properties += [("suspect", .bool(true)), ("scopeFiles", .int(rate.scopeFiles)), ("firingFiles", .int(rate.firingFiles))]
        }
        if !properties.isEmpty { result.append(("properties", .object(properties))) }
        return .object(result)
    }

    static func notificationValue(_ notification: SARIFNotification) -> JSONValue {
        var object: [(String, JSONValue)] = [
            ("level", .string(notification.level.rawValue)),
            ("message", .object([("text", .string(messageText(notification.message, fallback: "notice")))])),
        ]
        if let path = notification.path {
            object.append(("locations", .array([location(path: path, line: notification.line, column: notification.column)])))
        }
        return .object(object)
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

    package static func location(path: String, line: Int?, column: Int?) -> JSONValue {
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uri(path))), ("uriBaseId", .string("%SRCROOT%"))])),
        ]
        if let line {
            var region: [(String, JSONValue)] = [("startLine", .int(max(1, line)))]
            if let column { region.append(("startColumn", .int(max(1, column)))) }
            physical.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(physical))])
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
