import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource

/// `member-order` with the groups documents write out: nested types, static members, stored and
/// computed properties, initialisers, lifecycle overrides and methods, narrowed by access. Each
/// member goes to the most specific group that takes it; one no group takes stays where it is.
@Suite struct MemberGroupOrderTests {
    static let everyType = TypeSelector(kinds: ["class", "struct", "enum", "actor"])

    static func lines(_ groups: [String], _ text: String) -> [Int] {
        MemberOrderCheck(groups: groups, selector: everyType)
            .run(on: SourceFile(path: "Sources/App/Model.swift", text: text), context: CheckContext()).map(\.line)
    }

    static let kinds = ["type", "static property", "stored", "computed", "init", "lifecycle", "public/internal method", "private method"]

    @Test func aMethodAbovePropertiesAndTypesIsReportedWhereItComesTooEarly() {
        let text = """
        final class SettingsModel {
            private func persist() {}

            var width = 800

            static let minimumWidth = 400

            init() {}

            enum Mode { case compact, wide }
        }
        """
        // `width` and `init` after a private method, `minimumWidth` after a stored property,
        // `Mode` after all of them.
        #expect(Self.lines(Self.kinds, text) == [4, 6, 8, 10])
    }

    @Test func membersInTheWrittenOrderPass() {
        let text = """
        final class SettingsViewController: UIViewController {
            enum Mode { case compact, wide }
            typealias Completion = () -> Void

            static let minimumWidth = 400
            static var shared: SettingsViewController { SettingsViewController() }

            @IBOutlet private weak var tableView: UITableView!
            var width = 800
            var isWide: Bool { width > 600 }

            init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() { super.viewDidLoad() }
            private override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }

            public func reload() {}
            func select(_ index: Int) {}

            private func persist() {}
            fileprivate func log() {}
        }
        """
        #expect(Self.lines(Self.kinds, text).isEmpty)
    }

    @Test func aLifecycleOverrideIsLifecycleBeforeItIsAMethod() {
        let groups = ["lifecycle", "public method", "private method"]
        let bad = """
        final class ListViewController: UIViewController {
            private func reload() {}
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """
        #expect(Self.lines(groups, bad) == [3])
        // An internal method is neither public nor private: the order says nothing of it.
        let good = """
        final class ListViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            func select() {}
            private func reload() {}
            func deselect() {}
        }
        """
        #expect(Self.lines(groups, good).isEmpty)
    }

    @Test func methodsByAccessLeaveOtherKindsAlone() {
        let groups = ["public method", "internal method", "private method"]
        let bad = """
        public final class Selection {
            private func normalize() {}
            func contains() -> Bool { true }
            public func toggle() {}
        }
        """
        #expect(Self.lines(groups, bad) == [3, 4])
        let good = """
        public final class Selection {
            private var selected: Set<String> = []
            public func toggle() {}
            open func extend() {}
            func contains() -> Bool { true }
            private var cache: [String] = []
            private func normalize() {}
            fileprivate func log() {}
            static func make() -> Selection { Selection() }
        }
        """
        #expect(Self.lines(groups, good).isEmpty)
    }

    @Test func staticMembersGoWhereTheOrderPutsThem() {
        let groups = ["stored", "computed", "init", "method", "static"]
        let bad = """
        struct PhotoList {
            static let pageSize = 60
            var assets: [String] = []
        }
        """
        #expect(Self.lines(groups, bad) == [3])
        let good = """
        struct PhotoList {
            var assets: [String] = []
            var isEmpty: Bool { assets.isEmpty }
            init() {}
            func load() {}
            static let pageSize = 60
            static func preview() -> PhotoList { PhotoList() }
        }
        """
        #expect(Self.lines(groups, good).isEmpty)
    }

    @Test func bodyIsNotAPropertyUnlessTheOrderSaysSo() {
        let text = """
        struct ProfileView: View {
            let name: String
            init(name: String) { self.name = name }
            var body: some View { Text(name) }
        }
        """
        #expect(Self.lines(["property", "init", "method"], text).isEmpty)
        // Named, `body` is a group of its own: here it belongs before `init`.
        #expect(Self.lines(["property", "body", "init"], text) == [4])
    }

    @Test func groupsReadTheirWords() {
        #expect(MemberGroup("public/internal method") == MemberGroup(kind: .method, access: ["public", "internal"]))
        #expect(MemberGroup("private static property") == MemberGroup(kind: .staticProperty, access: ["private"]))
        #expect(MemberGroup("lifecycle")?.kind == .lifecycle)
        #expect(MemberGroup("outlets") == nil)
        #expect(MemberGroup("protected method") == nil)
    }
}

/// An item of an order written as a list answers for its own groups.
@Suite struct MemberOrderReportingTests {
    @Test func anItemReportsOnlyMembersOfItsGroups() {
        let order = ["type", "stored", "init", "method"]
        let text = """
        final class Profile {
            func reload() {}
            var name = ""
            enum State { case idle }
        }
        """
        func lines(reporting: [String]) -> [Int] {
            var check = MemberOrderCheck(groups: order, selector: MemberGroupOrderTests.everyType)
            check.reporting = reporting
            return check.run(on: SourceFile(path: "Sources/App/Profile.swift", text: text), context: CheckContext()).map(\.line)
        }
        #expect(lines(reporting: ["stored"]) == [3])
        #expect(lines(reporting: ["type"]) == [4])
        #expect(lines(reporting: ["init", "method"]).isEmpty)
        #expect(lines(reporting: order) == [3, 4])
    }

    @Test func aStoredBodyIsAProperty() {
        let text = """
        struct HTTPRequest {
            var url: URL
            var body: Data?
            var headers: [String: String] = [:]
            init(url: URL) { self.url = url }
        }
        """
        #expect(MemberGroupOrderTests.lines(["property", "init", "body", "method"], text).isEmpty)
    }
}

/// How a file ends: one newline, none, or blank lines after the last.
@Suite struct TrailingNewlineTests {
    static func lines(_ check: TrailingNewlineCheck, _ text: String) -> [Int] {
        check.run(on: SourceFile(path: "Sources/App/Badge.swift", text: text), context: CheckContext()).map(\.line)
    }

    @Test func exactlyOneNewlineOrJustANewline() {
        #expect(Self.lines(TrailingNewlineCheck(), "struct Badge {}\n").isEmpty)
        #expect(Self.lines(TrailingNewlineCheck(), "struct Badge {}") == [1])
        #expect(Self.lines(TrailingNewlineCheck(), "struct Badge {}\n\n\n") == [2])
        #expect(Self.lines(TrailingNewlineCheck(), "struct Badge {}\r\n\r\n") == [2])
        let lenient = TrailingNewlineCheck(exactlyOne: false)
        #expect(Self.lines(lenient, "struct Badge {}\n\n\n").isEmpty)
        #expect(Self.lines(lenient, "struct Badge {}") == [1])
        #expect(Self.lines(TrailingNewlineCheck(), "").isEmpty)
        #expect(Self.lines(TrailingNewlineCheck(), "\n\n").isEmpty)
    }

    @Test func trailingWhitespaceLeavesStringLiteralsAlone() {
        let text = "struct Badge {  \n    let note = \"\"\"\n    text  \n    \"\"\"  \n}\n"
        let found = TrailingWhitespaceCheck().run(on: SourceFile(path: "Sources/App/Badge.swift", text: text), context: CheckContext())
        #expect(found.map(\.line) == [1, 4])
        #expect(found.first?.column == 15)
    }
}
