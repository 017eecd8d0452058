import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightRepository

/// The compile cache may only save time: every answer must be what a fresh compile gives.
@Suite struct CompileCacheTests {
    static let skill = """
        ---
        name: probe
        description: A skill for the compile cache tests.
        ---
        # Probe

        ## Rules
        - Never call `print(` in production code; use `Logger` instead.

          ❌ Don't:
          ```swift
          print("hello")
          ```
          ✅ Do:
          ```swift
          logger.info("hello")
          ```
        - Views must not use `URLSession.shared`.
        - Keep functions short.
          <!-- preflight: {manual: "needs judgement"} -->

        ## Checklist
        - [ ] No `print(` calls left in the change
        - [ ] Screenshots are attached to the pull request
        """

    static func document(_ text: String = skill, path: String = "Skills/probe/SKILL.md") throws -> SkillDocument {
        try SkillDocument.parse(text: text, path: path)
    }

    static func entries(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
    }

    @Test func aSecondCompileReadsTheEntryAndEqualsAFreshOne() throws {
        let folder = try Probe.temporaryFolder("preflight-cache")
        let cache = CompileCache(folder: folder.path)
        let document = try Self.document()
        let fresh = try SkillCompiler.compile(document)
        #expect(fresh.items.contains { !$0.checks.isEmpty })

        let first = try cache.compile(document)
        #expect(Self.entries(in: folder).count == 1)
        let second = try cache.compile(document)
        #expect(ReflectedEquality.equal(first, fresh))
        #expect(ReflectedEquality.equal(second, fresh))

        // Proof the second answer came from the entry: an entry edited by hand is what it returns.
        let entry = folder.appendingPathComponent(Self.entries(in: folder)[0])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: Any])
        object["warnings"] = ["from the cache"]
        try JSONSerialization.data(withJSONObject: object).write(to: entry)
        #expect(try cache.compile(document).warnings == ["from the cache"])
    }

    @Test func aChangedDocumentIsCompiledAfresh() throws {
        let folder = try Probe.temporaryFolder("preflight-cache")
        let cache = CompileCache(folder: folder.path)
        _ = try cache.compile(try Self.document())
        let edited = try Self.document(Self.skill + "\n- [ ] `fatalError(` is never called\n")
        let compiled = try cache.compile(edited)
        #expect(ReflectedEquality.equal(compiled, try SkillCompiler.compile(edited)))
        #expect(compiled.items.contains { $0.statement.text.contains("fatalError") })
        #expect(Self.entries(in: folder).count == 2)
    }

    /// The path, discovery's name and folder, and the build all change what a compile gives.
    @Test func theKeyCoversPathNameFolderAndBuild() throws {
        let folder = try Probe.temporaryFolder("preflight-cache")
        let executable = folder.appendingPathComponent("fake-preflight")
        try Data("build one".utf8).write(to: executable)
        let cache = CompileCache(folder: folder.path, executable: executable.path)
        let document = try Self.document()
        var keys: Set<String> = []
        keys.insert(try #require(cache.entryPath(for: document)))
        keys.insert(try #require(cache.entryPath(for: try Self.document(path: "Other/SKILL.md"))))
        var named = document
        named.assignedName = "probe-2"
        keys.insert(try #require(cache.entryPath(for: named)))
        var placed = document
        placed.folder = "Feature"
        keys.insert(try #require(cache.entryPath(for: placed)))
        try Data("build two, longer".utf8).write(to: executable)
        keys.insert(try #require(CompileCache(folder: folder.path, executable: executable.path).entryPath(for: document)))
        #expect(keys.count == 5)
        #expect(cache.entryPath(for: document) == cache.entryPath(for: try Self.document()))
    }

    @Test(arguments: ["", "{", "not json at all", "{\"items\": 3}", "\u{0}\u{1}binary"])
    func aCorruptEntryIsCompiledAfreshAndReplaced(content: String) throws {
        let folder = try Probe.temporaryFolder("preflight-cache")
        let cache = CompileCache(folder: folder.path)
        let document = try Self.document()
        let entry = try #require(cache.entryPath(for: document))
        try Data(content.utf8).write(to: URL(fileURLWithPath: entry))
        let compiled = try cache.compile(document)
        #expect(ReflectedEquality.equal(compiled, try SkillCompiler.compile(document)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) != Data(content.utf8))
        #expect(ReflectedEquality.equal(try cache.compile(document), compiled))
    }

    /// A cache folder that cannot be made (its parent is a file; true even for root) is not used.
    @Test func anUnwritableFolderStillCompiles() throws {
        let parent = try Probe.temporaryFolder("preflight-cache")
        let file = parent.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let cache = CompileCache(folder: file.appendingPathComponent("preflight").path)
        let document = try Self.document()
        let compiled = try cache.compile(document)
        #expect(ReflectedEquality.equal(compiled, try SkillCompiler.compile(document)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["a-file"])
    }

    @Test func whereTheCacheLives() {
        #expect(CompileCache.folder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"], disabled: false) == "/x/cache/preflight")
        #expect(CompileCache.folder(environment: ["HOME": "/home/me"], disabled: false) == "/home/me/.cache/preflight")
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        #expect(CompileCache.folder(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"], disabled: false) == "/home/me/.cache/preflight")
        #expect(CompileCache.folder(environment: ["HOME": "/home/me"], disabled: true) == nil)
        #expect(CompileCache.folder(environment: ["HOME": "/home/me", "PREFLIGHT_NO_CACHE": "1"], disabled: false) == nil)
        #expect(CompileCache.folder(environment: ["HOME": "/home/me", "PREFLIGHT_NO_CACHE": "0"], disabled: false) == "/home/me/.cache/preflight")
        #expect(CompileCache.folder(environment: [:], disabled: false) == nil)
    }

    /// Every shipped skill survives the cache (none is refused for a lossy coding), and audit,
    /// review and checklist print the same bytes from a cold cache, a warm one and none.
    @Test func cachedAndFreshRunsPrintTheSameReports() throws {
        let cacheHome = try Probe.temporaryFolder("preflight-cache-home")
        let app = try Probe.copyOfExampleApp()
        try Probe.write("import Foundation\n\nenum Misc { static let session = URLSession.shared }\n", to: "Core/Misc.swift", in: app)
        let diff = """
            diff --git a/Core/Misc.swift b/Core/Misc.swift
            new file mode 100644
            --- /dev/null
            +++ b/Core/Misc.swift
            @@ -0,0 +1,3 @@
            +import Foundation
            +
            +enum Misc { static let session = URLSession.shared }

            """
        let warm = ["XDG_CACHE_HOME": cacheHome.path]
        let runs: [[String]] = [
            ["audit", app.path, "--skill", Probe.skillsFolder, "--format", "sarif"],
            ["review", app.path, "--skill", Probe.skillsFolder, "--diff", "-", "--format", "json"],
            ["checklist", app.path, "--skill", Probe.skillsFolder, "--diff", "-", "--format", "md"],
        ]
        for (index, arguments) in runs.enumerated() {
            let cached = Probe.cli(arguments, stdin: Data(diff.utf8), environment: warm)
            if index == 0 {
                let skills = try ConventionDocuments.load([Probe.skillsFolder]).documents.count
                #expect(Self.entries(in: cacheHome.appendingPathComponent("preflight")).count == skills)
            }
            let again = Probe.cli(arguments, stdin: Data(diff.utf8), environment: warm)
            let fresh = Probe.cli(arguments + ["--no-cache"], stdin: Data(diff.utf8), environment: warm)
            #expect(!cached.out.isEmpty)
            #expect(cached.out == fresh.out, "\(arguments[0]): cold cache and no cache differ")
            #expect(again.out == fresh.out, "\(arguments[0]): warm cache and no cache differ")
            #expect(cached.code == fresh.code && again.code == fresh.code)
        }
    }
}
