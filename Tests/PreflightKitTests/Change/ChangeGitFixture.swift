import Foundation
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

/// A throwaway git repository in the temporary folder, driven by the real `git` binary with
/// the user's and the system's configuration shut out.
final class ChangeGitFixture {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("preflight-change-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
        try git("config", "core.fileMode", "true")
        try git("config", "core.autocrlf", "false")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for key in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment.removeValue(forKey: key) }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Preflight Tests"
        environment["GIT_AUTHOR_EMAIL"] = "tests@example.com"
        environment["GIT_COMMITTER_NAME"] = "Preflight Tests"
        environment["GIT_COMMITTER_EMAIL"] = "tests@example.com"
        environment["GIT_AUTHOR_DATE"] = "2026-01-01T00:00:00Z"
        environment["GIT_COMMITTER_DATE"] = "2026-01-01T00:00:00Z"
        return environment
    }()

    /// Runs git in the repository and returns stdout; throws on a failing exit status.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try gitArguments(arguments)
    }

    @discardableResult
    func gitArguments(_ arguments: [String]) throws -> String {
        guard let git = ProcessRunner.locate("git") else { throw ChangeFixtureError("git not found") }
        let result = try ProcessRunner.run(git, arguments, directory: url, environment: Self.environment)
        guard result.status == 0 else {
            throw ChangeFixtureError("git \(arguments.joined(separator: " ")) failed: \(result.stderrSummary)")
        }
        return result.stdoutText
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(relative))
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
    }

    /// Lines `1 ... count` as text, each "line N".
    static func numbered(_ count: Int, replacing changes: [Int: String] = [:]) -> String {
        (1...count).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
    }
}

struct ChangeFixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A temporary folder that is not a repository.
final class ChangeTemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
