import PreflightRepository
import PreflightSwiftSource

/// Where a check fired, before the engine turns it into a `Finding` with its rule id.
public struct Violation: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int?
    public var message: String

    public init(path: String, line: Int, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}

/// What a check kind is and how it behaves, next to its code as SwiftLint keeps rule
/// descriptions: the catalogue tests run every example, and `↓` marks where a finding lands.
/// The flags tell the compiler and the engine how to treat the kind, so neither needs to know
/// concrete check types.
public struct CheckDescription: Sendable {
    public var kind: String
    public var summary: String
    public var triggering: [String]
    public var nonTriggering: [String]
    /// File name the examples are checked under (the language follows from it).
    public var examplePath: String
    /// Repository files the examples assume (the header template, the manifest), by path.
    public var exampleFiles: [String: String]
    /// Whether a document's Do / Don't fragments can confirm or contradict the check. Not for
    /// checks about a whole file (its header, its line endings, its import block).
    public var verifiableOnExamples: Bool
    /// A tree check decided by each path on its own (a forbidden path): a review runs it on the
    /// changed paths only, not on the whole tree.
    public var decidedPerPath: Bool
    /// What a finding of this kind says about its place, when other kinds say the same (a
    /// forbidden symbol and a forbidden call both say "this code must not be here"): hits of
    /// such kinds at one place are one fault. Nil: the kind means only itself.
    public var sharedMeaning: String?

    public init(kind: String, summary: String, triggering: [String], nonTriggering: [String],
                examplePath: String = "Sources/Feature/Example.swift", exampleFiles: [String: String] = [:],
                verifiableOnExamples: Bool = true, decidedPerPath: Bool = false, sharedMeaning: String? = nil) {
        self.kind = kind
        self.summary = summary
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.examplePath = examplePath
        self.exampleFiles = exampleFiles
        self.verifiableOnExamples = verifiableOnExamples
        self.decidedPerPath = decidedPerPath
        self.sharedMeaning = sharedMeaning
    }

    /// The meaning findings of this kind are merged by: the shared one, else the kind.
    public var meaning: String { sharedMeaning ?? kind }
}

public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    case swift, kotlin

    public static func of(path: String) -> SourceLanguage? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".kt") || path.hasSuffix(".kts") { return .kotlin }
        return nil
    }

    public var displayName: String { self == .swift ? "Swift" : "Kotlin" }
}

/// Every check: a kind from the registry, its parameters as Codable data and a one-line summary
/// of what it enforces ("forbids `.padding(<number>)`"). A check's encoded form is what `compile`
/// prints and what an annotation or `.preflight.yml` writes; two checks are the same check when
/// their values are equal. Three families run at different moments.
public protocol Check: Codable, Hashable, Sendable {
    static var description: CheckDescription { get }
    /// An instance configured for the description's examples.
    static var example: Self { get }
    var summary: String { get }
    /// Repository files the check reads (a header template): without them it cannot decide, and
    /// the report says so instead of passing it.
    var requiredFiles: [String] { get }
    /// The check with a repository's own module boundaries (`.preflight.yml` `modules:`) in
    /// place of what the document guessed; checks that draw no boundary return themselves.
    func adopting(moduleBoundaries: [(folder: Glob, forbiddenImports: [String])]) -> Self
    /// The check as the family it belongs to, nil for the others. The engine asks these instead
    /// of casting (`as? any FileCheck`): the first cast of each check type scans every protocol
    /// conformance the process has loaded (Foundation's included), tens of microseconds each,
    /// which a review of a few lines pays dozens of times. The families' extensions answer.
    var asFileCheck: (any FileCheck)? { get }
    var asTreeCheck: (any TreeCheck)? { get }
    var asChangeCheck: (any ChangeCheck)? { get }
}

extension Check {
    public var kind: String { Self.description.kind }
    public var requiredFiles: [String] { [] }
    public func adopting(moduleBoundaries: [(folder: Glob, forbiddenImports: [String])]) -> Self { self }
    public var asFileCheck: (any FileCheck)? { nil }
    public var asTreeCheck: (any TreeCheck)? { nil }
    public var asChangeCheck: (any ChangeCheck)? { nil }

    /// The description of this check's kind, reachable from `any Check`.
    public var checkDescription: CheckDescription { Self.description }

    /// Value equality across kinds: the identity of a check.
    public func isSameCheck(as other: any Check) -> Bool {
        (other as? Self) == self
    }
}

/// Reads one file at a time; the engine runs these in parallel over the tree.
public protocol FileCheck: Check {
    var languages: Set<SourceLanguage> { get }
    /// Path globs the check is limited to; empty means every file of its languages.
    var scope: [Glob] { get }
    /// Regions and file conditions from the rule's place ("in views", "except in tests").
    var codeScope: CodeScope { get }
    func run(on file: SourceFile, context: CheckContext) -> [Violation]
    /// What in `file` the check judges, in words for "brought in by" lines ("declares
    /// `HomeView`, a type conforming to `View`"); nil when the file holds nothing it looks at
    /// (no type it selects), so an item with nothing in scope is not applicable rather than
    /// passed. Called only for files the check reads (`reads(path:segments:)`); the engine asks
    /// through `scopedSubject(in:)`, which applies the check's code scope first.
    func subject(in file: SourceFile) -> String?
    /// Code tokens of which a file must hold at least one for the check to find anything in it
    /// (a forbidden call's callee), or nil when the check knows none. The compiler skips running
    /// a check on a document's example that holds none of them: checking every example against
    /// every check of its section was quadratic in a long Do / Don't table.
    var anchorTokens: [String]? { get }
    /// Code the check forbids as written, character for character (`value!`, `UIScreen.main`),
    /// or nil: the compiler asks it to tell a literal reading of a line of code from a check
    /// that reads what the line stands for, without knowing the kind.
    var literalCode: [String]? { get }
}

