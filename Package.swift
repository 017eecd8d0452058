// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain ships SwiftParser / SwiftSyntax as host libraries for macro plugins. We link
/// those instead of fetching swift-syntax, which cannot be downloaded here. The folder is found
/// from `swiftc` on PATH; `PREFLIGHT_SWIFT_HOST_LIBS` overrides it for unusual installs.
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
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftParser.so").path) {
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
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(
            name: "PreflightKit",
            dependencies: ["CCmarkGFM", "CYaml"],
            swiftSettings: hostSwiftSettings,
            linkerSettings: hostLinkerSettings
        ),
        .target(
            name: "PreflightCLI",
            dependencies: ["PreflightKit"],
            swiftSettings: hostSwiftSettings,
            linkerSettings: hostLinkerSettings
        ),
        .executableTarget(
            name: "preflight",
            dependencies: ["PreflightCLI"],
            swiftSettings: hostSwiftSettings,
            linkerSettings: hostLinkerSettings
        ),
        .testTarget(
            name: "PreflightKitTests",
            dependencies: ["PreflightKit", "PreflightCLI"],
            swiftSettings: hostSwiftSettings,
            linkerSettings: hostLinkerSettings
        ),
    ],
    swiftLanguageModes: [.v5]
)
