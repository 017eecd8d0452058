import Foundation
import Testing
@testable import PreflightChecks
@testable import PreflightSwiftSource
@testable import PreflightValidate

/// The linear rewrites give the answers the quadratic originals gave: each is compared here
/// with the original algorithm on generated input. (Their speed is measured by
/// `Benchmarks/scaling.py`, not by a timed test.)
@Suite struct LinearScanEquivalenceTests {
    typealias Random = SeededRandom

    // MARK: LineScanner, against the per-hit originals

    static func referenceLinks(_ line: Substring) -> [(String, Int)] {
        let bytes = Array(line.utf8)
        var result: [(String, Int)] = []
        var index = 1
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "("), bytes[index - 1] == UInt8(ascii: "]") else { continue }
            var open = index - 2
            while open >= 0, bytes[open] != UInt8(ascii: "[") { open -= 1 }
            guard open >= 0 else { continue }
            var start = index + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            var angle = false
            if start < bytes.count, bytes[start] == UInt8(ascii: "<") { start += 1; angle = true }
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: ")") && !angle || byte == UInt8(ascii: ">") && angle || (byte == 0x20 || byte == 0x09) && !angle { break }
                end += 1
            }
            guard end > start, end < bytes.count else { continue }
            result.append((String(decoding: bytes[start..<end], as: UTF8.self), referenceColumn(open, bytes)))
            index = end
        }
        return result
    }

    static func referenceCodeSpans(_ line: Substring) -> [(String, Int)] {
        let bytes = Array(line.utf8)
        var result: [(String, Int)] = []
        var index = 0
        let tick = UInt8(ascii: "`")
        while index < bytes.count {
            guard bytes[index] == tick else { index += 1; continue }
            var run = 0
            while index + run < bytes.count, bytes[index + run] == tick { run += 1 }
            let contentStart = index + run
            var probe = contentStart
            var closed: Int?
            while probe < bytes.count {
                if bytes[probe] == tick {
                    var other = 0
                    while probe + other < bytes.count, bytes[probe + other] == tick { other += 1 }
                    if other == run { closed = probe; break }
                    probe += other
                } else {
                    probe += 1
                }
            }
            guard let close = closed else { index = contentStart; continue }
            let content = bytes[contentStart..<close]
            if !content.isEmpty, !content.contains(where: { $0 == 0x20 || $0 == 0x09 }) {
                result.append((String(decoding: content, as: UTF8.self), referenceColumn(index, bytes)))
            }
            index = close + run
        }
        return result
    }

    static func referenceColumn(_ index: Int, _ bytes: [UInt8]) -> Int {
        var column = 1
        for byte in bytes[..<index] where byte & 0xC0 != 0x80 { column += 1 }
        return column
    }

    @Test func linksAndCodeSpansMatchTheOriginalScanners() {
        var random = Random(state: 42)
        let pieces = ["[", "]", "(", ")", "](", "`", "``", "<", ">", " ", "\t", "a", "b/c.md", "é", "x", "![", "$", "-"]
        for _ in 0..<3000 {
            var line = ""
            for _ in 0..<random.below(40) { line += pieces[random.below(pieces.count)] }
            let text = Substring(line)
            #expect(LineScanner.links(text).map { "\($0.0)@\($0.1)" } == Self.referenceLinks(text).map { "\($0.0)@\($0.1)" }, "\(line)")
            #expect(LineScanner.codeSpans(text).map { "\($0.0)@\($0.1)" } == Self.referenceCodeSpans(text).map { "\($0.0)@\($0.1)" }, "\(line)")
        }
    }

    @Test func columnsCountedOnceAcrossALine() {
        let bytes = Array("é`a` é`b` ü`c`".utf8)
        var columns = LineScanner.Columns(bytes)
        let offsets = bytes.indices.filter { bytes[$0] == UInt8(ascii: "`") }
        #expect(offsets.map { columns.column(of: $0) } == offsets.map { Self.referenceColumn($0, bytes) })
        #expect(columns.column(of: 0) == 1)
    }

    // MARK: Condition clauses, against the walk back from each call

    @Test func conditionFlagsMatchTheWalkBack() throws {
        var sources: [[UInt8]] = []
        let fixtures = Probe.packageRoot.appendingPathComponent("Tests/Fixtures/ExampleApp")
        let walker = FileManager.default.enumerator(atPath: fixtures.path)
        while let name = walker?.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            sources.append(Array(try Data(contentsOf: fixtures.appendingPathComponent(name))))
        }
        var random = Random(state: 7)
        let words = ["if", "guard", "while", "for", "switch", "catch", "let", "x", "f", "(", ")", "[", "]", "{", "}", ";", ",", "\n",
                     " ", ".padding", "16", "in", "case", "else"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<random.below(80) { text += words[random.below(words.count)] + " " }
            sources.append(Array(text.utf8))
        }
        #expect(sources.count > 300)
        for bytes in sources {
            let tokens = SwiftLexer.tokenize(bytes).filter { $0.kind != .comment }
            let cursor = TokenCursor(bytes: bytes, tokens: tokens)
            let flags = cursor.conditionFlagsForAllTokens()
            for k in tokens.indices where flags[k] != cursor.statementHasCondition(upTo: k) {
                Issue.record("token \(k) of \(String(decoding: bytes.prefix(80), as: UTF8.self))")
                break
            }
        }
    }

    // MARK: Type bodies, against scanning every declaration

    @Test func tokenIntervalsMatchAScanOfTheRanges() {
        var random = Random(state: 99)
        for _ in 0..<500 {
            var ranges: [ClosedRange<Int>] = []
            for _ in 0..<random.below(12) {
                let start = random.below(200)
                ranges.append(start...(start + random.below(30)))
            }
            let intervals = TokenIntervals(ranges)
            for index in -2..<235 {
                #expect(intervals.contains(index) == ranges.contains { $0.contains(index) }, "\(ranges) \(index)")
            }
        }
    }

    @Test func insideSelectorAnswersAsBeforeOnAFile() {
        let file = SourceFile(path: "A.swift", text: """
        struct A: View {
            var body: some View { Text("a").padding(16) }
        }
        extension A {
            func f() { DispatchQueue.main.async {} }
        }
        struct B {
            func g() { DispatchQueue.main.async {} }
        }
        """)
        let code = file.codeTokens
        let dispatches = code.indices.filter { file.text(of: code[$0]) == "DispatchQueue" }
        #expect(dispatches.count == 2)
        #expect(file.isInsideType(named: ["A"], token: dispatches[0]))
        #expect(!file.isInsideType(named: ["A"], token: dispatches[1]))
        #expect(file.isInside(conformingTo: "View", token: dispatches[0]))
        #expect(!file.isInside(conformingTo: "View", token: dispatches[1]))
    }

    // MARK: Code scopes, against scanning every region for every violation

    @Test func codeScopeFiltersAsAScanOfTheRegions() {
        var random = Random(state: 7)
        var text = ""
        for index in 0..<300 {
            let conformance = random.below(2) == 0 ? ": View" : ""
            let member = random.below(3) == 0 ? "f" : "g"
            text += "struct T\(index)\(conformance) {\n    func \(member)() { DispatchQueue.main.async {} }\n}\n"
            if random.below(4) == 0 { text += "extension T\(index) { func h() { DispatchQueue.main.async {} } }\n" }
        }
        let file = SourceFile(path: "A.swift", text: text)
        let code = file.codeTokens
        let violations = code.indices.filter { file.text(of: code[$0]) == "DispatchQueue" }
            .map { Violation(path: "A.swift", line: code[$0].line, column: code[$0].column, message: "x") }
        let within = [CodeRegion.types(TypeSelector(conformance: "View"))]
        let outside = [CodeRegion.members(["f"], in: nil)]
        let inside = within.flatMap { $0.ranges(in: file) }
        let excluded = outside.flatMap { $0.ranges(in: file) }
        let expected = violations.filter { violation in
            guard let token = file.codeTokenIndex(line: violation.line, column: violation.column) else { return false }
            return inside.contains { $0.contains(token) } && !excluded.contains { $0.contains(token) }
        }
        let kept = CodeScope(within: within, outside: outside).filter(violations, in: file)
        #expect(kept == expected)
        #expect(!kept.isEmpty && kept.count < violations.count)
    }
}
