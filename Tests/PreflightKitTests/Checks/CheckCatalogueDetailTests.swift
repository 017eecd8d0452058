import Testing
@testable import PreflightChecks
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// What the catalogue examples of the newer kinds cannot show in a line each: the deprecated
/// API table entry by entry, the reading of argument positions, which strings are user-facing
/// text, how comment lines are judged, and the refusals of bad parameters.
@Suite struct CheckCatalogueDetailTests {
    static func run(_ check: any FileCheck, _ text: String, path: String = "Sources/App/A.swift") -> [Violation] {
        check.run(on: SourceFile(path: path, text: text), context: CheckContext())
    }

    // MARK: Deprecated APIs

    @Test func theTableIsLargeAndItsIdsUnique() {
        let ids = DeprecatedAPI.table.map(\.id)
        #expect(ids.count >= 40)
        #expect(Set(ids).count == ids.count)
        #expect(Set(DeprecatedAPI.table.map(\.framework)) == ["SwiftUI", "UIKit"])
        for entry in DeprecatedAPI.table {
            #expect(!entry.shapes.isEmpty && entry.replacement.contains("`") || entry.id == "network-activity-indicator", "\(entry.id)")
            #expect(entry.since.hasPrefix("iOS ") || entry.since.hasPrefix("Swift "), "\(entry.id)")
        }
    }

    @Test(arguments: DeprecatedAPI.table.map(\.id))
    func everyEntryFiresOnItsExampleAndNoOtherDoes(id: String) throws {
        let entry = try #require(DeprecatedAPI.byId[id])
        let alone = Self.run(DeprecatedAPICheck(entries: [id]), entry.example)
        #expect(!alone.isEmpty, "\(id): \(entry.example)")
        let all = Self.run(DeprecatedAPICheck(), entry.example)
        #expect(Set(all.map(\.message)) == [entry.message], "\(id): \(all.map(\.message))")
    }

    @Test func theMessageNamesTheReplacementAndTheVersion() throws {
        let found = Self.run(DeprecatedAPICheck(), "Text(name)\n    .foregroundColor(.red)\n")
        #expect(found.map(\.message) == ["`.foregroundColor(_:)` is deprecated since iOS 17; use `.foregroundStyle(…)`"])
        #expect(found.first?.line == 2)
    }

    @Test func oneParameterClosuresAreToldFromTheCurrentForms() {
        let cases: [(String, Bool)] = [
            ("v.onChange(of: x) { value in go(value) }", true),
            ("v.onChange(of: x) { (value) in go(value) }", true),
            ("v.onChange(of: x) { _ in go() }", true),
            ("v.onChange(of: x, perform: go)", true),
            ("v.onChange(of: x) { go($0) }", true),
            ("v.onChange(of: x) { [weak model] value in model?.go(value) }", true),
            ("v.onChange(of: x) { old, new in go(new) }", false),
            ("v.onChange(of: x) { go() }", false),
            ("v.onChange(of: x) { items.map { $0.id } }", false),
            ("v.onChange(of: x) { go($0, $1) }", false),
            ("v.onChange(of: x, initial: true) { _, new in go(new) }", false),
        ]
        for (code, deprecated) in cases {
            let found = Self.run(DeprecatedAPICheck(entries: ["on-change-one-parameter"]), code)
            #expect(found.isEmpty != deprecated, "\(code)")
        }
    }

    @Test func anUnknownEntryIsRefusedWithASuggestion() throws {
        let error = try #require(Self.decodingError("kind: deprecated-api\nentries: [navigation-veiw]\n"))
        #expect(error.contains("unknown deprecated API `navigation-veiw`; did you mean `navigation-view`?"), "\(error)")
    }

    // MARK: Literal positions

    @Test func positionsReadTheirWrittenForms() throws {
        let padding = try #require(LiteralPosition(text: ".padding(*)"))
        #expect(padding.form == .call && padding.isMember && padding.names == ["padding"] && padding.labels == ["*"])
        let text = try #require(LiteralPosition(text: "Text(_)"))
        #expect(text.form == .call && !text.isMember && text.labels == ["_"])
        let font = try #require(LiteralPosition(text: "UIFont.systemFont(ofSize:)"))
        #expect(font.isMember && font.names == ["systemFont"] && font.labels == ["ofSize"])
        let frame = try #require(LiteralPosition(text: ".frame(width:height:)"))
        #expect(frame.labels == ["width", "height"])
        let custom = try #require(LiteralPosition(text: ".custom(size:) unless relativeTo:"))
        #expect(custom.unless == ["relativeTo"] && custom.text == ".custom(size:) unless relativeTo:")
        let label = try #require(LiteralPosition(text: "spacing:"))
        #expect(label.form == .label && label.names == ["spacing"])
        let chain = try #require(LiteralPosition(text: "layer.cornerRadius ="))
        #expect(chain.form == .assignment && chain.names == ["layer", "cornerRadius"] && !chain.isMember)
        let member = try #require(LiteralPosition(text: ".text ="))
        #expect(member.form == .assignment && member.isMember)
        for bad in ["", "padding", ".padding(", "(16)", "Text(\"x\")", "a..b =", "= 3", "spacing: 8", ".padding(*) unless", "x = unless y:"] {
            #expect(LiteralPosition(text: bad) == nil, "\(bad)")
        }
    }

