import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightEngine
@testable import PreflightModel

/// `audit FILE...` and `audit --stdin-path PATH < buffer`: a few files, or an editor's unsaved
/// text, checked as part of their repository.
@Suite struct FilesAndBuffersTests {
    typealias Repository = DiscoveryTests.Repository

    @Test func oneFileIsCheckedAsPartOfItsRepository() throws {
        let repository = try Repository()
        let run = Probe.cli(["audit", "Features/Home/HomeView.swift", "--format", "json"], in: repository.path)
        #expect(run.code == 1, "\(run.err)")
        let found = try DiscoveryTests.findings(run.out)
        // The nested AGENTS.md governs it; nothing about other files is reported.
        #expect(found.map(\.path) == ["Features/Home/HomeView.swift"])
        #expect(found.first?.rule.hasPrefix("Features-Home-AGENTS/") == true)
    }

    @Test func severalFilesAndAFolderFromASubFolder() throws {
        let repository = try Repository()
        let run = Probe.cli(["audit", "Start.swift", "Open.swift", "../Tests", "--format", "json"],
                            in: repository.url.appendingPathComponent("App").path)
        #expect(run.code == 1, "\(run.err)")
        let paths = Set(try DiscoveryTests.findings(run.out).map(\.path))
        #expect(paths == ["App/Start.swift", "App/Open.swift", "Tests/HomeTests.swift"])
    }

    @Test func itemsThatReachNoGivenFileAreNotApplicable() throws {
        let repository = try Repository()
        let run = Probe.cli(["audit", "App/Open.swift", "--format", "json"], in: repository.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        // Failed: the Copilot rule; passed: the rules about every file; the nested document, the
        // Cursor rule and the tests' instructions reach nothing given.
        #expect(summary["failed"] == 1)
        #expect(summary["passed"] == 2)
        #expect(summary["notApplicable"] == 3)
        #expect(!run.err.contains("matches no file"))
    }

    @Test func aFileHiddenByGitignoreIsStillCheckedWhenNamed() throws {
        let repository = try Repository()
        try repository.write(".gitignore", "Generated/\n")
        try repository.write("Generated/Log.swift", "func f() { NSLog(\"x\") }\n")
        #expect(try DiscoveryTests.findings(repository.audit().out).allSatisfy { !$0.path.hasPrefix("Generated/") })
        let named = Probe.cli(["audit", "Generated/Log.swift", "--format", "json"], in: repository.path)
        #expect(try DiscoveryTests.findings(named.out).map(\.path) == ["Generated/Log.swift"])
        // The configuration's exclude still holds: it says what audits are about.
        try repository.write(".preflight.yml", "exclude: [Generated]\n")
        let excluded = Probe.cli(["audit", "Generated/Log.swift", "--format", "json"], in: repository.path)
        #expect(try DiscoveryTests.findings(excluded.out).isEmpty)
    }

    @Test func aBufferStandsForItsFile() throws {
        let repository = try Repository()
        // On disk the file is clean; the editor's buffer is not.
        try repository.write("App/Draft.swift", "func draft() {}\n")
        let buffer = Data("import Foundation\n\nfunc draft() {\n    NSLog(\"draft\")\n}\n".utf8)
        let run = Probe.cli(["audit", "--stdin-path", "App/Draft.swift", "--format", "xcode"], in: repository.path, stdin: buffer)
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out == repository.path + "/App/Draft.swift:4:5: error: uses `NSLog` [AGENTS/never-call-nslog-use-module-s:forbidden-symbol]\n")
        // The buffer wins even when it fixes what the disk still has.
        try repository.write("App/Draft.swift", "func draft() { NSLog(\"disk\") }\n")
        let fixed = Probe.cli(["audit", "--stdin-path", "App/Draft.swift", "--format", "xcode"], in: repository.path,
                              stdin: Data("func draft() {}\n".utf8))
        #expect(fixed.code == 0)
        #expect(fixed.out.isEmpty)
    }

    @Test func aBufferForAFileNotSavedYet() throws {
        let repository = try Repository()
        let run = Probe.cli(["audit", "--stdin-path", "Features/Home/NewScreen.swift", "--format", "json"],
                            in: repository.path, stdin: Data("func load() { DispatchQueue.main.async {} }\n".utf8))
        #expect(run.code == 1, "\(run.err)")
        let found = try DiscoveryTests.findings(run.out)
        #expect(found.map(\.path) == ["Features/Home/NewScreen.swift"])
    }

    @Test func badFileArgumentsAreUsageErrors() throws {
        let repository = try Repository()
        let missing = Probe.cli(["audit", "App/Nope.swift"], in: repository.path)
        #expect(missing.code == 2)
        #expect(missing.err.contains("App/Nope.swift: no such file or folder"))
        let mixed = Probe.cli(["audit", "App/Start.swift", "--stdin-path", "App/X.swift"], in: repository.path)
        #expect(mixed.code == 2)
        let baseline = Probe.cli(["audit", "App/Start.swift", "--write-baseline", "b.json"], in: repository.path)
        #expect(baseline.code == 2)
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("b.json").path))
        let elsewhere = try Probe.temporaryFolder("preflight-elsewhere")
        try Probe.write("x\n", to: "Other.swift", in: elsewhere)
        let outside = Probe.cli(["audit", "App/Start.swift", elsewhere.appendingPathComponent("Other.swift").path], in: repository.path)
        #expect(outside.code == 2)
        #expect(outside.err.contains("one repository at a time"))
        let binary = Probe.cli(["audit", "--stdin-path", "App/X.swift"], in: repository.path, stdin: Data([0x66, 0x00, 0xFF]))
        #expect(binary.code == 2)
        #expect(binary.err.contains("not UTF-8"))
    }
}
