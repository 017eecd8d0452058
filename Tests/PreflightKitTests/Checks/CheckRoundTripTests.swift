import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightDocument
@testable import PreflightModel
@testable import PreflightReport
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// What `compile` prints for a check, pasted into an annotation, is the same check: equal as a
/// value and with the same findings on the kind's examples. Checked for every kind, in both
/// printed forms (the JSON object and the Markdown parameter line), and for every check the
/// shipped skills compile to.
@Suite struct CheckRoundTripTests {
    /// Keys `compile --format json` prints beside a check's kind and parameters.
    static let reportKeys: Set<String> = ["id", "description", "origin", "severity", "source", "covers", "newCodeOnly", "confirmedBy"]

    /// The kind and parameters of a check as `compile --format json` prints it.
    static func printedJSON(_ check: any Check) throws -> JSONValue {
        let compiled = CompiledCheck(id: "probe/x:\(check.kind)", check: check, origin: "test", confirmations: [],
                                     statementId: "probe/x", severity: .error)
        guard case let .object(fields) = CompileReport.check(compiled) else {
            Issue.record("a check prints as an object")
            return .null
        }
        return .object(fields.filter { !reportKeys.contains($0.0) })
    }

    /// A checklist whose first item (line 5) is annotated to hold only `checkYAML` (indented
    /// lines of one list entry).
    static func annotatedDocument(_ checkYAML: [String]) -> String {
        let annotation = ["<!-- preflight:", "  replace: true", "  checks:"] + checkYAML.map { "    " + $0 } + ["-->"]
        return "# Probe\n\n## Checklist\n\n- [ ] Follow the house rule.\n"
            + annotation.map { "  " + $0 }.joined(separator: "\n") + "\n- [ ] Indent with 4 spaces.\n"
    }

    static func decodedFromAnnotation(_ checkYAML: [String]) throws -> any Check {
        let skill = try Probe.compile(annotatedDocument(checkYAML))
        let item = try #require(skill.items.first { $0.statement.line == 5 })
        #expect(item.checks.count == 1, "\(item.checks.map(\.kind))")
        return try #require(item.checks.first).check
    }

    /// The JSON object on one line, as a YAML flow mapping.
    static func jsonForm(_ check: any Check) throws -> [String] {
        let text = try printedJSON(check).pretty().split(separator: "\n").map { $0.trimming(" ") }.joined(separator: " ")
        return ["- " + text]
    }

    /// The Markdown report's parameter line, one `name: value` per line.
    static func markdownForm(_ check: any Check) -> [String] {
        ["- kind: \(check.kind)"] + check.parameters.map { "  \($0.name): \($0.value.yamlFlow)" }
    }

    static func findings(_ check: any Check, on type: any Check.Type) -> [[Violation]] {
        let description = type.description
        return (description.triggering + description.nonTriggering).map { example in
            CheckCatalogueTests.violations(check, example: CheckCatalogueTests.marked(example).text, path: description.examplePath)
        }
    }

    @Test(arguments: CheckRegistry.kindNames)
    func printedJSONPastedIntoAnAnnotationIsTheSameCheck(kind: String) throws {
        let type = try #require(CheckRegistry.type(ofKind: kind))
        let original = type.example
        let printed = try Self.jsonForm(original)
        let decoded = try Self.decodedFromAnnotation(printed)
        #expect(AnyCheck(decoded) == AnyCheck(original), "\(kind): \(printed)")
        #expect(Self.findings(decoded, on: type) == Self.findings(original, on: type))
        #expect(Self.findings(original, on: type).contains { !$0.isEmpty }, "\(kind): the examples exercise the check")
    }

    @Test(arguments: CheckRegistry.kindNames)
    func printedMarkdownPastedIntoAnAnnotationIsTheSameCheck(kind: String) throws {
        let type = try #require(CheckRegistry.type(ofKind: kind))
        let original = type.example
        let decoded = try Self.decodedFromAnnotation(Self.markdownForm(original))
        #expect(AnyCheck(decoded) == AnyCheck(original), "\(kind): \(Self.markdownForm(original))")
        #expect(Self.findings(decoded, on: type) == Self.findings(original, on: type))
    }

