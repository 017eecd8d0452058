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

/// Diffs written by the real git in temporary repositories, read back by the parser.
@Suite struct ChangeParserGitTests {
    func parse(_ text: String) throws -> ChangeSet {
        try UnifiedDiffParser.parse(text, name: "test.diff")
    }

    @Test func addedFile() throws {
        let repo = try ChangeGitFixture()
        try repo.write("README.md", "hello\n")
        try repo.commit("base")
        try repo.write("Sources/App/NewView.swift", "import SwiftUI\n\nstruct NewView {}\n")
        try repo.commit("add")
        let set = try parse(try repo.git("diff", "HEAD~1", "HEAD"))
        #expect(set.files.count == 1)
        let file = try #require(set.files.first)
        #expect(file.status == .added)
        #expect(file.oldPath == nil)
        #expect(file.newPath == "Sources/App/NewView.swift")
        #expect(file.path == "Sources/App/NewView.swift")
        #expect(file.newMode == "100644")
        #expect(file.addedLines == [1, 2, 3])
        #expect(file.removedLines.isEmpty)
        #expect(file.hunks.first?.lines.map(\.text) == ["import SwiftUI", "", "struct NewView {}"])
    }

    @Test func modifiedWithSeveralHunks() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Model.swift", ChangeGitFixture.numbered(40))
        try repo.commit("base")
        try repo.write("Model.swift", ChangeGitFixture.numbered(40, replacing: [3: "changed 3", 30: "changed 30"]))
        try repo.commit("edit")
        let set = try parse(try repo.git("diff", "HEAD~1", "HEAD"))
        let file = try #require(set.files.first)
        #expect(file.status == .modified)
        #expect(file.oldPath == "Model.swift" && file.newPath == "Model.swift")
        #expect(file.hunks.count == 2)
        #expect(file.addedLines == [3, 30])
        #expect(file.removedLines == [3, 30])
        let second = file.hunks[1]
        #expect(second.oldStart == 27 && second.oldCount == 7 && second.newStart == 27 && second.newCount == 7)
        let context = try #require(second.lines.first)
        #expect(context.kind == .context && context.text == "line 27" && context.oldLine == 27 && context.newLine == 27)
        let added = try #require(second.lines.first { $0.kind == .added })
        #expect(added.text == "changed 30" && added.newLine == 30 && added.oldLine == nil)
    }

    @Test func insertionShiftsLineNumbers() throws {
        let repo = try ChangeGitFixture()
        try repo.write("A.swift", ChangeGitFixture.numbered(10))
        try repo.commit("base")
        try repo.write("A.swift", "new first\nnew second\n" + ChangeGitFixture.numbered(10, replacing: [8: "edited"]))
        try repo.commit("edit")
        let file = try #require(try parse(try repo.git("diff", "HEAD~1", "HEAD")).files.first)
        #expect(file.addedLines == [1, 2, 10])
        #expect(file.removedLines == [8])
    }

    @Test func deletedFile() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Old.swift", "a\nb\n")
        try repo.write("Keep.swift", "k\n")
        try repo.commit("base")
        try repo.remove("Old.swift")
        try repo.commit("delete")
        let file = try #require(try parse(try repo.git("diff", "HEAD~1", "HEAD")).files.first)
        #expect(file.status == .deleted)
        #expect(file.oldPath == "Old.swift" && file.newPath == nil && file.path == "Old.swift")
        #expect(file.oldMode == "100644")
        #expect(file.removedLines == [1, 2] && file.addedLines.isEmpty)
    }

    @Test func renameWithEdit() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Sources/Old Name.swift", ChangeGitFixture.numbered(20))
        try repo.commit("base")
        try repo.remove("Sources/Old Name.swift")
        try repo.write("Sources/Feature/New Name.swift", ChangeGitFixture.numbered(20, replacing: [5: "renamed and edited"]))
        try repo.commit("rename")
        let text = try repo.git("diff", "-M", "HEAD~1", "HEAD")
        #expect(text.contains("rename from Sources/Old Name.swift"))
        let file = try #require(try parse(text).files.first)
        #expect(file.status == .renamed)
        #expect(file.oldPath == "Sources/Old Name.swift")
        #expect(file.newPath == "Sources/Feature/New Name.swift")
        let similarity = try #require(file.similarity)
        #expect(similarity >= 80 && similarity < 100)
        #expect(file.addedLines == [5] && file.removedLines == [5])
    }

    @Test func pureRenameHasNoHunks() throws {
        let repo = try ChangeGitFixture()
        try repo.write("a.txt", ChangeGitFixture.numbered(5))
        try repo.commit("base")
        try repo.git("mv", "a.txt", "b.txt")
        try repo.commit("rename")
        let file = try #require(try parse(try repo.git("diff", "-M", "HEAD~1", "HEAD")).files.first)
        #expect(file.status == .renamed && file.similarity == 100)
        #expect(file.oldPath == "a.txt" && file.newPath == "b.txt" && file.hunks.isEmpty)
    }

    @Test func copyDetected() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Template.swift", ChangeGitFixture.numbered(30))
        try repo.commit("base")
        try repo.write("Copy.swift", ChangeGitFixture.numbered(30, replacing: [2: "tweaked"]))
        try repo.commit("copy")
        let text = try repo.git("diff", "-C", "-C", "HEAD~1", "HEAD")
        #expect(text.contains("copy from Template.swift"))
        let file = try #require(try parse(text).files.first)
        #expect(file.status == .copied)
        #expect(file.oldPath == "Template.swift" && file.newPath == "Copy.swift")
        #expect((file.similarity ?? 0) >= 80)
        #expect(file.addedLines == [2])
    }

    @Test func binaryFiles() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Assets/icon.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3])
        try repo.write("notes.txt", "one\n")
        try repo.commit("base")
        try repo.write("Assets/icon.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 9, 9, 9, 9])
        try repo.write("Assets/new.bin", bytes: [0, 0, 0, 7])
        try repo.write("notes.txt", "one\ntwo\n")
        try repo.commit("edit")

        let plain = try parse(try repo.git("diff", "HEAD~1", "HEAD"))
        #expect(plain.paths == ["Assets/icon.png", "Assets/new.bin", "notes.txt"])
        #expect(plain.files[0].isBinary && plain.files[0].status == .modified && plain.files[0].hunks.isEmpty)
        #expect(plain.files[1].isBinary && plain.files[1].status == .added && plain.files[1].oldPath == nil)
        #expect(!plain.files[2].isBinary && plain.files[2].addedLines == [2])

        let patch = try repo.git("diff", "--binary", "HEAD~1", "HEAD")
        #expect(patch.contains("GIT binary patch"))
        let binary = try parse(patch)
        #expect(binary.paths == ["Assets/icon.png", "Assets/new.bin", "notes.txt"])
        #expect(binary.files[0].isBinary && binary.files[1].isBinary && binary.files[1].status == .added)
        #expect(binary.files[2].addedLines == [2])
    }

    @Test func pathsWithSpaces() throws {
        let repo = try ChangeGitFixture()
        try repo.write("kDrive/UI/File List/File List Cell.swift", "a\n")
        try repo.commit("base")
        try repo.write("kDrive/UI/File List/File List Cell.swift", "a\nb\n")
        try repo.write("kDrive/UI/File List/New Cell.swift", "x\n")
        try repo.commit("edit")
        let text = try repo.git("diff", "HEAD~1", "HEAD")
        #expect(text.contains("+++ b/kDrive/UI/File List/File List Cell.swift\t"))
        let set = try parse(text)
        #expect(set.paths == ["kDrive/UI/File List/File List Cell.swift", "kDrive/UI/File List/New Cell.swift"])
        #expect(set.files[0].oldPath == "kDrive/UI/File List/File List Cell.swift")
        #expect(set.files[1].status == .added)
    }

    @Test func quotedUnicodeAndEscapedPaths() throws {
        let repo = try ChangeGitFixture()
        try repo.write("base.txt", "x\n")
        try repo.commit("base")
        try repo.write("Sources/café.swift", "let x = 1\n")
        try repo.write("tab\there.swift", "t\n")
        try repo.write("say \"hi\".swift", "q\n")
        try repo.write("back\\slash.swift", "b\n")
        try repo.commit("add")
        let text = try repo.gitArguments(["-c", "core.quotepath=on", "diff", "HEAD~1", "HEAD"])
        #expect(text.contains(#"diff --git "a/Sources/caf\303\251.swift" "b/Sources/caf\303\251.swift""#))
        let set = try parse(text)
        #expect(Set(set.paths) == ["Sources/café.swift", "tab\there.swift", "say \"hi\".swift", "back\\slash.swift"])
        #expect(set.files.allSatisfy { $0.status == .added })
    }

    @Test func renameOfQuotedPath() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Vue générale.swift", ChangeGitFixture.numbered(8))
        try repo.commit("base")
        try repo.git("mv", "Vue générale.swift", "Écran.swift")
        try repo.commit("rename")
        let file = try #require(try parse(try repo.git("diff", "-M", "HEAD~1", "HEAD")).files.first)
        #expect(file.status == .renamed)
        #expect(file.oldPath == "Vue générale.swift" && file.newPath == "Écran.swift")
    }

    @Test func noNewlineAtEndOfFile() throws {
        let repo = try ChangeGitFixture()
        try repo.write("a.swift", "one\ntwo")
        try repo.commit("base")
        try repo.write("a.swift", "one\ntwo\nthree")
        try repo.commit("edit")
        let text = try repo.git("diff", "HEAD~1", "HEAD")
        #expect(text.contains("\\ No newline at end of file"))
        let hunk = try #require(try parse(text).files.first?.hunks.first)
        #expect(hunk.lines.map(\.kind) == [.context, .removed, .added, .added])
        #expect(hunk.lines.map(\.missingNewline) == [false, true, false, true])
        #expect(hunk.lines.last?.text == "three" && hunk.lines.last?.newLine == 3)
    }

    @Test func crlfContent() throws {
        let repo = try ChangeGitFixture()
        try repo.write("win.swift", "a\r\nb\r\n")
        try repo.commit("base")
        try repo.write("win.swift", "a\r\nb changed\r\nc\n")
        try repo.commit("edit")
        let hunk = try #require(try parse(try repo.git("diff", "HEAD~1", "HEAD")).files.first?.hunks.first)
        #expect(hunk.lines.map(\.text) == ["a", "b", "b changed", "c"])
        #expect(hunk.lines.map(\.endsWithCR) == [true, true, true, false])
        #expect(hunk.lines.map(\.newLine) == [1, nil, 2, 3])
    }

    @Test func modeChange() throws {
        let repo = try ChangeGitFixture()
        try repo.write("script.sh", "echo hi\n")
        try repo.commit("base")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.url.appendingPathComponent("script.sh").path)
        try repo.commit("chmod")
        let file = try #require(try parse(try repo.git("diff", "HEAD~1", "HEAD")).files.first)
        #expect(file.status == .modified && file.path == "script.sh")
        #expect(file.oldMode == "100644" && file.newMode == "100755")
        #expect(file.isModeChangeOnly && file.hunks.isEmpty)
    }

    @Test func emptyDiff() throws {
        let repo = try ChangeGitFixture()
        try repo.write("a.txt", "a\n")
        try repo.commit("base")
        let text = try repo.git("diff", "HEAD", "HEAD")
        #expect(text.isEmpty)
        #expect(try parse(text).isEmpty)
        #expect(try parse("").files.isEmpty)
        #expect(try parse("\n").files.isEmpty)
    }

    @Test func showAndFormatPatchBodies() throws {
        let repo = try ChangeGitFixture()
        try repo.write("a.swift", ChangeGitFixture.numbered(5))
        try repo.write("b.swift", "b\n")
        try repo.commit("base")
        try repo.write("a.swift", ChangeGitFixture.numbered(5, replacing: [1: "-- tricky"]))
        try repo.remove("b.swift")
        try repo.write("c.swift", "--- not a header\n+++ either\n")
        try repo.commit("Change things\n\n- a bullet that starts with a dash\n+ and one with a plus\n--- even this\n")
        for text in [try repo.git("show", "HEAD"), try repo.git("format-patch", "-1", "--stdout", "HEAD"),
                     try repo.git("log", "-p", "-2")] {
            let set = try parse(text)
            #expect(Array(set.paths.prefix(3)) == ["a.swift", "b.swift", "c.swift"])
            #expect(set.files[0].addedLines == [1])
            #expect(set.files[0].hunks[0].lines.first { $0.kind == .added }?.text == "-- tricky")
            #expect(set.files[1].status == .deleted)
            #expect(set.files[2].status == .added && set.files[2].addedLines == [1, 2])
        }
    }

    @Test func manyFilesInOrder() throws {
        let repo = try ChangeGitFixture()
        for name in ["z.swift", "a.swift", "m/n.swift"] { try repo.write(name, "1\n") }
        try repo.commit("base")
        for name in ["z.swift", "a.swift", "m/n.swift"] { try repo.write(name, "1\n2\n") }
        try repo.commit("edit")
        let set = try parse(try repo.git("diff", "HEAD~1", "HEAD"))
        #expect(set.paths == ["a.swift", "m/n.swift", "z.swift"])
        #expect(set.file("m/n.swift")?.addedLines == [2])
    }

    @Test func realDiffRecursive() throws {
        guard ProcessRunner.locate("diff") != nil else { return }
        let folder = try ChangeTemporaryFolder()
        let fm = FileManager.default
        for side in ["old", "new"] {
            try fm.createDirectory(at: folder.url.appendingPathComponent("\(side)/File List"), withIntermediateDirectories: true)
        }
        try Data("a\nb\n".utf8).write(to: folder.url.appendingPathComponent("old/File List/Cell.swift"))
        try Data("a\nB\n".utf8).write(to: folder.url.appendingPathComponent("new/File List/Cell.swift"))
        try Data("fresh\n".utf8).write(to: folder.url.appendingPathComponent("new/Fresh.swift"))
        let result = try ProcessRunner.run(ProcessRunner.locate("diff")!, ["-ruN", "old", "new"], directory: folder.url)
        #expect(result.status == 1)
        let set = try parse(result.stdoutText)
        #expect(set.paths == ["File List/Cell.swift", "Fresh.swift"])
        #expect(set.files[0].status == .modified && set.files[0].addedLines == [2])
        #expect(set.files[1].status == .added && set.files[1].oldPath == nil)
    }
}

/// Prefix styles a user's own `git diff` may have used.
@Suite struct ChangeParserPrefixTests {
    @Test(arguments: [
        ["diff"],
        ["diff", "--no-prefix"],
        ["-c", "diff.mnemonicPrefix=true", "diff", "HEAD"],
        ["diff", "--src-prefix=old/", "--dst-prefix=new/"],
    ])
    func prefixStyles(_ arguments: [String]) throws {
        let repo = try ChangeGitFixture()
        try repo.write("Sources/App/A.swift", "a\n")
        try repo.write("Top.swift", "t\n")
        try repo.write("x y.swift", "s\n")
        try repo.commit("base")
        try repo.write("Sources/App/A.swift", "a\nb\n")
        try repo.write("Top.swift", "t\nu\n")
        try repo.write("x y.swift", "s\nt\n")
        try repo.git("rm", "-q", "--cached", "x y.swift")
        try repo.git("add", "-N", "x y.swift")
        let text = try repo.gitArguments(arguments)
        let set = try UnifiedDiffParser.parse(text, name: "user.diff")
        #expect(set.paths == ["Sources/App/A.swift", "Top.swift", "x y.swift"], "\(arguments)")
    }
}
