import Foundation
import Testing
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository

/// Rules scoped by build target ("never import `UIKit` in the `Core` target") run on exactly the
/// target's files, wherever the project's own manifests put them: a Swift package, a Tuist
/// project, an XcodeGen spec and an Xcode project with synchronized folders.
@Suite struct BuildTargetTests {
    /// A repository whose `Core` target lives in `coreFolder` and whose `App` target in `appFolder`,
    /// each holding a file that imports `UIKit`.
    final class Project {
        let container: URL
        var url: URL { container.appendingPathComponent("repo") }

        init(manifest: String?, at manifestPath: String, coreFolder: String, appFolder: String,
             rules: String = "- Never import `UIKit` in the `Core` target.\n") throws {
            container = try Probe.temporaryFolder("preflight-targets")
            try FileManager.default.createDirectory(at: url.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try Probe.write("# Rules\n\n" + rules, to: "AGENTS.md", in: url)
            if let manifest { try Probe.write(manifest, to: manifestPath, in: url) }
            try Probe.write("import UIKit\n", to: coreFolder + "/Core.swift", in: url)
            try Probe.write("import UIKit\n", to: appFolder + "/App.swift", in: url)
        }

        deinit { try? FileManager.default.removeItem(at: container) }

        func flagged(from folder: String = "", config: String? = nil) throws -> [String] {
            if let config { try Probe.write(config, to: ".preflight.yml", in: url) }
            let run = Probe.cli(["audit", "--format", "json"], in: folder.isEmpty ? url.path : url.appendingPathComponent(folder).path)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.err)")
            var paths: [String] = []
            for skill in object["skills"] as? [[String: Any]] ?? [] {
                for item in skill["items"] as? [[String: Any]] ?? [] {
                    for finding in item["findings"] as? [[String: Any]] ?? [] { paths.append(finding["path"] as? String ?? "") }
                }
            }
            return paths.sorted()
        }
    }

