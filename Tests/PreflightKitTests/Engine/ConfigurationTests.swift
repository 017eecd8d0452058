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

@Suite struct ConfigurationTests {
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

    @Test func readsAFullFile() throws {
        let config = try parse("""
        # Preflight configuration
        include: ["App/**", "Packages/**/*.swift"]
        exclude:
          - "**/Generated/**"
          - Pods/**
        skills: [Skills/swiftui, AGENTS.md]
        items:
          swiftui-skill:
            severity: warning
          swiftui-skill/private-on-state:
            paths: [App/Features/**]
            exclude: ["**/*Preview*.swift"]
          swift-style/no-force-unwrap:
            disabled: true
        modules:
          Sources/Core/**: [SwiftUI, UIKit]
          "Sources/Domain/**":
            - Alamofire
        headerTemplate: .preflight/header.txt
        manifest: Tuist/Project.swift
        baseline: .preflight-baseline.json
        maxLineLength: 140
        """)
        #expect(config.include == ["App/**", "Packages/**/*.swift"])
        #expect(config.exclude == ["**/Generated/**", "Pods/**"])
        #expect(config.skills == ["Skills/swiftui", "AGENTS.md"])
        #expect(config.items.count == 3)
        #expect(config.items["swift-style/no-force-unwrap"]?.disabled == true)
        #expect(config.items["swiftui-skill/private-on-state"]?.line == 10)
        #expect(config.items["swiftui-skill/private-on-state"]?.column == 3)
        #expect(config.modules.map(\.folder.pattern) == ["Sources/Core/**", "Sources/Domain/**"])
        #expect(config.modules.map(\.forbiddenImports) == [["SwiftUI", "UIKit"], ["Alamofire"]])
        #expect(config.modules[0].covers("Sources/Core/Model/User.swift"))
        #expect(!config.modules[0].covers("Sources/App/App.swift"))
        #expect(config.headerTemplate == ".preflight/header.txt")
        #expect(config.manifest == "Tuist/Project.swift")
        #expect(config.baseline == ".preflight-baseline.json")
        #expect(config.maxLineLength == 140)

        #expect(config.includes("App/Views/Home.swift"))
        #expect(!config.includes("App/Generated/Strings.swift"))
        #expect(!config.includes("Scripts/gen.swift"))
        #expect(!config.includes("Pods/Alamofire/Source/Session.swift"))

        // Patterns read as the workspace reads them: a bare name matches at any depth, a folder
        // covers its contents.
        let folders = try parse("include: [App]\nexclude: [Generated, ./App/Legacy/]\nitems:\n  a:\n    paths: [Features]\n")
        #expect(folders.includes("App/Home.swift"))
        #expect(!folders.includes("App/Sub/Generated/Strings.swift"))
        #expect(!folders.includes("App/Legacy/Old.swift"))
        #expect(!folders.includes("Tools/x.swift"))
        #expect(folders.settings(forItem: "a/b")?.applies(to: "App/Features/Home.swift") == true)
        #expect(folders.settings(forItem: "a/b")?.applies(to: "App/Home.swift") == false)

        // The longest matching key wins field by field; the skill-wide severity carries down.
        let settings = try #require(config.settings(forItem: "swiftui-skill/private-on-state:required-modifier"))
        #expect(settings.severity == .warning)
        #expect(settings.paths?.map(\.pattern) == ["App/Features/**"])
        #expect(!settings.isDisabled)
        #expect(settings.applies(to: "App/Features/Home/HomeView.swift"))
        #expect(!settings.applies(to: "App/Features/Home/HomeView+Preview.swift"))
        #expect(!settings.applies(to: "App/Other/View.swift"))
        #expect(config.settings(forItem: "swiftui-skill/other")?.severity == .warning)
        #expect(config.settings(forItem: "swiftui-skill/other")?.paths == nil)
        #expect(config.settings(forItem: "swift-style/no-force-unwrap:forbidden-symbol")?.isDisabled == true)
        #expect(config.settings(forItem: "swiftui-skillset/x") == nil)
        #expect(config.settings(forItem: "swift-style/no-force") == nil)

        let unknown = config.unknownItems(known: ["swiftui-skill/private-on-state:required-modifier"])
        #expect(unknown.map(\.id) == ["swift-style/no-force-unwrap"])
        #expect(unknown.first?.line == 13)
    }

    @Test func emptyFilesAndCommentedOutListsAreEmpty() throws {
        #expect(try parse("") == { var c = Configuration(); c.file = ".preflight.yml"; return c }())
        #expect(try parse("# nothing yet\n").include.isEmpty)
        #expect(try parse("~\n").items.isEmpty)
        let config = try parse("exclude:\n#  - Pods/**\ninclude: [App/**]\n")
        #expect(config.exclude.isEmpty)
        #expect(config.include.count == 1)
        #expect(config.includes("App/a.swift"))
    }

