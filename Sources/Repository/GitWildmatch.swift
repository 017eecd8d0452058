/// One `.gitignore` pattern compiled once, matched the way git's `wildmatch` matches it with
/// `WM_PATHNAME`: on bytes (so `?` is one byte, as in git), `*` and `?` and `[…]` never cross a
/// `/`, `**` is special only as a whole path component — a leading `**/` matches any number of
/// folders (none included), `/**/` likewise, a trailing `/**` everything inside (at least one
/// more component) — and anywhere else `**` is a plain `*`. Bracket expressions take ranges,
/// `!` or `^` negation and the POSIX classes (`[[:alpha:]]`); `\` escapes the next byte.
///
/// Matching works component by component; a `**` component is to components what `*` is to
/// bytes, so both levels use the same greedy scan that backtracks only to the last star:
/// linear in the path for the patterns people write, and never exponential.
struct GitWildmatch: Sendable {
    enum Element: Sendable, Equatable {
        case byte(UInt8)
        case anyByte
        case star
        case set(ByteSet, negated: Bool)
    }

    enum Component: Sendable, Equatable {
        /// `**` as a whole component: any number of components.
        case globstar
        /// Exactly one component.
        case elements([Element])
    }

    let components: [Component]

    /// `pattern` with gitignore's own syntax (negation, trailing `/`, anchoring) already taken
    /// off: the bytes wildmatch sees.
    init(_ pattern: [UInt8]) {
        var parts: [[UInt8]] = [[]]
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            if byte == UInt8(ascii: "\\"), index + 1 < pattern.count {
                // `\/` is a slash all the same.
                if pattern[index + 1] == UInt8(ascii: "/") { parts.append([]) } else { parts[parts.count - 1] += [byte, pattern[index + 1]] }
                index += 2
                continue
            }
            // A bracket expression is one element even with a `/` inside (which it never
            // matches under WM_PATHNAME).
            if byte == UInt8(ascii: "["), let end = GitWildmatch.bracketEnd(pattern, from: index) {
                parts[parts.count - 1] += pattern[index...end]
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "/") { parts.append([]) } else { parts[parts.count - 1].append(byte) }
            index += 1
        }
        var components: [Component] = []
        for (position, part) in parts.enumerated() {
            if part.count >= 2, part.allSatisfy({ $0 == UInt8(ascii: "*") }) {
                if position == parts.count - 1 && position > 0 {
                    // `dir/**`: the slash must be followed by something.
                    components.append(.elements([.star, .anyByte]))
                    components.append(.globstar)
                } else if components.last != .globstar {
                    components.append(.globstar)
                }
            } else {
                components.append(.elements(GitWildmatch.compile(part)))
            }
        }
        self.components = components
    }

    /// Whether the pattern matches the path given as its components.
    func matches(_ path: ArraySlice<[UInt8]>) -> Bool {
        // Greedy scan over components, `globstar` as the star.
        let start = path.startIndex
        var p = 0
        var t = start
        var starP = -1
        var starT = start
        while t < path.endIndex {
            if p < components.count {
                switch components[p] {
                case .globstar:
                    starP = p
                    starT = t
                    p += 1
                    continue
                case let .elements(elements):
                    if GitWildmatch.matchComponent(elements, path[t]) {
                        p += 1
                        t += 1
                        continue
                    }
                }
            }
            guard starP >= 0 else { return false }
            p = starP + 1
            starT += 1
            t = starT
        }
        while p < components.count, components[p] == .globstar { p += 1 }
        return p == components.count
    }

    /// Whether the pattern, taken as one component (a gitignore pattern without a slash,
    /// matched against the base name), matches `name`.
    static func matchName(_ elements: [Element], _ name: [UInt8]) -> Bool {
        matchComponent(elements, name)
    }

    // MARK: Compiling

    static func compile(_ part: [UInt8]) -> [Element] {
        var elements: [Element] = []
        var index = 0
        while index < part.count {
            let byte = part[index]
            switch byte {
            case UInt8(ascii: "\\"):
                // A trailing backslash matches nothing in git: keep it as a byte no name ends with.
                if index + 1 < part.count { elements.append(.byte(part[index + 1])); index += 2 } else { elements.append(.set(ByteSet(), negated: false)); index += 1 }
            case UInt8(ascii: "*"):
                if elements.last != .star { elements.append(.star) }
                index += 1
            case UInt8(ascii: "?"):
                elements.append(.anyByte)
                index += 1
            case UInt8(ascii: "["):
                if let end = bracketEnd(part, from: index) {
                    elements.append(bracket(part, from: index, to: end))
                    index = end + 1
                } else {
                    // An unclosed bracket makes the whole pattern fail to match in git.
                    elements.append(.set(ByteSet(), negated: false))
                    index += 1
                }
            default:
                elements.append(.byte(byte))
                index += 1
            }
        }
        return elements
    }

    /// The index of the `]` closing the bracket expression opened at `start`, or nil. A `]`
    /// right after `[`, `[!` or `[^` is a member; `[:class:]` inside is skipped whole.
    static func bracketEnd(_ p: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        if index < p.count, p[index] == UInt8(ascii: "!") || p[index] == UInt8(ascii: "^") { index += 1 }
        if index < p.count, p[index] == UInt8(ascii: "]") { index += 1 }
        while index < p.count {
            let byte = p[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "["), index + 1 < p.count, p[index + 1] == UInt8(ascii: ":") {
                var close = index + 2
                while close + 1 < p.count, !(p[close] == UInt8(ascii: ":") && p[close + 1] == UInt8(ascii: "]")) { close += 1 }
                if close + 1 < p.count { index = close + 2; continue }
            }
            if byte == UInt8(ascii: "]") { return index }
            index += 1
        }
        return nil
    }

    static func bracket(_ p: [UInt8], from start: Int, to end: Int) -> Element {
        var set = ByteSet()
        var index = start + 1
        var negated = false
        if p[index] == UInt8(ascii: "!") || p[index] == UInt8(ascii: "^") { negated = true; index += 1 }
        while index < end {
            var byte = p[index]
            if byte == UInt8(ascii: "["), index + 1 < end, p[index + 1] == UInt8(ascii: ":") {
                var close = index + 2
                while close + 1 <= end, !(p[close] == UInt8(ascii: ":") && p[close + 1] == UInt8(ascii: "]")) { close += 1 }
                if close + 1 <= end {
                    let name = String(decoding: p[(index + 2)..<close], as: UTF8.self)
                    guard let members = ByteSet.posixClass(name) else {
                        // git: an unknown class name makes the pattern match nothing.
                        return .set(ByteSet(), negated: false)
                    }
                    set.formUnion(members)
                    index = close + 2
                    continue
                }
            }
            if byte == UInt8(ascii: "\\"), index + 1 < end { index += 1; byte = p[index] }
            if index + 2 < end, p[index + 1] == UInt8(ascii: "-") {
                var upper = p[index + 2]
                var next = index + 3
                if upper == UInt8(ascii: "\\"), index + 3 < end { upper = p[index + 3]; next = index + 4 }
                if byte <= upper { set.insert(byte...upper) }
                index = next
            } else {
                set.insert(byte...byte)
                index += 1
            }
        }
        return .set(set, negated: negated)
    }

    // MARK: Matching one component

    static func matchComponent(_ elements: [Element], _ text: [UInt8]) -> Bool {
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            if p < elements.count {
                switch elements[p] {
                case .star:
                    starP = p
                    starT = t
                    p += 1
                    continue
                case .anyByte:
                    p += 1
                    t += 1
                    continue
                case let .byte(byte):
                    if byte == text[t] { p += 1; t += 1; continue }
                case let .set(set, negated):
                    if set.contains(text[t]) != negated { p += 1; t += 1; continue }
                }
            }
            guard starP >= 0 else { return false }
            p = starP + 1
            starT += 1
            t = starT
        }
        while p < elements.count, elements[p] == .star { p += 1 }
        return p == elements.count
    }
}

