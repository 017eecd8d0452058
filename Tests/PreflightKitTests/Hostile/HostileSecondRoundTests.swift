import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightCLI
@testable import PreflightModel

/// The second round of hostile input: links the change controls, named on the command line;
/// outputs that would replace a link or a checked source; diffs that are not diffs; a file-size
/// limit. Each case failed before its fix.
@Suite struct HostileSecondRoundTests {
    static let secretSource = "print(1) // SECRET-SOURCE-MARKER: a key that must never reach a report\n"

    func tree() throws -> HostileTree {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try Probe.write(Self.secretSource, to: "Keys.swift", in: tree.outside)
        return tree
    }

    // MARK: F1 — a named file linked out of the repository

    /// Paths of the findings of a JSON report.
    static func findingPaths(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = (object["skills"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
        return items.flatMap { $0["findings"] as? [[String: Any]] ?? [] }.compactMap { $0["path"] as? String }
    }

    @Test func namedFileLinkedOutsideIsNotRead() throws {
        let tree = try tree()
        try tree.link("App/Keys.swift", to: tree.outside.appendingPathComponent("Keys.swift").path)
        for format in ["md", "sarif"] {
            let run = tree.run(["audit", "App/Keys.swift", "App/Main.swift", "--format", format])
            #expect(run.code == 0, "\(format): \(run.out)\(run.err)")
            #expect(!run.out.contains("SECRET-SOURCE-MARKER") && !run.err.contains("SECRET-SOURCE-MARKER"))
            #expect(run.out.contains("symbolic link leads outside the root"), "\(run.out)")
        }
        let json = tree.run(["audit", "App/Keys.swift", "--format", "json"])
        #expect(try Self.findingPaths(json.out).isEmpty)
    }

    @Test func namedFileLinkedInsideIsRead() throws {
        let tree = try tree()
        try tree.write("Shared/Real.swift", "print(2)\n")
        try tree.link("App/Alias.swift", to: tree.path("Shared/Real.swift"))
        let run = tree.run(["audit", "App/Alias.swift", "--format", "json"])
        #expect(run.code == 1, "\(run.out)\(run.err)")
        #expect(try Self.findingPaths(run.out) == ["App/Alias.swift"])
    }

    // MARK: F2 — `--skill PATH` through a link the change controls

    @Test(arguments: [["review", ".", "--working-tree", "--skill", "AGENTS.md"],
                      ["audit", ".", "--skill", "AGENTS.md"],
                      ["rules", ".", "--skill", "AGENTS.md"],
                      ["compile", "AGENTS.md"],
                      ["audit", ".", "--skill", "Linked/SKILL.md"]])
    func skillInsideTheRepositoryLinkedOutsideIsRefused(_ arguments: [String]) throws {
        let tree = try tree()
        try tree.link("AGENTS.md", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        try tree.link("Linked", to: tree.outside.appendingPathComponent("leaked").path)
        try tree.git("init", "-q")
        try tree.git("add", "-A")
        try tree.git("commit", "-qm", "start")
        let run = tree.run(arguments)
        #expect(run.code == 2, "\(arguments): \(run.out)\(run.err)")
        #expect(!run.out.contains(HostileTree.secret) && !run.err.contains(HostileTree.secret), "\(arguments)")
        #expect(run.err.contains("link that leads outside"), "\(run.err)")
        #expect(!run.err.contains(tree.container.path), "absolute runner paths: \(run.err)")
    }

    @Test func skillNamedByItsPathOutsideTheRepositoryIsRead() throws {
        let tree = try tree()
        let run = tree.run(["compile", tree.outside.appendingPathComponent("leaked").path])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains(HostileTree.secret))
    }

    @Test func boundaryDecisionsForNamedPaths() throws {
        let tree = try tree()
        try tree.link("out", to: tree.outside.appendingPathComponent("leaked/SKILL.md").path)
        try tree.write("Docs/a.md", "a\n")
        let boundary = ReadBoundary(root: tree.root.path)
        guard case .outside = boundary.decide(tree.path("out"), origin: .commandLine) else { Issue.record("linked out"); return }
        guard case .inside = boundary.decide(tree.path("Docs/a.md"), origin: .commandLine) else { Issue.record("inside"); return }
        #expect(boundary.decide(tree.outside.appendingPathComponent("leaked/SKILL.md").path, origin: .commandLine) == .named)
        // Written through `..` out of the repository: the operator's choice.
        #expect(boundary.decide(tree.path("../outside/leaked/SKILL.md"), origin: .commandLine) == .named)
    }

    // MARK: F6 — `--output /dev/stdout` and other links

    @Test func outputThroughDevStdoutWritesTheRedirectedFileInPlace() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("preflight")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no preflight executable at \(executable.path)")
        let tree = try tree()
        let captured = tree.container.appendingPathComponent("captured.md")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Something already in the file: the report follows it, as `>>` promises.
        process.arguments = ["-c", "echo first >\"$2\"; exec \"$0\" audit \"$1\" --format md --output /dev/stdout >>\"$2\"",
                             executable.path, tree.root.path, captured.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var link = stat()
        #expect(lstat("/dev/stdout", &link) == 0 && link.st_mode & S_IFMT == S_IFLNK, "/dev/stdout must stay a link")
        let text = try String(contentsOf: captured, encoding: .utf8)
        #expect(text.hasPrefix("first\n") && text.contains("print("), "\(text)")
    }

    @Test func outputNamingALinkIsRefusedAndTheLinkKept() throws {
        let tree = try tree()
        let victim = tree.container.appendingPathComponent("victim.txt")
        try Data("untouched\n".utf8).write(to: victim)
        try tree.link("report.md", to: victim.path)
        let run = tree.run(["audit", ".", "--output", "report.md"])
        #expect(run.code == 2)
        #expect(run.err.contains("it is a symbolic link"), "\(run.err)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: tree.path("report.md"))) == victim.path)
    }

    @Test func outputThroughALinkToADeviceIsWritten() throws {
        let tree = try tree()
        try tree.link("sink", to: "/dev/null")
        let run = tree.run(["audit", ".", "--output", "sink"])
        #expect(run.code == 0, "\(run.err)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: tree.path("sink"))) == "/dev/null")
    }

    // MARK: F7 — outputs over checked sources

    @Test(arguments: [["audit", "App/Main.swift", "--output", "App/Main.swift"],
                      ["audit", ".", "--output", "App/Main.swift"],
                      ["audit", ".", "--write-baseline", "App/Main.swift"],
                      ["review", ".", "--working-tree", "--output", "App/Main.swift"]])
    func outputNamingACheckedSourceIsRefused(_ arguments: [String]) throws {
        let tree = try tree()
        try tree.git("init", "-q")
        try tree.git("add", "-A")
        try tree.git("commit", "-qm", "start")
        try tree.write("App/Main.swift", "let x = 2\n")
        let run = tree.run(arguments)
        #expect(run.code == 2, "\(arguments): \(run.err)")
        #expect(run.err.contains("source file this run checks"), "\(run.err)")
        #expect(try Probe.read("App/Main.swift", in: tree.root) == "let x = 2\n")
    }

    /// The project's manifests are read for build targets: an input like the documents.
    @Test func outputNamingAManifestIsRefused() throws {
        let tree = try tree()
        let manifest = "targets:\n  App:\n    sources: [App]\n"
        try tree.write("project.yml", manifest)
        let run = tree.run(["audit", ".", "--output", "project.yml"])
        #expect(run.code == 2, "\(run.err)")
        #expect(try Probe.read("project.yml", in: tree.root) == manifest)
    }

    @Test func aPreviousReportIsNotAnInput() throws {
        let tree = try tree()
        try tree.write("report.md", "old report\n")
        let run = tree.run(["audit", ".", "--output", "report.md"])
        #expect(run.code == 0, "\(run.err)")
        #expect(try Probe.read("report.md", in: tree.root).contains("print("))
    }

    // MARK: F8 — text that is not a diff

    @Test(arguments: ["garbage\n", "error: could not find a pull request\n", "From 1234 Mon Sep 17 00:00:00 2001\nSubject: x\n\n"])
    func textWithoutAFileChangeExitsTwo(_ text: String) throws {
        let tree = try tree()
        let viaStdin = tree.run(["review", ".", "--diff", "-"], stdin: Data(text.utf8))
        #expect(viaStdin.code == 2, "\(viaStdin.out)")
        #expect(viaStdin.err.contains("no file change found"), "\(viaStdin.err)")
        try tree.write("change.diff", text)
        let viaFile = tree.run(["checklist", ".", "--diff", "change.diff"])
        #expect(viaFile.code == 2)
        #expect(viaFile.err.contains("change.diff:") && viaFile.err.contains("no file change found"), "\(viaFile.err)")
    }

    @Test func anEmptyDiffAndAPatchPreambleStillWork() throws {
        let tree = try tree()
        #expect(tree.run(["review", ".", "--diff", "-"], stdin: Data()).code == 0)
        #expect(tree.run(["review", ".", "--diff", "-"], stdin: Data("\n\n".utf8)).code == 0)
        let patch = """
        From 0123456789abcdef Mon Sep 17 00:00:00 2001
        From: A <a@example.com>
        Subject: [PATCH] change

        ---
         App/Main.swift | 2 +-

        diff --git a/App/Main.swift b/App/Main.swift
        --- a/App/Main.swift
        +++ b/App/Main.swift
        @@ -1 +1 @@
        -let x = 1
        +let x = 1
        -- 
        2.39.5

        """
        let run = tree.run(["review", ".", "--diff", "-"], stdin: Data(patch.utf8))
        #expect(run.code == 0 || run.code == 1, "\(run.err)")
    }

    @Test func parserSaysWhereTheTextWas() throws {
        let error = try #require(throws: PreflightError.self) {
            try UnifiedDiffParser.parse("\n\nnot a diff\n", name: "x.diff")
        }
        #expect(error.file == "x.diff" && error.line == 3)
    }
}

extension HostileTree {
    func run(_ arguments: [String], stdin: Data) -> Probe.Run {
        Probe.cli(arguments, in: root.path, stdin: stdin)
    }

    /// Runs git in the tree, with no user or system configuration.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        guard let git = ProcessRunner.locate("git") else { throw PreflightError(file: "git", "not found") }
        let result = try ProcessRunner.run(git, arguments, directory: root, environment: ChangeGitFixture.environment)
        guard result.status == 0 else { throw PreflightError(file: "git", result.stderrSummary) }
        return result.stdoutText
    }
}
