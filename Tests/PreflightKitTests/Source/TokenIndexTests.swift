import Testing
@testable import PreflightSwiftSource

/// The flat token index answers as a dictionary of positions would, buckets shared or not.
@Suite struct TokenIndexTests {
    static func reference(_ hashes: [UInt64]) -> [UInt64: [Int]] {
        var index: [UInt64: [Int]] = [:]
        for (position, hash) in hashes.enumerated() { index[hash, default: []].append(position) }
        return index
    }

    @Test(arguments: [0, 1, 7, 100, 3000])
    func answersAsADictionaryOfPositionsWould(count: Int) {
        var generator = SystemRandomNumberGenerator()
        // Few distinct values, many sharing low bits: chains hold several hashes.
        let hashes = (0..<count).map { _ in UInt64.random(in: 0..<40, using: &generator) << UInt64.random(in: 0...40, using: &generator) }
        let index = TokenIndex(hashes: hashes)
        let expected = Self.reference(hashes)
        for (hash, positions) in expected { #expect(index[hash] == positions) }
        #expect(index[UInt64.max] == nil || expected[UInt64.max] != nil)
    }

    @Test func findsAPatternsTokensInARealFile() {
        let file = SourceFile(path: "A.swift", bytes: Array("let a = Foo(); let b = Foo.bar; Foo()\n".utf8))
        let positions = file.tokenIndex[SymbolPattern.hash(Array("Foo".utf8))] ?? []
        #expect(positions.count == 3)
        #expect(positions.allSatisfy { file.text(of: file.codeTokens[$0]) == "Foo" })
        #expect(file.tokenIndex[SymbolPattern.hash(Array("Missing".utf8))] == nil)
    }
}
