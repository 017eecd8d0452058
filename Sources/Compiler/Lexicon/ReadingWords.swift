/// The words the reader (`Compiler/Reading/`) asks about beyond the cues: which words only
/// fill a noun phrase, which labels and negations compare rather than forbid, what a negation
/// refuses, and which kinds of code prose names without naming a place.
extension Lexicon {
    // MARK: Verdicts

    /// Words a bare verdict after a label may hold besides its modal words ("Semicolons: never
    /// at all", "`print`: never in production code"): anything else ("Networking: never on the
    /// main thread") says where or when, and the label is then no longer what is refused.
    static let verdictFillers: Set<String> = ["in", "at", "all", "ever", "production", "app", "shipping", "code", "allowed", "permitted",
                                              "please", "is", "are", "be"]

    // MARK: Qualifiers

    /// Words that, written right before forbidden code, pick some of its uses by a shape no check
    /// sees: "never use nested `if let`", "NOT inline `#if`", "no long `switch`es". Forbidding the
    /// code would flag every use.
    static let narrowingQualifiers: Set<String> = ["nested", "inline", "inlined", "long", "large", "huge", "complex", "deep", "deeply",
                                                   "chained", "multiple", "excessive", "giant", "massive"]

    /// Nouns that, written right after forbidden code, name one shape of its use: "no
    /// `URLSession` callback pyramids" refuses the callbacks, not `URLSession`'s async API.
    static let narrowingHeads: Set<String> = ["callback", "callbacks", "pyramid", "pyramids", "chain", "chains", "nesting"]

    /// Words that open a relative clause after a noun ("properties that don't access …"): a
    /// negation inside one is not the sentence's.
    static let relativeWords: Set<String> = ["that", "which", "who"]

    /// Pronouns standing for a thing named before, as a clause's subject ("it does not require …"):
    /// what follows tells of that thing.
    static let subjectPronouns: Set<String> = ["it", "they", "il", "elle", "ils", "elles", "er", "es", "sie"]

    // MARK: Articles and determiners

    /// "as a", "as an": condition words that, before a named practice, say how code is written.
    static let mannerMarkers: Set<String> = ["as a", "as an"]

    /// Articles (English, French, German, Spanish): they fill a noun phrase without naming
    /// anything, so "`A` not a `B`" is still a term beside a term, and "in the …" a place in no
    /// more words than "in …".
    static let articles: Set<String> = ["a", "an", "the", "any", "le", "la", "les", "un", "une", "der", "die", "das", "ein", "eine", "el", "los", "las", "una"]

    /// Words between a negation and the act it refuses ("is never persisted", "must not be stored").
    static let actAuxiliaries: Set<String> = ["be", "been", "being", "is", "are", "get", "gets", "got", "ever"]

    /// Words before code that make it the tool of an act, not its object ("never log with `print`"):
    /// a refused act keeps such code refused.
    static let instrumentPrepositions: Set<String> = ["with", "via", "using", "through"]

    /// Words before a platform that limit a rule to it ("On watchOS, …", "For macOS apps …").
    static let platformPrepositions: Set<String> = ["on", "for", "in", "under", "sur", "pour", "auf", "für", "unter", "en", "para", "bajo"]

    /// Particles after a platform that limit a rule to it ("watchOS では", "watchOS에서는", "在 macOS 上").
    static let platformPostpositions = ["では", "で", "에서는", "에서", "上", "中"]

    /// Names documents write in place of any name (`[XxxCellViewModel]`, `FooView`): code
    /// holding one as a word of its own stands for a shape, not for code to look for.
    static let placeholderNames = ["Xxx", "XXX", "xxx", "Foo"]

    /// Words before a negation that make it state that something does not exist ("There is no
    /// `knownNetworksTag`"): a fact about the code, not a ban.
    static let existentialOpeners = ["there is", "there's", "there are", "there was", "there were"]

    /// Platforms besides Apple's that a Swift document may set a rule apart for ("**Linux:**
    /// `import FoundationNetworking`").
    static let otherPlatforms: Set<String> = ["Linux", "Windows", "Android", "WASI", "Wasm"]

    /// Platforms a document's own sections set apart ("### watchOS: …", "### AppKit (macOS)"):
    /// iOS and iPadOS are what these documents are written for, so a heading naming them
    /// scopes nothing narrower than the app.
    static let narrowerPlatforms: Set<String> = ["macOS", "tvOS", "watchOS", "visionOS", "xrOS"]

