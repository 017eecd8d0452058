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

/// Runs every catalogue example: a triggering example must yield findings exactly on its `↓`
/// lines, a non-triggering one none at all.
@Suite struct CheckCatalogueTests {
    static let context = CheckContext(readFile: { CheckRegistry.exampleFiles[$0] })

    static var kinds: [String] { CheckRegistry.kindNames }

    /// Lines carrying `↓`, and the example without the marks.
    static func marked(_ example: String) -> (text: String, lines: [Int]) {
        var lines: [Int] = []
        var text = ""
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let count = line.filter { $0 == "↓" }.count
            lines += Array(repeating: index + 1, count: count)
            text += (index == 0 ? "" : "\n") + line.replacingOccurrences(of: "↓", with: "")
        }
        return (text, lines)
    }

    /// The lines a file check flags in `text`, read as one Swift file.
    static func lines(_ check: any FileCheck, _ text: String, path: String = "Sources/App/Model.swift") -> [Int] {
        check.run(on: SourceFile(path: path, text: text), context: context).map(\.line)
    }

    static func violations(_ check: any Check, example: String, path: String) -> [Violation] {
        switch check {
        case let file as any FileCheck:
            return file.run(on: SourceFile(path: path, text: example), context: context)
        case let tree as any TreeCheck:
            let paths = example.split(separator: "\n").map(String.init)
            let all = paths + CheckRegistry.exampleFiles.keys
            return tree.run(on: TreeSnapshot(paths: all, read: { CheckRegistry.exampleFiles[$0] }), context: context)
        case let change as any ChangeCheck:
            let lineCount = example.split(separator: "\n", omittingEmptySubsequences: false).count
            let file = ChangeSnapshot.File(path: path, oldPath: nil, status: .added, addedLines: Set(1...lineCount),
                                           removedLines: [], newText: example, oldText: nil)
            return change.run(on: ChangeSnapshot(files: [file], treePaths: [path], read: { _ in nil }), context: context)
        default:
            return []
        }
    }

    @Test(arguments: kinds)
    func triggeringExamplesFireOnTheirMarks(kind: String) throws {
        let type = try #require(CheckRegistry.type(ofKind: kind))
        let check = type.example
        #expect(!type.description.triggering.isEmpty)
        for example in type.description.triggering {
            let (text, lines) = Self.marked(example)
            let found = Self.violations(check, example: text, path: type.description.examplePath)
            if check is any TreeCheck {
                let expected = example.split(separator: "\n").filter { $0.contains("↓") }
                    .map { $0.replacingOccurrences(of: "↓", with: "") }
                #expect(found.map(\.path).sorted() == expected.sorted(), "\(kind): \(example)")
            } else {
                #expect(found.map(\.line).sorted() == lines.sorted(), "\(kind): \(example) → \(found)")
            }
        }
    }

    @Test(arguments: kinds)
    func nonTriggeringExamplesStaySilent(kind: String) throws {
        let type = try #require(CheckRegistry.type(ofKind: kind))
        let check = type.example
        #expect(!type.description.nonTriggering.isEmpty)
        for example in type.description.nonTriggering {
            let found = Self.violations(check, example: example, path: type.description.examplePath)
            #expect(found.isEmpty, "\(kind): \(example) → \(found)")
        }
    }

    @Test func everyKindHasAnExampleOfItsOwnKindAndAUniqueName() {
        #expect(Set(Self.kinds).count == Self.kinds.count)
        for type in CheckRegistry.kinds { #expect(type.example.kind == type.description.kind, "\(type)") }
    }
}

@Suite struct CallContextTests {
    @Test func unstructuredTaskIsForbiddenOnlyInsideViews() throws {
        let shape = try #require(CallShape(parsing: "Task { }"))
        let check = ForbiddenCallCheck(shapes: [shape], inside: TypeSelector(conformance: "View"))
        let view = SourceFile(path: "A.swift", text: """
        struct Screen: View {
            var body: some View {
                Text("x").onAppear { Task { await load() } }
            }
        }
        extension Screen {
            func reload() { Task { await load() } }
        }
        final class Loader {
            func start() { Task { await load() } }
        }
        """)
        let found = check.runScoped(on: view, context: CheckContext())
        #expect(found.map(\.line) == [3, 7])
    }

    @Test func shapesGeneraliseLiteralsByKind() throws {
        #expect(CallShape(parsing: ".padding(16)")?.description == ".padding(<number>)")
        #expect(CallShape(parsing: "Text(\"Hello\")")?.description == "Text(<string>)")
        #expect(CallShape(parsing: ".sheet(isPresented:)")?.description == ".sheet(isPresented:)")
        #expect(CallShape(parsing: "try Realm()")?.description == "Realm(…)")
        #expect(CallShape(parsing: ".padding(…)")?.description == ".padding(…)")
        #expect(CallShape(parsing: "Task { }")?.description == "Task { … }")
        #expect(CallShape(parsing: "foo bar") == nil)
        #expect(CallShape(parsing: "print()")?.description == "print(…)")
    }

    @Test func labelOnlyShapeMatchesAnyCallWithThatLabel() throws {
        let check = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: ".sheet(isPresented:)"))])
        let file = SourceFile(path: "A.swift", text: """
        view.sheet(isPresented: $isShowingA) { A() }
        view.sheet(isPresented: $isShowingB, onDismiss: reset) { B() }
        view.sheet(item: $store.scope(state: \\.child, action: \\.child)) { C(store: $0) }
        """)
        #expect(check.run(on: file, context: CheckContext()).map(\.line) == [1, 2])
    }
}
