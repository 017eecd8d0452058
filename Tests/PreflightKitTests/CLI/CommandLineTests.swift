import Foundation
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
@testable import PreflightCLI

@Suite struct CommandLineTests {
    private func folder() throws -> URL { try Probe.temporaryFolder("preflight-cli") }

    @Test func help() {
        let run = Probe.cli(["--help"])
        #expect(run.code == 0)
        #expect(run.out.contains("usage: preflight"))
        #expect(run.out.contains("compile") && run.out.contains("audit"))
        #expect(run.err.isEmpty)
    }

    @Test func version() {
        let run = Probe.cli(["--version"])
        #expect(run.code == 0)
        #expect(run.out == "preflight \(Preflight.version)\n")
    }

    @Test func helpForACommand() {
        let run = Probe.cli(["help", "compile"])
        #expect(run.code == 0)
        #expect(run.out.contains("preflight compile SKILL..."))
        #expect(run.out.contains("--format"))
        let unknown = Probe.cli(["help", "frobnicate"])
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("frobnicate"))
    }

    @Test func unknownCommand() {
        let run = Probe.cli(["frobnicate"])
        #expect(run.code == 2)
        #expect(run.err.contains("unknown command 'frobnicate'"))
        #expect(run.out.isEmpty)
    }

    @Test func noArgumentsIsUsage() {
        let run = Probe.cli([])
        #expect(run.code == 2)
        #expect(run.err.contains("usage"))
    }

    @Test func unknownOptionSuggestsTheNearestOne() {
        let run = Probe.cli(["audit", Probe.exampleApp, "--formt", "md"])
        #expect(run.code == 2)
        #expect(run.err.contains("--formt"))
        #expect(run.err.contains("did you mean '--format'"))
        let compile = Probe.cli(["compile", Probe.skillsFolder, "--outptu", "x.md"])
        #expect(compile.code == 2)
        #expect(compile.err.contains("--output"))
    }

    @Test func missingOptionValue() {
        let run = Probe.cli(["compile", Probe.skillsFolder, "--format"])
        #expect(run.code == 2)
        #expect(run.err.contains("--format"))
        #expect(run.err.contains("needs a value"))
        #expect(run.out.isEmpty)
    }

    @Test func badOptionValue() {
        let run = Probe.cli(["compile", Probe.skillsFolder, "--format", "sarif"])
        #expect(run.code == 2)
        #expect(run.err.contains("sarif"))
    }

    @Test func equalsFormOfAnOption() throws {
        let spaced = Probe.cli(["compile", Probe.skillsFolder, "--format", "json"])
        let joined = Probe.cli(["compile", Probe.skillsFolder, "--format=json"])
        #expect(joined.code == 0, "\(joined.err)")
        #expect(joined.out == spaced.out)
        #expect(joined.out.hasPrefix("{"))
    }

    @Test func doubleDashEndsOptions() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("# Odd\n\n- Never call `print`.\n", to: "--format", in: root)
        let run = Probe.cli(["compile", "--", "--format"], in: root.path)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("Never call `print`."))
        let missing = Probe.cli(["compile", "--", "--nothing-here"], in: root.path)
        #expect(missing.code == 2)
        #expect(missing.err.contains("--nothing-here"))
        #expect(missing.err.contains("no such file"))
    }

    @Test func compileMissingFile() {
        let run = Probe.cli(["compile", "does-not-exist/SKILL.md"])
        #expect(run.code == 2)
        #expect(run.err.contains("does-not-exist/SKILL.md"))
        #expect(run.out.isEmpty)
    }

    @Test func compileFolderWithoutSkill() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("just notes\n", to: "notes/README.txt", in: root)
        let run = Probe.cli(["compile", root.appendingPathComponent("notes").path])
        #expect(run.code == 2)
        #expect(run.err.contains("notes"))
        #expect(run.err.contains("SKILL.md"))
    }

    @Test func compileEmptyFile() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("", to: "EMPTY.md", in: root)
        let run = Probe.cli(["compile", "EMPTY.md"], in: root.path)
        #expect(run.code == 2)
        #expect(run.err.contains("EMPTY.md"))
        #expect(run.err.contains("empty"))
    }

    @Test func compileInvalidUTF8NamesFileAndLine() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = Array("# Title\n\n- Never use ".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(" here.\n".utf8)
        try Data(bytes).write(to: root.appendingPathComponent("BROKEN.md"))
        let output = root.appendingPathComponent("out.md").path
        let run = Probe.cli(["compile", "BROKEN.md", "--output", output], in: root.path)
        #expect(run.code == 2)
        #expect(run.err.contains("BROKEN.md:3"))
        #expect(run.err.contains("UTF-8"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func compileMalformedAnnotationIsExitTwoWithLine() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("# T\n\n- Never call `print`.\n  <!-- preflight: {frobnicate: 1} -->\n", to: "AGENTS.md", in: root)
        let run = Probe.cli(["compile", "AGENTS.md"], in: root.path)
        #expect(run.code == 2)
        #expect(run.err.contains("AGENTS.md:4"))
    }

    @Test func compileJSON() throws {
        let run = Probe.cli(["compile", Probe.skillsFolder, "--format", "json"])
        #expect(run.code == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let skills = try #require(json["skills"] as? [[String: Any]])
        #expect(skills.count == 4)
        let items = skills.flatMap { $0["items"] as? [[String: Any]] ?? [] }
        #expect(!items.isEmpty)
        for item in items {
            #expect(item["id"] is String && item["text"] is String && item["line"] is Int)
            #expect(["checklist", "rule"].contains(item["kind"] as? String ?? ""))
            #expect(["executable", "manual"].contains(item["status"] as? String ?? ""))
            if item["status"] as? String == "manual" { #expect((item["reason"] as? String)?.isEmpty == false) }
        }
        let coverage = try #require(json["coverage"] as? [String: Any])
        for key in ["items", "executable", "confirmed", "manual", "contradictions"] {
            #expect(coverage[key] is Int, "coverage.\(key)")
        }
        #expect(coverage["items"] as? Int == items.count)
    }

    @Test func compileIsDeterministic() {
        let first = Probe.cli(["compile", Probe.skillsFolder, "--format", "json"])
        let second = Probe.cli(["compile", Probe.skillsFolder, "--format", "json"])
        let third = Probe.cli(["compile", Probe.skillsFolder, "--format", "json"])
        #expect(first.out == second.out && second.out == third.out)
    }

    @Test func compileOutputFile() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("rules.md").path
        let run = Probe.cli(["compile", Probe.skillsFolder, "--output", output])
        #expect(run.code == 0)
        #expect(run.out.isEmpty)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("Coverage"))
    }
}
