import SwiftSyntax

/// A function as SwiftSyntax reads it: enough for checks about signatures (return types,
/// access), which tokens alone read poorly once generics, `throws`, `async` and `where` mix in.
package struct FunctionSignature: Sendable, Equatable {
    /// The innermost type (or extended type) the function is declared in.
    package var typeName: String?
    package var name: String
    package var modifiers: [String]
    /// The written return type without spaces (`Void`, `()`, `[Int]`), nil when there is none.
    package var returnType: String?
    package var line: Int
    package var column: Int

    package var returnsVoid: Bool {
        guard let returnType else { return true }
        return returnType == "Void" || returnType == "()" || returnType == "Swift.Void"
    }
}

extension SourceFile {
    /// Every member function with its signature, read from tokens and the structural pass —
    /// the cost of a token walk. `syntaxFunctionSignatures` reads the same from SwiftSyntax;
    /// tests hold the two equal.
    package var functionSignatures: [FunctionSignature] {
        let declarations = self.declarations
        let tokens = codeTokens
        let partner = structure.partner
        var result: [FunctionSignature] = []
        for declaration in declarations where declaration.kind == .function && !declaration.isLocal {
            guard let nameIndex = declaration.nameToken else { continue }
            var index = nameIndex + 1
            let end = declaration.body?.lowerBound ?? min(declaration.endToken + 1, tokens.count)
            // Past the generic clause and the parameter list.
            while index < end, !isPunctuation(tokens[index], "(") { index += 1 }
            guard index < end, partner[index] > index else { continue }
            index = partner[index] + 1
            var returnType: String?
            while index < end {
                if text(of: tokens[index]) == "->" {
                    var last = index + 1
                    while last < end, text(of: tokens[last]) != "where" { last += 1 }
                    if last > index + 1 {
                        returnType = text(tokens[index + 1].start..<tokens[last - 1].end).filter { !$0.isWhitespace }
                    }
                    break
                }
                index += 1
            }
            let parent = declaration.parent.map { declarations[$0] }
            result.append(FunctionSignature(
                typeName: parent.flatMap { $0.kind.isType ? $0.name : nil }, name: declaration.name,
                modifiers: declaration.modifiers.map { $0.split(separator: "(").first.map(String.init) ?? $0 },
                returnType: returnType, line: declaration.nameLine, column: declaration.nameColumn))
        }
        return result
    }

    /// Every function of the file with its signature, from the SwiftSyntax tree (parsed on first use).
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
