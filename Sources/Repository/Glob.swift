import PreflightSwiftSource

/// A path glob, compiled once and matched many times: by `.gitignore` rules, by include /
/// exclude filters and by checks that scope themselves to paths.
///
/// `*` matches within one path segment, `**` as a whole segment matches any number of
/// segments (none included), `?` one character, `[abc]` / `[a-z]` / `[!a]` / `[^a]` one
/// character of a set, `{a,b}` either alternative (nestable), `\x` a literal `x`. Paths are
/// relative with forward slashes. Matching works on Unicode scalars, so `?` and classes treat
/// `é` as one character.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let alternatives: [[Segment]]

    public init(_ pattern: String) {
        self.pattern = pattern
        let expanded = Glob.expandBraces(Array(pattern.unicodeScalars))
        alternatives = expanded.map(Glob.compile)
    }

    public var description: String { pattern }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    public func matches(_ path: String) -> Bool {
        matches(segments: Glob.segments(of: path))
    }

    /// A path cut into segments once, for callers that test it against many globs.
    public static func segments(of path: String) -> [[Unicode.Scalar]] {
        // Nearly every path is ASCII: each byte is then a scalar, and cutting the bytes spares
        // decoding them (this runs for every path against every check of a tree).
        var path = path
        if let ascii = path.withUTF8({ bytes -> [[Unicode.Scalar]]? in
            var result: [[Unicode.Scalar]] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") || bytes[index] >= 0x80 {
                if index < bytes.count, bytes[index] >= 0x80 { return nil }
                if index > start { result.append(bytes[start..<index].map { Unicode.Scalar($0) }) }
                start = index + 1
            }
            return result
        }) {
            return ascii
        }
        return path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
    }

    public func matches(segments: [[Unicode.Scalar]]) -> Bool {
        for alternative in alternatives where Glob.match(alternative[...], segments[...]) {
            return true
        }
        return false
    }

    /// Whether the glob names a folder the path lies in: a folder pattern (`App/Features`)
    /// covers the files below it. Tests the path's own folders on the segments already cut,
    /// so many globs against many paths allocate nothing.
    public func matchesFolder(containing segments: [[Unicode.Scalar]]) -> Bool {
        guard segments.count > 1 else { return false }
        return shortestMatchingPrefix(of: segments, upTo: segments.count - 1) != nil
    }

    /// The smallest `n` in `1...limit` for which the first `n` segments match, or nil. All
    /// prefixes are tested in one pass over the segments: matching each prefix afresh cost the
    /// square of the path's depth (a review's diff may name a path of thousands of folders).
    public func shortestMatchingPrefix(of segments: [[Unicode.Scalar]], upTo limit: Int) -> Int? {
        var steps = 0
        return shortestMatchingPrefix(of: segments, upTo: limit, steps: &steps)
    }

    /// `shortestMatchingPrefix(of:upTo:)`, adding to `steps` the segment comparisons made.
    package func shortestMatchingPrefix(of segments: [[Unicode.Scalar]], upTo limit: Int, steps: inout Int) -> Int? {
        let shortest = alternatives.compactMap { Glob.shortestPrefix($0, segments, upTo: min(limit, segments.count), steps: &steps) }
        return shortest.min()
    }

    // MARK: Compiled form

    package enum Element: Sendable {
        case literal(Unicode.Scalar)
        case any
        case star
        case set([ClosedRange<UInt32>], negated: Bool)
    }

    package enum Segment: Sendable {
        case globstar
        case elements([Element])
    }

    /// `{a,b}` becomes whole alternative patterns up front, which keeps matching simple.
    /// Expansion is capped so a hostile pattern cannot explode.
    static func expandBraces(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var depth = 0
        var open = -1
        var k = 0
        while k < scalars.count {
            let s = scalars[k]
            if s == "\\" { k += 2; continue }
            if s == "[" {
                // Braces inside a class are literal.
                var j = k + 1
                if j < scalars.count, scalars[j] == "!" || scalars[j] == "^" { j += 1 }
                if j < scalars.count, scalars[j] == "]" { j += 1 }
                while j < scalars.count, scalars[j] != "]" { j += 1 }
                if j < scalars.count { k = j + 1; continue }
            }
            if s == "{" {
                if depth == 0 { open = k }
                depth += 1
            } else if s == "}", depth > 0 {
                depth -= 1
                if depth == 0 {
                    let prefix = Array(scalars[..<open])
                    let suffix = Array(scalars[(k + 1)...])
                    var options: [[Unicode.Scalar]] = []
                    var inner = 0
                    var optionStart = open + 1
                    var p = open + 1
                    while p < k {
                        let c = scalars[p]
                        if c == "\\" { p += 2; continue }
                        if c == "{" { inner += 1 } else if c == "}" { inner -= 1 } else if c == ",", inner == 0 {
                            options.append(Array(scalars[optionStart..<p]))
                            optionStart = p + 1
                        }
                        p += 1
                    }
                    options.append(Array(scalars[optionStart..<k]))
                    var result: [[Unicode.Scalar]] = []
                    for option in options {
                        for expanded in expandBraces(prefix + option + suffix) {
                            result.append(expanded)
                            if result.count >= 256 { return result }
                        }
                    }
                    return result
                }
            }
            k += 1
        }
        return [scalars]
    }

    package static func compile(_ scalars: [Unicode.Scalar]) -> [Segment] {
        var segments: [Segment] = []
        var current: [Unicode.Scalar] = []
        var k = 0
        var inClass = false
        // Split on `/` outside classes.
        var parts: [[Unicode.Scalar]] = []
        while k < scalars.count {
            let s = scalars[k]
            if s == "\\", k + 1 < scalars.count {
                current.append(s); current.append(scalars[k + 1]); k += 2; continue
            }
            if s == "[" { inClass = true } else if s == "]" { inClass = false }
            if s == "/" && !inClass {
                parts.append(current); current = []
            } else {
                current.append(s)
            }
            k += 1
        }
        parts.append(current)
        for part in parts where !part.isEmpty {
            if part == ["*", "*"] {
                if case .globstar? = segments.last { continue }
                segments.append(.globstar)
            } else {
                segments.append(.elements(compileSegment(part)))
            }
        }
        return segments
    }

    static func compileSegment(_ s: [Unicode.Scalar]) -> [Element] {
        var elements: [Element] = []
        var k = 0
        while k < s.count {
            let c = s[k]
            switch c {
            case "\\":
                if k + 1 < s.count { elements.append(.literal(s[k + 1])); k += 2 } else { elements.append(.literal("\\")); k += 1 }
            case "*":
                if case .star? = elements.last {} else { elements.append(.star) }
                k += 1
            case "?":
                elements.append(.any); k += 1
            case "[":
                if let (element, next) = compileClass(s, from: k) {
                    elements.append(element); k = next
                } else {
                    elements.append(.literal("[")); k += 1
                }
            default:
                elements.append(.literal(c)); k += 1
            }
        }
        return elements
    }

    static func compileClass(_ s: [Unicode.Scalar], from start: Int) -> (Element, Int)? {
        var k = start + 1
        var negated = false
        if k < s.count, s[k] == "!" || s[k] == "^" { negated = true; k += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while k < s.count {
            var c = s[k]
            if c == "]" && !first { return (.set(ranges, negated: negated), k + 1) }
            first = false
            if c == "\\", k + 1 < s.count { k += 1; c = s[k] }
            if k + 2 < s.count, s[k + 1] == "-", s[k + 2] != "]" {
                var upper = s[k + 2]
                var next = k + 3
                if upper == "\\", k + 3 < s.count { upper = s[k + 3]; next = k + 4 }
                if c.value <= upper.value { ranges.append(c.value...upper.value) }
                k = next
            } else {
                ranges.append(c.value...c.value)
                k += 1
            }
        }
        return nil
    }

    // MARK: Matching

    package static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        switch first {
        case .globstar:
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                if remaining.isEmpty { return false }
                remaining = remaining.dropFirst()
            }
        case .elements(let elements):
            guard let segment = path.first, matchSegment(elements, segment) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
    }

    /// The pattern read as an automaton whose states are positions in it, run over the
    /// segments once: after `n` segments, the states hold every position the first `n` can reach
    /// (a `**` stays put as it takes a segment, and is passed over taking none). The prefix of
    /// `n` segments matches when the end is among them. Answers as `match` does on each prefix.
    static func shortestPrefix(_ pattern: [Segment], _ segments: [[Unicode.Scalar]], upTo limit: Int, steps: inout Int) -> Int? {
        let end = pattern.count
        var states = [Bool](repeating: false, count: end + 1)
        states[0] = true
        passGlobstars(pattern, &states)
        var length = 0
        while length < limit {
            var next = [Bool](repeating: false, count: end + 1)
            var alive = false
            for position in 0..<end where states[position] {
                steps += 1
                switch pattern[position] {
                case .globstar:
                    next[position] = true
                    alive = true
                case .elements(let elements):
                    if matchSegment(elements, segments[length]) {
                        next[position + 1] = true
                        alive = true
                    }
                }
            }
            guard alive else { return nil }
            passGlobstars(pattern, &next)
            states = next
            length += 1
            if states[end] { return length }
        }
        return nil
    }

    /// Adds the positions after each `**` reached, as it may take no segment.
    static func passGlobstars(_ pattern: [Segment], _ states: inout [Bool]) {
        for position in pattern.indices where states[position] {
            if case .globstar = pattern[position] { states[position + 1] = true }
        }
    }

    /// Classic single-star backtracking: linear for the patterns people write.
    static func matchSegment(_ elements: [Element], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            if p < elements.count {
                switch elements[p] {
                case .star:
                    starP = p; starT = t; p += 1
                    continue
                case .any:
                    p += 1; t += 1
                    continue
                case .literal(let scalar):
                    if scalar == text[t] { p += 1; t += 1; continue }
                case .set(let ranges, let negated):
                    let value = text[t].value
                    if ranges.contains(where: { $0.contains(value) }) != negated { p += 1; t += 1; continue }
                }
            }
            guard starP >= 0 else { return false }
            p = starP + 1
            starT += 1
            t = starT
        }
        while p < elements.count, case .star = elements[p] { p += 1 }
        return p == elements.count
    }
}