    @Test func userFacingTextHasLettersOutsideInterpolationsAndIsNotAKey() {
        let facing = ["\"Welcome back\"", "\"Items: \\(count)\"", "\"OK\"", "#\"Say \"hi\"\"#", "\"\"\"\nTwo\nlines\n\"\"\"", "\"출금하기\"",
                      "\"Good morning, \\(name)\""]
        let notFacing = ["\"\"", "\"\\(count)\"", "\"\\(a) – \\(b)\"", "\"•\"", "\"42\"", "\"login.title\"", "\"search_empty_title\"",
                         "#\"\\#(value)\"#", "\"\\(user.name(with: \"x\"))\""]
        for literal in facing { #expect(LiteralArgumentCheck.isUserFacingText(literal), "\(literal)") }
        for literal in notFacing { #expect(!LiteralArgumentCheck.isUserFacingText(literal), "\(literal)") }
    }

    @Test func literalsCountOnlyWhenTheyAreTheWholeArgument() throws {
        let check = LiteralArgumentCheck(positions: [".padding(*)", "spacing:", "constant:", "title =", ".text ="].compactMap(LiteralPosition.init(text:)),
                                         literals: [.number, .string], allowsZero: true)
        let found = Self.run(check, """
        view.padding(.top, -8)
        view.padding(base * 2)
        view.padding(CGFloat(8))
        HStack(spacing: 0) {}
        anchor.constraint(equalTo: other, constant: 16)
        anchor.constraint(equalTo: other, constant: -Spacing.m)
        title = "Profile"
        navigationItem.title = "Settings"
        var title = "Draft"
        case title = "Title"
        label.text = "Hello, " + name
        label.text = "Hello"
            .uppercased()
        text = "Hello"
        """)
        #expect(found.map(\.line) == [1, 5, 7, 8])
        #expect(found.first?.message == "hard-coded `-8` in `.padding(…)`")
    }

    /// Label positions are looked up in the file's token index first; a label written with
    /// backticks or spelled as a keyword is still found, and a file without it finds nothing.
    @Test func labelPositionsFindBacktickedAndKeywordLabels() throws {
        let check = LiteralArgumentCheck(positions: ["default:", "for:"].compactMap(LiteralPosition.init(text:)),
                                         literals: [.number, .string])
        let found = Self.run(check, """
        let a = value(`default`: 8)
        let b = cell(for: "row")
        let c = value(other: 8)
        """)
        #expect(found.map(\.line) == [1, 2])
        #expect(Self.run(check, "let c = value(other: 8)\nlet d = fallback(8)\n").isEmpty)
    }

    @Test func badLiteralParametersAreRefused() throws {
        let position = try #require(Self.decodingError("kind: literal-argument\npositions: [\"padding\"]\nliterals: [number]\n"))
        #expect(position.contains("`padding` is not an argument position"), "\(position)")
        let kind = try #require(Self.decodingError("kind: literal-argument\npositions: [\".padding(*)\"]\nliterals: [colour]\n"))
        #expect(kind.contains("unknown literal kind `colour`"), "\(kind)")
    }

    // MARK: Comments

    @Test func commentLinesAreJudgedOneByOne() {
        let cases: [(String, CommentLine)] = [
            (" let refresh = UIRefreshControl()", .code(unmistakable: true)),
            (" tableView.prefetchDataSource = self", .code(unmistakable: true)),
            (" Text(invoice.dueDate, style: .date)", .code(unmistakable: true)),
            (" try await store.load()", .code(unmistakable: true)),
            (" func legacyLoad() {", .code(unmistakable: true)),
            (" import UIKit", .code(unmistakable: true)),
            (" } else {", .code(unmistakable: true)),
            (" }", .code(unmistakable: false)),
            (" area = width * height", .code(unmistakable: false)),
            (" case .loading:", .code(unmistakable: false)),
            (" MARK: - Lifecycle", .neutral),
            (" TODO: remove", .neutral),
            ("", .neutral),
            (" markAsRead()", .code(unmistakable: true)),
            (" Reload the table when the data changes", .prose),
            (" Available from iOS 17", .prose),
            (" See https://example.com/a?b=c", .prose),
            (" import order matters", .prose),
            (" if needed", .prose),
            (" Usage:", .prose),
            (" Deprecated", .prose),
            (" 임시로 비활성화", .prose),
            (" Calls reload() once.", .prose),
        ]
        for (line, expected) in cases {
            #expect(CommentLine.classify(line) == expected, "\(line)")
        }
    }

    // MARK: Other refusals

    @Test func otherBadParametersAreRefused() throws {
        let weak = try #require(Self.decodingError("kind: weak-property\n"))
        #expect(weak.contains("needs `names` or `types`"), "\(weak)")
        let length = try #require(Self.decodingError("kind: body-length\nmax: 10\nof: [module]\n"))
        #expect(length.contains("`module` is not something to measure"), "\(length)")
        let typeKind = try #require(Self.decodingError("kind: type-kind\nmustBe: [record]\nnameSuffix: Route\n"))
        #expect(typeKind.contains("`record` is not a type kind"), "\(typeKind)")
        let access = try #require(Self.decodingError("kind: doc-comment\naccessLevels: [exported]\n"))
        #expect(access.contains("`exported` is not an access level"), "\(access)")
        let order = try #require(Self.decodingError("kind: member-order\norder: [stored, outlets]\nkinds: [class]\n"))
        #expect(order.contains("`outlets` is not a member group"), "\(order)")
        let nesting = try #require(Self.decodingError("kind: nesting-depth\nmax: 0\n"))
        #expect(nesting.contains("positive whole number"), "\(nesting)")
    }

    @Test func scopedSummariesEndWithTheirPlace() throws {
        var check = ForceUnwrapCheck()
        check.codeScope = CodeScope(within: [.types(TypeSelector(conformance: "View"))], excludedPaths: [Glob("**/Tests/**")])
        #expect(check.summary == "forbids force unwraps (`!`) inside View, except `**/Tests/**`")
        #expect(ForceUnwrapCheck().summary == "forbids force unwraps (`!`)")
    }

    /// The newer kinds with everything set that their examples leave at defaults: paths, a code
    /// scope, and their own options, read back from both printed forms.
    @Test func scopedVariantsReadBackFromTheirPrintedForms() throws {
        let scope = CodeScope(within: [.types(TypeSelector(conformance: "View"))], outside: [.previews, .storedValues, .typeBodies, .frameworkCallbacks, .compiledWhen("DEBUG")],
                              enclosingTypes: TypeSelector(nameSuffix: "Screen"), whenFileContains: [try #require(SymbolPattern("await"))], excludedPaths: [Glob("**/Tests/**")],
                              inFilesDeclaring: [TypeSelector(nameSuffix: "ViewModel")])
        let paths = [Glob("Sources/**")]
        var literal = LiteralArgumentCheck(positions: ["Text(_) unless tableName: bundle:", "layer.cornerRadius =", ".text ="]
            .compactMap(LiteralPosition.init(text:)), literals: [.string], scope: paths)
        literal.codeScope = scope
        var unwrap = ForceUnwrapCheck(scope: paths)
        unwrap.codeScope = scope
        var iuo = ImplicitlyUnwrappedCheck(exemptAttributes: [], scope: paths)
        iuo.codeScope = scope
        var comments = CommentedOutCodeCheck(scope: paths)
        comments.codeScope = scope
        var kind = TypeKindCheck(kinds: ["final class", "actor"], selector: TypeSelector(nameSuffix: "Service", attribute: "MainActor"), scope: paths)
        kind.codeScope = scope
        var weak = WeakPropertyCheck(names: [], types: ["…DataSource"], scope: paths)
        weak.codeScope = scope
        var length = BodyLengthCheck(maximum: 400, targets: [.file, .type], counting: .lines, scope: paths)
        length.codeScope = scope
        var nesting = NestingDepthCheck(maximum: 4, scope: paths)
        nesting.codeScope = scope
        var parameters = ParameterCountCheck(maximum: 5, scope: paths)
        parameters.codeScope = scope
        parameters.exempt = [.initializers]
        var docs = DocCommentCheck(accessLevels: ["open", "public", "package"], scope: paths)
        docs.codeScope = scope
        var marks = MarkSpacingCheck(scope: paths)
        marks.codeScope = scope
        var deprecated = DeprecatedAPICheck(entries: ["foreground-color", "navigation-view"], scope: paths)
        deprecated.codeScope = scope
        var globals = MutableGlobalCheck(scope: paths)
        globals.codeScope = scope
        let checks: [any Check] = [literal, unwrap, iuo, comments, kind, weak, length, nesting, parameters, docs, marks, deprecated, globals]
        for check in checks {
            let json = try CheckRoundTripTests.jsonForm(check)
            #expect(AnyCheck(try CheckRoundTripTests.decodedFromAnnotation(json)) == AnyCheck(check), "\(json)")
            let markdown = CheckRoundTripTests.markdownForm(check)
            #expect(AnyCheck(try CheckRoundTripTests.decodedFromAnnotation(markdown)) == AnyCheck(check), "\(markdown)")
        }
    }

    /// The message of decoding `yaml` as one check, nil when it decodes.
    static func decoded(_ yaml: String) throws -> any Check {
        let node = try #require(try YAMLReader.read(yaml, file: "check.yml", lineOffset: 0))
        return try YAMLDecoder(file: "check.yml").decode(AnyCheck.self, from: node).check
    }

    static func decodingError(_ yaml: String) -> String? {
        do {
            guard let node = try YAMLReader.read(yaml, file: "check.yml", lineOffset: 0) else { return "no node" }
            _ = try YAMLDecoder(file: "check.yml").decode(AnyCheck.self, from: node)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
