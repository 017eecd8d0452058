import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightModel

/// Help, usage and version as SwiftLint and git users type them.
@Suite struct HelpAndUsageTests {
    @Test func helpForAMisspeltCommandSuggestsTheNearestOne() {
        let run = Probe.cli(["help", "audti"])
        #expect(run.code == 2)
        #expect(run.err.contains("unknown command 'audti' (did you mean 'audit'?)"))
        #expect(run.out.isEmpty)
    }

    @Test func helpAboutHelp() {
        let run = Probe.cli(["help", "help"])
        #expect(run.code == 0)
        #expect(run.out.hasPrefix("usage: preflight help [COMMAND]"))
        let tooMany = Probe.cli(["help", "audit", "review"])
        #expect(tooMany.code == 2)
        #expect(tooMany.err.contains("usage: preflight help [COMMAND]"))
    }

    @Test(arguments: ["--version", "-V", "version"])
    func versionSpellings(_ spelling: String) {
        let run = Probe.cli([spelling])
        #expect(run.code == 0)
        #expect(run.out == "preflight \(Preflight.version)\n")
    }

    @Test(arguments: ["--help", "-h"])
    func commandHelpIsTheCommandsOwn(_ flag: String) {
        let run = Probe.cli(["audit", flag])
        #expect(run.code == 0)
        #expect(run.out.hasPrefix("usage: preflight audit"))
        #expect(run.out.contains("--baseline FILE"))
        #expect(!run.out.contains("commands:"))
        #expect(Probe.cli(["help", "audit"]).out == run.out)
    }

    /// Every option a command accepts appears in its usage line, so `--config` cannot go missing again.
    @Test func usageLinesNameEveryOption() {
        for command in CommandLineTool.commands {
            for option in command.options {
                #expect(command.synopsis.contains(option.name), "\(command.name) usage lacks \(option.name)")
            }
            #expect(command.synopsis.hasPrefix("preflight \(command.name)"))
        }
    }

    @Test func missingPositionalIsNamed() {
        let run = Probe.cli(["compile"])
        #expect(run.code == 2)
        #expect(run.err.contains("missing SKILL: 'compile' needs SKILL"))
        #expect(run.err.contains("usage: preflight compile SKILL..."))
        let parse = Probe.cli(["parse"])
        #expect(parse.err.contains("missing DOCUMENT"))
    }

    @Test func extraPositionalsAreNamed() {
        let run = Probe.cli(["review", "a", "b", "--diff", "-"])
        #expect(run.code == 2)
        #expect(run.err.contains("'review' takes one PATH; unexpected 'b'"))
    }

    @Test func checklistTakesTheTextFormat() throws {
        let repository = try ReviewRepository()
        try repository.write("Features/Home/HomeView.swift", "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"x\") }\n}\n")
        let run = Probe.cli(["checklist", repository.path, "--skill", ReviewRepository.skills, "--base", "main", "--format", "text"])
        #expect(run.code == 0 || run.code == 1, "\(run.err)")
        #expect(run.out.contains("Pre-delivery checklist"))
        #expect(!run.out.contains("<!--"))
        let refused = Probe.cli(["checklist", repository.path, "--base", "main", "--format", "sarif"])
        #expect(refused.code == 2)
    }

    /// The README documents every command and option the tool accepts.
    @Test func readmeNamesEveryCommandAndOption() throws {
        let readme = try String(contentsOf: Probe.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in CommandLineTool.commands {
            #expect(readme.contains("preflight \(command.name)"), "README lacks \(command.name)")
            for option in command.options {
                #expect(readme.contains(option.name), "README lacks \(command.name) \(option.name)")
            }
        }
    }
}
