import PreflightChecks
import PreflightRepository
import PreflightSwiftSource

/// Builds the checks concepts stand for, placed where a rule puts them: the placement's paths
/// as the scope, its code scope, its languages where the kind reads more than Swift, and the
/// types or files it allows (`allowedIn`) left alone.
extension Placement {
    /// The code scope with `allowedIn` folded in, for kinds that have no `allowedIn` of their
    /// own: the bodies of types so named and files so named are out of it.
    var codeAllowing: CodeScope {
        guard !allowedIn.isEmpty else { return code }
        var scope = code
        scope.outside.append(.typesNamed(allowedIn))
        scope.excludedPaths += allowedIn.flatMap { [Glob("**/\($0).swift"), Glob("**/\($0)+*.swift")] }
        return scope
    }

    /// The placement without test files, unless the rule names its paths: force unwraps,
    /// `fatalError` and `print` in tests are how tests handle fixtures, not shipped code.
    var outsideTests: Placement {
        guard paths.isEmpty, !includesTests else { return self }
        var placement = self
        placement.code.excludedPaths += TypeFamily.testGlobs.map(Glob.init)
        return placement
    }

    /// Paths, or `fallback` when the rule names none ("no sleeps in tests" reads test files).
    func paths(or fallback: [Glob]) -> [Glob] {
        paths.isEmpty ? fallback : paths
    }
}

enum ConceptChecks {
    /// Concepts stand for Swift code: a rule placed only in files of other languages (a Kotlin
    /// section) gets none of their checks.
    static func swift(_ build: @escaping @Sendable (Placement) -> [any FileCheck]) -> @Sendable (Placement) -> [any FileCheck] {
        { placement in placement.languages.contains(.swift) ? build(placement) : [] }
    }

    static func symbols(_ texts: [String], _ placement: Placement, outside: [CodeRegion] = []) -> ForbiddenSymbolCheck {
        var check = ForbiddenSymbolCheck(symbols: texts.compactMap(SymbolPattern.init), languages: [.swift], scope: placement.paths,
                                         allowedIn: placement.allowedIn)
        check.codeScope = placement.code
        check.codeScope.outside += outside
        return check
    }

    /// Calls written as code (`print()`, `Task { }`, `DateFormatter()`); `anyReceiver` for
    /// free functions that may also be called qualified (`Swift.print`).
    static func calls(_ texts: [String], _ placement: Placement, outside: [CodeRegion] = []) -> ForbiddenCallCheck {
        var check = ForbiddenCallCheck(shapes: texts.compactMap(CallShape.init(parsing:)), languages: [.swift], scope: placement.paths)
        check.codeScope = placement.codeAllowing
        check.codeScope.outside += outside
        return check
    }

    static func imports(_ modules: [String], _ placement: Placement) -> ForbiddenImportCheck {
        var check = ForbiddenImportCheck(modules: modules, languages: [.swift], scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func literals(_ positions: [String], _ kinds: Set<LiteralArgumentCheck.LiteralKind>, allowsZero: Bool,
                         _ placement: Placement, outside: [CodeRegion] = [], excluding: [Glob] = []) -> LiteralArgumentCheck {
        var check = LiteralArgumentCheck(positions: positions.compactMap(LiteralPosition.init(text:)), literals: kinds,
                                         allowsZero: allowsZero, scope: placement.paths)
        check.codeScope = placement.codeAllowing
        check.codeScope.outside += outside.filter { !check.codeScope.within.contains($0) }
        // A rule placed in tests or previews reads them even when the concept usually leaves them out.
        if placement.paths.isEmpty { check.codeScope.excludedPaths += excluding }
        return check
    }

    static func forceUnwraps(_ placement: Placement) -> ForceUnwrapCheck {
        var check = ForceUnwrapCheck(scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func implicitlyUnwrapped(_ placement: Placement) -> ImplicitlyUnwrappedCheck {
        var check = ImplicitlyUnwrappedCheck(scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func commentedOutCode(_ placement: Placement) -> CommentedOutCodeCheck {
        var check = CommentedOutCodeCheck(scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func mutableGlobals(_ placement: Placement) -> MutableGlobalCheck {
        var check = MutableGlobalCheck(scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func explicitAccess(_ placement: Placement, topLevelOnly: Bool = false) -> ExplicitAccessCheck {
        var check = ExplicitAccessCheck(topLevelOnly: topLevelOnly, scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }

    static func deprecatedAPIs(_ entries: [String]?, _ placement: Placement) -> DeprecatedAPICheck {
        var check = DeprecatedAPICheck(entries: entries, scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }
}
