import Testing
@testable import PreflightCompiler

/// Exceptions told after a section's bans, and verdicts written in parentheses in table headers.
@Suite struct SectionExceptionTests {
    @Test(arguments: ["Exception: widgets may use literals.", "**Exceptions**: previews", "- 例外：ウィジェット拡張ではリテラル可",
                      "Ausnahme: Widgets", "예외: 위젯 확장", "Excepción: los widgets"])
    func exceptionLabelsOpenTheText(_ text: String) {
        #expect(SectionExceptions.opensWithExceptionLabel(text))
    }

    @Test(arguments: ["Exceptions are rare.", "The exception handler logs it.", "No exception: every view follows this."])
    func exceptionWordsElsewhereAreNoLabel(_ text: String) {
        #expect(!SectionExceptions.opensWithExceptionLabel(text), "\(text)")
    }

    @Test func verdictsInParenthesesCloseAHeader() {
        typealias Walker = StatementExtractor.Walker
        #expect(Walker.columnVerdict("Written directly (forbidden)") == .bad)
        #expect(Walker.columnVerdict("直書きの例（禁止）") == .bad)
        #expect(Walker.columnVerdict("❌ Don't") == .bad)
        #expect(Walker.columnVerdict("Where it comes from (recommended file)") == .good)
        #expect(Walker.columnVerdict("What you write") == nil)
    }

    @Test func aToldExceptionKeepsTheSectionsBansForAPerson() throws {
        let skill = try Probe.compile("""
        # Conventions

        ## Strings

        - Never write `Text("…")` with a literal; use `Strings.*`.

        Exception: the widget extension cannot see `Strings`, so literals there are fine.

        ## Logging

        - Never call `print`.
        """, path: "AGENTS.md")
        let strings = try #require(skill.items.first { $0.statement.text.contains("Text(") })
        #expect(strings.checks.isEmpty)
        #expect(strings.reason?.contains("exception at line 7") == true, "\(strings.reason ?? "")")
        let logging = try #require(skill.items.first { $0.statement.text.contains("print") })
        #expect(!logging.checks.isEmpty)
    }
}
