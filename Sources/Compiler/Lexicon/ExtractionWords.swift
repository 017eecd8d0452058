/// The words the first stages read: which sections hold rules or a checklist, where a sentence
/// ends, which sentences are fragments or exceptions of the one before (`Compiler/Extraction/`),
/// and whether a sentence directs or only tells (`Compiler/Roles/`).
extension Lexicon {
    // MARK: Sections and lead-ins

    /// Words in a heading that make its section a checklist ("Pre-delivery checklist", "Before
    /// you submit", "Definition of done", "체크리스트"): its items are checked off by a person,
    /// not rules. Matched anywhere in the lower-cased heading.
    static let checklistHeadingWords = [
        "checklist", "check list", "pre-delivery", "predelivery", "pre-flight", "preflight", "before you submit",
        "before submitting", "before you ship", "before shipping", "before delivering", "before delivery",
        "before you open a pr", "before opening a pr", "before merging", "before you merge", "before committing",
        "before you commit", "definition of done", "done criteria", "review list", "self-review", "self review",
        "체크리스트", "점검", "확인 사항", "チェックリスト", "检查清单", "清单",
    ]

    /// "is `final`", "stays `private`", "are always a `struct`": the copula, the adverb and the
    /// articles that, before code, state what the code is (a rule, read as an obligation).
    static let copulasBeforeCode: Set<String> = ["is", "are", "stay", "stays", "remain", "remains"]
    static let alwaysBeforeCode = "always"

    /// The extensions that make a code span a file name or path (`Secrets.xcconfig`,
    /// `*.xcodeproj`), and a `Type.member` that is no member (`Foo.swift`): one list for every
    /// reader.
    /// Extensions that read as members too (`p.m`, `config.env`, `promise.resolved`) stay out:
    /// a word with one of them is not taken for a file in prose.
    static let fileExtensions: Set<String> = [
        "swift", "kt", "kts", "txt", "md", "json", "yml", "yaml", "toml", "plist", "strings", "xcstrings",
        "stringsdict", "storyboard", "xib", "xcodeproj", "xcworkspace", "xcassets", "xcconfig", "xcscheme", "xcprivacy",
        "entitlements", "pbxproj", "sh", "mobileprovision", "storekit",
    ]

    /// Objective-C sources: written in code font (`Bridge.m`), a file, never `Type.member`.
    static let objectiveCExtensions: Set<String> = ["m", "h", "mm"]

    /// Commit phrases that name the repository only at the end of a clause: "keep `X` out of the
    /// repository." is about committing, "out of the repository layer" about code.
    static let clauseFinalCommitPhrases: Set<String> = [
        "out of the repository", "out of the repo", "out of git", "out of version control", "out of source control",
    ]

    /// "no UI", "never imports UI": the words that, just before a bare "UI", make it the UI
    /// frameworks (each phrase's words in order, one space between them).
    static let refusalsBeforeUI: [[String]] = [
        ["no"], ["never", "import"], ["never", "imports"], ["not", "import"], ["must", "not", "import"], ["without"], ["nor"],
        ["import", "no"], ["imports", "no"],
    ]
    static let articlesBeforeCode: Set<String> = ["a", "an"]

    /// Words in a heading that refuse ("## Anti-patterns", "## Don'ts", "## 금지"): the plain list
    /// items under it are forbidden. Matched anywhere in the lower-cased heading.
    static let refusingHeadingWords = ["anti-pattern", "antipattern", "forbidden", "banned", "don'ts", "donts", "do not", "avoid", "never", "금지"]

    /// Words of a heading or a lead-in that announces rules ("## Naming rules", "Conventions:"):
    /// its plain list items are obligations even without a modal word. Latin words count whole;
    /// the others anywhere in the title.
    /// Words that say the rules a title lists are switched off ("Disabled SwiftLint rules").
    static let switchedOffWords = ["disabled", "turned off", "switched off", "not enforced", "opted out", "opt-out", "비활성", "사용하지 않는 규칙",
                                   "無効", "禁用", "désactivé", "deaktiviert", "desactivad"]

    static let ruleHeadingWords = ["rule", "rules", "convention", "conventions", "guideline", "guidelines", "standard", "standards",
                                   "requirement", "requirements", "policy", "policies", "style", "styleguide", "규칙", "규약", "컨벤션",
                                   "스타일", "ルール", "規約", "スタイル", "规范", "规则", "代码风格"]

    /// Prepositions in the header of a Do / Don't column ("Attach to | Not to"): the columns list
    /// places a modifier goes, not code to write or to avoid.
    static let placeWordsInVerdictHeaders: Set<String> = ["to", "on", "onto", "inside", "au", "sur", "auf", "an", "al", "sobre"]

    // MARK: Sentences

