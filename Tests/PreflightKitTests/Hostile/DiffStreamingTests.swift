import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightModel

/// Diffs are parsed as they are read, from a file, standard input or git's pipe: the result
/// is the one the whole text gives, however the bytes arrive, and what a change set may keep
/// is bounded with a message.
@Suite struct DiffStreamingTests {
    static let diff = """
    commit 0123456789abcdef
    Author: A <a@example.com>

        Change things.

    diff --git a/App/View Model.swift b/App/View Model.swift
    index 1111111..2222222 100644
    --- a/App/View Model.swift
    +++ b/App/View Model.swift
    @@ -1,3 +1,4 @@ struct Model {
     import Foundation
    -let a = 1\r
    +let a = 2\r
    +let b = 3
     // end
    \\ No newline at end of file
    diff --git a/Old.swift b/New.swift
    similarity index 90%
    rename from Old.swift
    rename to New.swift
    diff --git a/logo.png b/logo.png
    new file mode 100644
    index 0000000..3333333
    GIT binary patch
    literal 12
    TcmZ?wbhEHbRA5M8U|;|M

    literal 0
    HcmV?d00001

    diff --git "a/caf\\303\\251.swift" "b/caf\\303\\251.swift"
    deleted file mode 100644
    --- "a/caf\\303\\251.swift"
    +++ /dev/null
    @@ -1,2 +0,0 @@
    -one
    -two

    """

    /// Writes `bytes` into a pipe in chunks of 1 to 7 bytes from another thread, so lines,
    /// CRLFs and multi-byte characters are cut at every place.
    static func parseThroughPipe(_ bytes: [UInt8], seed: UInt64) throws -> ChangeSet {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writer = fds[1]
        let thread = Thread {
            var state = seed
            var offset = 0
            while offset < bytes.count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let size = min(bytes.count - offset, 1 + Int(state >> 61))
                let written = bytes[offset..<(offset + size)].withUnsafeBytes { write(writer, $0.baseAddress, size) }
                if written <= 0 { break }
                offset += written
            }
            close(writer)
        }
        thread.start()
        defer { close(fds[0]) }
        return try UnifiedDiffParser.parse(descriptor: fds[0], name: "pipe.diff")
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func streamedParseEqualsWholeTextParse(_ seed: UInt64) throws {
        let bytes = Array(Self.diff.utf8)
        let whole = try UnifiedDiffParser.parse(bytes: bytes, name: "pipe.diff")
        #expect(whole.files.count == 4)
        #expect(try Self.parseThroughPipe(bytes, seed: seed) == whole)
    }

    @Test func streamedErrorsNameTheSameLine() throws {
        let bytes = Array("--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n".utf8)
        #expect(throws: PreflightError(file: "pipe.diff", line: 4,
                                       "diff ends inside the hunk at line 3 (-1,2 +1,2): 1 old and 1 new lines missing")) {
            _ = try Self.parseThroughPipe(bytes, seed: 9)
        }
    }

    @Test func binaryPatchesAreSkippedWithoutBeingKept() throws {
        // 20 MB of base85 lines: read and dropped as they come.
        var text = "diff --git a/big.bin b/big.bin\nnew file mode 100644\nindex 0000000..1111111\nGIT binary patch\nliteral 20000000\n"
        let line = "z" + String(repeating: "0", count: 65) + "\n"
        text += String(repeating: line, count: 300_000) + "\n"
        text += "diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-a\n+b\n"
        let set = try Self.parseThroughPipe(Array(text.utf8), seed: 3)
        #expect(set.paths == ["big.bin", "A.swift"])
        #expect(set.files[0].isBinary)
    }

    @Test func changeLargerThanTheLimitIsAnErrorWithAMessage() throws {
        let lines = (1...101).map { "+line \($0)\n" }.joined()
        let text = "--- /dev/null\n+++ b/A.swift\n@@ -0,0 +1,101 @@\n" + lines
        #expect(throws: PreflightError(file: "big.diff", line: 104,
                                       "the change is too large to review: its hunks hold more than 100 lines or 1 MB of text; review it in parts, or run `preflight audit`")) {
            _ = try UnifiedDiffParser.parse(bytes: Array(text.utf8), name: "big.diff", maximumLines: 100, maximumBytes: 1_048_576)
        }
        let ok = try UnifiedDiffParser.parse(bytes: Array(text.utf8), name: "big.diff", maximumLines: 101, maximumBytes: 1_048_576)
        #expect(ok.files.first?.addedLines.count == 101)
    }

    @Test func standardInputThatIsNotUTF8IsAnErrorAtItsLine() throws {
        var bytes = Array("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+".utf8)
        bytes += [0xFF, 0xFE, 0x0A]
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, bytes.count) }
        close(fds[1])
        defer { close(fds[0]) }
        #expect(throws: PreflightError(file: "<stdin>", line: 5, "the diff is not UTF-8 text")) {
            _ = try UnifiedDiffParser.parse(descriptor: fds[0], name: "<stdin>", requireUTF8: true)
        }
    }

    @Test func diffFileIsReadInChunksAndAFolderIsRefused() throws {
        let folder = try ChangeTemporaryFolder()
        let file = folder.url.appendingPathComponent("pr.diff")
        try Data(Self.diff.utf8).write(to: file)
        let source = try ChangeSource(root: folder.path, diffFile: file.path)
        #expect(source.changeSet == (try UnifiedDiffParser.parse(Self.diff, name: file.path)))
        #expect(throws: PreflightError(file: folder.path, "is a folder; expected a diff file")) {
            _ = try ChangeSource(root: folder.path, diffFile: folder.path)
        }
    }
}
