import Testing
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightSwiftSource

/// Checks that looked through the whole file once per type (or per call) now take one pass: their
/// steps are counted (never timed) at N, 2N and 4N types and must grow no faster than the file,
/// and each gives the answers of the quadratic original, kept here as the reference, on
/// generated files. (`Benchmarks/scaling.py` measures the time of `member-order` on a large file.)
@Suite struct LinearCheckWorkTests {
    typealias Random = SeededRandom

    static let context = CheckContext()

    /// The steps at N, 2N and 4N units of generated code; each doubling may at most double them
    /// (plus `slack` for what every file has once: its import line, an empty tail).
    static func expectLinear(slack: Int = 16, _ steps: (Int) -> Int) {
        let counts = [100, 200, 400].map(steps)
        #expect(counts[0] > 100, "the counter counts nothing: \(counts)")
        #expect(counts[1] <= 2 * counts[0] + slack, "steps grow faster than the file: \(counts)")
        #expect(counts[2] <= 2 * counts[1] + slack, "steps grow faster than the file: \(counts)")
    }

    static func file(_ text: String) -> SourceFile {
        SourceFile(path: "Sources/Feature/Example.swift", text: text)
    }

    // MARK: member-order

    /// A small view that breaks the order twice (`@Environment` after `@State`, `init` after `body`).
    static func views(_ count: Int) -> String {
        "import SwiftUI\n\n" + (0..<count).map { index in
            """
            struct Screen\(index): View {
                @State private var isOn = false
                @Environment(\\.dismiss) private var dismiss
                let title: String
                private var isDisabled: Bool { !isOn }
                var body: some View { Text(title) }
                init(title: String) { self.title = title }
            }

            """
        }.joined()
    }

    @Test func memberOrderStepsGrowLinearlyWithTheNumberOfTypes() {
        let check = MemberOrderCheck.example
        Self.expectLinear { count in
            var work = 0
            let violations = check.run(on: Self.file(Self.views(count)), work: &work)
            #expect(violations.count == 2 * count)
            return work
        }
    }

    /// `body` first, then many stored properties: each one's nearest neighbour further down the
    /// order is `body`, which the original found by looking back over every member placed.
    @Test func memberOrderStepsGrowLinearlyWithTheNumberOfMembers() {
        let check = MemberOrderCheck.example
        Self.expectLinear { count in
            let members = (0..<count).map { "    let value\($0): Int\n    @State private var state\($0) = 0\n" }.joined()
            var work = 0
            let violations = check.run(on: Self.file("struct Big: View {\n    var body: some View { Text(\"x\") }\n" + members + "}\n"),
                                       work: &work)
            #expect(violations.count == 2 * count)
            return work
        }
    }

    /// The original: every declaration looked at for each type, every placed member looked back
    /// over for each member.
    static func referenceMemberOrder(_ check: MemberOrderCheck, _ file: SourceFile) -> [Violation] {
        let declarations = file.declarations
        var violations: [Violation] = []
        for typeIndex in check.selector.select(in: file) {
            var placed: [(rank: Int, member: Declaration)] = []
            for member in declarations where member.parent == typeIndex && !member.isLocal {
                guard let rank = check.group(of: member) else { continue }
                if let neighbour = placed.last(where: { $0.rank > rank }) {
                    let attribute = member.attributes.first { !PropertyWrappers.isNeutral($0.name) }
                    let line = attribute.map { file.codeTokens[$0.tokenIndex].line } ?? member.line
                    let column = attribute.map { file.codeTokens[$0.tokenIndex].column } ?? member.column
                    violations.append(Violation(path: file.path, line: line, column: column,
                                                message: "`\(member.name)` (\(check.label(of: member, rank: rank))) comes after "
                                                    + "`\(neighbour.member.name)` (\(check.label(of: neighbour.member, rank: neighbour.rank)))"))
                }
                placed.append((rank, member))
            }
        }
        return violations
    }

    static let memberLines = [
        "@State private var a%d = 0", "@Environment(\\.dismiss) private var e%d", "@Binding var b%d: Int",
        "let s%d: String", "var c%d: Int { 1 }", "init() {}", "var body: some View { Text(\"\") }",
        "@ScaledMetric var m%d = 1", "@Custom var u%d = 1", "static let k%d = 1", "func f%d() { let local = 1 }",
        "@GestureState private var g%d = 0", "@ObservedObject var o%d: Model", "@MainActor let t%d: Int",
        "var w%d = 0 { didSet { } }", "lazy var z%d = { let inner = 1; return inner }()",
        "struct Inner%d: View {\n@State var q = 1\nvar body: some View { EmptyView() }\nlet late = 0\n}",
    ]

