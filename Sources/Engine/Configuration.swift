import Foundation
import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightRepository

/// The repository's `.preflight.yml`: which files to audit, which skills to use, and per item
/// (or per skill) whether it runs, at what severity and where. Every mistake in the file is a
/// `PreflightError` naming its line and column, never a silent fallback to defaults.
public struct Configuration: Sendable, Equatable {
    public static let defaultFileName = ".preflight.yml"

    /// Per-item overrides. Every field is optional: an entry only changes what it sets.
    public struct ItemSettings: Sendable, Equatable {
        public var disabled: Bool?
        public var severity: Severity?
        /// Where the item's checks run (nil: everywhere the audit looks).
        public var paths: [Glob]?
        /// Where they never run.
        public var exclude: [Glob]?
        /// Where the entry's key stands in the file, for "unknown item" warnings.
        public var line: Int
        public var column: Int

        public init(disabled: Bool? = nil, severity: Severity? = nil, paths: [Glob]? = nil, exclude: [Glob]? = nil,
                    line: Int = 0, column: Int = 0) {
            self.disabled = disabled
            self.severity = severity
            self.paths = paths
            self.exclude = exclude
            self.line = line
            self.column = column
        }

        public var isDisabled: Bool { disabled ?? false }

        /// Whether checks of this item look at `path` (relative, forward slashes): a glob
        /// matches the file or a folder above it, so `paths: [App]` means everything under App.
        public func applies(to path: String) -> Bool {
            if let paths, !paths.contains(where: { Configuration.glob($0, matchesFileOrFolderOf: path) }) { return false }
            if let exclude, exclude.contains(where: { Configuration.glob($0, matchesFileOrFolderOf: path) }) { return false }
            return true
        }
    }

    /// Modules that code under a folder must not import (`Sources/Core/**: [SwiftUI, UIKit]`).
    public struct ModuleBoundary: Sendable, Equatable {
        public var folder: Glob
        public var forbiddenImports: [String]
        public var line: Int

        public init(folder: Glob, forbiddenImports: [String], line: Int = 0) {
            self.folder = folder
            self.forbiddenImports = forbiddenImports
            self.line = line
        }

        /// Whether the boundary holds for the file at `path` (the glob matches it or a folder above it).
        public func covers(_ path: String) -> Bool {
            Configuration.glob(folder, matchesFileOrFolderOf: path)
        }
    }

    /// Path patterns as written, read as `Workspace(root:include:exclude:)` reads them: a pattern
    /// without a `/` matches at any depth, one that names a folder covers everything in it.
    public var include: [String] = []
    public var exclude: [String] = []
    /// Skill documents to use when `--skill` is absent, relative to `directory`.
    public var skills: [String] = []
    public var items: [String: ItemSettings] = [:]
    /// In file order.
    public var modules: [ModuleBoundary] = []
    /// The documents' folder names mapped to the repository's (`Core/: AcmeCore/`), applied to
    /// every glob of every check.
    public var folders = FolderMapping()
    /// Build targets' source folders as the repository states them (`App: [Apps/Main/Sources]`),
    /// overriding what the manifests say (`BuildTargets`); read like `folders`.
    public var targets = FolderMapping()
    /// Shorthands for check parameters (`file-header` `template`, `declared-module` `manifest`,
    /// `line-length` `max`); `checkParameters` holds what is applied.
    public var headerTemplate: String?
    public var manifest: String?
    public var maxLineLength: Int?
    public var baseline: String?
    /// Parameters set on every check of a kind: the `checks:` section and the shorthands above.
    public var checkParameters: [CheckParameters] = []
    /// When a check no person confirmed is suspect (`suspect: {share: 0.05, minFiles: 20}`).
    public var suspect = SuspectThreshold()
    /// Check ids (or item ids, for every check of the item) a person confirmed: never suspect,
    /// however often they fire (`confirm: [check-id, ...]`).
    public var confirm: [String] = []
    /// What happens to a ban its statement leaves a human escape ("no force unwraps unless
    /// the situation is unrecoverable"): a manual item (the default), or warnings naming the
    /// escape (`escapes: warn`), for a team that prefers SwiftLint's way.
    public var escapes = EscapedBans.manual
    /// How many findings the rendered reports list (`limits: {perCheck: 1000, perRun: 10000}`).
    public var limits = ReportLimits()
    /// The file this was read from (nil for the empty configuration).
    public var file: String?
    /// Where path settings stand in the file (`skills[0]`, `baseline`, `headerTemplate`,
    /// `manifest`), so a path refused for leaving the repository is reported at its line.
    public var positions: [String: Position] = [:]

    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    public init() {}

