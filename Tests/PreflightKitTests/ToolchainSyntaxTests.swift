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

@Suite struct ToolchainSyntaxTests {
    @Test func toolchainSwiftParserIsLinked() {
        let names = SyntaxTree.declaredTypeNames(in: """
        struct ContentView: View { var body: some View { Text("hi") } }
        final class ProfileViewModel {}
        enum Route { case home }
        """)
        #expect(names == ["ContentView", "ProfileViewModel", "Route"])
    }
}

/// The product reads Swift with its own lexer: no product source imports SwiftSyntax, so the
/// `preflight` binary links none of the toolchain's host libraries (only this test target does).
@Suite struct ProductWithoutSwiftSyntaxTests {
    @Test func noProductSourceImportsSwiftSyntax() throws {
        let sources = Probe.packageRoot.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        var importing: [String] = []
        var swiftFiles = 0
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            swiftFiles += 1
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import Swift") {
                if line.contains("SwiftSyntax") || line.contains("SwiftParser") { importing.append(relative) }
            }
        }
        #expect(swiftFiles > 50)
        #expect(importing.isEmpty, "product sources importing SwiftSyntax: \(importing)")
    }

    @Test func manifestLinksHostLibrariesOnlyIntoTheTests() throws {
        let manifest = try String(contentsOf: Probe.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let uses = manifest.components(separatedBy: "linkerSettings: hostLinkerSettings").count - 1
        #expect(uses == 1)
        let testTarget = try #require(manifest.range(of: ".testTarget("))
        let link = try #require(manifest.range(of: "linkerSettings: hostLinkerSettings"))
        #expect(link.lowerBound > testTarget.lowerBound)
    }
}
