import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// A `struct` or `class` whose members are all static is a namespace, and a namespace is a
/// caseless `enum` ("use enums as namespaces", "constants live in a case-less enum"): nobody can
/// make an instance of it by mistake. SwiftLint calls this `convenience_type`.
///
/// What looks like a namespace but is not one stays silent: a type that inherits or conforms
/// (`PreviewProvider` hosts nothing but `static var previews`), one with an attribute (`@main`,
/// `@objc`, `@resultBuilder`), a generic one, one that declares an initialiser (instances are
/// meant, as for a singleton's `private init()`) or a `class` member (subclasses are meant), an
/// empty type, and one that an extension in the same file gives instance members or a
/// conformance.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct NamespaceEnumCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "namespace-enum",
        summary: "A type that only hosts static members is a caseless `enum`.",
        triggering: [
            "struct ↓Defaults {\n    static let pageSize = 50\n    static func reset() {}\n}",
            "final class ↓Layout {\n    static let spacing: CGFloat = 8\n    typealias Points = CGFloat\n    struct Insets {\n        var top = 0.0\n    }\n}",
        ],
        nonTriggering: [
            "enum Defaults {\n    static let pageSize = 50\n}\nstruct Point {\n    static let zero = Point(x: 0)\n    var x: Double\n}",
            "struct Row_Previews: PreviewProvider {\n    static var previews: some View { Row() }\n}\n@main\nstruct Tool {\n    static func main() {}\n}\n"
                + "struct Box<Value> {\n    static func empty() -> [Value] { [] }\n}",
            "final class Session {\n    static let shared = Session()\n    private init() {}\n}\nstruct Empty {}\nclass Base {\n    class func make() {}\n}\n"
                + "struct Palette {\n    static let accent = 1\n}\nextension Palette {\n    var name: String { \"accent\" }\n}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = NamespaceEnumCheck()

    public var summary: String { codeScope.appended(to: "types that only host static members are caseless enums") }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let declarations = file.declarations
        var members = [[Int]](repeating: [], count: declarations.count)
        for index in declarations.indices where !declarations[index].isLocal {
            if let parent = declarations[index].parent { members[parent].append(index) }
        }
        // Extensions in the file that make the type more than a namespace, by extended name.
        var extended = Set<String>()
        for index in declarations.indices where declarations[index].kind == .extension {
            let ext = declarations[index]
            if !ext.inheritance.isEmpty || !members[index].allSatisfy({ Self.isNamespaceMember(declarations[$0]) }) { extended.insert(ext.name) }
        }
        return declarations.indices.compactMap { index in
            let type = declarations[index]
            guard type.kind == .struct || type.kind == .class, !type.isLocal, type.inheritance.isEmpty, type.attributes.isEmpty,
                  !extended.contains(type.name), !isGeneric(type, in: file) else { return nil }
            let own = members[index].map { declarations[$0] }
            guard own.contains(where: { $0.hasModifier("static") }), own.allSatisfy(Self.isNamespaceMember) else { return nil }
            return Violation(path: file.path, line: type.nameLine, column: type.nameColumn,
                             message: "`\(type.name)` only hosts static members: make it a caseless `enum`, which cannot be instantiated")
        }
    }

    /// Static members, nested types and type aliases: what a namespace holds.
    static func isNamespaceMember(_ member: Declaration) -> Bool {
        if member.kind.isType || member.kind == .typealias { return true }
        return member.hasModifier("static")
    }

    /// `struct Box<Value>`: an enum cannot stand for a generic namespace's uses as well.
    func isGeneric(_ type: Declaration, in file: SourceFile) -> Bool {
        guard let name = type.nameToken, name + 1 < file.codeTokens.count else { return false }
        return file.text(of: file.codeTokens[name + 1]) == "<"
    }
}
