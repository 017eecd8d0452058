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

@Suite struct ChangeGitRepositoryTests {
    /// main: base commit; feature branches off and edits Feature.swift; main then moves on
    /// and edits Main.swift.
    func branchedRepository() throws -> ChangeGitFixture {
        let repo = try ChangeGitFixture()
        try repo.write("Feature.swift", ChangeGitFixture.numbered(5))
        try repo.write("Main.swift", ChangeGitFixture.numbered(5))
        try repo.commit("base")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("Feature.swift", ChangeGitFixture.numbered(5, replacing: [2: "feature work"]))
        try repo.write("Feature Folder/Added.swift", "new\n")
        try repo.commit("feature")
        try repo.git("checkout", "-q", "main")
        try repo.write("Main.swift", ChangeGitFixture.numbered(5, replacing: [4: "main moved on"]))
        try repo.commit("main moves on")
        return repo
    }

    @Test func diffUsesMergeBaseSemantics() throws {
        let repo = try branchedRepository()
        let git = try GitRepository(root: repo.path)
        let text = try git.diff(base: "main", head: "feature")
        let set = try UnifiedDiffParser.parse(text, name: "git diff")
        #expect(set.paths == ["Feature Folder/Added.swift", "Feature.swift"])
        #expect(set.file("Main.swift") == nil)
        #expect(set.file("Feature.swift")?.addedLines == [2])
        #expect(try git.mergeBase("main", "feature") == (try repo.git("rev-parse", "main~1")).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func diffAgainstWorkingTree() throws {
        let repo = try branchedRepository()
        try repo.git("checkout", "-q", "feature")
        try repo.write("Feature.swift", ChangeGitFixture.numbered(5, replacing: [2: "feature work", 5: "uncommitted"]))
        let git = try GitRepository(root: repo.path)
        let set = try UnifiedDiffParser.parse(try git.diff(base: "main", head: nil), name: "git diff")
        #expect(set.file("Feature.swift")?.addedLines == [2, 5])
        #expect(set.file("Main.swift") == nil)
    }

    @Test func unknownRevision() throws {
        let repo = try branchedRepository()
        let git = try GitRepository(root: repo.path)
        #expect(throws: PreflightError("unknown revision 'nope'")) { try git.resolve("nope") }
        #expect(throws: PreflightError("unknown revision '--output=x'")) { try git.resolve("--output=x") }
        #expect(throws: PreflightError("unknown revision 'nope'")) { try git.diff(base: "nope", head: "feature") }
        #expect(throws: PreflightError("unknown revision 'missing'")) { try git.diff(base: "main", head: "missing") }
        #expect(try git.resolve("main").count == 40)
    }

    @Test func resolvingSeveralRevisionsAtOnce() throws {
        let repo = try branchedRepository()
        let git = try GitRepository(root: repo.path)
        let both = try git.resolveAll(["feature", "main"])
        #expect(both == [try git.resolve("feature"), try git.resolve("main")])
        #expect(both[0] != both[1])
        // A revision that names a path, not a commit, is not taken for one.
        #expect(throws: PreflightError("unknown revision 'Main.swift'")) { try git.resolveAll(["main", "Main.swift"]) }
        #expect(throws: PreflightError("unknown revision 'nope'")) { try git.resolveAll(["nope", "main"]) }
        // A branch that moves is asked again: only object names are remembered.
        try repo.write("Main.swift", "moved\n")
        try repo.commit("main moves again")
        #expect(try git.resolve("main") != both[1])
        #expect(try git.resolve(both[1]) == both[1])
    }

    @Test func notARepository() throws {
        let folder = try ChangeTemporaryFolder()
        #expect(!GitRepository.isRepository(folder.path))
        do {
            _ = try GitRepository(root: folder.path)
            Issue.record("expected an error")
        } catch let error as PreflightError {
            #expect(error.message.contains("is not a git repository"))
            #expect(error.file == folder.path)
        }
        #expect(throws: PreflightError.self) { try GitRepository(root: folder.path + "/missing") }
    }

