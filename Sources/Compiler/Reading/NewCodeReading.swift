/// Whether a statement speaks of new code: what a change adds, which its checks then review only.
extension Reading {
    /// Whether a condition ("for new code", "pour le nouveau code") only says new code: its words
    /// after the opening word are one of `Lexicon.newCodeConditions`, in the lexicon's words
    /// for new code — those that make `speaksOfNewCode` true, so the statement's checks review
    /// new code only and the condition narrows nothing more.
    package static func saysOnlyNewCode(_ text: String) -> Bool {
        let lowered = text.lowercasedFast()
        let words = lowered.split(whereSeparator: { !$0.isLetterFast }).map(String.init)
        guard words.count >= 2, Lexicon.newCodeConditions.contains(words.dropFirst().joined(separator: " ")) else { return false }
        return Lexicon.hits(in: Array(lowered)).contains { $0.cue == .newCode }
    }

    /// "No new `X`", "don't add new `X`": the rule speaks of what a change adds. A phrase pair,
    /// not a cue, because "no" must stay the negation the frames read.
    package var speaksOfNewCode: Bool {
        if has(.newCode) { return true }
        let words = String(utterance.characters).lowercasedFast().split { !$0.isLetterFast }
        if zip(words, words.dropFirst()).contains(where: { Lexicon.wordsBeforeNew.contains(String($0)) && $1 == "new" }) { return true }
        // "… for new ViewModels": "new" right before a group of types.
        return utterance.terms.enumerated().contains { index, term in
            guard term.family != nil, term.position >= 4 else { return false }
            return String(utterance.characters[(term.position - 4)..<term.position]).lowercasedFast() == "new "
        }
    }
}
