/// A declaration head found by the token-level structural pass. Token indices refer to
/// `SourceFile.codeTokens` (comments removed), so neighbouring code is one index away.
struct Declaration: Sendable, Equatable {
    enum Kind: String, Sendable, Equatable {
        case `class`, `struct`, `enum`, `protocol`, `extension`, actor
        case function = "func"
        case initializer = "init"
        case deinitializer = "deinit"
        case `subscript`
        case variable = "var"
        case constant = "let"
        case `typealias`, `associatedtype`, macro
        case enumCase = "case"

        /// Kinds whose braces hold members rather than statements.
        var isType: Bool {
            switch self {
            case .class, .struct, .enum, .protocol, .extension, .actor: return true
            default: return false
            }
        }

        var isBinding: Bool { self == .variable || self == .constant }
    }

    var kind: Kind
    /// The (first) declared name without backticks; the extended type for an extension
    /// (`Foo.Bar`); `init`, `deinit`, `subscript` for those.
    var name: String
    /// Every name a `var a, b` or `case a, b(Int)` declares, in order.
    var names: [String]
    var attributes: [Attribute]
    /// In source order, with any argument kept: `private(set)`, `nonisolated(unsafe)`.
    var modifiers: [String]
    /// Entries after `:` on a type (`B`, `Foo.Bar`, `Sendable` from `@unchecked Sendable`).
    var inheritance: [String] = []
    /// The written type of the first binding that has one (`[String: Int]`, `some View`).
    var typeAnnotation: String?
    var hasInitializer = false
    /// A `var` with an accessor block (`{ … }` not made of `willSet` / `didSet`) and no `=`.
    var isComputed = false

    /// First token of the head: the first attribute or modifier, else the keyword.
    var firstToken: Int
    var keywordToken: Int
    var nameToken: Int?
    /// Last token belonging to the declaration (its closing brace, or the end of its head /
    /// initializer).
    var endToken: Int
    /// Indices of `{` and its matching `}` for types, functions, accessors and observers.
    var body: ClosedRange<Int>?
    /// Index into the declaration list of the innermost declaration whose body holds this one.
    var parent: Int?
    /// Inside a function, accessor, closure or other statement block rather than directly in a
    /// type or at file level.
    var isLocal = false

    /// Where the introducing keyword (`var`, `class`…) stands.
    var line: Int
    var column: Int
    /// Where the name stands (the keyword's position when there is no name token).
    var nameLine: Int
    var nameColumn: Int

    func hasModifier(_ modifier: String) -> Bool {
        modifiers.contains { $0 == modifier || $0.hasPrefix(modifier + "(") }
    }

    func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The access level written on the declaration, if any (`private(set)` counts as setter-only
    /// and is not returned).
    var accessLevel: String? {
        modifiers.first { ["private", "fileprivate", "internal", "package", "public", "open"].contains($0) }
    }
}

/// `@Name` or `@Name(arguments)` on a declaration.
struct Attribute: Sendable, Equatable {
    /// Without the `@`: `MainActor`, `State`, `Environment`.
    var name: String
    /// Raw text between the parentheses, as written: `\.dismiss`, `iOS 15, *`.
    var arguments: String?
    var tokenIndex: Int
}

/// `@testable import struct Foo.Bar`.
struct ImportDecl: Sendable, Equatable {
    /// First path component: the module.
    var module: String
    /// The whole dotted path as written (`Foo.Bar`).
    var path: String
    /// `struct`, `class`, `func`… for a scoped import, else nil.
    var kind: String?
    var attributes: [String]
    /// Access-level modifiers of Swift 6 imports (`public import`, `internal import`).
    var modifiers: [String]
    var line: Int
    var column: Int
    var tokenIndex: Int
}
