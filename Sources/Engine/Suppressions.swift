import Foundation
import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// The `preflight:` suppression comments of one Swift file, and the question the engine asks of
/// them: is this rule switched off on this line?
///
/// Grammar (in `//` or `/* … */` comments only, never in string literals):
///
///     // preflight:disable <id> [<id>…]          from this line until `enable` or the end of the file
///     // preflight:enable <id> [<id>…] | all      from this line on, the ids run again
///     // preflight:disable-next-line <id> [<id>…] only the next line (stacked directives chain)
///     foo() // preflight:disable-line <id>       only this line
///
/// Ids are separated by spaces or commas; `all` stands for every rule. Anything after ` -- ` or
/// ` — ` is the reason and is kept, not parsed. An id matches a rule id exactly, or as a prefix
/// ending at a `/`, `:` or `#` boundary: `swiftui-skill` and `swiftui-skill/private-on-state`
/// both switch off `swiftui-skill/private-on-state:required-modifier`.
public struct Suppressions: Sendable {
    /// One parsed directive, as written.
    public struct Directive: Sendable, Equatable {
        public enum Command: String, Sendable, Equatable, CaseIterable {
            case disable
            case enable
            case disableNextLine = "disable-next-line"
            case disableLine = "disable-line"
        }

        public struct RuleReference: Sendable, Equatable {
            public var id: String
            public var line: Int
            public var column: Int
        }

        public var command: Command
        public var ids: [RuleReference]
        /// The text after ` -- ` / ` — `, trimmed; nil when the directive gives no reason.
        public var reason: String?
        /// Where the comment starts and ends (block comments may span lines).
        public var line: Int
        public var column: Int
        public var endLine: Int
        /// The line a `disable-line` / `disable-next-line` directive applies to; for the
        /// region commands, the line they take effect on.
        public var targetLine: Int
    }

    /// A `preflight:` comment that could not be understood (unknown command, no ids).
    public struct Problem: Sendable, Equatable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    public static let unknownSuppressionRuleId = "preflight/unknown-suppression"
    public static let invalidSuppressionRuleId = "preflight/invalid-suppression"

    public let path: String
    public private(set) var directives: [Directive] = []
    public private(set) var problems: [Problem] = []

    /// Region directives (`disable` / `enable`) in source order.
    private var regions: [Directive] = []
    /// Line → ids switched off on that line only.
    private var lineOnly: [Int: [String]] = [:]

    public init(file: SourceFile) {
        path = file.path
        var parsed: [(Directive, aloneOnLine: Bool, commentLine: Int)] = []
        for token in file.tokens where token.kind == .comment {
            // Cheap rejection: almost no comment mentions preflight.
            guard Suppressions.mentionsPreflight(file.bytes, token.range) else { continue }
            let bytes = Array(file.bytes[token.range])
            switch Suppressions.parse(comment: bytes, line: token.line, column: token.column) {
            case .none:
                continue
            case let .problem(problem):
                problems.append(problem)
            case let .directive(directive):
                let before = file.lineText(token.line).utf8.prefix(token.column - 1)
                let alone = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                parsed.append((directive, alone, token.line))
            }
        }
        // A disable-next-line directive skips the directive-only lines right below it, so
        // stacked `disable-next-line` comments all reach the code line under them.
        var directiveOnlyLines: [Int: Int] = [:]
        for (directive, alone, commentLine) in parsed where alone {
            directiveOnlyLines[commentLine] = max(directiveOnlyLines[commentLine] ?? 0, directive.endLine)
        }
        for (var directive, _, _) in parsed {
            switch directive.command {
            case .disableLine:
                directive.targetLine = directive.line
            case .disableNextLine:
                var target = directive.endLine + 1
                while let end = directiveOnlyLines[target] { target = end + 1 }
                directive.targetLine = target
            case .disable, .enable:
                directive.targetLine = directive.line
            }
            directives.append(directive)
            switch directive.command {
            case .disableLine, .disableNextLine:
                lineOnly[directive.targetLine, default: []].append(contentsOf: directive.ids.map(\.id))
            case .disable, .enable:
                regions.append(directive)
            }
        }
    }

    // MARK: Questions

    /// True when a directive switches `ruleId` off at `line` (1-based).
    public func isSuppressed(ruleId: String, line: Int) -> Bool {
        isSuppressed(anyOf: [ruleId], line: line)
    }

    /// True when a directive switches off any of `names` (a check's id, the items carrying it,
    /// their skills) at `line`: every name is the same rule to a reader of the report.
    public func isSuppressed(anyOf names: [String], line: Int) -> Bool {
        let switchesOff = { (id: String) in names.contains { Suppressions.matches(id: id, ruleId: $0) } }
        if let ids = lineOnly[line], ids.contains(where: switchesOff) {
            return true
        }
        // Replay the region directives up to `line`: the last one that names the rule decides.
        var disabled = false
        for directive in regions {
            if directive.targetLine > line { break }
            guard directive.ids.contains(where: { switchesOff($0.id) }) else { continue }
            disabled = directive.command == .disable
        }
        return disabled
    }

    /// The ids (other than `all`) that name no known rule, check or item, in source order.
    public func unknownIds(known: Set<String>) -> [(id: String, line: Int, column: Int)] {
        var result: [(id: String, line: Int, column: Int)] = []
        for directive in directives {
            for reference in directive.ids where reference.id != "all" {
                if !known.contains(where: { Suppressions.matches(id: reference.id, ruleId: $0) }) {
                    result.append((reference.id, reference.line, reference.column))
                }
            }
        }
        return result
    }

