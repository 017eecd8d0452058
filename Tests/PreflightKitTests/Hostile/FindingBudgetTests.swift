import Foundation
import Testing
@testable import PreflightEngine
@testable import PreflightModel

/// A file can hold hundreds of thousands of hits of one check. Reports list at most
/// `limits.perCheck` findings of a check and `limits.perRun` in all (SPEC "Bounded reports"),
/// after the baseline; a run keeps `FindingBudget.perCheck` of a check as records and the rest
/// as fingerprints. Every format gives the exact totals and says how many it did not list, the
/// item fails as it would with every finding listed, suppressions and baselines still hide the
/// hits they name, whichever side of the budget they fall on.
@Suite struct FindingBudgetTests {
    static let budget = FindingBudget.perCheck
    static let listed = ReportLimits().perCheck

    /// A repository whose one rule bans `NSLog`, and a file calling it `calls` times.
    static func repository(calls: Int, directive: String? = nil, configuration: String? = nil) throws -> URL {
        let root = try Probe.temporaryFolder("preflight-budget")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Probe.write("# Rules\n\n- Never use `NSLog`.\n", to: "AGENTS.md", in: root)
        var lines = ["import Foundation", "", "func chatty() {"]
        if let directive { lines.append("    " + directive) }
        lines += Array(repeating: "    NSLog(\"x\")", count: calls)
        lines.append("}")
        try Probe.write(lines.joined(separator: "\n") + "\n", to: "Chatty.swift", in: root)
        if let configuration { try Probe.write(configuration, to: ".preflight.yml", in: root) }
        return root
    }

