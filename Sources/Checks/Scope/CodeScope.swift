import PreflightRepository
import PreflightSwiftSource

/// Where inside files a check's findings count, beyond its path globs: inside some regions
/// ("in views", "in `.onAppear`"), outside others ("except in previews"), only in files that
/// already use something ("in code that uses async/await"). The same for every file check, so a
/// rule's place is read once by the compiler and applied the same way by every check.
public struct CodeScope: Sendable, Equatable {
    /// A finding counts only inside one of these (when any).
    public var within: [CodeRegion]
    /// A finding never counts inside one of these.
    public var outside: [CodeRegion]
    /// The file must contain one of these (when any).
    public var whenFileContains: [SymbolPattern]
    /// Paths the check leaves alone ("except in tests").
    public var excludedPaths: [Glob]
    /// Only files declaring such a type ("view files never import `CoreData`").
    public var inFilesDeclaring: [TypeSelector]

    public init(within: [CodeRegion] = [], outside: [CodeRegion] = [], whenFileContains: [SymbolPattern] = [],
                excludedPaths: [Glob] = [], inFilesDeclaring: [TypeSelector] = []) {
        self.within = within
        self.outside = outside
        self.whenFileContains = whenFileContains
        self.excludedPaths = excludedPaths
        self.inFilesDeclaring = inFilesDeclaring
    }

    public var isEmpty: Bool {
        within.isEmpty && outside.isEmpty && whenFileContains.isEmpty && excludedPaths.isEmpty && inFilesDeclaring.isEmpty
    }

    /// "inside `body`, outside previews, in files using `await`".
    public var description: String {
        var parts: [String] = []
        if !within.isEmpty { parts.append("inside " + within.map(\.description).joined(separator: " or ")) }
        if !outside.isEmpty { parts.append("outside " + outside.map(\.description).joined(separator: ", ")) }
        if !whenFileContains.isEmpty { parts.append("in files using " + whenFileContains.map { "`\($0.text)`" }.joined(separator: ", ")) }
        if !excludedPaths.isEmpty { parts.append("except " + excludedPaths.map { "`\($0.pattern)`" }.joined(separator: ", ")) }
        if !inFilesDeclaring.isEmpty { parts.append("in files declaring " + inFilesDeclaring.map(\.shortDescription).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }

    public var parameters: [(name: String, value: ParameterValue)] {
        var result: [(name: String, value: ParameterValue)] = []
        if !within.isEmpty { result.append(("within", .list(within.map(\.description)))) }
        if !outside.isEmpty { result.append(("outside", .list(outside.map(\.description)))) }
        if !whenFileContains.isEmpty { result.append(("whenFileContains", .list(whenFileContains.map(\.text)))) }
        if !excludedPaths.isEmpty { result.append(("excludedPaths", .list(excludedPaths.map(\.pattern)))) }
        if !inFilesDeclaring.isEmpty { result.append(("inFilesDeclaring", .list(inFilesDeclaring.map(\.shortDescription)))) }
        return result
    }

    /// Whether the file is in scope at all (before running the check).
    public func admits(_ file: SourceFile) -> Bool {
        if excludedPaths.contains(where: { $0.matches(file.path) }) { return false }
        if !whenFileContains.isEmpty, !whenFileContains.contains(where: { !$0.matches(in: file).isEmpty }) { return false }
        if !inFilesDeclaring.isEmpty, !inFilesDeclaring.contains(where: { !$0.select(in: file).isEmpty }) { return false }
        return true
    }

    /// The violations that stand where the scope allows.
    public func filter(_ violations: [Violation], in file: SourceFile) -> [Violation] {
        guard !within.isEmpty || !outside.isEmpty, !violations.isEmpty else { return violations }
        let inside = within.flatMap { $0.ranges(in: file) }
        let excluded = outside.flatMap { $0.ranges(in: file) }
        return violations.filter { violation in
            guard let token = file.codeTokenIndex(line: violation.line, column: violation.column) else { return within.isEmpty }
            if !within.isEmpty, !inside.contains(where: { $0.contains(token) }) { return false }
            return !excluded.contains { $0.contains(token) }
        }
    }
}

extension FileCheck {
    /// Checks that take no place from prose read everywhere their globs allow.
    public var codeScope: CodeScope { CodeScope() }

    /// Runs the check where its scope allows: what the engine calls for every file check.
    public func runScoped(on file: SourceFile, context: CheckContext) -> [Violation] {
        let scope = codeScope
        guard !scope.isEmpty else { return run(on: file, context: context) }
        guard scope.admits(file) else { return [] }
        return scope.filter(run(on: file, context: context), in: file)
    }
}
