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

@Suite struct SuppressionsTests {
    private let rule = "swiftui-skill/private-on-state:required-modifier"
    private let other = "swift-style/no-force-unwrap:forbidden-symbol"

    private func suppressions(_ text: String) -> Suppressions {
        Suppressions(file: SourceFile(path: "App/View.swift", text: text))
    }

    @Test func disableRunsUntilEnable() {
        let s = suppressions("""
        struct A: View {
            // preflight:disable swiftui-skill/private-on-state:required-modifier
            @State var a = 0
            @State var b = 0
            // preflight:enable swiftui-skill/private-on-state:required-modifier
            @State var c = 0
        }
        """)
        #expect(!s.isSuppressed(ruleId: rule, line: 1))
        #expect(s.isSuppressed(ruleId: rule, line: 3))
        #expect(s.isSuppressed(ruleId: rule, line: 4))
        #expect(!s.isSuppressed(ruleId: rule, line: 6))
        #expect(!s.isSuppressed(ruleId: other, line: 3))
    }

    @Test func disableWithoutEnableRunsToEndOfFile() {
        let s = suppressions("let a = 1\n// preflight:disable all\nlet b = x!\nlet c = y!\n")
        #expect(!s.isSuppressed(ruleId: other, line: 1))
        #expect(s.isSuppressed(ruleId: other, line: 3))
        #expect(s.isSuppressed(ruleId: rule, line: 4))
        #expect(s.isSuppressed(ruleId: rule, line: 400))
    }

    @Test func enableAllEndsEveryRegionAndEnableOneCarvesOutOfAll() {
        let s = suppressions("""
        // preflight:disable swift-style swiftui-skill
        let a = x!
        // preflight:enable all
        let b = x!
        // preflight:disable all
        // preflight:enable swift-style/no-force-unwrap
        let c = x!
        @State var d = 0
        """)
        #expect(s.isSuppressed(ruleId: other, line: 2))
        #expect(s.isSuppressed(ruleId: rule, line: 2))
        #expect(!s.isSuppressed(ruleId: other, line: 4))
        #expect(!s.isSuppressed(ruleId: rule, line: 4))
        #expect(!s.isSuppressed(ruleId: other, line: 7))
        #expect(s.isSuppressed(ruleId: rule, line: 8))
    }

    @Test func nextLineAndSameLine() {
        let s = suppressions("""
        // preflight:disable-next-line swift-style/no-force-unwrap
        let a = x!
        let b = x!
        let c = x! // preflight:disable-line swift-style/no-force-unwrap
        let d = x!
        """)
        #expect(!s.isSuppressed(ruleId: other, line: 1))
        #expect(s.isSuppressed(ruleId: other, line: 2))
        #expect(!s.isSuppressed(ruleId: other, line: 3))
        #expect(s.isSuppressed(ruleId: other, line: 4))
        #expect(!s.isSuppressed(ruleId: other, line: 5))
        #expect(!s.isSuppressed(ruleId: rule, line: 2))
    }

    @Test func stackedNextLineDirectivesAllReachTheCodeBelow() {
        let s = suppressions("""
        // preflight:disable-next-line swift-style
        // preflight:disable-next-line swiftui-skill -- legacy screen
        @State var a = x!
        @State var b = x!
        """)
        #expect(s.isSuppressed(ruleId: other, line: 3))
        #expect(s.isSuppressed(ruleId: rule, line: 3))
        #expect(!s.isSuppressed(ruleId: other, line: 4))
    }

    @Test func nextLineDoesNotSkipAnOrdinaryCommentLine() {
        // A long comment line can be the target itself (line length on a URL).
        let s = suppressions("// preflight:disable-next-line style/width\n// https://example.com/a/very/long/url\nlet a = 1\n")
        #expect(s.isSuppressed(ruleId: "style/width:line-length", line: 2))
        #expect(!s.isSuppressed(ruleId: "style/width:line-length", line: 3))
    }

    @Test func commaSeparatedIdsAndReasons() throws {
        let s = suppressions("""
        // preflight:disable-next-line swift-style/no-force-unwrap, swiftui-skill -- legacy code, see #123
        @State var a = x!
        // preflight:disable-next-line swift-style/no-force-unwrap,swiftui-skill — migrating
        @State var b = x!
        """)
        #expect(s.isSuppressed(ruleId: other, line: 2))
        #expect(s.isSuppressed(ruleId: rule, line: 2))
        #expect(s.isSuppressed(ruleId: other, line: 4))
        #expect(s.isSuppressed(ruleId: rule, line: 4))
        #expect(s.directives.map(\.reason) == ["legacy code, see #123", "migrating"])
        #expect(s.directives[0].ids.map(\.id) == ["swift-style/no-force-unwrap", "swiftui-skill"])
        // The reason's words are not ids.
        #expect(s.unknownIds(known: [rule, other]).isEmpty)
    }

