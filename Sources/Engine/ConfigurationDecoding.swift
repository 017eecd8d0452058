import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightRepository

/// `.preflight.yml` read through the shared YAML decoder: every wrong shape is a
/// `PreflightError` at its line and column, saying what was expected and what the file holds.
extension Configuration: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case include, exclude, skills, items, modules, folders, targets, checks, headerTemplate, manifest, baseline, maxLineLength
        case suspect, confirm, escapes, limits
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
        if try given(.folders) { folders = try Self.folders(container, key: .folders) }
        if try given(.targets) { targets = try Self.folders(container, key: .targets) }
        if try given(.checks) { try Self.refuseUnknownKinds(container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .checks)) }
        if try given(.headerTemplate) { headerTemplate = try container.text(.headerTemplate, what: "a path") }
        if try given(.manifest) { manifest = try container.text(.manifest, what: "a path") }
        if try given(.baseline) { baseline = try container.text(.baseline, what: "a path") }
        if try given(.maxLineLength) { maxLineLength = try container.positiveInteger(.maxLineLength) }
        if try given(.suspect) { suspect = try container.decode(SuspectThreshold.self, forKey: .suspect) }
        confirm = try container.optionalStrings(.confirm, what: "a list of check ids", entry: "a check id", listOnly: true,
                                                allowEmpty: true)
        if try given(.escapes) {
            let value = try container.text(.escapes, what: "`manual` or `warn`")
            guard let escapes = EscapedBans(rawValue: value) else {
                throw DecodingProblem.message("`escapes` is `manual` (bans with a human escape stay for a person, the default) "
                                              + "or `warn` (they run as warnings naming the escape), not `\(value)`",
                                              at: container.codingPath + [Keys.escapes])
            }
            self.escapes = escapes
        }
        if try given(.limits) { limits = try container.decode(ReportLimits.self, forKey: .limits) }
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

    /// `folders: {Core/: AcmeCore/, Shared/: [SharedKit/, SharedUI/]}`: each key a folder as the
    /// documents write it, each value the repository's folder or folders it stands for.
    /// `targets: {App: [Apps/Main/Sources]}` has the same shape, a build target's name as the key.
    private static func folders(_ container: KeyedDecodingContainer<Keys>, key section: Keys) throws -> FolderMapping {
        guard let entries = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: section) else {
            let example = section == .targets ? "a mapping from a build target's name to its source folders (`App: [Apps/Main/Sources]`)"
                : "a mapping from a document's folder to the repository's folder (`Core/: AcmeCore/`)"
            throw DecodingProblem.expected(example, at: [section], scalar: false)
        }
        var result: [FolderMapping.Entry] = []
        var seen: Set<String> = []
        for key in entries.allKeys {
            let written = key.stringValue
            let keyPath = entries.codingPath + [key]
            let folder = FolderMapping.normalized(written)
            guard !folder.isEmpty else {
                throw DecodingProblem.message("a `\(section.rawValue)` key must be a folder the documents name, found `\(written)`", at: keyPath,
                                              atKey: true)
            }
            if let bad = folder.first(where: { "*?[]{},\\".contains($0) }) {
                throw DecodingProblem.message("`\(written)` is not a plain folder (`\(bad)`): a `\(section.rawValue)` key is the folder as the "
                                              + "documents write it, such as `Core/`", at: keyPath, atKey: true)
            }
            if folder.split(separator: "/").contains("..") {
                throw DecodingProblem.message("`\(written)` climbs out of the repository", at: keyPath, atKey: true)
            }
            guard seen.insert(folder).inserted else {
                throw DecodingProblem.message("`\(written)` is mapped twice", at: keyPath, atKey: true)
            }
            let name = "\(section.rawValue).\(written)"
            let isList = (try? entries.nestedUnkeyedContainer(forKey: key)) != nil
            if !isList {
                guard let text = try? entries.decode(String.self, forKey: key) else {
                    throw DecodingProblem.expected("a path (the repository's folder) or a list of them", at: keyPath)
                }
                guard text.contains(where: { !$0.isWhitespace }) else {
                    throw DecodingProblem.message("`\(name)` is empty: name the repository's folder (`AcmeCore/`)", at: keyPath)
                }
            }
            let replacements = try entries.each(key, what: "a path or a list of paths", entry: "a path", allowEmpty: true) { path, at in
                let normalized = FolderMapping.normalized(path)
                if normalized.isEmpty || normalized.contains(where: { "{},".contains($0) }) || normalized.split(separator: "/").contains("..") {
                    throw DecodingProblem.message("`\(path)` is not a folder of the repository (`\(name)` takes folders such as "
                                                  + "`AcmeCore/`, or a list of them)", at: at)
                }
                return path
            }
            guard !replacements.isEmpty else {
                throw DecodingProblem.message("`\(name)` is an empty list: name the repository's folder or folders", at: keyPath)
            }
            let line = try entries.superDecoder(forKey: key).keyPosition?.line ?? 0
            result.append(FolderMapping.Entry(folder: folder, replacements: replacements, line: line))
        }
        return FolderMapping(result)
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

/// `suspect: {share: 0.05, minFiles: 20}`: each key optional, the SPEC's default in its place.
extension SuspectThreshold: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case share, minFiles
    }

    public init(from decoder: Decoder) throws {
        self.init()
        guard let container = try? decoder.container(keyedBy: Keys.self) else {
            throw DecodingProblem.expected("a mapping such as {share: 0.05, minFiles: 20}", at: decoder.codingPath, scalar: false)
        }
        try decoder.refuseUnknownKeys(Keys.allCases.map(\.rawValue), place: "in `suspect`")
        if container.contains(.share), try !container.decodeNil(forKey: .share) {
            guard let value = try? container.decode(Double.self, forKey: .share), value >= 0, value <= 1 else {
                throw DecodingProblem.expected("a share of files between 0 and 1 (0.05 is 5%)", at: container.codingPath + [Keys.share])
            }
            share = value
        }
        if container.contains(.minFiles), try !container.decodeNil(forKey: .minFiles) {
            minFiles = try container.positiveInteger(.minFiles)
        }
    }
}

/// `limits: {perCheck: 1000, perRun: 10000}`: each key optional, the SPEC's default in its place.
extension ReportLimits: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case perCheck, perRun
    }

    public init(from decoder: Decoder) throws {
        self.init()
        guard let container = try? decoder.container(keyedBy: Keys.self) else {
            throw DecodingProblem.expected("a mapping such as {perCheck: 1000, perRun: 10000}", at: decoder.codingPath, scalar: false)
        }
        try decoder.refuseUnknownKeys(Keys.allCases.map(\.rawValue), place: "in `limits`")
        func limit(_ key: Keys, maximum: Int) throws -> Int? {
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            let value = try container.positiveInteger(key)
            guard value <= maximum else {
                throw DecodingProblem.message("`limits.\(key.rawValue)` is at most \(maximum) (a report listing more helps nobody "
                                              + "and costs memory a pull request controls), not \(value)",
                                              at: container.codingPath + [key])
            }
            return value
        }
        perCheck = try limit(.perCheck, maximum: Self.maximumPerCheck) ?? perCheck
        perRun = try limit(.perRun, maximum: Self.maximumPerRun) ?? perRun
    }
}
