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

@Suite struct ValidateLineScannerTests {
    @Test func links() {
        let found = LineScanner.links("See [a](x.md), ![img](<my file.png>) and [b](y.md \"title\"). é [c](z.md)")
        #expect(found.map(\.0) == ["x.md", "my file.png", "y.md", "z.md"])
        #expect(found.first?.1 == 5)
        #expect(found.last?.1 == 63)
        #expect(LineScanner.links("no link] (here) [x]").isEmpty)
    }

    @Test func codeSpans() {
        let found = LineScanner.codeSpans("Run `a/b.sh`, ``c`d`` and `two words` then `e`")
        #expect(found.map(\.0) == ["a/b.sh", "c`d", "e"])
        #expect(found.first?.1 == 5)
        #expect(LineScanner.codeSpans("unclosed `tick").isEmpty)
    }

    @Test func skillMentions() {
        let names = LineScanner.skillMentions("Use the swift-testing skill, see `lint` skill, the companion skill code-review. This skill, the Swift skill.")
        #expect(names.map(\.0) == ["swift-testing", "lint", "code-review"])
        #expect(names.first?.1 == 9)
    }

    @Test func dollarMentions() {
        let names = LineScanner.dollarMentions("Call $code-review or $lint, not $HOME, $1, ${x}, $(cmd), `$inside-code`, a$b")
        #expect(names.map(\.0) == ["code-review", "lint"])
    }

    @Test func paths() {
        #expect(LineScanner.normalize("/a/b/../c/./d") == "/a/c/d")
        #expect(LineScanner.join("/s/.claude/skills/x", "references/a.md") == "/s/.claude/skills/x/references/a.md")
        #expect(LineScanner.join("/s/x", "../y.md") == "/s/y.md")
        #expect(LineScanner.hasURLScheme("https://x"))
        #expect(LineScanner.hasURLScheme("mailto:a@b"))
        #expect(!LineScanner.hasURLScheme("references/a.md"))
        #expect(!LineScanner.hasURLScheme("a b:c"))
    }

    @Test func byteSearch() {
        #expect("hello world".hasBytes("o w"))
        #expect(!"hello".hasBytes("hello!"))
        #expect("Hello API_KEY".hasBytesIgnoringCase("api_key"))
        #expect(Substring("xxé skill").hasBytes("skill"))
    }
}
