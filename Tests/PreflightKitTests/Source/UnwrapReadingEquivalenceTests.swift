import Foundation
import SwiftSyntax
import Testing
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// The token reading of `!` (`SourceFile.unwrapSites`) against SwiftParser's tree: the same force
/// unwraps and implicitly unwrapped types, at the same places, with the same declared names and
/// attributes. Set `PREFLIGHT_EQUIVALENCE_ROOT` to compare over a real app.
private func tokenSites(_ source: String) -> [String] {
    SourceFile(path: "a.swift", text: source).unwrapSites.map(describe)
}

private func describe(_ site: UnwrapSite) -> String {
    var text = "\(site.kind == .forceUnwrap ? "force" : "type") \(site.line):\(site.column)"
    if site.kind == .implicitlyUnwrappedType {
        text += " name:" + (site.declaredName ?? "-") + " attrs\(site.attributes)"
    }
    return text
}

/// The reference reading: SwiftParser's nodes, and for a type the variable or parameter it is
/// written for (a binding's own name and its declaration's attributes, a parameter's inner
/// name); nothing for return types, payloads and types inside expressions (casts).
private final class UnwrapCollector: SyntaxVisitor {
    var sites: [UnwrapSite] = []
    let converter: SourceLocationConverter

    init(_ tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "a.swift", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func place(_ token: TokenSyntax) -> (line: Int, column: Int) {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return (location.line, location.column)
    }

    override func visitPost(_ node: ForceUnwrapExprSyntax) {
        let at = place(node.exclamationMark)
        sites.append(UnwrapSite(kind: .forceUnwrap, line: at.line, column: at.column))
    }

    override func visitPost(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) {
        var name: String?
        var attributes: [String] = []
        var ancestor = node.parent
        climb: while let current = ancestor {
            if let binding = current.as(PatternBindingSyntax.self) {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                    attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
                }
                break climb
            }
            if let parameter = current.as(FunctionParameterSyntax.self) {
                name = (parameter.secondName ?? parameter.firstName).text
                break climb
            }
            if let parameter = current.as(ClosureParameterSyntax.self) {
                name = (parameter.secondName ?? parameter.firstName).text
                break climb
            }
            if current.is(EnumCaseParameterSyntax.self) || current.is(ReturnClauseSyntax.self) || current.is(ExprSyntax.self)
                || current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self) {
                break climb
            }
            ancestor = current.parent
        }
        let at = place(node.exclamationMark)
        sites.append(UnwrapSite(kind: .implicitlyUnwrappedType, line: at.line, column: at.column, attributes: attributes,
                                declaredName: name.map { $0.replacingOccurrences(of: "`", with: "") }))
    }
}

private func parserSites(_ source: String) -> [String] {
    let tree = SyntaxTree.parse(source)
    let collector = UnwrapCollector(tree)
    collector.walk(tree)
    return collector.sites.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map(describe)
}

@Suite struct UnwrapReadingEquivalenceTests {
    static let snippets: [String] = [
        """
        final class OrderViewController: UIViewController {
            @IBOutlet private weak var totalLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!
            var viewModel: OrderViewModel!
            var items: [Item]! = [], count: Int! = nil
            let (a, b): (Int!, String!) = (1, "")
            var handler: ((Int!) -> Void)!
            var cache: Dictionary<String, Int>!
            init!(coder: NSCoder) { viewModel = nil }
            func configure(with name: String!, _ other: Int! = defaults.first!) -> String! { name + other! }
            subscript(index: Int!) -> Item! { items![index!] }
            func render() {
                let user = users.first!
                print(user!.name, dict["a"]!, make()!.value, list[0]!)
                let title = "\\(user.name!) of \\(nested("\\(deep!)"))"
                let raw = #"\\#(value!) and \\(notValue!)"#
                let keyPath = \\Order.customer!.name
                let cast = thing as! Order
                let data = try! load()
                let typed = value as Int!
                let closure = { (input: String!) -> Int! in input.count }
                if a != b { x = !y }
                z = x!! + (w)!
            }
        }
        typealias Handler = (String!) -> Void
        enum Payload { case text(String!), pair(first: Int!, second: Int) }
        protocol Source { var value: Int! { get } ; func next() -> Element! }
        """,
        """
        struct Parser {
            var state: State!
            mutating func step(_ input: [UInt8]) throws -> Token! {
                guard let first = input.first else { return nil }
                defer { state = .idle }
                return table[Int(first)]!.apply(state!)
            }
        }
        """,
    ]

