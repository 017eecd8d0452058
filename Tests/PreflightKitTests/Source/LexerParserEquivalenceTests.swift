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

/// The byte lexer must see exactly the names SwiftParser sees as code. SwiftParser exposes a
/// few names differently (attribute and `#macro` names as separate tokens, contextual keywords
/// as keywords, interpolated code inside strings), so both sides are brought to one view:
/// every word-like code token outside string literals, attribute names and `#` names.
private func lexerNames(_ source: String) -> [String] {
    let file = SourceFile(path: "a.swift", text: source)
    return file.tokens.compactMap { token in
        token.kind == .identifier ? file.text(of: token) : nil
    }
}

private func parserNames(_ source: String) -> [String] {
    var result: [String] = []
    var previous: TokenSyntax?
    for token in SyntaxTree.parse(source).tokens(viewMode: .sourceAccurate) {
        defer { previous = token }
        let isWord: Bool
        switch token.tokenKind {
        case .identifier, .dollarIdentifier: isWord = true
        case .keyword: isWord = !SwiftKeywords.isKeyword(token.text)
        default: isWord = false
        }
        guard isWord else { continue }
        if previous?.tokenKind == .pound || previous?.tokenKind == .atSign { continue }
        if token.ancestorOrSelf(mapping: { $0.as(StringLiteralExprSyntax.self) }) != nil { continue }
        result.append(token.text)
    }
    return result
}

@Suite struct LexerParserEquivalenceTests {
    static let snippets: [String] = [
        #"""
        import SwiftUI

        @MainActor
        struct ContentView: View {
            @State private var count = 0
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Count: \(count) of \(items.count)") // trailing comment
                        .font(.headline)
                    Button("Add") { count += 1 }
                }
                .sheet(isPresented: $isShowing) { DetailView() }
            }
        }

        #Preview {
            ContentView()
        }
        """#,
        ##"""
        final class Loader<T: Decodable>: NSObject, @unchecked Sendable where T: Hashable {
            private(set) var cache: [String: T] = [:]
            lazy var session: URLSession = { URLSession(configuration: .default) }()
            /* block /* nested */ comment */
            func load(_ url: URL) async throws -> T? {
                let raw = #"raw "string" \(notCode)"#
                let multi = """
                    multi \(interpolated) line
                    """
                guard let data = try? await session.data(from: url).0 else { return nil }
                if #available(iOS 17, *) { print(raw, multi) }
                return try JSONDecoder().decode(T.self, from: data)
            }
            var `default`: Int { get { 0xFF + 1_000 } set { _ = newValue } }
        }
        """##,
        #"""
        enum Route: String, CaseIterable {
            case home, settings
            indirect case nested
            var title: String {
                switch self {
                case .home: return NSLocalizedString("home", comment: "")
                default: return tuple.0.1 > 2.5e3 ? "a" : "b"
                }
            }
        }
        extension Array where Element == Int { func sum() -> Int { reduce(0, +) } }
        let selector = #selector(UIView.layoutSubviews)
        """#,
        ##"""
        infix operator <~>: AdditionPrecedence
        func <~> (lhs: Int, rhs: Int) -> Int { lhs &+ rhs }
        @propertyWrapper struct Clamped<Value: Comparable> { var wrappedValue: Value }
        let café = "\(items.map { ")" + $0 + "\("x")" }.joined())"
        let raw = #"\#(value) and \(notValue)"#
        let path = \Person.name.count
        func work(_ list: [any Shape], x: Int?) async throws -> some View {
            async let first = fetch(list[0...])
            if case let .some(value) = x, value > 0 { _ = try! await first }
            let handler = { [weak self, unowned owner] (input: Int) -> Bool in self?.check(input) ?? false }
            let y = x! > 2 ? x.map { $0 * 2 } : nil
            return EmptyView()
        }
        """##,
    ]

    @Test(arguments: snippets)
    func lexerFindsTheSameNamesAsSwiftParser(_ source: String) {
        #expect(lexerNames(source) == parserNames(source))
    }
}

extension LexerParserEquivalenceTests {
    /// Real code: every Swift file of this package agrees too.
    /// `PREFLIGHT_EQUIVALENCE_ROOT=<app checkout> swift test --filter LexerParserEquivalence`
    /// runs the same comparison over a real app.
    @Test func packageSourcesAgree() throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let override = ProcessInfo.processInfo.environment["PREFLIGHT_EQUIVALENCE_ROOT"]
        let workspace = try Workspace(root: override ?? packageRoot.path, include: override == nil ? ["Sources/**/*.swift", "Tests/**/*.swift"] : ["*.swift"])
        #expect(workspace.files.count > 10)
        for path in workspace.files {
            let source = String(decoding: try workspace.contents(of: path), as: UTF8.self)
            let mine = lexerNames(source), theirs = parserNames(source)
            let firstDifference = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            #expect(mine == theirs, "\(path): lexer \(mine[firstDifference...].prefix(4)) parser \(theirs[firstDifference...].prefix(4)) after \(mine[..<firstDifference].suffix(4))")
        }
    }
}
