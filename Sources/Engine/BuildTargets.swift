import Foundation
import PreflightDocument
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A build target as the project's own manifests declare it: its name and its source folders
/// (relative to the repository's top level). Read without running anything: the manifests are
/// parsed as text (`Package.swift` and Tuist's `Project.swift` lexed as Swift, XcodeGen's
/// `project.yml` as YAML, an `.xcodeproj`'s `project.pbxproj` for its synchronized folders).
public struct BuildTarget: Sendable, Equatable {
    public var name: String
    public var folders: [String]
    /// The manifest that declares it, relative to the top level.
    public var manifest: String
    /// Its folders all lie outside the checked folder (a sub-folder run): nothing of it is here.
    var outside = false

    public init(name: String, folders: [String], manifest: String) {
        self.name = name
        self.folders = folders
        self.manifest = manifest
    }
}

/// Documents scope rules by target ("never import `UIKit` in the `Core` target"), which the
/// compiler reads as the folder `Core`. The project's manifests say where each target's sources
/// really are (`Modules/Core/Sources`); `folderEntries` turns that into `folders:` mappings that
/// keep the written folder and add the target's, so a rule reaches the target wherever it lives.
public enum BuildTargets {
    /// Manifests are looked for this many folders deep (a workspace of packages: `Packages/Core/Package.swift`).
    public static let searchDepth = 3
    /// Manifests larger than this are not read (a generated project of a huge app stays bounded).
    static let maximumManifestSize = 8 * 1_048_576

    /// The manifests found under a repository's top level and the targets they declare: read
    /// once per run, for the scopes and for the warnings about targets nothing declares.
    public struct Survey: Sendable, Equatable {
        /// Relative to the top level, sorted.
        public var manifests: [String] = []
        public var targets: [BuildTarget] = []

        public init(manifests: [String] = [], targets: [BuildTarget] = []) {
            self.manifests = manifests
            self.targets = targets
        }

        /// Whether `name` is a target of a manifest or of `targets:` / `folders:` in `configuration`.
        public func declares(_ name: String, configuration: Configuration?) -> Bool {
            targets.contains { $0.name == name }
                || configuration?.targets.entries.contains { $0.folder == name } == true
                || configuration?.folders.entries.contains { $0.folder == name } == true
        }
    }

    /// Every target the manifests under `top` declare, in a stable order.
    public static func read(top: String) -> [BuildTarget] {
        survey(top: top).targets
    }

    /// The manifests under `top` and their targets.
    public static func survey(top: String) -> Survey {
        let found = manifests(in: top)
        var targets: [BuildTarget] = []
        for manifest in found {
            let path = (top as NSString).appendingPathComponent(manifest)
            guard let bytes = try? BoundedRead.contents(of: path, limit: maximumManifestSize, shown: manifest, what: "manifests") else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let folder = (manifest as NSString).deletingLastPathComponent
            switch (manifest as NSString).lastPathComponent {
            case "Package.swift": targets += swiftManifest(text, folder: folder, manifest: manifest, package: true)
            case "Project.swift": targets += swiftManifest(text, folder: folder, manifest: manifest, package: false)
            case "project.yml", "project.yaml": targets += xcodeGen(text, folder: folder, manifest: manifest)
            default:
                // `App.xcodeproj/project.pbxproj`: folders are relative to the project's folder.
                targets += pbxproj(text, folder: (folder as NSString).deletingLastPathComponent, manifest: manifest)
            }
        }
        return Survey(manifests: found, targets: targets)
    }

