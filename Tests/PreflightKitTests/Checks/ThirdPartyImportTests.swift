import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightSwiftSource

/// "No third-party dependencies": an import that is neither Apple's nor the repository's own.
@Suite struct ThirdPartyImportTests {
    static let source = """
    import SwiftUI
    import os.log
    @testable import Aizen
    import FeatureKit
    import Kingfisher
    @preconcurrency import Alamofire
    import PackageDescription
    """

    @Test func theRepositorysModulesAndApplesAreNotDependencies() {
        let context = CheckContext(localModules: { ["aizen", "FeatureKit"] })
        let violations = ThirdPartyImportCheck().run(on: SourceFile(path: "App/A.swift", text: Self.source), context: context)
        #expect(violations.map(\.line) == [5, 6])
        #expect(violations.first?.message.contains("`Kingfisher`") == true)
        let allowing = ThirdPartyImportCheck(allowed: ["Kingfisher"]).run(on: SourceFile(path: "App/A.swift", text: Self.source), context: context)
        #expect(allowing.map(\.line) == [6])
    }

    @Test func localModulesComeFromFoldersManifestsAndProductNames() {
        let files: [String: String] = [
            "Packages/Core/Package.swift": "let package = Package(name: \"Core\", targets: [.target(name: \"CoreKit\", path: \"Lib\")])",
            "App.xcodeproj/project.pbxproj": "buildSettings = {\n\tPRODUCT_NAME = \"My App\";\n\tPRODUCT_MODULE_NAME = Shell;\n\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n};",
            "Sources/Feature/View.swift": "",
        ]
        let names = LocalModules.names(paths: files.keys.sorted(), read: { files[$0].map { Array($0.utf8) } })
        for expected in ["CoreKit", "App", "My_App", "Shell", "Feature", "feature", "Sources", "Packages"] {
            #expect(names.contains(expected), "\(expected) missing from \(names.sorted())")
        }
        #expect(!names.contains("$(TARGET_NAME)"))
    }

    @Test(arguments: ["No third-party dependencies.", "Use only Apple native frameworks.", "외부 라이브러리 사용 금지", "不使用第三方库"])
    func theRuleIsRead(text: String) throws {
        let skill = try Probe.compile("# Rules\n\n- \(text)\n")
        #expect(skill.items.flatMap(\.checks).contains { $0.check is ThirdPartyImportCheck })
    }

    @Test func aDegreeOrAnEscapeStaysManual() throws {
        for text in ["Minimize external dependencies.", "Avoid third-party libraries unless explicitly requested."] {
            let skill = try Probe.compile("# Rules\n\n- \(text)\n")
            #expect(skill.items.flatMap(\.checks).isEmpty, "\(text)")
        }
    }
}
