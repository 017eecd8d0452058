import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// Declarations written with a placeholder name ("`final class XxxViewModel: ObservableObject`"),
/// state properties named by a wrapper in place of a type, and tables that list rather than rule.
@Suite struct DeclarationTemplateTests {
    static func findings(_ checks: [any Check], _ code: String, path: String = "Sources/App/Feature.swift") -> [String] {
        let file = SourceFile(path: path, text: code)
        let context = CheckContext(readFile: { _ in nil })
        return checks.compactMap { $0 as? any FileCheck }.flatMap { check in
            check.runScoped(on: file, context: context).map { "\($0.line): \($0.message)" }
        }
    }

    @Test func templatesAreReadWhole() throws {
        let model = try #require(DeclarationTemplate("@MainActor @Observable final class FooViewModel { … }"))
        #expect(model.attributes == ["MainActor", "Observable"])
        #expect(model.isFinal && model.kind == "class" && model.nameSuffix == "ViewModel" && model.conformances.isEmpty)
        let store = try #require(DeclarationTemplate("actor <Feature>Store: Sendable"))
        #expect(store.kind == "actor" && store.nameSuffix == "Store" && store.conformances == ["Sendable"])
        #expect(DeclarationTemplate("struct XxxRow: View, Equatable")?.conformances == ["View", "Equatable"])
    }

    /// A named type, a body with code in it, a call or a kind with no name are no templates.
    @Test func onlyPlaceholderNamesMakeTemplates() {
        for text in ["final class HomeViewModel: ObservableObject", "final class XxxViewModel { var x = 1 }", "final class",
                     "class Xxx", "let value = XxxViewModel()", "func makeXxxView() -> some View", "enum ErrorType: Error",
                     "class XxxViewModel: ObservableObject where T: Equatable", "weird class XxxModel"] {
            #expect(DeclarationTemplate(text) == nil, "\(text)")
        }
    }

    @Test func aTemplateChecksKindAttributesAndConformances() throws {
        let skill = try Probe.compile("# Conventions\n\n- Screen models: `@MainActor final class XxxScreenModel: ObservableObject`\n", path: "AGENTS.md")
        let item = try #require(skill.items.first)
        #expect(item.statement.modality == .must)
        let checks = item.checks.map(\.check)
        #expect(Set(checks.map(\.kind)) == ["type-kind", "required-attribute", "required-conformance"])
        let kept = "@MainActor\nfinal class LedgerScreenModel: ObservableObject {}\nstruct LedgerRow {}\n"
        #expect(Self.findings(checks, kept).isEmpty)
        let broken = "class LedgerScreenModel {}\n"
        let found = Self.findings(checks, broken)
        #expect(found.count == 3, "\(found)")
    }

    /// `struct XxxView: View` speaks of views: a UIKit class whose name ends in `View` is not one.
    @Test func aTemplateNamedAfterItsProtocolPicksItsConformers() throws {
        let skill = try Probe.compile("# Conventions\n\n- Views: `struct XxxView: View`\n", path: "AGENTS.md")
        let checks = try #require(skill.items.first).checks.map(\.check)
        #expect(Self.findings(checks, "final class HeaderView: UIView {}\nstruct HomeView: View { var body: some View { Text(\"\") } }\n").isEmpty)
        #expect(Self.findings(checks, "final class HomeView: View { var body: some View { Text(\"\") } }\n").count == 1)
    }

    /// A paragraph showing a declaration tells; a refused template is no requirement.
    @Test func templatesInProseOrRefusedAreNotRequirements() throws {
        let prose = try Probe.compile("# Notes\n\nThe old screens were written as `class XxxController: UIViewController`.\n", path: "AGENTS.md")
        #expect(prose.items.allSatisfy { $0.checks.allSatisfy { $0.check.kind != "type-kind" } })
        let refused = try Probe.compile("# Conventions\n\n- Never write `class XxxViewModel: ObservableObject`.\n", path: "AGENTS.md")
        #expect(refused.items.allSatisfy { $0.checks.allSatisfy { $0.check.kind != "type-kind" && $0.check.kind != "required-conformance" } })
    }