    /// The English indefinite articles: a parenthesis opening with one ("(a `.back` route …)")
    /// gives an example, and after a negation they lead to the word refused ("never a class").
    static let indefiniteArticles = ["a", "an"]

    /// Articles after a negation make it negate a noun of its own ("never a number", "jamais un
    /// nombre", "nie eine Zahl").
    static let articlesAfterNegation: Set<String> = ["a", "an", "any", "un", "une", "des", "ein", "eine", "einen", "una", "unos", "unas"]

    /// Negations that are determiners ("no", "kein", "aucun", "plus de"): they negate the noun
    /// phrase they open, not a verb.
    static let determinerNegations: Set<String> = [
        "no", "kein", "keine", "keinen", "keinem", "keiner", "aucun", "aucune", "ningún", "ninguna", "ninguno", "nada de", "plus de",
    ]

    /// Determiners that open the prose object of a verb of using ("imports a feature module",
    /// "uses the network layer"): the verb acts on prose, not on the code around it.
    static let objectDeterminers: Set<String> = [
        "a", "an", "the", "another", "other", "some", "its", "their", "any",
        "un", "une", "aucun", "aucune", "de", "d'un", "d'une", "ningún", "ninguna", "ein", "eine", "einen", "einem",
        "irgendein", "irgendeinen", "irgendeine", "keinen", "keine", "kein",
    ]

    /// Negation halves, adverbs and prepositions skipped between such a verb and its object
    /// ("n'importe jamais un module", "importiert nie direkt ein …").
    static let wordsBeforeObject: Set<String> = [
        "never", "not", "directly", "jamais", "pas", "nunca", "nie", "niemals", "nicht", "directement", "directamente", "direkt",
        "on", "from", "de", "von", "auf", "about",
    ]

    /// Words before "new" that make a rule speak of what a change adds ("no new `X`", "don't add
    /// new `X`"): read as a pair, so that "no" stays the negation the frames read.
    static let wordsBeforeNew: Set<String> = ["no", "any", "add", "adds", "adding", "create", "creating", "write", "writing"]

    /// Escapes that grant the thing refused when it cannot be helped ("only when unavoidable",
    /// "불가피한 경우에만"): a later clause allowing something only under one of these is the
    /// ban's way out. Other escapes ("usually", "where possible") qualify an instruction of
    /// their own.
    static let necessityEscapes: Set<String> = [
        "when unavoidable", "if unavoidable", "where unavoidable", "when necessary", "if necessary", "when absolutely necessary",
        "if absolutely necessary", "when strictly necessary", "if strictly necessary", "unless necessary", "unless required",
        "last resort", "as a last resort", "불가피한 경우", "필요한 경우", "やむを得ない場合", "必要な場合", "必要时", "如有必要",
        "si es necesario", "cuando sea necesario", "si nécessaire", "falls nötig", "wenn nötig",
    ]

    /// Conditions that say only "in what a change adds" ("for new code", "in new files"): the
    /// reach every check of such a rule already has (`newCodeOnly`), not a narrower place. Said
    /// after the condition's opening word; a kind of code after "new" ("new screens") narrows.
    static let newCodeConditions: Set<String> = [
        "new code", "new files", "new work", "newly written code", "newly added code", "new swift code", "all new code",
        "any new code", "writing new code", "adding new code", "nouveau code", "le nouveau code", "neuen code", "neuer code", "código nuevo", "el código nuevo",
        "código novo",
    ]

    // MARK: Labels and negations between terms

    /// Label words that pair up right before code ("Don't `A` Do `B`"): they count as labels
    /// there when both polarities appear.
    static let pairedLabelWords: Set<String> = ["do", "don't", "dont", "do not", "good", "bad", "correct", "wrong", "incorrect", "right", "yes", "no"]

    /// Labels that prefer rather than order ("Avoid:", "Preferred:"): the clause they open forbids
    /// or requires weakly.
    static let softLabelWords = ["avoid", "prefer", "recommended", "preferred", "better"]

    /// Negations that, standing between two terms ("`A` not `B`"), compare the two: the clause
    /// takes no stance from them.
    static let negationsBetweenTerms = ["not", "never", "and not", "but not", "no"]

    /// Negations that, between two terms ("`A`, never `B`"), name the disfavoured one.
    static let preferenceNegations = ["not", "never", "and not", "but not"]

    /// "without" in each language: it forbids only when nothing modal stands before it ("never
    /// `A` without `B`" forbids `A`, not the lack of `B`).
    static let withoutWords = ["without", "sans", "ohne", "sin"]

