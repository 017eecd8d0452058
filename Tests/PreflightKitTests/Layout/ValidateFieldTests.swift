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

@Suite struct ValidateFieldTests {
    typealias R = ValidationRules

    @Test func nameRequired() throws {
        let bad = try SkillTree.single("---\ndescription: Does things.\n---\nbody\n")
        #expect(bad.has(R.nameMissing))
        let empty = try SkillTree.single(SkillTree.skill(name: ""))
        #expect(empty.has(R.nameMissing, line: 2))
        let list = try SkillTree.single(SkillTree.skill(name: "[a, b]"))
        #expect(list.has(R.nameType, line: 2))
    }

    @Test(arguments: [
        ("Demo", "demo"), ("demo_skill", "demo-skill"), ("démo", "d-mo"), ("demo skill", "demo-skill"),
    ])
    func nameCharacters(name: String, suggestion: String) throws {
        let report = try SkillTree.single(SkillTree.skill(name: name), folder: name)
        let finding = try #require(report.first(R.nameCharacters))
        #expect(finding.line == 2)
        #expect(finding.message.contains("'\(suggestion)'"))
        #expect(!report.has(R.nameFolderMismatch))
    }

    @Test(arguments: ["-demo", "demo-", "de--mo"])
    func nameHyphens(name: String) throws {
        let report = try SkillTree.single(SkillTree.skill(name: name), folder: name)
        #expect(report.has(R.nameHyphens, line: 2))
        #expect(!(try SkillTree.single(SkillTree.skill(name: "de-mo"), folder: "de-mo")).has(R.nameHyphens))
    }

    @Test func nameLength() throws {
        let long = String(repeating: "a", count: 65)
        #expect(try SkillTree.single(SkillTree.skill(name: long), folder: long).has(R.nameLength, line: 2))
        let limit = String(repeating: "a", count: 64)
        #expect(!(try SkillTree.single(SkillTree.skill(name: limit), folder: limit)).has(R.nameLength))
    }

    @Test func nameMatchesFolderAfterNormalisationAndWithCase() throws {
        let mismatch = try SkillTree.single(SkillTree.skill(name: "other-name"))
        #expect(mismatch.has(R.nameFolderMismatch, line: 2))
        let caseOnly = try SkillTree.single(SkillTree.skill(name: "demo"), folder: "Demo")
        #expect(caseOnly.first(R.nameFolderMismatch)?.message.contains("only in case") == true)
        // NFD folder name (as macOS writes it) against an NFC name in YAML: the same name.
        let nfdFolder = "cafe\u{301}"
        let nfc = try SkillTree.single(SkillTree.skill(name: "caf\u{E9}"), folder: nfdFolder)
        #expect(!nfc.has(R.nameFolderMismatch))
        #expect(nfc.has(R.nameCharacters))
    }

    @Test func reservedWord() throws {
        #expect(try SkillTree.single(SkillTree.skill(name: "claude-helper"), folder: "claude-helper").has(R.nameReserved))
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.nameReserved))
    }

    @Test func descriptionRules() throws {
        #expect(try SkillTree.single("---\nname: demo\n---\nbody\n").has(R.descriptionMissing))
        #expect(try SkillTree.single(SkillTree.skill(description: "\"\"")).has(R.descriptionMissing, line: 3))
        #expect(try SkillTree.single(SkillTree.skill(description: "{a: b}")).has(R.descriptionType, line: 3))
        let long = String(repeating: "x", count: 1025)
        #expect(try SkillTree.single(SkillTree.skill(description: long)).has(R.descriptionLength, line: 3))
        // Characters, not bytes: 600 Korean characters are 1,800 bytes and allowed.
        let korean = String(repeating: "한", count: 600)
        #expect(!(try SkillTree.single(SkillTree.skill(description: korean))).has(R.descriptionLength))
        #expect(try SkillTree.single(SkillTree.skill(description: "Use <example>tags</example> here")).has(R.descriptionMarkup, line: 3))
        #expect(!(try SkillTree.single(SkillTree.skill(description: "Compares a < b and c > d"))).has(R.descriptionMarkup))
    }

    @Test func optionalSpecFields() throws {
        let good = try SkillTree.single(SkillTree.skill(extra: """
        license: MIT
        compatibility: Requires git
        allowed-tools: Bash(git:*) Read
        metadata:
          owner: ios-team

        """))
        #expect(good.findings.isEmpty, "\(good.findings)")
        let list = try SkillTree.single(SkillTree.skill(extra: "allowed-tools:\n  - Read\n  - Bash\n"))
        #expect(list.findings.isEmpty, "\(list.findings)")
        let long = try SkillTree.single(SkillTree.skill(extra: "compatibility: \(String(repeating: "x", count: 501))\n"))
        #expect(long.has(R.compatibilityInvalid, line: 4))
        let mapping = try SkillTree.single(SkillTree.skill(extra: "compatibility:\n  os: macos\n"))
        #expect(mapping.has(R.compatibilityInvalid, line: 5))
        let badTypes = try SkillTree.single(SkillTree.skill(extra: "license: [MIT]\nallowed-tools: {a: b}\nmetadata: text\n"))
        #expect(badTypes.findings.filter { $0.ruleId == R.fieldType.id }.map(\.line) == [4, 5, 6])
        let nested = try SkillTree.single(SkillTree.skill(extra: "metadata:\n  tags: [a, b]\n"))
        #expect(nested.has(R.fieldType, line: 5))
    }

    @Test func keysOutsideTheSpec() throws {
        let report = try SkillTree.single(SkillTree.skill(extra: "user-invocable: true\nversion: 1.0\nallowed_tools: Read\ndescriptoin: x\n"))
        let agentKey = try #require(report.first(R.fieldAgentSpecific))
        #expect(agentKey.line == 4)
        #expect(agentKey.severity == .note)
        #expect(agentKey.message.contains("Claude Code"))
        #expect(report.first(R.fieldUnknown)?.line == 5)
        let typos = report.findings.filter { $0.ruleId == R.fieldTypo.id }
        #expect(typos.map(\.line) == [6, 7])
        #expect(typos.first?.message.contains("did you mean 'allowed-tools'") == true)
        #expect(typos.last?.message.contains("did you mean 'description'") == true)
    }

    @Test func specKeyAnAgentIgnores() throws {
        let codex = try SkillTree.single(SkillTree.skill(extra: "compatibility: Requires git\n"), under: ".codex/skills")
        #expect(codex.first(R.fieldAgentSpecific)?.message.contains("Codex") == true)
        let claude = try SkillTree.single(SkillTree.skill(extra: "compatibility: Requires git\n"))
        #expect(!claude.has(R.fieldAgentSpecific))
    }
}
