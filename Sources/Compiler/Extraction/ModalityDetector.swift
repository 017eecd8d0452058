import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// Finds whether a sentence prescribes, forbids or recommends, from its wording. Works on
/// prose with the inline code removed, so `DoNotDisturbView` or "never" inside code never counts.
/// Several languages, because teams mix them (the Korean cues are common in Korean teams' docs).
enum ModalityDetector {
    static let negativePhrases = [
        "never", "do not", "don't", "dont", "must not", "mustn't", "should not", "shouldn't", "shall not",
        "may not", "cannot", "can't", "not allowed", "forbidden", "prohibited", "disallowed", "banned",
        "is not permitted", "are not permitted", "nothing in", "nothing under", "nothing outside",
        // Korean: prohibition, "does not", "must not", "do not do".
        "금지", "하지 않는다", "하지 않습니다", "않는다", "말 것", "말것", "안 된다", "안된다", "않도록", "하지 마", "지 않",
        // Japanese, Chinese, German, French, Spanish: the common "never / do not / forbidden".
        "禁止", "しない", "不要", "不得", "niemals", "nicht ", "verboten", "jamais", "ne pas", "interdit", "nunca", "no uses",
    ]
    static let avoidPhrases = ["avoid", "refrain from", "discouraged", "steer clear", "피한다", "피하", "지양", "避免", "vermeide"]
    static let mustPhrases = [
        "must", "always", "required", "requires", "require ", "need to", "needs to", "has to", "have to", "shall",
        "ensure", "make sure", "mandatory", "only via", "only through", "exclusively", "every ", "each ",
        "반드시", "해야", "필수", "항상", "必须", "必ず", "immer", "toujours", "siempre",
    ]
    static let preferPhrases = [
        "prefer", "should", "recommended", "rather than", "instead of", "favor", "favour", "ideally", "where possible",
        "선호", "권장", "推荐", "vorzugsweise",
    ]
    /// Imperatives that open a rule ("Use …", "Keep …"); a bare imperative is an obligation.
    static let imperativeVerbs: Set<String> = [
        "use", "keep", "put", "place", "declare", "mark", "provide", "inject", "group", "extend", "define",
        "register", "name", "call", "add", "annotate", "wrap", "split", "sort", "run", "write", "expose",
        "return", "guard", "move", "store", "pass", "prefix", "suffix", "end", "start", "follow", "go",
        "make", "set", "bind", "break", "extract", "handle", "include", "import", "apply", "conform", "implement",
        "separate", "isolate", "localize", "lint", "commit", "check", "encapsulate", "reuse", "create", "model",
        "represent", "route", "navigate", "document", "test", "limit", "restrict", "organize", "organise", "send",
        "drive", "attach", "let", "give", "feed", "propose", "flag", "consume", "resolve", "open", "indent",
    ]

    /// A cue list prepared once: Latin cues as word sequences, the others as substrings.
    struct Cues {
        let wordSequences: [[Substring]]
        let substrings: [String]

        package init(_ phrases: [String]) {
            var sequences: [[Substring]] = []
            var substrings: [String] = []
            for phrase in phrases {
                if phrase.unicodeScalars.first?.isASCII == true {
                    sequences.append(phrase.split(separator: " "))
                } else {
                    substrings.append(phrase)
                }
            }
            wordSequences = sequences
            self.substrings = substrings
        }

        package func match(words: [Substring], first: [Substring: [Int]], text: String, hasNonASCII: Bool) -> Bool {
            for sequence in wordSequences {
                guard let head = sequence.first, let starts = first[head] else { continue }
                if sequence.count == 1 { return true }
                for start in starts where start + sequence.count <= words.count
                    && words[start..<(start + sequence.count)].elementsEqual(sequence) {
                    return true
                }
            }
            return hasNonASCII && substrings.contains { ByteSearch.contains(text, $0) }
        }
    }

    static let negativeCues = Cues(negativePhrases)
    static let avoidCues = Cues(avoidPhrases)
    static let mustCues = Cues(mustPhrases)
    static let preferCues = Cues(preferPhrases)

    package static func modality(of prose: String) -> Modality? {
        let lower = " " + prose.trimming(" \n\t").lowercased() + " "
        let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "'" })
        var first: [Substring: [Int]] = [:]
        for (index, word) in words.enumerated() { first[word, default: []].append(index) }
        let hasNonASCII = lower.utf8.contains { $0 >= 0x80 }
        func has(_ cues: Cues) -> Bool { cues.match(words: words, first: first, text: lower, hasNonASCII: hasNonASCII) }
        if has(negativeCues) || startsWithNo(lower) { return .mustNot }
        if has(avoidCues) { return .avoid }
        if has(mustCues) { return .must }
        // "Only `Router` may touch `UIApplication.shared`": a restriction to one place.
        if words.first == "only", first["may"] != nil || first["can"] != nil { return .must }
        if has(preferCues) { return .prefer }
        // An imperative opening the sentence or a clause after a comma ("Inside a view, declare …").
        for clause in lower.split(separator: ",").prefix(3) {
            if let word = clause.split(whereSeparator: { !$0.isLetter }).first, imperativeVerbs.contains(String(word)) {
                return .must
            }
        }
        return nil
    }

    /// "No magic numbers", "no `.padding(16)`": a leading "no"/"not"/"without" forbids.
    static func startsWithNo(_ lower: String) -> Bool {
        let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "'" })
        guard let first = words.first else { return false }
        if ["no", "not", "without", "nor"].contains(String(first)) { return true }
        // "X: no UI", "Core = no UI", "…, no magic numbers": a clause opened by "no".
        return lower.contains(", no ") || lower.contains(": no ") || lower.contains("= no ") || lower.contains("; no ")
            || lower.contains("(no ") || lower.contains("— no ") || lower.contains("- no ")
    }
}