    /// Every check the shipped skills compile to, read back from `compile --format json` itself.
    @Test func everyShippedCheckReadsBackFromTheCompileOutput() throws {
        let ruleSet = try Probe.shippedRuleSet()
        let printed = CompileReport.json(ruleSet)
        let root = try #require(try YAMLReader.read(printed, file: "compiled.json", lineOffset: 1))
        var compared = 0
        for (skill, skillNode) in zip(ruleSet.skills, root["skills"]?.sequence ?? []) {
            for (item, itemNode) in zip(skill.items, skillNode["items"]?.sequence ?? []) {
                let nodes = itemNode["checks"]?.sequence ?? []
                #expect(nodes.count == item.checks.count)
                for (compiled, node) in zip(item.checks, nodes) {
                    var parameters = node
                    parameters.value = .mapping((node.pairs ?? []).filter { !Self.reportKeys.contains($0.key.scalar ?? "") })
                    let decoded = try YAMLDecoder(file: "compiled.json").decode(AnyCheck.self, from: parameters)
                    #expect(decoded == compiled.identity, "\(compiled.id)")
                    compared += 1
                }
            }
        }
        #expect(compared > 50, "only \(compared) checks compared")
        // Value identity tells apart what kind and summary could not: the kinds seen are many.
        #expect(Set(ruleSet.allChecks.map(\.kind)).count >= 15)
    }

