/// What a review or checklist was about, for report headers: the revisions compared (or the diff
/// read, or the uncommitted state) and how many files the change touches.
public struct ChangeSummary: Sendable, Equatable {
    /// The uncommitted state reviewed against `HEAD` (`--staged`, `--working-tree`).
    public enum Uncommitted: String, Sendable {
        case staged
        case workingTree = "working-tree"
    }

    /// `--base REV` as given, and the merge base it resolved to.
    public var base: String?
    public var mergeBase: String?
    /// `--head REV` as given; nil with `--base` alone means `HEAD` (a review reads commits only).
    public var head: String?
    /// `--diff FILE` as given (`<stdin>` for `-`).
    public var diff: String?
    public var uncommitted: Uncommitted?
    public var changedFiles: Int

    public init(base: String? = nil, mergeBase: String? = nil, head: String? = nil, diff: String? = nil,
                uncommitted: Uncommitted? = nil, changedFiles: Int) {
        self.base = base
        self.mergeBase = mergeBase
        self.head = head
        self.diff = diff
        self.uncommitted = uncommitted
        self.changedFiles = changedFiles
    }
}
