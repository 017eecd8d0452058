import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightSwiftSource

/// "Classes are `final` unless something subclasses them": whether something does is a fact of
/// the whole repository, read once from every Swift file's bytes (`SuperclassScan`), so a base
/// class subclassed in another file keeps the rule, in an audit and in a review alike.
@Suite struct FinalClassTests {
    static let document = """
    # Types

    - Mark classes as `final` by default.
    """

    @Test func theScanKeepsTheFirstEntryOfEveryClassInheritanceClause() {
        let text = """
        final class Leaf: Node<Int> {}
        class Circle : Geometry.Shape, Hashable {}
        public final class Box<Value: Equatable>: Container<Value> where Value: Sendable {}
        class Token: @unchecked Sendable {}
        class Plain {}
        class func make() -> Plain { Plain() }
        class var shared: Plain { make() }
        protocol Marker: class {}
        let subclassCount: Int = 0
        """
        #expect(SuperclassScan.names(in: Array(text.utf8)) == ["Node", "Shape", "Container", "Sendable"])
    }

    @Test func malformedOrCutTextYieldsWhatItCanAndNeverTraps() {
        for text in ["class", "class ", "class A", "class A:", "class A: ", "class A<", "class A<B: C", "class 1A: B", "xclass A: B", "class A: .B"] {
            let names = SuperclassScan.names(in: Array(text.utf8))
            #expect(names.isEmpty, "\(text) → \(names)")
        }
        #expect(SuperclassScan.names(in: Array("class A<T>: B".utf8)) == ["B"])
    }

    @Test func aClassSubclassedInAnotherFileKeepsTheRule() throws {
        let skill = try FindingTrustTests.skill(Self.document, "types")
        let report = try FindingTrustTests.audit([skill], files: [
            "App/Cells/BaseCell.swift": "import UIKit\n\nclass BaseCell: UITableViewCell {}\n",
            "App/Cells/OrderCell.swift": "final class OrderCell: BaseCell {}\n",
            "App/Plugins.swift": "open class Plugin {}\n",
            "App/Loader.swift": "import Foundation\n\nclass Loader {\n    class func make() -> Loader { Loader() }\n}\n",
        ])
        #expect(report.findings.map { "\($0.path):\($0.line)" } == ["App/Loader.swift:3"], "\(report.findings.map(\.message))")
        #expect(report.findings.first?.message.contains("`Loader`") == true)
    }

    @Test func aReviewReadsTheSubclassesFromTheUnchangedFilesOfTheCommit() throws {
        let repository = try ReviewRepository()
        try repository.write("AGENTS.md", Self.document + "\n")
        try repository.write("App/Sources/Base/BaseScreen.swift", "final class Shell {}\n")
        try repository.write("App/Sources/Base/ProfileScreen.swift", "final class ProfileScreen: BaseScreen {}\n")
        try repository.commit("Rules and a screen")
        // The change adds the base class; its subclass lives in a file the change leaves alone.
        try repository.write("App/Sources/Base/BaseScreen.swift", "final class Shell {}\nclass BaseScreen {}\nclass Orphan {}\n")
        try repository.commit("Base screen")
        let run = repository.run(["review", repository.path, "--base", "main", "--skill", repository.path + "/AGENTS.md", "--format", "json"])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.contains("`Orphan`"), "\(run.out)")
        #expect(!run.out.contains("`BaseScreen` is not"), "\(run.out)")
    }

    @Test func typeKindNeverAsksASubclassedClassToBeFinal() throws {
        let check = TypeKindCheck(kinds: ["final class"], selector: TypeSelector(nameSuffix: "ViewModel"))
        let file = SourceFile(path: "App/FeedViewModel.swift", text: "class BaseViewModel {}\nclass FeedViewModel {}\nopen class PluginViewModel {}\n")
        let elsewhere = CheckContext(superclassNames: { ["BaseViewModel"] })
        #expect(check.run(on: file, context: elsewhere).map(\.line) == [2])
        #expect(check.run(on: file, context: CheckContext()).map(\.line) == [1, 2])
    }
}
