import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightCLI
@testable import PreflightModel

/// Bounds on what the staged and working-tree reviews and an editor's buffer may make
/// Preflight hold: a file above the largest checked size is listed as skipped without being
/// read whole, and untracked files count against the change's bound like a diff's hunks.
@Suite struct ChangeBoundsTests {
    static let skill = "# Demo\n\n## Checklist\n\n- [ ] Never call `print(` in app code.\n"

    /// About 4.5 MB of Swift in 45,000 lines: above the 4 MB checked, below the diff's bounds.
    static let largeSource = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 45_000)

    func repository() throws -> ChangeGitFixture {
        let repository = try ChangeGitFixture()
        try repository.write("SKILL.md", Self.skill)
        try repository.write("App/Main.swift", "let x = 1\n")
        try repository.commit("base")
        return repository
    }

    func review(_ arguments: [String], in repository: ChangeGitFixture) -> Probe.Run {
        Probe.cli(["review", repository.path, "--skill", repository.url.appendingPathComponent("SKILL.md").path, "--format", "json"]
                  + arguments, in: repository.path)
    }

    @Test func stagedFileTooLargeIsSkippedUnread() throws {
        let repository = try repository()
        try repository.write("App/Big.swift", Self.largeSource + "print(1)\n")
        try repository.write("App/Main.swift", "let x = 1\nprint(x)\n")
        try repository.git("add", "App/Big.swift", "App/Main.swift")
        let run = review(["--staged"], in: repository)
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.contains("\"App/Big.swift\"") && run.out.contains("larger than 4 MB"), "\(run.out.prefix(2000))")
        #expect(run.out.contains("App/Main.swift"))
    }

    @Test func untrackedFileTooLargeIsSkippedUnread() throws {
        let repository = try repository()
        try repository.write("App/Big.swift", Self.largeSource + "print(1)\n")
        let run = review(["--working-tree"], in: repository)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("\"App/Big.swift\"") && run.out.contains("larger than 4 MB"), "\(run.out.prefix(2000))")
        // Nothing of the file was turned into hunk lines.
        let source = try ChangeSource.workingTree(root: repository.path)
        #expect(source.changeSet.files.first { $0.path == "App/Big.swift" }?.hunks.isEmpty == true)
    }

    @Test func untrackedFilesCountAgainstTheChangeBound() throws {
        let repository = try repository()
        let lines = String(repeating: "x\n", count: 100_000)
        for index in 0..<6 { try repository.write("Notes/\(index).txt", lines) }
        let run = review(["--working-tree"], in: repository)
        #expect(run.code == 2)
        #expect(run.err.contains("the change is too large to review"), "\(run.err)")
    }

    @Test func revisionFileTooLargeIsSkippedUnread() throws {
        let repository = try repository()
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.write("App/Big.swift", Self.largeSource + "print(1)\n")
        try repository.commit("big")
        let run = review(["--base", "main"], in: repository)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("larger than 4 MB"), "\(run.out.prefix(2000))")
    }

    @Test func editorBufferTooLargeIsAnError() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        let run = Probe.cli(["audit", "--stdin-path", "App/Main.swift"], in: tree.root.path,
                            stdin: Data(Self.largeSource.utf8))
        #expect(run.code == 2)
        #expect(run.err.contains("<stdin>") && run.err.contains("larger than 4 MB"), "\(run.err)")
        let small = Probe.cli(["audit", "--stdin-path", "App/Main.swift"], in: tree.root.path, stdin: Data("print(1)\n".utf8))
        #expect(small.code == 1, "\(small.err)")
    }
}
