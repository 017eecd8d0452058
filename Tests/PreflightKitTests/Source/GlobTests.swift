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

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.swift", "App.swift", true),
        ("*.swift", "Sources/App.swift", false),
        ("**/*.swift", "Sources/App.swift", true),
        ("**/*.swift", "App.swift", true),
        ("Sources/**", "Sources/a/b/c.swift", true),
        ("Sources/**", "Other/a.swift", false),
        ("Sources/**/View?.swift", "Sources/UI/ViewA.swift", true),
        ("Sources/**/View?.swift", "Sources/ViewAB.swift", false),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("[abc].txt", "b.txt", true),
        ("[abc].txt", "d.txt", false),
        ("[!abc].txt", "d.txt", true),
        ("[^abc].txt", "a.txt", false),
        ("[a-c]x", "bx", true),
        ("file[0-9].md", "file7.md", true),
        ("*.{swift,m}", "main.m", true),
        ("*.{swift,m}", "main.h", false),
        ("{App,Tests}/**/*.swift", "Tests/Unit/A.swift", true),
        ("{a,b{c,d}}.txt", "bd.txt", true),
        ("*Tests.swift", "LoginTests.swift", true),
        ("*", ".hidden", true),
        ("?afé.swift", "Café.swift", true),
        ("App/UI/File List/*.swift", "App/UI/File List/Café.swift", true),
        ("\\*.txt", "*.txt", true),
        ("\\*.txt", "a.txt", false),
        ("a*b*c", "axxbyyc", true),
        ("a*b*c", "axxbyy", false),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func pathologicalPatternsStayFast() {
        let glob = Glob(String(repeating: "*a", count: 30) + "b")
        #expect(!glob.matches(String(repeating: "a", count: 200)))
        let braces = Glob(String(repeating: "{a,b}", count: 20))
        #expect(braces.matches("aaaaaaaa") == false)
    }

    @Test("paths are cut into segments the same way whether ASCII or not",
          arguments: ["a/b/c.swift", "/lead/trail/", "a//b", "Écrans/b.swift", "a/é/c", "", "/", "x", "App/Mes fichiers/Ça.swift"])
    func segmentsMatchTheScalarSplit(path: String) {
        let expected = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        #expect(Glob.segments(of: path) == expected)
    }
}
