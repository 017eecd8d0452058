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

@Suite struct FrontmatterTests {
    @Test func readsScalarsBlockScalarsAndNestedMetadata() throws {
        let text = """
        ---
        name: swift-style
        description: >
          Folded text
          over two lines.
        notes: |
          kept
          as is
        quoted: "a # not a comment"
        single: 'it''s'
        metadata:
          owner: ios-team
          tags: [swift, ui]
        ---
        # Title
        """
        let front = try #require(try Frontmatter.parse(text, file: "SKILL.md"))
        #expect(front["name"]?.scalar == "swift-style")
        #expect(front["name"]?.line == 2)
        #expect(front["description"]?.scalar == "Folded text over two lines.\n")
        #expect(front["description"]?.scalarStyle == .folded)
        #expect(front["notes"]?.scalar == "kept\nas is\n")
        #expect(front["quoted"]?.scalarStyle == .doubleQuoted)
        #expect(front["single"]?.scalar == "it's")
        #expect(front["metadata"]?["owner"]?.scalar == "ios-team")
        #expect(front["metadata"]?["owner"]?.line == 12)
        #expect(front["metadata"]?["owner"]?.column == 10)
        #expect(front["metadata"]?["tags"]?.sequence?.count == 2)
        #expect(front.closingLine == 14)
    }

    @Test func resolvesAnchorsAndAliases() throws {
        let text = "---\nbase: &shared\n  level: high\ncopy: *shared\n---\n"
        let front = try #require(try Frontmatter.parse(text, file: "SKILL.md"))
        #expect(front["copy"]?["level"]?.scalar == "high")
        #expect(front["copy"]?.alias == "shared")
        #expect(front["copy"]?.line == 4)
    }

    @Test func acceptsByteOrderMarkCRLFAndDotsCloser() throws {
        let text = "\u{FEFF}---\r\nname: x\r\n...\r\nbody\r\n"
        let front = try #require(try Frontmatter.parse(text, file: "SKILL.md"))
        #expect(front.hadByteOrderMark)
        #expect(front["name"]?.scalar == "x")
        #expect(front.closingLine == 3)
    }

    @Test func documentWithoutFrontmatterIsValid() throws {
        #expect(try Frontmatter.parse("# AGENTS\n\n- Never commit secrets.\n", file: "AGENTS.md") == nil)
        #expect(try Frontmatter.parse("\n---\nname: x\n---\n", file: "SKILL.md") == nil)
    }

    @Test(arguments: [
        ("---\nname: x\ndescription: y\n", 1, "never closed"),
        ("---\nname: x\nname: y\n---\n", 3, "duplicate key 'name'"),
        ("---\n- a\n- b\n---\n", 2, "must be a mapping"),
        ("---\nname: [unclosed\ndescription: y\n---\n", 3, "YAML syntax error"),
        ("---\nname: x\n  bad: indent\n---\n", 3, "YAML syntax error"),
        ("---\n---\n", 1, "empty"),
        ("---\nkey: *missing\n---\n", 2, "has no anchor"),
    ])
    func malformedFrontmatterNamesTheLine(text: String, line: Int, message: String) {
        do {
            _ = try Frontmatter.parse(text, file: "skills/x/SKILL.md")
            Issue.record("expected an error for \(text.debugDescription)")
        } catch let error as PreflightError {
            #expect(error.file == "skills/x/SKILL.md")
            #expect(error.line == line, "\(error)")
            #expect(error.description.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// A convention document other than a skill may open with `---` as a Markdown rule; when the
    /// lines after it are not YAML, the document is read as Markdown and compile says so. A
    /// skill's frontmatter is required: there the same text is an error at its line.
    @Test func aConventionDocumentOpeningWithARuleIsMarkdown() throws {
        let text = "---\n\nGuidelines for the app (Swift):\n\n**Files**\n\n- Never use `AnyView`.\n\n---\n\n- Never call `print`.\n"
        let document = try SkillDocument.parse(text: text, path: ".github/copilot-instructions.md")
        #expect(document.frontmatter == nil)
        #expect(document.frontmatterProblem != nil)
        let skill = try SkillCompiler.compile(document)
        #expect(skill.items.count == 2, "\(skill.items.map(\.statement.text))")
        #expect(skill.warnings.contains { $0.contains("read as Markdown") })
        #expect(throws: PreflightError.self) { try SkillDocument.parse(text: text, path: "skills/x/SKILL.md") }
        // Formats that carry settings in frontmatter, and lines that read as YAML keys, stay errors.
        #expect(throws: PreflightError.self) { try SkillDocument.parse(text: text, path: ".cursor/rules/a.mdc") }
        #expect(throws: PreflightError.self) { try SkillDocument.parse(text: text, path: ".github/instructions/a.instructions.md") }
        #expect(throws: PreflightError.self) { try SkillDocument.parse(text: "---\nglobs: [open\n---\nx\n", path: "AGENTS.md") }
    }
}