    @Test func showAtRevision() throws {
        let repo = try branchedRepository()
        let git = try GitRepository(root: repo.path)
        #expect(git.root.path.hasSuffix(repo.url.lastPathComponent))
        #expect(GitRepository.isRepository(repo.path))
        let onFeature = try #require(try git.show("feature", "Feature.swift"))
        #expect(String(decoding: onFeature, as: UTF8.self).contains("feature work"))
        let onMain = try #require(try git.show("main", "Feature.swift"))
        #expect(!String(decoding: onMain, as: UTF8.self).contains("feature work"))
        #expect(try git.show("main", "Feature Folder/Added.swift") == nil)
        #expect(try git.show("feature", "Feature Folder/Added.swift") == Array("new\n".utf8))
        #expect(throws: PreflightError.self) { try git.show("main", "../outside") }
    }

    @Test func boundedBlobReadsOneFileInOneProcess() throws {
        let repo = try branchedRepository()
        try repo.write("Sources/Big.swift", String(repeating: "let x = 1\n", count: 300))
        try repo.commit("big file on main")
        try repo.write("Sources/Staged.swift", "staged\n")
        try repo.git("add", "Sources/Staged.swift")
        let git = try GitRepository(root: repo.path)
        #expect(try git.boundedBlob("feature", "Feature Folder/Added.swift", maximumSize: 100) == Array("new\n".utf8))
        #expect(try git.boundedBlob("main", "Feature Folder/Added.swift", maximumSize: 100) == nil)
        // A folder is not a file; the index is read when no revision is named.
        #expect(try git.boundedBlob("main", "Sources", maximumSize: 100) == nil)
        #expect(try git.boundedBlob(nil, "Sources/Staged.swift", maximumSize: 100) == Array("staged\n".utf8))
        // The size in git's answer decides before a byte is read.
        #expect(throws: PreflightError(file: "Sources/Big.swift", "is 2 KB; files above 1000 bytes are not read")) {
            try git.boundedBlob("main", "Sources/Big.swift", maximumSize: 1000)
        }
        #expect(try git.boundedBlob("main", "Sources/Big.swift", maximumSize: 3000)?.count == 3000)
        #expect(throws: PreflightError.self) { try git.boundedBlob("main", "../outside", maximumSize: 100) }
        // From a subfolder, paths are relative to it.
        let sub = try GitRepository(root: repo.path + "/Sources")
        #expect(try sub.boundedBlob("main", "Big.swift", maximumSize: 3000)?.count == 3000)
    }

    @Test func readBlobsReadsManyFilesInOneProcessAndReadsPastLargeOnes() throws {
        let repo = try branchedRepository()
        try repo.write("Sources/Big.swift", String(repeating: "let x = 1\n", count: 300))
        try repo.write("Sources/Small.swift", "small\n")
        try repo.commit("files on main")
        let git = try GitRepository(root: repo.path)
        let read = try git.readBlobs("main", paths: ["Sources/Big.swift", "Missing.swift", "Sources", "Sources/Small.swift",
                                                     "Main.swift"], maximumSize: 1000)
        // The large file between two others does not disturb their bytes.
        #expect(read.blobs["Sources/Small.swift"] == Array("small\n".utf8))
        #expect(read.blobs["Main.swift"].map { String(decoding: $0, as: UTF8.self).contains("main moved on") } == true)
        #expect(read.blobs["Sources/Big.swift"] == nil)
        #expect(read.tooLarge == ["Sources/Big.swift": 3000])
        #expect(read.blobs["Missing.swift"] == nil && read.blobs["Sources"] == nil)
        #expect(try git.readBlobs("main", paths: [], maximumSize: 10).blobs.isEmpty)
        #expect(throws: PreflightError.self) { try git.readBlobs("main", paths: ["../outside"], maximumSize: 10) }
    }

    @Test func listFilesKeepsSpacesAndUnicode() throws {
        let repo = try ChangeGitFixture()
        try repo.write("Sources/café.swift", "x\n")
        try repo.write("File List/Cell View.swift", "y\n")
        try repo.commit("base")
        let git = try GitRepository(root: repo.path)
        #expect(try git.listFiles("HEAD") == ["File List/Cell View.swift", "Sources/café.swift"])
    }

    @Test func subfolderRootIsRelative() throws {
        let repo = try ChangeGitFixture()
        try repo.write("App/Sources/A.swift", "a\n")
        try repo.write("Other/B.swift", "b\n")
        try repo.commit("base")
        try repo.write("App/Sources/A.swift", "a\nmore\n")
        try repo.write("Other/B.swift", "b\nmore\n")
        try repo.commit("edit")
        let git = try GitRepository(root: repo.url.appendingPathComponent("App").path)
        let set = try UnifiedDiffParser.parse(try git.diff(base: "HEAD~1", head: "HEAD"), name: "git diff")
        #expect(set.paths == ["Sources/A.swift"])
        #expect(try git.listFiles("HEAD") == ["Sources/A.swift"])
        #expect(try git.show("HEAD", "Sources/A.swift") == Array("a\nmore\n".utf8))
    }

    @Test func largeDiffDoesNotDeadlock() throws {
        let repo = try ChangeGitFixture()
        try repo.write("big.txt", ChangeGitFixture.numbered(40_000))
        try repo.commit("base")
        try repo.write("big.txt", (1...40_000).map { "changed line \($0)" }.joined(separator: "\n") + "\n")
        try repo.commit("rewrite")
        let git = try GitRepository(root: repo.path)
        let set = try UnifiedDiffParser.parse(try git.diff(base: "HEAD~1", head: "HEAD"), name: "git diff")
        #expect(set.file("big.txt")?.addedLines.count == 40_000)
    }

    @Test func userConfigurationDoesNotChangeTheOutput() throws {
        let repo = try ChangeGitFixture()
        try repo.write("é.swift", "a\n")
        try repo.commit("base")
        try repo.write("é.swift", "a\nb\n")
        try repo.commit("edit")
        try repo.git("config", "diff.noprefix", "true")
        try repo.git("config", "diff.mnemonicPrefix", "true")
        try repo.git("config", "core.quotepath", "false")
        try repo.git("config", "color.diff", "always")
        let git = try GitRepository(root: repo.path)
        let text = try git.diff(base: "HEAD~1", head: "HEAD")
        #expect(text.contains(#"diff --git "a/\303\251.swift" "b/\303\251.swift""#))
        #expect(!text.contains("\u{1B}["))
        #expect(try UnifiedDiffParser.parse(text, name: "git diff").paths == ["é.swift"])
    }
}

