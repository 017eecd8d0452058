import Foundation
import Testing
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightRepository

/// Every block of a document becomes an item or a `notRules` entry with its role; only rules and
/// checklist items are read; a check the document's own examples contradict never runs.
@Suite struct BlockRoleTests {
    /// The blocks a reader sees, each once: headings, paragraphs, list items (their own text),
    /// code, tables, quoted paragraphs, HTML that holds words.
    static func leafBlocks(_ blocks: [MarkdownBlock]) -> [(start: Int, end: Int)] {
        var result: [(Int, Int)] = []
        func visit(_ block: MarkdownBlock) {
            switch block.kind {
            case .list, .blockQuote:
                block.children.forEach(visit)
            case .item:
                let paragraph = block.children.first { $0.kind == .paragraph }
                result.append((block.startLine, paragraph?.endLine ?? block.startLine))
                for child in block.children where child.kind != .paragraph || child.startLine != paragraph?.startLine { visit(child) }
            case .thematicBreak:
                break
            case .html:
                if let literal = block.literal, literal.contains(where: \.isLetter), !Annotation.isAnnotation(literal) {
                    result.append((block.startLine, block.endLine))
                }
            default:
                result.append((block.startLine, block.endLine))
            }
        }
        blocks.forEach(visit)
        return result
    }

    /// The blocks of `skill` that are neither an item, part of one (the list a member order's
    /// lead-in introduces is that item's), nor a `notRules` entry.
    static func unaccounted(_ skill: CompiledSkill) -> [Int] {
        let itemLines = skill.items.map(\.statement.line)
        let spans = skill.items.map { $0.statement.line...max($0.statement.line, $0.statement.endLine) }
        let listed = Set(skill.notRules.map(\.line))
        return leafBlocks(skill.document.blocks).filter { block in
            !listed.contains(block.start) && !itemLines.contains { $0 >= block.start && $0 <= block.end }
                && !spans.contains { $0.contains(block.start) && $0.contains(block.end) }
        }.map(\.start)
    }