    /// The manifests below `top` (relative paths), skipping dependency and build folders.
    static func manifests(in top: String) -> [String] {
        var found: [String] = []
        var pending: [(String, Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let folder = relative.isEmpty ? top : (top as NSString).appendingPathComponent(relative)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in entries.sorted().reversed() {
                let path = relative.isEmpty ? name : relative + "/" + name
                if ["Package.swift", "Project.swift", "project.yml", "project.yaml"].contains(name) {
                    found.append(path)
                } else if name.hasSuffix(".xcodeproj") {
                    if ConventionDocuments.isFile((top as NSString).appendingPathComponent(path + "/project.pbxproj")) {
                        found.append(path + "/project.pbxproj")
                    }
                } else if depth < searchDepth, !name.hasPrefix("."), !Workspace.skippedFolders.contains(name),
                          Workspace.realPath((folder as NSString).appendingPathComponent(name)).map({ isFolder($0) && ReadBoundary.contains(ReadBoundary.resolved(top), $0) }) == true {
                    pending.append((path, depth + 1))
                }
            }
        }
        return found.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    // MARK: Mapping

    /// The configuration with its `folders:` grown by the targets: `targets:` entries as written,
    /// then the manifests' targets that neither `folders:` nor `targets:` names. Nil stays nil
    /// when no target needs a mapping.
    ///
    /// `prefix`: the checked folder below the top level (checks see paths relative to it), so a
    /// target's folder is written as seen from there; one beside it is out of reach, one holding
    /// it holds every checked file.
    ///
    /// A scope written as a target (`target:Core/**`, `TargetScope`) gets the target's folders
    /// exactly: from `folders:`, else `targets:`, else the manifests. `declared`: the manifests'
    /// targets when the caller has read them already.
    public static func resolving(_ configuration: Configuration?, top: String, prefix: String = "",
                                 declared: [BuildTarget]? = nil) -> Configuration? {
        let configured = configuration?.folders ?? FolderMapping()
        let overridden = configuration?.targets ?? FolderMapping()
        let taken = FolderMapping(configured.entries + overridden.entries)
        let targets = (declared ?? read(top: top)).map { target in
            var seen = target
            seen.folders = target.folders.compactMap { relative($0, to: prefix) }
            seen.outside = !target.folders.isEmpty && seen.folders.isEmpty
            return seen
        }
        let found = folderEntries(targets, configured: taken)
        let heads = headEntries(targets, configured: configured, overridden: overridden)
        guard !found.isEmpty || !overridden.isEmpty || !heads.isEmpty else { return configuration }
        var resolved = configuration ?? Configuration()
        let givenFolders = Set(configured.entries.map(\.folder))
        resolved.folders = FolderMapping(configured.entries + overridden.entries.filter { !givenFolders.contains($0.folder) } + found + heads)
        return resolved
    }

    /// The `target:Name` entries: a scope written as a target runs on exactly its folders.
    /// `folders:` wins over `targets:`, which wins over the manifests. A declared target whose
    /// folders no manifest states (a classic Xcode target with no source file) is taken to be the
    /// folder of its name, as Xcode's templates lay it out; one lying wholly outside the checked
    /// folder gets no entry, so its scope stays empty here.
    static func headEntries(_ targets: [BuildTarget], configured: FolderMapping, overridden: FolderMapping) -> [FolderMapping.Entry] {
        var declared: [String: [String]] = [:]
        for target in targets where !target.name.isEmpty && !target.name.contains("/") && !target.outside {
            declared[target.name, default: []] += target.folders.map { $0 == "." || $0 == "**" ? "" : $0 }
        }
        var entries = declared.mapValues { folders in
            folders.isEmpty ? [] : outermost(folders).map { $0.isEmpty ? "**" : $0 }
        }
        for (name, folders) in entries where folders.isEmpty { entries[name] = ["**/" + name] }
        for entry in overridden.entries { entries[entry.folder] = entry.replacements }
        for entry in configured.entries where !entry.folder.contains("/") { entries[entry.folder] = entry.replacements }
        return entries.keys.sorted().map { FolderMapping.Entry(folder: TargetScope.head($0), replacements: entries[$0]!) }
    }

    /// `folder` (relative to the top level) as the checked folder `prefix` sees it: `**` when
    /// the checked folder lies inside it, nil when it lies elsewhere.
    static func relative(_ folder: String, to prefix: String) -> String? {
        let folder = FolderMapping.normalized(folder)
        guard !prefix.isEmpty else { return folder }
        if folder == prefix || prefix.hasPrefix(folder + "/") { return "**" }
        return folder.hasPrefix(prefix + "/") ? String(folder.dropFirst(prefix.count + 1)) : nil
    }

    /// A `folders:` entry per target whose sources are not simply the folder of its name: the
    /// written name kept, the target's folders added. Folders the configuration maps itself are
    /// left to it; a target whose folder is the whole repository (`path: "."`) maps nothing.
    public static func folderEntries(_ targets: [BuildTarget], configured: FolderMapping) -> [FolderMapping.Entry] {
        let taken = Set(configured.entries.map(\.folder))
        var byName: [String: [String]] = [:]
        var order: [String] = []
        for target in targets where !taken.contains(target.name) && !target.name.contains("/") && !target.name.isEmpty {
            if byName[target.name] == nil { order.append(target.name) }
            for folder in target.folders.map(FolderMapping.normalized) where !folder.isEmpty && folder != "." && !folder.hasPrefix("..") {
                if byName[target.name]?.contains(folder) != true { byName[target.name, default: []].append(folder) }
            }
        }
        return order.compactMap { name in
            let folders = (byName[name] ?? []).filter { $0 != name }
            guard !folders.isEmpty else { return nil }
            return FolderMapping.Entry(folder: name, replacements: [name] + folders)
        }
    }

    // MARK: Swift manifests

    /// `.target(name: "Core", path: "Modules/Core")` and its kin in a `Package.swift`; Tuist's
    /// `.target(name: "App", …, sources: ["Targets/App/Sources/**"])` (or `Target(…)`) in a
    /// `Project.swift`. A package target without `path` lives in `Sources/<name>` (`Tests/<name>`
    /// for a test target).
    static func swiftManifest(_ text: String, folder: String, manifest: String, package: Bool) -> [BuildTarget] {
        let file = SourceFile(path: manifest, text: text)
        let tokens = file.codeTokens
        let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "Target"]
        var targets: [BuildTarget] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            let word = file.text(of: tokens[index])
            guard tokens[index].kind == .identifier, kinds.contains(word), file.text(of: tokens[index + 1]) == "(" else { continue }
            let (arguments, close) = labelledArguments(file, tokens, open: index + 1)
            // A `.target(name:)` inside this call's arguments is a dependency, not a target.
            index = max(index, close - 1)
            guard let name = arguments["name"]?.first else { continue }
            var folders: [String] = []
            if let path = arguments["path"]?.first {
                folders = [path]
            } else if let sources = arguments["sources"] {
                folders = sources.compactMap(folderOfGlob)
            } else if package {
                let base = word == "testTarget" ? "Tests" : word == "plugin" ? "Plugins" : "Sources"
                folders = [base + "/" + name]
            }
            let joined = folders.map { folder.isEmpty ? $0 : folder + "/" + $0 }.map(FolderMapping.normalized)
            targets.append(BuildTarget(name: name, folders: joined, manifest: manifest))
        }
        return targets
    }

