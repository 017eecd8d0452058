import Foundation
import Testing
@testable import PreflightModel
@testable import PreflightReport

/// Reports written as they are made must be the bytes the whole tree gives, in either layout,
/// whatever the chunk size.
@Suite struct JSONStreamTests {
    static let finding = JSONValue.object([("path", .string("A B/é.swift")), ("line", .int(3)), ("column", .null),
                                           ("tags", .array([])), ("meta", .object([])), ("quote", .string("say \"hi\"\n"))])

    /// A document whose arrays are made on demand, and the same document as a tree.
    static func document(findings: Int) -> (JSONStream, JSONValue) {
        let stream = JSONStream.object([
            ("version", .value(.int(1))),
            ("empty", .array(count: 0) { _ in .value(.null) }),
            ("items", .array(count: 2) { item in
                .object([("id", .value(.string("item-\(item)"))),
                         ("findings", .array(count: findings) { _ in .value(finding) })])
            }),
            ("zeta", .value(.object([]))),
        ])
        let tree = JSONValue.object([
            ("version", .int(1)),
            ("empty", .array([])),
            ("items", .array((0..<2).map { item in
                .object([("id", .string("item-\(item)")), ("findings", .array(Array(repeating: finding, count: findings)))])
            })),
            ("zeta", .object([])),
        ])
        return (stream, tree)
    }

    @Test(arguments: [0, 1, 5])
    func streamWritesWhatTheTreeWrites(findings: Int) throws {
        let (stream, tree) = Self.document(findings: findings)
        #expect(stream.pretty() == tree.pretty())
        #expect(stream.materialized == tree)
        #expect(SortedJSONWriter.pretty(stream) == SortedJSONWriter.pretty(tree))
    }

    @Test func smallChunksJoinToTheSameText() throws {
        let (stream, tree) = Self.document(findings: 40)
        var pieces: [String] = []
        var output = JSONChunks(limit: 256) { pieces.append($0) }
        try stream.write(indent: 0, to: &output)
        try output.flush()
        #expect(pieces.count > 10)
        #expect(pieces.joined() == tree.pretty())
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 256 })
    }

    @Test func aFailingSinkStopsTheWrite() {
        struct Full: Error {}
        let (stream, _) = Self.document(findings: 1_000)
        var made = 0
        var output = JSONChunks(limit: 1_024) { _ in
            made += 1
            throw Full()
        }
        #expect(throws: Full.self) { try stream.write(indent: 0, to: &output) }
        #expect(made == 1)
    }
}
