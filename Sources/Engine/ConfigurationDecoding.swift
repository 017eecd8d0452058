import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightRepository

/// `.preflight.yml` read through the shared YAML decoder: every wrong shape is a
/// `PreflightError` at its line and column, saying what was expected and what the file holds.
extension Configuration: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case include, exclude, skills, items, modules, checks, headerTemplate, manifest, baseline, maxLineLength
    }

    static var topLevelKeys: [String] { Keys.allCases.map(\.rawValue) }

    public init(from decoder: Decoder) throws {
        self.init()
        if try decoder.singleValueContainer().decodeNil() { return }
        try decoder.refuseUnknownKeys(Self.topLevelKeys, place: "in the configuration")
        let container = try decoder.container(keyedBy: Keys.self)
        func given(_ key: Keys) throws -> Bool {
            // `exclude:` with every entry commented out is no setting at all.
            try container.contains(key) && !container.decodeNil(forKey: key)
        }
        include = try container.optionalStrings(.include, what: "a list of globs", entry: "a glob", listOnly: true, allowEmpty: true)
        exclude = try container.optionalStrings(.exclude, what: "a list of globs", entry: "a glob", listOnly: true, allowEmpty: true)
        skills = try container.optionalStrings(.skills, what: "a list of paths", entry: "a path", listOnly: true, allowEmpty: true)
        if try given(.items) {
            let entries = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .items)
            for key in entries.allKeys { items[key.stringValue] = try entries.decode(ItemSettings.self, forKey: key) }
        }
        if try given(.modules) { modules = try Self.modules(container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .modules)) }
        if try given(.checks) { try Self.refuseUnknownKinds(container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .checks)) }
        if try given(.headerTemplate) { headerTemplate = try container.text(.headerTemplate, what: "a path") }
        if try given(.manifest) { manifest = try container.text(.manifest, what: "a path") }
        if try given(.baseline) { baseline = try container.text(.baseline, what: "a path") }
        if try given(.maxLineLength) { maxLineLength = try container.positiveInteger(.maxLineLength) }
    }

    private static func modules(_ entries: KeyedDecodingContainer<AnyCodingKey>) throws -> [ModuleBoundary] {
        try entries.allKeys.map { key in
            guard !key.stringValue.trimming(" ").isEmpty else {
                throw DecodingProblem.message("a `modules` key must be a folder glob", at: entries.codingPath + [key], atKey: true)
            }
            let glob = key.stringValue
            let forbidden = try entries.each(key, what: "a list of module names", entry: "a module name", listOnly: true,
                                             allowEmpty: true) { module, path in
                guard !module.contains(where: { $0 == " " || $0 == "/" || $0 == "*" }) else {
                    throw DecodingProblem.message("`\(module)` is not a module name (modules.\(glob) lists the modules that files "
                                                  + "under \(glob) must not import)", at: path)
                }
                return module
            }
            let line = try entries.superDecoder(forKey: key).keyPosition?.line ?? 0
            return ModuleBoundary(folder: Configuration.globs([glob])[0], forbiddenImports: forbidden, line: line)
        }
    }

    /// `checks:` maps kinds to the parameters they take; the parameters themselves are read
    /// when `parse` applies them to the kind's example.
    private static func refuseUnknownKinds(_ kinds: KeyedDecodingContainer<AnyCodingKey>) throws {
        let names = CheckRegistry.kindNames
        for key in kinds.allKeys {
            guard CheckRegistry.type(ofKind: key.stringValue) != nil else {
                let suggestion = EditDistance.suggestion(for: key.stringValue, among: names).map { "; did you mean `\($0)`?" } ?? ""
                throw DecodingProblem.message("unknown check kind `\(key.stringValue)` in `checks`\(suggestion) (known kinds: "
                                              + names.map { "`\($0)`" }.joined(separator: ", ") + ")",
                                              at: kinds.codingPath + [key], atKey: true)
            }
            let parameters = try kinds.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
            if parameters.contains(AnyCodingKey("kind")) {
                throw DecodingProblem.message("`checks.\(key.stringValue)` names its kind by its key; drop `kind`",
                                              at: parameters.codingPath + [AnyCodingKey("kind")], atKey: true)
            }
        }
    }
}

extension Configuration.ItemSettings: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case disabled, severity, paths, exclude
    }

    public init(from decoder: Decoder) throws {
        try decoder.refuseUnknownKeys(Keys.allCases.map(\.rawValue),
                                      place: "in \(CodingPathText.quoted(decoder.codingPath, root: "the item"))")
        let container = try decoder.container(keyedBy: Keys.self)
        func given(_ key: Keys) throws -> Bool {
            try container.contains(key) && !container.decodeNil(forKey: key)
        }
        self.init(line: decoder.keyPosition?.line ?? 0, column: decoder.keyPosition?.column ?? 0)
        if try given(.disabled) { disabled = try container.decode(Bool.self, forKey: .disabled) }
        if try given(.severity) { severity = try container.decode(Severity.self, forKey: .severity) }
        if try given(.paths) {
            paths = Configuration.globs(try container.strings(.paths, what: "a list of globs", entry: "a glob", listOnly: true, allowEmpty: true))
        }
        if try given(.exclude) {
            exclude = Configuration.globs(try container.strings(.exclude, what: "a list of globs", entry: "a glob", listOnly: true,
                                                                allowEmpty: true))
        }
    }
}
