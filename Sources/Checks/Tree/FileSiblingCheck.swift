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
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for ending in [suffix, counterpart] where name.hasSuffix(ending) && name.count > ending.count {
            return "a `…\(ending)` file"
        }
        return nil
    }

    public func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation] {
        var counterparts: [String: [String]] = [:]
        for path in tree.paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name.hasSuffix(counterpart), name.count > counterpart.count else { continue }
            counterparts[String(name.dropLast(counterpart.count)), default: []].append(folder(of: path))
        }
        var violations: [Violation] = []
        for path in tree.paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name.hasSuffix(suffix), name.count > suffix.count,
                  let folders = counterparts[String(name.dropLast(suffix.count))],
                  !folders.contains(folder(of: path)) else { continue }
            let stem = String(name.dropLast(suffix.count))
            violations.append(Violation(path: path, line: 1,
                                        message: "`\(name)` is not beside `\(stem)\(counterpart)` (in `\(folders[0])/`)"))
        }
        return violations
    }

    private func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }
}