    /// Files of views, classes and extensions whose members come in random order.
    static func randomTypes(_ random: inout Random, heads: [String], lines: [String]) -> String {
        var text = "import SwiftUI\n"
        for index in 0..<(1 + random.below(12)) {
            text += random.pick(heads).replacingOccurrences(of: "%d", with: "\(index)") + " {\n"
            for member in 0..<random.below(10) {
                text += "    " + random.pick(lines).replacingOccurrences(of: "%d", with: "\(index)_\(member)") + "\n"
            }
            text += "}\n"
        }
        return text
    }

    @Test func memberOrderGivesTheOriginalsAnswers() {
        var random = Random(state: 7)
        let heads = ["struct V%d: View", "final class C%d", "extension V%d", "struct W%d: View, Equatable", "enum E%d"]
        let checks = [
            MemberOrderCheck.example,
            MemberOrderCheck(groups: Array(MemberOrderCheck.defaultGroups(wrappers: ["State", "Environment"]).reversed()),
                             selector: TypeSelector(conformance: "View")),
            MemberOrderCheck(groups: ["body", "init", "stored", "computed", "@ObservedObject"], selector: TypeSelector(kinds: ["class"])),
        ]
        var violations = 0
        for _ in 0..<300 {
            let file = Self.file(Self.randomTypes(&random, heads: heads, lines: Self.memberLines))
            for check in checks {
                let found = check.run(on: file, context: Self.context)
                #expect(found == Self.referenceMemberOrder(check, file), "\(file.text)")
                violations += found.count
            }
        }
        #expect(violations > 100)
    }

    // MARK: required-conformance

    @Test func requiredConformanceStepsGrowLinearlyWithTheNumberOfTypes() {
        let check = RequiredConformanceCheck.example
        Self.expectLinear { count in
            let text = (0..<count).map { "struct Row\($0)Item: Identifiable {}\nextension Row\($0)Item: Equatable {}\n" }.joined()
            var work = 0
            #expect(check.run(on: Self.file(text), work: &work).count == count)
            return work
        }
    }

