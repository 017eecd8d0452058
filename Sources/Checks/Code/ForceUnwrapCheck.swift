import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Postfix `!` force unwraps (`user!.name`, `URL(string: s)!`). Not `!=`, not the prefix `!` of
/// a negation, not `try!` / `as!` (symbols of their own) and not implicitly unwrapped types
/// (`var label: UILabel!`): the parser tells an unwrap from a type.
public struct ForceUnwrapCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "force-unwrap",
        summary: "Postfix `!` force unwraps.",
        triggering: [
            "let url = URL(string: raw)↓!",
            "func name(of user: User?) -> String {\n    user↓!.firstName\n}",
            "let first = items.first↓!.title\nlet value = dictionary[\"key\"]↓!",
            "mapView.setRegion(store.region↓!, animated: true)\nif cache[id]↓! != nil { reload() }",
        ],
        nonTriggering: [
            "guard !path.isEmpty, path != \"/\" else { return nil }\nlet url = URL(string: raw) ?? fallback",
            "@IBOutlet private weak var titleLabel: UILabel!\nvar viewModel: ProfileViewModel!",
            "let data = try! Data(contentsOf: url)\nlet cell = dequeued as! ContactCell",
            "let isHidden = !profile.isVisible\n// user!.name\nlet text = \"user!\"\nif a != b, !(c == d) { swap() }",
            "func setUp(_ tableView: UITableView!) {}\nlet matrix: [[Int]]! = nil",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    /// Regions and file conditions read from the rule's place ("in views", "except in tests").
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = ForceUnwrapCheck()

    public var summary: String { codeScope.appended(to: "forbids force unwraps (`!`)") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        file.unwrapSites.filter { $0.kind == .forceUnwrap }.map { site in
            Violation(path: file.path, line: site.line, column: site.column, message: "force unwrap (`!`)")
        }
    }
}