    @Test func everyBlockOfEveryCorpusDocumentIsAccounted() throws {
        var checked = 0
        for corpusCase in try PhraseCorpus.load() {
            for (index, text) in corpusCase.documents.enumerated() {
                let full = text.hasPrefix("#") || text.hasPrefix("---") ? text : "# Conventions\n\n" + text
                let skill = try SkillCompiler.compile(try SkillDocument.parse(text: full, path: "AGENTS.md"))
                let missing = Self.unaccounted(skill)
                #expect(missing.isEmpty, "\(corpusCase.key)#\(index + 1): lines \(missing) became neither an item nor a notRules entry")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    @Test func everyBlockOfTheShippedSkillsAndSeedsIsAccounted() throws {
        var skills = try Probe.shippedRuleSet().skills
        if SharedFolder.runSeedTests {
            let seeds = try FileManager.default.contentsOfDirectory(atPath: SharedFolder.seeds.path).filter { $0.hasSuffix(".txt") }.sorted()
            skills += try seeds.map { try SkillCompiler.compile(try SkillDocument.load(path: SharedFolder.seeds.appendingPathComponent($0).path)) }
        }
        #expect(skills.count >= 4)
        for skill in skills {
            let missing = Self.unaccounted(skill)
            #expect(missing.isEmpty, "\(skill.path): lines \(missing) became neither an item nor a notRules entry")
        }
    }

    @Test func sampleOutputTemplateAndStoryHoldNoRules() throws {
        let skill = try Probe.compile("""
        # Review skill

        ## Rules

        - Never call `fatalError()` in library code.

        ## Example output

        ### Line 42: retain cycle in a closure

        - Never capture `self` strongly, says the reviewer.

        ## PR template

        - No `print` left behind

        ## Changelog

        - 1.2: do not use `LegacyStore` anymore.
        """)
        #expect(skill.items.map(\.statement.line) == [5])
        let roles = Dictionary(skill.notRules.map { ($0.line, $0.role) }, uniquingKeysWith: { first, _ in first })
        #expect(roles[9] == .heading)
        #expect(roles[11] == .sampleOutput)
        #expect(roles[15] == .template)
        #expect(roles[19] == .narrative)
        // No heading's number became a limit.
        #expect(!skill.items.flatMap(\.checks).contains { $0.kind.contains("length") })
    }

    @Test func aHeadingNamesASectionOnlyAsItsWholeTitle() throws {
        let skill = try Probe.compile("""
        # Rules

        ## Background tasks

        - Never call `Thread.sleep` in a background task.

        ## Resources and previews

        - Never hard-code a colour; use `Palette`.
        """)
        #expect(skill.items.count == 2, "\(skill.notRules)")
    }

    @Test func processSectionsKeepTheirItemsButNoCodeChecks() throws {
        let skill = try Probe.compile("""
        # Team

        ## Commit messages

        - Keep the subject line at most 50 characters.

        ## Git

        - Never commit `.env` files.
        """)
        let subject = try #require(skill.items.first { $0.statement.text.contains("subject line") })
        #expect(subject.checks.isEmpty)
        #expect(subject.reason?.contains("process") == true, "\(subject.reason ?? "")")
        let env = try #require(skill.items.first { $0.statement.text.contains(".env") })
        #expect(env.checks.contains { $0.check.asTreeCheck != nil || $0.check.asChangeCheck != nil }, "\(env.checks.map(\.kind))")
    }

    @Test func codePastedAsProseIsAnExample() throws {
        let skill = try Probe.compile("""
        # Helpers

        @available(iOS, introduced: 13, deprecated: 16)
        extension NavigationLink {
          public init(item: Binding<Bool>) {
          }
        }
        """)
        #expect(skill.items.isEmpty)
        #expect(skill.notRules.contains { $0.line == 3 && $0.role == .example })
    }

    @Test func notRulesAreInCompileJSONAndMarkdown() throws {
        let root = try Probe.temporaryFolder("preflight-not-rules")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("# Doc\n\n## Sample output\n\n- finding at line 3\n\n## Rules\n\n- Never use `AnyView`.\n", to: "AGENTS.md", in: root)
        let json = Probe.cli(["compile", "AGENTS.md", "--format", "json"], in: root.path)
        #expect(json.code == 0, "\(json.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let skill = try #require((object["skills"] as? [[String: Any]])?.first)
        let notRules = try #require(skill["notRules"] as? [[String: Any]])
        #expect(notRules.contains { $0["role"] as? String == "sample-output" && $0["line"] as? Int == 5 && ($0["path"] as? String)?.hasSuffix("AGENTS.md") == true })
        let markdown = Probe.cli(["compile", "AGENTS.md"], in: root.path)
        #expect(markdown.out.contains("Not read as rules") && markdown.out.contains("sample-output"))
    }
}

/// The document checks its own reading: a check its Do example contradicts never runs.
@Suite struct ExampleAttachmentTests {
    static let document = """
    # Views

    ## Layout

    - Never use `AnyView`.

    ❌ Don't:

    ```swift
    var body: some View { AnyView(Text("Hi")) }
    ```

    - Prefer `.task { }` over `Task { }` in views.

    ✅ Do:

    ```swift
    var body: some View {
        Text("Hi").task { await load() }
        Button("Retry") { Task { await load() } }
    }
    ```
    """

    @Test func aConfirmedCheckRunsAndAContradictedOneDoesNot() throws {
        let skill = try Probe.compile(Self.document, path: "AGENTS.md")
        let anyView = try #require(skill.items.first { $0.statement.text.contains("AnyView") })
        #expect(anyView.checks.contains { $0.isConfirmed }, "\(anyView.checks.map(\.id))")
        let task = try #require(skill.items.first { $0.statement.text.contains(".task") })
        #expect(task.checks.isEmpty, "\(task.checks.map(\.check.summary))")
        #expect(task.reason?.hasPrefix("contradicted by the document's example at AGENTS.md:") == true, "\(task.reason ?? "")")

        let root = try Probe.temporaryFolder("preflight-contradicted")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write(Self.document, to: "AGENTS.md", in: root)
        try Probe.write("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                Button("Go") { Task { await go() } }
            }
        }
        """, to: "App/Home.swift", in: root)
        let run = Probe.cli(["audit", ".", "--format", "json"], in: root.path)
        #expect(run.code == 0, "the contradicted check ran: \(run.out)")
    }

    @Test func aDontExampleNoCheckCatchesLeavesTheItemPartlyChecked() throws {
        let skill = try Probe.compile("""
        # Views

        - Never use `AnyView`.

        ❌ Don't:

        ```swift
        var body: some View { Group { Text("Hi") } }
        ```
        """)
        let item = try #require(skill.items.first)
        #expect(!item.checks.isEmpty)
        #expect(item.uncheckedParts.contains { $0.contains("Don't example at line") }, "\(item.uncheckedParts)")
    }
}
