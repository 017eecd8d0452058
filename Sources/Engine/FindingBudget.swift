import PreflightModel

/// How many findings of one check a run keeps as records. A pull request controls the files a
/// run reads: a generated or hostile file can hold hundreds of thousands of hits of one check,
/// and a record costs far more than a report can use. Past the budget a hit is kept as an
/// `OverflowHit` — enough for a baseline to recognise it and for the counts to include it — and
/// never listed; the verdicts and the exit code count it like a listed one.
package enum FindingBudget {
    /// No report lists more of one check (`ReportLimits.maximumPerCheck`).
    package static let perCheck = ReportLimits.maximumPerCheck
}

/// A hit past `FindingBudget.perCheck`: its place and message (which baselines key and order
/// on), not the rule ids, items and severity a listed finding carries. Made on demand from
/// `OverflowHits`, which stores it in far fewer bytes.
package struct OverflowHit: Sendable, Equatable {
    package var path: String
    package var line: Int32
    package var column: Int32
    package var message: String

    /// The finding it stands for, as check `id` reports it.
    package func finding(_ id: String, severity: Severity) -> Finding {
        Finding(ruleId: id, path: path, line: Int(line), column: column == 0 ? nil : Int(column), severity: severity, message: message)
    }

    /// Where it stands among faults with `meaning` (a listed fault at this place holds it).
    package func faultKey(meaning: String) -> FaultKey {
        FaultKey(path: path, line: Int(line), column: Int(column), meaning: meaning)
    }
}

/// The hits of one check past the budget, file by file: each file's path once, each distinct
/// message of a file once, and twelve bytes a hit. A file that trips a check hundreds of
/// thousands of times mostly repeats a handful of messages; a record per hit (its own path and
/// message) was most of the memory of such a run. Chunks are appended, never copied, when a
/// run gathers the files' hits.
package struct OverflowHits: Sendable, Sequence {
    struct Place: Sendable {
        var line: Int32
        var column: Int32
        var message: Int32
    }

    struct Chunk: Sendable {
        let path: String
        var messages: [String] = []
        var places: [Place] = []
    }

    private var chunks: [Chunk] = []
    /// Message indices of the last chunk, while it is being filled; bounded, past which a
    /// message is stored again rather than looked up.
    private var known: [String: Int32] = [:]
    package private(set) var count = 0

    package init() {}

    package var isEmpty: Bool { count == 0 }

    package var first: OverflowHit? {
        chunks.first { !$0.places.isEmpty }.map { Self.hit($0, $0.places[0]) }
    }

    package mutating func append(_ finding: Finding) {
        append(path: finding.path, line: finding.line, column: finding.column, message: finding.message)
    }

    package mutating func append(_ hit: OverflowHit) {
        append(path: hit.path, line: Int(hit.line), column: Int(hit.column), message: hit.message)
    }

    package mutating func append(path: String, line: Int, column: Int?, message: String) {
        if chunks.last?.path != path {
            chunks.append(Chunk(path: path))
            known = [:]
        }
        let last = chunks.count - 1
        let index: Int32
        if let seen = known[message] {
            index = seen
        } else {
            index = Int32(clamping: chunks[last].messages.count)
            chunks[last].messages.append(message)
            if known.count < 4_096 { known[message] = index }
        }
        chunks[last].places.append(Place(line: Int32(clamping: line), column: Int32(clamping: column ?? 0), message: index))
        count += 1
    }

    /// Another file's hits after these, sharing their storage.
    package mutating func append(contentsOf other: OverflowHits) {
        guard !other.isEmpty else { return }
        chunks += other.chunks
        count += other.count
        known = [:]
    }

    /// The hits `keep` keeps, stored the same way.
    package func kept(where keep: (OverflowHit) -> Bool) -> OverflowHits {
        // One pass, the predicate asked once per hit (it may look a fingerprint up); when every
        // hit stays, which is most often, the hits are returned as they were.
        var result = OverflowHits()
        var dropped = false
        for hit in self {
            if keep(hit) { result.append(hit) } else { dropped = true }
        }
        return dropped ? result : self
    }

    static func hit(_ chunk: Chunk, _ place: Place) -> OverflowHit {
        OverflowHit(path: chunk.path, line: place.line, column: place.column, message: chunk.messages[Int(place.message)])
    }

    package struct Iterator: IteratorProtocol {
        let chunks: [Chunk]
        var chunk = 0
        var place = 0

        package mutating func next() -> OverflowHit? {
            while chunk < chunks.count {
                if place < chunks[chunk].places.count {
                    defer { place += 1 }
                    return OverflowHits.hit(chunks[chunk], chunks[chunk].places[place])
                }
                chunk += 1
                place = 0
            }
            return nil
        }
    }

    package func makeIterator() -> Iterator { Iterator(chunks: chunks) }
}
