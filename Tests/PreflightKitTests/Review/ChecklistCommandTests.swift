import Foundation
import Testing
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

/// `preflight checklist` over real git repositories built from the ExampleApp fixture.
@Suite("Checklist command")
struct ChecklistCommandTests {
    static let account = "Core/Data/Models/Account.swift"

    /// A change that adds a `@Persisted` property without the schema bump (one failed item).
    static func repositoryWithNickname() throws -> ReviewRepository {
        let repository = try ReviewRepository()
        try ReviewCommandTests.addNickname(repository)
        try repository.commit("Nickname")
        return repository
    }

    /// The 1-based line of the first line of `skill`'s SKILL.md containing `text`.
    static func skillLine(_ skill: String, _ text: String) throws -> Int {
        let file = URL(fileURLWithPath: ReviewRepository.skills).appendingPathComponent("\(skill)/SKILL.md")
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.hasPrefix("- [ ]") && $0.contains(text) }) + 1
    }

    @Test("Markdown: passed items pre-ticked, failed with findings, manual with guidance and line, the rest not applicable")
    func markdownChecklist() throws {
        let repository = try Self.repositoryWithNickname()
        let result = repository.run(["checklist", repository.path, "--skill", ReviewRepository.skills, "--base", "main"])
        #expect(result.status == 1)
        let text = result.out
        let lines = text.components(separatedBy: "\n")

        // Passed, pre-ticked, with the file that brought it in.
        #expect(lines.contains { $0.hasPrefix("- [x] The file starts with the license header")
                && $0.hasSuffix("· brought in by `\(Self.account)` (a Swift file)") }, "\(text)")
        // Failed, unticked, with its findings under it.
        let failedIndex = try #require(lines.firstIndex { $0.hasPrefix("- [ ] ❌ **failed** · A change to a `@Persisted` property bumps") })
        #expect(lines[failedIndex].contains("brought in by `\(Self.account)`"))
        let pointer = try Self.skillLine("uikit-tuist-house-style", "A change to a `@Persisted` property")
        #expect(lines[failedIndex].hasSuffix("SKILL.md:\(pointer)`"))
        #expect(lines[failedIndex + 1].hasPrefix("  - `\(Self.account):28` — "))
        // Manual, unticked, with the guidance and the document line.
        let manualLine = try Self.skillLine("uikit-tuist-house-style", "The controller stays thin")
        let manual = try #require(lines.first { $0.hasPrefix("- [ ] 📝 **manual** · The controller stays thin") })
        #expect(manual.contains(" — judgement: "))
        #expect(manual.hasSuffix("uikit-tuist-house-style/SKILL.md:\(manualLine)`"))
        // It names no file: the change as a whole brings it in, not one file of it.
        #expect(!manual.contains("brought in by"))
        #expect(manual.contains("the change as a whole"))
        // Not applicable, folded, with the reason.
        // Folded, with their count (the count follows the shipped skills).
        #expect(text.range(of: #"➖ [0-9]+ not applicable</summary>"#, options: .regularExpression) != nil)
        #expect(lines.contains { $0.hasPrefix("- Kotlin facades expose named methods")
                && $0.contains("— the change touches nothing in the scope of its checks") })
        #expect(!text.contains("brought in by `` "))
        // The checklist item and the body rule it repeats both fail, on one finding.
        #expect(text.contains("❌ 2 failed"))
        #expect(text.contains("— 1 finding (1 error)"))
    }

    @Test("JSON: appliesBecause names the changed file; not-applicable items carry the reason")
    func jsonChecklist() throws {
        let repository = try Self.repositoryWithNickname()
        let (run, report) = try repository.report(["--base", "main"], command: "checklist")
        #expect(run.status == 1)
        #expect(run.out.contains("\"appliesBecause\""))
        let passed = try #require(report.items("uikit-tuist-house-style", containing: "license header").first)
        #expect(passed.status == "passed")
        #expect(passed.appliesBecause == Self.account)
        let failed = try #require(report.items("uikit-tuist-house-style", containing: "RealmSchemaVersion").first)
        #expect(failed.status == "failed")
        #expect(failed.appliesBecause == Self.account)
        #expect(failed.findings.contains { $0.path == Self.account && $0.line == 28 })
        let manual = try #require(report.items("uikit-tuist-house-style", containing: "controller stays thin").first)
        #expect(manual.status == "manual")
        #expect(manual.reason?.isEmpty == false)
        let kotlin = try #require(report.items("tca-kmp-feature", containing: "operator fun invoke").first)
        #expect(kotlin.status == "notApplicable")
        #expect(kotlin.reason == "the change touches nothing in the scope of its checks")
        #expect(kotlin.appliesBecause == nil)
        #expect(report.summary["failed"] == 2)
        #expect(report.summary["findings"] == 1)
    }

    @Test("items of a Kotlin rule come in when the change touches a Kotlin facade")
    func kotlinBroughtIn() throws {
        let repository = try ReviewRepository()
        let facade = "shared/src/iosMain/kotlin/com/example/app/facade/HomeFacade.kt"
        try repository.replace(facade, "operator fun invoke()", with: "operator fun invoke( )")
        try repository.commit("Touch the facade")
        let (run, report) = try repository.report(["--base", "main"], command: "checklist")
        let kotlin = try #require(report.items("tca-kmp-feature", containing: "operator fun invoke").first)
        #expect(kotlin.status == "failed")
        #expect(kotlin.appliesBecause == facade)
        #expect(run.status == 1)
        // Kotlin is source too: manual items apply, to the change as a whole.
        let manual = try #require(report.items("uikit-tuist-house-style", containing: "controller stays thin").first)
        #expect(manual.status == "manual")
        #expect(manual.appliesBecause == nil)
    }

    @Test("a clean change gives exit 0 and no failed item; --diff - gives the same checklist")
    func cleanChecklist() throws {
        let repository = try ReviewRepository()
        try repository.write("Features/Settings/PrivacyView.swift", try ReviewRepository.cleanView("PrivacyView"))
        try repository.commit("Clean view")
        let diff = try repository.git("diff", "--no-color", "main...HEAD")
        let byBase = repository.run(["checklist", repository.path, "--skill", ReviewRepository.skills, "--base", "main"])
        let byStdin = repository.run(["checklist", repository.path, "--skill", ReviewRepository.skills, "--diff", "-"],
                                     stdin: diff)
        #expect(byBase.status == 0, "\(byBase.out)")
        #expect(byStdin.status == 0)
        // The same checklist; only the header says where the change came from.
        func body(_ text: String) -> [Substring] {
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Base `") && !$0.hasPrefix("Diff `") }
        }
        #expect(body(byBase.out) == body(byStdin.out))
        #expect(byBase.out.contains("Base `main` (merge base `"))
        #expect(byStdin.out.contains("Diff `<stdin>` · 1 changed file"))
        #expect(byBase.out.contains("❌ 0 failed") || !byBase.out.contains("❌"))
    }
}
