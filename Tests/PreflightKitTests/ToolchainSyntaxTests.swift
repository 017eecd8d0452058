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