    /// The folder relative paths in the file are read from: the file's own folder.
    public var directory: String {
        guard let file else { return "." }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `path` from the file, resolved against `directory` (absolute paths stay as they are).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return (directory as NSString).appendingPathComponent(path)
    }

    /// Whether the audit looks at `path` at all, by the rules `Workspace` walks with: the file
    /// or a folder above it matches an `include` pattern (when there are any) and none matches an
    /// `exclude` pattern.
    public func includes(_ path: String) -> Bool {
        let filter = PathFilter(include: include, exclude: exclude)
        if filter.exclude.contains(where: { Configuration.glob($0, matchesFileOrFolderOf: path) }) { return false }
        return filter.keeps(path)
    }

    /// Compiles path patterns the way `Workspace` does (`Generated` → `**/Generated`, `./App/` → `App`).
    package static func globs(_ patterns: [String]) -> [Glob] {
        PathFilter(include: patterns, exclude: []).include
    }

    package static func glob(_ glob: Glob, matchesFileOrFolderOf path: String) -> Bool {
        var prefix = Substring(path)
        while true {
            if glob.matches(String(prefix)) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }

    /// The settings for an item or check id. Every `items` key that is the id or a prefix of it
    /// at a `/`, `:` or `#` boundary applies, the longest (most specific) one winning field by
    /// field: `swiftui-skill: {severity: warning}` plus `swiftui-skill/x: {paths: [App/**]}`
    /// gives `swiftui-skill/x:check` both. Nil when no key matches.
    public func settings(forItem id: String) -> ItemSettings? {
        let matching = items.filter { RuleIdPrefix.covers($0.key, id) }
            .sorted { $0.key.count < $1.key.count }
        guard var merged = matching.first?.value else { return nil }
        for (_, entry) in matching.dropFirst() {
            if let value = entry.disabled { merged.disabled = value }
            if let value = entry.severity { merged.severity = value }
            if let value = entry.paths { merged.paths = value }
            if let value = entry.exclude { merged.exclude = value }
            merged.line = entry.line
            merged.column = entry.column
        }
        return merged
    }

    /// The settings for a check known by several ids (its own, and those of the items that carry
    /// it): every `items` key naming one of them applies, skill-wide keys first, then item keys,
    /// then check keys (longer keys last at each level), the more specific winning field by field.
    public func settings(forAny ids: [String]) -> ItemSettings? {
        func depth(_ key: String) -> Int { key.filter(RuleIdPrefix.isBoundary).count }
        let matching = items.filter { entry in ids.contains { RuleIdPrefix.covers(entry.key, $0) } }
            .sorted { (depth($0.key), $0.key.count, $0.key) < (depth($1.key), $1.key.count, $1.key) }
        guard var merged = matching.first?.value else { return nil }
        for (_, entry) in matching.dropFirst() {
            if let value = entry.disabled { merged.disabled = value }
            if let value = entry.severity { merged.severity = value }
            if let value = entry.paths { merged.paths = value }
            if let value = entry.exclude { merged.exclude = value }
            merged.line = entry.line
            merged.column = entry.column
        }
        return merged
    }

    /// `items` keys that name no known item, check or skill, for warnings (a misspelt key
    /// would otherwise silently do nothing).
    public func unknownItems(known: Set<String>) -> [(id: String, line: Int, column: Int)] {
        items.filter { entry in !known.contains { RuleIdPrefix.covers(entry.key, $0) } }
            .map { ($0.key, $0.value.line, $0.value.column) }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Whether `confirm:` names the check, by its id or the id of an item carrying it.
    public func confirms(_ ids: [String]) -> Bool {
        confirm.contains { ids.contains($0) }
    }

    /// `confirm:` entries that name no known check or item, for warnings (a misspelt id would
    /// otherwise leave its check suspect without a word).
    public func unknownConfirmations(known: Set<String>) -> [(id: String, line: Int, column: Int)] {
        confirm.enumerated().filter { !known.contains($0.element) }.map { index, id in
            let position = positions["confirm[\(index)]"]
            return (id, position?.line ?? 0, position?.column ?? 0)
        }
    }

    // MARK: Loading

    /// Reads the configuration at `path`. A missing file is an error when `required` (an explicit
    /// `--config FILE`) and nil otherwise (the default `.preflight.yml`). An empty file, or one
    /// holding only comments, is the empty configuration.
    public static func load(path: String, required: Bool) throws -> Configuration? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            if required { throw PreflightError(file: path, "configuration file not found") }
            return nil
        }
        if isFolder.boolValue {
            throw PreflightError(file: path, "is a folder; expected a configuration file such as \(defaultFileName)")
        }
        // Bounded, and never blocking on a FIFO planted as `.preflight.yml`.
        guard let bytes = try BoundedRead.contents(of: path, limit: maximumSize, shown: path, what: "configuration files") else {
            throw PreflightError(file: path, "cannot read the configuration file")
        }
        guard let text = String(validatingUTF8Bytes: bytes) else {
            throw PreflightError(file: path, "the configuration file is not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// Largest configuration read (a real one is a few KB).
    public static let maximumSize = 1024 * 1024

    /// `.preflight.yml` at the root of `repository`, or nil when there is none.
    public static func load(repository: String) throws -> Configuration? {
        try load(path: (repository as NSString).appendingPathComponent(defaultFileName), required: false)
    }

    /// The nearest `.preflight.yml` in `folder` or a folder above it, up to `top` (the
    /// repository's top level) and never above it; nil when there is none. The file comes with
    /// the repository: one that is a link leading outside `boundary` is an error, not read.
    public static func find(from folder: String, upTo top: String, within boundary: ReadBoundary? = nil) throws -> Configuration? {
        let boundary = boundary ?? ReadBoundary(root: top)
        for candidate in RepositoryTopLevel.folders(from: folder, upTo: top) {
            let path = (candidate as NSString).appendingPathComponent(defaultFileName)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            try boundary.admit(path, origin: .discovered)
            if let configuration = try load(path: path, required: false) { return configuration }
        }
        return nil
    }

    /// Parses configuration text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Configuration {
        var configuration = Configuration()
        if let root = try YAMLReader.read(text, file: file, lineOffset: 1) {
            configuration = try YAMLDecoder(file: file, rootName: "the configuration").decode(Configuration.self, from: root)
            configuration.checkParameters = try CheckParameters.read(from: root, file: file)
            configuration.positions = positions(in: root)
        }
        configuration.file = file
        return configuration
    }

    /// Where each top-level value and each entry of a top-level list stands (`skills[0]`).
    static func positions(in root: YAMLNode) -> [String: Position] {
        var positions: [String: Position] = [:]
        for pair in root.pairs ?? [] {
            guard let key = pair.key.scalar, !pair.value.isPlainNull else { continue }
            positions[key] = Position(line: pair.value.line, column: pair.value.column)
            for (index, entry) in (pair.value.sequence ?? []).enumerated() {
                positions["\(key)[\(index)]"] = Position(line: entry.line, column: entry.column)
            }
        }
        return positions
    }
}

/// `escapes:` in `.preflight.yml`.
public enum EscapedBans: String, Sendable, Equatable {
    case manual, warn
}
