import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightValidate

/// Documents, frontmatter, annotations and configurations built to exhaust the stack, memory
/// or time: each is an error naming the file and line (exit 2), never a crash. Every input is
/// generated here, a few KB each.
@Suite struct DocumentLimitsTests {
    /// Frontmatter errors are a skill's (another document falls back to Markdown), so the
    /// frontmatter cases parse a `SKILL.md`.
    private func parseError(_ text: String, path: String = "deep.md") -> PreflightError? {
        do {
            _ = try SkillDocument.parse(text: text, path: path)
            return nil
        } catch let error as PreflightError {
            return error
        } catch {
            return PreflightError("\(error)")
        }
    }

    @Test(arguments: [
        ("nested list items", String(repeating: "- ", count: 3400) + "a\n", "blocks (lists, quotes) nested more than 64"),
        ("nested ordered lists", String(repeating: "1. ", count: 3000) + "a\n", "blocks (lists, quotes) nested more than 64"),
        ("nested block quotes", String(repeating: ">", count: 6800) + " a\n", "blocks (lists, quotes) nested more than 64"),
        ("nested emphasis", String(repeating: "*", count: 30000) + "a" + String(repeating: "*", count: 30000) + "\n",
         "inline markup (emphasis, links) nested more than 64"),
    ])
    func deepMarkdownIsAnErrorAtItsLine(_ name: String, _ body: String, _ message: String) throws {
        let error = try #require(parseError("# Title\n\nIntro.\n\n" + body))
        #expect(error.file == "deep.md" && error.line == 5, "\(name): \(error)")
        #expect(error.message.contains(message), "\(name): \(error)")
    }

    @Test func nestingWithinTheLimitParses() throws {
        let document = try SkillDocument.parse(text: String(repeating: "> ", count: 30) + "- *a **b** c*\n", path: "ok.md")
        var depth = 0
        var block = document.blocks.first
        while let current = block { depth += 1; block = current.children.first }
        #expect(depth >= 30)
    }

    @Test func wideTableIsRefusedBeforeCmarkBuildsIt() throws {
        let columns = 10_000
        let text = "|" + String(repeating: "a|", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: "|a|\n", count: 20_000)
        let started = Date()
        let error = try #require(parseError(text))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(error.line == 2)
        #expect(error.message.contains("tables hold more than 50000 cells"))
    }

    @Test func ordinaryTablesParse() throws {
        let rows = (1...200).map { "| `A\($0)` | never | `B\($0)` |" }.joined(separator: "\n")
        let document = try SkillDocument.parse(text: "| Do | | Don't |\n|---|:-:|---|\n\(rows)\n", path: "t.md")
        #expect(document.blocks.first?.kind == .table)
        #expect(document.blocks.first?.children.count == 201)
    }

    @Test func deepFrontmatterIsAnError() throws {
        let text = "---\nname: x\ndescription: " + String(repeating: "[", count: 5400) + String(repeating: "]", count: 5400) + "\n---\n# A\n"
        let error = try #require(parseError(text, path: "deep/SKILL.md"))
        #expect(error.line == 3)
        #expect(error.message.contains("YAML nested more than 64 levels deep"))
    }

    @Test func aliasExpansionIsBounded() throws {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(yaml.utf8.count < 500)
        let error = try #require(parseError("---\nname: x\n" + yaml + "---\n# A\n", path: "deep/SKILL.md"))
        #expect(error.message.contains("more than 100000 nodes once its aliases are expanded"))
        #expect(error.line.map { $0 >= 3 && $0 <= 12 } == true)
        // A handful of aliases is fine.
        let small = try SkillDocument.parse(text: "---\nname: x\nbase: &b [1, 2]\ncopy: *b\n---\n# A\n", path: "a.md")
        #expect(small.frontmatter?["copy"]?.sequence?.count == 2)
    }

    /// Few nodes, much text: a thousand aliases of an anchor holding 40 KB would print 40 MB.
    @Test func aliasExpansionOfTextIsBounded() throws {
        let anchor = (0..<4).map { "  k\($0): \"" + String(repeating: "v", count: 10_000) + "\"" }.joined(separator: "\n")
        let list = Array(repeating: "  - *a", count: 1_000).joined(separator: "\n")
        let yaml = "---\nname: x\nanchor: &a\n" + anchor + "\nlist:\n" + list + "\n---\n# A\n"
        #expect(yaml.utf8.count < 60_000)
        let error = try #require(parseError(yaml, path: "text/SKILL.md"))
        #expect(error.message.contains("more than 4 MB of text once its aliases are expanded"))
        // Aliases of small anchors stay well under it.
        let fine = "---\nname: x\nanchor: &a {k: \"" + String(repeating: "v", count: 100) + "\"}\nlist:\n"
            + Array(repeating: "  - *a", count: 1_000).joined(separator: "\n") + "\n---\n# A\n"
        #expect(try SkillDocument.parse(text: fine, path: "fine/SKILL.md").frontmatter?["list"]?.sequence?.count == 1_000)
    }

