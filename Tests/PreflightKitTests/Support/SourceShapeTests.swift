import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The product's sources stay readable in small pieces: no function (initialiser, accessor or
/// computed property) over 80 lines and no file over 500. Data tables — the lexicon's phrases and
/// the concept catalogue's rows — are exempt from the file bound: they are lists, read one row at
/// a time. The lines are counted on SwiftParser's tree, from a declaration's first token to its
/// last (its doc comment excluded).
@Suite struct SourceShapeTests {
    static let functionBound = 80
    static let fileBound = 500
    /// Folders whose files are tables of phrases or rows.
    static let tableFolders = ["Compiler/Lexicon/", "Compiler/Catalogue/"]

    struct Long: CustomStringConvertible {
        let place: String
        let lines: Int
        var description: String { "\(place): \(lines) lines" }
    }

    static func sourceFiles() throws -> [(relative: String, text: String)] {
        let sources = Probe.packageRoot.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        var files: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            files.append((relative, try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Every function-like declaration longer than `bound` lines, named by file, line and name.
    static func longFunctions(in text: String, file: String, bound: Int) -> [Long] {
        final class Collector: SyntaxVisitor {
            let converter: SourceLocationConverter
            let file: String
            let bound: Int
            var long: [Long] = []

            init(tree: SourceFileSyntax, file: String, bound: Int) {
                converter = SourceLocationConverter(fileName: file, tree: tree)
                self.file = file
                self.bound = bound
                super.init(viewMode: .sourceAccurate)
            }

            func measure(_ node: some SyntaxProtocol, name: String) {
                let first = node.positionAfterSkippingLeadingTrivia
                let last = node.endPositionBeforeTrailingTrivia
                let start = converter.location(for: first).line
                let lines = converter.location(for: last).line - start + 1
                if lines > bound { long.append(Long(place: "\(file):\(start) \(name)", lines: lines)) }
            }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                measure(node, name: node.name.text); return .visitChildren
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                measure(node, name: "init"); return .visitChildren
            }
            override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
                measure(node, name: node.accessorSpecifier.text); return .visitChildren
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                // A computed property (`var x: T { … }`); a stored one with a long literal is a table.
                if case .getter? = node.accessorBlock?.accessors { measure(node, name: node.pattern.trimmedDescription) }
                return .visitChildren
            }
        }
        let tree = Parser.parse(source: text)
        let collector = Collector(tree: tree, file: file, bound: bound)
        collector.walk(tree)
        return collector.long
    }

    @Test func noFunctionIsLongerThanTheBound() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 50)
        let long = files.flatMap { Self.longFunctions(in: $0.text, file: $0.relative, bound: Self.functionBound) }
        #expect(long.isEmpty, "functions over \(Self.functionBound) lines: \(long)")
    }

    @Test func noFileIsLongerThanTheBound() throws {
        let files = try Self.sourceFiles()
        let long = files.compactMap { file -> Long? in
            guard !Self.tableFolders.contains(where: { file.relative.hasPrefix($0) }) else { return nil }
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
            return lines > Self.fileBound ? Long(place: file.relative, lines: lines) : nil
        }
        #expect(long.isEmpty, "files over \(Self.fileBound) lines: \(long)")
    }

    /// The measure itself can fail: a function of 81 lines is found, one of 80 is not, and a
    /// computed property counts as a function.
    @Test func theMeasureFindsALongFunction() {
        let body = (1...78).map { "    let v\($0) = \($0)" }.joined(separator: "\n")
        let eighty = "func fits() {\n\(body)\n}"
        let eightyOne = "/// A doc comment is not counted.\nfunc tooLong() {\n\(body)\n    print(1)\n}"
        let property = "var computed: Int {\n\(body)\n    return 1\n}"
        #expect(Self.longFunctions(in: eighty, file: "A.swift", bound: 80).isEmpty)
        #expect(Self.longFunctions(in: eightyOne, file: "A.swift", bound: 80).map(\.description) == ["A.swift:2 tooLong: 81 lines"])
        #expect(Self.longFunctions(in: property, file: "A.swift", bound: 80).map(\.description) == ["A.swift:1 computed: 81 lines"])
    }
}
