// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain ships SwiftParser / SwiftSyntax as host libraries for macro plugins. Only the
/// tests link them (to hold the in-house lexer equal to SwiftParser); the product reads Swift
/// with its own lexer and links no SwiftSyntax, so it builds and runs without them. The folder
/// is found from `swiftc` on PATH; `PREFLIGHT_SWIFT_HOST_LIBS` overrides it for unusual installs.
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["PREFLIGHT_SWIFT_HOST_LIBS"], !override.isEmpty {
        return override
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let binDirectory = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        let host = binDirectory.deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        for library in ["libSwiftParser.so", "libSwiftParser.dylib"]
        where FileManager.default.fileExists(atPath: host.appendingPathComponent(library).path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}

let host = toolchainHostLibraries()
let hostSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let hostLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-L", host, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host]),
]

let package = Package(
    name: "Preflight",
    products: [
        .executable(name: "preflight", targets: ["preflight"]),
        .library(name: "PreflightKit", targets: ["PreflightKit"]),
        // `swift package preflight …` in any package that depends on this one.
        .plugin(name: "PreflightCommand", targets: ["PreflightCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // One target per pipeline stage; dependencies run one way, so the build refuses a
        // backward import: Model ← Document ← Compiler ← Engine ← Report ← CLI, with SwiftSource,
        // Repository and Change beside.
        stage("PreflightModel", path: "Model"),
        stage("PreflightSwiftSource", path: "SwiftSource", ["PreflightModel"]),
        stage("PreflightRepository", path: "Repository", ["PreflightModel", "PreflightSwiftSource"]),
        stage("PreflightDocument", path: "Document", ["PreflightModel", "CCmarkGFM", "CYaml"]),
        stage("PreflightChecks", path: "Checks", ["PreflightModel", "PreflightSwiftSource", "PreflightRepository"]),
        stage("PreflightChange", path: "Change", ["PreflightModel"]),
        stage("PreflightCompiler", path: "Compiler",
              ["PreflightModel", "PreflightSwiftSource", "PreflightRepository", "PreflightDocument", "PreflightChecks"]),
        stage("PreflightEngine", path: "Engine",
              ["PreflightModel", "PreflightSwiftSource", "PreflightRepository", "PreflightDocument", "PreflightChecks",
               "PreflightChange", "PreflightCompiler"]),
        stage("PreflightReport", path: "Report",
              ["PreflightModel", "PreflightSwiftSource", "PreflightRepository", "PreflightDocument", "PreflightChecks",
               "PreflightCompiler", "PreflightEngine"]),
        stage("PreflightValidate", path: "Validate",
              ["PreflightModel", "PreflightRepository", "PreflightDocument", "PreflightReport"]),
        stage("PreflightCLI", path: "CLI",
              ["PreflightModel", "PreflightSwiftSource", "PreflightRepository", "PreflightDocument", "PreflightChecks",
               "PreflightChange", "PreflightCompiler", "PreflightEngine", "PreflightReport", "PreflightValidate"]),
        // The library product: every stage re-exported under one name.
        stage("PreflightKit", path: "PreflightKit",
              ["PreflightModel", "PreflightSwiftSource", "PreflightRepository", "PreflightDocument", "PreflightChecks",
               "PreflightChange", "PreflightCompiler", "PreflightEngine", "PreflightReport", "PreflightValidate"]),
        .executableTarget(name: "preflight", dependencies: ["PreflightCLI"]),
        .plugin(
            name: "PreflightCommand",
            capability: .command(intent: .custom(
                verb: "preflight",
                description: "Check the package against the conventions its AGENTS.md, CLAUDE.md and skills state"
            )),
            dependencies: ["preflight"]
        ),
        .testTarget(
            name: "PreflightKitTests",
            dependencies: ["PreflightModel", "PreflightSwiftSource", "PreflightRepository", "PreflightDocument", "PreflightChecks",
                           "PreflightChange", "PreflightCompiler", "PreflightEngine", "PreflightReport", "PreflightValidate",
                           "PreflightCLI", "PreflightKit"],
            swiftSettings: hostSwiftSettings,
            linkerSettings: hostLinkerSettings
        ),
    ],
    swiftLanguageModes: [.v5]
)

func stage(_ name: String, path: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/" + path)
}
