import SwiftSyntax

/// A function as SwiftSyntax reads it: enough for checks about signatures (return types,
/// access), which tokens alone read poorly once generics, `throws`, `async` and `where` mix in.
struct FunctionSignature: Sendable, Equatable {
    /// The innermost type (or extended type) the function is declared in.
    var typeName: String?
    var name: String
    var modifiers: [String]
    /// The written return type without spaces (`Void`, `()`, `[Int]`), nil when there is none.
    var returnType: String?
    var line: Int
    var column: Int

    var returnsVoid: Bool {
        guard let returnType else { return true }
        return returnType == "Void" || returnType == "()" || returnType == "Swift.Void"
    }
}

extension SourceFile {
    /// Every function of the file with its signature, from the SwiftSyntax tree (parsed on first use).
    var functionSignatures: [FunctionSignature] {
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
                    returnType: returnType, line: location.line, column: location.column))
                // Functions nested in function bodies are not members.
                return .skipChildren
            }
        }
        let tree = syntaxTree
        let collector = Collector(converter: SourceLocationConverter(fileName: path, tree: tree))
        collector.walk(tree)
        return collector.result
    }
}
