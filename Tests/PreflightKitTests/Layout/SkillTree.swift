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

/// A real folder tree in a temporary directory, for validator fixtures (links included).
final class SkillTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    static let validSkill = """
    ---
    name: demo
    description: Demonstrates the validator. Use when a test needs a valid skill.
    ---
    # Demo

    Follow these steps.

    """

    static func skill(name: String = "demo", description: String = "Demonstrates the validator. Use when testing.",
                      extra: String = "", body: String = "# Demo\n\nFollow these steps.\n") -> String {
        "---\nname: \(name)\ndescription: \(description)\n\(extra)---\n\(body)"
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` whose content is `destination` as written (relative or absolute).
    func link(_ relative: String, to destination: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    func validate(_ relative: String = "", options: ValidationOptions = ValidationOptions()) throws -> ValidationReport {
        let path = relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
        return try SkillValidator.validate(paths: [(relative.isEmpty ? "." : relative, path)], options: options)
    }

    /// One skill installed at `.claude/skills/<folder>/SKILL.md`, validated from the repository root.
    static func single(_ text: String, folder: String = "demo", under skills: String = ".claude/skills",
                       options: ValidationOptions = ValidationOptions()) throws -> ValidationReport {
        let tree = try SkillTree()
        try tree.write("\(skills)/\(folder)/SKILL.md", text)
        return try tree.validate(options: options)
    }
}

extension ValidationReport {
    func has(_ rule: ValidationRule, line: Int? = nil) -> Bool {
        findings.contains { $0.ruleId == rule.id && (line == nil || $0.line == line) }
    }

    func first(_ rule: ValidationRule) -> Finding? { findings.first { $0.ruleId == rule.id } }

    var ids: [String] { findings.map(\.ruleId) }
}