    static let package = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Acme",
        targets: [
            .target(name: "Core", path: "Modules/CoreKit"),
            .executableTarget(name: "App", dependencies: ["Core"]),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ]
    )
    """

    static let tuist = """
    import ProjectDescription

    let project = Project(
        name: "Acme",
        targets: [
            .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "acme.core",
                    sources: ["Targets/CoreKit/Sources/**"]),
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "acme.app",
                    sources: ["Targets/App/Sources/**"], dependencies: [.target(name: "Core")]),
        ]
    )
    """

    static let xcodeGen = """
    name: Acme
    targets:
      Core:
        type: framework
        platform: iOS
        sources: [Frameworks/CoreKit]
      App:
        type: application
        platform: iOS
        sources:
          - path: App
    """

    static let xcodeProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tAA0000000000000000000001 /* CoreKit */ = {
    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
    \t\t\tpath = CoreKit;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000002 /* AppSources */ = {
    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
    \t\t\tpath = AppSources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tBB0000000000000000000001 /* Core */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tAA0000000000000000000001 /* CoreKit */,
    \t\t\t);
    \t\t\tname = Core;
    \t\t};
    \t\tBB0000000000000000000002 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tAA0000000000000000000002 /* AppSources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t};
    \t\tDD0000000000000000000001 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t};
    }
    """

    /// A classic project: targets list the files of their sources build phase, placed by the
    /// groups above them (a group with a `name` and no `path` adds no folder); a synchronized
    /// folder lends one file to a target that does not hold it (an exception set naming it).
    static let classicProject = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tCC0000000000000000000001 /* Core.swift in Sources */ = {isa = PBXBuildFile; fileRef = EE0000000000000000000001 /* Core.swift */; };
    \t\tCC0000000000000000000002 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = EE0000000000000000000002 /* App.swift */; settings = {ATTRIBUTES = (Weak, ); }; };
    \t\tCC0000000000000000000003 /* Core.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = EE0000000000000000000003 /* Core.framework */; };
    \t\tEE0000000000000000000001 /* Core.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Core.swift; sourceTree = "<group>"; };
    \t\tEE0000000000000000000002 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "App.swift"; sourceTree = "<group>"; };
    \t\tEE0000000000000000000003 /* Core.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tFF0000000000000000000001 /* Extensions */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (FF0000000000000000000002 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = Extensions; sourceTree = "<group>"; };
    \t\tFF0000000000000000000002 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tShare/ShareViewController.swift,
    \t\t\t\t/Localized/Share/Info.plist,
    \t\t\t);
    \t\t\ttarget = BB0000000000000000000003 /* Share */;
    \t\t};
    \t\tAA0000000000000000000000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000001 /* Sources */,
    \t\t\t\tFF0000000000000000000001 /* Extensions */,
    \t\t\t\tAA0000000000000000000004 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000002 /* CoreKit */,
    \t\t\t\tAA0000000000000000000003 /* App Group */,
    \t\t\t);
    \t\t\tpath = Sources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000002 /* CoreKit */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tEE0000000000000000000001 /* Core.swift */,
    \t\t\t);
    \t\t\tpath = CoreKit;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000003 /* App Group */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000005 /* Screens */,
    \t\t\t);
    \t\t\tname = "App Group";
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000005 /* Screens */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tEE0000000000000000000002 /* App.swift */,
    \t\t\t);
    \t\t\tpath = Screens;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000004 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tEE0000000000000000000003 /* Core.framework */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tBB0000000000000000000001 /* Core */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tDD0000000000000000000001 /* Sources */,
    \t\t\t);
    \t\t\tname = Core;
    \t\t};
    \t\tBB0000000000000000000002 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tDD0000000000000000000002 /* Sources */,
    \t\t\t\tDD0000000000000000000003 /* Frameworks */,
    \t\t\t);
    \t\t\tname = App;
    \t\t};
    \t\tBB0000000000000000000003 /* Share */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t);
    \t\t\tname = Share;
    \t\t};
    \t\tBB0000000000000000000004 /* Widget */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tFF0000000000000000000001 /* Extensions */,
    \t\t\t);
    \t\t\tname = Widget;
    \t\t};
    \t\tDD0000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tCC0000000000000000000001 /* Core.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\tDD0000000000000000000002 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tCC0000000000000000000002 /* App.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\tDD0000000000000000000003 /* Frameworks */ = {
    \t\t\tisa = PBXFrameworksBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tCC0000000000000000000003 /* Core.framework in Frameworks */,
    \t\t\t);
    \t\t};
    \t};
    }
    """

    @Test func aClassicXcodeTargetIsTheFoldersOfItsSources() throws {
        let project = try Project(manifest: Self.classicProject, at: "Acme.xcodeproj/project.pbxproj", coreFolder: "Sources/CoreKit",
                                  appFolder: "Sources/Screens")
        #expect(try project.flagged() == ["Sources/CoreKit/Core.swift"])
        let targets = BuildTargets.pbxproj(Self.classicProject, folder: "Apps", manifest: "Apps/Acme.xcodeproj/project.pbxproj")
        #expect(targets.map(\.name) == ["Core", "App", "Share", "Widget"])
        #expect(targets.map(\.folders) == [["Apps/Sources/CoreKit"], ["Apps/Sources/Screens"], ["Apps/Extensions/Share"], ["Apps/Extensions"]])
    }

    /// A target no manifest declares runs nowhere — not on a folder that happens to bear its
    /// name — and `audit` says so, naming the manifests it read and the mapping that would fix it.
    @Test func anUndeclaredTargetRunsNowhereWithAWarning() throws {
        let rules = "- Never use `print(…)` in the `Widget` target.\n- Never import `UIKit` in the `Core` target.\n"
        let project = try Project(manifest: Self.package, at: "Package.swift", coreFolder: "Modules/CoreKit", appFolder: "Sources/App",
                                  rules: rules)
        try Probe.write("func show() { print(1) }\n", to: "Widget/Widget.swift", in: project.url)
        #expect(try project.flagged() == ["Modules/CoreKit/Core.swift"])
        let run = Probe.cli(["audit"], in: project.url.path)
        #expect(run.err.contains("AGENTS.md:3: the `Widget` target"), "\(run.err)")
        #expect(run.err.contains("no manifest read declares it (`Package.swift`)"), "\(run.err)")
        #expect(run.err.contains("targets: {Widget: [Widget/]}"), "\(run.err)")
        #expect(run.out.contains("the `Widget` target has no folder here"), "\(run.out)")
        #expect(!run.err.contains("`Core` target"), "\(run.err)")
        #expect(try project.flagged(config: "targets:\n  Widget: [Widget]\n") == ["Modules/CoreKit/Core.swift", "Widget/Widget.swift"])
    }

    /// With no manifest at all, the warning says none was found; `folders:` naming the target maps it too.
    @Test func withoutManifestsATargetNeedsAMapping() throws {
        let project = try Project(manifest: nil, at: "", coreFolder: "Core", appFolder: "App")
        #expect(try project.flagged().isEmpty)
        let run = Probe.cli(["audit"], in: project.url.path)
        #expect(run.err.contains("no manifest was found"), "\(run.err)")
        #expect(try project.flagged(config: "folders:\n  Core/: Core/\n") == ["Core/Core.swift"])
    }

    /// "The `App` and `Widget` targets": each name of the list is a target; an exception naming a
    /// target leaves out its folder as well, so an undeclared one is never flagged.
    @Test func targetListsAndExceptions() throws {
        let rules = "- The `App` and `Core` targets never import `UIKit`.\n- Never use `print(…)`, except in the `Tools` target.\n"
        let project = try Project(manifest: Self.package, at: "Package.swift", coreFolder: "Modules/CoreKit", appFolder: "Sources/App",
                                  rules: rules)
        try Probe.write("func run() { print(1) }\n", to: "Tools/Run.swift", in: project.url)
        try Probe.write("func run() { print(1) }\n", to: "Sources/App/Log.swift", in: project.url)
        #expect(try project.flagged() == ["Modules/CoreKit/Core.swift", "Sources/App/App.swift", "Sources/App/Log.swift"])
    }

    @Test func aSwiftPackagesTargetIsItsPathOrSourcesName() throws {
        let project = try Project(manifest: Self.package, at: "Package.swift", coreFolder: "Modules/CoreKit", appFolder: "Sources/App")
        #expect(try project.flagged() == ["Modules/CoreKit/Core.swift"])
    }

    @Test func aTuistTargetIsItsSources() throws {
        let project = try Project(manifest: Self.tuist, at: "Project.swift", coreFolder: "Targets/CoreKit/Sources",
                                  appFolder: "Targets/App/Sources")
        #expect(try project.flagged() == ["Targets/CoreKit/Sources/Core.swift"])
    }

    @Test func anXcodeGenTargetIsItsSources() throws {
        let project = try Project(manifest: Self.xcodeGen, at: "project.yml", coreFolder: "Frameworks/CoreKit", appFolder: "App")
        #expect(try project.flagged() == ["Frameworks/CoreKit/Core.swift"])
    }

    @Test func anXcodeProjectTargetIsItsSynchronizedFolders() throws {
        let project = try Project(manifest: Self.xcodeProject, at: "Acme.xcodeproj/project.pbxproj", coreFolder: "CoreKit",
                                  appFolder: "AppSources")
        #expect(try project.flagged() == ["CoreKit/Core.swift"])
    }

    /// From a sub-folder the target is still found (above it, or holding it); from a folder beside
    /// it, nothing is flagged and no scope warning claims the repository lacks the folder.
    @Test func subFolderRunsSeeTheSameTarget() throws {
        let project = try Project(manifest: Self.package, at: "Package.swift", coreFolder: "Modules/CoreKit", appFolder: "Sources/App")
        #expect(try project.flagged(from: "Modules") == ["Modules/CoreKit/Core.swift"])
        #expect(try project.flagged(from: "Modules/CoreKit") == ["Modules/CoreKit/Core.swift"])
        #expect(try project.flagged(from: "Sources").isEmpty)
        let run = Probe.cli(["audit", "--format", "json"], in: project.url.appendingPathComponent("Sources").path)
        #expect(!run.err.contains("no folder `Core/`"), "\(run.err)")
    }

    /// `targets:` in `.preflight.yml` overrides what the manifests say.
    @Test func theConfigurationOverridesTheManifests() throws {
        let project = try Project(manifest: Self.package, at: "Package.swift", coreFolder: "Modules/CoreKit", appFolder: "Sources/App")
        #expect(try project.flagged(config: "targets:\n  Core: [Sources/App]\n") == ["Sources/App/App.swift"])
        try Probe.write("targets: [Core]\n", to: ".preflight.yml", in: project.url)
        let wrong = Probe.cli(["audit"], in: project.url.path)
        #expect(wrong.code == 2)
        #expect(wrong.err.contains(".preflight.yml:1:10: `targets` must be a mapping from a build target's name"), "\(wrong.err)")
    }

    @Test func manifestsAreReadAsText() {
        let package = BuildTargets.swiftManifest(Self.package, folder: "", manifest: "Package.swift", package: true)
        #expect(package.map(\.name) == ["Core", "App", "CoreTests"])
        #expect(package.map(\.folders) == [["Modules/CoreKit"], ["Sources/App"], ["Tests/CoreTests"]])
        let nested = BuildTargets.swiftManifest(Self.package, folder: "Packages/Acme", manifest: "Packages/Acme/Package.swift",
                                                package: true)
        #expect(nested.first?.folders == ["Packages/Acme/Modules/CoreKit"])
        let tuist = BuildTargets.swiftManifest(Self.tuist, folder: "", manifest: "Project.swift", package: false)
        // `.target(name: "Core")` inside `dependencies:` names a dependency, not a target.
        #expect(tuist.map(\.name) == ["Core", "App"])
        #expect(tuist.map(\.folders) == [["Targets/CoreKit/Sources"], ["Targets/App/Sources"]])
        let dependency = BuildTargets.swiftManifest(".target(name: \"App\", dependencies: [.target(name: \"Core\")])", folder: "",
                                                    manifest: "Package.swift", package: true)
        #expect(dependency.map(\.name) == ["App"])
        let scalar = BuildTargets.xcodeGen("targets:\n  App:\n    sources: Sources\n", folder: "", manifest: "project.yml")
        #expect(scalar == [BuildTarget(name: "App", folders: ["Sources"], manifest: "project.yml")])
        let xcode = BuildTargets.pbxproj(Self.xcodeProject, folder: "", manifest: "A.xcodeproj/project.pbxproj")
        #expect(xcode.map(\.name) == ["Core", "App"] && xcode.map(\.folders) == [["CoreKit"], ["AppSources"]])
    }

    /// Only targets whose folder differs from their name are mapped; the written name is kept
    /// beside the target's folder; a target at the package's root maps nothing.
    @Test func mappingKeepsTheWrittenFolder() {
        let targets = [BuildTarget(name: "Core", folders: ["Modules/CoreKit"], manifest: "Package.swift"),
                       BuildTarget(name: "App", folders: ["App"], manifest: "Package.swift"),
                       BuildTarget(name: "Root", folders: ["."], manifest: "Package.swift")]
        let entries = BuildTargets.folderEntries(targets, configured: FolderMapping())
        #expect(entries == [FolderMapping.Entry(folder: "Core", replacements: ["Core", "Modules/CoreKit"])])
        #expect(FolderMapping(entries).apply(pattern: "**/Core/**") == "**/{Core,Modules/CoreKit}/**")
        // A folder the configuration maps itself is left to it.
        let configured = FolderMapping([FolderMapping.Entry(folder: "Core", replacements: ["Elsewhere"])])
        #expect(BuildTargets.folderEntries(targets, configured: configured).isEmpty)
        #expect(BuildTargets.relative("Modules/CoreKit", to: "Modules") == "CoreKit")
        #expect(BuildTargets.relative("Modules/CoreKit", to: "Modules/CoreKit/Sub") == "**")
        #expect(BuildTargets.relative("Modules/CoreKit", to: "Sources") == nil)
    }

    /// Broken manifests stop nothing: what can be read is, the rest names no folder.
    @Test(arguments: [
        ("Package.swift", "let package = Package(targets: [.target(name: \"Core\", path: \"Mod", ["Core"]),
        ("Package.swift", ".target(name: \"\\(interpolated)\", path: \"x\")", []),
        ("Project.swift", "Target((((((((", []),
        ("project.yml", "targets: [\n  - : :\n", []),
        ("project.yml", "targets:\n  App:\n    sources: {path: [1, 2]}\n", ["App"]),
        ("A.xcodeproj/project.pbxproj", "{\n\tobjects = {\n\t\tBB01234567 = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tfileSystemSynchronizedGroups = (\n", []),
    ])
    func malformedManifestsStopNothing(path: String, text: String, names: [String]) throws {
        let container = try Probe.temporaryFolder("preflight-bad-manifest")
        defer { try? FileManager.default.removeItem(at: container) }
        try Probe.write(text, to: path, in: container)
        let targets = BuildTargets.read(top: container.path)
        #expect(targets.map(\.name) == names)
        #expect(targets.allSatisfy { $0.folders.allSatisfy { !$0.hasPrefix("/") && !$0.contains("\"") } }, "\(targets)")
    }
}