    @Test func unknownKeysNameTheirPlaceAndSuggest() throws {
        let top = try #require(failure("include: [App/**]\nexclud: [Pods/**]\n"))
        #expect(top.file == ".preflight.yml")
        #expect(top.line == 2)
        #expect(top.column == 1)
        #expect(top.message.contains("unknown key `exclud`"))
        #expect(top.message.contains("did you mean `exclude`?"))
        #expect(top.description.hasPrefix(".preflight.yml:2:1: "))

        let snake = try #require(failure("max_line_length: 120\n"))
        #expect(snake.message.contains("did you mean `maxLineLength`?"))

        let far = try #require(failure("colour: red\n"))
        #expect(!far.message.contains("did you mean"))
        #expect(far.message.contains("known keys"))

        let nested = try #require(failure("items:\n  swift-style:\n    severty: warning\n"))
        #expect(nested.line == 3)
        #expect(nested.column == 5)
        #expect(nested.message.contains("in `items.swift-style`"))
        #expect(nested.message.contains("did you mean `severity`?"))
    }

    @Test func wrongTypesNameTheirPlace() throws {
        let list = try #require(failure("include: App/**\n"))
        #expect(list.message == "`include` must be a list of globs, found a string")
        #expect((list.line, list.column) == (1, 10))

        let entry = try #require(failure("exclude:\n  - Pods/**\n  - {a: b}\n"))
        #expect((entry.line, entry.column) == (3, 5))
        #expect(entry.message.contains("found a mapping"))

        let number = try #require(failure("maxLineLength: wide\n"))
        #expect(number.message == "`maxLineLength` must be a positive whole number, found \"wide\"")
        #expect(try #require(failure("maxLineLength: 0\n")).line == 1)
        #expect(try #require(failure("maxLineLength: \"120\"\n")).message.contains("positive whole number"))

        let severity = try #require(failure("items:\n  a/b:\n    severity: warn\n"))
        #expect((severity.line, severity.column) == (3, 15))
        #expect(severity.message.contains("`items.a/b.severity` must be error, warning or note, found \"warn\""))
        #expect(severity.message.contains("did you mean `warning`?"))

        let flag = try #require(failure("items:\n  a/b:\n    disabled: yes\n"))
        #expect(flag.message == "`items.a/b.disabled` must be true or false, found \"yes\"")

        let item = try #require(failure("items:\n  a/b: off\n"))
        #expect((item.line, item.column) == (2, 8))
        #expect(item.message.contains("must be a mapping"))

        let items = try #require(failure("items: [a, b]\n"))
        #expect(items.message.contains("`items` must be a mapping"))

        let modules = try #require(failure("modules:\n  Sources/Core/**: SwiftUI\n"))
        #expect(modules.message == "`modules.Sources/Core/**` must be a list of module names, found a string")
        #expect((modules.line, modules.column) == (2, 20))

        let root = try #require(failure("- include\n"))
        #expect(root.message.contains("must be a mapping"))

        let path = try #require(failure("baseline: [a, b]\n"))
        #expect(path.message == "`baseline` must be a path, found a list")
    }

    @Test func yamlSyntaxAndDuplicateKeysAreErrorsWithPlaces() throws {
        let syntax = try #require(failure("include: [App/**\nexclude: []\n"))
        #expect(syntax.line != nil)
        #expect(syntax.message.contains("YAML"))
        let duplicate = try #require(failure("include: [a]\ninclude: [b]\n"))
        #expect(duplicate.line == 2)
    }

    @Test func missingFilesDependOnWhetherTheFileWasAskedFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(try Configuration.load(repository: folder.path) == nil)
        #expect(try Configuration.load(path: folder.appendingPathComponent("none.yml").path, required: false) == nil)
        #expect(throws: PreflightError.self) {
            try Configuration.load(path: folder.appendingPathComponent("none.yml").path, required: true)
        }
        #expect(throws: PreflightError.self) { try Configuration.load(path: folder.path, required: true) }

        let file = folder.appendingPathComponent(".preflight.yml")
        try "skills: [Skills/a]\nbaseline: baseline.json\n".write(to: file, atomically: true, encoding: .utf8)
        let config = try #require(try Configuration.load(repository: folder.path))
        #expect(config.skills == ["Skills/a"])
        #expect(config.file == file.path)
        #expect(config.resolve("baseline.json") == folder.appendingPathComponent("baseline.json").path)

        try "include: 3\n".write(to: file, atomically: true, encoding: .utf8)
        do {
            _ = try Configuration.load(path: file.path, required: true)
            Issue.record("expected an error")
        } catch let error as PreflightError {
            #expect(error.file == file.path)
            #expect(error.line == 1)
        }
    }

    @Test func editDistanceSuggestions() {
        #expect(EditDistance.levenshtein("kitten", "sitting") == 3)
        #expect(EditDistance.levenshtein("", "abc") == 3)
        #expect(EditDistance.levenshtein("abc", "abc") == 0)
        #expect(EditDistance.levenshtein("abcdef", "a", limit: 2) == 3)
        #expect(EditDistance.suggestion(for: "skils", among: Configuration.topLevelKeys) == "skills")
        #expect(EditDistance.suggestion(for: "header_template", among: Configuration.topLevelKeys) == "headerTemplate")
        #expect(EditDistance.suggestion(for: "zzz", among: Configuration.topLevelKeys) == nil)
    }
}
