import Foundation
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

@Suite struct SkillDocumentTests {
    static let sample = """
    ---
    name: sample-skill
    description: A sample used by the document tests.
    ---
    # Sample conventions

    Intro with `inline` code and a [link](docs/guide.md).

    ## Views

    - Mark state `private`:
      - nested *point* here
    - Never call `.padding(16)`; use tokens.

    ```swift
    struct A: View {
        var body: some View { Text("x") }
    }
    ```

    > Quoted advice.

    | Wrapper | Private |
    |---|---|
    | `@State` | yes |

    <!-- preflight: {disabled: true} -->

    ---

        indented code

    ## Pre-delivery checklist

    - [ ] Header present
    - [x] Imports sorted
    1. first
    2. second
    """

    func document(_ text: String = sample) throws -> SkillDocument {
        try SkillDocument.parse(text: text, path: "Skills/sample-skill/SKILL.md")
    }

    @Test func readsFrontmatterAndName() throws {
        let doc = try document()
        #expect(doc.name == "sample-skill")
        #expect(doc.frontmatter?["description"]?.line == 3)
        #expect(doc.title == "Sample conventions")
    }

    @Test func blocksCarryTheirFileLines() throws {
        let doc = try document()
        let heading = try #require(doc.blocks.first { $0.headingLevel == 1 })
        #expect(heading.startLine == 5)
        let code = try #require(doc.blocks.first { $0.codeInfo == "swift" })
        #expect(code.startLine == 15 && code.endLine == 19)
        #expect(code.literal?.contains("struct A: View") == true)
        let indented = try #require(doc.blocks.first { if case .code(_, false) = $0.kind { return true } else { return false } })
        #expect(indented.startLine == 31)
        #expect(doc.blocks.contains { $0.kind == .thematicBreak && $0.startLine == 29 })
        let html = try #require(doc.blocks.first { $0.kind == .html })
        #expect(html.startLine == 27 && html.literal?.hasPrefix("<!-- preflight:") == true)
        let table = try #require(doc.blocks.first { $0.kind == .table })
        #expect(table.startLine == 23)
        #expect(table.children.count == 2)
        #expect(table.children[1].children[0].ownCodeSpans.first?.literal == "@State")
        #expect(doc.blocks.contains { $0.kind == .blockQuote && $0.startLine == 21 })
    }

    @Test func listsNestAndTaskItemsKeepState() throws {
        let doc = try document()
        let lists = doc.blocks.filter(\.isList)
        let views = lists[0]
        #expect(views.children.count == 2)
        #expect(views.children[0].startLine == 11)
        #expect(views.children[0].children.contains { $0.isList })
        #expect(views.children[1].ownCodeSpans.map(\.literal) == [".padding(16)"])
        #expect(views.children[1].ownCodeSpans.first?.line == 13)
        let tasks = lists[1].children
        #expect(tasks.map(\.taskState) == [.open, .done])
        #expect(tasks.map(\.startLine) == [35, 36])
        if case let .list(ordered, start) = lists[2].kind {
            #expect(ordered && start == 1)
        } else {
            Issue.record("expected an ordered list")
        }
    }

    @Test func inlineCodeAndLinksAreKept() throws {
        let doc = try document()
        let intro = try #require(doc.blocks.first { $0.kind == .paragraph })
        #expect(intro.text == "Intro with `inline` code and a link.")
        #expect(intro.inlines.flatMap(\.links).first?.kind == .link(destination: "docs/guide.md"))
    }

    @Test func sectionTreeFollowsHeadings() throws {
        let doc = try document()
        #expect(doc.sections.count == 1)
        #expect(doc.sections[0].subsections.map(\.title) == ["Views", "Pre-delivery checklist"])
        #expect(doc.sections[0].subsections[1].path == ["Sample conventions", "Pre-delivery checklist"])
        #expect(doc.sections[0].subsections[1].line == 33)
    }

    @Test func crlfCopyHasTheSameLines() throws {
        let lf = try document()
        let crlf = try document(Self.sample.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(lf.blocks.map(\.startLine) == crlf.blocks.map(\.startLine))
        #expect(lf.blocks.map(\.endLine) == crlf.blocks.map(\.endLine))
        #expect(crlf.frontmatter?["name"]?.scalar == "sample-skill")
    }

    @Test func pastedBulletsBecomeListItems() throws {
        let doc = try document("""
        Checklist

        • First thing to check
        • Second, with `code`
        – Third
        """)
        let list = try #require(doc.blocks.first { $0.isList })
        #expect(list.children.map(\.text) == ["First thing to check", "Second, with `code`", "Third"])
        #expect(list.children.map(\.startLine) == [3, 4, 5])
        #expect(doc.blocks.first?.headingLevel == 2)
    }

    @Test func flattenedNumberedHeadingsAreInferred() throws {
        let doc = try document("""
        Intro paragraph that explains things.

        11. Pre-delivery checklist

        • File in place
        """)
        let heading = try #require(doc.blocks.first { $0.headingLevel != nil })
        #expect(heading.text == "Pre-delivery checklist")
        #expect(heading.startLine == 3)
        #expect(heading.isInferred)
    }

    @Test func realMarkdownShortLinesStayParagraphs() throws {
        let doc = try document("# Title\n\nUse this when building views\n\n- item\n")
        #expect(doc.blocks[1].kind == .paragraph)
    }

    @Test(arguments: [
        ([UInt8](), "is empty"),
        ([UInt8]("  \n\n".utf8), "is empty"),
        ([0x23, 0x20, 0x00, 0x01], "binary"),
        ([UInt8]("# ok\nbad ".utf8) + [0xC3, 0x28], "not valid UTF-8"),
    ])
    func badBytesAreClearErrors(bytes: [UInt8], message: String) {
        #expect {
            _ = try SkillDocument.parse(bytes: bytes, path: "x/SKILL.md")
        } throws: { error in
            let text = (error as? PreflightError)?.description ?? ""
            return text.hasPrefix("x/SKILL.md") && text.contains(message)
        }
    }

    @Test func invalidUTF8NamesLineAndColumn() {
        let bytes = [UInt8]("# ok\nbad ".utf8) + [0xC3, 0x28]
        #expect(throws: PreflightError(file: "f.md", line: 2, column: 5, "is not valid UTF-8")) {
            _ = try SkillDocument.parse(bytes: bytes, path: "f.md")
        }
    }

    @Test func directoryIsRejected() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PreflightError.self) { _ = try SkillDocument.load(path: folder.path, displayPath: "dir") }
    }

    @Test func documentUpToTheSizeLimitParsesAndALargerOneIsRefused() throws {
        var text = "# Big\n\n"
        let chunk = "- Never use `.padding(16)` in a view body, use tokens instead of literal numbers.\n"
        while text.utf8.count + chunk.utf8.count <= DocumentBounds.maximumBytes { text += chunk }
        let doc = try SkillDocument.parse(text: text, path: "big.md")
        #expect(doc.blocks.last?.children.count ?? 0 > 10_000)
        text += chunk
        #expect(throws: PreflightError(file: "big.md", "is larger than 1 MB; documents that large are not read")) {
            _ = try SkillDocument.parse(text: text, path: "big.md")
        }
    }
}
