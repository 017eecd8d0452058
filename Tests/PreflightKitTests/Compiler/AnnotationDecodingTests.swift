import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel

/// Malformed annotations: each error names the document, the line and column of the value (or
/// key) at fault, what was expected and what the annotation holds.
@Suite struct AnnotationDecodingTests {
    /// A checklist whose first item (line 5) carries `annotation` (from line 6), so the first
    /// entry of `checks:` stands at line 8. Columns count from the list item's content, which is
    /// where cmark hands the comment over (two to the left of the document's columns here).
    private func document(_ annotation: String) -> String {
        "# Probe\n\n## Checklist\n\n- [ ] No `ObservableObject` in new code.\n"
            + annotation.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
            + "\n- [ ] Indent with 4 spaces.\n"
    }

    private func failure(_ check: String) throws -> PreflightError {
        let text = document("<!-- preflight:\n  checks:\n" + check.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n-->")
        do {
            _ = try Probe.compile(text)
        } catch let error as PreflightError {
            return error
        }
        Issue.record("expected an error for \(check)")
        return PreflightError("none")
    }

    @Test func negativeAndZeroWidthsAreRefused() throws {
        let negative = try failure("- kind: line-length\n  max: -3")
        #expect(negative.file == "Skills/probe/SKILL.md")
        #expect((negative.line, negative.column) == (9, 12))
        #expect(negative.message == "`checks[0].max` must be a positive whole number, found \"-3\"")
        let zero = try failure("- kind: indentation\n  spaces: 0")
        #expect(zero.line == 9)
        #expect(zero.message.contains("`checks[0].spaces` must be a positive whole number"))
    }

    @Test func wrongTypesSayWhatTheyFound() throws {
        let list = try failure("- kind: forbidden-import\n  modules: {SwiftUI: true}")
        #expect((list.line, list.column) == (9, 16))
        #expect(list.message == "`checks[0].modules` must be a list of module names, found a mapping")
        let entry = try failure("- kind: forbidden-symbol\n  symbols: [Foo, [Bar]]")
        #expect((entry.line, entry.column) == (9, 22))
        #expect(entry.message == "`checks[0].symbols[1]` must be a code pattern, found a list")
        let flag = try failure("- kind: import-order\n  sorted: maybe")
        #expect(flag.message == "`checks[0].sorted` must be true or false, found \"maybe\"")
        let quoted = try failure("- kind: line-length\n  max: \"120\"")
        #expect(quoted.message.contains("positive whole number"), "a quoted number is text")
    }

    @Test func unknownKindsSuggestTheClosestKind() throws {
        let error = try failure("- kind: forbiden-symbol\n  symbols: [Foo]")
        #expect((error.line, error.column) == (8, 13))
        #expect(error.message.hasPrefix("unknown check kind `forbiden-symbol`; did you mean `forbidden-symbol`?"))
        #expect(error.message.contains("`co-change`"), "lists the known kinds")
        let missing = try failure("- symbols: [Foo]")
        #expect(missing.line == 8)
        #expect(missing.message.hasPrefix("each check needs a `kind`"))
    }

    @Test func unknownParametersPointAtTheKey() throws {
        let error = try failure("- kind: forbidden-symbol\n  symbol: [Foo]")
        #expect((error.line, error.column) == (9, 7))
        #expect(error.message.hasPrefix("unknown parameter `symbol` for `forbidden-symbol`; did you mean `symbols`?"))
        #expect(!error.message.contains("`kind`,"), "kind is not offered as a parameter")
    }

    @Test func valuesAreValidatedOnDecode() throws {
        let pattern = try failure("- kind: forbidden-symbol\n  symbols: [\"\\\"text\\\"\"]")
        #expect(pattern.message.contains("is not a code pattern"))
        let call = try failure("- kind: forbidden-call\n  calls: [\"not a call\"]")
        #expect(call.message.contains("`not a call` is not a call"))
        let selector = try failure("- kind: forbidden-call\n  calls: [\"Task { }\"]\n  inside: \"two words\"")
        #expect(selector.line == 10)
        #expect(selector.message.contains("is not a type selector"))
        let picksNothing = try failure("- kind: required-conformance\n  protocols: [Sendable]")
        #expect(picksNothing.line == 8)
        #expect(picksNothing.message.contains("needs `nameSuffix`, `conformance` or `attribute`"))
        // Its own `attribute` is the one required, never a selector by accident.
        let attribute = try failure("- kind: required-attribute\n  attribute: MainActor")
        #expect(attribute.message.contains("needs `nameSuffix`, `conformance` or `typeAttribute`"))
        let ending = try failure("- kind: line-ending\n  ending: cr")
        #expect(ending.message == "`checks[0].ending` must be lf or crlf, found \"cr\"")
        let language = try failure("- kind: forbidden-symbol\n  symbols: [Foo]\n  languages: [swfit]")
        #expect(language.message.contains("unknown language `swfit`; did you mean `swift`?"))
        let empty = try failure("- kind: forbidden-import\n  modules: []")
        #expect(empty.message.contains("must be a non-empty list"))
        let binding = try failure("- kind: binding-name\n  call: sheet\n  prefix: isShowing")
        #expect(binding.message.contains("as `sheet(isPresented:)`"))
    }

    @Test func topLevelMistakesToo() throws {
        let text = document("<!-- preflight:\n  replace: yes\n-->")
        #expect(throws: PreflightError.self) { try Probe.compile(text) }
        do {
            _ = try Probe.compile(document("<!-- preflight:\n  severity: warn\n-->"))
            Issue.record("expected an error")
        } catch let error as PreflightError {
            #expect((error.line, error.column) == (7, 13))
            #expect(error.message == "`severity` must be error, warning or note, found \"warn\"; did you mean `warning`?")
        }
        do {
            _ = try Probe.compile(document("<!-- preflight:\n  cheks: []\n-->"))
            Issue.record("expected an error")
        } catch let error as PreflightError {
            #expect(error.message.contains("unknown key `cheks` in the preflight annotation; did you mean `checks`?"))
        }
    }

    @Test func aSingleCheckNeedsNoList() throws {
        let skill = try Probe.compile(document("<!-- preflight:\n  replace: true\n  check:\n    kind: line-length\n    max: 90\n-->"))
        let item = try #require(skill.items.first { $0.statement.line == 5 })
        #expect(item.checks.map(\.identity) == [AnyCheck(LineLengthCheck(maximum: 90))])
        #expect(item.checks.first?.origin == "annotation at line 9")
    }
}
