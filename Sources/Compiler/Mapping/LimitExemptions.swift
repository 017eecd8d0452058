import PreflightChecks

/// "At most 5 parameters; initializers and `override` functions are exempt", "…, except
/// `init`s": declarations an exception leaves out of a parameter limit. An exception anywhere
/// in the statement counts, in a clause of its own or not: a limit run without it would flag
/// the very declarations the rule exempts.
struct LimitExemptions {
    /// What the exceptions leave out of a parameter count.
    var declarations: Set<DeclarationExemption> = []
    /// Statement offsets the exemptions were read from: no place is read there.
    var reach: [Range<Int>] = []
    /// Exceptions that name declarations beside other words ("initializers of views"): not
    /// read, so the limit stays with a person.
    var unread: [Range<Int>] = []

    var isEmpty: Bool { declarations.isEmpty && unread.isEmpty }

    /// Whether `position` stands in what an exemption said.
    func covers(_ position: Int) -> Bool { reach.contains { $0.contains(position) } }

    /// `cues`: the statement's own, as the reader found them (no second scan).
    static func read(in characters: [Character], terms: [Term], cues: [CueHit]) -> LimitExemptions {
        var result = LimitExemptions()
        for hit in cues where hit.cue == .exception {
            let span = hit.isPostposition ? before(hit.range.lowerBound, in: characters) : after(hit.range.upperBound, in: characters)
            let named = declarations(in: span, characters: characters, terms: terms)
            guard !named.kinds.isEmpty else { continue }
            if named.onlyThose {
                result.declarations.formUnion(named.kinds)
                result.reach.append(min(span.lowerBound, hit.range.lowerBound)..<max(span.upperBound, hit.range.upperBound))
            } else {
                result.unread.append(span)
            }
        }
        return result
    }

    /// The words a postposed exception ("… are exempt") speaks of: back to the clause's start.
    static func before(_ index: Int, in characters: [Character]) -> Range<Int> {
        var start = index
        while start > 0, !Lexicon.exemptionBoundaries.contains(characters[start - 1]) { start -= 1 }
        return start..<index
    }

    /// The words an exception ("except …") speaks of: on to the clause's end.
    static func after(_ index: Int, in characters: [Character]) -> Range<Int> {
        var end = index
        while end < characters.count, !Lexicon.exemptionBoundaries.contains(characters[end]) { end += 1 }
        return index..<end
    }

    /// The declaration kinds `span` names, and whether it names nothing else (articles, "and",
    /// "functions" and "methods" aside).
    static func declarations(in span: Range<Int>, characters: [Character],
                             terms: [Term]) -> (kinds: Set<DeclarationExemption>, onlyThose: Bool) {
        var kinds = Set<DeclarationExemption>()
        var explained = [Bool](repeating: false, count: span.count)
        let text = Array(characters[span])
        for hit in Lexicon.hits(in: text) {
            switch hit.cue {
            case .initializerNoun: kinds.insert(.initializers)
            case .overrideWord: kinds.insert(.overrides)
            case .functionNoun: break
            default: continue
            }
            for offset in hit.range { explained[offset] = true }
        }
        for (offset, character) in text.enumerated() {
            // A code span (`init`, `override`) is one placeholder character.
            guard let index = Utterance.termIndex(character), terms.indices.contains(index), terms[index].isCode else { continue }
            let code = Array(terms[index].text.lowercasedFast().filter { $0.isLetterFast })
            let hits = Lexicon.hits(in: code).filter { $0.range == 0..<code.count }
            if hits.contains(where: { $0.cue == .initializerNoun }) { kinds.insert(.initializers); explained[offset] = true }
            if hits.contains(where: { $0.cue == .overrideWord }) { kinds.insert(.overrides); explained[offset] = true }
        }
        // What is left must be filler: spaces, punctuation, articles and joining words.
        var word = ""
        var onlyThose = true
        for offset in 0...text.count {
            let character: Character = offset < text.count ? text[offset] : " "
            let open = offset < text.count && !explained[offset]
            if open, character.isLetterFast {
                word.append(character)
                continue
            }
            if !word.isEmpty, !Lexicon.articles.contains(word), !Lexicon.exemptionFillers.contains(word) { onlyThose = false }
            word = ""
            if open, !" ,`'’()".contains(character) { onlyThose = false }
        }
        return (kinds, onlyThose)
    }

    /// The checks of a limit with the exemptions applied; a limit no check can exempt from keeps
    /// the statement with a person.
    func apply(to mapped: [Mapped], context: inout MappingContext) -> [Mapped] {
        guard !isEmpty, !mapped.isEmpty else { return mapped }
        if let span = unread.first {
            let part = context.reading.text(span).trimmingCharacters(in: .whitespaces)
            context.miss("the exception “\(part)” is not something a check can leave out")
            return []
        }
        guard mapped.allSatisfy({ $0.check is any DeclarationExempting }) else {
            context.miss("only a parameter limit can leave out "
                         + declarations.sorted().map(\.rawValue).joined(separator: " and "))
            return []
        }
        return mapped.map { entry in
            var entry = entry
            if var check = entry.check as? any DeclarationExempting {
                check.exempt.formUnion(declarations)
                entry.check = check
            }
            return entry
        }
    }
}
