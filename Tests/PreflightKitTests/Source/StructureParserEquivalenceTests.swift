import Foundation
import SwiftSyntax
import Testing
@testable import PreflightChange
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource
@testable import PreflightValidate

/// The token-level structural pass against SwiftSyntax's declarations: same kinds, names and
/// lines in source order. Set `PREFLIGHT_EQUIVALENCE_ROOT` to compare over a real app.
private func passDeclarations(_ source: String) -> [String] {
    let declarations = SourceFile(path: "a.swift", text: source).declarations
    return declarations.map { declaration in
        var line = "\(declaration.kind.rawValue) \(declaration.name) @\(declaration.line)"
        line += " in:" + (declaration.parent.map { declarations[$0].name } ?? "-")
        line += " mods\(declaration.modifiers) attrs\(declaration.attributes.map(\.name))"
        line += " inherits\(declaration.inheritance) local:\(declaration.isLocal)"
        if let type = declaration.typeAnnotation { line += " type:" + type.filter { !$0.isWhitespace } }
        return line
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var found: [String] = []
    let converter: SourceLocationConverter

    init(_ tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "a.swift", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func add(_ kind: String, _ name: String, _ keyword: TokenSyntax) {
        let line = keyword.startLocation(converter: converter).line
        var text = "\(kind) \(name.replacingOccurrences(of: "`", with: "")) @\(line)"
        let declaration = keyword.parent!
        text += " in:" + (parentName(of: declaration) ?? "-")
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.map { $0.trimmedDescription.filter { !$0.isWhitespace } } ?? []
        let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        } ?? []
        let inherited = declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map { entry -> String in
            var type = entry.type
            while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            return type.trimmedDescription.filter { !$0.isWhitespace }
        } ?? []
        text += " mods\(modifiers) attrs\(attributes) inherits\(inherited) local:\(isLocal(declaration))"
        if let variable = declaration.as(VariableDeclSyntax.self),
           let type = variable.bindings.first(where: { $0.typeAnnotation != nil })?.typeAnnotation?.type {
            text += " type:" + type.trimmedDescription.filter { !$0.isWhitespace }
        }
        found.append(text)
    }

    /// The name of the nearest enclosing declaration of a collected kind.
    func parentName(of declaration: Syntax) -> String? {
        var node = declaration.parent
        while let current = node {
            if let name = current.asProtocol(NamedDeclSyntax.self)?.name.text { return name.replacingOccurrences(of: "`", with: "") }
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if current.is(InitializerDeclSyntax.self) { return "init" }
            if current.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if current.is(SubscriptDeclSyntax.self) { return "subscript" }
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.trimmedDescription.filter { !$0.isWhitespace }
            }
            if let variable = current.as(VariableDeclSyntax.self) {
                let pattern = variable.bindings.first?.pattern
                if let identifier = pattern?.as(IdentifierPatternSyntax.self) { return identifier.identifier.text }
                return pattern?.as(TuplePatternSyntax.self)?.elements
                    .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.first ?? ""
            }
            node = current.parent
        }
        return nil
    }

    /// Inside a statement block (function, accessor, closure) rather than a type or the file.
    func isLocal(_ declaration: Syntax) -> Bool {
        var node = declaration.parent
        while let current = node {
            if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) { return false }
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) { return true }
            node = current.parent
        }
        return false
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add("class", node.name.text, node.classKeyword); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add("struct", node.name.text, node.structKeyword); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add("enum", node.name.text, node.enumKeyword); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add("protocol", node.name.text, node.protocolKeyword); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add("actor", node.name.text, node.actorKeyword); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add("extension", node.extendedType.trimmedDescription.filter { !$0.isWhitespace }, node.extensionKeyword); return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add("func", node.name.text, node.funcKeyword); return .visitChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { add("init", "init", node.initKeyword); return .visitChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { add("deinit", "deinit", node.deinitKeyword); return .visitChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { add("subscript", "subscript", node.subscriptKeyword); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add("typealias", node.name.text, node.typealiasKeyword); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { add("associatedtype", node.name.text, node.associatedtypeKeyword); return .visitChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { add("macro", node.name.text, node.macroKeyword); return .visitChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        add("case", node.elements.first?.name.text ?? "", node.caseKeyword); return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let pattern = node.bindings.first?.pattern
        let name: String
        if let identifier = pattern?.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
        } else if let tuple = pattern?.as(TuplePatternSyntax.self) {
            let names = tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            name = names.first ?? ""
        } else {
            name = pattern?.trimmedDescription ?? ""
        }
        add(node.bindingSpecifier.text, name, node.bindingSpecifier)
        return .visitChildren
    }
}

private func parserDeclarations(_ source: String) -> [String] {
    let tree = SyntaxTree.parse(source)
    let collector = DeclarationCollector(tree)
    collector.walk(tree)
    return collector.found
}

@Suite struct StructureParserEquivalenceTests {
    @Test(arguments: LexerParserEquivalenceTests.snippets)
    func snippetsAgree(_ source: String) {
        #expect(passDeclarations(source) == parserDeclarations(source))
    }

    @Test func packageSourcesAgree() throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let override = ProcessInfo.processInfo.environment["PREFLIGHT_EQUIVALENCE_ROOT"]
        let workspace = try Workspace(root: override ?? packageRoot.path, include: override == nil ? ["Sources/**/*.swift", "Tests/**/*.swift"] : ["*.swift"])
        for path in workspace.files {
            let source = String(decoding: try workspace.contents(of: path), as: UTF8.self)
            let mine = passDeclarations(source), theirs = parserDeclarations(source)
            let first = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            #expect(mine == theirs, "\(path): pass \(mine[first...].prefix(3)) parser \(theirs[first...].prefix(3))")
        }
    }
}
