import SwiftParser
import SwiftSyntax

@testable import PreflightSwiftSource

/// The tests' one door to SwiftSyntax. The product reads Swift with its own lexer and structural
/// pass (SwiftParser costs several times a token scan, docs/ARCHITECTURE.md) and links no SwiftSyntax; the
/// tests parse the same sources with the toolchain's SwiftParser and hold both readings equal.
enum SyntaxTree {
    static func parse(_ source: String) -> SourceFileSyntax {
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

extension SourceFile {
    /// The file's SwiftSyntax tree.
    var syntaxTree: SourceFileSyntax { SyntaxTree.parse(text) }

    /// Every function of the file with its signature, from the SwiftSyntax tree (parsed on each call).
    var syntaxFunctionSignatures: [FunctionSignature] {
        final class Collector: SyntaxVisitor {
            var types: [String] = []
            var result: [FunctionSignature] = []
            let converter: SourceLocationConverter

            init(converter: SourceLocationConverter) {
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }

            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
            override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
            override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
            override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
            override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                types.append(node.extendedType.trimmedDescription)
                return .visitChildren
            }
            override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let location = converter.location(for: node.name.positionAfterSkippingLeadingTrivia)
                let returnType = node.signature.returnClause?.type.trimmedDescription.filter { !$0.isWhitespace }
                result.append(FunctionSignature(
                    typeName: types.last, name: node.name.text, modifiers: node.modifiers.map { $0.name.text },
                    returnType: returnType, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
                    line: location.line, column: location.column))
                // Functions nested in function bodies are not members.
                return .skipChildren
            }
        }
        let tree = SyntaxTree.parse(text)
        let collector = Collector(converter: SourceLocationConverter(fileName: path, tree: tree))
        collector.walk(tree)
        return collector.result
    }
}
