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

@Suite struct ValidateFileTests {
    typealias R = ValidationRules

    @Test func emptyFile() throws {
        let report = try SkillTree.single("")
        #expect(report.has(R.fileEmpty, line: 1))
        #expect(report.findings.count == 1)
        #expect(try SkillTree.single("  \n\n").has(R.fileEmpty))
        #expect(try SkillTree.single("\u{FEFF}\n").ids == [R.fileEmpty.id])
    }

    @Test func binaryAndNonUTF8() throws {
        let tree = try SkillTree()
        try tree.write(".claude/skills/bin/SKILL.md", Data([0x2D, 0x2D, 0x2D, 0x0A, 0x00, 0x01, 0xFF]))
        try tree.write(".claude/skills/latin/SKILL.md", Data("---\nname: latin\ndescription: caf".utf8) + Data([0xE9, 0x0A]) + Data("---\nbody\n".utf8))
        let report = try tree.validate()
        #expect(report.findings.contains { $0.ruleId == R.fileBinary.id && $0.path == ".claude/skills/bin/SKILL.md" && $0.line == 2 })
        #expect(report.findings.contains { $0.ruleId == R.fileEncoding.id && $0.path == ".claude/skills/latin/SKILL.md" && $0.line == 3 })
        #expect(report.exitCode == 1)
    }

    @Test func noBody() throws {
        #expect(try SkillTree.single(SkillTree.skill(body: "\n\n")).has(R.fileNoBody))
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.fileNoBody))
    }

    @Test func sizeBudgetWithConfigurableThresholds() throws {
        let body = (1...520).map { "Line \($0) of the instructions." }.joined(separator: "\n")
        let long = try SkillTree.single(SkillTree.skill(body: body))
        #expect(long.has(R.fileTooManyLines, line: 501))
        #expect(long.first(R.fileTooManyLines)?.severity == .warning)
        #expect(!long.has(R.fileTooManyTokens))
        let relaxed = try SkillTree.single(SkillTree.skill(body: body), options: ValidationOptions(maxLines: 600))
        #expect(!relaxed.has(R.fileTooManyLines))
        let tight = try SkillTree.single(SkillTree.skill(body: body), options: ValidationOptions(maxTokens: 1000))
        #expect(tight.has(R.fileTooManyTokens, line: 5))
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.fileTooManyLines))
    }
}
