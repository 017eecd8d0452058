import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// `.preflight.yml` sets check parameters per kind through the same Codable path annotations
/// use: validated when the file is read, applied to every check of the kind, and refused with
/// the file's line and column when a value does not fit.
@Suite struct CheckParametersTests {
    private func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text, file: ".preflight.yml")
    }

    private func failure(_ text: String) -> PreflightError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as PreflightError {
            return error
        } catch {
            return PreflightError("unexpected \(error)")
        }
    }

    private func configured(_ check: any Check, _ configuration: Configuration) throws -> any Check {
        try ActiveRuleSet.configured(check, by: configuration)
    }

    @Test func aKindsParametersReplaceThoseOfEveryCheckOfTheKind() throws {
        let configuration = try parse("checks:\n  line-length:\n    max: 90\n  forbidden-symbol:\n    paths: [App/**]\n")
        #expect(configuration.checkParameters.map(\.kind) == ["line-length", "forbidden-symbol"])
        let length = try configured(LineLengthCheck(maximum: 120, languages: [.swift, .kotlin]), configuration)
        #expect(AnyCheck(length) == AnyCheck(LineLengthCheck(maximum: 90, languages: [.swift, .kotlin])))
        let symbols = try configured(ForbiddenSymbolCheck(symbols: [SymbolPattern("Foo")!]), configuration)
        #expect(AnyCheck(symbols) == AnyCheck(ForbiddenSymbolCheck(symbols: [SymbolPattern("Foo")!], scope: [Glob("App/**")])))
        let other = IndentationCheck(width: 2)
        #expect(AnyCheck(try configured(other, configuration)) == AnyCheck(other))
    }

    @Test func shorthandsAreParametersToo() throws {
        let configuration = try parse("maxLineLength: 140\nheaderTemplate: .preflight/header.txt\nmanifest: Tuist/Project.swift\n")
        #expect(configuration.maxLineLength == 140)
        #expect(AnyCheck(try configured(LineLengthCheck(maximum: 100), configuration)) == AnyCheck(LineLengthCheck(maximum: 140)))
        #expect(AnyCheck(try configured(FileHeaderCheck(templatePath: "h.txt"), configuration))
                == AnyCheck(FileHeaderCheck(templatePath: ".preflight/header.txt")))
        #expect(AnyCheck(try configured(DeclaredModuleCheck(root: Glob("Features"), manifest: "Project.swift"), configuration))
                == AnyCheck(DeclaredModuleCheck(root: Glob("Features"), manifest: "Tuist/Project.swift")))
        // A `checks:` entry written after the shorthand wins.
        let both = try parse("maxLineLength: 140\nchecks:\n  line-length: {max: 80}\n")
        #expect(AnyCheck(try configured(LineLengthCheck(maximum: 100), both)) == AnyCheck(LineLengthCheck(maximum: 80)))
    }

    @Test func badParametersAreErrorsAtTheirPlace() throws {
        let negative = try #require(failure("checks:\n  line-length:\n    max: -1\n"))
        #expect(negative.description == ".preflight.yml:3:10: `checks.line-length.max` must be a positive whole number, found \"-1\"")

        let kind = try #require(failure("include: [App]\nchecks:\n  line-lenght: {max: 3}\n"))
        #expect((kind.line, kind.column) == (3, 3))
        #expect(kind.message.hasPrefix("unknown check kind `line-lenght` in `checks`; did you mean `line-length`?"))

        let parameter = try #require(failure("checks:\n  line-length: {maxx: 3}\n"))
        #expect((parameter.line, parameter.column) == (2, 17))
        #expect(parameter.message.hasPrefix("unknown parameter `maxx` for `line-length`; did you mean `max`?"))

        let call = try #require(failure("checks:\n  forbidden-call:\n    calls: [\"not a call\"]\n"))
        #expect(call.line == 3)
        #expect(call.message.contains("is not a call"))

        let shape = try #require(failure("checks:\n  line-length: 80\n"))
        #expect(shape.message == "`checks.line-length` must be a mapping, found a string")

        let renamed = try #require(failure("checks:\n  line-length: {kind: indentation}\n"))
        #expect(renamed.message.contains("names its kind by its key"))
    }

    @Test func moduleBoundariesReplaceTheDocumentsGuessForTheSameFolder() throws {
        let configuration = try parse("modules:\n  Sources/Core/**: [SwiftUI, UIKit]\n")
        let guessed = ForbiddenImportCheck(modules: ["UIKit"], scope: [Glob("**/Core/**")])
        #expect(AnyCheck(try configured(guessed, configuration))
                == AnyCheck(ForbiddenImportCheck(modules: ["SwiftUI", "UIKit"], scope: [Glob("Sources/Core/**")])))
        let elsewhere = ForbiddenImportCheck(modules: ["UIKit"], scope: [Glob("**/Domain/**")])
        #expect(AnyCheck(try configured(elsewhere, configuration)) == AnyCheck(elsewhere))
        let everywhere = ForbiddenImportCheck(modules: ["UIKit"])
        #expect(AnyCheck(try configured(everywhere, configuration)) == AnyCheck(everywhere))
    }

    /// A skill with one annotated item holding `check` (YAML lines of one list entry).
    private func skill(_ check: [String]) throws -> CompiledSkill {
        let annotation = ["<!-- preflight:", "  replace: true", "  checks:"] + check.map { "    " + $0 } + ["-->"]
        return try Probe.compile("# Probe\n\n## Checklist\n\n- [ ] Follow the house rule.\n"
            + annotation.map { "  " + $0 }.joined(separator: "\n") + "\n")
    }

    @Test func configuredParametersDecideTheAudit() throws {
        let root = try Probe.temporaryFolder("preflight-check-parameters")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("let short = 1\nlet longer = first + second + third\n", to: "App/A.swift", in: root)
        let ruleSet = RuleSet(skills: [try skill(["- kind: line-length", "  max: 120"])])
        let loose = try Engine(ruleSet: ruleSet, configuration: nil).audit(root: root.path)
        #expect(loose.allFindings.isEmpty)
        let strict = try Engine(ruleSet: ruleSet, configuration: try parse("checks:\n  line-length: {max: 20}\n")).audit(root: root.path)
        #expect(strict.allFindings.map(\.line) == [2])
    }

    @Test func aCheckWhoseFileIsMissingIsNotDecided() throws {
        let root = try Probe.temporaryFolder("preflight-required-files")
        defer { try? FileManager.default.removeItem(at: root) }
        try Probe.write("import Foundation\n", to: "App/A.swift", in: root)
        let ruleSet = RuleSet(skills: [try skill(["- kind: file-header", "  template: header.txt"])])
        let missing = try Engine(ruleSet: ruleSet, configuration: nil).audit(root: root.path)
        let item = try #require(missing.report.skills.flatMap(\.items).first)
        #expect(item.status == .notApplicable)
        #expect(item.reason?.contains("`header.txt` is not in the repository") == true)

        try Probe.write("// Probe header\n", to: "header.txt", in: root)
        let present = try Engine(ruleSet: ruleSet, configuration: nil).audit(root: root.path)
        #expect(present.report.skills.flatMap(\.items).first?.status == .failed)
        #expect(present.allFindings.map(\.path) == ["App/A.swift"])
    }
}
