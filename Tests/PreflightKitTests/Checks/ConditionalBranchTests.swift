import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// `#if DEBUG` blocks as a region: the branch that requires the flag, up to its `#else`,
/// `#elseif` or `#endif`, nested blocks included; negated and alternative conditions are not it.
@Suite struct ConditionalBranchTests {
    /// The lines of `text` the region covers, by the first token of each line it reaches.
    static func coveredLines(_ text: String, flag: String = "DEBUG") -> Set<Int> {
        let file = SourceFile(path: "A.swift", text: text)
        let tokens = file.codeTokens
        var lines = Set<Int>()
        for range in CodeRegion.compiledWhen(flag).ranges(in: file) {
            for index in range { lines.insert(tokens[index].line) }
        }
        return lines
    }

    @Test func theDebugBranchEndsAtElse() {
        let text = """
        #if DEBUG
        print("a")
        #else
        print("b")
        #endif
        print("c")
        """
        let lines = Self.coveredLines(text)
        #expect(lines.contains(2) && !lines.contains(4) && !lines.contains(6))
    }

    @Test func nestedBlocksStayInsideTheirDebugBranch() {
        let text = """
        #if DEBUG && targetEnvironment(simulator)
        #if os(iOS)
        print("a")
        #endif
        print("b")
        #endif
        #if os(iOS)
        print("c")
        #endif
        """
        let lines = Self.coveredLines(text)
        #expect(lines.contains(3) && lines.contains(5) && !lines.contains(8))
    }

    @Test func negatedOrAlternativeConditionsAreNotTheBranch() {
        let text = """
        #if !DEBUG
        print("a")
        #endif
        #if DEBUG || BETA
        print("b")
        #endif
        #if RELEASE
        print("c")
        #elseif DEBUG
        print("d")
        #endif
        """
        let lines = Self.coveredLines(text)
        #expect(!lines.contains(2) && !lines.contains(5) && !lines.contains(8))
        // An `#elseif` branch is not read as its own block: the rule stays silent there, not wrong.
        #expect(!lines.contains(10))
    }

    @Test func unbalancedDirectivesDoNotTrap() {
        #expect(Self.coveredLines("#endif\n#else\nprint(1)\n#if DEBUG\nprint(2)").isEmpty)
    }

    @Test func theRegionReadsBackFromItsText() {
        #expect(CodeRegion(text: "compiledWhen:DEBUG") == .compiledWhen("DEBUG"))
        #expect(CodeRegion.compiledWhen("DEBUG").text == "compiledWhen:DEBUG")
        #expect(CodeRegion(text: "compiledWhen:A B") == nil)
    }
}
