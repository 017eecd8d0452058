import Foundation
import Testing
@testable import PreflightEngine
@testable import PreflightModel

/// A file can hold hundreds of thousands of hits of one check. A run keeps at most
/// `FindingBudget.perCheck` of them and counts the rest exactly: every format gives the exact
/// totals and says how many it did not list, the item fails as it would with every finding
/// listed, and suppressions still silence the hits they name.
@Suite struct FindingBudgetTests {
    static let budget = FindingBudget.perCheck

    /// A repository whose one rule bans `NSLog`, and a file calling it `calls` times.
    static func repository(calls: Int, directive: String? = nil) throws -> URL {
        let root = try Probe.temporaryFolder("preflight-budget")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Probe.write("# Rules\n\n- Never use `NSLog`.\n", to: "AGENTS.md", in: root)
        var lines = ["import Foundation", "", "func chatty() {"]
        if let directive { lines.append("    " + directive) }
        lines += Array(repeating: "    NSLog(\"x\")", count: calls)
        lines.append("}")
        try Probe.write(lines.joined(separator: "\n") + "\n", to: "Chatty.swift", in: root)
        return root
    }

    static func json(_ run: Probe.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.err)")
    }

    @Test func pastTheBudgetFindingsAreCountedNotListed() throws {
        let calls = Self.budget + 1_234
        let root = try Self.repository(calls: calls)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Probe.cli(["audit", "--format", "json"], in: root.path)
        #expect(run.code == 1)
        let object = try Self.json(run)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == calls)
        #expect(summary["errors"] as? Int == calls)
        #expect(summary["failed"] as? Int == 1)
        let unlisted = try #require(object["unlisted"] as? [[String: Any]])
        #expect(unlisted.count == 1 && unlisted.first?["count"] as? Int == 1_234)
        let item = try #require(((object["skills"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
        #expect((item["findings"] as? [Any])?.count == Self.budget)
        #expect(item["unlistedFindings"] as? Int == 1_234)

        let text = Probe.cli(["audit", "--format", "text"], in: root.path)
        #expect(text.out.contains("1234 more findings counted but not listed: a run lists at most \(Self.budget) findings of one check"))
        #expect(text.out.contains("\(calls) findings (\(calls) errors)"))

        let sarif = Probe.cli(["audit", "--format", "sarif"], in: root.path)
        let document = try Self.json(sarif)
        let sarifRun = try #require((document["runs"] as? [[String: Any]])?.first)
        #expect((sarifRun["results"] as? [Any])?.count == Self.budget)
        #expect(sarif.out.contains("1234 more findings counted but not listed"))

        for format in ["md", "github", "xcode"] {
            #expect(Probe.cli(["audit", "--format", format], in: root.path).out.contains("1234 more findings counted but not listed"), "\(format)")
        }
    }

    /// A directive silencing the check silences the hits past the budget too.
    @Test func suppressionsSilenceUnlistedHits() throws {
        let root = try Self.repository(calls: Self.budget + 500, directive: "// preflight:disable all")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Probe.cli(["audit", "--format", "json"], in: root.path)
        #expect(run.code == 0, "\(run.err)")
        let summary = try #require(try Self.json(run)["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 0)
        #expect((try Self.json(run)["unlisted"] as? [Any])?.isEmpty == true)
    }

    /// A review of a change adding more hits than the budget counts them all the same.
    @Test func aReviewCountsWhatItDoesNotList() throws {
        let root = try Self.repository(calls: 0)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root.path, "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
            process.standardOutput = Pipe()
            process.standardError = Pipe()
            try process.run()
            process.waitUntilExit()
        }
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        let calls = Self.budget + 42
        let body = Array(repeating: "    NSLog(\"x\")", count: calls).joined(separator: "\n")
        try Probe.write("import Foundation\n\nfunc chatty() {\n\(body)\n}\n", to: "Chatty.swift", in: root)
        try git("commit", "-q", "-am", "chatty")
        let run = Probe.cli(["review", "--base", "HEAD~1", "--format", "json"], in: root.path)
        #expect(run.code == 1, "\(run.err)")
        let object = try Self.json(run)
        #expect((object["summary"] as? [String: Any])?["findings"] as? Int == calls)
        #expect((object["unlisted"] as? [[String: Any]])?.first?["count"] as? Int == 42)
    }

    /// Under the budget nothing changes: every finding listed, nothing said about the rest.
    @Test func underTheBudgetEverythingIsListed() throws {
        let root = try Self.repository(calls: 20)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Probe.cli(["audit", "--format", "text"], in: root.path)
        #expect(!run.out.contains("not listed"))
        #expect(run.out.contains("20 findings (20 errors)"))
    }

    /// The engine's own bookkeeping: the first findings kept in order, the rest counted by check.
    @Test func outcomeKeepsTheFirstAndCountsTheRest() {
        var outcome = Engine.Outcome()
        for line in 1...(Self.budget + 3) {
            outcome.add(Finding(ruleId: "a", path: "A.swift", line: line, message: "m"))
        }
        outcome.add(Finding(ruleId: "b", path: "A.swift", line: 1, message: "m"))
        outcome.count(unlisted: 7, of: "a")
        #expect(outcome.findings["a"]?.count == Self.budget)
        #expect(outcome.findings["a"]?.last?.line == Self.budget)
        #expect(outcome.unlisted == ["a": 10])
        #expect(outcome.findings["b"]?.count == 1)
    }
}