    /// Weak connectors that, after a verb of preferring ("prefer … over …", "…より…を優先"),
    /// set one term against words as strongly as "instead of".
    static let preferringConnectors: Set<String> = ["over", "より", "보다"]

    /// The verbs of preferring that give those connectors their sense ("prefer", "favour",
    /// "優先", "선호"), not any word of recommendation ("should iterate over …").
    static let preferringVerbs: Set<String> = [
        "prefer", "prefers", "preferred", "is preferred", "are preferred", "favor", "favour", "opt for", "優先", "선호", "우선",
    ]

    /// Words before "over" that go over something rather than prefer ("iterate over", "loop over").
    static let wordsGoingOver: Set<String> = [
        "iterate", "iterating", "iterates", "loop", "looping", "loops", "map", "mapping", "maps", "go", "going", "run", "running",
        "switch", "switching", "hover", "hovering", "fold", "folding", "reduce", "reducing", "walk", "walking",
    ]

    /// Connectors that say nothing unless code stands on both sides ("`A` over `B`", but "over
    /// the network").
    static let weakConnectors: Set<String> = [
        "over", "vs", "vs.", "versus", "→", "⇒", "->", "=>", "⟶", "becomes", "より", "보다", "不是", "gegenüber", "frente a",
        "antes que", "replacing", "replaces", "supersedes", "superseding",
    ]

    // MARK: Conditions and topics

    /// Condition words that state a true condition ("a screen whose `List` …", "if the view
    /// …"): a clause holding one conditions the rule rather than naming its alternative.
    static let trueConditionWords: Set<String> = ["if", "when", "whenever", "whose", "only if", "only when", "wenn", "falls", "si", "cuando", "lorsque"]

    /// Words before "only" that name no topic ("you should only …", "it is only …"): when
    /// anything else stands there ("Analytics events go only through …"), the ban that follows
    /// holds for that topic, which no check can pick out.
    static let topiclessWordsBeforeOnly: Set<String> = [
        "you", "we", "they", "i", "should", "must", "may", "can", "could", "use", "uses", "call", "calls", "the", "a", "an", "and",
        "always", "it", "is", "are", "do", "does", "please", "then", "so", "but",
    ]

    /// Kinds of test no path tells apart from the others ("snapshot tests", "tests
    /// d'intégration"): the rule's place is named but not resolved.
    static let testKinds: Set<String> = [
        "snapshot", "ui", "integration", "performance", "e2e", "end-to-end", "acceptance", "smoke", "screenshot",
        "contract", "regression", "functional", "instrumentation", "load", "stress", "fuzz", "golden", "visual",
        "benchmark", "interaction", "accessibility", "intégration", "integrations", "integración",
    ]

    // MARK: Kinds of code named in words

    /// Nouns of a kind of code ("package code", "the networking layer"): with a qualifier before
    /// them they name a part of the repository in words, which no check can find.
    static let codeKindNouns: Set<String> = ["code", "layer", "module", "package", "target", "library", "framework", "extension"]

    /// Kinds of code in French, German and Spanish, whose qualifier may stand on either side
    /// ("Die Domain-Schicht", "la couche domaine").
    static let foreignCodeKindNouns: Set<String> = [
        "schicht", "ebene", "modul", "paket", "bibliothek", "couche", "paquet", "bibliothèque", "capa", "módulo", "paquete", "librería", "biblioteca",
    ]

    /// Kinds of code in Korean, Japanese and Chinese, found inside a run of text without spaces
    /// ("공용 코드는", "共有コードは"); the first one found is read.
    static let cjkCodeKindNouns = ["코드", "모듈", "레이어", "계층", "コード", "モジュール", "レイヤー", "層", "代码", "模块", "层"]

    /// Words before such a noun that qualify no part of a repository ("이 코드", "この層", "所有代码").
    static let cjkTopicDeterminers: Set<String> = ["이", "그", "모든", "この", "その", "全ての", "这", "这些", "所有", "新"]

    /// Words before "code" that name no part of a repository ("the code", "new code", "Swift
    /// code").
    static let topicDeterminers: Set<String> = [
        "the", "this", "that", "these", "those", "your", "our", "my", "its", "their", "all", "any", "every", "each", "new",
        "existing", "such", "same", "other", "swift", "kotlin", "objective-c", "source", "some", "more", "less", "clean",
        "good", "bad", "own",
    ]

    // MARK: Particles

    /// Particles that mark a noun of prose as the verb's object ("機能モジュールを", "UI 타깃에도"):
    /// the verb acts on prose, not on the code named before.
    static let proseObjectMarkers = ["を", "을", "를", "에도"]
}
