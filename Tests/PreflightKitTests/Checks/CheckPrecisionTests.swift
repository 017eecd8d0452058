import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightEngine
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// Checks on code shaped as real apps write it: SwiftFormat's alignment, previews with
/// `@Previewable` state, views with injected services, manifests with a tools-version line.
@Suite struct CheckPrecisionTests {
    static func lines(_ check: any FileCheck, _ text: String, path: String = "Sources/Feature/Example.swift",
                      files: [String: String] = [:]) -> [Int] {
        check.run(on: SourceFile(path: path, text: text), context: CheckContext(readFile: { files[$0] })).map(\.line)
    }

    // MARK: Indentation

    /// SwiftFormat output (4 spaces, `--wraparguments before-first`, aligned conditions).
    static let swiftFormatted = """
    final class AccountViewController: UIViewController {
        @LazyInjectService private var accountManager: AccountManageable

        override func viewDidLoad() {
            super.viewDidLoad()
            guard let account = accountManager.currentAccount,
                  let user = account.user,
                  // Kiosk mode pins the account.
                  !user.isKiosk else {
                return
            }
            if let optionsPath = Bundle.main.path(forResource: "Options", ofType: "plist"),
               let options = NSDictionary(contentsOfFile: optionsPath) {
                configure(options)
            } else if let fallback = defaults,
                      fallback.isValid {
                configure(fallback)
            }
            let title = account.name
                .trimmingCharacters(in: .whitespaces)
                .capitalized
            let isVisible = account.isActive
                && user.isVerified
                || user.isAdmin
            let greeting = isVisible ?
                "Hello" :
                "Bye"
            navigationItem.title = user.displayName ??
                                   title
            let items = account.drives.compactMap { drive in
                drive.isVisible ? drive : nil
            }
            presentAlert(
                title: greeting,
                message: items.map(\\.name).joined(separator: ", ")
            ) { action in
                self.handle(action)
            }
            switch account.state {
            case .active,
                 .pending:
                break
            default:
                break
            }
        }

        func merge<T>(_ values: [T]) -> [T]
            where T: Hashable,
                  T: Sendable {
            values
        }
    }
    """

    @Test func swiftFormatAlignmentIsNotAFinding() {
        #expect(Self.lines(IndentationCheck(width: 4), Self.swiftFormatted).isEmpty)
    }

    @Test func aBlockOpenedOnAnAlignedLineIsIndentedFromThatLine() {
        let text = """
        func load() {
            guard let account = current,
                  let drive = account.drives.first { candidate in
                      candidate.isMain
                  } else {
                return
            }
        }
        """
        #expect(Self.lines(IndentationCheck(width: 4), text).isEmpty)
    }

    @Test func misindentedStatementsAreStillFound() {
        let text = """
        func load() {
            if ready {
              start()
                 finish()
            }
        \tcleanUp()
        }
        """
        #expect(Self.lines(IndentationCheck(width: 4), text) == [3, 4, 6])
    }

    @Test func aFileIndentedInTwoSpaceStepsIsOneFinding() {
        let text = "struct A {\n  let a = 1\n  func f() {\n    if a > 0 {\n      print(a)\n    }\n  }\n}\n"
        let violations = IndentationCheck(width: 4).run(on: SourceFile(path: "A.swift", text: text), context: CheckContext())
        #expect(violations.count == 1)
        #expect(violations.first?.line == 2)
        #expect(violations.first?.message == "the file is indented in steps of 2 spaces, not 4 (4 lines)")
    }

    // MARK: The repository's own formatter settings

    static let longLine = "let total = firstValue + secondValue + thirdValue + fourthValue + fifthValue"

    @Test func lineLengthHonoursTheLintersSwitches() {
        let check = LineLengthCheck(maximum: 40)
        #expect(Self.lines(check, "let a = 1\n" + Self.longLine + "\n") == [2])
        #expect(Self.lines(check, "// swiftlint:disable:next line_length\n" + Self.longLine + "\n").isEmpty)
        #expect(Self.lines(check, Self.longLine + " // swiftlint:disable:this line_length\n").isEmpty)
        #expect(Self.lines(check, "// swiftformat:disable all\n" + Self.longLine + "\n// swiftformat:enable all\n" + Self.longLine + "\n") == [4])
        // A switch for another rule leaves this one on.
        #expect(Self.lines(check, "// swiftlint:disable:next force_cast\n" + Self.longLine + "\n") == [2])
    }

