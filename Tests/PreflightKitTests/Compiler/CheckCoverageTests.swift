import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// Which part of an item its checks decide: sentence, checks → the parts left for a person.
@Suite struct CheckCoverageTests {
    static func unchecked(_ text: String, _ checks: [any Check]) throws -> [String] {
        let statement = Statement(id: "s/item", kind: .checklist, text: text, line: 1, endLine: 1, sectionPath: [],
                                  modality: nil, codeSpans: [], linkedRuleIds: [], examples: [], attachedCode: [])
        var item = CompiledItem(statement: statement, checks: SkillCompiler.makeChecks(checks.map { Mapped(check: $0, origin: "test", severity: .error) },
                                                                                        statement: statement, severity: nil),
                                reason: nil, disabled: false)
        CheckCoverage.apply(to: &item)
        return item.uncheckedParts
    }

    static func call(_ shape: String) throws -> ForbiddenCallCheck {
        ForbiddenCallCheck(shapes: [try #require(CallShape(parsing: shape))])
    }

    @Test func aClauseNoCheckSpeaksToIsLeftForAPerson() throws {
        #expect(try Self.unchecked("A sheet is driven by an `isShowing…` Bool and attached to the button that opens it.",
                                   [BindingNameCheck(callee: "sheet", label: "isPresented", prefix: "isShowing")])
            == ["attached to the button that opens it"])
        #expect(try Self.unchecked("Indent with 4 spaces, never tabs. Files use LF line endings and have no trailing whitespace.",
                                   [IndentationCheck(width: 4), LineEndingCheck()])
            == ["have no trailing whitespace"])
        #expect(try Self.unchecked("After adding a feature or a dependency, run `tuist generate`. The generated `.xcodeproj` is never committed.",
                                   [ForbiddenPathCheck(globs: [Glob("*.xcodeproj")])])
            == ["After adding a feature or a dependency, run `tuist generate`"])
        #expect(try Self.unchecked("Persistence goes through KMP when possible; Realm only via `Transactionable`, never `Realm()`.",
                                   [try Self.call("Realm()")])
            == ["Persistence goes through KMP when possible"])
    }

    @Test func listsAlternativesAndExplanationsAreNotParts() throws {
        // "Paddings and spacings" is one subject; the recommended form is not a separate duty.
        #expect(try Self.unchecked("Paddings and spacings use `Spacing` tokens (`.padding(Spacing.medium)`), never `.padding(16)`.",
                                   [try Self.call(".padding(16)")]).isEmpty)
        #expect(try Self.unchecked("Never open a realm by hand with `Realm()`; use the manager's `Transactionable`.",
                                   [try Self.call("Realm()")]).isEmpty)
        #expect(try Self.unchecked("`@State`, `@StateObject` and `@Environment` properties are `private`.",
                                   [RequiredModifierCheck(attributes: ["State", "StateObject", "Environment"], modifiers: ["private"])])
            .isEmpty)
        // An explanation runs to the end of its sentence; what is left is one stretch of the text.
        #expect(try Self.unchecked("Attach `.sheet` to the button that opens it, not to a parent far above: it avoids redrawing "
                                   + "the parent and gives `.popover` an anchor.", [ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern(".popover"))])])
            == ["Attach `.sheet` to the button that opens it, not to a parent far above"])
    }

    @Test func chineseAndJapaneseClausesEndAtFullWidthPunctuation() throws {
        // The `let` clause is checked; the struct-or-class clause after the full-width comma and
        // the sentence before the full-width period are not, whatever no space follows them.
        #expect(try Self.unchecked("优先使用不可变数据。使用 `let` 而非 `var`，使用结构体而非类。", [PreferLetCheck()])
            == ["优先使用不可变数据", "使用结构体而非类"])
        // A label's full-width colon does not cut it from its clause.
        #expect(CheckCoverage.parts(of: "行长度：行应少于 120 个字符。").map(\.text) == ["行长度：行应少于 120 个字符"])
        // "**Formatting**: …": a short label names the topic, not a duty left for a person.
        #expect(CheckCoverage.parts(of: "Formatting: 4-space indentation, trailing commas").map(\.text) == ["4-space indentation, trailing commas"])
        #expect(CheckCoverage.parts(of: "DNS rows are dynamic: tag them").map(\.text) == ["DNS rows are dynamic", "tag them"])
    }

    @Test func aManualItemHasNoPartsAndEachCheckKnowsItsClause() throws {
        #expect(try Self.unchecked("Keep controllers thin.", []).isEmpty)
        let statement = "Identifiers end in `Id`, not `ID`; imports are sorted alphabetically with a blank line after them."
        #expect(CheckCoverage.clause(of: ImportOrderCheck(), in: statement) == "imports are sorted alphabetically with a blank line after them")
        #expect(CheckCoverage.clause(of: IdentifierNamingCheck(forbidden: "ID", replacement: "Id"), in: statement)
            == "Identifiers end in `Id`")
    }

    @Test func severityFollowsModalityAndHumanConditions() {
        func statement(_ text: String, _ modality: Modality?) -> Statement {
            Statement(id: "s/x", kind: .rule, text: text, line: 1, endLine: 1, sectionPath: [], modality: modality,
                      codeSpans: [], linkedRuleIds: [], examples: [], attachedCode: [])
        }
        #expect(SkillCompiler.severity(of: statement("Never call `Realm()`.", .mustNot)) == .error)
        #expect(SkillCompiler.severity(of: statement("Avoid `.onAppear` for async work.", .avoid)) == .warning)
        #expect(SkillCompiler.severity(of: statement("Use tokens where possible, never `.padding(16)`.", .mustNot),
                                       clause: "never `.padding(16)`") == .error)
        #expect(SkillCompiler.severity(of: statement("Wrap lines at 120 unless a URL needs more.", .must)) == .warning)
    }
}
