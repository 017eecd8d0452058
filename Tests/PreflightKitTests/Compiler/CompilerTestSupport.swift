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
@testable import PreflightCLI

/// Shared helpers for the compiler, engine and CLI tests: the package root (from this file's
/// path, never a machine path), compiling a Markdown string, temporary folders, and running
/// the CLI in-process with captured output.
enum Probe {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var skillsFolder: String { packageRoot.appendingPathComponent("Skills").path }
    static var exampleApp: String { packageRoot.appendingPathComponent("Tests/Fixtures/ExampleApp").path }
    static var seedsFolder: URL { packageRoot.appendingPathComponent("../shared/seeds").standardized }

    static func document(_ text: String, path: String = "Skills/probe/SKILL.md") throws -> SkillDocument {
        try SkillDocument.parse(text: text, path: path)
    }

    static func compile(_ text: String, path: String = "Skills/probe/SKILL.md") throws -> CompiledSkill {
        try SkillCompiler.compile(try document(text, path: path))
    }

    static func extract(_ text: String) throws -> ExtractedDocument {
        StatementExtractor.extract(try document(text))
    }

    /// The shipped skills, compiled once per test run.
    static let shipped: Result<RuleSet, Error> = Result {
        RuleSet(skills: try ConventionDocuments.load([skillsFolder]).documents.map(SkillCompiler.compile))
    }

    static func shippedRuleSet() throws -> RuleSet {
        try shipped.get()
    }

    /// A fresh empty folder under the system temporary directory.
    static func temporaryFolder(_ name: String = "preflight-tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to relative: String, in root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func read(_ relative: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// A copy of the example app in a temporary folder.
    static func copyOfExampleApp() throws -> URL {
        let parent = try temporaryFolder("preflight-app")
        let copy = parent.appendingPathComponent("ExampleApp")
        try FileManager.default.copyItem(atPath: exampleApp, toPath: copy.path)
        return copy
    }

    final class Capture {
        var out = ""
        var err = ""
    }

    struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    static func cli(_ arguments: [String], in directory: String? = nil, stdin: Data = Data(),
                    environment: [String: String] = [:]) -> Run {
        let capture = Capture()
        let console = Console(out: { capture.out += $0 }, err: { capture.err += $0 }, isTerminal: false,
                              environment: environment, currentDirectory: directory ?? packageRoot.path,
                              readStandardInput: { stdin })
        let code = CommandLineTool.run(arguments, console: console)
        return Run(code: code, out: capture.out, err: capture.err)
    }

    static func checks(_ item: CompiledItem, kind: String) -> [CompiledCheck] {
        item.checks.filter { $0.kind == kind }
    }

    static func parameter(_ check: CompiledCheck, _ name: String) -> ParameterValue? {
        check.check.parameters.first { $0.name == name }.flatMap { ParameterValue($0.value) }
    }
}

/// A printed parameter in the shapes recognizer tests compare: a string, a number, a flag or a
/// list of strings.
enum ParameterValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case list([String])

    init?(_ value: JSONValue) {
        switch value {
        case let .string(text): self = .string(text)
        case let .int(number): self = .int(number)
        case let .bool(flag): self = .bool(flag)
        case let .array(items):
            var texts: [String] = []
            for item in items {
                guard case let .string(text) = item else { return nil }
                texts.append(text)
            }
            self = .list(texts)
        default: return nil
        }
    }
}