    @Test func lineLengthSkipsWhatTheFormatterConfigurationExcludes() {
        let check = LineLengthCheck(maximum: 40)
        let swiftFormat = [".swiftformat": "--maxwidth 40\n--exclude fastlane,Generated/**\n"]
        #expect(Self.lines(check, Self.longLine, path: "fastlane/Helper.swift", files: swiftFormat).isEmpty)
        #expect(Self.lines(check, Self.longLine, path: "App/Generated/Api.swift", files: swiftFormat) == [1])
        #expect(Self.lines(check, Self.longLine, path: "Generated/Api.swift", files: swiftFormat).isEmpty)
        let swiftLint = [".swiftlint.yml": "excluded:\n  - Tests\n  - \"./Scripts\"\nline_length: 40\n"]
        #expect(Self.lines(check, Self.longLine, path: "Tests/ATests.swift", files: swiftLint).isEmpty)
        #expect(Self.lines(check, Self.longLine, path: "Scripts/Run.swift", files: swiftLint).isEmpty)
        #expect(Self.lines(check, Self.longLine, path: "App/A.swift", files: swiftLint) == [1])
    }

    /// No formatter breaks a string literal: a line long because of one is left alone, an
    /// interpolation counted as the short name a person would pull it into.
    @Test func lineLengthLeavesLiteralsNoFormatterCanBreak() {
        let check = LineLengthCheck(maximum: 60)
        let plain = "    log(\"" + String(repeating: "word ", count: 12) + "\")"
        #expect(Self.lines(check, plain).isEmpty)
        let interpolated = "    log(\"upload of \\(file.name) to the shared archive failed after \\(attempts) attempts: \\(error)\")"
        #expect(Self.lines(check, interpolated).isEmpty)
        // Most of this line is an interpolated expression: pulled into a name, it fits.
        let reducible = "    log(\"\\(String(describing: UInt64(settings.identifier ?? \"\", radix: 16)))\")"
        #expect(Self.lines(check, reducible) == [1])
        #expect(LineLengthCheck.irreducibleLength(of: "\"a\\(b(c))d\"") == "\"a\\(x)d\"".count)
    }

    @Test func indentationHonoursTheFormattersSwitches() {
        let check = IndentationCheck(width: 4)
        let twoSpaces = "func a() {\n  let b = 1\n}\n"
        #expect(Self.lines(check, twoSpaces) == [2])
        #expect(Self.lines(check, "// swiftformat:disable indent\n" + twoSpaces).isEmpty)
        #expect(Self.lines(check, twoSpaces, path: "Vendorish/A.swift", files: [".swiftformat": "--exclude Vendorish\n"]).isEmpty)
    }

    // MARK: Access modifiers in previews

    static let preview = """
    struct ToggleRow: View {
        @State private var isOn = false
        @Binding var title: String
        var body: some View { Toggle(title, isOn: $isOn) }
    }

    #Preview("Dark") {
        @Previewable @State var title = "Wi-Fi"
        @Previewable @Environment(\\.colorScheme) var scheme
        ToggleRow(title: $title)
    }

    #Preview {
        @Previewable @State var title = "Bluetooth"
        return ToggleRow(title: $title)
    }
    """

    @Test func previewableStateAndPreviewBodiesNeedNoAccessModifier() {
        // As compiled from "`@State` … properties are `private`", without an `except` parameter.
        let check = RequiredModifierCheck(attributes: ["State", "StateObject", "Environment"], modifiers: ["private"])
        #expect(Self.lines(check, Self.preview).isEmpty)
        let leaky = Self.preview.replacingOccurrences(of: "@State private var isOn", with: "@State var isOn")
        #expect(Self.lines(check, leaky) == [2])
        // A non-access modifier is still asked of a local `@Previewable`-free declaration? No: only
        // access levels are impossible on locals; others are asked as written.
        let nonisolated = RequiredModifierCheck(attributes: ["State"], modifiers: ["nonisolated"])
        #expect(Self.lines(nonisolated, "func f() {\n    @State var count = 0\n}").count == 1)
    }

    // MARK: Member order with property-wrapper categories