    @Test func statePropertiesAreStoredVarsAndCreatedValues() throws {
        var check = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("BehaviorRelay"))])
        check.codeScope = CodeScope(within: [.stateProperties(in: TypeSelector(nameSuffix: "ViewModel"))])
        let code = """
        final class InboxViewModel {
            let unread = BehaviorRelay(value: 0)
            var selection: BehaviorRelay<Int>
            private let parent: BehaviorRelay<Int>
            init(parent: BehaviorRelay<Int>) {
                self.parent = parent
                selection = BehaviorRelay(value: 0)
                let local = BehaviorRelay(value: 1)
                _ = local
            }
        }
        final class Coordinator {
            var relay = BehaviorRelay(value: 0)
        }
        """
        let found = Self.findings([check], code)
        #expect(found.map { $0.prefix(2) } == ["2:", "3:"], "\(found)")
        #expect(CodeRegion(text: "stateProperties:…ViewModel") == .stateProperties(in: TypeSelector(nameSuffix: "ViewModel")))
        #expect(CodeRegion(text: CodeRegion.stateProperties(in: nil).text) == .stateProperties(in: nil))
    }

    @Test func aWrapperInPlaceOfATypeSpeaksOfStateProperties() throws {
        let skill = try Probe.compile("# Conventions\n\n## View models\n\n- **State properties** — use `@Tracked` (not `CurrentValueSubject`).\n", path: "AGENTS.md")
        let check = try #require(skill.items.first?.checks.first?.check as? ForbiddenSymbolCheck)
        #expect(check.codeScope.within.allSatisfy { if case .stateProperties = $0 { return true } else { return false } }, "\(check.codeScope.within)")
    }

    /// "| Module | What you get |": a "no" in a listing table describes; a verdict column or a
    /// modal word keeps a row a rule.
    @Test func listingTablesAreReadForStrongWordsOnly() throws {
        let listing = try Probe.compile("""
        # Modules

        | Module | What you get |
        |---|---|
        | `DesignKit` | Colours and fonts; no extra import for symbol helpers |
        | `Networking` | `APIClient`; never call `URLSession` from features |
        """, path: "AGENTS.md")
        #expect(listing.items.count == 1)
        #expect(listing.items.first?.statement.text.contains("URLSession") == true)
        let verdicts = try Probe.compile("""
        # Constructs

        | Construct | Allowed |
        |---|---|
        | `try` | yes |
        | `try!` | no |
        """, path: "AGENTS.md")
        #expect(verdicts.items.contains { $0.statement.text.contains("try!") && !$0.checks.isEmpty })
    }

    /// "conform to `XxxRouting`": each type's own protocol, which no check can name; the base
    /// class named beside it is required, and is not itself one of the group.
    @Test func placeholderProtocolsAreLeftToAPerson() throws {
        let skill = try Probe.compile("# Conventions\n\n- Routers inherit `BaseRouter` and conform to `XxxRouting`.\n", path: "AGENTS.md")
        let item = try #require(skill.items.first)
        let check = try #require(item.checks.first?.check as? RequiredConformanceCheck)
        #expect(check.protocols == ["BaseRouter"])
        #expect(item.missing.contains { $0.contains("XxxRouting") })
        #expect(Self.findings([check], "class BaseRouter {}\nfinal class HomeRouter: BaseRouter, HomeRouting {}\n").isEmpty)
        #expect(Self.findings([check], "final class HomeRouter: HomeRouting {}\n").count == 1)
    }

    @Test func documentationOnlyForPublicAPIsIsNoRequirement() throws {
        let skill = try Probe.compile("# Conventions\n\n- Add documentation comments (`///`) for public APIs only\n", path: "AGENTS.md")
        let item = try #require(skill.items.first)
        #expect(item.checks.isEmpty)
        #expect(item.reason?.contains("only") == true)
    }

    /// At the top level of a file `fileprivate` and `private` mean the same.
    @Test func fileprivateIsFlaggedOnlyOnMembers() throws {
        let skill = try Probe.compile("# Conventions\n\n- Prefer `private` over `fileprivate`.\n", path: "AGENTS.md")
        let checks = try #require(skill.items.first).checks.map(\.check)
        #expect(Self.findings(checks, "fileprivate final class PreviewRepository {}\nfileprivate let cache = 1\n").isEmpty)
        #expect(Self.findings(checks, "final class AreaList {\n    fileprivate func sort() {}\n}\n").count == 1)
    }
}
