import Foundation
import PreflightChecks
import PreflightDocument
import PreflightSwiftSource

/// A statement prepared for reading: lower-cased prose in which every term (a code span, a
/// bare API name, a concept) stands as one placeholder character, plus the terms and every cue
/// the lexicon finds. Everything later works in these character offsets.
package struct Utterance: Sendable {
    /// Lower-cased characters; a term is the private-use character `U+E000 + its index`.
    package var characters: [Character]
    package var terms: [Term]
    package var cues: [CueHit]
    /// The cues that tell a sentence's form (`Cue.isForm`), kept apart from those the frames read.
    package var formCues: [CueHit] = []

    static let placeholderBase: UInt32 = 0xE000

    package static func termIndex(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              scalar.value >= placeholderBase, scalar.value < placeholderBase + 0x1000 else { return nil }
        return Int(scalar.value - placeholderBase)
    }

    package init(_ markdown: String) {
        var characters: [Character] = []
        var terms: [Term] = []
        var proseRuns: [(start: Int, text: [Character])] = []
        var original = Array(markdown)
        // Curly quotes and non-breaking spaces read as their plain forms.
        for index in original.indices {
            switch original[index] {
            case "’", "‘": original[index] = "'"
            case "\u{00A0}", "\u{202F}": original[index] = " "
            default: break
            }
        }
        var index = 0
        var run: [Character] = []
        func flushRun() {
            guard !run.isEmpty else { return }
            proseRuns.append((characters.count, run))
            characters += run.map { Character($0.lowercased()) }
            run = []
        }
        while index < original.count {
            if original[index] == "`" {
                // A run of n backticks opens a span closed by the next run of n.
                var ticks = 0
                while index + ticks < original.count, original[index + ticks] == "`" { ticks += 1 }
                var close = index + ticks
                var found: Int?
                while close < original.count {
                    if original[close] == "`" {
                        var count = 0
                        while close + count < original.count, original[close + count] == "`" { count += 1 }
                        if count == ticks { found = close; break }
                        close += count
                    } else {
                        close += 1
                    }
                }
                if let found {
                    flushRun()
                    let content = String(original[(index + ticks)..<found]).trimming(" ")
                    if !content.isEmpty {
                        characters.append(Self.placeholder(terms.count))
                        terms.append(Term(text: content, source: .code, span: CodeSpan.classify(content), conceptId: nil,
                                          position: characters.count - 1))
                    }
                    index = found + ticks
                    continue
                }
            }
            // A private-use character of the text would read as a term's placeholder (and index
            // past the terms): it stands as the replacement character instead.
            run.append(Self.termIndex(original[index]) == nil ? original[index] : "\u{FFFD}")
            index += 1
        }
        flushRun()
        var utterance = Utterance(characters: characters, terms: terms, cues: [])
        utterance.markBareNames(in: proseRuns)
        utterance.markConcepts()
        utterance.markUIFrameworks()
        utterance.markFamilies()
        let hits = Lexicon.hits(in: utterance.characters)
        utterance.cues = hits.filter { !$0.cue.isForm }
        utterance.formCues = hits.filter(\.cue.isForm)
        self = utterance
    }

    private init(characters: [Character], terms: [Term], cues: [CueHit]) {
        self.characters = characters
        self.terms = terms
        self.cues = cues
    }

    static func placeholder(_ index: Int) -> Character {
        Character(Unicode.Scalar(placeholderBase + UInt32(index))!)
    }

    /// API names written without backticks become terms: names with an inner capital
    /// (`URLSession`, `NotificationCenter`), dotted and called names (`UIApplication.shared`,
    /// `opacity()`), attributes (`@MainActor`), and SDK names the catalogue confirms.
    mutating func markBareNames(in runs: [(start: Int, text: [Character])]) {
        var replacements: [(range: Range<Int>, text: String)] = []
        for (start, text) in runs {
            var words: [(range: Range<Int>, sentenceStart: Bool)] = []
            var offset = 0
            var sentenceStart = true
            while offset < text.count {
                if text[offset] == " " || text[offset] == "\t" || text[offset] == "\n" { offset += 1; continue }
                var end = offset
                while end < text.count, text[end] != " ", text[end] != "\t", text[end] != "\n" { end += 1 }
                // Only a word with a slash can list alternatives; most words are answered here.
                if text[offset..<end].contains(where: { $0.soleScalar == "/" }), ImplicitCode.isProseAlternatives(String(text[offset..<end])) {
                    // "Combine/GCD/completion handlers": each alternative is a word of its own.
                    var partStart = offset
                    for index in offset...end where index == end || text[index] == "/" {
                        if index > partStart { words.append((partStart..<index, sentenceStart && partStart == offset)) }
                        partStart = index + 1
                    }
                } else {
                    words.append((offset..<end, sentenceStart))
                }
                let last = text[end - 1]
                sentenceStart = last == "." || last == "!" || last == "?" || last == ":" || last == "。"
                offset = end
            }
            func capitalised(_ index: Int) -> Bool {
                guard words.indices.contains(index) else { return false }
                let word = text[words[index].range]
                return word.first?.isUppercase == true && word.dropFirst().allSatisfy { $0.isLowercase || !$0.isLetterFast }
            }
            for (index, entry) in words.enumerated() {
                let word = Array(text[entry.range])
                // "App Transport Security", "Network Extension": an everyday word inside a
                // Title-Case name is part of the name.
                let inTitle = (capitalised(index - 1) && !words[index - 1].sentenceStart) || (capitalised(index + 1) && !words[index + 1].sentenceStart)
                if let (lead, core) = Self.codeCore(of: word, isSentenceStart: entry.sentenceStart, inTitle: inTitle) {
                    replacements.append(((start + entry.range.lowerBound + lead)..<(start + entry.range.lowerBound + lead + core.count), String(core)))
                }
            }
        }
        guard !replacements.isEmpty else { return }
        replace(replacements.map { ($0.range, Term(text: $0.text, source: .bareName, span: CodeSpan.classify($0.text), conceptId: nil, position: 0)) })
    }

    /// The code inside a prose word, with how many characters precede it: "NotificationCenter를"
    /// → `NotificationCenter`; "(URLSession," → `URLSession`.
    static let familyWords: Set<String> = Set(TypeFamily.all.flatMap(\.phrases).filter { !$0.includes(" ") && $0.allSatisfy(\.isASCII) })

    static func codeCore(of word: [Character], isSentenceStart: Bool, inTitle: Bool = false) -> (Int, [Character])? {
        var lead = 0
        // Words glued before ASCII code in a language written without spaces ("类型：UpperCamelCase").
        // Marks compared on scalars: `String.contains(Character)` compares strings, mark by mark.
        while lead < word.count, !word[lead].isASCII, word[lead] != "…", !"“«".unicodeScalars.contains(word[lead].soleScalar) { lead += 1 }
        while lead < word.count, "(\"'“«[".unicodeScalars.contains(word[lead].soleScalar) { lead += 1 }
        var core = Array(word[lead...])
        // A particle or punctuation glued after ASCII code ("SwiftUI를", "Combine,").
        var cut = core.count
        for (position, character) in core.enumerated() where !(character.isASCII) && character != "…" {
            cut = position
            break
        }
        core = Array(core[..<cut])
        // A full stop after a call ("never .sheet(isPresented:).") ends the sentence, not the code.
        while let last = core.last, ",;:!?\"'”»]".unicodeScalars.contains(last.soleScalar) || (last == "." && (!core.dropLast().contains("(") || core.dropLast().last == ")")) {
            core.removeLast()
        }
        if let last = core.last, last == ")", core.filter({ $0 == "(" }).count < core.filter({ $0 == ")" }).count { core.removeLast() }
        guard core.count >= 2 else { return nil }
        let text = String(core)
        // "iOS 17", "macOS": platforms, not code.
        if CodeSpan.platforms.contains(text) { return nil }
        // "ViewModels", "ViewControllers" written as one word name a family, not an API.
        if text.filter(\.isUppercase).count >= 2, familyWords.contains(text.lowercasedFast()) { return nil }
        if ImplicitCode.isCode(text) { return (lead, core) }
        // `opacity()`, `trimmingCharacters(in:)`: a call written bare.
        if let open = core.firstIndex(of: "("), core.last == ")", open > 0,
           core[..<open].allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" || $0 == "." }) { return (lead, core) }
        guard core.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }), core.first?.isUppercase == true,
              SDKNames.isKnown(text) else { return nil }
        if SDKNames.commonWords.contains(text), isSentenceStart || inTitle { return nil }
        return (lead, core)
    }

    /// Concept phrases become terms ("no force unwraps" → ‹force-unwrap›).
    mutating func markConcepts() {
        let mentions = ConceptCatalogue.mentions(in: characters)
        guard !mentions.isEmpty else { return }
        replace(mentions.map { mention in
            var term = Term(text: String(characters[mention.range]), source: .concept, span: nil, conceptId: mention.id, position: 0)
            term.namesPractice = mention.isPractice
            return (mention.range, term)
        })
    }

    /// "no UI", "never imports UI": the word UI after a prohibition or an import verb is the UI
    /// frameworks, the one place a bare "UI" names code.
    mutating func markUIFrameworks() {
        let ranges = Self.uiAfterRefusal(in: characters)
        guard !ranges.isEmpty else { return }
        replace(ranges.map { ($0, Term(text: "UI", source: .concept, span: nil, conceptId: "ui-frameworks", position: 0)) })
    }

    /// Where a whole word "ui" stands after whitespace and one of `Lexicon.refusalsBeforeUI`,
    /// that phrase a whole word sequence too. Read by hand: a regular expression's first use
    /// loads ICU's tables, a tenth of compiling a short document.
    static func uiAfterRefusal(in characters: [Character]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + 1 < characters.count {
            defer { index += 1 }
            guard characters[index].soleScalar == "u", characters[index + 1].soleScalar == "i",
                  index == 0 || !characters[index - 1].isWordCharacter,
                  index + 2 == characters.count || !characters[index + 2].isWordCharacter else { continue }
            var end = index
            while end > 0, characters[end - 1].isWhitespace { end -= 1 }
            guard end < index else { continue }
            if Lexicon.refusalsBeforeUI.contains(where: { endsWithPhrase($0, in: characters, at: end) }) { found.append(index..<(index + 2)) }
        }
        return found
    }

    /// Whether the characters before `end` are the phrase's words, one space apart, the first
    /// starting a word.
    static func endsWithPhrase(_ words: [String], in characters: [Character], at end: Int) -> Bool {
        let phrase = Array(words.joined(separator: " "))
        guard phrase.count <= end else { return false }
        let start = end - phrase.count
        guard Array(characters[start..<end]) == phrase else { return false }
        return start == 0 || !characters[start - 1].isWordCharacter
    }

    /// Families named in prose become terms ("in views" → “views”).
    mutating func markFamilies() {
        let hits = TypeFamily.matcher.hits(in: characters)
        guard !hits.isEmpty else { return }
        replace(hits.map { hit in
            (hit.range, Term(text: String(characters[hit.range]), source: .family, span: nil, conceptId: hit.key, position: 0))
        })
    }

    /// Replaces character ranges (in order, not overlapping) by new terms, renumbering every
    /// placeholder so term indices follow positions.
    mutating func replace(_ replacements: [(Range<Int>, Term)]) {
        let sorted = replacements.sorted { $0.0.lowerBound < $1.0.lowerBound }
        var newCharacters: [Character] = []
        var newTerms: [Term] = []
        var cursor = 0
        var pending = sorted.makeIterator()
        var next = pending.next()
        while cursor < characters.count {
            if let (range, term) = next, range.lowerBound == cursor {
                if !characters[range].contains(where: { Self.termIndex($0) != nil }) {
                    var placed = term
                    placed.position = newCharacters.count
                    newCharacters.append(Self.placeholder(newTerms.count))
                    newTerms.append(placed)
                    cursor = range.upperBound
                    next = pending.next()
                    continue
                }
                next = pending.next()
            }
            if let old = Self.termIndex(characters[cursor]) {
                var moved = terms[old]
                moved.position = newCharacters.count
                newCharacters.append(Self.placeholder(newTerms.count))
                newTerms.append(moved)
            } else {
                newCharacters.append(characters[cursor])
            }
            cursor += 1
            while let (range, _) = next, range.lowerBound < cursor { next = pending.next() }
        }
        characters = newCharacters
        terms = newTerms
    }
}