    static let houseOrder = MemberOrderCheck.defaultGroups(wrappers: [
        "LazyInjectService", "AppStorage", "Environment", "EnvironmentObject", "State", "StateObject", "FocusState",
        "Binding", "Bindable", "ObservedObject", "ObservedRealmObject", "ObservedResults",
    ])

    static let injectedView = """
    struct FileListView: View {
        @InjectService private var accountManager: AccountManageable
        @LazyInjectService private var driveInfosManager: DriveInfosManager
        @AppStorage("sortOrder") private var sortOrder = SortOrder.name
        @SceneStorage("selection") private var selection: String?
        @Environment(\\.dismiss) private var dismiss
        @ScaledMetric private var iconSize = 24
        @EnvironmentObject private var router: Router
        @State private var isShowingSheet = false
        @GestureState private var dragOffset = CGSize.zero
        @FocusState private var isSearchFocused: Bool
        @Binding var files: [File]
        @ObservedResults(File.self) var cached
        @MainActor let title: String
        private let pageSize = 50

        private var isEmpty: Bool { files.isEmpty }

        @ViewBuilder private var header: some View { Text(title) }

        init(files: Binding<[File]>, title: String) {
            _files = files
            self.title = title
        }

        var body: some View { List(files) { Text($0.name) } }
    }
    """

    @Test func wrappersTheOrderDoesNotNameGoWithTheirCategory() {
        let check = MemberOrderCheck(groups: Self.houseOrder, selector: TypeSelector(conformance: "View"))
        #expect(Self.lines(check, Self.injectedView).isEmpty)
    }

