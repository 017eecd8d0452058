/// A function's signature, as far as checks about signatures need it (return types,
/// access), which tokens alone read poorly once generics, `throws`, `async` and `where` mix in.
package struct FunctionSignature: Sendable, Equatable {
    /// The innermost type (or extended type) the function is declared in.
    package var typeName: String?
    package var name: String
    package var modifiers: [String]
    /// The written return type without spaces (`Void`, `()`, `[Int]`), nil when there is none.
    package var returnType: String?
    /// `async` stands between the parameters and the return type.
    package var isAsync = false
    package var line: Int
    package var column: Int

    package var returnsVoid: Bool {
        guard let returnType else { return true }
        return returnType == "Void" || returnType == "()" || returnType == "Swift.Void"
    }
}

extension SourceFile {
    /// Every member function with its signature, read from tokens and the structural pass —
    /// the cost of a token walk. The tests read the same from SwiftSyntax and hold the two equal.
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
            var isAsync = false
            while index < end {
                if text(of: tokens[index]) == "async" { isAsync = true }
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
                returnType: returnType, isAsync: isAsync, line: declaration.nameLine, column: declaration.nameColumn))
        }
        return result
    }
}
