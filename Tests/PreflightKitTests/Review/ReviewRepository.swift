import Foundation
@testable import PreflightCLI
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

/// A real git repository built from a copy of `Tests/Fixtures/ExampleApp`: the app is committed
/// on `main`, then branch `change` is checked out for the test to edit and commit on.
///
/// The repository sits in a container folder (`container/repo`) so tests can put files next to
/// it that a review must never read.
final class ReviewRepository {
    let container: URL
    let url: URL
    var path: String { url.path }

    /// The package checkout, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let skills = packageRoot.appendingPathComponent("Skills").path
    static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/ExampleApp")

    init(branch: String = "change") throws {
        container = FileManager.default.temporaryDirectory
            .appendingPathComponent("preflight-review-\(UUID().uuidString)")
        url = container.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        do {
            try FileManager.default.copyItem(at: Self.fixture, to: url)
            try git("init", "-q", "-b", "main")
            try git("config", "core.autocrlf", "false")
            try commit("The app")
            try git("checkout", "-q", "-b", branch)
        } catch {
            try? FileManager.default.removeItem(at: container)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: container)
    }

    // MARK: - git

    /// Runs git in the repository with the author given on the command line; returns stdout.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try gitArguments(arguments)
    }

    @discardableResult
    func gitArguments(_ arguments: [String]) throws -> String {
        guard let git = ProcessRunner.locate("git") else { throw ChangeFixtureError("git not found") }
        let all = ["-c", "user.name=Preflight Tests", "-c", "user.email=tests@example.com"] + arguments
        let result = try ProcessRunner.run(git, all, directory: url, environment: ChangeGitFixture.environment)
        guard result.status == 0 else {
            throw ChangeFixtureError("git \(arguments.joined(separator: " ")) failed: \(result.stderrSummary)")
        }
        return result.stdoutText
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
    }

    // MARK: - Files

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Replaces the one occurrence of `old` in `relative` with `new`.
    func replace(_ relative: String, _ old: String, with new: String) throws {
        let text = try read(relative)
        guard text.components(separatedBy: old).count == 2 else {
            throw ChangeFixtureError("'\(old)' is not in \(relative) exactly once")
        }
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(relative))
    }

    /// 1-based number of the first line of `relative` containing `text`.
    func line(of text: String, in relative: String) throws -> Int {
        let lines = try read(relative).components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else {
            throw ChangeFixtureError("'\(text)' is not in \(relative)")
        }
        return index + 1
    }

    /// The license header every Swift file of the app starts with, for `year`.
    static func header(year: Int = 2026) throws -> String {
        try String(contentsOf: fixture.appendingPathComponent("file-header-template.txt"), encoding: .utf8)
            .replacingOccurrences(of: "___YEAR___", with: String(year))
    }

    /// A SwiftUI feature view that keeps every rule of the skills.
    static func cleanView(_ name: String) throws -> String {
        try header() + """

        import SwiftUI

        struct \(name): View {
            var body: some View {
                Text("\(name)")
            }
        }

        #Preview {
            \(name)()
        }

        """
    }

    // MARK: - Running the CLI

    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `preflight ARGUMENTS` in-process, in the repository's container folder by default.
    func run(_ arguments: [String], stdin: String = "", in directory: String? = nil) -> Run {
        final class Box: @unchecked Sendable {
            var out = ""
            var err = ""
        }
        let box = Box()
        let console = Console(out: { box.out += $0 }, err: { box.err += $0 }, isTerminal: false,
                              environment: [:], currentDirectory: directory ?? container.path,
                              readStandardInput: { Data(stdin.utf8) })
        let status = CommandLineTool.run(arguments, console: console)
        return Run(status: status, out: box.out, err: box.err)
    }

    /// `preflight review repo --skill Skills … --format json` (or `checklist`), parsed.
    func report(_ arguments: [String], command: String = "review", stdin: String = "") throws -> (Run, ReviewReport) {
        let result = run([command, path, "--skill", Self.skills, "--format", "json"] + arguments, stdin: stdin)
        guard result.status != 2 else { throw ChangeFixtureError("exit 2: \(result.err)") }
        return (result, try ReviewReport(json: result.out))
    }
}

/// The parts of the JSON report (schema version 1) these tests look at.
struct ReviewReport {
    struct Item {
        var skill: String
        var id: String
        var text: String
        var status: String
        var reason: String?
        var appliesBecause: String?
        var findings: [Finding]
    }

    struct Finding: Hashable, CustomStringConvertible {
        var ruleId: String
        var path: String
        var line: Int
        var description: String { "\(path):\(line) [\(ruleId)]" }
    }

    var items: [Item]
    var summary: [String: Int]

    init(json: String) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let skills = root["skills"] as? [[String: Any]] else {
            throw ChangeFixtureError("not a report: \(json.prefix(200))")
        }
        items = skills.flatMap { skill in
            ((skill["items"] as? [[String: Any]]) ?? []).map { item in
                Item(skill: skill["name"] as? String ?? "", id: item["id"] as? String ?? "",
                     text: item["text"] as? String ?? "", status: item["status"] as? String ?? "",
                     reason: item["reason"] as? String, appliesBecause: item["appliesBecause"] as? String,
                     findings: ((item["findings"] as? [[String: Any]]) ?? []).map { finding in
                         Finding(ruleId: finding["ruleId"] as? String ?? "", path: finding["path"] as? String ?? "",
                                 line: finding["line"] as? Int ?? 0)
                     })
            }
        }
        summary = (root["summary"] as? [String: Int]) ?? [:]
    }

    var findings: Set<Finding> { Set(items.flatMap(\.findings)) }
    var failed: [Item] { items.filter { $0.status == "failed" } }

    /// The items of `skill` whose text contains `fragment`.
    func items(_ skill: String, containing fragment: String) -> [Item] {
        items.filter { $0.skill == skill && $0.text.contains(fragment) }
    }

    func findings(in path: String) -> [Finding] {
        findings.filter { $0.path == path }.sorted { $0.line < $1.line }
    }
}
