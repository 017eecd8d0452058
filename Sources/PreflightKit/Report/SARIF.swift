import Foundation

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

public struct SARIFDocument: Sendable {
    public var rules: [SARIFRule]
    public var results: [Finding]

    public init(rules: [SARIFRule], results: [Finding]) {
        self.rules = rules
        self.results = results
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
        let resultObjects: [Any] = results.map { finding in
            var region: [String: Any] = ["startLine": max(1, finding.line)]
            if let column = finding.column { region["startColumn"] = max(1, column) }
            return [
                "ruleId": finding.ruleId,
                "ruleIndex": ruleIndex[finding.ruleId] ?? 0,
                "level": finding.severity.rawValue,
                "message": ["text": finding.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": Self.uri(finding.path), "uriBaseId": "%SRCROOT%"],
                        "region": region,
                    ],
                ]],
                "partialFingerprints": ["preflightFinding/v1": Self.fingerprint(finding)],
            ] as [String: Any]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "preflight",
                    "version": Preflight.version,
                    "semanticVersion": Preflight.version,
                    "informationUri": "https://example.invalid/preflight",
                    "rules": ruleObjects,
                ]],
                "originalUriBaseIds": ["%SRCROOT%": ["uri": "./"]],
                "columnKind": "unicodeCodePoints",
                "results": resultObjects,
            ]],
        ]
        let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Relative path with forward slashes, percent-encoded where a URI needs it (spaces, non-ASCII).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.replacingOccurrences(of: "\\", with: "/").addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func pascalName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Keyed on rule, file and message, not the line, so code scanning tracks a finding across moves.
    static func fingerprint(_ finding: Finding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(finding.ruleId)\u{0}\(finding.path)\u{0}\(finding.message)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
