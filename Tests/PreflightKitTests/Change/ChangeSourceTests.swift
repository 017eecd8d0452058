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

@Suite struct ChangeSourceTests {
    @Test func diffTextReadsTheWorkingTree() throws {
        let repo = try ChangeGitFixture()
        try repo.write("File List/Cell.swift", "a\nb\n")
        try repo.commit("base")
        try repo.write("File List/Cell.swift", "a\nB\n")
        let text = try repo.git("diff")
        let source = try ChangeSource(root: repo.path, diffText: text, name: "-")
        #expect(source.displayName == "<stdin>")
        #expect(source.changeSet.paths == ["File List/Cell.swift"])
        #expect(try source.text(of: "File List/Cell.swift") == "a\nB\n")
        #expect(try source.contents(of: "Missing.swift") == nil)
        #expect(try source.contents(of: ["File List/Cell.swift", "Missing.swift"]) == ["File List/Cell.swift": Array("a\nB\n".utf8)])
        #expect(try source.originalContents(of: "File List/Cell.swift") == nil)
    }

    @Test func malformedDiffNamesTheFile() throws {
        let folder = try ChangeTemporaryFolder()
        #expect(throws: PreflightError(file: "pr.diff", line: 3, "malformed hunk header '@@ nonsense @@'")) {
            try ChangeSource(root: folder.path, diffText: "--- a/x\n+++ b/x\n@@ nonsense @@\n", name: "pr.diff")
        }
    }

    @Test func workingTreeNeverLeavesTheRoot() throws {
        let outside = try ChangeTemporaryFolder()
        try Data("secret\n".utf8).write(to: outside.url.appendingPathComponent("secret.txt"))
        let folder = try ChangeTemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("link.txt").path,
            withDestinationPath: outside.url.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("linked folder").path, withDestinationPath: outside.path)
        try Data("inside\n".utf8).write(to: folder.url.appendingPathComponent("inside.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("alias.txt").path, withDestinationPath: "inside.txt")
        let source = try ChangeSource(root: folder.path, diffText: "", name: "empty.diff")
        #expect(source.changeSet.isEmpty)
        #expect(try source.text(of: "inside.txt") == "inside\n")
        #expect(try source.text(of: "alias.txt") == "inside\n")
        for path in ["link.txt", "linked folder/secret.txt", "../\(outside.url.lastPathComponent)/secret.txt", outside.path + "/secret.txt"] {
            #expect(throws: PreflightError.self) { try source.contents(of: path) }
        }
        #expect(try source.contents(of: ".") == nil)
    }

    @Test func revisionsReadFilesAtHead() throws {
        let repo = try ChangeGitFixture()
        try repo.write("A.swift", "one\n")
        try repo.commit("base")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("A.swift", "one\ntwo\n")
        try repo.commit("feature")
        try repo.write("A.swift", "dirty work tree\n")
        let source = try ChangeSource(root: repo.path, base: "main", head: "feature")
        #expect(source.displayName == "main...feature")
        #expect(source.changeSet.file("A.swift")?.addedLines == [2])
        #expect(try source.text(of: "A.swift") == "one\ntwo\n")
        #expect(try source.originalContents(of: "A.swift") == Array("one\n".utf8))
        #expect(try source.contents(of: ["A.swift", "Gone.swift"]) == ["A.swift": Array("one\ntwo\n".utf8)])
    }

    @Test func workingTreeModeAddsUntrackedFiles() throws {
        let repo = try ChangeGitFixture()
        try repo.write(".gitignore", "build/\n")
        try repo.write("A.swift", "one\n")
        try repo.commit("base")
        try repo.write("A.swift", "one\nedited\n")
        try repo.write("New Folder/New.swift", "first\r\nsecond")
        try repo.write("build/out.o", "ignored\n")
        try repo.write("blob.bin", bytes: [1, 0, 2])
        let source = try ChangeSource.workingTree(root: repo.path)
        #expect(source.displayName == "working tree")
        let set = source.changeSet
        #expect(Set(set.paths) == ["A.swift", "New Folder/New.swift", "blob.bin"])
        #expect(set.file("A.swift")?.addedLines == [2])
        let new = try #require(set.file("New Folder/New.swift"))
        #expect(new.status == .added && new.addedLines == [1, 2])
        #expect(new.hunks[0].lines.map(\.text) == ["first", "second"])
        #expect(new.hunks[0].lines.map(\.endsWithCR) == [true, false])
        #expect(new.hunks[0].lines.last?.missingNewline == true)
        #expect(set.file("blob.bin")?.isBinary == true)
        #expect(try source.text(of: "A.swift") == "one\nedited\n")
        let tracked = try ChangeSource.workingTree(root: repo.path, includeUntracked: false)
        #expect(tracked.changeSet.paths == ["A.swift"])
    }

    /// `--base` without `--head` is what HEAD commits: neither a dirty work tree, nor an
    /// untracked file, nor a staged edit enters the change.
    @Test func baseComparesCommitsOnly() throws {
        let repo = try ChangeGitFixture()
        try repo.write("A.swift", "one\n")
        try repo.commit("base")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("A.swift", "one\ntwo\n")
        try repo.commit("feature")
        try repo.write("A.swift", "one\ntwo\ndirty\n")
        try repo.write("Staged.swift", "staged\n")
        try repo.git("add", "Staged.swift")
        try repo.write("Untracked.swift", "untracked\n")
        let source = try ChangeSource(root: repo.path, base: "main", head: nil)
        #expect(source.displayName == "main...HEAD")
        #expect(source.changeSet.paths == ["A.swift"])
        #expect(source.changeSet.file("A.swift")?.addedLines == [2])
        #expect(try source.text(of: "A.swift") == "one\ntwo\n")
        #expect(try source.contents(of: "Untracked.swift") == nil)
    }

    /// `--staged` is the index against HEAD, read from the index: an unstaged edit of a staged
    /// file is not seen, an untracked file is not in the change.
    @Test func stagedReadsTheIndex() throws {
        let repo = try ChangeGitFixture()
        try repo.write("A.swift", "one\n")
        try repo.commit("base")
        try repo.write("A.swift", "one\nstaged\n")
        try repo.git("add", "A.swift")
        try repo.write("A.swift", "one\nstaged\nunstaged\n")
        try repo.write("Dir With Space/New.swift", "new\n")
        try repo.git("add", "Dir With Space/New.swift")
        try repo.write("Untracked.swift", "untracked\n")
        let source = try ChangeSource.staged(root: repo.path)
        #expect(source.displayName == "staged")
        #expect(Set(source.changeSet.paths) == ["A.swift", "Dir With Space/New.swift"])
        #expect(source.changeSet.file("A.swift")?.addedLines == [2])
        #expect(try source.text(of: "A.swift") == "one\nstaged\n")
        #expect(try source.contents(of: ["A.swift", "Dir With Space/New.swift", "Untracked.swift"])
            == ["A.swift": Array("one\nstaged\n".utf8), "Dir With Space/New.swift": Array("new\n".utf8)])
        #expect(try source.originalContents(of: "A.swift") == Array("one\n".utf8))
    }

    @Test func stagedBeforeTheFirstCommit() throws {
        let repo = try ChangeGitFixture()
        try repo.write("A.swift", "first\n")
        try repo.git("add", "A.swift")
        let source = try ChangeSource.staged(root: repo.path)
        #expect(source.changeSet.paths == ["A.swift"])
        #expect(source.changeSet.file("A.swift")?.status == .added)
        #expect(try source.text(of: "A.swift") == "first\n")
    }

    /// Text that holds no file change is an error naming it; empty text is an empty change.
    @Test func diffTextWithoutAnyChangeIsAnError() throws {
        let folder = try ChangeTemporaryFolder()
        for garbage in ["garbage\n", "Subject: a commit message only\n\nno diff here\n"] {
            #expect(throws: PreflightError.self) { try ChangeSource(root: folder.path, diffText: garbage, name: "-") }
            do {
                _ = try ChangeSource(root: folder.path, diffText: garbage, name: "-")
            } catch let error as PreflightError {
                #expect(error.file == "<stdin>")
                #expect(error.message.contains("no file change found"))
            }
        }
        #expect(try ChangeSource(root: folder.path, diffText: "", name: "-").changeSet.isEmpty)
        #expect(try ChangeSource(root: folder.path, diffText: "\n  \n", name: "-").changeSet.isEmpty)
    }

    @Test func revisionErrors() throws {
        let folder = try ChangeTemporaryFolder()
        #expect(throws: PreflightError.self) { try ChangeSource(root: folder.path, base: "main", head: nil) }
        let repo = try ChangeGitFixture()
        try repo.write("a", "a\n")
        try repo.commit("base")
        #expect(throws: PreflightError("unknown revision 'develop'")) {
            try ChangeSource(root: repo.path, base: "develop", head: "main")
        }
    }
}

@Suite struct ChangeSourceDiffFileTests {
    @Test func readsADiffFile() throws {
        let folder = try ChangeTemporaryFolder()
        let diff = folder.url.appendingPathComponent("pr.diff")
        try Data("--- /dev/null\n+++ b/New.swift\n@@ -0,0 +1 @@\n+x\n".utf8).write(to: diff)
        let source = try ChangeSource(root: folder.path, diffFile: diff.path)
        #expect(source.changeSet.paths == ["New.swift"])
        #expect(source.displayName == diff.path)
        let missing = folder.url.appendingPathComponent("missing.diff").path
        #expect(throws: PreflightError(file: missing, "cannot read the diff file (No such file or directory)")) {
            try ChangeSource(root: folder.path, diffFile: missing)
        }
    }
}
