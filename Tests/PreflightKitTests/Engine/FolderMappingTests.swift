import Foundation
import Testing
@testable import PreflightCLI
@testable import PreflightChecks
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// `.preflight.yml` `folders:` maps a document's folder names to the repository's, for every
/// check's scope; `audit` and `compile --against` say which scopes reach no file and how to map them.
@Suite struct FolderMappingTests {
    // MARK: The mapping

    @Test func foldersAreReplacedAsWholeSegments() {
        let mapping = FolderMapping([FolderMapping.Entry(folder: "Core/", replacements: ["AcmeCore/"])])
        #expect(mapping.apply(pattern: "Core/**") == "AcmeCore/**")
        #expect(mapping.apply(pattern: "**/Core/**") == "**/AcmeCore/**")
        #expect(mapping.apply(pattern: "Core") == "AcmeCore")
        #expect(mapping.apply(pattern: "{Core,Shared}/**") == "{AcmeCore,Shared}/**")
        #expect(mapping.apply(pattern: "CoreUI/**") == "CoreUI/**")
        #expect(mapping.apply(pattern: "App/MyCore/**") == "App/MyCore/**")
        #expect(mapping.apply(pattern: "**/*Core.swift") == "**/*Core.swift")
    }

    @Test func oneFolderBecomingSeveral() {
        let mapping = FolderMapping([FolderMapping.Entry(folder: "./Core", replacements: ["AcmeCore", "Modules/*Kit/"])])
        let glob = mapping.apply(Glob("Core/**"))
        #expect(glob.pattern == "{AcmeCore,Modules/*Kit}/**")
        #expect(glob.matches("AcmeCore/Managers/A.swift"))
        #expect(glob.matches("Modules/NetworkKit/B.swift"))
        #expect(!glob.matches("Core/A.swift"))
    }

    @Test func theLongestFolderWins() {
        let mapping = FolderMapping([FolderMapping.Entry(folder: "Core", replacements: ["AcmeCore"]),
                                     FolderMapping.Entry(folder: "UI/Controller", replacements: ["Screens"])])
        #expect(mapping.apply(pattern: "**/UI/Controller") == "**/Screens")
        #expect(mapping.apply(pattern: "**/UI/View") == "**/UI/View")
        #expect(mapping.apply(pattern: "Core/UI/Controller/**") == "AcmeCore/Screens/**")
    }

    // MARK: The configuration

    @Test func readFromTheConfiguration() throws {
        let configuration = try Configuration.parse("folders:\n  Core/: AcmeCore/\n  Shared/: [SharedKit/, SharedUI/]\n", file: ".preflight.yml")
        #expect(configuration.folders.entries.map(\.folder).sorted() == ["Core", "Shared"])
        #expect(configuration.folders.apply(pattern: "Shared/**") == "{SharedKit,SharedUI}/**")
        #expect(configuration.folders.entries.first { $0.folder == "Core" }?.line == 2)
    }

