import Testing
@testable import PreflightChecks
import PreflightRepository
import PreflightSwiftSource

/// One scope system: `inside` and `whenFileContains`, once parameters of two kinds only, are
/// parts of every placed check's `CodeScope`, decoded as annotations have always written them.
@Suite struct CodeScopeKeysTests {
    static let file = SourceFile(path: "App/Screen.swift", text: """
    import SwiftUI
    let store = StoreOf<Feature>.self
    struct Screen: View {
        let title: String? = nil
        var body: some View { Text(title!) }
        func label() -> String { title! }
    }
    struct Model {
        var body: String { name! }
        let name: String? = nil
    }
    """)

    @Test func insideAndWithinTogetherMeanTheirOverlap() throws {
        let check = try CheckCatalogueDetailTests.decoded("kind: force-unwrap\ninside: View\nwithin: [\"members:body\"]\n")
        let file = try #require(check.asFileCheck)
        #expect(file.codeScope.enclosingTypes == TypeSelector(conformance: "View"))
        // The `body` of the view: not the view's other member, not the `body` of a model.
        #expect(file.runScoped(on: Self.file, context: CheckContext()).map(\.line) == [5])
        let anywhere = try #require(try CheckCatalogueDetailTests.decoded("kind: force-unwrap\n").asFileCheck)
        #expect(anywhere.runScoped(on: Self.file, context: CheckContext()).map(\.line) == [5, 6, 9])
    }

    @Test func whenFileContainsIsReadAsWhenFileUses() throws {
        let check = try CheckCatalogueDetailTests.decoded("kind: forbidden-symbol\nsymbols: [Text]\nwhenFileContains: [StoreOf]\n")
        let file = try #require(check.asFileCheck)
        #expect(file.codeScope.whenFileContains.map(\.text) == ["StoreOf"])
        #expect(file.runScoped(on: Self.file, context: CheckContext()).map(\.line) == [5])
        let other = SourceFile(path: "App/Other.swift", text: "let text = Text(\"a\")\n")
        #expect(file.runScoped(on: other, context: CheckContext()).isEmpty)
        // Written under the scope's one name, and read back the same.
        let names = check.parameters.map(\.name)
        #expect(names.contains("whenFileUses") && !names.contains("whenFileContains"), "\(names)")
    }

    @Test func insideNamesTheTypesAFileIsJudgedFor() throws {
        let check = try #require(try CheckCatalogueDetailTests.decoded("kind: forbidden-call\ncalls: [\"Task { }\"]\ninside: View\n").asFileCheck)
        #expect(check.scopedSubject(in: Self.file) == "declares `Screen`, one of the types conforming to `View`")
        let noView = SourceFile(path: "App/Model.swift", text: "struct Model { func go() { Task { } } }\n")
        #expect(check.scopedSubject(in: noView) == nil)
        #expect(check.runScoped(on: noView, context: CheckContext()).isEmpty)
        #expect(check.summary == "forbids `Task { … }` inside types conforming to `View`")
    }
}

extension CodeScopeKeysTests {
    /// Every file check takes the same place keys, read and written once (`PlacedCoding`): each
    /// kind's example with every part of a scope set reads back the same from its printed JSON.
    @Test(arguments: CheckRegistry.kinds.filter { $0.example.asFileCheck != nil }.map { $0.description.kind })
    func everyFileCheckTakesThePlaceKeys(kind: String) throws {
        let type = try #require(CheckRegistry.kinds.first { $0.description.kind == kind })
        guard var placed = type.example as? any CodeScopedCheck & ScopedFileCheck else {
            Issue.record("`\(kind)` does not store its place")
            return
        }
        placed.scope = [Glob("Sources/**")]
        placed.codeScope = CodeScope(within: [.members(["body"], in: nil)], outside: [.previews],
                                     enclosingTypes: TypeSelector(conformance: "View"),
                                     whenFileContains: [try #require(SymbolPattern("StoreOf"))],
                                     excludedPaths: [Glob("**/Tests/**")], inFilesDeclaring: [TypeSelector(nameSuffix: "Screen")])
        let json = try CheckRoundTripTests.jsonForm(placed)
        let back = try CheckRoundTripTests.decodedFromAnnotation(json)
        #expect(AnyCheck(back) == AnyCheck(placed), "\(json)")
        #expect(placed.summary.hasSuffix(placed.codeScope.description), "\(placed.summary)")
    }
}