    static func referenceConformance(_ check: RequiredConformanceCheck, _ file: SourceFile) -> [Violation] {
        let declarations = file.declarations
        return check.selector.select(in: file).compactMap { index in
            let declaration = declarations[index]
            var conformances = Set(declaration.inheritance)
            for other in declarations where other.kind == .extension && other.name == declaration.name {
                conformances.formUnion(other.inheritance)
            }
            let missing = check.protocols.filter { !conformances.contains($0) }
            guard !missing.isEmpty else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` does not conform to " + missing.map { "`\($0)`" }.joined(separator: ", "))
        }
    }

    @Test func requiredConformanceGivesTheOriginalsAnswers() {
        var random = Random(state: 11)
        let protocols = ["Identifiable", "Equatable", "Sendable", "Hashable"]
        var violations = 0
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<(1 + random.below(15)) {
                // Few names, so types and extensions meet (and repeat).
                let name = "R\(random.below(4))Item"
                let listed = protocols.filter { _ in random.below(3) == 0 }
                let clause = listed.isEmpty ? "" : ": " + listed.joined(separator: ", ")
                text += random.pick(["struct", "extension", "final class", "enum", "protocol"]) + " \(name)\(clause) {}\n"
            }
            let file = Self.file(text)
            let found = RequiredConformanceCheck.example.run(on: file, context: Self.context)
            #expect(found == Self.referenceConformance(.example, file), "\(text)")
            violations += found.count
        }
        #expect(violations > 100)
    }

    // MARK: required-member

    static func reducers(_ count: Int) -> String {
        (0..<count).map { index in
            "@Reducer\nstruct Feature\(index) {\n    var body: some ReducerOf<Self> {\n"
                + (index.isMultiple(of: 2) ? "        BindingReducer()\n" : "        Reduce { _, _ in .none }\n") + "    }\n}\n"
        }.joined()
    }

    @Test func requiredMemberStepsGrowLinearlyWithTheNumberOfTypes() {
        let check = RequiredMemberCheck.example
        Self.expectLinear { count in
            var work = 0
            #expect(check.run(on: Self.file(Self.reducers(count)), work: &work).count == count / 2)
            return work
        }
    }

    static func referenceMember(_ check: RequiredMemberCheck, _ file: SourceFile) -> [Violation] {
        let declarations = file.declarations
        let hits = check.required.matches(in: file)
        return check.selector.select(in: file).compactMap { index in
            let declaration = declarations[index]
            guard let body = declaration.body, !hits.contains(where: { body.contains($0) }) else { return nil }
            return Violation(path: file.path, line: declaration.nameLine, column: declaration.nameColumn,
                             message: "`\(declaration.name)` does not contain `\(check.required.text)`")
        }
    }

    @Test func requiredMemberGivesTheOriginalsAnswers() {
        var random = Random(state: 13)
        let heads = ["@Reducer struct F%d", "@Reducer\nstruct G%d", "struct H%d", "@Reducer enum D%d", "@Reducer struct Broken%d: Reducer"]
        let lines = ["BindingReducer()", "var body: some ReducerOf<Self> { BindingReducer() }", "let x%d = BindingReducer",
                     "@Reducer struct Child%d { var body: some ReducerOf<Self> { EmptyReducer() } }", "func f%d() { BindingReducer() }",
                     "var body: some ReducerOf<Self> { Reduce { _, _ in .none } }", "// BindingReducer()"]
        var violations = 0
        for _ in 0..<300 {
            // Sometimes cut short, so a body may run to the end of the file unclosed.
            var text = Self.randomTypes(&random, heads: heads, lines: lines)
            if random.below(4) == 0 { text = String(text.prefix(random.below(text.count + 1))) }
            let file = Self.file(text)
            let found = RequiredMemberCheck.example.run(on: file, context: Self.context)
            #expect(found == Self.referenceMember(.example, file), "\(text)")
            violations += found.count
        }
        #expect(violations > 100)
    }

    // MARK: forbidden-call with whoseClosureContains

    static var taskUsingSelf: ForbiddenCallCheck {
        var check = ForbiddenCallCheck(shapes: [CallShape(text: "Task { … }")!])
        check.whoseClosureContains = [SymbolPattern("self")!]
        return check
    }

    @Test func closureConditionStepsGrowLinearlyWithTheNumberOfCalls() {
        let check = Self.taskUsingSelf
        Self.expectLinear { count in
            let calls = (0..<count).map { "        Task { self.load\($0)() }\n        Task { load\($0)() }\n" }.joined()
            var work = 0
            let found = check.run(on: Self.file("final class Model {\n    func start() {\n" + calls + "    }\n}\n"), work: &work)
            #expect(found.count == count)
            return work
        }
    }

    /// The original loop, with the uses found again and looked through for every call.
    static func referenceForbiddenCall(_ check: ForbiddenCallCheck, _ file: SourceFile) -> [Violation] {
        let tokens = file.codeTokens
        var places: [Int] = []
        for callee in Set(check.shapes.map { Array($0.callee.utf8) }) {
            for index in file.tokenIndex[SymbolPattern.hash(callee)] ?? []
            where tokens[index].kind == .identifier && file.bytesEqual(tokens[index], callee) {
                places.append(index)
            }
        }
        places.sort()
        var violations: [Violation] = []
        for index in places {
            guard !file.isDeclaredName(at: index), let call = file.callArguments(at: index) else { continue }
            if index > 0, file.token(tokens[index - 1], is: "func") { continue }
            if call.parentheses == nil, ["get", "set", "willSet", "didSet", "init", "deinit"].contains(file.text(of: tokens[index])) { continue }
            guard let shape = check.shapes.first(where: { $0.matches(call, in: file) }) else { continue }
            let ranges = (call.parentheses.map { [$0] } ?? []) + call.trailingClosures.map(\.braces)
            let uses = check.whoseClosureContains.flatMap { $0.matches(in: file) }
            guard uses.contains(where: { use in ranges.contains { $0.contains(use) } }) else { continue }
            let start = shape.isMember && index > 0 ? tokens[index - 1] : tokens[index]
            violations.append(Violation(path: file.path, line: start.line, column: start.column, message: "calls `\(shape.description)`"))
        }
        return violations
    }

    @Test func closureConditionGivesTheOriginalsAnswers() {
        var random = Random(state: 17)
        let check = Self.taskUsingSelf
        let lines = ["Task { self.run() }", "Task { run() }", "Task(priority: .low) { self.x = 1 }", "Task(self.make)",
                     "Task { Task { self.y() } }", "let t = Task {\n}\nself.z()", "Task { [weak self] in self?.go() }",
                     "Task { /* self */ }", "Task.detached { self.w() }", "func Task() {}", "if ok { Task { self.q() } }"]
        var violations = 0
        for _ in 0..<300 {
            var text = "final class Model {\n    func start() {\n"
            for _ in 0..<random.below(12) { text += "        " + random.pick(lines) + "\n" }
            text += "    }\n}\n"
            if random.below(4) == 0 { text = String(text.prefix(random.below(text.count + 1))) }
            let file = Self.file(text)
            let found = check.run(on: file, context: Self.context)
            #expect(found == Self.referenceForbiddenCall(check, file), "\(text)")
            violations += found.count
        }
        #expect(violations > 100)
    }

    // MARK: co-change

    static func realmObjects(_ count: Int) -> String {
        (0..<count).map { "final class Object\($0): Object {\n    @Persisted var name: String\n    var cache = 0\n}\n" }.joined()
    }

    @Test func coChangeStepsGrowLinearlyWithTheNumberOfTypes() {
        let check = CoChangeCheck.example
        Self.expectLinear { count in
            var work = 0
            #expect(check.memberLines(in: Self.realmObjects(count), path: "Models.swift", work: &work).count == count)
            return work
        }
    }

    static func referenceMemberLines(_ check: CoChangeCheck, _ text: String) -> Set<Int> {
        let file = SourceFile(path: "Models.swift", text: text)
        let declarations = file.declarations
        var lines = Set<Int>()
        for (index, declaration) in declarations.enumerated() where declaration.kind.isType {
            guard check.triggerConformances.isEmpty || declaration.inheritance.contains(where: check.triggerConformances.contains) else { continue }
            for member in declarations where member.parent == index && member.kind.isBinding && !member.isLocal {
                if member.isComputed || member.hasModifier("static") { continue }
                if let attribute = check.triggerAttribute, member.attribute(named: attribute) == nil { continue }
                let endLine = file.codeTokens.indices.contains(member.endToken) ? file.codeTokens[member.endToken].line : member.line
                let startLine = member.attributes.first.map { file.codeTokens[$0.tokenIndex].line } ?? member.line
                lines.formUnion(startLine...max(startLine, endLine))
            }
        }
        return lines
    }

    @Test func coChangeGivesTheOriginalsAnswers() {
        var random = Random(state: 19)
        let heads = ["final class O%d: Object", "class E%d: EmbeddedObject", "struct S%d", "extension O%d", "enum N%d"]
        let lines = ["@Persisted var p%d: String", "@Persisted(primaryKey: true)\n    var id%d: ObjectId", "var plain%d = 0",
                     "static var shared%d = 0", "var computed%d: Int { 1 }", "func f%d() { @Persisted var local = 1 }",
                     "let fixed%d = [\n1,\n2\n]", "class Nested%d: Object { @Persisted var inner = 1 }"]
        let checks = [CoChangeCheck.example, CoChangeCheck(triggerConformances: [], triggerAttribute: nil, requiredSymbol: "Version")]
        var found = 0
        for _ in 0..<300 {
            let text = Self.randomTypes(&random, heads: heads, lines: lines)
            for check in checks {
                let declared = check.memberLines(in: text, path: "Models.swift")
                #expect(declared == Self.referenceMemberLines(check, text), "\(text)")
                found += declared.count
            }
        }
        #expect(found > 100)
    }

    // MARK: the grouping they share

    @Test func membersAreGroupedInOnePass() {
        let file = Self.file("struct A {\n    let a = 1\n    func f() { let local = 2 }\n    struct B { var b = 3 }\n}\nlet top = 4\n")
        let declarations = file.declarations
        var visited = 0
        let indexA = declarations.firstIndex { $0.name == "A" }!
        let indexB = declarations.firstIndex { $0.name == "B" }!
        let grouped = file.structure.members(of: [indexA, indexB, indexA], visited: &visited)
        #expect(grouped[indexA]?.map { declarations[$0].name } == ["a", "f", "B"])
        #expect(grouped[indexB]?.map { declarations[$0].name } == ["b"])
        #expect(visited == declarations.count)
        #expect(file.structure.members(of: [], visited: &visited).isEmpty)
    }

    @Test func hitCountsAnswerRangesAsAScanWould() {
        var random = Random(state: 23)
        for _ in 0..<200 {
            let tokenCount = random.below(40)
            let hits = (0..<random.below(8)).map { _ in random.below(tokenCount + 1) }.filter { $0 < tokenCount }
            let counts = TokenHitCounts(hits: hits, tokenCount: tokenCount)
            for _ in 0..<20 {
                let lower = random.below(tokenCount + 3) - 1
                let range = lower...(lower + random.below(10))
                #expect(counts.any(in: range) == hits.contains { range.contains($0) }, "\(hits) \(range)")
            }
        }
    }
}
