import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightEngine
@testable import PreflightModel

/// Outputs are written whole or not at all, never over an input, never through a planted link,
/// with the target's permissions kept; every failure is exit 2 with a message.
@Suite struct OutputSafetyTests {
    func tree() throws -> HostileTree {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        return tree
    }

    @Test func outputNamingAFolderSaysSo() throws {
        let tree = try tree()
        try FileManager.default.createDirectory(atPath: tree.path("out"), withIntermediateDirectories: true)
        let run = tree.run(["audit", ".", "--output", "out"])
        #expect(run.code == 2)
        #expect(run.err == "error: out: cannot write the report: it is a folder (give a file name)\n")
        #expect(!run.err.contains("PreflightError"))
    }

    @Test(arguments: [["audit", ".", "--output", ".claude/skills/demo/SKILL.md"],
                      ["compile", ".claude/skills/demo/SKILL.md", "--output", ".claude/skills/demo/SKILL.md"],
                      ["parse", ".claude/skills/demo/SKILL.md", "--output", ".claude/skills/demo/SKILL.md"],
                      ["validate", ".", "--output", ".claude/skills/demo/SKILL.md"],
                      ["audit", ".", "--write-baseline", ".claude/skills/demo/SKILL.md"]])
    func outputNamingAnInputDocumentIsRefused(_ arguments: [String]) throws {
        let tree = try tree()
        let run = tree.run(arguments)
        #expect(run.code == 2, "\(arguments)")
        #expect(run.err.contains("it is one of the files this run reads"), "\(run.err)")
        #expect(try Probe.read(".claude/skills/demo/SKILL.md", in: tree.root) == HostileTree.skill)
    }

    @Test func outputNamingTheConfigurationOrTheDiffIsRefused() throws {
        let tree = try tree()
        try tree.write(".preflight.yml", "include: [App]\n")
        let run = tree.run(["audit", ".", "--output", ".preflight.yml"])
        #expect(run.code == 2)
        #expect(try Probe.read(".preflight.yml", in: tree.root) == "include: [App]\n")
        try tree.write("change.diff", "--- a/App/Main.swift\n+++ b/App/Main.swift\n@@ -1 +1 @@\n-let x = 1\n+let x = 1\n")
        let review = tree.run(["review", ".", "--diff", "change.diff", "--output", "change.diff"])
        #expect(review.code == 2)
        #expect(try Probe.read("change.diff", in: tree.root).hasPrefix("--- a/App/Main.swift"))
    }

    @Test func plantedTemporaryLinksAreNeverWrittenThrough() throws {
        let tree = try tree()
        let victim = tree.container.appendingPathComponent("victim.txt")
        try Data("untouched\n".utf8).write(to: victim)
        // Links named as the old writer named its temporary file, for the next hundred process ids.
        let pid = Int(ProcessInfo.processInfo.processIdentifier)
        for id in pid..<(pid + 100) {
            try FileManager.default.createSymbolicLink(atPath: tree.path(".report.md.preflight-\(id)"), withDestinationPath: victim.path)
        }
        let run = tree.run(["audit", ".", "--output", "report.md"])
        #expect(run.code == 0, "\(run.err)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched\n")
        #expect(try Probe.read("report.md", in: tree.root).contains("Never call"))
    }

    @Test func existingOutputKeepsItsPermissions() throws {
        let tree = try tree()
        try tree.write("report.md", "old\n")
        #expect(chmod(tree.path("report.md"), 0o600) == 0)
        #expect(tree.run(["audit", ".", "--output", "report.md"]).code == 0)
        var status = stat()
        #expect(stat(tree.path("report.md"), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(try Probe.read("report.md", in: tree.root) != "old\n")
    }

