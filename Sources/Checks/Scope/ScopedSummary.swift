extension CodeScope {
    /// A check's summary followed by where its scope puts it ("forbids force unwraps inside
    /// `View` types"), so the compiler and the reports show the place the rule gave.
    func appended(to summary: String) -> String {
        isEmpty ? summary : summary + " " + description
    }
}
