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

@Suite struct SourceFileTests {
    @Test func linesKeepTheirEndings() {
        let file = SourceFile(path: "App/A.swift", text: "a\nbb\r\nccc\rdddd")
        #expect(file.lineCount == 4)
        #expect(file.lines.map(\.ending) == [.lf, .crlf, .cr, .none])
        #expect(file.lines.map(\.length) == [1, 2, 3, 4])
        #expect((1...4).map(file.lineText) == ["a", "bb", "ccc", "dddd"])
        #expect(file.lineText(0) == "" && file.lineText(5) == "")
        #expect(SourceFile(path: "b", text: "x\n").lineCount == 1)
        #expect(SourceFile(path: "b", text: "").lineCount == 0)
    }

    @Test func offsetsMapToLineAndColumn() {
        let file = SourceFile(path: "a.swift", text: "let a = 1\n    let é = 2\n")
        #expect(file.location(ofOffset: 0) == (1, 1))
        #expect(file.location(ofOffset: 4) == (1, 5))
        #expect(file.location(ofOffset: 14) == (2, 5))
        let e = file.codeTokens.first { file.text(of: $0) == "é" }!
        #expect(file.location(ofOffset: e.start) == (e.line, e.column))
    }

    @Test func codeTokensCommentsAndDocComments() {
        let file = SourceFile(path: "a.swift", text: "/// Doc\n// plain\n/** block doc */\nlet x = 1 // tail\n")
        #expect(file.comments.map(file.isDocComment) == [true, false, true, false])
        #expect(file.codeTokens.map { file.text(of: $0) } == ["let", "x", "=", "1"])
    }

    @Test func syntaxTreeOfAFile() {
        let file = SourceFile(path: "a.swift", text: "struct A { var b: Int }")
        let structs = file.syntaxTree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }
        #expect(structs.map(\.name.text) == ["A"])
    }

    @Test func derivedValuesAreSafeToShareAcrossThreads() {
        let file = SourceFile(path: "a.swift", text: String(repeating: "struct A { let b = 1 }\n", count: 200))
        let counts = concurrentMap(Array(0..<64)) { _ in file.declarations.count + file.codeTokens.count + file.lines.count }
        #expect(Set(counts).count == 1)
        #expect(counts[0] == 400 + 200 * 8 + 200)
    }
}
