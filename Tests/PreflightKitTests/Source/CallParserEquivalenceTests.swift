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

/// Call arguments read from tokens against SwiftSyntax's calls: for every call whose callee is
/// a name (`foo(…)`, `.foo(…)`, `a.foo(…)`), the same labels and trailing-closure labels.
private func callsFromParser(_ source: String) -> [String] {
    final class Collector: SyntaxVisitor {
        var calls: [(offset: Int, text: String)] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name: TokenSyntax?
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName
            } else {
                name = nil
            }
            // Calls inside string interpolations are not code to the lexer, by design.
            let inString = node.ancestorOrSelf(mapping: { $0.as(StringLiteralExprSyntax.self) }) != nil
            if let name, !inString {
                let labels = node.arguments.map { $0.label?.text ?? "_" }
                var closures = node.trailingClosure == nil ? [] : ["_"]
                closures += node.additionalTrailingClosures.map(\.label.text)
                calls.append((name.positionAfterSkippingLeadingTrivia.utf8Offset,
                              "\(name.text)(\(labels.joined(separator: ","))) {\(closures.joined(separator: ","))}"))
            }
            return .visitChildren
        }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(SyntaxTree.parse(source))
    return collector.calls.sorted { $0.offset < $1.offset }.map(\.text)
}

private func callsFromTokens(_ source: String, at offsets: [Int]) -> [String] {
    let file = SourceFile(path: "a.swift", text: source)
    let tokens = file.codeTokens
    return offsets.compactMap { offset in
        guard let index = tokens.firstIndex(where: { $0.start == offset }) else { return "missing token at \(offset)" }
        guard let call = file.callArguments(at: index) else { return "no call at \(file.text(of: tokens[index]))" }
        let labels = call.arguments.map { $0.label ?? "_" }
        let closures = call.trailingClosures.map { $0.label ?? "_" }
        return "\(file.text(of: tokens[index]))(\(labels.joined(separator: ","))) {\(closures.joined(separator: ","))}"
    }
}

private func parserCallOffsets(_ source: String) -> [Int] {
    final class Collector: SyntaxVisitor {
        var offsets: [Int] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.ancestorOrSelf(mapping: { $0.as(StringLiteralExprSyntax.self) }) != nil { return .visitChildren }
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                offsets.append(reference.baseName.positionAfterSkippingLeadingTrivia.utf8Offset)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                offsets.append(member.declName.baseName.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(SyntaxTree.parse(source))
    return collector.offsets.sorted()
}

@Suite struct CallParserEquivalenceTests {
    @Test(arguments: LexerParserEquivalenceTests.snippets)
    func snippetsAgree(_ source: String) {
        #expect(callsFromTokens(source, at: parserCallOffsets(source)) == callsFromParser(source))
    }

    @Test func packageSourcesAgree() throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let override = ProcessInfo.processInfo.environment["PREFLIGHT_EQUIVALENCE_ROOT"]
        let workspace = try Workspace(root: override ?? packageRoot.path, include: override == nil ? ["Sources/**/*.swift", "Tests/**/*.swift"] : ["*.swift"])
        for path in workspace.files {
            let source = String(decoding: try workspace.contents(of: path), as: UTF8.self)
            let mine = callsFromTokens(source, at: parserCallOffsets(source)), theirs = callsFromParser(source)
            let first = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            #expect(mine == theirs, "\(path): tokens \(mine[first...].prefix(2)) parser \(theirs[first...].prefix(2))")
        }
    }
}