    /// Unknown ids and unreadable directives as warnings the engine can put in `Report.notices`.
    public func notices(known: Set<String>) -> [Finding] {
        var findings = unknownIds(known: known).map { entry -> Finding in
            let suggestion = Suppressions.closest(to: entry.id, in: RuleIdPrefix.idsAndPrefixes(known)).map { " (did you mean '\($0)'?)" } ?? ""
            return Finding(ruleId: Suppressions.unknownSuppressionRuleId, path: path, line: entry.line,
                           column: entry.column, severity: .warning,
                           message: "suppression names '\(entry.id)', which matches no rule\(suggestion)")
        }
        findings += problems.map {
            Finding(ruleId: Suppressions.invalidSuppressionRuleId, path: path, line: $0.line, column: $0.column,
                    severity: .warning, message: $0.message)
        }
        return findings.sorted(by: Finding.ordered)
    }

    /// `id` names `ruleId` itself, `all`, or a prefix of it ending at a `/`, `:` or `#` boundary.
    public static func matches(id: String, ruleId: String) -> Bool {
        id == "all" || RuleIdPrefix.covers(id, ruleId)
    }

    // MARK: Parsing

    package enum Parsed: Equatable {
        case none
        case problem(Problem)
        case directive(Directive)
    }

    private static let marker = Array("preflight:".utf8)

    static func mentionsPreflight(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let m = marker
        guard range.count >= m.count else { return false }
        var i = range.lowerBound
        while i + m.count <= range.upperBound {
            if bytes[i] == m[0] {
                var k = 1
                while k < m.count, bytes[i + k] == m[k] { k += 1 }
                if k == m.count { return true }
            }
            i += 1
        }
        return false
    }

    /// Parses one comment token's bytes (delimiters included). The directive must open the
    /// comment: `// preflight:…`, `/* preflight:… */`, `/// preflight:…` are read, while a
    /// comment that merely mentions `preflight:` later in its prose is not a directive.
    package static func parse(comment b: [UInt8], line: Int, column: Int) -> Parsed {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        var i = 0
        var end = b.count
        if b.count >= 2, b[0] == slash, b[1] == star {
            i = 2
            if end >= 4, b[end - 2] == star, b[end - 1] == slash { end -= 2 }
            while i < end, b[i] == star { i += 1 }
        } else {
            while i < end, b[i] == slash { i += 1 }
        }
        while i < end, isSpace(b[i]) { i += 1 }
        guard end - i >= marker.count, Array(b[i..<(i + marker.count)]) == marker else { return .none }

        // Positions inside the comment, which may span lines (block comments).
        func position(_ offset: Int) -> (line: Int, column: Int) {
            var l = line, c = column
            for k in 0..<offset {
                if b[k] == UInt8(ascii: "\n") { l += 1; c = 1 } else { c += 1 }
            }
            return (l, c)
        }
        let start = position(i)
        let endLine = line + b.filter { $0 == UInt8(ascii: "\n") }.count

        i += marker.count
        let commandStart = i
        while i < end, !isSpace(b[i]), b[i] != UInt8(ascii: ",") { i += 1 }
        let word = String(decoding: b[commandStart..<i], as: UTF8.self)
        guard let command = Directive.Command(rawValue: word) else {
            let known = Directive.Command.allCases.map(\.rawValue)
            let suggestion = closest(to: word, in: Set(known)).map { " (did you mean 'preflight:\($0)'?)" } ?? ""
            let list = known.map { "'\($0)'" }.joined(separator: ", ")
            return .problem(Problem(message: "unknown suppression command 'preflight:\(word)'\(suggestion); "
                                    + "use one of \(list)", line: start.line, column: start.column))
        }

        var ids: [Directive.RuleReference] = []
        var reason: String?
        while i < end {
            let c = b[i]
            if isSpace(c) || c == UInt8(ascii: ",") { i += 1; continue }
            if startsReason(b, i, end) {
                var r = i + (b[i] == UInt8(ascii: "-") ? 2 : 3)
                while r < end, isSpace(b[r]) { r += 1 }
                let text = String(decoding: b[r..<end], as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                reason = text.isEmpty ? nil : text
                break
            }
            let idStart = i
            while i < end, !isSpace(b[i]), b[i] != UInt8(ascii: ",") { i += 1 }
            let place = position(idStart)
            ids.append(.init(id: String(decoding: b[idStart..<i], as: UTF8.self), line: place.line, column: place.column))
        }
        guard !ids.isEmpty else {
            return .problem(Problem(message: "'preflight:\(word)' names no rule; list rule ids, or write 'all'",
                                    line: start.line, column: start.column))
        }
        return .directive(Directive(command: command, ids: ids, reason: reason, line: start.line,
                                    column: start.column, endLine: endLine, targetLine: start.line))
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")
    }

    /// `--` or an em dash (U+2014, E2 80 94) at the start of a word begins the reason.
    private static func startsReason(_ b: [UInt8], _ i: Int, _ end: Int) -> Bool {
        if i + 1 < end, b[i] == UInt8(ascii: "-"), b[i + 1] == UInt8(ascii: "-") { return true }
        return i + 2 < end && b[i] == 0xE2 && b[i + 1] == 0x80 && b[i + 2] == 0x94
    }

    package static func closest(to word: String, in candidates: Set<String>) -> String? {
        EditDistance.suggestion(for: word, among: Array(candidates))
    }
}
