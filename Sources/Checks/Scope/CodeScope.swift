import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Where inside files a check's findings count, beyond its path globs: inside some regions
/// ("in views", "in `.onAppear`"), outside others ("except in previews"), only in files that
/// already use something ("in code that uses async/await"). The same for every file check, so a
/// rule's place is read once by the compiler and applied the same way by every check.
public struct CodeScope: Sendable, Hashable {
    /// The keys a scoped check adds to its parameters.
    public static let keys = ["within", "outside", "whenFileUses", "excludedPaths", "inFilesDeclaring"]

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
        if !inFilesDeclaring.isEmpty { parts.append("in files declaring " + inFilesDeclaring.map(\.text).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
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
        // Merged once, then a binary search per violation: scanning every region for every
        // violation made a file of many views quadratic.
        let inside = TokenIntervals(within.flatMap { $0.ranges(in: file) })
        let excluded = TokenIntervals(outside.flatMap { $0.ranges(in: file) })
        return violations.filter { violation in
            guard let token = file.codeTokenIndex(line: violation.line, column: violation.column) else { return within.isEmpty }
            if !within.isEmpty, !inside.contains(token) { return false }
            return !excluded.contains(token)
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

extension KeyedDecodingContainer {
    /// The scope keys of a scoped check (all optional).
    func codeScope(_ key: (String) -> Key) throws -> CodeScope {
        func regions(_ name: String) throws -> [CodeRegion] {
            let k = key(name)
            guard contains(k), try !decodeNil(forKey: k) else { return [] }
            return try each(k, what: "a list of regions", entry: "a region") { text, path in
                guard let region = CodeRegion(text: text) else {
                    throw DecodingProblem.message("`\(text)` is not a region (`types:View`, `members:body`, `calls:ScrollView`, "
                                                  + "`attributed:State`, `previews`, `typesNamed:AppRouter`, `declarationHeads:func`, `storedValues`, `stateProperties:…ViewModel`)", at: path)
                }
                return region
            }
        }
        var scope = CodeScope(within: try regions("within"), outside: try regions("outside"))
        scope.whenFileContains = try optionalPatterns(key("whenFileUses"))
        scope.excludedPaths = try optionalGlobs(key("excludedPaths"))
        let selectors = key("inFilesDeclaring")
        if contains(selectors), try !decodeNil(forKey: selectors) {
            scope.inFilesDeclaring = try each(selectors, what: "a list of type selectors", entry: "a type selector") { text, path in
                guard let selector = TypeSelector(text: text) else {
                    throw DecodingProblem.message("`\(text)` is not a type selector", at: path)
                }
                return selector
            }
        }
        return scope
    }
}

extension KeyedEncodingContainer {
    mutating func encode(_ scope: CodeScope, keys key: (String) -> Key) throws {
        if !scope.within.isEmpty { try encode(scope.within.map(\.text), forKey: key("within")) }
        if !scope.outside.isEmpty { try encode(scope.outside.map(\.text), forKey: key("outside")) }
        if !scope.whenFileContains.isEmpty { try encode(scope.whenFileContains, forKey: key("whenFileUses")) }
        if !scope.excludedPaths.isEmpty { try encode(scope.excludedPaths, forKey: key("excludedPaths")) }
        if !scope.inFilesDeclaring.isEmpty { try encode(scope.inFilesDeclaring.map(\.text), forKey: key("inFilesDeclaring")) }
    }
}
