import Foundation
import PreflightModel

/// Reads an order of a type's members that a document writes out, into the groups of a
/// `member-order` check (`MemberGroup`'s words):
/// - on one line, between arrows: "nested types -> static props -> stored props -> init ->
///   private methods", "**public** → **internal** → **private** の順序";
/// - in a sentence, between commas, with a word that says it is an order: "ライフサイクル、public
///   メソッド、private メソッド、extension の順で整理する", "Order members: properties, init, methods";
/// - as a list under a lead-in or heading that names an order, one group per item, an item's
///   own order in parentheses ("프로퍼티 (static → stored → computed)", "メソッド (public →
///   private)").
///
/// Every part must name a group (or only access levels, which order methods); one part the
/// lexicon does not know ("Actions", "Delegates") leaves the whole order unread, because the
/// members it stands for would be placed by the other groups' rules.
package enum MemberOrderReader {
    /// The groups of the order `text` writes, when it or `context` (a heading, a lead-in)
    /// says it is an order; nil otherwise. Words before a colon must say what is ordered (members,
    /// declarations, a type: "Declaration order:", not "The release process runs in order:"); the
    /// last part may end in the words of order themselves ("… private の順序", "… 순서로 둔다").
    package static func order(in text: String, context: String? = nil) -> [String]? {
        let textNamesOrder = namesAnOrder(text)
        // The heading speaks for a sentence only when the sentence is arrowed; most are not, and
        // then the heading is never read (it would be once per sentence of its section).
        guard textNamesOrder || (Lexicon.memberOrderArrows.contains(where: { text.includes($0) }) && context.map({ namesAnOrder($0) }) == true)
        else { return nil }
        let lowered = normalized(text)
        var parts = split(lowered, on: Lexicon.memberOrderArrows)
        let isArrowed = parts.count >= 2
        if !isArrowed {
            guard textNamesOrder else { return nil }
            parts = [lowered]
        }
        // What stands before the colon says what is ordered.
        if let colon = parts[0].lastIndex(of: ":") {
            guard leadNamesMembers(String(parts[0][..<colon])) else { return nil }
            parts[0] = String(parts[0][parts[0].index(after: colon)...])
        }
        if !isArrowed { parts = split(parts[0], on: Lexicon.memberOrderCommas) }
        guard parts.count >= 2 else { return nil }
        parts[parts.count - 1] = withoutTrailingOrderWords(parts[parts.count - 1])
        return joined(parts.map { groups(of: $0, within: nil) })
    }

    /// The order a list writes, one part per item, when its lead-in names an order of members.
    package static func order(ofItems items: [String], leadIn: String) -> [String]? {
        guard items.count >= 2, namesAnOrder(leadIn), leadNamesMembers(normalized(withoutCode(leadIn))) else { return nil }
        return joined(items.map { groups(of: normalized($0), within: nil) })
    }

    /// The groups each item of such a list names, in the list's order (for an item's own checks).
    package static func groupsOfItems(_ items: [String]) -> [[String]] {
        items.map { item in
            guard let part = groups(of: normalized(item), within: nil) else { return [] }
            switch part {
            case let .groups(list): return list
            case let .access(levels): return [levels.joined(separator: "/") + " method"]
            }
        }
    }

    /// Whether the words that introduce an order say it is one of a type's members: a word for
    /// members, declarations or types, a group's name, or nothing but words of order ("Order:").
    static func leadNamesMembers(_ lead: String) -> Bool {
        if Lexicon.memberOrderSubjects.contains(where: { lead.includes($0) }) { return true }
        if !phrases(in: lead).kinds.isEmpty { return true }
        var rest = " " + lead + " "
        for word in Lexicon.memberOrderWords + Lexicon.memberOrderFillers { rest = rest.replacingOccurrences(of: word, with: " ") }
        return !rest.contains(where: \.isLetterFast)
    }

    /// The last part without the words of order it ends with ("private の順で整理する" →
    /// "private"); unchanged when they are not there.
    static func withoutTrailingOrderWords(_ part: String) -> String {
        for word in Lexicon.memberOrderTrailers + Lexicon.memberOrderWords {
            guard let range = part.range(of: word), range.lowerBound > part.startIndex else { continue }
            let head = part[..<range.lowerBound].trimming(" ")
            if !head.isEmpty, !phrases(in: head).kinds.isEmpty || !phrases(in: head).access.isEmpty { return head }
        }
        return part
    }

    /// Text without its code spans: a type named `Order` says nothing of an order.
    static func withoutCode(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle(); continue }
            if !inCode { result.append(character) }
        }
        return result
    }

    /// Whether text says it is an order ("in order to" does not).
    package static func namesAnOrder(_ text: String) -> Bool {
        // Nearly no sentence holds a word of order: one pass over the bytes says so before any copy.
        guard mayNameAnOrder(text) else { return false }
        return namesAnOrder(lowered: normalized(withoutCode(text)))
    }

    /// Whether the bytes hold a piece every word of `Lexicon.memberOrderWords` has: "rd"
    /// (order, ordre, orden), "qu" (sequence), "nf" (Reihenfolge) in any case, or 順, 순, 序.
    static func mayNameAnOrder(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                switch (previous | 0x20, byte | 0x20) {
                case (0x72, 0x64), (0x71, 0x75), (0x6E, 0x66): return true
                default: break
                }
                // The lead bytes of 順 (E9 A0 86), 순 (EC 88 9C) and 序 (E5 BA 8F): the full check decides.
                if byte == 0xE9 || byte == 0xEC || byte == 0xE5 { return true }
                previous = byte
            }
            return false
        }
    }

    static func namesAnOrder(lowered: String) -> Bool {
        var text = lowered
        for purpose in Lexicon.memberOrderPurposePhrases where text.includes(purpose) {
            text = text.replacingOccurrences(of: purpose, with: " ")
        }
        return Lexicon.memberOrderWords.contains { word in
            word.unicodeScalars.allSatisfy(\.isASCII) ? TextSearch.containsWord(word, in: text) : text.includes(word)
        }
    }

    /// The parts read, in order: nil when a part names nothing or two groups coincide; parts
    /// that name only access levels take the kind the others name (methods when none does).
    static func joined(_ parts: [Part?]) -> [String]? {
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        let read = parts.compactMap { $0 }
        let kinds = Set(read.compactMap(\.kind).filter { $0 != "-" })
        let accessOnlyKind = kinds.count == 1 && selfOrderingKinds.contains(kinds.first!) ? kinds.first! : kinds.isEmpty ? "method" : nil
        var groups: [String] = []
        for part in read {
            switch part {
            case let .groups(list): groups += list
            case let .access(levels):
                guard let kind = accessOnlyKind else { return nil }
                groups.append(levels.joined(separator: "/") + " " + kind)
            }
        }
        guard groups.count >= 2, Set(groups).count == groups.count else { return nil }
        return groups
    }

    /// The groups whose members an order may rank by access or by kind in turn ("methods
    /// (public → private)", "properties (static → stored → computed)").
    static let selfOrderingKinds: Set<String> = ["method", "property"]

    /// What one part of an order names: groups, or only access levels.
    enum Part {
        case groups([String])
        case access([String])

        var kind: String? {
            if case let .groups(list) = self { return list.isEmpty ? "-" : list.first!.split(separator: " ").last.map(String.init) }
            return nil
        }
    }

    /// Reads one part: "stored properties (保存プロパティ)", "public/internal methods",
    /// "프로퍼티 (static → stored → computed)". `within` is the kind an enclosing part names.
    static func groups(of part: String, within: String?) -> Part? {
        let (head, inner) = parenthesis(of: part)
        if let inner {
            let subparts = split(inner, on: Lexicon.memberOrderArrows)
            if subparts.count >= 2 {
                guard case let .groups(kinds)? = groups(of: head, within: within), kinds.count == 1,
                      let kind = kinds.first, selfOrderingKinds.contains(kind) else { return nil }
                var list: [String] = []
                for subpart in subparts {
                    guard let read = groups(of: subpart, within: kind) else { return nil }
                    switch read {
                    case let .groups(more): list += more
                    case let .access(levels): list.append(levels.joined(separator: "/") + " " + kind)
                    }
                }
                return .groups(list)
            }
            // A translation or a note in parentheses: the words before it name the group.
            return groups(of: head, within: within) ?? groups(of: inner, within: within)
        }
        let found = phrases(in: part)
        // A part says nothing but its group: "new types", "assign stored properties", "types —
        // shared model changes land first" are not parts of an order of members.
        guard found.kinds.count <= 1, found.rest.allSatisfy(Lexicon.memberOrderFillers.contains) else { return nil }
        guard var kind = found.kinds.first else {
            guard !found.access.isEmpty else { return nil }
            guard let within else { return .access(found.access) }
            return .groups([found.access.joined(separator: "/") + " " + within])
        }
        if kind == "-" { return found.access.isEmpty ? .groups([]) : nil }
        if kind == "static", within == "property" { kind = "static property" }
        if kind == "body" || kind == "type" || kind == "init" || kind == "deinit" || kind == "lifecycle" {
            return found.access.isEmpty ? .groups([kind]) : nil
        }
        return .groups([found.access.isEmpty ? kind : found.access.joined(separator: "/") + " " + kind])
    }

    /// The group kinds and access levels a part's words name, each phrase read once, the
    /// longest first.
    static func phrases(in part: String) -> (kinds: [String], access: [String], rest: [String]) {
        var text = " " + part + " "
        var kinds: [String] = []
        for phrase in sortedPhrases where text.includes(phrase) {
            guard let range = wordRange(of: phrase, in: text) else { continue }
            let kind = Lexicon.memberGroupPhrases[phrase]!
            if !kinds.contains(kind) { kinds.append(kind) }
            text.replaceSubrange(range, with: String(repeating: " ", count: phrase.count))
        }
        var access: [String] = []
        var rest: [String] = []
        for word in text.split(whereSeparator: { !$0.isLetterFast }) {
            if let level = Lexicon.memberOrderAccessWords[String(word)] {
                if !access.contains(level) { access.append(level) }
            } else {
                rest.append(String(word))
            }
        }
        // "static" beside a more specific phrase ("static props") is part of it.
        if kinds.count == 2, kinds.contains("static"), kinds.contains(where: { $0 != "static" && $0.hasPrefix("static") }) {
            kinds.removeAll { $0 == "static" }
        }
        return (kinds, access, rest)
    }

    static let sortedPhrases = Lexicon.memberGroupPhrases.keys.sorted { $0.count > $1.count || ($0.count == $1.count && $0 < $1) }

    /// Where `phrase` stands in `text` as whole words (ASCII letters beside it end no word in
    /// Chinese, Japanese or Korean text).
    static func wordRange(of phrase: String, in text: String) -> Range<String.Index>? {
        var start = text.startIndex
        while let range = text.range(of: phrase, range: start..<text.endIndex) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            let asciiEdges = phrase.first!.isASCII && phrase.last!.isASCII
            if !asciiEdges || (!(before.isASCII && before.isLetterFast) && !(after.isASCII && after.isLetterFast)) { return range }
            start = range.upperBound
        }
        return nil
    }

    /// Lower-cased, without emphasis and backticks, typographic colons made plain.
    static func normalized(_ text: String) -> String {
        String(text.lowercasedFast().compactMap { character -> Character? in
            character == "*" || character == "`" ? nil : character == "：" ? ":" : character
        })
    }

    /// `text` cut at each separator outside parentheses, parts trimmed and freed of the words
    /// that join them ("then", "and"), empty parts dropped.
    static func split(_ text: String, on separators: [String]) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "（" { depth += 1 }
            if character == ")" || character == "）" { depth = max(0, depth - 1) }
            if depth == 0, let separator = separators.first(where: { text[index...].hasPrefix($0) }) {
                parts.append(current)
                current = ""
                index = text.index(index, offsetBy: separator.count)
                continue
            }
            current.append(character)
            index = text.index(after: index)
        }
        parts.append(current)
        return parts.map(trimmedPart).filter { !$0.isEmpty }
    }

    static func trimmedPart(_ part: String) -> String {
        var trimmed = part.trimming(" \t.。")
        for joiner in Lexicon.memberOrderJoiners where trimmed.hasPrefix(joiner + " ") {
            trimmed = String(trimmed.dropFirst(joiner.count)).trimming(" ")
        }
        return trimmed
    }

    /// The words before a parenthesis and the words inside it ("프로퍼티 (static → stored)").
    static func parenthesis(of part: String) -> (head: String, inner: String?) {
        guard let open = part.firstIndex(where: { $0 == "(" || $0 == "（" }),
              let close = part.lastIndex(where: { $0 == ")" || $0 == "）" }), open < close else { return (part, nil) }
        let inner = String(part[part.index(after: open)..<close])
        return ((String(part[..<open]) + " " + String(part[part.index(after: close)...])).trimming(" "), inner)
    }
}
