import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository

/// A compiled document with its snippet fixture and a runner for its checks, built once per test
/// run: the shipped skills (`Skills/`) and the seed documents (`../shared/seeds`).
struct SnippetDocument: Sendable {
    var skill: CompiledSkill
    var fixture: SnippetFixture
    var runner: CheckSnippetRunner
    var fixtureDisplay: String

    static var fixtureFolder: URL { Probe.packageRoot.appendingPathComponent("Tests/Fixtures/CheckSnippets") }

    /// Skill folders under `Skills/`, listed without compiling anything (test arguments are
    /// computed when tests are discovered).
    static var shippedNames: [String] {
        let folder = Probe.skillsFolder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: "\(folder)/\($0)/SKILL.md") }.sorted()
    }

    static let seedStems = SeedCompilationTests.seedNames.map { String($0.dropLast(".txt".count)) }

    static let shipped: [String: Result<SnippetDocument, any Error>] = {
        var result: [String: Result<SnippetDocument, any Error>] = [:]
        for name in shippedNames {
            result[name] = Result {
                let ruleSet = try Probe.shippedRuleSet()
                guard let skill = ruleSet.skills.first(where: { $0.name == name }) else {
                    throw SnippetFixture.Problem(file: "Skills/\(name)/SKILL.md", line: 1, message: "compiles to no skill named \(name)")
                }
                return try SnippetDocument(skill: skill, fixture: "\(name).md")
            }
        }
        return result
    }()

    static let seeds: [String: Result<SnippetDocument, any Error>] = {
        var result: [String: Result<SnippetDocument, any Error>] = [:]
        for stem in seedStems {
            result[stem] = Result {
                let path = SharedFolder.seeds.appendingPathComponent("\(stem).txt").path
                guard FileManager.default.fileExists(atPath: path) else {
                    throw SnippetFixture.Problem(file: path, line: 1, message: "seed document missing (PREFLIGHT_REQUIRE_SHARED=1 expects ../shared/seeds beside the clone)")
                }
                return try SnippetDocument(skill: SkillCompiler.compile(try SkillDocument.load(path: path)), fixture: "seeds/\(stem).md")
            }
        }
        return result
    }()

    init(skill: CompiledSkill, fixture relative: String) throws {
        let fixtureDisplay = "Tests/Fixtures/CheckSnippets/\(relative)"
        let path = Self.fixtureFolder.appendingPathComponent(relative).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SnippetFixture.Problem(file: fixtureDisplay, line: 1, message: "missing: create it with an entry per compiled check "
                                         + "of \(skill.path) (format: Tests/Fixtures/CheckSnippets/README.md)")
        }
        let parsed = try SnippetFixture.load(path: path)
        try self.init(skill: skill, fixture: SnippetFixture(path: fixtureDisplay, entries: parsed.entries))
    }

    init(skill: CompiledSkill, fixture: SnippetFixture) throws {
        self.skill = skill
        self.fixture = fixture
        fixtureDisplay = fixture.path
        runner = try CheckSnippetRunner(ruleSet: RuleSet(skills: [skill]))
    }

    /// Every distinct compiled check of the document, in document order.
    var checks: [CompiledCheck] { RuleSet(skills: [skill]).allChecks }

    /// The statement a check was compiled from, for messages.
    func statement(of check: CompiledCheck) -> String {
        guard let item = skill.items.first(where: { $0.id == check.statementId }) else { return check.statementId }
        return "\(skill.path):\(item.statement.line): \(item.statement.text)"
    }
}

/// What the snippet tests hold every compiled check to.
enum CheckSnippetVerifier {
    /// Every compiled check has an entry, and every entry names a compiled check.
    static func verifyCoverage(_ document: SnippetDocument) {
        let entries = document.fixture.byId
        let checks = document.checks
        for check in checks where entries[check.id] == nil {
            Issue.record("""
                `\(check.id)` (\(check.kind): \(check.check.summary)) has no snippets.
                Add to \(document.fixtureDisplay):
                ## `\(check.id)`
                > the statement (\(document.statement(of: check)))
                Check: \(check.check.summary)
                ### triggering
                … a file path in backticks, then a code block breaking the statement …
                ### non-triggering
                … its closest twin keeping it …
                (format: Tests/Fixtures/CheckSnippets/README.md)
                """)
        }
        let compiled = Set(checks.map(\.id))
        for entry in document.fixture.entries {
            for id in entry.ids where !compiled.contains(id) {
                Issue.record(Comment(rawValue: "\(document.fixtureDisplay):\(entry.line): `\(id)` is no longer a compiled check of \(document.skill.path): "
                             + "remove its entry, or rename it to the id the check has now (`preflight compile \(document.skill.path)`)"))
            }
            let summaries = Set(checks.filter { entry.ids.contains($0.id) }.map(\.check.summary))
            if let written = entry.summary, !summaries.isEmpty, summaries != [written] {
                Issue.record(Comment(rawValue: "\(document.fixtureDisplay):\(entry.line): the `Check:` line reads “\(written)”, the check now says “"
                             + summaries.sorted().joined(separator: "”, “") + "”: review the snippets and update the line"),
                             severity: .warning)
            }
        }
    }