    /// Abbreviations whose period ends no sentence ("e.g. `A`").
    static let abbreviations = ["e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "incl."]

    /// Words that state an exception ("`required init?(coder:)` is the only exception"): a
    /// sentence with no rule of its own that says one belongs to the rule before it. Matched
    /// anywhere in the lower-cased sentence.
    static let exceptionWords = ["exception", "except", "unless", "other than", "apart from", "aside from", "excluding",
                                 "ausnahme", "außer", "sauf", "exception", "excepción", "excepto", "salvo",
                                 "例外", "除外", "以外", "예외", "제외", "除了"]

    /// Negating determiners that open a verbless fragment ("No `SwiftUI`, no `CoreData`."): a
    /// list of refused names that elaborates the sentence before it.
    static let fragmentOpeners: Set<String> = ["no", "kein", "keine", "keinen", "aucun", "aucune", "ningún", "ninguna", "ninguno", "sin", "pas", "nada"]

    /// Conjunctions and the particle "de" that may join the names of such a fragment ("no `A`
    /// or `B`", "pas de `A` ni `B`") without making it a sentence of its own.
    static let fragmentJoiners: Set<String> = ["and", "or", "nor", "und", "oder", "et", "ou", "ni", "y", "o", "de"]

    /// Nouns that ban what they follow ("`AppDelegate` 금지", "`print` 禁止"): names and a ban noun,
    /// nothing else, are a fragment of refused names and a clause that refuses them.
    static let banNouns: Set<String> = ["금지", "禁止", "不可", "禁用", "불가"]

    // MARK: Modality

    /// Verbs before "no" that make it describe what is unnecessary ("cells need no
    /// `prepareForReuse()` override") rather than forbid.
    static let needVerbsBeforeNo: Set<String> = ["need", "needs", "require", "requires"]

    /// Negations that forbid only what the sentence names as code ("no screen without a
    /// `#Preview`"), not in plain prose ("a point without a verb").
    static let weakNegations: Set<String> = ["without", "nor", "sans", "ohne", "sin"]

    // MARK: Directive or description (`DirectiveForm`)

    /// Participles after refused code that make the "no" say the code is unnecessary ("no `X`
    /// needed"), not forbidden.
    static let neededWords = ["needed", "required", "necessary"]

    /// Quantifiers naming a whole group ("`@MainActor` on every view model"): what a rule speaks
    /// of, so they direct where they stand.
    static let wholeGroupWords = ["every", "each", "all"]

    /// Negations spelled with an auxiliary ("does not", "can't"): they direct when a verb of
    /// using, code, a naming cue or a convention verb follows ("View models do not `import
    /// SwiftUI`"); otherwise they tell what code does.
    static let auxiliaryRefusals: Set<String> = ["does not", "doesn't", "do not", "don't", "cannot", "can't", "can not", "did not", "didn't"]

    /// The auxiliary refusals a statement of fact uses ("it does not require a probe"), as
    /// opposed to "cannot" and the modal ones.
    static let factualRefusals: Set<String> = ["does not", "doesn't", "do not", "don't", "did not", "didn't"]

    /// Negations without an auxiliary ("no", "not", "nor"): they direct right before a verb of
    /// using ("La capa `Data` no importa `SwiftUI`") or the code they refuse ("`A`, not `B`").
    static let bareNegations = ["no", "not", "nor"]

    /// Forms of "be" before "not" and a participle ("Navigation is not decided inside a
    /// feature"): a passive convention.
    static let passiveAuxiliaries = ["is", "are", "was", "were", "be"]

    /// Prepositions before "no `X`" that make it part of a noun phrase ("cells with no
    /// `@Observed` properties"), not a refusal of `X`.
    static let nounPhrasePrepositions = ["with", "of", "for"]

    // MARK: Linking and ids

    /// Words too common in rules to tell one from another: a checklist item is linked to the body
    /// rules that share its distinctive words, and these are none.
    package static let undistinctiveWords: Set<String> = [
        "always", "never", "with", "when", "that", "this", "than", "then", "from", "into", "only", "must", "should",
        "each", "every", "used", "using", "uses", "have", "make", "sure", "code", "file", "files", "type", "types",
        "them", "they", "their", "there", "where", "which", "what", "your", "also", "other", "same", "like",
        "instead", "rather", "prefer", "avoid", "does", "done", "keep", "before", "after", "present", "place",
        "placed", "right", "new", "follow", "rule", "rules", "example", "e.g", "over", "under", "here", "just",
        "more", "most", "less", "very", "will", "would", "could", "need", "needs", "about", "through", "without",
    ]

    /// Short words left out of an item's id, which is made of the item's own distinctive words.
    static let slugStopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "at", "as", "is", "are", "be",
        "it", "its", "this", "that", "these", "those", "via", "from", "into", "than", "then", "when", "if",
    ]
}
