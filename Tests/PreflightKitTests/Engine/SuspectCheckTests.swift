import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport

/// SPEC "Suspect checks": a check no person confirmed whose findings fall in more than 5% of the
/// files its scope selects, and in at least 20 of them, is suspect: listed apart in every format,
/// never failing a run.
@Suite struct SuspectCheckTests {
    // MARK: The flood

    @Test func aCheckFiringInOneFileOfFiveIsSuspectInEveryFormatAndExitsZero() throws {
        let tree = try SuspectTree(total: 600, firing: 120)
        defer { tree.remove() }
        let rate = "fires in 120 of the 600 files it looks at (20.0%)"

        let md = tree.run(["audit", ".", "--format", "md"])
        #expect(md.code == 0, "\(md.err)")
        #expect(md.out.contains("### ❔ Suspect readings — confirm or fix"))
        #expect(md.out.contains("- `\(SuspectTree.checkId)` \(rate)"))
        #expect(md.out.contains("- [ ] ❔ **suspect** · Never use `fatalError`."))
        #expect(md.out.contains("ℹ️ `Sources/F0.swift:3:9`"))
        #expect(md.out.contains("❔ 1 suspect — 0 findings; 120 suspect findings"))

        let text = tree.run(["audit", ".", "--format", "text"])
        #expect(text.code == 0)
        #expect(text.out.contains("Suspect readings — confirm or fix"))
        #expect(text.out.contains("\(SuspectTree.checkId) \(rate)"))
        #expect(text.out.contains("Sources/F0.swift:3:9: note: calls `fatalError(…)` [\(SuspectTree.checkId)]"))
        #expect(!text.out.contains(": error: "))

        let (json, report) = try tree.auditJSON()
        #expect(json.code == 0)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "suspect")
        #expect(SuspectTree.rate(item["suspect"]) == ["scopeFiles": 600, "firingFiles": 120])
        #expect(SuspectTree.findings(item).count == 120)
        #expect(SuspectTree.findings(item).allSatisfy { $0["suspect"] as? Bool == true && $0["severity"] as? String == "note" })

        let sarif = try SuspectTree.parse(tree.run(["audit", ".", "--format", "sarif"]).out)
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 120)
        for result in results {
            #expect(result["level"] as? String == "note")
            let properties = try #require(result["properties"] as? [String: Any])
            #expect(properties["suspect"] as? Bool == true)
            #expect(properties["scopeFiles"] as? Int == 600)
            #expect(properties["firingFiles"] as? Int == 120)
        }

        let github = tree.run(["audit", ".", "--format", "github"])
        #expect(github.code == 0)
        let notices = github.out.split(separator: "\n").filter { $0.hasPrefix("::notice file=Sources/F") }
        #expect(notices.count == 120)
        #expect(notices.allSatisfy { $0.contains("title=suspect%3A \(SuspectTree.checkId.replacingOccurrences(of: ":", with: "%3A"))") })
        #expect(notices.allSatisfy { $0.contains("its check fires in 120 of the 600 files it looks at (20.0%25)") })
        #expect(!github.out.contains("::error"))

