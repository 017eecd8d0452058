import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Classes are `final` unless something subclasses them ("mark classes `final` by default",
/// "`final class` unless designed for inheritance"): the compiler's whole-module optimisation
/// and the reader both learn that no override hides behind a call.
///
/// Whether a class is subclassed is a fact about the repository, not the file: a class is exempt
/// when any class of the repository (or of this file) names it first in its inheritance clause,
/// by its last name component (`Core.BaseCell` counts for every `BaseCell`; two same-named classes
/// exempt each other, which only costs findings). `open` classes are meant for subclassing
/// outside the module and are exempt too; `class func` and `class var` are no classes.
///
/// The whole kind is this file and its line in `CheckRegistry`.
public struct FinalClassCheck: PlacedOnlyCoding {
    public static let description = CheckDescription(
        kind: "final-class",
        summary: "A class that no class of the repository inherits from, and that is not `open`, is declared `final`.",
        triggering: [
            "class ↓ProfileLoader {\n    func load() {}\n}\npublic class ↓Formatter<Value>: NSObject {}",
        ],
        nonTriggering: [
            "final class ProfileLoader {\n    class func make() -> ProfileLoader { ProfileLoader() }\n    class var shared: ProfileLoader { make() }\n}\n"
                + "class BaseCell: UITableViewCell {}\nfinal class ProfileCell: BaseCell {}\nopen class Plugin {}\nstruct Point {}\nactor Cache {}",
            "class Node<Value> {}\nfinal class Leaf: Node<Int> {}\nclass Shape {}\nfinal class Circle: Geometry.Shape {}",
        ]
    )

    public var languages: Set<SourceLanguage> { [.swift] }
    public var scope: [Glob]
    public var codeScope = CodeScope()

    public init(scope: [Glob] = []) {
        self.scope = scope
    }

    public static let example = FinalClassCheck()

    public var summary: String { codeScope.appended(to: "classes nothing subclasses are `final`") }

    /// Indices of the class declarations the rule asks about: not `open`, and named.
    static func classes(in file: SourceFile) -> [Int] {
        file.declarations.indices.filter { index in
            let declaration = file.declarations[index]
            return declaration.kind == .class && declaration.nameToken != nil && !declaration.hasModifier("open")
        }
    }

    /// The names this file's classes inherit from, read as the engine reads every file's.
    static func superclasses(in file: SourceFile) -> Set<String> {
        file.memo("superclass-names") { SuperclassScan.names(in: file.bytes) }
    }

    public func subject(in file: SourceFile) -> String? {
        Self.classes(in: file).first.map { "declares the class `\(file.declarations[$0].name)`" }
    }

    public func run(on file: SourceFile, context: CheckContext) -> [Violation] {
        let candidates = Self.classes(in: file).filter { !file.declarations[$0].hasModifier("final") }
        guard !candidates.isEmpty else { return [] }
        let subclassed = Self.superclasses(in: file).union(context.superclassNames())
        return candidates.compactMap { index in
            let declaration = file.declarations[index]
            guard !subclassed.contains(declaration.name) else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "class `\(declaration.name)` is not `final`, and no class of the repository inherits from it")
        }
    }
}
