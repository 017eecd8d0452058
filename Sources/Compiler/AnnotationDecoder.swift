import PreflightChecks
import PreflightDocument
import PreflightModel

/// What a `<!-- preflight: … -->` annotation says about its item. The syntax (README,
/// "Annotations"):
///
///     <!-- preflight:
///       replace: true            # drop what the compiler read from the prose
///       severity: warning
///       checks:
///         - kind: forbidden-call
///           calls: [".padding(<number>)"]
///           inside: View
///     -->
///
/// Each check is written as `compile` prints it (its kind, then its parameters) and decoded by
/// the check registry, so a printed check pasted here is the same check. `disable: true` drops
/// the item from reports; `manual: "reason"` keeps it for a person; `confirm: true` says a person
/// checked what was read, so none of the statement's checks is ever suspect.
struct AnnotationSettings: Decodable {
    package var checks: [(any Check, String)] = []
    package var replace = false
    package var disabled = false
    package var manualReason: String?
    package var severity: Severity?
    package var confirm = false

    enum Keys: String, CodingKey, CaseIterable {
        case checks, check, replace, disable, disabled, manual, severity, confirm
    }

    init() {}

    init(from decoder: Decoder) throws {
        try decoder.refuseUnknownKeys(Keys.allCases.map(\.rawValue), place: "in the preflight annotation")
        let container = try decoder.container(keyedBy: Keys.self)
        replace = try container.flag(.replace, default: false)
        disabled = try container.flag(.disable, default: false) || container.flag(.disabled, default: false)
        if container.contains(.manual) {
            // `manual: true` marks the item without a reason of its own.
            let reason = try container.decodeNil(forKey: .manual) ? "true"
                : try container.text(.manual, what: "the reason a person decides the item (a string), true or false")
            manualReason = reason == "true" ? "marked manual" : reason == "false" ? nil : reason
        }
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity)
        confirm = try container.flag(.confirm, default: false)
        for key in [Keys.checks, .check] where container.contains(key) {
            // A list of checks, or one check written alone.
            let located: [LocatedCheck]
            if (try? container.nestedUnkeyedContainer(forKey: key)) != nil {
                located = try container.decode([LocatedCheck].self, forKey: key)
            } else {
                located = [try container.decode(LocatedCheck.self, forKey: key)]
            }
            checks += located.map { ($0.check, "annotation at line \($0.line)") }
        }
    }
}

/// A check with the line it is written on.
private struct LocatedCheck: Decodable {
    var check: any Check
    var line: Int

    init(from decoder: Decoder) throws {
        check = try CheckRegistry.decode(from: decoder)
        line = decoder.sourcePosition?.line ?? 0
    }
}

enum AnnotationDecoder {
    package static func decode(_ html: String, line: Int, file: String) throws -> AnnotationSettings {
        let (yaml, offset) = Annotation.yamlBody(html)
        guard !yaml.trimming(" \n\t").isEmpty,
              let root = try YAMLReader.read(yaml, file: file, lineOffset: line + offset) else { return AnnotationSettings() }
        return try YAMLDecoder(file: file, rootName: "the preflight annotation").decode(AnnotationSettings.self, from: root)
    }
}
