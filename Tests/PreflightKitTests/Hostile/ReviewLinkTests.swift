import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightCLI
@testable import PreflightModel

/// A tracked symbolic link to a shared folder outside the repository is legitimate: a change
/// that edits it is reviewed (the link is listed as skipped, its target never read), where it
/// used to stop `review --diff` and `--base` with exit 2 and block the pre-commit hook.
@Suite struct ReviewLinkTests {
    static let skill = """
    # Demo

    ## Checklist

    - [ ] Never call `print(` in app code.

    """

    func repository() throws -> (ChangeGitFixture, ChangeTemporaryFolder) {
        let outside = try ChangeTemporaryFolder()
        try Data("print(\"SECRET-TARGET\")\n".utf8).write(to: outside.url.appendingPathComponent("one.swift"))
        try Data("print(\"SECRET-TARGET\")\n".utf8).write(to: outside.url.appendingPathComponent("two.swift"))
        let repository = try ChangeGitFixture()
        try repository.write("SKILL.md", Self.skill)
        try repository.write("App/Main.swift", "let x = 1\n")
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Shared/Linked.swift").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("one.swift").path)
        try repository.commit("base")
        try repository.git("checkout", "-q", "-b", "feature")
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Shared/Linked.swift"))
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Shared/Linked.swift").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("two.swift").path)
        try repository.write("App/Main.swift", "let x = 1\nprint(x)\n")
        try repository.commit("edit the link and the app")
        return (repository, outside)
    }

    func review(_ arguments: [String], in repository: ChangeGitFixture) -> Probe.Run {
        Probe.cli(["review", repository.path, "--skill", repository.url.appendingPathComponent("SKILL.md").path, "--format", "text"] + arguments,
                  in: repository.path)
    }

    @Test func reviewOfACommitRangeEditingTheLink() throws {
        let (repository, outside) = try repository()
        _ = outside
        for arguments in [["--base", "main"], ["--base", "main", "--head", "feature"]] {
            let run = review(arguments, in: repository)
            #expect(run.code == 1, "\(arguments): \(run.err)")
            #expect(run.out.contains("App/Main.swift:2:1: error: uses `print(`"), "\(run.out)")
            #expect(!run.out.contains("SECRET-TARGET"))
        }
        // Commits hold the link's text, never its target: nothing to skip there.
        #expect(!review(["--base", "main"], in: repository).out.contains("Shared/Linked.swift: note: skipped"))
    }

    @Test func reviewOfTheWorkingTreeEditingTheLink() throws {
        let (repository, outside) = try repository()
        let link = repository.url.appendingPathComponent("Shared/Linked.swift").path
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.url.appendingPathComponent("one.swift").path)
        let working = review(["--working-tree"], in: repository)
        #expect(working.code == 0, "\(working.err)")
        #expect(!working.out.contains("SECRET-TARGET"))
        #expect(working.out.contains("Shared/Linked.swift: note: skipped: symbolic link leads outside the repository: not read"),
                "\(working.out)")
    }

    @Test func reviewOfADiffFileEditingTheLink() throws {
        let (repository, outside) = try repository()
        _ = outside
        let diff = try repository.git("diff", "--no-color", "main...feature")
        #expect(diff.contains("Shared/Linked.swift"))
        let file = repository.url.appendingPathComponent("../\(repository.url.lastPathComponent).diff").standardizedFileURL
        try Data(diff.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = review(["--diff", file.path], in: repository)
        #expect(run.code == 1, "\(run.err)")
        #expect(!run.out.contains("SECRET-TARGET"))
        #expect(run.out.contains("Shared/Linked.swift: note: skipped: symbolic link leads outside the repository: not read"))
    }

    @Test func aDiffPathThroughALinkedFolderIsStillRefused() throws {
        let outside = try ChangeTemporaryFolder()
        try Data("secret\n".utf8).write(to: outside.url.appendingPathComponent("x.swift"))
        let repository = try ChangeTemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("out").path, withDestinationPath: outside.path)
        let source = try ChangeSource(root: repository.path, diffText: "--- a/out/x.swift\n+++ b/out/x.swift\n@@ -1 +1 @@\n-a\n+secret\n",
                                      name: "evil.diff")
        #expect(throws: PreflightError.self) { _ = try source.reviewContents(of: ["out/x.swift"], maximumSize: 1 << 20) }
    }
}
