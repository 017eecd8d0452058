import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository

/// `--format xcode`, `--quiet`, `--fail-on`, `--strict` and where progress goes.
@Suite struct OutcomeOptionsTests {
    /// A repository whose one rule forbids `NSLog`, and a file that calls it.
    private func repository(config: String? = nil) throws -> URL {
        let root = try Probe.temporaryFolder("preflight-outcome")
        try Probe.write("""
        ---
        name: logging
        description: How the app logs.
        ---
        # Logging

        - Never call `NSLog`; use the `Logger` of the module.
        """, to: ".claude/skills/logging/SKILL.md", in: root)
        try Probe.write("import Foundation\n\nfunc start() {\n    NSLog(\"started\")\n}\n", to: "App/Start.swift", in: root)
        if let config { try Probe.write(config, to: ".preflight.yml", in: root) }
        return root
    }

    @Test func xcodeFormatPrintsAbsolutePathsAndNothingElse() throws {
        let root = try repository()
        let run = Probe.cli(["audit", root.path, "--format", "xcode"])
        #expect(run.code == 1, "\(run.err)")
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let pattern = try Regex(#"^/[^:]+:\d+(:\d+)?: (error|warning|note): .+ \[[^\]]+\]$"#)
        for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "not an Xcode diagnostic: \(line)") }
        #expect(lines.contains { $0.hasPrefix(root.path + "/App/Start.swift:4:5: error: ") })
    }

    /// Reports name files from the repository's top level (`Report.basePath`), whichever
    /// folder was checked; Xcode gets that top level joined with them.
    @Test func xcodePathsOfASubFolderRunStartAtTheTopLevel() throws {
        let root = try repository()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let top = root.resolvingSymlinksInPath().path
        let run = Probe.cli(["audit", "--skill", root.appendingPathComponent(".claude/skills/logging").path, "--format", "xcode"],
                            in: root.appendingPathComponent("App").path)
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.hasPrefix(top + "/App/Start.swift:4:5: error: "), "\(run.out)")
        let text = Probe.cli(["audit", "--skill", root.appendingPathComponent(".claude/skills/logging").path, "--format", "text"],
                             in: root.appendingPathComponent("App").path)
        #expect(text.out.hasPrefix("App/Start.swift:4:5: error: "), "\(text.out)")
    }

    @Test func xcodePathsForAReviewAreAbsoluteToo() throws {
        let repository = try ReviewRepository()
        try repository.write("Core/Managers/Logging.swift", "import SwiftUI\n")
        // `--base` reviews commits only.
        try repository.commit("Log from Core")
        let run = Probe.cli(["review", repository.path, "--skill", ReviewRepository.skills, "--base", "main", "--format", "xcode"])
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.contains(repository.path + "/Core/Managers/Logging.swift:1:"))
        #expect(!run.out.split(separator: "\n").contains { !$0.hasPrefix("/") })
    }

    @Test func failOnNeverReportsButExitsZero() throws {
        let root = try repository()
        let run = Probe.cli(["audit", root.path, "--fail-on", "never", "--format", "text"])
        #expect(run.code == 0)
        #expect(run.out.contains("NSLog"))
    }

    @Test func warningsFailOnlyWhenAskedTo() throws {
        let root = try repository(config: "items:\n  logging:\n    severity: warning\n")
        let lenient = Probe.cli(["audit", root.path, "--format", "xcode"])
        #expect(lenient.code == 0, "\(lenient.err)")
        #expect(lenient.out.contains(": warning: "))
        #expect(Probe.cli(["audit", root.path, "--fail-on", "warning"]).code == 1)
        #expect(Probe.cli(["audit", root.path, "--strict"]).code == 1)
        #expect(Probe.cli(["audit", root.path, "--strict", "--fail-on", "warning"]).code == 1)
        let contradiction = Probe.cli(["audit", root.path, "--strict", "--fail-on", "never"])
        #expect(contradiction.code == 2)
        #expect(contradiction.err.contains("--strict"))
        #expect(contradiction.out.isEmpty)
        #expect(Probe.cli(["audit", root.path, "--fail-on", "sometimes"]).code == 2)
    }

    @Test func notesNeverFailEvenWhenStrict() throws {
        let root = try repository(config: "items:\n  logging:\n    severity: note\n")
        #expect(Probe.cli(["audit", root.path, "--strict"]).code == 0)
    }

    @Test func quietKeepsErrorsOnly() throws {
        let root = try repository(config: "items:\n  no-such-skill/item:\n    disabled: true\n")
        let loud = Probe.cli(["audit", root.path])
        #expect(loud.err.contains("warning: "))
        let quiet = Probe.cli(["audit", root.path, "--quiet"])
        #expect(quiet.err.isEmpty)
        #expect(quiet.out == loud.out)
        let broken = Probe.cli(["audit", root.path, "--quiet", "--config", "missing.yml"])
        #expect(broken.code == 2)
        #expect(broken.err.contains("error: "))
    }

    @Test func progressFollowsStandardErrorNotStandardOutput() {
        func console(stdout: Bool, stderr: Bool, environment: [String: String] = [:]) -> Console {
            Console(out: { _ in }, err: { _ in }, isTerminal: stdout, stderrIsTerminal: stderr, environment: environment)
        }
        let plain = ParsedArguments()
        var quiet = ParsedArguments()
        quiet.flags.insert("--quiet")
        #expect(RunSupport.showsProgress(plain, console: console(stdout: false, stderr: true)))
        #expect(!RunSupport.showsProgress(plain, console: console(stdout: true, stderr: false)))
        #expect(!RunSupport.showsProgress(quiet, console: console(stdout: false, stderr: true)))
        #expect(!RunSupport.showsProgress(plain, console: console(stdout: false, stderr: true, environment: ["CI": "true"])))
    }

    /// Progress counts the files some check reads, not every file of the tree.
    @Test func progressCountsCheckedFiles() throws {
        let root = try repository()
        try Probe.write("# Notes\n", to: "Docs/notes.md", in: root)
        try Probe.write("{}\n", to: "App/config.json", in: root)
        let documents = try ConventionDocuments.load([root.appendingPathComponent(".claude/skills").path]).documents
        var engine = Engine(ruleSet: RuleSet(skills: try documents.map(SkillCompiler.compile)), configuration: nil)
        final class Totals: @unchecked Sendable { var values: [Int] = [] }
        let totals = Totals()
        engine.makeProgress = { total, _ in
            totals.values.append(total)
            return ProgressReporter(total: total, enabled: false)
        }
        _ = try engine.audit(root: root.path)
        #expect(totals.values == [1])
    }
}
