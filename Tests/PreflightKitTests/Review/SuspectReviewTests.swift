import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightModel

/// SPEC "Suspect checks" for changes: `review` and `checklist` decide suspicion on the tree
/// before the change (cached by tree hash), so what a change adds never counts; an audit of some
/// files reads the rates kept for HEAD's tree, and without them judges nothing suspect.
@Suite struct SuspectReviewTests {
    static let cleanFile = "struct Added {}\n"

    /// Status of the item in a JSON report.
    static func status(_ run: Probe.Run) throws -> String? {
        try SuspectTree.item(try SuspectTree.parse(run.out))["status"] as? String
    }

    // MARK: The merge base decides

    @Test func aChangeThatBringsTheFloodIsJudgedOnItsMergeBaseAndFails() throws {
        let repository = try SuspectRepository(total: 600, firing: 0)
        for index in 0..<120 { try repository.write(SuspectTree.file(index, firing: true), to: "Sources/F\(index).swift") }
        try repository.commit("120 calls of fatalError")
        let review = repository.run(["review", ".", "--base", "main", "--format", "json"])
        #expect(review.code == 1, "\(review.err)")
        let report = try SuspectTree.parse(review.out)
        #expect(report["firingRates"] as? String == "base")
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "failed")
        #expect(SuspectTree.findings(item).count == 120)
        // The audit of the same tree, which holds the flood, sets the check apart.
        #expect(repository.run(["audit", ".", "--format", "md"]).code == 0)
    }

    @Test func aFloodAlreadyInTheMergeBaseIsSuspectAndItsRatesAreCached() throws {
        let repository = try SuspectRepository(total: 600, firing: 120)
        try repository.write(SuspectTree.file(600, firing: true), to: "Sources/F600.swift")
        try repository.commit("One more call")
        let arguments = ["review", ".", "--base", "main", "--format", "json"]

        let first = repository.run(arguments, environment: repository.cached)
        #expect(first.code == 0, "\(first.err)")
        let item = try SuspectTree.item(try SuspectTree.parse(first.out))
        #expect(item["status"] as? String == "suspect")
        // The base's rate: the file the change adds is not in it.
        #expect(SuspectTree.rate(item["suspect"]) == ["scopeFiles": 600, "firingFiles": 120])
        #expect(SuspectTree.findings(item).map { $0["path"] as? String } == ["Sources/F600.swift"])
        let entries = repository.rateEntries
        #expect(entries.count == 1)

        // Proof the second review reads the entry: rates edited by hand are what it judges by.
        let entry = try #require(entries.first)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: Any])
        var rates = try #require(object["rates"] as? [String: [String: Int]])
        rates[SuspectTree.checkId] = ["scopeFiles": 600, "firingFiles": 0, "findings": 0]
        object["rates"] = rates
        try JSONSerialization.data(withJSONObject: object).write(to: entry)
        let second = repository.run(arguments, environment: repository.cached)
        #expect(second.code == 1)
        #expect(try Self.status(second) == "failed")
        #expect(repository.rateEntries == entries)

        // `--no-cache` measures afresh and keeps nothing.
        let fresh = repository.run(arguments + ["--no-cache"], environment: repository.cached)
        #expect(fresh.code == 0)
        #expect(try Self.status(fresh) == "suspect")
        #expect(repository.rateEntries == entries)
    }

    @Test func theStagedChangeIsJudgedOnHEADsTree() throws {
        let repository = try SuspectRepository(total: 600, firing: 0)
        for index in 0..<120 { try repository.write(SuspectTree.file(index, firing: true), to: "Sources/F\(index).swift") }
        try repository.git.git("add", "-A")
        for uncommitted in ["--staged", "--working-tree"] {
            let review = repository.run(["review", ".", uncommitted, "--format", "json"])
            #expect(review.code == 1, "\(review.err)")
            #expect(try SuspectTree.parse(review.out)["firingRates"] as? String == "base")
            #expect(try Self.status(review) == "failed")
        }
        // Once HEAD holds the flood, one more call is a suspect check's finding.
        try repository.commit("120 calls of fatalError")
        try repository.write(SuspectTree.file(600, firing: true), to: "Sources/F600.swift")
        try repository.git.git("add", "-A")
        for uncommitted in ["--staged", "--working-tree"] {
            let review = repository.run(["review", ".", uncommitted, "--format", "json"])
            #expect(review.code == 0, "\(review.err)")
            #expect(try Self.status(review) == "suspect")
        }
    }

    @Test func aDiffOutsideGitIsJudgedOnTheWorkTreeAsItWasBeforeTheChange() throws {
        // The work tree already holds the change: 120 files that now call `fatalError`.
        let tree = try SuspectTree(total: 600, firing: 120)
        defer { tree.remove() }
        var diff = ""
        for index in 0..<120 {
            let after = SuspectTree.file(index, firing: true).split(separator: "\n").map { "+" + $0 }.joined(separator: "\n")
            diff += "--- a/Sources/F\(index).swift\n+++ b/Sources/F\(index).swift\n@@ -1 +1,5 @@\n-struct F\(index) {}\n\(after)\n"
        }
        let review = tree.run(["review", ".", "--diff", "-", "--format", "json"], stdin: Data(diff.utf8))
        #expect(review.code == 1, "\(review.err)")
        let item = try SuspectTree.item(try SuspectTree.parse(review.out))
        #expect(item["status"] as? String == "failed")
        #expect(SuspectTree.findings(item).count == 120)

        // A diff that touches one of them finds the other 119 there before it: suspect.
        let one = "--- a/Sources/F0.swift\n+++ b/Sources/F0.swift\n@@ -1,5 +1,5 @@\n-struct F0 {\n+struct F0 { \n"
            + "     func run() {\n         fatalError(\"no\")\n     }\n }\n"
        try tree.write(SuspectTree.file(0, firing: true).replacingOccurrences(of: "struct F0 {\n", with: "struct F0 { \n"),
                       to: "Sources/F0.swift")
        let small = tree.run(["review", ".", "--diff", "-", "--scope", "files", "--format", "json"], stdin: Data(one.utf8))
        #expect(small.code == 0, "\(small.err)")
        #expect(try Self.status(small) == "suspect")
    }

    // MARK: Checklist

    @Test func theChecklistNeverTicksAnItemOnSuspectChecksAlone() throws {
        let skill = """
            ---
            name: probe
            description: Probe rules.
            ---
            # Probe

            ## Checklist

            - [ ] Never use `fatalError`.
            """
        let repository = try SuspectRepository(total: 600, firing: 120, skill: skill)
        // A clean file in the check's scope: nothing found, so only suspicion keeps the tick away.
        try repository.write(Self.cleanFile, to: "Sources/Added.swift")
        try repository.commit("A clean file")
        let checklist = repository.run(["checklist", ".", "--base", "main", "--format", "md"])
        #expect(checklist.code == 0, "\(checklist.err)")
        #expect(checklist.out.contains("- [ ] ❔ **suspect** · Never use `fatalError`."))
        #expect(!checklist.out.contains("- [x]"))
    }

    // MARK: An audit of some files

    @Test func anAuditOfOneFileReadsTheRatesKeptForHEADsTree() throws {
        let repository = try SuspectRepository(total: 600, firing: 120)
        let file = ["audit", "Sources/F0.swift", "--format", "json"]

        let unknown = repository.run(file, environment: repository.cached)
        #expect(unknown.code == 1)
        #expect(unknown.err.contains("note: firing rates of this repository are unknown"))
        #expect(try SuspectTree.parse(unknown.out)["firingRates"] as? String == "unknown")
        #expect(try Self.status(unknown) == "failed")
        #expect(!repository.run(file + ["--quiet"], environment: repository.cached).err.contains("note:"))

        // A whole audit of a work tree that is HEAD's keeps its rates for HEAD's tree.
        #expect(repository.run(["audit", ".", "--format", "md"], environment: repository.cached).code == 0)
        #expect(repository.rateEntries.count == 1)
        let known = repository.run(file, environment: repository.cached)
        #expect(known.code == 0)
        #expect(!known.err.contains("note:"))
        #expect(try SuspectTree.parse(known.out)["firingRates"] as? String == "cached")
        #expect(try Self.status(known) == "suspect")

        let buffer = Data(SuspectTree.file(900, firing: true).utf8)
        let stdin = repository.run(["audit", "--stdin-path", "Sources/New.swift", "--format", "json"],
                                   environment: repository.cached, stdin: buffer)
        #expect(stdin.code == 0, "\(stdin.err)")
        #expect(try Self.status(stdin) == "suspect")
    }

    @Test func anAuditOfADirtyWorkTreeKeepsNoRates() throws {
        let repository = try SuspectRepository(total: 600, firing: 120)
        try repository.write(Self.cleanFile, to: "Sources/Uncommitted.swift")
        #expect(repository.run(["audit", ".", "--format", "md"], environment: repository.cached).code == 0)
        #expect(repository.rateEntries.isEmpty)
        try repository.commit("Committed")
        #expect(repository.run(["audit", ".", "--format", "md"], environment: repository.cached).code == 0)
        #expect(repository.rateEntries.count == 1)
    }
}
