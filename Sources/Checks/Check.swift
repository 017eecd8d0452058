import PreflightRepository
import PreflightSwiftSource

/// A parameter of a compiled check, as `compile` prints it and annotations write it.
public enum ParameterValue: Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case bool(Bool)
    case list([String])

    public var description: String {
        switch self {
        case let .string(text): return text
        case let .int(number): return String(number)
        case let .bool(flag): return String(flag)
        case let .list(items): return items.joined(separator: ", ")
        }
    }
}

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
public struct CheckDescription: Sendable {
    public var kind: String
    public var summary: String
    /// Builds an instance configured for the examples below.
    public var triggering: [String]
    public var nonTriggering: [String]
    /// File name the examples are checked under (the language follows from it).
    public var examplePath: String

    public init(kind: String, summary: String, triggering: [String], nonTriggering: [String],
                examplePath: String = "Sources/Feature/Example.swift") {
        self.kind = kind
        self.summary = summary
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.examplePath = examplePath
    }
}

public enum SourceLanguage: String, Sendable, CaseIterable {
    case swift, kotlin

    public static func of(path: String) -> SourceLanguage? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".kt") || path.hasSuffix(".kts") { return .kotlin }
        return nil
    }

    public var displayName: String { self == .swift ? "Swift" : "Kotlin" }
}

/// Every check: a kind from the catalogue, its parameters and a one-line summary of what it
/// enforces ("forbids `.padding(<number>)`"). Three families run at different moments.
public protocol Check: Sendable {
    static var description: CheckDescription { get }
    var parameters: [(name: String, value: ParameterValue)] { get }
    var summary: String { get }
    /// Why the check cannot decide anything in this repository (the header template or the
    /// manifest it reads is missing), or nil when it can run.
    func unavailableReason(context: CheckContext) -> String?
}

extension Check {
    public var kind: String { Self.description.kind }

    public func unavailableReason(context: CheckContext) -> String? { nil }
}

/// Reads one file at a time; the engine runs these in parallel over the tree.
public protocol FileCheck: Check {
    var languages: Set<SourceLanguage> { get }
    /// Path globs the check is limited to; empty means every file of its languages.
    var scope: [Glob] { get }
    func run(on file: SourceFile, context: CheckContext) -> [Violation]
    /// What in `file` the check judges, in words for "brought in by" lines ("declares
    /// `HomeView`, a type conforming to `View`"); nil when the file holds nothing it looks at
    /// (no type it selects), so an item with nothing in scope is not applicable rather than
    /// passed. Called only for files `applies(to:)` accepts.
    func subject(in file: SourceFile) -> String?
}

/// Looks at the tree as a whole (which paths exist), once per run.
public protocol TreeCheck: Check {
    func run(on tree: TreeSnapshot, context: CheckContext) -> [Violation]
    /// Why `path` concerns the check ("a file in the module folder `Features/Home`"), or nil
    /// when the check says nothing about it. A check no path concerns is not applicable.
    func subject(of path: String) -> String?
}

extension TreeCheck {
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
    public func subject(in change: ChangeSnapshot) -> (path: String, reason: String)? {
        change.files.first.map { ($0.path, "a changed file") }
    }
}

extension FileCheck {
    public func applies(to path: String) -> Bool {
        guard let language = SourceLanguage.of(path: path), languages.contains(language) else { return false }
        return scope.isEmpty || scope.contains { $0.matches(path) }
    }

    /// Every file of its languages (and paths) is something the check reads.
    public func subject(in file: SourceFile) -> String? { scopeSubject(of: file.path) }

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

    public init(readFile: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.readFile = readFile
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