    /// The string literals of each labelled argument of the call whose `(` is at `open`, at the
    /// call's own depth (a nested call's literals belong to the argument holding it), and the
    /// index of its closing `)`.
    static func labelledArguments(_ file: SourceFile, _ tokens: [Token], open: Int) -> (arguments: [String: [String]], close: Int) {
        var result: [String: [String]] = [:]
        var depth = 0
        var label: String?
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            let text = file.text(of: token)
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, text == ",", token.kind == .punctuation { label = nil }
            if depth == 1, token.kind == .identifier || token.kind == .keyword, index + 1 < tokens.count,
               file.text(of: tokens[index + 1]) == ":" {
                label = text
            }
            if let label, token.kind == .stringLiteral, let value = plainString(text) {
                result[label, default: []].append(value)
            }
            index += 1
        }
        return (result, index)
    }

    /// `"Sources/App"` → `Sources/App`; nil for an interpolated or multi-line literal.
    static func plainString(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\""),
              !literal.contains("\\(") else { return nil }
        return String(literal.dropFirst().dropLast())
    }

    /// `Targets/App/Sources/**` → `Targets/App/Sources`: the folder before the first wildcard.
    static func folderOfGlob(_ glob: String) -> String? {
        var parts: [Substring] = []
        for part in glob.split(separator: "/") {
            if part.contains(where: { "*?{[".contains($0) }) { break }
            parts.append(part)
        }
        // `Sources/App.swift`: a file names its folder.
        if parts.count == glob.split(separator: "/").count, let last = parts.last, last.contains(".") { parts.removeLast() }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    // MARK: XcodeGen

    /// `targets: {App: {sources: [Sources/App, {path: Shared}]}}`; `sources: Sources` alone too.
    static func xcodeGen(_ text: String, folder: String, manifest: String) -> [BuildTarget] {
        guard let root = try? YAMLReader.read(text, file: manifest, lineOffset: 0), let targets = root["targets"]?.pairs else { return [] }
        return targets.compactMap { pair in
            guard let name = pair.key.scalar else { return nil }
            let sources = pair.value["sources"]
            let written = sources?.scalar.map { [$0] }
                ?? sources?.sequence?.compactMap { $0.scalar ?? $0["path"]?.scalar } ?? []
            let folders = written.compactMap(folderOfGlob).map { folder.isEmpty ? $0 : folder + "/" + $0 }
            return BuildTarget(name: name, folders: folders.map(FolderMapping.normalized), manifest: manifest)
        }
    }
}