/// Looks at the tree as a whole (which paths exist), once per run.
public protocol TreeCheck: Check {
    func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation]
    /// Why `path` concerns the check ("a file in the module folder `Features/Home`"), or nil
    /// when the check says nothing about it. A check no path concerns is not applicable.
    func subject(of path: String) -> String?
}

extension TreeCheck {
    public var asTreeCheck: (any TreeCheck)? { self }

    /// By default the check speaks about every path of the tree.
    public func subject(of path: String) -> String? { "a path of the repository" }
}

/// Decides about a change as a whole; only `review` and `checklist` run these.
public protocol ChangeCheck: Check {
    func run(on change: ChangeSnapshot, context: CheckContext) -> [Violation]
    /// The changed file that brings the rule in and why, or nil when the change holds nothing
    /// the rule speaks about (then it is not applicable to the change).
    func subject(in change: ChangeSnapshot) -> (path: String, reason: String)?
}

extension ChangeCheck {
    public var asChangeCheck: (any ChangeCheck)? { self }

    public func subject(in change: ChangeSnapshot) -> (path: String, reason: String)? {
        change.files.first.map { ($0.path, "a changed file") }
    }
}

extension FileCheck {
    public var asFileCheck: (any FileCheck)? { self }

    public var anchorTokens: [String]? { nil }

    public var literalCode: [String]? { nil }

    /// Whether the check reads the file at `path` (cut into `segments` once by the caller): a
    /// file of one of its languages, inside its scope when it has one.
    public func reads(path: String, segments: [[Unicode.Scalar]]) -> Bool {
        guard let language = SourceLanguage.of(path: path), languages.contains(language) else { return false }
        return scope.isEmpty || scope.contains { $0.matches(segments: segments) }
    }

    /// Every file of its languages (and paths) is something the check reads.
    public func subject(in file: SourceFile) -> String? { scopeSubject(of: file.path) }

    /// `subject(in:)` where the check's code scope lets it look at all: nothing is in scope in a
    /// file the scope turns away ("except in tests", "in files using `await`") or in one holding
    /// none of the regions the check is limited to ("in views").
    public func scopedSubject(in file: SourceFile) -> String? {
        let scope = codeScope
        guard scope.isEmpty || scope.admits(file) else { return nil }
        if !scope.within.isEmpty, !scope.within.contains(where: { !$0.ranges(in: file).isEmpty }) { return nil }
        return subject(in: file)
    }

    /// "a Swift file", "a Swift file under `**/Core/**`".
    public func scopeSubject(of path: String) -> String {
        let language = SourceLanguage.of(path: path)?.displayName ?? "source"
        let article = language.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        guard let glob = scope.first(where: { $0.matches(path) }) else { return "\(article) \(language) file" }
        return "\(article) \(language) file under `\(glob.pattern)`"
    }
}

/// Repository facts some checks need, loaded once by the engine.
public struct CheckContext: Sendable {
    /// Reads a repository file by relative path (nil when absent); never outside the root.
    public var readFile: @Sendable (String) -> String?
    /// Names of the classes some class of the repository inherits from (`SuperclassScan`), read
    /// once on first use: a class no rule may call `final` is one of these. Empty where no
    /// repository is at hand (a document's examples), so only the file's own classes count.
    public var superclassNames: @Sendable () -> Set<String>
    /// Names of the repository's own modules: the targets its manifests declare and its folder
    /// names, each also in lower case, read once on first use. Empty where no repository is at hand.
    public var localModules: @Sendable () -> Set<String>

    public init(readFile: @escaping @Sendable (String) -> String? = { _ in nil },
                superclassNames: @escaping @Sendable () -> Set<String> = { [] },
                localModules: @escaping @Sendable () -> Set<String> = { [] }) {
        self.readFile = readFile
        self.superclassNames = superclassNames
        self.localModules = localModules
    }
}

/// The paths of the tree (files and the folders that hold them) and a reader.
public struct TreeSnapshot: Sendable {
    public var paths: [String]
    public var read: @Sendable (String) -> String?

    public init(paths: [String], read: @escaping @Sendable (String) -> String?) {
        self.paths = paths
        self.read = read
    }

    /// Every folder that holds a file, relative, without trailing slash.
    public var folders: [String] {
        var seen = Set<String>()
        for path in paths {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty {
                let folder = components.joined(separator: "/")
                if !seen.insert(folder).inserted { break }
                components = components.dropLast()
            }
        }
        return seen.sorted()
    }
}

/// A change as change checks see it: per file, its status, the lines it adds (new numbering)
/// and removes (old numbering), and the file's text before and after.
public struct ChangeSnapshot: Sendable {
    public struct File: Sendable {
        public enum Status: String, Sendable { case added, modified, deleted, renamed, copied }
        public var path: String
        public var oldPath: String?
        public var status: Status
        public var addedLines: Set<Int>
        public var removedLines: Set<Int>
        public var newText: String?
        public var oldText: String?

        public init(path: String, oldPath: String?, status: Status, addedLines: Set<Int>, removedLines: Set<Int>,
                    newText: String?, oldText: String?) {
            self.path = path
            self.oldPath = oldPath
            self.status = status
            self.addedLines = addedLines
            self.removedLines = removedLines
            self.newText = newText
            self.oldText = oldText
        }
    }

    public var files: [File]
    /// Every path of the tree after the change.
    public var treePaths: [String]
    public var read: @Sendable (String) -> String?

    public init(files: [File], treePaths: [String], read: @escaping @Sendable (String) -> String?) {
        self.files = files
        self.treePaths = treePaths
        self.read = read
    }
}
