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

/// A throwaway repository tree in the temporary folder, unique per test.
private final class TemporaryTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("preflight-workspace-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func link(_ path: String, to destination: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }
}

@Suite struct WorkspaceTests {
    @Test func gitignoreSemanticsAndBuildFolders() throws {
        let tree = try TemporaryTree()
        try tree.write(".gitignore", """
        # comment
        *.log
        /Generated
        build/
        !keep.log
        Secrets/**
        \\#literal.swift
        trailing.txt   
        """)
        try tree.write(".git/info/exclude", "local-only.swift\n")
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/AppDelegate.swift", "import UIKit\n")
        try tree.write("App/debug.log", "x")
        try tree.write("App/keep.log", "kept by negation")
        try tree.write("Generated/Out.swift", "x")
        try tree.write("App/Generated/Kept.swift", "not anchored here")
        try tree.write("App/build/Out.swift", "x")
        try tree.write("Tools/build", "a file named like the folder-only pattern stays")
        try tree.write("Secrets/key.txt", "x")
        try tree.write("#literal.swift", "x")
        try tree.write("trailing.txt", "x")
        try tree.write("local-only.swift", "x")
        try tree.write("Feature/.gitignore", "*.swift\n!Public.swift\n")
        try tree.write("Feature/Hidden.swift", "x")
        try tree.write("Feature/Public.swift", "x")
        try tree.write("Feature/Sub/Deep.swift", "x")
        for folder in [".build", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules", "App/Pods", "Vendor", "App/ThirdParty", "fastlane"] {
            try tree.write("\(folder)/Skipped.swift", "x")
        }

        let workspace = try Workspace(root: tree.root.path)
        #expect(workspace.files == [
            ".gitignore",
            "App/AppDelegate.swift",
            "App/Generated/Kept.swift",
            "App/keep.log",
            "Feature/.gitignore",
            "Feature/Public.swift",
            "Tools/build",
        ])
        // Build output and fetched dependencies pass silently; vendored code a team placed by
        // hand is listed, so a reader sees it was not checked.
        #expect(workspace.skipped == [
            Workspace.SkippedFile(path: "App/ThirdParty", reason: Workspace.vendoredReason),
            Workspace.SkippedFile(path: "Vendor", reason: Workspace.vendoredReason),
            Workspace.SkippedFile(path: "fastlane", reason: Workspace.toolingReason),
        ])
        #expect(try workspace.contents(of: "App/AppDelegate.swift") == Array("import UIKit\n".utf8))
    }

    @Test func symlinksBinaryNonUTF8AndUnicodeNames() throws {
        let outside = try TemporaryTree()
        try outside.write("secret.swift", "let key = 1")
        let tree = try TemporaryTree()
        try tree.write("App/UI/File List/Café.swift", "struct Café {}")
        try tree.write("App/Inside.swift", "let a = 1")
        try tree.link("App/LinkInside.swift", to: tree.root.appendingPathComponent("App/Inside.swift").path)
        try tree.link("App/LinkOutside.swift", to: outside.root.appendingPathComponent("secret.swift").path)
        try tree.link("App/OutsideFolder", to: outside.root.path)
        try tree.link("App/Loop", to: tree.root.path)
        try tree.link("App/Dangling.swift", to: tree.root.appendingPathComponent("nope").path)
        try tree.write("App/Icon.png", Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]))
        try tree.write("App/Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]))

        let workspace = try Workspace(root: tree.root.path)
        #expect(workspace.files == [
            "App/Inside.swift",
            "App/LinkInside.swift",
            "App/UI/File List/Café.swift",
        ])
        #expect(workspace.paths.contains("App/Icon.png"))
        #expect(workspace.skipped == [
            .init(path: "App/Dangling.swift", reason: "broken symbolic link"),
            .init(path: "App/Icon.png", reason: "binary file"),
            .init(path: "App/Latin1.swift", reason: "not valid UTF-8"),
            .init(path: "App/LinkOutside.swift", reason: "symbolic link leads outside the root"),
            .init(path: "App/OutsideFolder", reason: "symbolic link leads outside the root"),
        ])
        let file = try workspace.sourceFile("App/UI/File List/Café.swift")
        #expect(file.declarations.map(\.name) == ["Café"])
    }

    @Test func encodingIsCheckedPastTheFirstBlock() throws {
        let tree = try TemporaryTree()
        let padding = Data(repeating: UInt8(ascii: "a"), count: 10_000)
        try tree.write("Late.swift", padding + Data([0xFF]))
        try tree.write("Big.swift", padding + Data("let ok = \"é\"\n".utf8))
        let workspace = try Workspace(root: tree.root.path)
        #expect(workspace.files == ["Big.swift"])
        #expect(workspace.skipped == [.init(path: "Late.swift", reason: "not valid UTF-8")])
    }

    @Test func includeAndExcludeFilters() throws {
        let tree = try TemporaryTree()
        for path in ["Sources/A.swift", "Sources/A.generated.swift", "Sources/Vendor/V.swift", "Tests/T.swift", "README.md"] {
            try tree.write(path, "x")
        }
        let workspace = try Workspace(root: tree.root.path, include: ["Sources", "*.md"], exclude: ["*.generated.swift", "Sources/Vendor"])
        #expect(workspace.files == ["README.md", "Sources/A.swift"])
        #expect(workspace.files(matching: Glob("**/*.swift")) == ["Sources/A.swift"])
    }

    @Test func missingRootIsAnError() {
        #expect(throws: PreflightError.self) { try Workspace(root: FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path) }
    }

    @Test func concurrentMapKeepsOrder() {
        let input = Array(0..<1000)
        #expect(concurrentMap(input) { $0 * 2 } == input.map { $0 * 2 })
        #expect(concurrentMap([Int]()) { $0 } == [])
        #expect(concurrentMap([7]) { "\($0)" } == ["7"])
    }
}
