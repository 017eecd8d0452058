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

/// One snippet per recognizer, in phrasings that differ from the shipped skills and the seeds.
@Suite struct RecognizerTests {
    /// Compiles `text` as the single item of a checklist and returns that item.
    private func item(_ text: String, section: String = "Checklist") throws -> CompiledItem {
        let skill = try Probe.compile("# Probe conventions\n\n## \(section)\n\n- \(text)\n")
        return try #require(skill.items.first { $0.statement.line == 5 }, "no item for \(text)")
    }

    private func only(_ item: CompiledItem, _ kind: String) throws -> CompiledCheck {
        let matching = item.checks.filter { $0.kind == kind }
        #expect(matching.count == 1, "\(item.statement.text): kinds \(item.checks.map(\.kind))")
        return try #require(matching.first)
    }

    private func list(_ check: CompiledCheck, _ name: String) -> [String]? {
        if case let .list(values)? = Probe.parameter(check, name) { return values }
        return nil
    }

    private func string(_ check: CompiledCheck, _ name: String) -> String? {
        if case let .string(value)? = Probe.parameter(check, name) { return value }
        return nil
    }

    private func int(_ check: CompiledCheck, _ name: String) -> Int? {
        if case let .int(value)? = Probe.parameter(check, name) { return value }
        return nil
    }

    private func bool(_ check: CompiledCheck, _ name: String) -> Bool? {
        if case let .bool(value)? = Probe.parameter(check, name) { return value }
        return nil
    }

    @Test func forbiddenCallGeneralisesTheLiteral() throws {
        let check = try only(try item("Never call `.padding(24)` directly."), "forbidden-call")
        #expect(list(check, "calls") == [".padding(<number>)"])
        #expect(check.severity == .error)
    }

    @Test func namingPairFromUseNot() throws {
        let check = try only(try item("Use `fooId`, not `fooID`."), "identifier-naming")
        #expect(string(check, "forbidden") == "ID")
        #expect(string(check, "replacement") == "Id")
    }

    @Test func requiredModifierOnWrappers() throws {
        let check = try only(try item("`private` is required on `@State` and `@StateObject`."), "required-modifier")
        #expect(list(check, "attributes") == ["@State", "@StateObject"])
        #expect(list(check, "modifiers") == ["private"])
    }

    @Test func requiredAttributeOnNamedClasses() throws {
        let check = try only(try item("Mark every `…ViewModel` class `@MainActor`."), "required-attribute")
        #expect(string(check, "attribute") == "@MainActor")
        #expect(string(check, "nameSuffix") == "ViewModel")
        #expect(list(check, "kinds") == ["class"])
    }

    @Test func requiredConformanceOfNamedTypes() throws {
        let check = try only(try item("`…Row` types must conform to `Hashable` and `Sendable`."), "required-conformance")
        #expect(list(check, "protocols") == ["Hashable", "Sendable"])
        #expect(string(check, "nameSuffix") == "Row")
    }

    @Test func requiredCompanionPreview() throws {
        let check = try only(try item("Each view file contains a `#Preview`."), "required-companion")
        // The older `PreviewProvider` form is a preview too.
        #expect(list(check, "requires") == ["#Preview", "PreviewProvider"])
        #expect(string(check, "conformance") == "View")
    }

    @Test func typeSuffixOfViews() throws {
        let check = try only(try item("A type conforming to `View` ends in `View` or `Screen`."), "type-suffix")
        #expect(string(check, "conformance") == "View")
        #expect(list(check, "suffixes") == ["View", "Screen"])
    }

    @Test func lineLength() throws {
        let check = try only(try item("Maximum line length: 120 characters."), "line-length")
        #expect(int(check, "max") == 120)
    }

    @Test func indentation() throws {
        let check = try only(try item("Indent with 2 spaces."), "indentation")
        #expect(int(check, "spaces") == 2)
    }

    @Test func forbiddenPath() throws {
        let check = try only(try item("Never commit `*.xcworkspace`."), "forbidden-path")
        #expect(list(check, "paths") == ["*.xcworkspace"])
    }

    @Test func forbiddenImportScopedToAFolder() throws {
        let check = try only(try item("Nothing under `Domain/` imports `UIKit`."), "forbidden-import")
        #expect(list(check, "modules") == ["UIKit"])
        #expect(list(check, "paths") == ["**/Domain/**"])
    }

    @Test func layoutTreeCommentBecomesAnImportBoundary() throws {
        let skill = try Probe.compile("""
        # Probe conventions

        ## Layout

        ```
        App/
        Domain/   # pure logic, no UI
        Data/     # persistence
        ```
        """)
        let checks = skill.items.flatMap(\.checks).filter { $0.kind == "forbidden-import" }
        #expect(checks.count == 1)
        let check = try #require(checks.first)
        let modules = list(check, "modules") ?? []
        #expect(modules.contains("SwiftUI") && modules.contains("UIKit"))
        #expect(list(check, "paths") == ["**/Domain/**"])
        let item = try #require(skill.items.first { $0.checks.contains { $0.id == check.id } })
        #expect(item.statement.line == 7)
    }

    @Test func declaredModule() throws {
        let check = try only(try item("Every folder in `Modules/` is registered in `Package.swift`."), "declared-module")
        #expect(string(check, "root") == "Modules")
        #expect(string(check, "manifest") == "Package.swift")
    }

    @Test func coChangeOnAnAttribute() throws {
        let check = try only(try item("Changing a `@Persisted` field must bump `SchemaVersion`."), "co-change")
        #expect(string(check, "members") == "@Persisted")
        #expect(string(check, "requires") == "SchemaVersion")
        let coChange = try #require(check.check as? CoChangeCheck)
        let lines = coChange.memberLines(in: """
        final class Note: Object {
            @Persisted var title = ""
            var transient = 0
        }
        """, path: "Models/Note.swift")
        #expect(lines == [2])
        #expect(!check.check.summary.contains("  "))
    }

