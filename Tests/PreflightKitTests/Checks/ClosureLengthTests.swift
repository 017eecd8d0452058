import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightCompiler
@testable import PreflightSwiftSource

/// "Closures are at most N lines" measures closures — trailing, argument and stored ones — and
/// never a function, an accessor or a statement's body; limits written as words are read where a
/// limit or a counted thing stands beside them.
@Suite struct ClosureLengthTests {
    static let source = """
    func long() {
        let a = 1
        if a > 0 {
            print(1); print(2)
            print(3)
            print(4)
        }
        switch a {
        case 1:
            print(1)
            print(2)
            print(3)
        default:
            break
        }
        do {
            try work()
            try work()
            try work()
        } catch {
            print(1)
            print(2)
            print(3)
        }
        guard a > 0 else {
            print(1)
            print(2)
            return
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b")
                Text("c")
            }
        }
        var total: Int {
            get {
                let x = 1
                let y = 2
                return x + y
            }
        }
    }

    let handler: () -> Void = {
        print(1)
        print(2)
        print(3)
    }

    func run() {
        Task {
            await work()
            await work()
            await work()
        }
        items.map { $0.a }
        load(completion: { result in
            print(result)
            print(result)
            print(result)
        })
    }
    """

    @Test func closuresAreMeasuredAndNothingElse() {
        let check = BodyLengthCheck(maximum: 2, targets: [.closure])
        let violations = check.run(on: SourceFile(path: "A.swift", text: Self.source), context: CheckContext())
        // VStack's trailing closure, the stored closure, Task's, and the argument closure.
        #expect(violations.map(\.line) == [34, 49, 56, 62], "\(violations.map { "\($0.line): \($0.message)" })")
        #expect(violations.first?.message == "closure is 3 lines of code long (max 2)")
        #expect(BodyLengthCheck(maximum: 2, targets: [.function]).summary == "functions at most 2 lines of code")
        #expect(check.summary == "closures at most 2 lines of code")
    }

    @Test func aClosureLimitIsNotAFunctionLimit() throws {
        let skill = try Probe.compile("# Rules\n\n- Closures are at most 15 lines, functions at most 50.\n")
        let targets = skill.items.flatMap(\.checks).compactMap { $0.check as? BodyLengthCheck }.map(\.targets)
        #expect(targets == [[.closure], [.function]])
    }

    @Test(arguments: [
        ("Functions take no more than six arguments.", [6]),
        ("Keep nesting to at most three levels.", [3]),
        ("Files must not exceed four hundred lines.", [400]),
        ("Functions have at most twenty-five lines.", [25]),
        ("Each view model does one thing.", []),
        ("Use one `Store` per feature and at most 40 lines per function.", [40]),
    ])
    func numbersWrittenAsWords(text: String, numbers: [Int]) {
        #expect(LayoutRuleMapper.numbersIn(Array(text)[...]) == numbers)
    }
}
