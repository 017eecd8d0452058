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

    static func modality(of prose: String) -> Modality? {
        let lower = " " + prose.trimming(" \n\t").lowercased() + " "
        // Words once, for the Latin cues; phrases and CJK cues by substring.
        let words = Set(lower.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init))
        func has(_ phrases: [String]) -> Bool {
            phrases.contains { phrase in
                guard phrase.unicodeScalars.first.map({ $0.isASCII }) == true else { return lower.contains(phrase) }
                if phrase.hasSuffix(" ") { return lower.contains(" " + phrase) }
                if !phrase.contains(" ") && !phrase.contains("'") { return words.contains(phrase) }
                return lower.contains(" " + phrase + " ") || lower.contains(" " + phrase + ",") || lower.contains(" " + phrase + ".")
                    || lower.contains(" " + phrase + ":") || lower.contains(" " + phrase + ";")
            }
        }
        if has(negativePhrases) || startsWithNo(lower) { return .mustNot }
        if has(avoidPhrases) { return .avoid }
        if has(mustPhrases) { return .must }
        // "Only `Router` may touch `UIApplication.shared`": a restriction to one place.
        if lower.hasPrefix(" only "), lower.contains(" may ") || lower.contains(" can ") { return .must }
        if has(preferPhrases) { return .prefer }
        // An imperative opening the sentence or a clause after a comma ("Inside a view, declare …").
        for clause in lower.split(separator: ",").prefix(3) {
            if let first = clause.split(whereSeparator: { !$0.isLetter }).first, imperativeVerbs.contains(String(first)) {
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
