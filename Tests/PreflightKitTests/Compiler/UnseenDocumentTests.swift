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

/// A convention document that shares no wording with the seeds or the shipped skills: a
/// banking app's Swift package, its own module names and its own phrasing.
@Suite struct UnseenDocumentTests {
    static let agents = """
    # Ledger iOS — working agreement for agents

    Ledger is the Swift package behind a retail banking app. Its packages live under `Packages/`.

    ## Module boundaries

    The `Money` package holds amounts and currencies. Nothing under `Ledger/` imports `SwiftUI`.
    Only `KeychainStore` may touch `SecItemCopyMatching`.

    ## Naming

    Write `avatarUrl`, never `avatarURL`: acronyms are camel-cased in names.

    ## Formatting

    Indent with 4 spaces.

    ## Before merging

    - [ ] Never use `try!`.
    - [ ] Every `…Repository` conforms to `Sendable`.
    - [ ] No `print(` in shipped code.
    - [ ] Never check in `*.p12` certificates.
    - [ ] Explain the change to a reviewer.
    """

    private func compiled() throws -> CompiledSkill {
        try Probe.compile(Self.agents, path: "AGENTS.md")
    }

    private func item(_ skill: CompiledSkill, line: Int) throws -> CompiledItem {
        try #require(skill.items.first { $0.statement.line == line }, "no item at line \(line)")
    }

    @Test func checklistUnderBeforeMerging() throws {
        let skill = try compiled()
        let checklist = skill.items.filter { $0.statement.kind == .checklist }
        #expect(checklist.map(\.statement.line) == [20, 21, 22, 23, 24])
        #expect(checklist.allSatisfy { $0.statement.sectionPath.last == "Before merging" })
        #expect(checklist.filter { $0.status == .executable }.count == 4)
        #expect(try item(skill, line: 24).reason?.hasPrefix("judgement") == true)
    }

    @Test func expectedChecksComeOut() throws {
        let skill = try compiled()
        func kinds(_ line: Int) throws -> [String] { try item(skill, line: line).checks.map(\.kind) }
        #expect(try kinds(7) == ["forbidden-import"])
        #expect(try kinds(8) == ["forbidden-symbol"])
        #expect(try kinds(12) == ["identifier-naming"])
        #expect(try kinds(16) == ["indentation"])
        #expect(try kinds(20) == ["forbidden-symbol"])
        #expect(try kinds(21) == ["required-conformance"])
        #expect(try kinds(22) == ["forbidden-symbol"])
        #expect(try kinds(23) == ["forbidden-path"])
        #expect(try item(skill, line: 8).checks.first?.check.summary.contains("KeychainStore") == true)
        #expect(try item(skill, line: 23).checks.first?.check.summary.contains("*.p12") == true)
        #expect(skill.contradictions.isEmpty)
        #expect(!skill.items.contains { $0.statement.text.hasPrefix("Ledger is the Swift package") })
    }

    @Test func auditOfATinyRepository() throws {
        let root = try Probe.temporaryFolder("preflight-ledger")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("""
        import Foundation
        import SwiftUI

        struct TransferRepository {
            let avatarURL: String
        }

        func load() {
            let data = try! Data(contentsOf: URL(fileURLWithPath: "/"))
            print(data)
        }
        """, to: "Packages/Ledger/Sources/Ledger/Transfer.swift", in: root)
        try Probe.write("""
        import Security

        struct KeychainStore: Sendable {
            func read() { SecItemCopyMatching(nil, nil) }
        }
        """, to: "App/KeychainStore.swift", in: root)
        try Probe.write("""
        import Security

        struct LoginRepository: Sendable {
            let avatarUrl: String
            func token() { SecItemCopyMatching(nil, nil) }
        }
        """, to: "App/Login.swift", in: root)
        try Probe.write("binary\n", to: "App/dist.p12", in: root)

        let ruleSet = RuleSet(skills: [try compiled()])
        let (report, findings) = try Engine(ruleSet: ruleSet, configuration: nil).audit(root: root.path)
        let places = Set(findings.map { "\($0.path):\($0.line)" })
        #expect(places == [
            "App/Login.swift:5",
            "App/dist.p12:1",
            "Packages/Ledger/Sources/Ledger/Transfer.swift:2",
            "Packages/Ledger/Sources/Ledger/Transfer.swift:4",
            "Packages/Ledger/Sources/Ledger/Transfer.swift:5",
            "Packages/Ledger/Sources/Ledger/Transfer.swift:9",
            "Packages/Ledger/Sources/Ledger/Transfer.swift:10",
        ])
        #expect(findings.count == 7)
        let verdicts = try #require(report.skills.first).items
        #expect(verdicts.filter { $0.status == .failed }.count == 7)
        #expect(verdicts.filter { $0.status == .passed }.map(\.text) == ["Indent with 4 spaces."])
        #expect(verdicts.filter { $0.status == .manual }.map(\.text) == ["Explain the change to a reviewer."])
    }
}
