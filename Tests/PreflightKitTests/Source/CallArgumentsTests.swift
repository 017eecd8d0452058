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

/// The call whose callee is the first code token spelled `callee`.
private func call(_ source: String, _ callee: String) -> (SourceFile, CallArguments?) {
    let file = SourceFile(path: "a.swift", text: source)
    let index = file.codeTokens.firstIndex { file.text(of: $0) == callee }!
    return (file, file.callArguments(at: index))
}

private func valueText(_ file: SourceFile, _ argument: CallArguments.Argument) -> String {
    guard let first = argument.tokens.first, let last = argument.tokens.last else { return "" }
    return file.text(file.codeTokens[first].start..<file.codeTokens[last].end)
}

@Suite struct CallArgumentsTests {
    @Test func unlabeledModifierArgument() {
        let (file, args) = call("Text(\"hi\").padding(16)", "padding")
        #expect(args?.labels == [nil])
        #expect(args.map { valueText(file, $0.arguments[0]) } == "16")
        #expect(args?.trailingClosures == [])
        #expect(file.codeTokens[args!.callee].line == 1)
    }

    @Test func stringArgument() {
        let (file, args) = call("let t = Text(\"hi, there\")", "Text")
        #expect(args?.arguments.count == 1)
        #expect(args.map { valueText(file, $0.arguments[0]) } == "\"hi, there\"")
    }

    @Test func labeledArgumentsSplitAtTopLevelCommas() {
        let (file, args) = call("let insets = UIEdgeInsets(top: 0, left: max(a, b), bottom: 16, right: [1, 2].count)", "UIEdgeInsets")
        #expect(args?.labels == ["top", "left", "bottom", "right"])
        #expect(args.map { $0.arguments.map { valueText(file, $0) } } == ["0", "max(a, b)", "16", "[1, 2].count"])
    }

    @Test func labeledArgumentWithTrailingClosures() {
        let source = """
        content
            .sheet(isPresented: $showSheet) {
                DetailView()
            } onDismiss: {
                reload()
            }
        """
        let (file, args) = call(source, "sheet")
        #expect(args?.labels == ["isPresented"])
        #expect(args.map { valueText(file, $0.arguments[0]) } == "$showSheet")
        #expect(args?.trailingClosures.map(\.label) == [nil, "onDismiss"])
        if let first = args?.trailingClosures.first {
            #expect(file.codeTokens[first.braces.lowerBound].line == 2)
            #expect(file.codeTokens[first.braces.upperBound].line == 4)
        }
    }

    @Test func trailingClosureOnlyCall() {
        let (_, args) = call("Button { save() } label: { Text(\"Save\") }", "Button")
        #expect(args?.parentheses == nil)
        #expect(args?.trailingClosures.map(\.label) == [nil, "label"])
    }

    @Test func conditionBodyIsNotATrailingClosure() {
        let (_, args) = call("if isValid(form) { submit() }", "isValid")
        #expect(args?.labels == [nil])
        #expect(args?.trailingClosures == [])
        let (_, spread) = call("guard let x = a, check(x) else { return }", "check")
        #expect(spread?.trailingClosures == [])
    }

    @Test func bracesInsideBracketsOfAConditionAreTrailingClosures() {
        // Inside the condition's own parentheses a brace is a closure again.
        let source = "for name in Set(items.map { $0.name }) { print(name) }"
        let (_, inside) = call(source, "map")
        #expect(inside?.trailingClosures.count == 1)
        #expect(inside?.parentheses == nil)
        let (_, outer) = call(source, "Set")
        #expect(outer?.trailingClosures == [])
        let (_, subscripted) = call("if values[index.map { $0 + 1 } ?? 0] > 2 { go() }", "map")
        #expect(subscripted?.trailingClosures.count == 1)
    }

    @Test func emptyAndMissingCalls() {
        #expect(call("foo()", "foo").1?.arguments == [])
        #expect(call("let x = foo", "foo").1 == nil)
        #expect(call("foo(", "foo").1 == nil)
        let (_, generic) = call("let a = Array<Int>(repeating: 0, count: 3)", "Array")
        #expect(generic?.labels == ["repeating", "count"])
    }
}
