import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository

/// Files the audit cannot check are listed as skipped with the reason, never dropped silently;
/// a file's first bytes decide whether it is binary before the rest is read.
@Suite struct WorkspaceReadingTests {
    @Test func sparseTwoGigabyteSwiftFileIsSkippedFromItsFirstBytes() throws {
        let tree = try HostileTree()
        let path = tree.path("App/Huge.swift")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, 2 * 1024 * 1024 * 1024) == 0)
        let started = Date()
        #expect(Workspace.read(fullPath: path) == .skipped("binary file"))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func textFileAboveTheLimitIsSkippedUnread() throws {
        let tree = try HostileTree()
        let path = tree.path("App/Generated.swift")
        let handle = try #require(FileHandle(forWritingAtPath: path) ?? {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }())
        let line = Data(String(repeating: "x", count: 1023).utf8) + Data([0x0A])
        for _ in 0..<(Workspace.maximumFileSize / 1024 + 1) { handle.write(line) }
        try handle.close()
        #expect(Workspace.read(fullPath: path) == .skipped("larger than \(Workspace.maximumFileSize / 1_048_576) MB"))
    }

    @Test func vanishedFileIsSkippedWithTheReason() throws {
        let tree = try HostileTree()
        let workspace = try Workspace(root: tree.root.path, classify: false)
        #expect(workspace.paths == ["App/Main.swift"])
        try FileManager.default.removeItem(atPath: tree.path("App/Main.swift"))
        #expect(workspace.read("App/Main.swift") == .skipped("unreadable (No such file or directory)"))
    }

    /// Permissions do not stop root, so this one runs only for other users.
    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func unreadableSwiftFileIsListedAsSkipped() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try tree.write("App/Secret.swift", "print(1)\n")
        #expect(chmod(tree.path("App/Secret.swift"), 0) == 0)
        defer { chmod(tree.path("App/Secret.swift"), 0o644) }
        let run = tree.run(["audit", ".", "--format", "json"])
        #expect(run.out.contains("\"path\" : \"App/Secret.swift\"") || run.out.contains("\"path\": \"App/Secret.swift\""))
        #expect(run.out.contains("unreadable (Permission denied)"))
    }

    @Test func nonUTF8FileNameIsListedAsSkipped() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        // "bad\xFF.swift": a name no String can hold, made with open(2) on raw bytes.
        let name: [UInt8] = Array((tree.path("App") + "/").utf8) + Array("bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "print(1)\n".withCString { write(descriptor, $0, 9) }
        close(descriptor)
        let workspace = try Workspace(root: tree.root.path)
        #expect(workspace.skipped.contains { $0.path == "App/bad\\xFF.swift" && $0.reason == "name is not valid UTF-8" })
        let run = tree.run(["audit", ".", "--format", "text"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("App/bad\\xFF.swift: note: skipped: name is not valid UTF-8"), "\(run.out)")
    }

    @Test func ignoreFileLinkedOutsideTheRootIsNotRead() throws {
        let tree = try HostileTree()
        try Probe.write("*.swift\n", to: "ignore", in: tree.outside)
        try tree.link(".gitignore", to: tree.outside.appendingPathComponent("ignore").path)
        let workspace = try Workspace(root: tree.root.path)
        #expect(workspace.files == ["App/Main.swift"])
        #expect(workspace.skipped.contains { $0.path == ".gitignore" && $0.reason == "symbolic link leads outside the root" })
        #expect(workspace.skipped.contains { $0.path == ".gitignore" && $0.reason.hasSuffix("not read") })
    }

    @Test func headerTemplateThatIsAFifoDoesNotHangTheAudit() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", "# Demo\n\n- [ ] Files start with the header.\n<!-- preflight:\n  checks:\n    - kind: file-header\n      template: header.txt\n-->\n")
        #expect(mkfifo(tree.path("header.txt"), 0o600) == 0)
        let run = tree.run(["audit", ".", "--format", "json"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("`header.txt` is not in the repository"), "\(run.out)")
    }

    /// A pipe named like a source file is never opened (it would block) and is listed as skipped.
    @Test func aFifoSwiftFileIsListedAsSkipped() throws {
        let tree = try HostileTree()
        #expect(mkfifo(tree.path("App/Pipe.swift"), 0o600) == 0)
        let workspace = try Workspace(root: tree.root.path)
        #expect(!workspace.files.contains("App/Pipe.swift"))
        #expect(workspace.skipped.contains { $0.path == "App/Pipe.swift" && $0.reason.hasPrefix("not a regular file") }, "\(workspace.skipped)")
    }

    @Test func deepFolderTreeIsWalkedWithoutRecursion() throws {
        let tree = try HostileTree()
        var folder = "d"
        for _ in 0..<1500 { folder += "/d" }
        try tree.write(folder + "/Deep.swift", "let x = 1\n")
        let workspace = try Workspace(root: tree.root.path)
        #expect(workspace.files.contains(folder + "/Deep.swift"))
    }

    @Test func auditListsABinarySwiftFileAsSkipped() throws {
        let tree = try HostileTree()
        try tree.write(".claude/skills/demo/SKILL.md", HostileTree.skill)
        try Data([0x70, 0x72, 0x00, 0x01]).write(to: URL(fileURLWithPath: tree.path("App/Blob.swift")))
        let run = tree.run(["audit", ".", "--format", "text"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("App/Blob.swift: note: skipped: binary file"), "\(run.out)")
    }
}
