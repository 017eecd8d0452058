// swift-tools-version:6.0
// A package that uses Preflight the way any Swift package would: as a dependency by path, then
// `swift package preflight …`. The plugin test (PluginPackageTests) runs it.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(path: "../..")],
    targets: [.target(name: "Greeter", path: "Sources/Greeter")]
)
