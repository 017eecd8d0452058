import Testing
@testable import PreflightKit

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
