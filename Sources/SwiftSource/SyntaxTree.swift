import SwiftParser
import SwiftSyntax

/// The one door to SwiftSyntax. Parsing a file costs several times a token scan (DESIGN.md),
/// so checks ask for a tree only when their token-level trigger occurs in the file.
/// SwiftSyntax types stay inside the library: callers get plain values back.
enum SyntaxTree {
    package static func parse(_ source: String) -> SourceFileSyntax {
        Parser.parse(source: source)
    }

    /// Names of the declared types, in source order; used to prove the toolchain link works.
    static func declaredTypeNames(in source: String) -> [String] {
        final class Collector: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text); return .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text); return .visitChildren
            }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text); return .visitChildren
            }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text); return .visitChildren
            }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text); return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(parse(source))
        return collector.names
    }
}