    /// Swift the project's own tests already hold: the phrase corpus, the lexer snippets and
    /// the examples of the unwrap checks.
    static func corpus() throws -> [String] {
        var sources = snippets + LexerParserEquivalenceTests.snippets
        for kind in [ForceUnwrapCheck.description, ImplicitlyUnwrappedCheck.description] {
            sources += (kind.triggering + kind.nonTriggering).map(CheckDescription.readable)
        }
        for corpusCase in try PhraseCorpus.load() {
            for files in corpusCase.bad + corpusCase.good {
                sources += files.filter { $0.path.hasSuffix(".swift") }.map(\.text)
            }
        }
        return sources
    }

    @Test func corpusSnippetsAgree() throws {
        let sources = try Self.corpus()
        #expect(sources.count > 500)
        var types = 0, unwraps = 0
        for source in sources {
            let mine = tokenSites(source), theirs = parserSites(source)
            types += theirs.filter { $0.hasPrefix("type") }.count
            unwraps += theirs.filter { $0.hasPrefix("force") }.count
            #expect(mine == theirs, "tokens \(mine) parser \(theirs) in:\n\(source)")
        }
        // Both kinds occur often enough for the agreement to mean something.
        #expect(types >= 20 && unwraps >= 50, "\(types) types, \(unwraps) force unwraps")
    }

    @Test func packageSourcesAgree() throws {
        let override = ProcessInfo.processInfo.environment["PREFLIGHT_EQUIVALENCE_ROOT"]
        let workspace = try Workspace(root: override ?? Probe.packageRoot.path,
                                      include: override == nil ? ["Sources/**/*.swift", "Tests/**/*.swift"] : ["*.swift"])
        #expect(workspace.files.count > 10)
        var sites = 0
        for path in workspace.files {
            let source = String(decoding: try workspace.contents(of: path), as: UTF8.self)
            let mine = tokenSites(source), theirs = parserSites(source)
            sites += theirs.count
            let first = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            #expect(mine == theirs, "\(path): tokens \(mine[first...].prefix(3)) parser \(theirs[first...].prefix(3))")
        }
        // The comparison is worth something only if the sources hold `!`s of both kinds.
        #expect(sites > 20)
    }

    /// What the reading decides on the first snippet, spelled out.
    @Test func typesAndUnwrapsAreToldApart() {
        let file = SourceFile(path: "a.swift", text: Self.snippets[0])
        let sites = file.unwrapSites
        let types = sites.filter { $0.kind == .implicitlyUnwrappedType }
        #expect(types.first { $0.declaredName == "totalLabel" }?.attributes == ["IBOutlet"])
        #expect(types.contains { $0.declaredName == "count" && $0.attributes.isEmpty })
        #expect(types.contains { $0.declaredName == "name" } && types.contains { $0.declaredName == "other" })
        #expect(types.contains { $0.declaredName == "input" })
        // `init!`, `try!`, `as!`, a prefix `!` and `!=` are neither.
        let lines = Self.snippets[0].split(separator: "\n", omittingEmptySubsequences: false)
        for marker in ["init!(coder", "try! load", "as! Order", "if a != b"] {
            let line = lines.firstIndex { $0.contains(marker) }.map { $0 + 1 }
            #expect(!sites.contains { $0.line == line }, "\(marker)")
        }
        // The key path component unwraps nothing where it is written.
        let keyPathLine = lines.firstIndex { $0.contains("let keyPath") }.map { $0 + 1 }
        #expect(!sites.contains { $0.line == keyPathLine })
        // Interpolations count, nested ones too.
        let titleLine = lines.firstIndex { $0.contains("let title") }.map { $0 + 1 }
        #expect(sites.filter { $0.line == titleLine && $0.kind == .forceUnwrap }.count == 2)
    }

    /// Half-typed code (an editor's buffer) gives sites inside the file and never traps; an
    /// interpolation still open is read to the end of its line.
    @Test func brokenCodeNeverTraps() {
        for source in ["var x: Int!!!", "func f(a: Int! = ", "\"\\(x!", "let y = #\"\\#(z!\"#", "{ (a: T!) in", "x as", "!", "a!b!c!"] {
            let file = SourceFile(path: "a.swift", text: source)
            let sites = file.unwrapSites
            #expect(sites.allSatisfy { $0.line >= 1 && $0.line <= max(1, file.lineCount) && $0.column >= 1 }, "\(source)")
        }
        #expect(tokenSites("\"\\(x!") == ["force 1:5"])
        #expect(tokenSites("let y = #\"\\#(z!\"#") == ["force 1:15"])
        #expect(tokenSites("var x: Int!!!").first == "type 1:11 name:x attrs[]")
    }
}
