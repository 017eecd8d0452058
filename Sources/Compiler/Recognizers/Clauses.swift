import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// Splits a statement into clauses and decides, per clause, whether the code it names is
/// forbidden or prescribed: "X, never Y", "X (not Y)", "Y is forbidden; use X", "use X instead
/// of Y", "Never Y: use X". A clause without a cue of its own continues the previous one
/// ("never A, B, or C") — except the first, which reads as the alternative when a later clause
/// forbids ("`newId`, never `newID`").
struct Clause {
    enum Polarity { case forbidden, required, neutral }

    package var text: String
    package var prose: String
    package var spans: [String]
    var polarity: Polarity
    /// Opened after `;`, a sentence end, `—` or `→`: a new thought, which does not continue
    /// the previous clause's polarity.
    var afterBreak = false
}

enum Clauses {
    static let negativeCues = ["never", "not", "no", "don't", "dont", "avoid", "without", "forbidden", "prohibited",
                               "nothing", "none", "instead of", "rather than", "banned", "disallowed", "금지", "않",
                               "말 것", "안 된다", "禁止", "nicht", "jamais", "nunca"]
    static let positiveCues = ["use", "prefer", "always", "must", "via", "only", "through", "should", "need", "require",
                               "requires", "required", "keep", "declare", "mark", "add", "include", "반드시", "사용",
                               "go", "goes", "comes", "come", "end", "ends"]

    static func analyze(_ text: String, modality: Modality?) -> [Clause] {
        var clauses = split(text)
        var previous: Clause.Polarity?
        let anyNegative = clauses.contains { cue(of: $0.prose) == .forbidden }
        for index in clauses.indices {
            let own = cue(of: clauses[index].prose)
            let polarity: Clause.Polarity
            if let own {
                polarity = own
            } else if clauses[index].afterBreak {
                polarity = .neutral
            } else if let previous {
                polarity = previous
            } else if anyNegative {
                polarity = .required
            } else {
                polarity = modality?.isNegative == true ? .forbidden : (modality == nil ? .neutral : .required)
            }
            clauses[index].polarity = polarity
            previous = polarity
        }
        return clauses
    }

    /// Cuts at `,` `;` `(` `)` `—` `:` and before "instead of" / "rather than" / "not" / "never",
    /// outside inline code.
    package static func split(_ text: String) -> [Clause] {
        var clauses: [Clause] = []
        var current = Clause(text: "", prose: "", spans: [], polarity: .neutral)
        var inCode = false
        var code = ""
        func cut(isBreak: Bool = false) {
            if !current.text.trimming(" ").isEmpty { clauses.append(current) }
            current = Clause(text: "", prose: "", spans: [], polarity: .neutral, afterBreak: isBreak && !clauses.isEmpty)
        }
        let characters = Array(text)
        let lowered = characters.map { Character($0.lowercased()) }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                if inCode {
                    current.spans.append(code)
                    current.prose += " ‹code› "
                    code = ""
                }
                inCode.toggle()
                current.text.append(character)
                index += 1
                continue
            }
            if inCode {
                code.append(character)
                current.text.append(character)
                index += 1
                continue
            }
            let endsSentence = ".!?。".contains(character) && (index + 1 == characters.count || characters[index + 1] == " ")
            if ",;()—:→".contains(character) || endsSentence || (character == "-" && index > 0 && characters[index - 1] == " "
                && index + 1 < characters.count && characters[index + 1] == " ") {
                cut(isBreak: endsSentence || ";—→".contains(character))
                index += 1
                continue
            }
            // A cue word that flips the polarity starts a new clause: "use X instead of Y", "X not Y".
            if index > 0, characters[index - 1] == " ", !current.spans.isEmpty,
               flippingCues.contains(where: { cue in
                   index + cue.count <= lowered.count && lowered[index..<(index + cue.count)].elementsEqual(cue)
               }) {
                cut()
            }
            current.text.append(character)
            current.prose.append(character)
            index += 1
        }
        cut()
        return clauses
    }

    static let negativePhrases = ["must not", "should not", "do not", "does not", "may not", "can not", "is not", "are not",
                                  "instead of", "rather than", "말 것", "안 된다"]

    /// The polarity of the first cue in the clause: "use X and nothing else" prescribes,
    /// "never use X" and "X must not …" forbid.
    static let flippingCues: [[Character]] = ["instead of ", "rather than ", "not ", "never ", "over "].map { Array($0) }

    static func cue(of prose: String) -> Clause.Polarity? {
        let lower = prose.lowercased()
        let bytes = Array(lower.utf8)
        // Korean and Japanese put the negation at the end of the sentence ("사용 금지"): it wins.
        let hasNonASCII = bytes.contains { $0 >= 0x80 }
        if hasNonASCII, negativeCueBytes.contains(where: { ByteSearch.firstIndex(of: $0, in: bytes) != nil }) { return .forbidden }
        // Positions are byte offsets, so phrases and words compare in one scale.
        var best: (position: Int, polarity: Clause.Polarity)?
        func consider(_ position: Int, _ polarity: Clause.Polarity) {
            if best == nil || position < best!.position { best = (position, polarity) }
        }
        for phrase in negativePhraseBytes {
            if let position = ByteSearch.firstIndex(of: phrase, in: bytes) { consider(position, .forbidden) }
        }
        var offset = 0
        for word in lower.split(separator: " ", omittingEmptySubsequences: false) {
            let bare = String(word).trimming("`*_.,;:!?()\"'")
            if negativeCues.contains(bare) { consider(offset, .forbidden) }
            else if positiveCues.contains(bare) { consider(offset, .required) }
            offset += word.utf8.count + 1
        }
        if hasNonASCII {
            for cue in positiveCueBytes {
                if let position = ByteSearch.firstIndex(of: cue, in: bytes) { consider(position, .required) }
            }
        }
        if let best { return best.polarity }
        // A clause opened by an imperative ("start async work with `.task { }`") prescribes.
        if let first = lower.split(whereSeparator: { !$0.isLetter }).first,
           ModalityDetector.imperativeVerbs.contains(String(first)) {
            return .required
        }
        return nil
    }

    static let negativePhraseBytes = negativePhrases.map { Array($0.utf8) }
    static let negativeCueBytes = negativeCues.filter { !$0.unicodeScalars.first!.isASCII }.map { Array($0.utf8) }
    static let positiveCueBytes = positiveCues.filter { !$0.unicodeScalars.first!.isASCII }.map { Array($0.utf8) }
}
