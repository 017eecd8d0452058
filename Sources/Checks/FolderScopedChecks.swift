import PreflightRepository

/// A check whose globs name folders as its document wrote them. `.preflight.yml` `folders:`
/// rewrites them to the repository's names, and `audit` / `compile --against` tell when one
/// matches nothing in the repository.
public protocol FolderScopedCheck: Check {
    /// The same check with every glob passed through `map`.
    func mappingGlobs(_ map: (Glob) -> Glob) -> Self
    /// The globs that must match something in the repository for the check to decide anything:
    /// a file check's scope, the folders files must be placed under, a module root.
    var scopeGlobs: [Glob] { get }
}

/// A file check whose only globs are its scope.
public protocol ScopedFileCheck: FolderScopedCheck, FileCheck {
    var scope: [Glob] { get set }
}

/// A file check whose place read from prose (`CodeScope`) is stored with it: the paths that
/// place leaves out ("except in `Core/`") name the documents' folders too.
public protocol CodeScopedCheck: FileCheck {
    var codeScope: CodeScope { get set }
}

extension ScopedFileCheck {
    public func mappingGlobs(_ map: (Glob) -> Glob) -> Self {
        var copy = self
        copy.scope = scope.map(map)
        if var placed = copy as? any CodeScopedCheck {
            placed.codeScope.excludedPaths = placed.codeScope.excludedPaths.map(map)
            if let mapped = placed as? Self { copy = mapped }
        }
        return copy
    }

    public var scopeGlobs: [Glob] { scope }
}

extension ForbiddenImportCheck {
    public func mappingGlobs(_ map: (Glob) -> Glob) -> Self {
        var copy = self
        copy.scope = scope.map(map)
        copy.allowedIn = allowedIn.map(map)
        copy.codeScope.excludedPaths = codeScope.excludedPaths.map(map)
        return copy
    }
}

extension FilePlacementCheck: FolderScopedCheck {
    public func mappingGlobs(_ map: (Glob) -> Glob) -> Self {
        var copy = self
        copy.fileGlob = map(fileGlob)
        copy.folders = folders.map(map)
        return copy
    }

    public var scopeGlobs: [Glob] { folders }
}

extension DeclaredModuleCheck: FolderScopedCheck {
    public func mappingGlobs(_ map: (Glob) -> Glob) -> Self {
        var copy = self
        copy.root = map(root)
        return copy
    }

    public var scopeGlobs: [Glob] { [root] }
}

extension ForbiddenPathCheck: FolderScopedCheck {
    public func mappingGlobs(_ map: (Glob) -> Glob) -> Self {
        var copy = self
        copy.globs = globs.map(map)
        return copy
    }

    /// A forbidden path that matches nothing is the good outcome, not a scope problem.
    public var scopeGlobs: [Glob] { [] }
}

