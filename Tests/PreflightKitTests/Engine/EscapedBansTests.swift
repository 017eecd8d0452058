import Foundation
import Testing
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport

/// "No force unwraps unless the situation is unrecoverable": only a person can tell when the
/// escape applies, so the item stays manual by default — a warning on code that follows the rule
/// is the worst thing a check can do. A team that prefers SwiftLint's way says `escapes: warn`,
/// and the ban runs as a warning that names the escape.
@Suite struct EscapedBansTests {
    static let document = """
    # Safety

    - No force unwraps (`!`) unless the situation is unrecoverable.
    - Avoid `DispatchQueue` where possible.
    - Never call `DispatchQueue.main.sync`.
    """

    static let loader = """
    import Foundation

    final class Loader {
        let base = URL(string: "https://example.com")!

        func refresh() {
            DispatchQueue.main.async { self.render() }
        }

        func render() {}
    }

    """

    static let keeper = """
    import Foundation

    final class Loader {
        let base: URL? = URL(string: "https://example.com")

        func refresh() async {
            await render()
        }

        @MainActor func render() {}
    }

    """

    static func skill() throws -> CompiledSkill {
        try FindingTrustTests.skill(document, "safety")
    }

    static func warn() throws -> Configuration {
        try Configuration.parse("escapes: warn\n", file: ".preflight.yml")
    }

    @Test func theBanIsCompiledButLeftManualWithItsEscape() throws {
        let skill = try Self.skill()
        let unwraps = try #require(skill.items.first { $0.statement.text.contains("force unwraps") })
        #expect(unwraps.status == .manual)
        #expect(unwraps.reason?.contains("unless the situation is unrecoverable") == true, "\(unwraps.reason ?? "")")
        let escaped = try #require(unwraps.escapedChecks.first)
        #expect(escaped.kind == "force-unwrap")
        #expect(escaped.severity == .warning)
        #expect(escaped.escape == "unless the situation is unrecoverable")
        // A ban without an escape is compiled as before.
        let sync = try #require(skill.items.first { $0.statement.text.contains("Never call") })
        #expect(sync.status == .executable)
        #expect(sync.escapedChecks.isEmpty)
        let markdown = CompileReport.markdown(RuleSet(skills: [skill]))
        #expect(markdown.contains("with `escapes: warn`"))
    }

    @Test func byDefaultEscapedBansFindNothing() throws {
        let report = try FindingTrustTests.audit([try Self.skill()], files: ["App/Loader.swift": Self.loader])
        #expect(report.findings.isEmpty)
        #expect(try FindingTrustTests.item(report, "force unwraps").status == .manual)
        #expect(try FindingTrustTests.item(report, "where possible").status == .manual)
    }

    @Test func escapesWarnRunsThemAsWarningsNamingTheEscape() throws {
        let report = try FindingTrustTests.audit([try Self.skill()], files: ["App/Loader.swift": Self.loader],
                                                 configuration: try Self.warn())
        let unwrap = try #require(report.findings.first { $0.line == 4 })
        #expect(unwrap.severity == .warning)
        #expect(unwrap.message.contains("“unless the situation is unrecoverable”"), "\(unwrap.message)")
        let queue = try #require(report.findings.first { $0.line == 7 })
        #expect(queue.severity == .warning)
        #expect(queue.message.contains("“where possible”"), "\(queue.message)")
        #expect(try FindingTrustTests.item(report, "force unwraps").status != .manual)
    }

    @Test func escapesWarnStaysSilentOnCodeThatKeepsTheRule() throws {
        let report = try FindingTrustTests.audit([try Self.skill()], files: ["App/Loader.swift": Self.keeper],
                                                 configuration: try Self.warn())
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(try FindingTrustTests.item(report, "force unwraps").status == .passed)
    }

    @Test func theSettingTakesTwoValuesAndSaysWhichOnAnyOther() throws {
        #expect(try Configuration.parse("escapes: manual\n", file: ".preflight.yml").escapes == .manual)
        #expect(try Configuration.parse("include: [App]\n", file: ".preflight.yml").escapes == .manual)
        #expect(try Self.warn().escapes == .warn)
        do {
            _ = try Configuration.parse("include: [App]\nescapes: sometimes\n", file: ".preflight.yml")
            Issue.record("`escapes: sometimes` was accepted")
        } catch let error as PreflightError {
            #expect("\(error)".contains(".preflight.yml:2"), "\(error)")
            #expect("\(error)".contains("`warn`"), "\(error)")
        }
    }
}
