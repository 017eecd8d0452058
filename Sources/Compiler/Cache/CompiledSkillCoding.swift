import PreflightChecks
import PreflightModel

/// What a compile produces from one document, minus the document itself (a cache hit parses
/// the document again, which is cheap, and keeps the `SkillDocument` the caller loaded).
/// Checks travel as their registry encoding, the same one `compile --format json` prints.
struct CompiledSkillEntry: Codable {
    var items: [CompiledItem]
    var contradictions: [Contradiction]
    var warnings: [String]
    var notRules: [NotRule]
}

extension CodeExample: Codable {
    private enum Keys: String, CodingKey { case verdict, language, code, line, sectionPath, label }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(verdict: try container.decode(Verdict.self, forKey: .verdict),
                  language: try container.decode(String.self, forKey: .language),
                  code: try container.decode(String.self, forKey: .code),
                  line: try container.decode(Int.self, forKey: .line),
                  sectionPath: try container.decode([String].self, forKey: .sectionPath),
                  label: try container.decode(String.self, forKey: .label))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(language, forKey: .language)
        try container.encode(code, forKey: .code)
        try container.encode(line, forKey: .line)
        try container.encode(sectionPath, forKey: .sectionPath)
        try container.encode(label, forKey: .label)
    }
}

extension Statement: Codable {
    private enum Keys: String, CodingKey {
        case id, kind, text, line, endLine, sectionPath, modality, codeSpans, linkedRuleIds, examples, attachedCode
        case annotationText, annotationLine
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        var annotation: (text: String, line: Int)?
        if let text = try container.decodeIfPresent(String.self, forKey: .annotationText) {
            annotation = (text, try container.decode(Int.self, forKey: .annotationLine))
        }
        self.init(id: try container.decode(String.self, forKey: .id),
                  kind: try container.decode(ItemKind.self, forKey: .kind),
                  text: try container.decode(String.self, forKey: .text),
                  line: try container.decode(Int.self, forKey: .line),
                  endLine: try container.decode(Int.self, forKey: .endLine),
                  sectionPath: try container.decode([String].self, forKey: .sectionPath),
                  modality: try container.decodeIfPresent(Modality.self, forKey: .modality),
                  codeSpans: try container.decode([String].self, forKey: .codeSpans),
                  linkedRuleIds: try container.decode([String].self, forKey: .linkedRuleIds),
                  examples: try container.decode([CodeExample].self, forKey: .examples),
                  attachedCode: try container.decode([CodeExample].self, forKey: .attachedCode),
                  annotation: annotation)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(line, forKey: .line)
        try container.encode(endLine, forKey: .endLine)
        try container.encode(sectionPath, forKey: .sectionPath)
        try container.encodeIfPresent(modality, forKey: .modality)
        try container.encode(codeSpans, forKey: .codeSpans)
        try container.encode(linkedRuleIds, forKey: .linkedRuleIds)
        try container.encode(examples, forKey: .examples)
        try container.encode(attachedCode, forKey: .attachedCode)
        try container.encodeIfPresent(annotation?.text, forKey: .annotationText)
        try container.encodeIfPresent(annotation?.line, forKey: .annotationLine)
    }
}

extension CompiledCheck: Codable {
    private enum Keys: String, CodingKey { case id, check, origin, confirmations, statementId, severity, covers, newCodeOnly, confirmedByPerson, escape }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(id: try container.decode(String.self, forKey: .id),
                  check: try container.decode(AnyCheck.self, forKey: .check).check,
                  origin: try container.decode(String.self, forKey: .origin),
                  confirmations: try container.decode([Int].self, forKey: .confirmations),
                  statementId: try container.decode(String.self, forKey: .statementId),
                  severity: try container.decode(Severity.self, forKey: .severity),
                  covers: try container.decodeIfPresent(String.self, forKey: .covers))
        newCodeOnly = try container.decode(Bool.self, forKey: .newCodeOnly)
        confirmedByPerson = try container.decode(Bool.self, forKey: .confirmedByPerson)
        escape = try container.decodeIfPresent(String.self, forKey: .escape)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(AnyCheck(check), forKey: .check)
        try container.encode(origin, forKey: .origin)
        try container.encode(confirmations, forKey: .confirmations)
        try container.encode(statementId, forKey: .statementId)
        try container.encode(severity, forKey: .severity)
        try container.encodeIfPresent(covers, forKey: .covers)
        try container.encode(newCodeOnly, forKey: .newCodeOnly)
        try container.encode(confirmedByPerson, forKey: .confirmedByPerson)
        try container.encodeIfPresent(escape, forKey: .escape)
    }
}

extension CompiledItem: Codable {
    private enum Keys: String, CodingKey { case statement, checks, escapedChecks, reason, disabled, uncheckedParts, frames, missing, targets, missedExamples }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(statement: try container.decode(Statement.self, forKey: .statement),
                  checks: try container.decode([CompiledCheck].self, forKey: .checks),
                  reason: try container.decodeIfPresent(String.self, forKey: .reason),
                  disabled: try container.decode(Bool.self, forKey: .disabled))
        uncheckedParts = try container.decode([String].self, forKey: .uncheckedParts)
        frames = try container.decode([String].self, forKey: .frames)
        missing = try container.decode([String].self, forKey: .missing)
        targets = try container.decode([String].self, forKey: .targets)
        missedExamples = try container.decode([Int].self, forKey: .missedExamples)
        escapedChecks = try container.decodeIfPresent([CompiledCheck].self, forKey: .escapedChecks) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(statement, forKey: .statement)
        try container.encode(checks, forKey: .checks)
        try container.encodeIfPresent(reason, forKey: .reason)
        try container.encode(disabled, forKey: .disabled)
        try container.encode(uncheckedParts, forKey: .uncheckedParts)
        try container.encode(frames, forKey: .frames)
        try container.encode(missing, forKey: .missing)
        try container.encode(targets, forKey: .targets)
        try container.encode(missedExamples, forKey: .missedExamples)
        if !escapedChecks.isEmpty { try container.encode(escapedChecks, forKey: .escapedChecks) }
    }
}

extension Contradiction: Codable {
    private enum Keys: String, CodingKey { case itemId, checkId, itemLine, exampleLine, message }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(itemId: try container.decode(String.self, forKey: .itemId),
                  checkId: try container.decode(String.self, forKey: .checkId),
                  itemLine: try container.decode(Int.self, forKey: .itemLine),
                  exampleLine: try container.decode(Int.self, forKey: .exampleLine),
                  message: try container.decode(String.self, forKey: .message))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(itemId, forKey: .itemId)
        try container.encode(checkId, forKey: .checkId)
        try container.encode(itemLine, forKey: .itemLine)
        try container.encode(exampleLine, forKey: .exampleLine)
        try container.encode(message, forKey: .message)
    }
}
