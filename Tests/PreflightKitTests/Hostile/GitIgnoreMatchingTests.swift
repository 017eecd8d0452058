import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightModel
@testable import PreflightRepository

/// `.gitignore` matching against git itself: generated trees and pattern files, each path asked
/// of `git check-ignore` and of Preflight's rules, and the walk compared with what `git ls-files
/// --others --exclude-standard` would add. Seeded, so a failure replays.
@Suite struct GitIgnoreMatchingTests {
    /// SplitMix64: small, seeded, the same on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let folders = ["Features", "Features/sub", "Features/sub/deep", "App", "App/Views", "build", "docs",
                          "a.swift", "a.swift/inner", ".hidden", "a b", "é", "Ab", "x1"]
    static let names = ["c.swift", "x.swift", "Ab.swift", "foo.log", "README.md", "[x].txt", "b1", "#note", "!bang",
                        "trail ", "é.swift", "build", "Z.SWIFT", "a.b.c"]
    static let patterns = [
        "foo.log", "build", "README.md", "c.swift", "*.swift", "*.log", "?.swift", "x*", "*b*", "[ab]*", "[!a]*.swift",
        "[[:alpha:]]*", "[[:digit:]]*", "[[:upper:]]*", "[[:alpha:]][[:digit:]]", "[a-c].swift", "\\[x\\].txt", "[x].txt",
        "/build", "/Features", "/docs/*.md", "Features/*.swift", "Features/**", "Features/**/", "**/*.swift/**", "**/build",
        "Features/**/deep", "docs/", "App/**/*.swift", "**/sub", "*/", "App/*/", "a.swift/", "/a.swift", "\\#note", "\\!bang",
        "foo.log  ", "trail\\ ", "é*", "*.SWIFT", "**/Views/*", "sub/", "sub", "deep/**", "Features/sub/", "*.b.*",
        "[^x]*.log", "Ab/", "**/inner", ".hidden/", "**", "a b/", "x1/**", "*/c.swift", "**/*.swift",
    ]

    /// A generated case: folders, files, a root `.gitignore` and maybe a nested one.
    struct Case {
        var files: [String] = []
        var folders: [String] = []
        var ignoreFiles: [(folder: String, text: String)] = []
    }

    static func makeCase(seed: UInt64) -> Case {
        var random = Random(state: seed)
        var result = Case()
        result.folders = folders.filter { _ in random.below(3) != 0 }
        // A folder's parents come with it.
        var all = Set<String>()
        for folder in result.folders {
            var parts: [Substring] = []
            for part in folder.split(separator: "/") { parts.append(part); all.insert(parts.joined(separator: "/")) }
        }
        result.folders = all.sorted()
        for folder in [""] + result.folders {
            for name in names where random.below(4) == 0 {
                let path = folder.isEmpty ? name : folder + "/" + name
                if !all.contains(path) { result.files.append(path) }
            }
        }
        func patternFile() -> String {
            var lines: [String] = []
            for _ in 0..<(2 + random.below(6)) {
                var pattern = random.pick(patterns)
                if random.below(6) == 0 { pattern = "!" + pattern }
                lines.append(pattern)
            }
            return lines.joined(separator: "\n") + (random.below(2) == 0 ? "\n" : "")
        }
        result.ignoreFiles.append(("", patternFile()))
        if let nested = result.folders.filter({ _ in random.below(3) == 0 }).first {
            result.ignoreFiles.append((nested, patternFile()))
        }
        return result
    }

    /// Builds the case in a new git repository.
    static func materialize(_ testCase: Case) throws -> ChangeGitFixture {
        let repository = try ChangeGitFixture()
        for folder in testCase.folders {
            try FileManager.default.createDirectory(at: repository.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in testCase.files { try repository.write(file, "x\n") }
        for (folder, text) in testCase.ignoreFiles {
            try repository.write(folder.isEmpty ? ".gitignore" : folder + "/.gitignore", text)
        }
        return repository
    }

    /// What git says is ignored, among `paths`.
    static func gitIgnored(_ paths: [String], in repository: ChangeGitFixture) throws -> Set<String> {
        guard let git = ProcessRunner.locate("git") else { throw ChangeFixtureError("git not found") }
        let input = Data(paths.joined(separator: "\0").utf8) + Data([0])
        let result = try ProcessRunner.run(git, ["check-ignore", "--stdin", "-z", "--no-index"], directory: repository.url,
                                           environment: ChangeGitFixture.environment, input: input)
        guard result.status == 0 || result.status == 1 else {
            throw ChangeFixtureError("git check-ignore failed: \(result.stderrSummary)")
        }
        return Set(result.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// What Preflight's rules say, the way the walk applies them: a path is ignored when it or
    /// a folder above it is.
    static func preflightIgnored(_ path: String, isDirectory: Bool, testCase: Case) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        for depth in 1...components.count {
            let prefix = components[..<depth].joined(separator: "/")
            var stack = IgnoreStack()
            for (folder, text) in testCase.ignoreFiles where folder.isEmpty || prefix.hasPrefix(folder + "/") {
                stack = stack.adding(IgnoreRules(base: folder, text: text))
            }
            let folder = depth < components.count || isDirectory
            if stack.isIgnored(prefix, isDirectory: folder) { return true }
        }
        return false
    }

    @Test(arguments: 0..<48)
    func matchesGitCheckIgnore(_ seed: Int) throws {
        let testCase = Self.makeCase(seed: UInt64(seed) &* 7919 &+ 17)
        let repository = try Self.materialize(testCase)
        let paths = testCase.folders + testCase.files
        let ignored = try Self.gitIgnored(paths, in: repository)
        for path in paths {
            let ours = Self.preflightIgnored(path, isDirectory: testCase.folders.contains(path), testCase: testCase)
            #expect(ours == ignored.contains(path),
                    "seed \(seed): '\(path)' git \(ignored.contains(path) ? "ignores" : "keeps") it; .gitignore files: \(testCase.ignoreFiles)")
        }
    }

    @Test(arguments: 0..<24)
    func walkKeepsWhatGitWouldAdd(_ seed: Int) throws {
        let testCase = Self.makeCase(seed: UInt64(seed) &* 104_729 &+ 3)
        let repository = try Self.materialize(testCase)
        let listed = try repository.gitArguments(["ls-files", "-z", "--others", "--exclude-standard"])
        let expected = Set(listed.split(separator: "\0").map(String.init))
        let workspace = try Workspace(root: repository.path)
        #expect(Set(workspace.paths) == expected, "seed \(seed): .gitignore files: \(testCase.ignoreFiles)")
    }

    // MARK: The cases the issue names

    @Test func swiftFilesAreNotIgnoredByAPatternForFoldersNamedLikeThem() {
        let rules = IgnoreRules(base: "", text: "**/*.swift/**\n")
        #expect(rules.verdict(forRelativePath: "App/a.swift", isDirectory: false) == nil)
        #expect(rules.verdict(forRelativePath: "a.swift", isDirectory: false) == nil)
        #expect(rules.verdict(forRelativePath: "Gen.swift/x.txt", isDirectory: false) == true)
    }

    @Test func folderPatternKeepsTheFilesDirectlyInside() {
        let rules = IgnoreRules(base: "", text: "Features/**/\n")
        #expect(rules.verdict(forRelativePath: "Features", isDirectory: true) == nil)
        #expect(rules.verdict(forRelativePath: "Features/c.swift", isDirectory: false) == nil)
        #expect(rules.verdict(forRelativePath: "Features/sub", isDirectory: true) == true)
    }

    @Test func posixClassesNegationAndAnchoring() {
        let rules = IgnoreRules(base: "", text: "[[:alpha:]]*.log\n!keep.log\n/top.txt\n")
        #expect(rules.verdict(forRelativePath: "a.log", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "sub/b.log", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "1.log", isDirectory: false) == nil)
        #expect(rules.verdict(forRelativePath: "keep.log", isDirectory: false) == false)
        #expect(rules.verdict(forRelativePath: "top.txt", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "sub/top.txt", isDirectory: false) == nil)
    }

    @Test func crlfAndByteOrderMarkAsGitReadsThem() {
        let rules = IgnoreRules(base: "", text: "\u{FEFF}one.txt\r\ntwo.txt \r\n")
        #expect(rules.verdict(forRelativePath: "one.txt", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "two.txt", isDirectory: false) == true)
    }

    @Test func thousandsOfPatternsAreCompiledOnceAndLookedUp() {
        var text = ""
        for index in 0..<10_000 { text += index % 2 == 0 ? "generated-\(index).swift\n" : "*.ext\(index)\n" }
        text += "Sources/**/Secret*.swift\n"
        let rules = IgnoreRules(base: "", text: text)
        #expect(rules.rules.count == 10_001)
        #expect(rules.verdict(forRelativePath: "App/generated-42.swift", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "App/file.ext43", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "Sources/A/B/SecretKeys.swift", isDirectory: false) == true)
        #expect(rules.verdict(forRelativePath: "App/kept.swift", isDirectory: false) == nil)
    }
}
