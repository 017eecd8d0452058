import Foundation
import Testing

/// The SwiftPM command plugin, proven the way a user meets it: `Tests/PluginPackage` depends on
/// this package by path and runs `swift package preflight …`. Building Preflight inside that
/// package takes a minute or two the first time (then it is incremental, in
/// `.build/plugin-package`), so this is one test; it is skipped when `swift` is not on PATH.
@Suite struct PluginPackageTests {
    static let swift: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static func swiftPackage(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let package = Probe.packageRoot.appendingPathComponent("Tests/PluginPackage")
        let scratch = Probe.packageRoot.appendingPathComponent(".build/plugin-package").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swift))
        process.arguments = ["package", "--scratch-path", scratch] + arguments
        process.currentDirectoryURL = package
        // The plugin's preflight would otherwise keep its compile in the user's cache folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["PREFLIGHT_NO_CACHE": "1"]) { _, new in new }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot stall the build.
        var errorData = Data()
        let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test(.enabled(if: swift != nil, "`swift` is not on PATH: the plugin package cannot be built"))
    func aPackageRunsPreflightThroughThePlugin() throws {
        let audit = try Self.swiftPackage(["preflight", "audit", "--format", "text"])
        #expect(audit.out.contains("Sources/Greeter/Greeter.swift:4:5: error: uses `NSLog`"), "\(audit.out)\n\(audit.err)")
        #expect(audit.out.contains("0 passed, 1 failed"))
        #expect(audit.status != 0)
        #expect(audit.err.contains("exited with status 1: a checklist item failed"))

        let rules = try Self.swiftPackage(["preflight", "rules", "--format", "json"])
        #expect(rules.status == 0, "\(rules.err)")
        #expect(rules.out.contains(":forbidden-symbol\""))
    }
}