    @Test(arguments: [
        ("folders: [Core]\n", 1, "must be a mapping"),
        ("folders:\n  \"Core/*\": AcmeCore/\n", 2, "not a plain folder"),
        ("folders:\n  ../Core: AcmeCore/\n", 2, "climbs out"),
        ("folders:\n  Core/: \"\"\n", 2, "empty"),
        ("folders:\n  Core/: []\n", 2, "empty list"),
        ("folders:\n  Core/: [AcmeCore/, \"{A,B}\"]\n", 2, "not a folder of the repository"),
        ("folders:\n  Core/: {a: b}\n", 2, "must be a path"),
        ("folders:\n  Core/: A/\n  ./Core: B/\n", 3, "mapped twice"),
        ("foldres:\n  Core/: A/\n", 1, "did you mean `folders`"),
    ])
    func badMappingsAreErrorsAtTheirLine(_ text: String, _ line: Int, _ message: String) {
        do {
            _ = try Configuration.parse(text, file: ".preflight.yml")
            Issue.record("accepted: \(text)")
        } catch let error as PreflightError {
            #expect(error.line == line, "\(error)")
            #expect(error.description.contains(message), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    // MARK: Applied to checks

    /// A skill written for `Core/`, `UI/Controller` and `Features/`, over a repository that calls
    /// them `AcmeCore/`, `Screens/` and `Modules/`.
    private func repository(folders: String?) throws -> URL {
        let root = try Probe.temporaryFolder("preflight-folders")
        try Probe.write("""
        ---
        name: layout
        description: Where code lives.
        ---
        # Layout

        - Core never imports UI frameworks.
          <!-- preflight:
            replace: true
            checks:
              - kind: forbidden-import
                modules: [SwiftUI, UIKit]
                paths: ["Core/**"]
          -->
        - Screens must always live under `UI/Controller/`.
          <!-- preflight:
            replace: true
            checks:
              - kind: file-placement
                files: "*ViewController.swift"
                under: ["**/UI/Controller"]
          -->
        - Every folder under `Features/` is declared in `Project.swift`.
          <!-- preflight:
            replace: true
            checks:
              - kind: declared-module
                root: Features
                manifest: Project.swift
          -->
        """, to: ".claude/skills/layout/SKILL.md", in: root)
        try Probe.write("let home = Feature(name: \"Home\")\n", to: "Project.swift", in: root)
        try Probe.write("import Foundation\nimport UIKit\n", to: "AcmeCore/Managers/Session.swift", in: root)
        try Probe.write("import UIKit\nfinal class HomeViewController {}\n", to: "App/Screens/HomeViewController.swift", in: root)
        try Probe.write("import UIKit\nfinal class StrayViewController {}\n", to: "App/Misc/StrayViewController.swift", in: root)
        try Probe.write("struct HomeView {}\n", to: "Modules/Home/HomeView.swift", in: root)
        try Probe.write("struct SearchView {}\n", to: "Modules/Search/SearchView.swift", in: root)
        if let folders { try Probe.write("folders:\n" + folders, to: ".preflight.yml", in: root) }
        return root
    }

    private func audit(_ root: URL) throws -> (run: Probe.Run, findings: [(path: String, rule: String)]) {
        let run = Probe.cli(["audit", root.path, "--format", "json"])
        return (run, try DiscoveryTests.findings(run.out))
    }

    @Test func unmappedScopesReachNothingAndSaySo() throws {
        let root = try repository(folders: nil)
        let (run, findings) = try audit(root)
        #expect(!findings.contains { $0.rule.hasSuffix(":forbidden-import") || $0.rule.hasSuffix(":declared-module") })
        // Every ViewController is "misplaced" when the folder it must be under does not exist.
        #expect(findings.filter { $0.rule.hasSuffix(":file-placement") }.count == 2)
        #expect(run.err.contains("`Core/**` (the scope of check `layout/core-never-imports-ui-frameworks:forbidden-import`) matches no file here"))
        #expect(run.err.contains("folders: {Core/: AcmeCore/}"))
        #expect(run.err.contains("folders: {Features/: …}") || run.err.contains("no folder `Features/`"))
        #expect(run.err.contains("`**/UI/Controller`"))
    }

    @Test func mappedScopesReachTheRepositorysFolders() throws {
        let root = try repository(folders: "  Core/: AcmeCore/\n  UI/Controller/: Screens/\n  Features/: Modules/\n")
        let (run, findings) = try audit(root)
        #expect(run.code == 1, "\(run.err)")
        func flagged(_ kind: String) -> [String] { findings.filter { $0.rule.hasSuffix(":" + kind) }.map(\.path).sorted() }
        #expect(flagged("forbidden-import") == ["AcmeCore/Managers/Session.swift"])
        #expect(flagged("file-placement") == ["App/Misc/StrayViewController.swift"])
        #expect(flagged("declared-module") == ["Modules/Search/SearchView.swift"])
        #expect(!run.err.contains("matches no file"), "\(run.err)")
    }

    @Test func perItemPathsKeepTheirMeaning() throws {
        let root = try repository(folders: "  Core/: AcmeCore/\nitems:\n  layout/core-never-imports-ui-frameworks:\n    paths: [Core]\n")
        let (_, findings) = try audit(root)
        // `paths:` names the repository's own folders; `Core` is not mapped there, so nothing is in reach.
        #expect(!findings.contains { $0.rule.hasSuffix(":forbidden-import") })
    }

    @Test func suggestionsNameTheLikelyFolders() {
        let folders = ["AcmeCore", "AcmeCore/Managers", "App", "App/Screens", "CoreUI", "Docs", "Sources/Networking"]
        let core = FolderSuggestion.suggest(for: "Core/**", folders: folders)
        #expect(core?.folder == "Core")
        #expect(core?.candidates == ["AcmeCore", "CoreUI"])
        #expect(core?.configurationLine == "Core/: AcmeCore/")
        #expect(FolderSuggestion.suggest(for: "**/Networkin/**", folders: folders)?.candidates == ["Networking"])
        #expect(FolderSuggestion.suggest(for: "**/UI/Controller", folders: folders)?.folder == "UI/Controller")
        // Nothing to map: no literal folder, or every literal folder exists.
        #expect(FolderSuggestion.suggest(for: "**/*Item.swift", folders: folders) == nil)
        #expect(FolderSuggestion.suggest(for: "App/**/*.kt", folders: folders) == nil)
        #expect(FolderSuggestion.suggest(for: "Zebra/**", folders: folders)?.candidates == [])
    }

    @Test func compileAgainstARepositoryListsScopes() throws {
        let root = try repository(folders: "  Core/: AcmeCore/\n")
        let skill = root.appendingPathComponent(".claude/skills/layout").path
        let markdown = Probe.cli(["compile", skill, "--against", root.path])
        #expect(markdown.code == 0, "\(markdown.err)")
        #expect(markdown.out.contains("## Scopes against"))
        #expect(markdown.out.contains("| `AcmeCore/**` (from `Core/**`) | 1 | 1 |  |"))
        #expect(markdown.out.contains("| `**/UI/Controller` | 1 | 0 | ⚠️ matches no file |"))
        let json = Probe.cli(["compile", skill, "--against", root.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let scopes = try #require(object["scopes"] as? [[String: Any]])
        let features = try #require(scopes.first { $0["pattern"] as? String == "Features" })
        #expect(features["files"] as? Int == 0)
        let suggestion = try #require(features["suggestion"] as? [String: Any])
        #expect(suggestion["folder"] as? String == "Features")
        // Without --against, compile reads no repository and prints no scopes.
        let plain = Probe.cli(["compile", skill, "--format", "json"])
        #expect(!plain.out.contains("\"scopes\""))
        #expect(Probe.cli(["compile", skill, "--against", root.appendingPathComponent("nope").path]).code == 2)
    }

    /// The paths a rule's place leaves out ("except in `Core/`") name the documents' folders too.
    @Test func excludedPathsOfAPlaceAreMapped() throws {
        var check = ForbiddenSymbolCheck(symbols: [SymbolPattern("print")!], scope: [Glob("Core/**")])
        check.codeScope.excludedPaths = [Glob("Core/Debug/**")]
        let configuration = try Configuration.parse("folders:\n  Core/: AcmeCore/\n", file: ".preflight.yml")
        let mapped = try #require(try ActiveRuleSet.configured(check, by: configuration) as? ForbiddenSymbolCheck)
        #expect(mapped.scope.map(\.pattern) == ["AcmeCore/**"])
        #expect(mapped.codeScope.excludedPaths.map(\.pattern) == ["AcmeCore/Debug/**"])
    }

    /// Every kind with globs takes part in the mapping; a new kind cannot silently miss it.
    @Test func everyFileCheckKindIsFolderScoped() {
        for kind in CheckRegistry.kinds where kind is any FileCheck.Type {
            #expect(kind is any FolderScopedCheck.Type, "\(kind.description.kind) ignores `folders:`")
            // A kind that takes a place read from prose (`excludedPaths` among its parameters)
            // maps the paths it leaves out.
            let takesPlace = (try? Configuration.parse("checks:\n  \(kind.description.kind): {excludedPaths: [\"Tests/**\"]}\n",
                                                       file: ".preflight.yml")) != nil
            if takesPlace { #expect(kind is any CodeScopedCheck.Type, "\(kind.description.kind) keeps `except` paths unmapped") }
        }
        for kind in [FilePlacementCheck.self, DeclaredModuleCheck.self, ForbiddenPathCheck.self] as [any Check.Type] {
            #expect(kind is any FolderScopedCheck.Type)
        }
    }
}