    @Test func onlyOneTypeMayTouchASymbol() throws {
        let check = try only(try item("Only `Router` may touch `UIApplication.shared`."), "forbidden-symbol")
        #expect(list(check, "symbols") == ["UIApplication.shared"])
        #expect(list(check, "allowedIn") == ["Router"])
    }

    @Test func importOrder() throws {
        let check = try only(try item("Imports sorted alphabetically with a blank line after."), "import-order")
        #expect(bool(check, "sorted") == true)
        #expect(bool(check, "blankLineAfter") == true)
    }

    @Test(arguments: [
        ("Never call `.padding(24)` directly.", "forbidden-call"),
        ("Use `fooId`, not `fooID`.", "identifier-naming"),
        ("Mark every `…ViewModel` class `@MainActor`.", "required-attribute"),
        ("`…Row` types must conform to `Hashable` and `Sendable`.", "required-conformance"),
        ("Indent with 2 spaces.", "indentation"),
        ("Never commit `*.xcworkspace`.", "forbidden-path"),
        ("Nothing under `Domain/` imports `UIKit`.", "forbidden-import"),
        ("Every folder in `Modules/` is registered in `Package.swift`.", "declared-module"),
        ("Changing a `@Persisted` field must bump `SchemaVersion`.", "co-change"),
        ("Only `Router` may touch `UIApplication.shared`.", "forbidden-symbol"),
    ])
    func sameRulesStatedOutsideAChecklist(_ text: String, _ kind: String) throws {
        let item = try item(text, section: "Conventions")
        #expect(item.statement.kind == .rule)
        #expect(item.checks.map(\.kind) == [kind])
    }

    @Test func requiredMemberInAttributedTypes() throws {
        let item = try item("The body of every `@Reducer` includes `LoggingReducer()`.")
        #expect(item.checks.map(\.kind) == ["required-member"])
        let check = try only(item, "required-member")
        #expect(list(check, "requires") == ["LoggingReducer()"] || string(check, "requires") == "LoggingReducer()")
        #expect(string(check, "attribute") == "@Reducer")
    }

    @Test func bindingName() throws {
        let check = try only(try item("Bools driving `.alert(isPresented:)` are named `isPresenting…`."), "binding-name")
        #expect(string(check, "call") == "alert(isPresented:)")
        #expect(string(check, "prefix") == "isPresenting")
    }

    @Test func fileHeader() throws {
        let check = try only(try item("Every source file begins with the header in `LICENSE-HEADER.txt`."), "file-header")
        #expect(string(check, "template") == "LICENSE-HEADER.txt")
    }

    @Test func lineEndingAndLengthInOtherWords() throws {
        let ending = try only(try item("Files must end with LF line endings."), "line-ending")
        #expect(string(ending, "ending") == "lf")
        let length = try only(try item("Lines must not exceed 100 characters."), "line-length")
        #expect(int(length, "max") == 100)
        let indentation = try only(try item("Use 2-space indentation."), "indentation")
        #expect(int(indentation, "spaces") == 2)
    }

    @Test func forbiddenCodeInOtherWords() throws {
        let instead = try only(try item("Use `Logger` instead of `print(_:)`."), "forbidden-call")
        #expect(list(instead, "calls") == ["print(<any>)"])
        let avoid = try only(try item("Avoid `AnyView`.", section: "Views"), "forbidden-symbol")
        #expect(list(avoid, "symbols") == ["AnyView"])
        #expect(avoid.severity == .warning)
        let korean = try only(try item("`NSLog` 사용 금지.", section: "로깅"), "forbidden-symbol")
        #expect(list(korean, "symbols") == ["NSLog"])
        let tryBang = try only(try item("Never use `try!`."), "forbidden-symbol")
        #expect(list(tryBang, "symbols") == ["try!"])
    }

    @Test func importBanWithTheKeywordInsideTheSpan() throws {
        let check = try only(try item("`import UIKit` is forbidden in `Sources/Domain/`."), "forbidden-import")
        #expect(list(check, "modules") == ["UIKit"])
        #expect(list(check, "paths") == ["**/Sources/Domain/**"])
    }

    @Test func dotFileNeverCommitted() throws {
        let check = try only(try item("Do not commit `.env` files."), "forbidden-path")
        #expect(list(check, "paths") == ["*.env"])
        #expect(try item("Do not commit `.env` files.").checks.count == 1)
        let several = try item("Never commit `.DS_Store` or `.xcuserstate`.")
        #expect(several.checks.map(\.kind) == ["forbidden-path"])
        #expect(several.checks.first.map { list($0, "paths") ?? [] } == ["*.DS_Store", "*.xcuserstate"])
    }

    @Test func attributeOnANounPhraseWithoutEvery() throws {
        let item = try item("View models are annotated with `@MainActor`.")
        let check = try only(item, "required-attribute")
        #expect(string(check, "attribute") == "@MainActor")
        #expect(string(check, "nameSuffix") == "ViewModel")
        #expect(try self.item("Views are marked `@MainActor`.").checks.isEmpty)
    }

    @Test func judgementStaysManual() throws {
        let item = try item("Keep controllers thin.")
        #expect(item.status == .manual)
        #expect(item.checks.isEmpty)
        #expect(item.reason?.hasPrefix("judgement") == true)
    }

    @Test func aRuleNamingNothingStaysManual() throws {
        let item = try item("Always write clear code.")
        #expect(item.status == .manual)
        #expect(item.reason?.isEmpty == false)
        #expect(item.reason?.contains("names nothing") == true)
    }
}