    /// Instances that set what the kinds' examples leave at their defaults.
    static func variants() throws -> [any Check] {
        var symbols = ForbiddenSymbolCheck(symbols: [try #require(SymbolPattern("UIApplication.shared"))], languages: [.swift, .kotlin],
                                           scope: [Glob("App/**")], inside: TypeSelector(nameSuffix: "Store", conformance: "Reducer",
                                                                                         attribute: "MainActor", kinds: ["struct"]),
                                           allowedIn: ["AppRouter"])
        symbols.codeScope.whenFileContains = [try #require(SymbolPattern("StoreOf"))]
        var calls = ForbiddenCallCheck(shapes: [try #require(CallShape(text: "*.print(…)")), try #require(CallShape(text: ".padding(…<number>…)"))],
                                       languages: [.kotlin], inside: TypeSelector(conformance: "View"))
        calls.codeScope.whenFileContains = [try #require(SymbolPattern("@Reducer"))]
        calls.codeScope.within = [.members(["body"], in: nil)]
        var length = LineLengthCheck(maximum: 100, languages: [.kotlin])
        length.scope = [Glob("Sources/**")]
        return [
            symbols, calls, length,
            ForbiddenImportCheck(modules: ["shared"], languages: [.swift, .kotlin], scope: [Glob("**/*Item.swift")], allowedIn: [Glob("UI/**")]),
            RequiredAttributeCheck(attribute: "MainActor", selector: TypeSelector(conformance: "ObservableObject", attribute: "Observable")),
            RequiredMemberCheck(required: try #require(SymbolPattern("BindingReducer()")),
                                selector: TypeSelector(nameSuffix: "Feature", attribute: "Reducer", kinds: ["struct"])),
            CoChangeCheck(triggerConformances: [], triggerAttribute: nil, requiredSymbol: "SchemaVersion"),
            LineEndingCheck(crlf: true, languages: [.swift, .kotlin]),
            ImportOrderCheck(sorted: false, blankLineAfter: false),
            ImplicitReturnCheck(bodies: [.getter, .closure]),
            ForbiddenPathCheck(globs: [Glob("*.xcodeproj"), Glob(".env")]),
            BodyLengthCheck(maximum: 200, targets: [.type], selector: TypeSelector(nameSuffix: "ViewModel", kinds: ["class"])),
            TypeNestingCheck(maximum: 0),
            { var check = DocCommentCheck(accessLevels: ["public", "open"]); check.kinds = [.function, .property]; return check }(),
        ]
    }

    @Test func variantsReadBackFromTheirPrintedForms() throws {
        for check in try Self.variants() {
            let json = try Self.jsonForm(check)
            #expect(AnyCheck(try Self.decodedFromAnnotation(json)) == AnyCheck(check), "\(json)")
            let markdown = Self.markdownForm(check)
            #expect(AnyCheck(try Self.decodedFromAnnotation(markdown)) == AnyCheck(check), "\(markdown)")
        }
    }

    /// The issue this design closes: `calls: .padding(<number>)` as `compile` prints it used to
    /// be read back as `.padding(<any>)` and then flagged `.padding(Spacing.medium)`.
    @Test func aPrintedPlaceholderMeansWhatItSays() throws {
        let fromProse = try #require(try Probe.compile("# Probe\n\n## Checklist\n\n- Never call `.padding(24)` directly.\n")
            .items.first?.checks.first { $0.kind == "forbidden-call" })
        let pasted = try Self.decodedFromAnnotation(["- kind: forbidden-call", "  calls: .padding(<number>)"])
        #expect(AnyCheck(pasted) == fromProse.identity)
        let file = SourceFile(path: "A.swift", text: "Text(a)\n    .padding(Spacing.medium)\n    .padding(12)\n")
        let fileCheck = try #require(pasted as? any FileCheck)
        #expect(fileCheck.run(on: file, context: CheckContext()).map(\.line) == [3])
    }

    @Test func callShapesReadBackFromTheirText() throws {
        var shapes = try [".padding(16)", "Text(\"Hi\")", ".sheet(isPresented:)", "try Realm()", ".padding(…)", "Task { }",
                          "print()", "UIEdgeInsets(top: 0, left: x, bottom: 16, right: nil)", "foo(_:)", "toggle(true)",
                          ".onChange(of: value) { }", ".sheet(isPresented:) { }", "Foo.bar(1)"].map { code in
            try #require(CallShape(parsing: code), "\(code)")
        }
        var anyReceiver = try #require(CallShape(parsing: "sink()"))
        anyReceiver.anyReceiver = true
        var literal = try #require(CallShape(parsing: ".padding(…)"))
        literal.literalAnywhere = .number
        // A member shape taking any receiver prints as one (`*.padding(…)`, never `*..padding`).
        var anyMember = try #require(CallShape(parsing: ".padding(…)"))
        anyMember.anyReceiver = true
        let value = try #require(CallShape(parsing: "session.translate(...)"))
        shapes += [anyReceiver, literal, anyMember, value]
        for shape in shapes {
            #expect(CallShape(text: shape.text) == shape, "\(shape.text)")
        }
        #expect(anyReceiver.text == "*.sink(…)")
        #expect(literal.text == ".padding(…<number>…)")
        #expect(anyMember.text == "*.padding(…)")
        #expect(value.text == "value.translate(…)" && value.valueReceiver)
        #expect(CallShape(text: "model.translate(…)") == value, "a value's name is not part of the shape")
        #expect(CallShape(text: ".padding(<number>)") == CallShape(parsing: ".padding(16)"))
        #expect(CallShape(text: "Text(<string>)") == CallShape(parsing: "Text(\"x\")"))
        #expect(CallShape(text: "*.foo.bar(…)") == nil, "a member shape cannot also take any receiver")
        #expect(CallShape(text: "not a call") == nil)
    }

    @Test func typeSelectorsReadBackFromTheirText() {
        let selectors = [
            TypeSelector(conformance: "View"), TypeSelector(nameSuffix: "ViewModel"), TypeSelector(attribute: "Reducer"),
            TypeSelector(nameSuffix: "ViewModel", kinds: ["class"]), TypeSelector(nameSuffix: "Item", kinds: ["struct", "enum"]),
            TypeSelector(nameSuffix: "Store", conformance: "ObservableObject", attribute: "MainActor", kinds: ["class"]),
            TypeSelector(conformance: "View", attribute: "MainActor"),
        ]
        for selector in selectors {
            #expect(TypeSelector(text: selector.text) == selector, "\(selector.text)")
        }
        #expect(TypeSelector(text: "View")?.conformance == "View")
        #expect(TypeSelector(text: "*ViewModel")?.nameSuffix == "ViewModel")
        #expect(TypeSelector(text: "~Item")?.nameSuffix == "Item")
        for bad in ["", "class", "struct/enum", "two words", "@", "…", "View: "] {
            #expect(TypeSelector(text: bad) == nil, "\(bad)")
        }
    }

    @Test func equalityIsTheIdentityOfAChecks() {
        let a = LineLengthCheck(maximum: 100)
        #expect(AnyCheck(a) == AnyCheck(LineLengthCheck(maximum: 100)))
        #expect(AnyCheck(a) != AnyCheck(LineLengthCheck(maximum: 120)))
        // Same summary, different languages: two checks, where kind and summary made them one.
        let swift = ForbiddenSymbolCheck(symbols: [SymbolPattern("get()")!], languages: [.swift], allowedIn: ["IosFacades"])
        let kotlin = ForbiddenSymbolCheck(symbols: [SymbolPattern("get()")!], languages: [.kotlin], allowedIn: ["IosFacades"])
        #expect(swift.summary == kotlin.summary)
        #expect(AnyCheck(swift) != AnyCheck(kotlin))
        #expect(Set([AnyCheck(swift), AnyCheck(kotlin), AnyCheck(swift)]).count == 2)
        #expect(!a.isSameCheck(as: swift))
    }
}
