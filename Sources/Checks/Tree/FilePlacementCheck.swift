import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Files whose name matches a glob live under one of the given folder globs: screens
/// (`*ViewController.swift`) under `*/UI/Controller/*`.
public struct FilePlacementCheck: TreeCheck {
    public static let description = CheckDescription(
        kind: "file-placement",
        summary: "Files matching a name pattern live under given folders.",
        triggering: ["↓App/Misc/ProfileViewController.swift"],
        nonTriggering: ["App/UI/Controller/Profile/ProfileViewController.swift\nApp/Misc/Helpers.swift"]
    )

    public var fileGlob: Glob
    public var folders: [Glob]

    public init(fileGlob: Glob, folders: [Glob]) {
        self.fileGlob = fileGlob
        self.folders = folders
    }

    public static let example = FilePlacementCheck(fileGlob: Glob("*ViewController.swift"), folders: [Glob("**/UI/Controller")])

    enum CodingKeys: String, CodingKey, CaseIterable {
        case files, under
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(fileGlob: Glob(try container.text(.files)), folders: try container.globs(.under))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fileGlob.pattern, forKey: .files)
        try container.encode(folders, forKey: .under)
    }

    public var summary: String {
        "`\(fileGlob.pattern)` files under " + folders.map { "`\($0.pattern)`" }.joined(separator: ", ")
    }

    public func subject(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return fileGlob.matches(name) ? "a `\(fileGlob.pattern)` file" : nil
    }

    public func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation] {
        tree.paths.compactMap { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard fileGlob.matches(name) else { return nil }
            let components = path.split(separator: "/").dropLast()
            // The folder glob may match the file's folder or any of its ancestors.
            for end in stride(from: components.count, through: 1, by: -1) {
                let folder = components.prefix(end).joined(separator: "/")
                if folders.contains(where: { $0.matches(folder) }) { return nil }
            }
            return Violation(path: path, line: 1, message: "`\(name)` is outside "
                + folders.map { "`\($0.pattern)`" }.joined(separator: ", "))
        }
    }
}