        let xcode = tree.run(["audit", ".", "--format", "xcode"])
        #expect(xcode.code == 0)
        let lines = xcode.out.split(separator: "\n")
        #expect(lines.count == 120)
        #expect(lines.allSatisfy { $0.contains(": note: calls `fatalError(…)` — suspect reading: its check \(rate)") })
    }

    @Test func confirmingTheCheckInTheConfigurationFailsTheRun() throws {
        let tree = try SuspectTree(total: 600, firing: 120)
        defer { tree.remove() }
        #expect(tree.run(["audit", ".", "--format", "md"]).code == 0)
        for confirmed in [SuspectTree.checkId, SuspectTree.itemId] {
            try tree.write("confirm: [\(confirmed)]\n", to: ".preflight.yml")
            let (run, report) = try tree.auditJSON()
            #expect(run.code == 1, "confirmed by \(confirmed)")
            let item = try SuspectTree.item(report)
            #expect(item["status"] as? String == "failed")
            #expect(item["suspect"] is NSNull)
            #expect(SuspectTree.findings(item).count == 120)
            #expect(SuspectTree.findings(item).allSatisfy { $0["suspect"] as? Bool == false })
        }
    }

    @Test func suspectFindingsAreNotesSoFailOnWarningDoesNotFailOnThem() throws {
        let tree = try SuspectTree(total: 600, firing: 120)
        defer { tree.remove() }
        #expect(tree.run(["audit", ".", "--format", "md", "--fail-on", "warning"]).code == 0)
        #expect(tree.run(["audit", ".", "--format", "md", "--strict"]).code == 0)
    }

    // MARK: The threshold

    @Test func fiveFilesOfThirtyAreTooFewToJudge() throws {
        let tree = try SuspectTree(total: 30, firing: 5)
        defer { tree.remove() }
        let (run, report) = try tree.auditJSON()
        // 17% of its files, but in fewer than 20 of them: the check's findings stand.
        #expect(SuspectTree.topRate(report) == ["scopeFiles": 30, "firingFiles": 5])
        #expect(run.code == 1)
        #expect(try SuspectTree.item(report)["status"] as? String == "failed")
        #expect((report["summary"] as? [String: Int])?["suspect"] == 0)

        try tree.write("suspect: {minFiles: 5}\n", to: ".preflight.yml")
        let (lowered, loweredReport) = try tree.auditJSON()
        #expect(lowered.code == 0)
        #expect(try SuspectTree.item(loweredReport)["status"] as? String == "suspect")
    }

    @Test func twentyFiveFilesOfAThousandAreAConventionTheCodeFollows() throws {
        let tree = try SuspectTree(total: 1000, firing: 25)
        defer { tree.remove() }
        let (run, report) = try tree.auditJSON()
        // 2.5% of its files: at least 20, but not more than 5%.
        #expect(SuspectTree.topRate(report) == ["scopeFiles": 1000, "firingFiles": 25])
        #expect(run.code == 1)
        #expect(try SuspectTree.item(report)["status"] as? String == "failed")
        #expect((report["summary"] as? [String: Int])?["suspect"] == 0)

        try tree.write("suspect: {share: 0.02}\n", to: ".preflight.yml")
        let (lowered, loweredReport) = try tree.auditJSON()
        #expect(lowered.code == 0)
        #expect(try SuspectTree.item(loweredReport)["status"] as? String == "suspect")
    }

    @Test func theScopeCountsOnlyTheFilesTheCheckSelects() throws {
        // 40 firing files of 600 Swift files is 6.7%; of 600 + 400 files its `paths` leave out, 4%.
        let tree = try SuspectTree(total: 600, firing: 40)
        defer { tree.remove() }
        for index in 0..<400 { try tree.write("struct G\(index) {}\n", to: "Other/G\(index).swift") }
        try tree.write("items:\n  \(SuspectTree.itemId):\n    paths: [Sources]\n", to: ".preflight.yml")
        let (run, report) = try tree.auditJSON()
        #expect(SuspectTree.topRate(report) == ["scopeFiles": 600, "firingFiles": 40])
        #expect(run.code == 0)
        #expect(try SuspectTree.item(report)["status"] as? String == "suspect")
    }

    // MARK: What the code holds, not what was accepted

    @Test func findingsSuppressedInlineStillCountTowardsTheRate() throws {
        let tree = try SuspectTree(total: 600, firing: 120, suppressed: true)
        defer { tree.remove() }
        let (run, report) = try tree.auditJSON()
        #expect(run.code == 0)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "suspect")
        #expect(SuspectTree.rate(item["suspect"]) == ["scopeFiles": 600, "firingFiles": 120])
        #expect(SuspectTree.findings(item).isEmpty)
    }

    @Test func theBaselineRecordsSuspectFindingsAndLeavesTheRateAlone() throws {
        let tree = try SuspectTree(total: 600, firing: 120)
        defer { tree.remove() }
        let written = tree.run(["audit", ".", "--write-baseline", "baseline.json"])
        #expect(written.code == 0)
        #expect(written.err.contains("wrote 120 findings to baseline.json"))
        let baseline = try Baseline.load(path: tree.root.appendingPathComponent("baseline.json").path)
        #expect(baseline.findings.count == 120)
        #expect(Set(baseline.findings.map(\.ruleId)) == [SuspectTree.checkId])

        let (run, report) = try tree.auditJSON(["--baseline", "baseline.json"])
        #expect(run.code == 0)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "suspect")
        #expect(SuspectTree.rate(item["suspect"]) == ["scopeFiles": 600, "firingFiles": 120])
        #expect((report["summary"] as? [String: Int])?["baselined"] == 120)

        // Confirmed later, the check brings back none of what the baseline accepted.
        try tree.write("confirm: [\(SuspectTree.checkId)]\n", to: ".preflight.yml")
        let (confirmed, confirmedReport) = try tree.auditJSON(["--baseline", "baseline.json"])
        #expect(confirmed.code == 0)
        #expect(try SuspectTree.item(confirmedReport)["status"] as? String == "passed")
    }

    // MARK: Confirmed checks

    @Test func aCheckWrittenInAnAnnotationIsNeverSuspect() throws {
        let skill = SuspectTree.prose + """

              <!-- preflight: {replace: true, checks: [{kind: forbidden-call, calls: ["fatalError(…)"]}]} -->
            """
        let tree = try SuspectTree(total: 600, firing: 120, skill: skill)
        defer { tree.remove() }
        let (run, report) = try tree.auditJSON()
        #expect(run.code == 1)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "failed")
        #expect(item["suspect"] is NSNull)
        #expect(SuspectTree.topRate(report) == ["scopeFiles": 600, "firingFiles": 120])
    }

    @Test func confirmTrueVouchesForWhatWasReadFromTheStatement() throws {
        let skill = SuspectTree.prose + "\n  <!-- preflight: {confirm: true} -->\n"
        let tree = try SuspectTree(total: 600, firing: 120, skill: skill)
        defer { tree.remove() }
        let (run, report) = try tree.auditJSON()
        #expect(run.code == 1)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "failed")
        let checks = try #require(item["checks"] as? [[String: Any]])
        #expect(checks.map { $0["id"] as? String } == [SuspectTree.checkId])
        #expect(checks.allSatisfy { $0["suspect"] is NSNull })
    }

    @Test func anItemTakesItsVerdictFromItsConfirmedCheck() throws {
        // The prose check (fatalError) floods; the annotation's own check (preconditionFailure) fires once.
        let skill = SuspectTree.prose + """

              <!-- preflight: {checks: [{kind: forbidden-call, calls: ["preconditionFailure(…)"]}]} -->
            """
        let tree = try SuspectTree(total: 600, firing: 120, skill: skill)
        defer { tree.remove() }
        try tree.write("func stop() {\n    preconditionFailure(\"no\")\n}\n", to: "Sources/Stop.swift")
        let (run, report) = try tree.auditJSON()
        #expect(run.code == 1)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "failed")
        let findings = SuspectTree.findings(item)
        #expect(findings.filter { $0["suspect"] as? Bool == false }.map { $0["path"] as? String } == ["Sources/Stop.swift"])
        #expect(findings.filter { $0["suspect"] as? Bool == true }.count == 120)
        let checks = try #require(item["checks"] as? [[String: Any]])
        #expect(checks.filter { !($0["suspect"] is NSNull) }.map { $0["id"] as? String } == [SuspectTree.checkId])

        try tree.write("func stop() {}\n", to: "Sources/Stop.swift")
        let (clean, cleanReport) = try tree.auditJSON()
        #expect(clean.code == 0)
        #expect(try SuspectTree.item(cleanReport)["status"] as? String != "suspect")
    }

    @Test func aFindingASuspectAndAConfirmedCheckBothReportIsTheConfirmedChecks() throws {
        // The annotation repeats the prose check: two checks, one fault at each call.
        let skill = SuspectTree.prose + """

              <!-- preflight: {checks: [{kind: forbidden-call, calls: ["fatalError(…)"]}]} -->
            """
        let tree = try SuspectTree(total: 600, firing: 120, skill: skill)
        defer { tree.remove() }
        let (run, report) = try tree.auditJSON()
        #expect(run.code == 1)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "failed")
        let checks = try #require(item["checks"] as? [[String: Any]])
        #expect(checks.count == 2)
        let suspect = checks.filter { !($0["suspect"] is NSNull) }.compactMap { $0["id"] as? String }
        let confirmed = checks.filter { $0["suspect"] is NSNull }.compactMap { $0["id"] as? String }
        #expect(suspect == [SuspectTree.checkId])
        #expect(confirmed.count == 1)
        let findings = SuspectTree.findings(item)
        #expect(findings.count == 120)
        #expect(findings.allSatisfy { $0["suspect"] as? Bool == false && $0["ruleIds"] as? [String] == confirmed })
        #expect((report["summary"] as? [String: Int])?["suspectFindings"] == 0)
    }

    @Test func theConfirmFlagRoundTripsThroughTheCompileCache() throws {
        let skill = SuspectTree.prose + "\n  <!-- preflight: {confirm: true} -->\n"
        let folder = try Probe.temporaryFolder("preflight-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = CompileCache(folder: folder.path)
        let document = try SkillDocument.parse(text: skill, path: "Skills/probe/SKILL.md")
        let fresh = try SkillCompiler.compile(document)
        #expect(fresh.items.flatMap(\.checks).map(\.confirmedByPerson) == [true])
        _ = try cache.compile(document)
        let cached = try cache.compile(document)
        #expect(ReflectedEquality.equal(cached, fresh))
        #expect(cached.items.flatMap(\.checks).map(\.confirmedByPerson) == [true])
    }

    // MARK: Configuration

    @Test func configurationMistakesAboutSuspicionAreReported() throws {
        let tree = try SuspectTree(total: 30, firing: 5)
        defer { tree.remove() }
        try tree.write("suspect: {share: 5}\n", to: ".preflight.yml")
        let wrongShare = tree.run(["audit", ".", "--format", "md"])
        #expect(wrongShare.code == 2)
        #expect(wrongShare.err.contains("a share of files between 0 and 1"))

        try tree.write("suspect: {minFile: 5}\n", to: ".preflight.yml")
        #expect(tree.run(["audit", ".", "--format", "md"]).err.contains("did you mean `minFiles`"))

        try tree.write("confirm: [probe/never-use-fatalerorr:forbidden-call]\n", to: ".preflight.yml")
        let unknown = tree.run(["audit", ".", "--format", "md"])
        #expect(unknown.err.contains(".preflight.yml:1:11: `confirm` names no check or item 'probe/never-use-fatalerorr:forbidden-call'"))
    }

    // MARK: JSON schema

    @Test func theJSONSchemaSaysWhatIsSuspect() throws {
        let tree = try SuspectTree(total: 600, firing: 120)
        defer { tree.remove() }
        let (_, report) = try tree.auditJSON()
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["suspect"] == 1)
        #expect(summary["suspectFindings"] == 120)
        #expect(summary["findings"] == 0)
        #expect(report["firingRates"] as? String == "measured")
        let top = try #require((report["topChecks"] as? [[String: Any]])?.first)
        #expect(Set(top.keys) == ["id", "findings", "scopeFiles", "firingFiles"])
        #expect(top["findings"] as? Int == 120)
        let item = try SuspectTree.item(report)
        #expect(item["status"] as? String == "suspect")
        let rate = try #require(item["suspect"] as? [String: Any])
        #expect(Set(rate.keys) == ["scopeFiles", "firingFiles"])
        let check = try #require((item["checks"] as? [[String: Any]])?.first)
        #expect(SuspectTree.rate(check["suspect"]) == ["scopeFiles": 600, "firingFiles": 120])
        let finding = try #require(SuspectTree.findings(item).first)
        #expect(finding["suspect"] as? Bool == true)
    }
}
