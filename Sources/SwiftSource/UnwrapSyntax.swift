import SwiftSyntax

/// A `!` that SwiftSyntax read as a force unwrap (`user!.name`) or as an implicitly unwrapped
/// type (`var label: UILabel!`). Tokens alone cannot tell the two apart (`x: T!` is a type in a
/// declaration and an argument in a call), so these come from the tree, parsed only for files
/// where a `!` is glued to what precedes it.
package struct UnwrapSite: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case forceUnwrap
        case implicitlyUnwrappedType
    }

    package var kind: Kind
    /// Where the `!` stands (1-based line, byte column as tokens count it).
    package var line: Int
    package var column: Int
    /// For a type: the attributes of the variable it declares (`IBOutlet`), without `@`.
    package var attributes: [String]
    /// For a type: the name it declares, when it is a variable or parameter.
    package var declaredName: String?
}

extension SourceFile {
    /// Whether any `!` is glued to an operand other than `try` / `as` (`try!`, `as!` are
    /// keywords of their own): without one the file has neither force unwraps nor `T!` types.
    package var hasGluedExclamation: Bool {
        let tokens = codeTokens
        for index in tokens.indices.dropFirst() where tokens[index].kind == .operator && token(tokens[index], is: "!") {
            let previous = tokens[index - 1]
            guard previous.end == tokens[index].start else { continue }
            if previous.kind == .keyword, token(previous, is: "try") || token(previous, is: "as") { continue }
            return true
        }
        return false
    }

    /// Every force unwrap and implicitly unwrapped type of the file, in source order.
    package var unwrapSites: [UnwrapSite] {
        guard hasGluedExclamation else { return [] }
        final class Collector: SyntaxVisitor {
            let converter: SourceLocationConverter
            var sites: [UnwrapSite] = []

            init(converter: SourceLocationConverter) {
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }

            func site(_ kind: UnwrapSite.Kind, at token: TokenSyntax, attributes: [String] = [], name: String? = nil) -> UnwrapSite {
                let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                return UnwrapSite(kind: kind, line: location.line, column: location.column, attributes: attributes, declaredName: name)
            }

            override func visitPost(_ node: ForceUnwrapExprSyntax) {
                sites.append(site(.forceUnwrap, at: node.exclamationMark))
            }

            override func visitPost(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) {
                var attributes: [String] = []
                var name: String?
                var ancestor = node.parent
                while let current = ancestor {
                    if let variable = current.as(VariableDeclSyntax.self) {
                        attributes = variable.attributes.compactMap { element in
                            if case let .attribute(attribute) = element { return attribute.attributeName.trimmedDescription }
                            return nil
                        }
                        if let binding = variable.bindings.first, let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                            name = pattern.identifier.text
                        }
                        break
                    }
                    if let parameter = current.as(FunctionParameterSyntax.self) {
                        name = (parameter.secondName ?? parameter.firstName).text
                        break
                    }
                    // A type inside a body or an expression belongs to no declaration head.
                    if current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self) { break }
                    ancestor = current.parent
                }
                sites.append(site(.implicitlyUnwrappedType, at: node.exclamationMark, attributes: attributes, name: name))
            }
        }
        let tree = syntaxTree
        let collector = Collector(converter: SourceLocationConverter(fileName: path, tree: tree))
        collector.walk(tree)
        return collector.sites.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