    @Test func anInjectedServiceAfterStateNamesItsNeighbourAndItsGroup() {
        let check = MemberOrderCheck(groups: Self.houseOrder, selector: TypeSelector(conformance: "View"))
        let text = """
        struct FileListView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var isShowingSheet = false
            @State private var query = ""
            @InjectService private var accountManager: AccountManageable
            @UnknownWrapper private var mystery = 1
            var body: some View { Text(query) }
        }
        """
        let violations = check.run(on: SourceFile(path: "FileListView.swift", text: text), context: CheckContext())
        #expect(violations.map(\.line) == [5])
        #expect(violations.first?.message
            == "`accountManager` (@InjectService, placed with @LazyInjectService) comes after `query` (@State)")
    }

    // MARK: File header

    static let template = " Infomaniak kDrive - iOS App\n Copyright (C) ___YEAR___ Infomaniak Network SA\n"

    @Test func aToolsVersionLineMayPrecedeTheHeader() {
        let check = FileHeaderCheck(templatePath: "file-header-template.txt")
        let files = ["file-header-template.txt": Self.template]
        let package = """
        // swift-tools-version: 5.9
        /*
         Infomaniak kDrive - iOS App
         Copyright (C) 2024 Infomaniak Network SA
         */

        import PackageDescription
        """
        #expect(Self.lines(check, package, path: "Package.swift", files: files).isEmpty)
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n"
        let violations = check.run(on: SourceFile(path: "Package.swift", text: manifest),
                                   context: CheckContext(readFile: { files[$0] }))
        #expect(violations.first?.message == "no file header: `file-header-template.txt` starts with \"Infomaniak kDrive - iOS App\"")
    }

    @Test func aDifferingHeaderQuotesTheFirstDifferingLine() {
        let check = FileHeaderCheck(templatePath: "file-header-template.txt")
        let text = """
        /*
         Infomaniak kDrive - iOS App
         Copyright (C) 2024 Someone Else
         */

        import Foundation
        """
        let violations = check.run(on: SourceFile(path: "A.swift", text: text),
                                   context: CheckContext(readFile: { $0 == "file-header-template.txt" ? Self.template : nil }))
        #expect(violations.map(\.line) == [3])
        #expect(violations.first?.message == "file header differs from `file-header-template.txt`: this line reads "
            + "\"Copyright (C) 2024 Someone Else\", the template has \"Copyright (C) ___YEAR___ Infomaniak Network SA\"")
    }

    // MARK: Calls and declarations

    @Test func aCallCheckDoesNotFireOnTheMatchingDeclaration() throws {
        let text = """
        final class FileListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                reload()
            }

            func reload() {}
        }
        """
        // `func reload()` declares what `reload()` calls: one fact, reported at the call.
        let call = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: "reload()"))])
        #expect(Self.lines(call, text) == [4])
        let member = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: ".viewDidLoad()"))])
        #expect(Self.lines(member, text) == [3])
        let symbol = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("viewDidLoad()"))])
        #expect(Self.lines(symbol, text) == [3])
        let name = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("reload"))])
        #expect(Self.lines(name, text) == [4])
    }

    /// `session.translate(…)` is a call on some value: a type's own `translate` and a free
    /// function of that name are other functions.
    @Test func aCallWrittenOnAValueIsNotATypesFunction() throws {
        let text = """
        func run(session: TranslationSession, model: Model) async throws {
            _ = try await session.translate(text)
            _ = try await Translator.translate(text, with: session)
            _ = try await translate(text)
            _ = try await self.session.translate(text)
            _ = try await model.session?.translate(text)
            _ = try await makeSession().translate(text)
            _ = try await .translate(text)
        }
        """
        let call = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: "session.translate(...)"))])
        #expect(Self.lines(call, text) == [2, 5, 6, 7])
    }

    /// `extension DependencyValues {` and `struct Feed: Store, Equatable {` name types before a
    /// body: neither is a call of the type with a trailing closure.
    @Test func typesBeforeADeclarationBodyAreNotTrailingClosureCalls() throws {
        let text = """
        extension DependencyValues {
            var clock: Clock { self[ClockKey.self] }
        }
        struct Feed: Store, DependencyValues {
            let id: Int
        }
        let values = DependencyValues { $0.clock = .immediate }
        """
        let call = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: "DependencyValues { }"))])
        #expect(Self.lines(call, text) == [7])
    }

    /// "Omit the `get { }` wrapper": an accessor block is no call of `get` and no token sequence,
    /// so neither a forbidden call nor a forbidden symbol is made of it (either would flag
    /// `client.get { … }` or nothing at all); a method named `get` is still a call.
    @Test func accessorBlocksAreNeitherCallsNorSymbols() {
        for text in ["get { }", "set { }", "didSet { … }", "willSet { }"] {
            #expect(CallShape(parsing: text) == nil, "\(text)")
            #expect(SymbolPattern(text) == nil, "\(text)")
        }
        #expect(CallShape(parsing: "client.get { }") != nil)
        #expect(CallShape(parsing: "get(url)") != nil)
        #expect(SymbolPattern("get") != nil)
    }

    /// "One type per file" counts top-level types only; a group or `public` narrows what counts,
    /// and `#if` blocks at the top of a file are still the top.
    @Test func typesPerFileCountsTopLevelTypesOnly() throws {
        let text = """
        import SwiftUI

        public struct OrderList: View {
            struct Row: View { var body: some View { EmptyView() } }
            public var body: some View { Row() }
        }

        enum OrderListStyle { case plain, grouped }

        #if DEBUG
        struct OrderListFixture: View { var body: some View { EmptyView() } }
        struct OrderList_Previews: PreviewProvider { static var previews: some View { OrderList() } }
        #endif

        extension OrderList { func reload() {} }
        public protocol OrderListDelegate: AnyObject {}
        """
        #expect(Self.lines(TypesPerFileCheck(), text) == [8, 11, 16])
        #expect(Self.lines(TypesPerFileCheck(maximum: 3), text) == [16])
        #expect(Self.lines(TypesPerFileCheck(selector: TypeSelector(conformance: "View")), text) == [11])
        #expect(Self.lines(TypesPerFileCheck(publicOnly: true), text) == [16])
        #expect(Self.lines(TypesPerFileCheck(), "struct A {}\nextension A {}\n") == [])
        let message = TypesPerFileCheck().run(on: SourceFile(path: "A.swift", text: text), context: CheckContext()).first?.message
        #expect(message == "`OrderListStyle` is another top-level type in a file that declares `OrderList`: at most 1 per file")
    }

    /// A file is named after one of its top-level types; `Type+Topic.swift`, `main.swift`, files
    /// of extensions only and a view's `PreviewProvider` are fine.
    @Test func fileNameFollowsItsType() throws {
        let check = FileNameCheck()
        let expense = "public struct Expense: Sendable {\n    public let id: UUID\n}\n"
        #expect(Self.lines(check, expense, path: "Sources/Domain/Models.swift") == [1])
        #expect(Self.lines(check, expense, path: "Sources/Domain/Expense.swift").isEmpty)
        #expect(Self.lines(check, expense, path: "Sources/Domain/Expense+Fixtures.swift").isEmpty)
        #expect(Self.lines(check, "struct Tool {}\n", path: "Sources/tool/main.swift").isEmpty)
        #expect(Self.lines(check, "extension Expense {}\nfunc total() -> Int { 0 }\n", path: "Sources/Domain/Helpers.swift").isEmpty)
        let view = "struct ExpenseRow: View {\n    var body: some View { EmptyView() }\n}\n"
            + "struct ExpenseRow_Previews: PreviewProvider {\n    static var previews: some View { ExpenseRow() }\n}\n"
        #expect(Self.lines(check, view, path: "Sources/Domain/Rows.swift") == [1])
        #expect(Self.lines(check, view, path: "Sources/Domain/ExpenseRow.swift").isEmpty)
        let message = check.run(on: SourceFile(path: "Sources/Domain/Models.swift", text: expense), context: CheckContext()).first?.message
        #expect(message == "`Models.swift` declares `Expense`: name the file after its type")
    }

    @Test func aGluedForceOperatorNeedsTheSameSpacingInCode() throws {
        let text = """
        func load(flag: Bool) throws {
            let data = try! Data(contentsOf: url)
            let skipped = try !flag.validated()
            let name = user?.name
        }
        """
        let forcedTry = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("try!"))])
        #expect(Self.lines(forcedTry, text) == [2])
        let chain = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("user?.name"))])
        #expect(Self.lines(chain, text) == [4])
    }

    /// "Avoid `AnyObject`" refuses values of that type, not the constraint a class-bound
    /// protocol or generic needs (`weak` delegates cannot exist without it).
    @Test func anyObjectAsAClassConstraintIsNoValue() throws {
        let text = """
        protocol Delegate: AnyObject {}
        protocol Host: Sendable, AnyObject {}
        final class Box<T: AnyObject> {}
        extension Array where Element: AnyObject {}
        weak var delegate: AnyObject?
        let cache: [String: AnyObject] = [:]
        """
        let check = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("AnyObject"))])
        #expect(Self.lines(check, text) == [5, 6])
    }

    @Test func aTypeBeforeABodyIsNotATrailingClosureCall() throws {
        let text = """
        enum Storage {
            static func open() throws -> Realm {
                try Realm(configuration: configuration)
            }
            static var shared: Realm {
                Realm { $0.schemaVersion = 3 }
            }
        }
        """
        let call = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: "Realm { }"))])
        #expect(Self.lines(call, text) == [6])
        let any = ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: "Realm(…)"))])
        #expect(Self.lines(any, text) == [3, 6])
    }

    /// "Never use `.font(.headline)`" forbids that font: a named value in the written call is
    /// kept as itself, where a literal stands for its kind and a variable for any value.
    @Test func aNamedValueArgumentForbidsThatValueOnly() throws {
        let text = """
        struct Card: View {
            var body: some View {
                Text("A").font(.headline)
                Text("B").font(.title)
                Text("C").font(Font.headline)
                Text("D").font(style)
                Color(.systemBackground)
                Color(.secondarySystemBackground)
                Color(UIColor.systemBackground)
            }
        }
        """
        let font = try #require(CallShape(parsing: ".font(.headline)"))
        #expect(font.text == ".font(.headline)")
        #expect(CallShape(text: font.text) == font)
        // `Font.headline` is the same value written with its type.
        #expect(Self.lines(ForbiddenCallCheck(shapes: [font]), text) == [3, 5])
        // `UIColor.systemBackground` is that value written with its type, too.
        let background = try #require(CallShape(parsing: "Color(.systemBackground)"))
        #expect(Self.lines(ForbiddenCallCheck(shapes: [background]), text) == [7, 9])
        let qualified = try #require(CallShape(parsing: "Color(UIColor.systemBackground)"))
        #expect(qualified.text == "Color(UIColor.systemBackground)")
        #expect(Self.lines(ForbiddenCallCheck(shapes: [qualified]), text) == [9])
        // A variable or a placeholder stands for any value, as before.
        let variable = try #require(CallShape(parsing: ".font(style)"))
        #expect(variable.text == ".font(<any>)")
        #expect(Self.lines(ForbiddenCallCheck(shapes: [variable]), text) == [3, 4, 5, 6])
    }
}
