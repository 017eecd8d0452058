/// A declaration head found by the token-level structural pass. Token indices refer to
/// `SourceFile.codeTokens` (comments removed), so neighbouring code is one index away.
package struct Declaration: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
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
        package var isType: Bool {
            switch self {
            case .class, .struct, .enum, .protocol, .extension, .actor: return true
            default: return false
            }
        }

        package var isBinding: Bool { self == .variable || self == .constant }
    }

    package var kind: Kind
    /// The (first) declared name without backticks; the extended type for an extension
    /// (`Foo.Bar`); `init`, `deinit`, `subscript` for those.
    package var name: String
    /// Every name a `var a, b` or `case a, b(Int)` declares, in order.
    package var names: [String]
    package var attributes: [Attribute]
    /// In source order, with any argument kept: `private(set)`, `nonisolated(unsafe)`.
    package var modifiers: [String]
    /// Entries after `:` on a type (`B`, `Foo.Bar`, `Sendable` from `@unchecked Sendable`).
    package var inheritance: [String] = []
    /// The written type of the first binding that has one (`[String: Int]`, `some View`).
    package var typeAnnotation: String?
    package var hasInitializer = false
    /// Tokens of the first binding's initializer expression (after `=`).
    package var initializerTokens: Range<Int>?
    /// A `var` with an accessor block (`{ … }` not made of `willSet` / `didSet`) and no `=`.
    package var isComputed = false
    /// Every type the head writes: each binding's annotation, parameter and return types, an
    /// enum case's payload, a typealias's target.
    package var typeSpans: [TypeSpan] = []

    /// First token of the head: the first attribute or modifier, else the keyword.
    package var firstToken: Int
    package var keywordToken: Int
    package var nameToken: Int?
    /// Last token belonging to the declaration (its closing brace, or the end of its head /
    /// initializer).
    package var endToken: Int
    /// Indices of `{` and its matching `}` for types, functions, accessors and observers.
    package var body: ClosedRange<Int>?
    /// Index into the declaration list of the innermost declaration whose body holds this one.
    package var parent: Int?
    /// Inside a function, accessor, closure or other statement block rather than directly in a
    /// type or at file level.
    package var isLocal = false

    /// Where the introducing keyword (`var`, `class`…) stands.
    package var line: Int
    package var column: Int
    /// Where the name stands (the keyword's position when there is no name token).
    package var nameLine: Int
    package var nameColumn: Int

    package func hasModifier(_ modifier: String) -> Bool {
        modifiers.contains { $0 == modifier || $0.hasPrefix(modifier + "(") }
    }

    package func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The access level written on the declaration, if any (`private(set)` counts as setter-only
    /// and is not returned).
    var accessLevel: String? {
        modifiers.first { Self.accessLevels.contains($0) }
    }

    /// Swift's access levels, the one list the checks that read them share.
    package static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]
}

/// Code tokens where a type is written (so a `!` there makes an implicitly unwrapped optional,
/// not a force unwrap), with the variable or parameter it types when there is one.
package struct TypeSpan: Sendable, Equatable {
    /// Code-token indices.
    package var tokens: Range<Int>
    /// The binding or parameter name (nil for return types, payloads, casts, tuple patterns).
    package var name: String?

    package init(tokens: Range<Int>, name: String? = nil) {
        self.tokens = tokens
        self.name = name
    }
}

/// `@Name` or `@Name(arguments)` on a declaration.
package struct Attribute: Sendable, Equatable {
    /// Without the `@`: `MainActor`, `State`, `Environment`.
    package var name: String
    /// Raw text between the parentheses, as written: `\.dismiss`, `iOS 15, *`.
    package var arguments: String?
    package var tokenIndex: Int
}

/// `@testable import struct Foo.Bar`.
package struct ImportDecl: Sendable, Equatable {
    /// First path component: the module.
    package var module: String
    /// The whole dotted path as written (`Foo.Bar`).
    package var path: String
    /// `struct`, `class`, `func`… for a scoped import, else nil.
    package var kind: String?
    package var attributes: [String]
    /// Access-level modifiers of Swift 6 imports (`public import`, `internal import`).
    package var modifiers: [String]
    package var line: Int
    package var column: Int
    package var tokenIndex: Int
}
