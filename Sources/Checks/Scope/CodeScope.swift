import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Where inside files a check's findings count, beyond its path globs: inside some regions
/// ("in views", "in `.onAppear`"), outside others ("except in previews"), only inside types a
/// selector picks (`inside: View`), only in files that already use something ("in code that
/// uses async/await"). The same for every file check, so a rule's place is read once by the
/// compiler and applied the same way by every check.
public struct CodeScope: Sendable, Hashable {
    /// A finding counts only inside one of these (when any).
    public var within: [CodeRegion]
    /// A finding counts only inside the body of a type this selector picks, or of an extension
    /// of one (when set), whatever `within` says besides: `inside: View` with `within:
    /// members:body` is the `body` of views. An annotation's `inside`.
    public var enclosingTypes: TypeSelector?
    /// A finding never counts inside one of these.
    public var outside: [CodeRegion]
    /// The file must contain one of these (when any).
    public var whenFileContains: [SymbolPattern]
    /// Paths the check leaves alone ("except in tests"), each once: a rule's own exception and
    /// its concept's ("in production code" over the print concept) often name the same globs.
    public var excludedPaths: [Glob] {
        didSet { excludedPaths = Self.firstOfEach(excludedPaths) }
    }
    /// Only files declaring such a type ("view files never import `CoreData`").
    public var inFilesDeclaring: [TypeSelector]

    public init(within: [CodeRegion] = [], outside: [CodeRegion] = [], enclosingTypes: TypeSelector? = nil,
                whenFileContains: [SymbolPattern] = [], excludedPaths: [Glob] = [], inFilesDeclaring: [TypeSelector] = []) {
        self.within = within
        self.enclosingTypes = enclosingTypes
        self.outside = outside
        self.whenFileContains = whenFileContains
        self.excludedPaths = Self.firstOfEach(excludedPaths)
        self.inFilesDeclaring = inFilesDeclaring
    }

    /// `globs` in order, without repeats.
    static func firstOfEach(_ globs: [Glob]) -> [Glob] {
        var seen = Set<Glob>()
        return globs.filter { seen.insert($0).inserted }
    }

    public var isEmpty: Bool {
        within.isEmpty && outside.isEmpty && enclosingTypes == nil && whenFileContains.isEmpty && excludedPaths.isEmpty
            && inFilesDeclaring.isEmpty
    }

    /// "inside `body`, outside previews, in files using `await`".
    public var description: String {
        var parts: [String] = []
        if let enclosingTypes { parts.append("inside \(enclosingTypes)") }
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
        if let enclosingTypes, file.typeNames(selectedBy: enclosingTypes).isEmpty { return false }
        return true
    }

    /// The violations that stand where the scope allows.
    public func filter(_ violations: [Violation], in file: SourceFile) -> [Violation] {
        guard !within.isEmpty || !outside.isEmpty || enclosingTypes != nil, !violations.isEmpty else { return violations }
        // Merged once, then a binary search per violation: scanning every region for every
        // violation made a file of many views quadratic.
        let inside = TokenIntervals(within.flatMap { $0.ranges(in: file) })
        let excluded = TokenIntervals(outside.flatMap { $0.ranges(in: file) })
        return violations.filter { violation in
            guard let token = file.codeTokenIndex(line: violation.line, column: violation.column) else {
                return within.isEmpty && enclosingTypes == nil
            }
            if !within.isEmpty, !inside.contains(token) { return false }
            if let enclosingTypes, !file.isInside(enclosingTypes, token: token) { return false }
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

extension KeyedDecodingContainer where Key == PlaceKeys {
    /// The scope keys of a placed check (all optional).
    func codeScope() throws -> CodeScope {
        var scope = CodeScope(within: try regions(.within), outside: try regions(.outside))
        scope.enclosingTypes = try selector(.inside)
        // `whenFileContains` is the name annotations used before the scope was one value.
        scope.whenFileContains = try optionalPatterns(.whenFileUses) + optionalPatterns(.whenFileContains)
        scope.excludedPaths = try optionalGlobs(.excludedPaths)
        if contains(.inFilesDeclaring), try !decodeNil(forKey: .inFilesDeclaring) {
            scope.inFilesDeclaring = try each(.inFilesDeclaring, what: "a list of type selectors", entry: "a type selector") { text, path in
                guard let selector = TypeSelector(text: text) else {
                    throw DecodingProblem.message("`\(text)` is not a type selector", at: path)
                }
                return selector
            }
        }
        return scope
    }

    private func regions(_ key: PlaceKeys) throws -> [CodeRegion] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        return try each(key, what: "a list of regions", entry: "a region") { text, path in
            guard let region = CodeRegion(text: text) else {
                throw DecodingProblem.message("`\(text)` is not a region (`types:View`, `members:body`, `calls:ScrollView`, "
                                              + "`attributed:State`, `previews`, `typesNamed:AppRouter`, `declarationHeads:func`, `storedValues`, `typeBodies`, `stateProperties:…ViewModel`)", at: path)
            }
            return region
        }
    }
}

extension KeyedEncodingContainer where Key == PlaceKeys {
    mutating func encode(_ scope: CodeScope) throws {
        if let enclosingTypes = scope.enclosingTypes { try encode(enclosingTypes.text, forKey: .inside) }
        if !scope.within.isEmpty { try encode(scope.within.map(\.text), forKey: .within) }
        if !scope.outside.isEmpty { try encode(scope.outside.map(\.text), forKey: .outside) }
        if !scope.whenFileContains.isEmpty { try encode(scope.whenFileContains, forKey: .whenFileUses) }
        if !scope.excludedPaths.isEmpty { try encode(scope.excludedPaths, forKey: .excludedPaths) }
        if !scope.inFilesDeclaring.isEmpty { try encode(scope.inFilesDeclaring.map(\.text), forKey: .inFilesDeclaring) }
    }
}
