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

/// Hand-written diffs: `diff -u` / `diff -ru` output, edge shapes and malformed input.
@Suite struct ChangeParserTextTests {
    func parse(_ text: String) throws -> ChangeSet {
        try UnifiedDiffParser.parse(text, name: "change.diff")
    }

    func failure(_ text: String) -> PreflightError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as PreflightError {
            return error
        } catch {
            return nil
        }
    }

    @Test func diffUnifiedWithTimestamps() throws {
        let text = """
        --- Sources/App/View Model.swift\t2026-01-01 10:00:00.000000000 +0100
        +++ Sources/App/View Model.swift\t2026-01-02 11:00:00.000000000 +0100
        @@ -1,3 +1,3 @@
         import Foundation
        -let a = 1
        +let a = 2
         // end

        """
        let file = try #require(try parse(text).files.first)
        #expect(file.status == .modified)
        #expect(file.oldPath == "Sources/App/View Model.swift" && file.newPath == "Sources/App/View Model.swift")
        #expect(file.addedLines == [2] && file.removedLines == [2])
    }

    @Test func diffRecursiveStripsTopFolders() throws {
        let text = """
        Only in old: Removed.swift
        diff -ru old/Sources/A.swift new/Sources/A.swift
        --- old/Sources/A.swift\t2026-01-01 10:00:00.000000000 +0000
        +++ new/Sources/A.swift\t2026-01-01 10:05:00.000000000 +0000
        @@ -2 +2,2 @@ struct A {
        -    var x = 1
        +    var x = 2
        +    var y = 3
        diff -ruN old/Sources/B.swift new/Sources/B.swift
        --- old/Sources/B.swift\t1970-01-01 00:00:00.000000000 +0000
        +++ new/Sources/B.swift\t2026-01-01 10:05:00.000000000 +0000
        @@ -0,0 +1 @@
        +struct B {}
        diff -ruN old/Sources/C.swift new/Sources/C.swift
        --- old/Sources/C.swift\t2026-01-01 10:00:00.000000000 +0000
        +++ new/Sources/C.swift\t1970-01-01 00:00:00.000000000 +0000
        @@ -1 +0,0 @@
        -struct C {}
        Binary files old/icon.png and new/icon.png differ

        """
        let set = try parse(text)
        #expect(set.paths == ["Sources/A.swift", "Sources/B.swift", "Sources/C.swift", "icon.png"])
        #expect(set.files[0].addedLines == [2, 3] && set.files[0].hunks[0].section == "struct A {")
        #expect(set.files[1].status == .added && set.files[1].oldPath == nil)
        #expect(set.files[2].status == .deleted && set.files[2].newPath == nil && set.files[2].removedLines == [1])
        #expect(set.files[3].isBinary && set.files[3].status == .modified)
    }

    @Test func diffUnifiedAgainstDevNullAndSameFolder() throws {
        let text = """
        --- /dev/null
        +++ b/New.swift
        @@ -0,0 +1 @@
        +x
        --- Sources/A.swift.orig
        +++ Sources/A.swift
        @@ -1 +1 @@
        -a
        +b

        """
        let set = try parse(text)
        #expect(set.paths == ["New.swift", "Sources/A.swift"])
        #expect(set.files[0].status == .added)
        #expect(set.files[1].oldPath == "Sources/A.swift.orig" && set.files[1].status == .modified)
    }

    @Test func countsDefaultToOneAndEmptyContextLines() throws {
        let text = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n"
        let hunk = try #require(try parse(text).files.first?.hunks.first)
        #expect(hunk.lines.map(\.kind) == [.context, .context, .removed, .added])
        #expect(hunk.lines[1].text == "" && hunk.lines[1].newLine == 2)
    }

    @Test func wholeDiffWithCRLFTerminators() throws {
        let text = "diff --git a/x b/x\r\n--- a/x\r\n+++ b/x\r\n@@ -1 +1 @@\r\n-a\r\n+b\r\n"
        let file = try #require(try parse(text).files.first)
        #expect(file.path == "x" && file.hunks[0].lines.map(\.text) == ["a", "b"])
    }

    @Test func quotedPathDecoding() {
        #expect(QuotedPath.decodeWhole(#""a/caf\303\251.swift""#) == "a/café.swift")
        #expect(QuotedPath.decodeWhole(#""tab\there""#) == "tab\there")
        #expect(QuotedPath.decodeWhole(#""say \"hi\"""#) == "say \"hi\"")
        #expect(QuotedPath.decodeWhole(#""back\\slash""#) == "back\\slash")
        #expect(QuotedPath.decodeWhole(#""line\nbreak""#) == "line\nbreak")
        #expect(QuotedPath.decodeWhole(#""unterminated"#) == nil)
        #expect(QuotedPath.decodeWhole(#""bad \q escape""#) == nil)
    }

    @Test func mixedQuotingInGitHeader() throws {
        let text = """
        diff --git a/plain.swift "b/caf\\303\\251.swift"
        similarity index 100%
        rename from plain.swift
        rename to "caf\\303\\251.swift"

        """
        let file = try #require(try parse(text).files.first)
        #expect(file.status == .renamed && file.oldPath == "plain.swift" && file.newPath == "café.swift")
    }

    @Test func gitHeaderOnlyNewEmptyFile() throws {
        let text = "diff --git a/My Empty File.swift b/My Empty File.swift\nnew file mode 100644\nindex 0000000..e69de29\n"
        let file = try #require(try parse(text).files.first)
        #expect(file.status == .added && file.newPath == "My Empty File.swift" && file.hunks.isEmpty)
    }

    // MARK: - malformed

    @Test func garbageHunkHeader() {
        let error = failure("--- a/x\n+++ b/x\n@@ -1,two +1 @@\n-a\n+b\n")
        #expect(error?.file == "change.diff")
        #expect(error?.line == 3)
        #expect(error?.message.contains("malformed hunk header") == true)
    }

    @Test func hunkWithMoreLinesThanDeclared() {
        let error = failure("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n+c\n")
        #expect(error?.line == 7)
        #expect(error?.message.contains("outside any hunk") == true)
        #expect(error?.message.contains("line 4") == true)
    }

    @Test func hunkEndingEarly() {
        let error = failure("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\ndiff --git a/y b/y\n")
        #expect(error?.line == 7)
        #expect(error?.message.contains("ends early") == true)
    }

    @Test func diffEndingInsideHunk() {
        let error = failure("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n")
        #expect(error?.line == 4)
        #expect(error?.message.contains("diff ends inside the hunk at line 3") == true)
    }

    @Test func removedLineBeyondOldCount() {
        let error = failure("--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n-a\n-b\n+c\n")
        #expect(error?.line == 5)
        #expect(error?.message.contains("more removed lines") == true)
    }

    @Test func contentWithoutHunkHeader() {
        let error = failure("--- a/x\n+++ b/x\n-a\n+b\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("outside any hunk") == true)
        let inGit = failure("diff --git a/x b/x\nindex 1..2 100644\n+b\n")
        #expect(inGit?.line == 3)
    }

    @Test func hunkBeforeFileHeaders() {
        #expect(failure("@@ -1 +1 @@\n-a\n+b\n")?.line == 1)
        #expect(failure("diff --git a/x b/x\n@@ -1 +1 @@\n-a\n+b\n")?.line == 2)
    }

    @Test func overlappingHunks() {
        let error = failure("--- a/x\n+++ b/x\n@@ -5 +5 @@\n-a\n+b\n@@ -2 +2 @@\n-c\n+d\n")
        #expect(error?.line == 6)
    }

    @Test func combinedDiffRefused() {
        let error = failure("diff --cc Merged.swift\nindex 1,2..3\n")
        #expect(error?.line == 1)
        #expect(error?.message.contains("combined") == true)
    }

    @Test func zeroStartWithCountIsMalformed() {
        #expect(failure("--- a/x\n+++ b/x\n@@ -0,1 +1 @@\n-a\n+b\n")?.line == 3)
    }
}

@Suite struct ChangeParserColourTests {
    @Test func colouredDiffIsRefused() throws {
        let repo = try ChangeGitFixture()
        try repo.write("a.swift", "a\n")
        try repo.commit("base")
        try repo.write("a.swift", "b\n")
        let text = try repo.git("diff", "--color=always")
        #expect(throws: PreflightError.self) { try UnifiedDiffParser.parse(text, name: "colour.diff") }
        do {
            _ = try UnifiedDiffParser.parse(text, name: "colour.diff")
        } catch let error as PreflightError {
            #expect(error.line == 1 && error.message.contains("--no-color"))
        }
    }
}
