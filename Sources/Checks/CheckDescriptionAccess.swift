/// Small accessors `preflight rules` and `explain` read a check's description through, so the
/// way descriptions are stored can change without touching those commands.
extension Check {
    /// The description of the check's kind: summary and triggering / non-triggering examples.
    public var kindDescription: CheckDescription { Self.description }
}

extension CheckDescription {
    /// An example as a person reads it: without the `↓` that marks where a finding lands.
    public static func readable(_ example: String) -> String {
        example.replacingOccurrences(of: "↓", with: "")
    }
}
