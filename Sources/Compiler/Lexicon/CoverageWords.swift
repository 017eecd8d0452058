/// The words read after compiling: which clauses of a statement its checks cover
/// (`CheckCoverage`), which escape turns a check into a warning, and why an item stays for a
/// person to judge (`ManualReason`).
extension Lexicon {
    /// Full-width punctuation that ends a clause or a sentence in Chinese and Japanese text
    /// (the enumeration comma 、 joins a list, and a full-width colon ends a label, not a clause).
    static let fullWidthClauseEnds: Set<Character> = ["。", "，", "；"]

    // MARK: Clauses of a statement

    /// Words that open a qualifier ("In `Project.swift`, take …", "After adding a feature, run
    /// …"): the stretch up to the comma belongs to the clause it introduces, not a clause of its
    /// own.
    static let qualifierOpeners: Set<String> = ["in", "inside", "within", "for", "on", "after", "before", "when",
                                                "whenever", "if", "once", "while", "during", "from", "outside", "across"]

    /// Openers of the recommended form of a checked rule ("Avoid `.onAppear` …; prefer `.task { }`"):
    /// such a clause is no part left unchecked. Matched at the start of the lower-cased clause.
    static let alternativeOpeners = ["prefer ", "instead", "rather ", "use "]

    /// Openers of an explanation ("…: it avoids redrawing the parent"): the explanation runs to
    /// the end of its sentence and states nothing to check. Matched at the start of the
    /// lower-cased clause.
    static let rationaleOpeners = ["it ", "they ", "because", "since ", "so that", "so ", "this ", "which ", "otherwise",
                                   "e.g", "for example", "for instance", "that way", "as it ", "as they "]

    /// Conjunctions that join a clause to the one before (", and `tuist generate` was run"): not
    /// part of the clause; the first that matches is cut.
    static let clauseConjunctions = ["and ", "but "]

    /// Words that say nothing about what a part of a statement asks: a clause is covered by a
    /// check only through its other words.
    static let stopWords: Set<String> = [
        "the", "and", "but", "not", "never", "nothing", "none", "only", "always", "must", "should", "use", "uses",
        "used", "using", "are", "been", "its", "for", "from", "with", "without", "into", "onto", "than", "that",
        "this", "these", "those", "their", "there", "every", "each", "any", "all", "one", "some", "other", "own",
        "same", "when", "where", "which", "who", "what", "via", "through", "instead", "rather", "over", "after",
        "before", "also", "just", "new", "has", "have", "had", "does", "don", "doesn", "can", "cannot", "may",
        "will", "you", "your", "our", "them", "they", "then", "else", "here", "out", "get", "gets", "set", "make",
        "makes", "keep", "keeps", "stay", "stays", "goes", "come", "comes", "like", "more", "most", "less",
    ]

    /// Words every check summary uses, which say nothing about what a part of a statement asks.
    static let checkBoilerplate: Set<String> = [
        "forbid", "forbids", "forbidden", "required", "requires", "file", "files", "types", "type", "declaring",
        "declared", "inside", "outside", "contain", "contains", "true", "false", "swift", "kotlin", "languages",
    ]

    // MARK: Severity

    /// Words that give a rule a human escape ("when possible", "unless …"): a check read from such
    /// a clause reports a warning, and the escape stays for a person to weigh. The first found
    /// is the one named.
    static let humanConditions = [
        "when possible", "where possible", "if possible", "whenever possible", "as much as possible", "if needed",
        "when needed", "where reasonable", "if reasonable", "where appropriate", "if appropriate", "unless",
        "ideally", "generally", "usually", "typically", "by default", "preferably", "in most cases",
    ]

    // MARK: Manual items

    /// Words that call for judgement ("keep views thin", "where possible", "meaningful names"):
    /// an item holding one stays manual with the excerpt around the first found as its reason.
    static let judgementWords = [
        "thin", "as close", "close to", "when simple", "where possible", "if needed", "when needed", "appropriate",
        "reasonable", "clean", "small", "simple", "natural", "minimize", "minimise", "understand", "consider",
        "realistic", "meaningful", "complex", "deliberate", "when it", "if it", "as soon as", "last resort",
        "ask for", "propose", "explain", "readable", "idiomatic", "blend", "match the", "right place", "right module",
        "when possible", "if possible", "sensible", "focused", "pure", "only when", "unless",
    ]
}
