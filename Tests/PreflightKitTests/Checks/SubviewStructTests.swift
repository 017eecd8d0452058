import Testing
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightSwiftSource

/// "Extract subviews into structs": only a view's own members returning `some View` are flagged,
/// in the view and in its extensions in the same file.
@Suite struct SubviewStructTests {
    static func lines(_ text: String) -> [Int] {
        CheckCatalogueTests.lines(SubviewStructCheck(), text, path: "Sources/App/OrderView.swift")
    }

    @Test func aViewsOwnMembersAndItsExtensionsAreRead() {
        let text = """
        struct OrderView: SwiftUI.View {
            var body: some View { header }
            var header: some   View { Text("Order") }
            var total: Int { 3 }
            func row(_ item: Item) -> some View { Text(item.name) }
            func title() -> String { "Order" }
        }
        extension OrderView {
            @ViewBuilder var footer: some View { Text("Footer") }
        }
        extension OtherView {
            var footer: some View { Text("Footer") }
        }
        struct Model {
            var preview: some View { Text("x") }
        }
        """
        #expect(Self.lines(text) == [3, 5, 9])
    }

    @Test func brokenCodeYieldsWhatItCanAndNeverTraps() {
        for text in ["struct A: View {", "struct A: View { var b: some", "struct A: View { func f( -> some View", "extension A { var x: some View {", "struct : View {}"] {
            #expect(Self.lines(text).count <= 1, "\(text)")
        }
    }
}