@Suite struct ChangeGitBatchTests {
    @Test func showManyPathsAtOnce() throws {
        let repo = try ChangeGitFixture()
        try repo.write("App/Sources/A.swift", "a\n")
        try repo.write("App/File List/B c.swift", "b\nno newline")
        try repo.write("App/café.swift", "é\n")
        try repo.write("App/empty.swift", "")
        try repo.write("App/bin.dat", bytes: [0, 1, 2, 10, 255])
        try repo.commit("base")
        try repo.write("App/Sources/A.swift", "changed in work tree\n")
        for root in [repo.path, repo.url.appendingPathComponent("App").path] {
            let prefix = root == repo.path ? "App/" : ""
            let git = try GitRepository(root: root)
            let paths = ["Sources/A.swift", "File List/B c.swift", "café.swift", "empty.swift", "bin.dat", "missing.swift", "Sources"]
                .map { prefix + $0 }
            let contents = try git.show("HEAD", paths: paths)
            #expect(contents[prefix + "Sources/A.swift"] == Array("a\n".utf8))
            #expect(contents[prefix + "File List/B c.swift"] == Array("b\nno newline".utf8))
            #expect(contents[prefix + "café.swift"] == Array("é\n".utf8))
            #expect(contents[prefix + "empty.swift"] == [])
            #expect(contents[prefix + "bin.dat"] == [0, 1, 2, 10, 255])
            #expect(contents[prefix + "missing.swift"] == nil)
            #expect(contents[prefix + "Sources"] == nil)
            #expect(contents.count == 5)
        }
    }
}

@Suite struct ChangeGitShallowTests {
    @Test func shallowCloneExplainsMissingHistory() throws {
        let origin = try ChangeGitFixture()
        try origin.write("a.txt", "1\n")
        try origin.commit("one")
        try origin.git("checkout", "-q", "-b", "feature")
        try origin.write("a.txt", "2\n")
        try origin.commit("two")
        let clone = try ChangeTemporaryFolder()
        try origin.git("clone", "-q", "--depth", "1", "--branch", "feature", "file://" + origin.path, clone.path + "/repo")
        let git = try GitRepository(root: clone.path + "/repo")
        #expect(git.isShallow())
        do {
            _ = try git.diff(base: "main", head: "HEAD")
            Issue.record("expected an error")
        } catch let error as PreflightError {
            #expect(error.message.hasPrefix("unknown revision 'main'"))
            #expect(error.message.contains("shallow"))
        }
        #expect(!(try GitRepository(root: origin.path)).isShallow())
    }
}
