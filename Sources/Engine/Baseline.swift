import Foundation
import PreflightCompiler
import PreflightModel
import PreflightSwiftSource

/// Today's findings, recorded so that later runs report only new ones (`--write-baseline FILE`,
/// then `--baseline FILE`), as SwiftLint and Semgrep do for legacy code.
///
/// A finding is keyed on its rule id, its path, the trimmed text of its source line and its
/// occurrence index among findings with that same key in the file (in line order). Line numbers
/// are not part of the key, so code that moves keeps its baseline entry; a second identical
/// occurrence added later gets a new index and is reported.
public struct Baseline: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public struct Entry: Codable, Hashable, Sendable {
        public var ruleId: String
        public var path: String
        public var lineText: String
        public var occurrence: Int
        /// For people reading the file; not part of the match (messages may embed details).
        public var message: String

        public init(ruleId: String, path: String, lineText: String, occurrence: Int, message: String) {
            self.ruleId = ruleId
            self.path = path
            self.lineText = lineText
            self.occurrence = occurrence
            self.message = message
        }

        fileprivate var key: Key { Key(ruleId: ruleId, path: path, lineText: lineText, occurrence: occurrence) }

        package static func ordered(_ a: Entry, _ b: Entry) -> Bool {
            (a.path, a.ruleId, a.lineText, a.occurrence, a.message) < (b.path, b.ruleId, b.lineText, b.occurrence, b.message)
        }
    }

    /// The keys a baseline hides, built once for a run.
    public struct Known: Sendable {
        fileprivate let keys: Set<Key>
    }

    public var known: Known { Known(keys: Set(findings.map(\.key))) }

    fileprivate struct Key: Hashable, Sendable {
        package var ruleId: String
        package var path: String
        package var lineText: String
        var occurrence: Int
    }

    public var version: Int
    public var findings: [Entry]

    public init(findings: [Entry]) {
        version = Baseline.currentVersion
        self.findings = findings.sorted(by: Entry.ordered)
    }

    /// The baseline of `findings` (the faults a report shows: one entry each, keyed on its
    /// leading rule id); `lineText` gives the text of a file's 1-based line (empty when there is
    /// none, as for a finding about a whole file).
    public static func make(findings: [Finding], lineText: (String, Int) -> String) -> Baseline {
        let expanded = expand(findings)
        let keys = keyed(expanded.map(\.finding), lineText: lineText)
        return Baseline(findings: zip(expanded, keys).filter { $0.0.isLead }.map { entry, keyed in
            Entry(ruleId: keyed.1.ruleId, path: keyed.1.path, lineText: keyed.1.lineText, occurrence: keyed.1.occurrence,
                  message: entry.finding.message)
        })
    }

    /// The faults not in the baseline, in their order, and how many were: a fault is known when
    /// an entry names any of its rule ids at the same path, line text and occurrence (a fault
    /// that another skill now also reports stays baselined).
    public func filterFaults(_ faults: [Finding], lineText: (String, Int) -> String) -> (kept: [Finding], baselined: Int) {
        let hidden = hiddenFaults(faults, lineText: lineText)
        return (faults.indices.filter { !hidden.contains($0) }.map { faults[$0] }, hidden.count)
    }

    /// The indices of the faults `filterFaults` hides. Occurrences count within the list, so
    /// every finding of one check goes in the same call.
    public func hiddenFaults(_ faults: [Finding], known: Known? = nil, lineText: (String, Int) -> String) -> Set<Int> {
        let known = (known ?? self.known).keys
        let expanded = Baseline.expand(faults)
        var hidden = Set<Int>()
        for (entry, keyed) in zip(expanded, Baseline.keyed(expanded.map(\.finding), lineText: lineText))
        where known.contains(keyed.1) {
            hidden.insert(entry.fault)
        }
        return hidden
    }

    /// One finding per rule id of each fault (the lead first), with the fault's index.
    private static func expand(_ faults: [Finding]) -> [(finding: Finding, fault: Int, isLead: Bool)] {
        faults.enumerated().flatMap { index, fault in
            fault.ruleIds.enumerated().map { offset, id -> (finding: Finding, fault: Int, isLead: Bool) in
                var single = fault
                single.ruleId = id
                single.ruleIds = [id]
                return (single, index, offset == 0)
            }
        }
    }

    /// The findings not in the baseline (in their original order), and how many were.
    public func filter(_ findings: [Finding], lineText: (String, Int) -> String) -> (new: [Finding], baselined: Int) {
        let known = Set(self.findings.map(\.key))
        var fresh: [Finding] = []
        var baselined = 0
        for (finding, key) in Baseline.keyed(findings, lineText: lineText) {
            if known.contains(key) { baselined += 1 } else { fresh.append(finding) }
        }
        return (fresh, baselined)
    }

    /// Each finding with its key, in the input order. Occurrences count up in (line, column,
    /// message) order within each (rule, path, line text), so they do not depend on the order
    /// the engine produced the findings in.
    private static func keyed(_ findings: [Finding], lineText: (String, Int) -> String) -> [(Finding, Key)] {
        let texts = findings.map { lineText($0.path, $0.line).trimmingCharacters(in: .whitespacesAndNewlines) }
        let order = findings.indices.sorted { i, j in
            let a = findings[i], b = findings[j]
            return (a.line, a.column ?? 0, a.message, i) < (b.line, b.column ?? 0, b.message, j)
        }
        var counts: [Key: Int] = [:]
        var keys = [Key?](repeating: nil, count: findings.count)
        for i in order {
            var key = Key(ruleId: findings[i].ruleId, path: findings[i].path, lineText: texts[i], occurrence: 0)
            let occurrence = counts[key, default: 0]
            counts[key] = occurrence + 1
            key.occurrence = occurrence
            keys[i] = key
        }
        return findings.indices.map { (findings[$0], keys[$0]!) }
    }

    // MARK: File

    /// Writes pretty, sorted JSON (stable bytes for a file kept in the repository), whole or
    /// not at all, never over one of `inputs` (`SafeFileWriter`).
    public func write(to path: String, shown: String? = nil, inputs: [String] = [],
                      isCheckedSource: @escaping @Sendable (String) -> Bool = { _ in false }) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data: Data
        do {
            data = try encoder.encode(Baseline(findings: findings))
        } catch {
            throw PreflightError(file: path, "cannot encode the baseline: \(error)")
        }
        data.append(contentsOf: Array("\n".utf8))
        // Never a file that `load` would refuse.
        guard data.count <= Self.maximumSize else {
            throw PreflightError(file: path, "the baseline would be \(data.count / (1024 * 1024)) MB; baselines above "
                                 + "\(Self.maximumSize / (1024 * 1024)) MB are not read: leave generated or vendored files out "
                                 + "(`exclude:` in .preflight.yml)")
        }
        try SafeFileWriter.write([UInt8](data), to: path, shown: shown ?? path, what: "the baseline",
                                 inputs: SafeFileWriter.Inputs(files: inputs, isCheckedSource: isCheckedSource))
    }

    /// Largest baseline read: thousands of findings take a few MB.
    public static let maximumSize = 64 * 1024 * 1024
    /// Most findings a baseline records: about 20 MB of entries of ordinary lines, well inside
    /// `maximumSize`.
    public static let maximumEntries = 100_000

    public static func load(path: String) throws -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else {
            throw PreflightError(file: path, "baseline file not found (write one with --write-baseline \(path))")
        }
        guard let bytes = try BoundedRead.contents(of: path, limit: maximumSize, shown: path, what: "baselines") else {
            throw PreflightError(file: path, "cannot read the baseline file")
        }
        return try parse(bytes, file: path)
    }

    /// Reads baseline JSON as a stream (a baseline of 200,000 findings is 40 MB of text, which
    /// an object tree multiplies twenty times); every error names `file` and the line.
    public static func parse(_ bytes: [UInt8], file path: String) throws -> Baseline {
        var cursor = JSONCursor(bytes)
        do {
            var reader = BaselineReader(file: path)
            return try reader.read(&cursor)
        } catch let failure as JSONCursor.Failure {
            switch failure {
            case let .invalid(line): throw PreflightError(file: path, line: line, "malformed baseline: not valid JSON")
            case let .tooDeep(line): throw PreflightError(file: path, line: line, "malformed baseline: nested too deeply")
            }
        }
    }
}