    @Test func aliasCannotNestPastTheDepthLimit() throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let error = try #require(parseError("---\nname: x\na: &a \(deep)\nb: " + String(repeating: "[", count: 40) + "*a" + String(repeating: "]", count: 40) + "\n---\n# A\n", path: "deep/SKILL.md"))
        #expect(error.message.contains("nests its anchor more than 64 levels deep"))
    }

    @Test func oversizedDocumentIsRefusedUnread() throws {
        let folder = try Probe.temporaryFolder("preflight-big-doc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("SKILL.md").path
        // 100 MB, sparse: refused from its size, not read.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("# A\n".utf8)))
        #expect(truncate(path, 100 * 1024 * 1024) == 0)
        #expect(throws: PreflightError(file: "SKILL.md", "is 100 MB; documents above 1 MB are not read")) {
            _ = try SkillDocument.load(path: path, displayPath: "SKILL.md")
        }
    }

    @Test func fifoIsRefusedWithoutHanging() throws {
        let folder = try Probe.temporaryFolder("preflight-fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("SKILL.md").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: PreflightError(file: "SKILL.md", "is not a regular file")) {
            _ = try SkillDocument.load(path: path, displayPath: "SKILL.md")
        }
    }

    @Test func carriageReturnLineEndingsKeepTheFrontmatter() throws {
        let text = "---\rname: cr-skill\rdescription: Old Mac line endings.\r---\r# Title\r\r- [ ] Never call `print(`.\r"
        let document = try SkillDocument.parse(text: text, path: "cr.md")
        #expect(document.frontmatter?["name"]?.scalar == "cr-skill")
        #expect(document.name == "cr-skill")
        #expect(document.title == "Title")
        #expect(document.blocks.first { $0.isList }?.startLine == 7)
    }

    // MARK: Annotations and configurations

    @Test func deepAnnotationIsAnErrorAtItsLine() throws {
        let text = "# A\n\n- [ ] Never call `print(`.\n<!-- preflight:\n  checks: " + String(repeating: "[", count: 5400) + "\n-->\n"
        let run = try HostileTree()
        try run.write("SKILL.md", text)
        let result = run.run(["compile", "SKILL.md"])
        #expect(result.code == 2)
        #expect(result.err.contains("SKILL.md:5:"), "\(result.err)")
        #expect(result.err.contains("YAML nested more than 64 levels deep"))
    }

    @Test func annotationErrorAtTheEndOfTheFileNamesALineInTheFile() throws {
        let run = try HostileTree()
        try run.write("SKILL.md", "# A\n\n- [ ] Never call `print(`. <!-- preflight: checks: [ -->\n")
        let result = run.run(["compile", "SKILL.md"])
        #expect(result.code == 2)
        #expect(result.err.hasPrefix("error: ") && result.err.contains("SKILL.md:3:"), "\(result.err)")
    }

    @Test(arguments: ["[1]", "{a: 1}", "\"\""])
    func manualTakesAReasonOrTrue(_ value: String) throws {
        let run = try HostileTree()
        try run.write("SKILL.md", "# A\n\n- [ ] Review the copy.\n<!-- preflight:\n  manual: \(value)\n-->\n")
        let result = run.run(["compile", "SKILL.md"])
        #expect(result.code == 2, "\(value)")
        #expect(result.err.contains("SKILL.md:5:11: ") && result.err.contains("must be the reason a person decides the item"), "\(result.err)")
        try run.write("SKILL.md", "# A\n\n- [ ] Review the copy.\n<!-- preflight:\n  manual: needs a designer\n-->\n")
        #expect(run.run(["compile", "SKILL.md"]).code == 0)
    }

    @Test func deepConfigurationIsAnError() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.write(".preflight.yml", "include: " + String(repeating: "[", count: 5400) + "\n")
        let result = tree.run(["audit", "."])
        #expect(result.code == 2)
        #expect(result.err.contains(".preflight.yml:1:"), "\(result.err)")
        #expect(result.err.contains("YAML nested more than 64 levels deep"))
    }

    @Test func configurationIsReadBoundedAndNeverFromAFifo() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        #expect(mkfifo(tree.path(".preflight.yml"), 0o600) == 0)
        let fifo = tree.run(["audit", "."])
        #expect(fifo.code == 2)
        #expect(fifo.err.contains(".preflight.yml: is not a regular file"), "\(fifo.err)")
        try FileManager.default.removeItem(atPath: tree.path(".preflight.yml"))
        #expect(FileManager.default.createFile(atPath: tree.path(".preflight.yml"), contents: Data("# x\n".utf8)))
        #expect(truncate(tree.path(".preflight.yml"), 50 * 1024 * 1024) == 0)
        let big = tree.run(["audit", "."])
        #expect(big.code == 2)
        #expect(big.err.contains("is 50 MB; configuration files above 1 MB are not read"), "\(big.err)")
    }

    @Test func validateReportsDeepFrontmatterAsAFinding() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", "---\nname: demo\ndescription: " + String(repeating: "[", count: 5400) + "\n---\n# A\n\nBody.\n")
        let result = tree.run(["validate", ".", "--format", "text"])
        #expect(result.code == 1, "\(result.err)")
        #expect(result.out.contains(".claude/skills/demo/SKILL.md:3:"), "\(result.out)")
        #expect(result.out.contains("nested more than 64 levels deep"))
    }
}