    @Test func failedWriteLeavesNoTemporaryFileAndTheOldReport() throws {
        let tree = try tree()
        try tree.write("out/report.md", "old\n")
        #expect(throws: PreflightError.self) {
            try SafeFileWriter.write(Array("new".utf8), to: tree.path("out/missing/report.md"), shown: "report.md", what: "the report")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: tree.path("out"))
        #expect(names == ["report.md"])
    }

    @Test func aReportMadeInPiecesReplacesTheTargetOnlyWhenWhole() throws {
        let tree = try tree()
        try tree.write("out/report.json", "old\n")
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try SafeFileWriter.write(to: tree.path("out/report.json"), shown: "report.json", what: "the report") { put in
                try put(Array("{\"first\": 1,".utf8))
                throw Interrupted()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path("out")) == ["report.json"])
        #expect(try Probe.read("out/report.json", in: tree.root) == "old\n")
        try SafeFileWriter.write(to: tree.path("out/report.json"), shown: "report.json", what: "the report") { put in
            for piece in ["{", "\"a\": 1", "}\n"] { try put(Array(piece.utf8)) }
        }
        #expect(try Probe.read("out/report.json", in: tree.root) == "{\"a\": 1}\n")
    }

    @Test func devicesAreWrittenInPlace() throws {
        let tree = try tree()
        let run = tree.run(["audit", ".", "--output", "/dev/null"])
        #expect(run.code == 0, "\(run.err)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func fullDeviceIsAnErrorNotATrap() throws {
        let tree = try tree()
        let run = tree.run(["audit", ".", "--output", "/dev/full"])
        #expect(run.code == 2)
        #expect(run.err.contains("cannot write the report: No space left on device"), "\(run.err)")
    }

    @Test func failedWriteToAStandardStreamIsRecorded() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let failures = StreamFailures()
        failures.write("report\n", to: descriptor, name: "standard output")
        #expect(failures.first == "standard output: No space left on device")
        failures.write("more\n", to: -1, name: "standard error")
        #expect(failures.first == "standard output: No space left on device")
    }

    /// The real executable with its standard output on /dev/full or closed: exit 2, a message on
    /// stderr, no trap (exit 132) and no SIGPIPE death.
    @Test func executableWithAFullOrClosedStandardOutputExitsTwo() throws {
        // Beside the test runner, in whichever build folder and configuration it was built.
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("preflight")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no preflight executable at \(executable.path)")
        let tree = try tree()
        for target in ["/dev/full", "closed", "pipe", ">&-"] {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["audit", tree.root.path, "--format", "md"]
            if target == ">&-" {
                // Standard output not open at all, as the shell leaves it after `>&-`.
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "exec \"$0\" audit \"$1\" --format md >&-", executable.path, tree.root.path]
            }
            let errors = Pipe()
            process.standardError = errors
            var reader: Pipe?
            switch target {
            case "closed":
                let pipe = Pipe()
                try pipe.fileHandleForReading.close()
                process.standardOutput = pipe
            case "pipe":
                let pipe = Pipe()
                reader = pipe
                process.standardOutput = pipe
            default:
                process.standardOutput = FileHandle(forWritingAtPath: target)
            }
            try process.run()
            try reader?.fileHandleForReading.close()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(target)")
            #expect(process.terminationStatus == 2, "\(target): \(message)")
            #expect(message.contains("error: cannot write to standard output:"), "\(target): \(message)")
        }
    }

    /// Under a file-size limit (`ulimit -f`), the kernel's SIGXFSZ would kill the run and leave
    /// the temporary file behind; the executable ignores it, so the write fails like any other:
    /// exit 2, a message, no report and no temporary file.
    @Test func aFileSizeLimitIsAWriteErrorThatLeavesNothing() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("preflight")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no preflight executable at \(executable.path)")
        let tree = try tree()
        try FileManager.default.createDirectory(atPath: tree.path("out"), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // One block of 512 bytes: the JSON report is longer. The signal's default action is set
        // again first, since a process started from here may inherit it ignored.
        process.arguments = ["-c", "ulimit -f 1 && exec env --default-signal=XFSZ \"$0\" audit \"$1\" --format json "
                                 + "--output \"$1/out/report.json\"", executable.path, tree.root.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": tree.path("cache")]) { $1 }
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 2, "\(message)")
        #expect(message.contains("cannot write the report: File too large"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path("out")) == [])
    }
}