    /// Each check fires on its triggering snippet (on the `↓` lines when marked) and stays silent
    /// on its non-triggering twin; cases marked `known-defect:` are reported as known issues.
    static func verifySnippets(_ document: SnippetDocument) {
        let entries = document.fixture.byId
        var defects: [String] = []
        for check in document.checks {
            guard let entry = entries[check.id] else { continue }
            for (snippet, shouldFire) in entry.triggering.map({ ($0, true) }) + entry.nonTriggering.map({ ($0, false) }) {
                let outcome = document.runner.run(check.id, on: snippet)
                let problem = shouldFire ? missedTrigger(outcome, snippet) : falseAlarm(outcome)
                let heading = """
                    `\(check.id)` — \(check.kind): \(check.check.summary)
                    statement: \(document.statement(of: check))
                    \(shouldFire ? "triggering" : "non-triggering") case: \(document.fixtureDisplay):\(snippet.line)
                    """
                if let reason = snippet.knownDefect {
                    if let problem {
                        defects.append("\(check.id) (\(shouldFire ? "triggering" : "non-triggering")): \(reason)")
                        withKnownIssue("known defect of `\(check.id)`: \(reason)") {
                            Issue.record("\(heading)\n\(problem)\nfindings:\n\(outcome.rendered)")
                        }
                    } else {
                        Issue.record("\(heading)\nmarked `known-defect: \(reason)` but the check now gets the case right: remove the marker")
                    }
                } else if let problem {
                    Issue.record("\(heading)\n\(problem)\nfindings:\n\(outcome.rendered)")
                }
            }
        }
        if !defects.isEmpty {
            print("check snippets of \(document.skill.name): \(defects.count) known defect(s)\n  " + defects.joined(separator: "\n  "))
        }
    }

    /// Nil when the triggering case is caught as the fixture says.
    static func missedTrigger(_ outcome: CheckSnippetRunner.Outcome, _ snippet: SnippetFixture.Case) -> String? {
        if outcome.violations.isEmpty { return "expected at least one finding on code that breaks the statement" }
        guard snippet.isMarked else { return nil }
        var expected = snippet.markedPaths
        for file in snippet.files { for line in file.marks { expected.insert("\(file.path):\(line)") } }
        let found = Set(outcome.violations.map { snippet.markedPaths.contains($0.path) ? $0.path : "\($0.path):\($0.line)" })
        guard found != expected else { return nil }
        return "expected findings exactly at the `↓` marks " + expected.sorted().joined(separator: ", ")
    }

    static func falseAlarm(_ outcome: CheckSnippetRunner.Outcome) -> String? {
        outcome.violations.isEmpty ? nil : "expected no finding on code that keeps the statement"
    }

    static func document(_ loaded: Result<SnippetDocument, any Error>?, _ name: String) throws -> SnippetDocument {
        guard let loaded else { throw SnippetFixture.Problem(file: name, line: 1, message: "unknown document") }
        return try loaded.get()
    }
}

@Suite struct CompiledCheckSnippetTests {
    @Test(arguments: SnippetDocument.shippedNames)
    func everyCheckOfAShippedSkillHasSnippets(_ name: String) throws {
        CheckSnippetVerifier.verifyCoverage(try CheckSnippetVerifier.document(SnippetDocument.shipped[name], name))
    }

    @Test(arguments: SnippetDocument.shippedNames)
    func shippedSkillChecksFireOnTriggeringSnippetsOnly(_ name: String) throws {
        CheckSnippetVerifier.verifySnippets(try CheckSnippetVerifier.document(SnippetDocument.shipped[name], name))
    }

    @Test func theFourShippedSkillsAreCovered() {
        #expect(SnippetDocument.shippedNames == ["swiftui-modular-tuist", "swiftui-mvi-observable", "tca-kmp-feature", "uikit-tuist-house-style"])
    }
}

/// The same for the seed documents; skipped with a message when `../shared/seeds` is absent,
/// unless CI requires it (`PREFLIGHT_REQUIRE_SHARED=1`).
@Suite(.enabled(if: SharedFolder.runSeedTests, Comment(rawValue: SharedFolder.skipMessage)))
struct SeedCheckSnippetTests {
    @Test(arguments: SnippetDocument.seedStems)
    func everyCheckOfASeedHasSnippets(_ stem: String) throws {
        CheckSnippetVerifier.verifyCoverage(try CheckSnippetVerifier.document(SnippetDocument.seeds[stem], stem))
    }

    @Test(arguments: SnippetDocument.seedStems)
    func seedChecksFireOnTriggeringSnippetsOnly(_ stem: String) throws {
        CheckSnippetVerifier.verifySnippets(try CheckSnippetVerifier.document(SnippetDocument.seeds[stem], stem))
    }
}
