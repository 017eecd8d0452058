/// In a change, a folder that appears under a module root must be named in the manifest:
/// `declared-module` evaluated on the files the change adds.
public struct NewModuleCheck: ChangeCheck {
    public static let description = CheckDescription(
        kind: "declared-module-change",
        summary: "A module folder added by the change is named in the manifest.",
        triggering: ["↓Features/Search/SearchView.swift"],
        nonTriggering: ["Features/Home/HomeView.swift"]
    )

    public var declared: DeclaredModuleCheck

    public init(declared: DeclaredModuleCheck) {
        self.declared = declared
    }

    public var parameters: [(name: String, value: ParameterValue)] { declared.parameters }
    public var summary: String { "a new folder under `\(declared.root.pattern)/` is named in `\(declared.manifest)`" }

    public func run(on change: ChangeSnapshot, context: CheckContext) -> [Violation] {
        let added = change.files.filter { $0.status == .added || $0.status == .renamed || $0.status == .copied }.map(\.path)
        return declared.violations(forPaths: added, allPaths: change.treePaths, read: change.read)
    }
}
