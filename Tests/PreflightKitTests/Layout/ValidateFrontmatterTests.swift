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

@Suite struct ValidateFrontmatterTests {
    typealias R = ValidationRules

    @Test func validSkillHasNoFindings() throws {
        let report = try SkillTree.single(SkillTree.validSkill)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.exitCode == 0)
        #expect(report.skills.map(\.name) == ["demo"])
    }

    @Test func missingFrontmatter() throws {
        let bad = try SkillTree.single("# Demo\n\nNo frontmatter here.\n")
        #expect(bad.has(R.frontmatterMissing, line: 1))
        #expect(bad.exitCode == 1)
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.frontmatterMissing))
    }

    @Test func frontmatterAfterBlankLineOrText() throws {
        let blank = try SkillTree.single("\n" + SkillTree.validSkill)
        #expect(blank.has(R.frontmatterNotAtStart, line: 2))
        #expect(!blank.has(R.frontmatterMissing))
        // The fields are still read (with their real lines) so one run shows every problem.
        #expect(!blank.has(R.nameMissing))
        let text = try SkillTree.single("Intro text\n" + SkillTree.skill(name: "Demo"))
        #expect(text.has(R.frontmatterNotAtStart, line: 2))
        #expect(text.has(R.nameCharacters, line: 3))
    }

    @Test func unclosedFrontmatter() throws {
        let bad = try SkillTree.single("---\nname: demo\ndescription: x\n# Demo\n")
        #expect(bad.has(R.frontmatterUnclosed, line: 1))
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.frontmatterUnclosed))
    }

    @Test func byteOrderMarkIsNamed() throws {
        let bad = try SkillTree.single("\u{FEFF}" + SkillTree.validSkill)
        #expect(bad.has(R.frontmatterByteOrderMark, line: 1))
        #expect(!bad.has(R.frontmatterMissing))
        #expect(!bad.has(R.hygieneInvisibleCharacter))
    }

    @Test func crlfIsAccepted() throws {
        let report = try SkillTree.single(SkillTree.validSkill.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test func notAMapping() throws {
        let bad = try SkillTree.single("---\n- name\n- description\n---\nbody\n")
        #expect(bad.has(R.frontmatterNotMapping, line: 2))
        let empty = try SkillTree.single("---\n---\nbody\n")
        #expect(empty.has(R.frontmatterEmpty))
    }

    @Test func yamlSyntaxErrorNamesTheFileLine() throws {
        let bad = try SkillTree.single("---\nname: demo\nmetadata:\n  owner: a\ndescription: Use when: things happen\n---\nbody\n")
        let finding = try #require(bad.first(R.frontmatterSyntax))
        #expect(finding.line == 5)
        #expect(finding.message.contains("quotes"))
        let good = try SkillTree.single(SkillTree.skill(description: "\"Use when: things happen\""))
        #expect(!good.has(R.frontmatterSyntax))
    }

    @Test func duplicateKeysAreReportedAndReadingGoesOn() throws {
        let bad = try SkillTree.single("---\nname: demo\ndescription: one\ndescription: two\nlicence: MIT\n---\nbody\n")
        #expect(bad.has(R.frontmatterDuplicateKey, line: 4))
        #expect(bad.has(R.fieldTypo, line: 5))
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.frontmatterDuplicateKey))
    }

    @Test func tabs() throws {
        let indent = try SkillTree.single("---\nname: demo\ndescription: x\nmetadata:\n\towner: me\n---\nbody\n")
        #expect(indent.has(R.frontmatterTabIndent, line: 5))
        #expect(!indent.has(R.frontmatterSyntax))
        let inner = try SkillTree.single(SkillTree.skill(description: "tab\there"))
        #expect(inner.has(R.frontmatterTab, line: 3))
        #expect(!(try SkillTree.single(SkillTree.validSkill)).has(R.frontmatterTab))
    }

    @Test func commentTruncatesPlainScalar() throws {
        let bad = try SkillTree.single(SkillTree.skill(description: "Formats C code #1 formatter"))
        let finding = try #require(bad.first(R.frontmatterCommentTruncation))
        #expect(finding.line == 3)
        #expect(finding.message.contains("'Formats C code'"))
        let quoted = try SkillTree.single(SkillTree.skill(description: "\"Formats C code #1 formatter\""))
        #expect(!quoted.has(R.frontmatterCommentTruncation))
        let hash = try SkillTree.single(SkillTree.skill(description: "Formats C# code"))
        #expect(!hash.has(R.frontmatterCommentTruncation))
    }

    @Test func duplicateKeysCollectedByYAMLReader() throws {
        var duplicates: [PreflightError] = []
        let root = try YAMLReader.read("a: 1\nb: 2\na: 3\n", file: "f", lineOffset: 2, duplicates: &duplicates)
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.line == 4)
        #expect(root?.pairs?.count == 3)
        #expect(throws: PreflightError.self) { try YAMLReader.read("a: 1\na: 3\n", file: "f", lineOffset: 2) }
    }
}