/// A set of bytes as four 64-bit words.
struct ByteSet: Sendable, Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static func == (a: ByteSet, b: ByteSet) -> Bool { a.words == b.words }

    mutating func insert(_ range: ClosedRange<UInt8>) {
        for byte in range { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    mutating func formUnion(_ other: ByteSet) {
        words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    /// The POSIX classes git's wildmatch knows, over ASCII (the C locale git uses for them).
    static func posixClass(_ name: String) -> ByteSet? {
        var set = ByteSet()
        func add(_ test: (UInt8) -> Bool) { for byte in UInt8(0)...UInt8(127) where test(byte) { set.insert(byte) } }
        let isUpper: (UInt8) -> Bool = { $0 >= 65 && $0 <= 90 }
        let isLower: (UInt8) -> Bool = { $0 >= 97 && $0 <= 122 }
        let isDigit: (UInt8) -> Bool = { $0 >= 48 && $0 <= 57 }
        let isAlpha: (UInt8) -> Bool = { isUpper($0) || isLower($0) }
        let isPrint: (UInt8) -> Bool = { $0 >= 32 && $0 <= 126 }
        let isSpace: (UInt8) -> Bool = { $0 == 32 || ($0 >= 9 && $0 <= 13) }
        switch name {
        case "alnum": add { isAlpha($0) || isDigit($0) }
        case "alpha": add(isAlpha)
        case "blank": add { $0 == 32 || $0 == 9 }
        case "cntrl": add { $0 < 32 || $0 == 127 }
        case "digit": add(isDigit)
        case "graph": add { isPrint($0) && $0 != 32 }
        case "lower": add(isLower)
        case "print": add(isPrint)
        case "punct": add { isPrint($0) && $0 != 32 && !isAlpha($0) && !isDigit($0) }
        case "space": add(isSpace)
        case "upper": add(isUpper)
        case "xdigit": add { isDigit($0) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }
        default: return nil
        }
        return set
    }
}