    @Test func blockCommentForms() {
        let s = suppressions("""
        /* preflight:disable swift-style */
        let a = x!
        /* preflight:enable swift-style */
        let b = x! /* preflight:disable-line swift-style */
        /*
         preflight:disable-next-line swiftui-skill
         */
        @State var c = 0
        let d = x!
        /* preflight:disable swiftui-skill
        """)
        #expect(s.isSuppressed(ruleId: other, line: 2))
        #expect(s.isSuppressed(ruleId: other, line: 4))
        #expect(s.isSuppressed(ruleId: rule, line: 8))
        #expect(!s.isSuppressed(ruleId: rule, line: 9))
        #expect(!s.isSuppressed(ruleId: other, line: 9))
        // An unterminated block comment still disables to the end of the file.
        #expect(s.isSuppressed(ruleId: rule, line: 10))
        #expect(s.directives.count == 5)
    }

    @Test func prefixMatchingStopsAtBoundaries() {
        #expect(Suppressions.matches(id: "swiftui-skill", ruleId: rule))
        #expect(Suppressions.matches(id: "swiftui-skill/private-on-state", ruleId: rule))
        #expect(Suppressions.matches(id: rule, ruleId: rule))
        #expect(Suppressions.matches(id: "all", ruleId: rule))
        #expect(Suppressions.matches(id: "skill/item", ruleId: "skill/item#2"))
        #expect(!Suppressions.matches(id: "swiftui", ruleId: rule))
        #expect(!Suppressions.matches(id: "swiftui-skill/private", ruleId: rule))
        #expect(!Suppressions.matches(id: "swiftui-skill/private-on-state:required", ruleId: rule))
        #expect(!Suppressions.matches(id: rule + "-x", ruleId: rule))
    }

    @Test func directivesInStringLiteralsAreIgnored() {
        let s = suppressions(#"""
        let a = "// preflight:disable all"
        let b = x!
        let c = """
        // preflight:disable-next-line swift-style
        """
        let d = x!
        let e = #"/* preflight:disable all */"#
        let f = x!
        """#)
        #expect(s.directives.isEmpty)
        for line in 1...8 { #expect(!s.isSuppressed(ruleId: other, line: line)) }
    }

    @Test func prosMentioningTheSyntaxIsNotADirective() {
        let s = suppressions("// Use preflight:disable sparingly\n/// preflight:disable-next-line swift-style\nlet a = x!\n")
        #expect(s.directives.count == 1)
        #expect(s.isSuppressed(ruleId: other, line: 3))
    }

    @Test func unknownIdsWithPositionsAndNotices() {
        let s = suppressions("""
        let a = 1
           // preflight:disable-next-line swift-style/no-force-unwarp, swiftui-skill all
        let b = x!
        /* preflight:disable nonexistent */
        """)
        let unknown = s.unknownIds(known: [rule, other])
        #expect(unknown.map(\.id) == ["swift-style/no-force-unwarp", "nonexistent"])
        #expect(unknown.map(\.line) == [2, 4])
        #expect(unknown.map(\.column) == [35, 22])
        let notices = s.notices(known: [rule, other])
        #expect(notices.count == 2)
        #expect(notices.allSatisfy { $0.severity == .warning && $0.ruleId == "preflight/unknown-suppression" })
        #expect(notices[0].path == "App/View.swift")
        #expect(notices[0].message.contains("did you mean 'swift-style/no-force-unwrap'"))
        #expect(!notices[1].message.contains("did you mean"))
    }

    @Test func unknownCommandsAndEmptyIdListsAreProblems() {
        let s = suppressions("// preflight:disabel swift-style\n// preflight:disable\n// preflight:disable -- why\nlet a = x!\n")
        #expect(s.directives.isEmpty)
        #expect(s.problems.count == 3)
        #expect(s.problems[0].message.contains("did you mean 'preflight:disable'"))
        #expect(s.problems[1].message.contains("names no rule"))
        #expect(!s.isSuppressed(ruleId: other, line: 4))
        let notices = s.notices(known: [other])
        #expect(notices.map(\.ruleId) == Array(repeating: "preflight/invalid-suppression", count: 3))
        #expect(notices.map(\.line) == [1, 2, 3])
    }

    @Test func crlfLinesAndTrailingCommentAfterCode() {
        let s = suppressions("let a = x! // preflight:disable-line swift-style\r\nlet b = x!\r\n")
        #expect(s.isSuppressed(ruleId: other, line: 1))
        #expect(!s.isSuppressed(ruleId: other, line: 2))
        #expect(s.directives.first?.ids.first?.id == "swift-style")
    }
}
