import PreflightModel
import PreflightSwiftSource

/// A file whose name ends with one suffix sits beside its counterpart with another suffix:
/// `ProfileViewModel.swift` in the same folder as `ProfileViewController.swift`.
public struct FileSiblingCheck: TreeCheck {
    public static let description = CheckDescription(
        kind: "file-sibling",
        summary: "A `<Name><suffix>` file sits in the same folder as its `<Name><counterpart>` file.",
        triggering: ["UI/Controller/Files/FileListViewController.swift\n↓Core/FileListViewModel.swift"],
        nonTriggering: ["UI/Controller/Files/FileListViewController.swift\nUI/Controller/Files/FileListViewModel.swift\nFeatures/Home/HomeViewModel.swift"]
    )

    /// `ViewModel.swift` and `ViewController.swift`.
    public var suffix: String
    public var counterpart: String

    public init(suffix: String, counterpart: String) {
        self.suffix = suffix
        self.counterpart = counterpart
    }

    public static let example = FileSiblingCheck(suffix: "ViewModel.swift", counterpart: "ViewController.swift")

    enum CodingKeys: String, CodingKey, CaseIterable {
        case file, beside
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.parameters(of: Self.description.kind, CodingKeys.self)
        self.init(suffix: try container.text(.file).trimmingPrefix("<Name>"), counterpart: try container.text(.beside).trimmingPrefix("<Name>"))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("<Name>\(suffix)", forKey: .file)
        try container.encode("<Name>\(counterpart)", forKey: .beside)
    }

    public var summary: String { "`<Name>\(suffix)` beside `<Name>\(counterpart)`" }

    public func subject(of path: String) -> String? {
        let name = Self.folderAndName(of: path).name
        for ending in [suffix, counterpart] where Self.stem(of: name, ending: ending) != nil {
            return "a `…\(ending)` file"
        }
        return nil
    }

    // This runs over every path of the tree in every review, so names and folders are cut on
    // bytes once per path rather than split into arrays of components.
    public func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation] {
        var counterparts: [Substring: [Substring]] = [:]
        for path in tree.paths {
            let (folder, name) = Self.folderAndName(of: path)
            guard let stem = Self.stem(of: name, ending: counterpart) else { continue }
            counterparts[stem, default: []].append(folder)
        }
        var violations: [Violation] = []
        for path in tree.paths {
            let (folder, name) = Self.folderAndName(of: path)
            guard let stem = Self.stem(of: name, ending: suffix), let folders = counterparts[stem],
                  !folders.contains(folder) else { continue }
            violations.append(Violation(path: path, line: 1,
                                        message: "`\(name)` is not beside `\(stem)\(counterpart)` (in `\(folders[0])/`)"))
        }
        return violations
    }

    /// The folder (empty at the top) and the file name of a repository path.
    static func folderAndName(of path: String) -> (folder: Substring, name: Substring) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path[...]) }
        return (path[..<slash], path[path.utf8.index(after: slash)...])
    }

    /// `name` without `ending`, when it ends with it and something comes before.
    static func stem(of name: Substring, ending: String) -> Substring? {
        let count = ending.utf8.count
        guard name.utf8.count > count, name.utf8.suffix(count).elementsEqual(ending.utf8) else { return nil }
        return Substring(name.utf8.dropLast(count))
    }
}
