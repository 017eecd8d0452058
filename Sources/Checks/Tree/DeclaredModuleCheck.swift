import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Every folder directly under a root (`Features/`) is a module that must be named in a
/// manifest (`Project.swift`). In an audit every such folder is checked; in a review only the
/// folders the change brings files into.
public struct DeclaredModuleCheck: TreeCheck {
    public static let description = CheckDescription(
        kind: "declared-module",
        summary: "Each folder under a root folder is named in a manifest file.",
        triggering: ["Project.swift\nFeatures/Home/HomeView.swift\n↓Features/Search/SearchView.swift"],
        nonTriggering: ["Project.swift\nFeatures/Home/HomeView.swift\nFeatures/Settings/SettingsView.swift"],
        exampleFiles: ["Project.swift": exampleManifest]
    )

    /// Glob of the root folder (`Features`, `*Features`).
    public var root: Glob
    public var manifest: String

    public init(root: Glob, manifest: String) {
        self.root = root
        self.manifest = manifest
    }

    /// The manifest the catalogue examples are checked against.
    static let exampleManifest = "let home = Feature(name: \"Home\")\nlet settings = Feature(name: \"Settings\")\n"

    public static let example = DeclaredModuleCheck(root: Glob("Features"), manifest: "Project.swift")

    enum CodingKeys: String, CodingKey, CaseIterable {
        case root, manifest
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(root: Glob(try container.text(.root)), manifest: try container.text(.manifest))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root.pattern, forKey: .root)
        try container.encode(manifest, forKey: .manifest)
    }

    public var summary: String { "every folder under `\(root.pattern)/` is named in `\(manifest)`" }

    /// `(module folder, its name)` for a path under the root, or nil.
    public func module(of path: String) -> (folder: String, name: String)? {
        var steps = 0
        return module(of: path, steps: &steps)
    }

    /// `module(of:)`, adding to `steps` the segment comparisons made. The root is matched
    /// against every leading folder in one pass: joining and matching each leading folder afresh
    /// cost the square of the path's depth (an 8 KB path of 4,000 folders: 35 s).
    package func module(of path: String, steps: inout Int) -> (folder: String, name: String)? {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 3 else { return nil }
        // The segments `root.matches` cuts each leading folder into: the components themselves.
        let segments = components.map { Array($0.unicodeScalars) }
        guard let length = root.shortestMatchingPrefix(of: segments, upTo: components.count - 2, steps: &steps) else { return nil }
        let folder = components[..<length].joined(separator: "/")
        let name = components[length]
        return (folder + "/" + name, name)
    }

    /// The manifest at the root, or the first file of that name in the tree.
    func manifestText(paths: [String], read: (String) -> String?) -> String? {
        if let text = read(manifest) { return text }
        let name = "/" + manifest
        return paths.first { $0.hasSuffix(name) }.flatMap(read)
    }

    public func subject(of path: String) -> String? {
        module(of: path).map { "a file in the module folder `\($0.folder)/`" }
    }

    /// Without the manifest no folder can be found declared or missing.
    public var requiredFiles: [String] { [manifest] }

    public func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation] {
        violations(forPaths: tree.paths, allPaths: tree.paths, read: tree.read)
    }

    func violations(forPaths candidates: [String], allPaths: [String], read: (String) -> String?) -> [Violation] {
        guard let text = manifestText(paths: allPaths, read: read) else { return [] }
        let names = Self.identifierWords(text)
        var reported = Set<String>()
        var violations: [Violation] = []
        for path in candidates {
            guard let module = module(of: path), !names.contains(module.name), reported.insert(module.folder).inserted
            else { continue }
            violations.append(Violation(path: path, line: 1,
                                        message: "module folder `\(module.folder)/` is not named in `\(manifest)`"))
        }
        return violations
    }

    /// Words and string contents of the manifest: `Feature(name: "Home")` names `Home`.
    static func identifierWords(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "-" }).map(String.init))
    }
}