    static func json(_ run: Probe.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.err)")
    }

    static func summary(_ object: [String: Any]) throws -> [String: Any] {
        try #require(object["summary"] as? [String: Any])
    }

    static func firstItem(_ object: [String: Any]) throws -> [String: Any] {
        try #require(((object["skills"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
    }

    @Test func pastTheLimitFindingsAreCountedNotListed() throws {
        let calls = Self.listed + 1_234
        let root = try Self.repository(calls: calls)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Probe.cli(["audit", "--format", "json"], in: root.path)
        #expect(run.code == 1)
        let object = try Self.json(run)
        let summary = try Self.summary(object)
        #expect(summary["findings"] as? Int == calls)
        #expect(summary["errors"] as? Int == calls)
        #expect(summary["failed"] as? Int == 1)
        let unlisted = try #require(object["unlisted"] as? [[String: Any]])
        #expect(unlisted.count == 1 && unlisted.first?["count"] as? Int == 1_234)
        let item = try Self.firstItem(object)
        let findings = try #require(item["findings"] as? [[String: Any]])
        #expect(findings.count == Self.listed)
        // The first in report order: lines 4 to 1003 of the file.
        #expect(findings.first?["line"] as? Int == 4 && findings.last?["line"] as? Int == 3 + Self.listed)
        #expect(item["unlistedFindings"] as? Int == 1_234)

        let text = Probe.cli(["audit", "--format", "text"], in: root.path)
        #expect(text.out.contains("1234 more findings counted but not listed: a report lists at most \(Self.listed) findings of one "
                                  + "check and 10000 in all"))
        #expect(text.out.contains("\(calls) findings (\(calls) errors)"))

        let sarif = Probe.cli(["audit", "--format", "sarif"], in: root.path)
        let document = try Self.json(sarif)
        let sarifRun = try #require((document["runs"] as? [[String: Any]])?.first)
        #expect((sarifRun["results"] as? [Any])?.count == Self.listed)
        #expect(sarif.out.contains("1234 more findings counted but not listed"))

        for format in ["md", "github", "xcode"] {
            #expect(Probe.cli(["audit", "--format", format], in: root.path).out.contains("1234 more findings counted but not listed"), "\(format)")
        }
    }

    /// Past the engine's budget the hits are fingerprints: counted exactly with the ones the
    /// listing cut, the item failed all the same.
    @Test func pastTheBudgetHitsAreCountedWithTheCutOnes() throws {
        let calls = Self.budget + 500
        let root = try Self.repository(calls: calls)
        defer { try? FileManager.default.removeItem(at: root) }
        let object = try Self.json(Probe.cli(["audit", "--format", "json"], in: root.path))
        #expect(try Self.summary(object)["findings"] as? Int == calls)
        #expect((object["unlisted"] as? [[String: Any]])?.first?["count"] as? Int == calls - Self.listed)
        let item = try Self.firstItem(object)
        #expect(item["status"] as? String == "failed")
        #expect((item["findings"] as? [Any])?.count == Self.listed)
        #expect(item["unlistedFindings"] as? Int == calls - Self.listed)
    }

    /// `limits:` in the configuration: per check, then per run, the first in report order.
    @Test func configuredLimitsCutPerCheckThenPerRun() throws {
        let root = try Self.repository(calls: 30, configuration: "limits: {perCheck: 12, perRun: 20}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("# Rules\n\n- Never use `NSLog`.\n- Never use `print`.\n", to: "AGENTS.md", in: root)
        let prints = Array(repeating: "    print(1)", count: 15).joined(separator: "\n")
        try Probe.write("func loud() {\n\(prints)\n}\n", to: "A.swift", in: root)
        let object = try Self.json(Probe.cli(["audit", "--format", "json"], in: root.path))
        #expect(try Self.summary(object)["findings"] as? Int == 45)
        let items = try #require((object["skills"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        // `A.swift` comes first: its 12 `print` calls, then 8 of `Chatty.swift`'s `NSLog` calls.
        let listed = items.map { ($0["findings"] as? [Any])?.count ?? -1 }
        #expect(listed == [8, 12])
        #expect(items.map { $0["unlistedFindings"] as? Int } == [22, 3])
        let unlisted = try #require(object["unlisted"] as? [[String: Any]])
        #expect(unlisted.map { $0["count"] as? Int }.reduce(0) { $0 + ($1 ?? 0) } == 25)
        let text = Probe.cli(["audit", "--format", "text"], in: root.path)
        #expect(text.out.contains("a report lists at most 12 findings of one check and 20 in all"))
    }

    /// The cut comes after the baseline: what the baseline hides leaves room for new findings.
    @Test func theListingIsCutAfterTheBaseline() throws {
        let root = try Self.repository(calls: 30, configuration: "limits: {perCheck: 3}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let written = Probe.cli(["audit", "--write-baseline", "baseline.json"], in: root.path)
        #expect(written.code == 0, "\(written.err)")
        #expect(written.err.contains("wrote 30 findings"))
        var lines = ["import Foundation", "", "func chatty() {"] + Array(repeating: "    NSLog(\"x\")", count: 30)
        lines += (1...5).map { "    NSLog(\"new \($0)\")" } + ["}"]
        try Probe.write(lines.joined(separator: "\n") + "\n", to: "Chatty.swift", in: root)
        let run = Probe.cli(["audit", "--baseline", "baseline.json", "--format", "json"], in: root.path)
        let object = try Self.json(run)
        let summary = try Self.summary(object)
        #expect(summary["findings"] as? Int == 5)
        #expect(summary["baselined"] as? Int == 30)
        let findings = try #require(try Self.firstItem(object)["findings"] as? [[String: Any]])
        #expect(findings.map { $0["line"] as? Int } == [34, 35, 36])
        #expect((object["unlisted"] as? [[String: Any]])?.first?["count"] as? Int == 2)
    }

    /// A baseline records and hides the hits past the budget as it does the rest: a legacy
    /// repository with more hits of one check than the budget passes on its baseline, and a
    /// new hit is still one finding.
    @Test func baselinesSeeHitsPastTheBudget() throws {
        let calls = Self.budget + 300
        let root = try Self.repository(calls: calls)
        defer { try? FileManager.default.removeItem(at: root) }
        let written = Probe.cli(["audit", "--write-baseline", "baseline.json"], in: root.path)
        #expect(written.err.contains("wrote \(calls) findings"), "\(written.err)")
        let baseline = try Baseline.load(path: root.appendingPathComponent("baseline.json").path)
        #expect(baseline.findings.count == calls)
        let clean = Probe.cli(["audit", "--baseline", "baseline.json", "--format", "json"], in: root.path)
        #expect(clean.code == 0, "\(clean.err)")
        let object = try Self.json(clean)
        #expect(try Self.summary(object)["findings"] as? Int == 0)
        #expect(try Self.summary(object)["baselined"] as? Int == calls)
        #expect((object["unlisted"] as? [Any])?.isEmpty == true)

        var lines = ["import Foundation", "", "func chatty() {"] + Array(repeating: "    NSLog(\"x\")", count: calls + 1) + ["}"]
        try Probe.write(lines.joined(separator: "\n") + "\n", to: "Chatty.swift", in: root)
        lines.removeAll()
        let one = Probe.cli(["audit", "--baseline", "baseline.json", "--format", "json"], in: root.path)
        #expect(one.code == 1)
        #expect(try Self.summary(try Self.json(one))["findings"] as? Int == 1)
    }

    @Test func limitsThatCannotBeMetAreRefusedAtTheirLine() throws {
        let cases = [
            "limits: {perCheck: 0}\n": "positive whole number",
            "limits: {perCheck: 9000}\n": "`limits.perCheck` is at most 5000",
            "limits: {perRun: 1000000}\n": "`limits.perRun` is at most 100000",
            "limits: {perFile: 3}\n": "perFile",
            "limits: 100\n": "a mapping such as {perCheck: 1000, perRun: 10000}",
        ]
        for (configuration, expected) in cases {
            let root = try Self.repository(calls: 1, configuration: "include: [\"**\"]\n" + configuration)
            defer { try? FileManager.default.removeItem(at: root) }
            let run = Probe.cli(["audit"], in: root.path)
            #expect(run.code == 2, "\(configuration)")
            #expect(run.err.contains(".preflight.yml:2"), "\(configuration): \(run.err)")
            #expect(run.err.contains(expected), "\(configuration): \(run.err)")
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
        #expect((object["unlisted"] as? [[String: Any]])?.first?["count"] as? Int == calls - Self.listed)
    }

    /// Under the budget nothing changes: every finding listed, nothing said about the rest.
    @Test func underTheBudgetEverythingIsListed() throws {
        let root = try Self.repository(calls: 20)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Probe.cli(["audit", "--format", "text"], in: root.path)
        #expect(!run.out.contains("not listed"))
        #expect(run.out.contains("20 findings (20 errors)"))
    }

    /// The engine's own bookkeeping: the first findings kept in order, the rest as fingerprints.
    @Test func outcomeKeepsTheFirstAndFingerprintsTheRest() {
        var outcome = Engine.Outcome()
        for line in 1...(Self.budget + 3) {
            outcome.add(Finding(ruleId: "a", path: "A.swift", line: line, column: 5, message: "m"))
        }
        outcome.add(Finding(ruleId: "b", path: "A.swift", line: 1, message: "m"))
        #expect(outcome.findings["a"]?.count == Self.budget)
        #expect(outcome.findings["a"]?.last?.line == Self.budget)
        #expect(outcome.overflow["a"]?.map(\.line) == [5_001, 5_002, 5_003])
        #expect(outcome.overflow["a"]?.first?.finding("a", severity: .error)
            == Finding(ruleId: "a", path: "A.swift", line: 5_001, column: 5, message: "m"))
        #expect(outcome.findings["b"]?.count == 1 && outcome.overflow["b"] == nil)
    }

    /// Keeping hits asks the predicate once per hit, and gives every hit back when all stay.
    @Test func keptAsksOncePerHit() {
        var hits = OverflowHits()
        for line in 1...6 { hits.append(path: line <= 3 ? "A.swift" : "B.swift", line: line, column: 1, message: "m") }
        var asked = 0
        let odd = hits.kept { asked += 1; return $0.line % 2 == 1 }
        #expect(asked == 6)
        #expect(odd.map(\.line) == [1, 3, 5])
        asked = 0
        let all = hits.kept { _ in asked += 1; return true }
        #expect(asked == 6)
        #expect(all.map(\.line) == [1, 2, 3, 4, 5, 6])
    }

    /// Past the budget a hit costs its place: each file's path and each distinct message are
    /// stored once, files are appended without copying, and the hits come back in order.
    @Test func overflowHitsStoreEachPathAndMessageOnce() {
        var first = OverflowHits()
        for line in 1...4 { first.append(path: "A.swift", line: line, column: line == 4 ? nil : 2, message: line == 3 ? "other" : "m") }
        var second = OverflowHits()
        second.append(path: "B.swift", line: 9, column: 1, message: "m")
        first.append(contentsOf: second)
        first.append(path: "B.swift", line: 10, column: 1, message: "m")
        #expect(first.count == 6)
        #expect(first.map(\.path) == ["A.swift", "A.swift", "A.swift", "A.swift", "B.swift", "B.swift"])
        #expect(first.map(\.line) == [1, 2, 3, 4, 9, 10])
        #expect(first.map(\.message) == ["m", "m", "other", "m", "m", "m"])
        #expect(first.first?.finding("a", severity: .error) == Finding(ruleId: "a", path: "A.swift", line: 1, column: 2, message: "m"))
        // A column of 0 stands for none.
        #expect(Array(first)[3].finding("a", severity: .error).column == nil)
        let odd = first.kept { $0.line % 2 == 1 }
        #expect(odd.map(\.line) == [1, 3, 9])
        #expect(first.kept { _ in true }.count == 6)
        #expect(OverflowHits().first == nil && OverflowHits().isEmpty)
    }

    /// `--write-baseline` refuses a run whose findings no baseline could hold, before any is
    /// recorded, naming the busiest check.
    @Test func aBaselineOfMoreFindingsThanOneHoldsIsRefused() throws {
        var outcome = Engine.Outcome()
        for line in 1...(Baseline.maximumEntries + 1) {
            outcome.add(Finding(ruleId: "noisy", path: "Gen.swift", line: line, message: "m"))
        }
        outcome.add(Finding(ruleId: "quiet", path: "A.swift", line: 1, message: "m"))
        do {
            try Engine.refuseOversizedBaseline(outcome)
            Issue.record("a baseline of \(Baseline.maximumEntries + 2) findings was accepted")
        } catch let error as PreflightError {
            #expect(error.message.contains("100002 findings (100001 of `noisy`)"))
        }
        var small = Engine.Outcome()
        small.add(Finding(ruleId: "quiet", path: "A.swift", line: 1, message: "m"))
        try Engine.refuseOversizedBaseline(small)
    }
}

