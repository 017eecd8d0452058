extension Lexicon {
    /// English, as convention documents write it: imperatives, "X must not…", labels, tables.
    static let english: [Cue: [String]] = [
        .negation: [
            "never", "do not", "don't", "dont", "does not", "doesn't", "must not", "mustn't", "must never",
            "should not", "shouldn't", "should never", "shall not", "may not", "cannot", "can't", "can not",
            "is not allowed", "are not allowed", "not allowed", "is forbidden", "are forbidden", "forbidden",
            "is prohibited", "are prohibited", "prohibited", "disallowed", "banned", "is not permitted",
            "are not permitted", "not permitted", "no longer use", "stop using", "never ever", "nothing in",
            "nothing under", "nothing outside", "none of", "no", "not", "without", "nor", "forbid", "forbids",
            "ban", "bans", "is not ok", "is not okay", "are not ok", "is a no-go", "not acceptable",
        ],
        .avoid: [
            "avoid", "avoids", "avoiding", "refrain from", "discouraged", "is discouraged", "are discouraged",
            "steer clear of", "try not to", "minimize", "minimise", "keep away from", "stay away from",
            "shy away from", "deprecated", "legacy", "anti-pattern", "antipattern", "code smell",
        ],
        .obligation: [
            "must", "always", "required", "requires", "require", "is required", "are required", "need to",
            "needs to", "has to", "have to", "shall", "ensure", "ensures", "make sure", "mandatory",
            "is mandatory", "only via", "only through", "exclusively", "every", "each", "all",
            "is expected", "are expected", "enforce", "enforced",
        ],
        .recommendation: [
            "should", "prefer", "prefers", "preferred", "is preferred", "are preferred", "recommended",
            "is recommended", "are recommended", "we recommend", "ideally", "favor", "favour", "opt for",
            "lean towards", "lean toward", "go for", "better to", "it is better", "is better",
        ],
        .permission: [
            "may", "can", "is allowed", "are allowed", "allowed", "is fine", "are fine", "is ok", "is okay",
            "are ok", "is acceptable", "are acceptable", "is permitted", "are permitted", "permitted",
            "feel free to",
        ],
        .only: ["only", "exclusively", "solely", "nothing but", "nothing else"],
        .disfavouredAfter: [
            "instead of", "rather than", "over", "in place of", "as opposed to", "and not",
            "but not", "versus", "vs", "vs.", "in lieu of", "replacing", "superseding", "supersedes", "replaces",
        ],
        .disfavouredBefore: [
            "in favor of", "in favour of", "→", "⇒", "->", "=>", "⟶", "becomes", "is replaced by",
            "are replaced by", "is superseded by", "is deprecated in favor of", "was replaced by",
        ],
        .replaceVerb: [
            "replace", "replaces", "swap", "swap out", "substitute", "migrate from", "move from", "move away from",
            "switch from", "convert", "port from", "upgrade from",
        ],
        .replaceWith: ["with", "by", "to", "for"],
        .location: [
            "in", "inside", "within", "from", "under", "into", "during", "at", "across", "throughout",
            "in the body of", "inside the body of", "anywhere in", "anywhere inside",
        ],
        .onto: ["on", "onto"],
        .condition: [
            "if", "when", "whenever", "where", "only if", "only when", "as long as", "provided that", "for",
            "without", "as a", "as an", "as the", "that", "which", "once", "after", "before", "while", "whose",
            "in case", "in cases where", "in code that", "in files that", "in views that",
        ],
        .escape: [
            "unless", "unless required", "unless necessary", "unless needed", "unless you", "unless it",
            "where possible", "wherever possible", "if possible", "when possible", "whenever possible",
            "if needed", "when needed", "if necessary", "when necessary", "where appropriate",
            "when appropriate", "where reasonable", "where reasonably possible", "when reasonable",
            "when it makes sense", "where it makes sense", "if it makes sense", "without a good reason",
            "without good reason", "without a reason", "without justification", "without understanding",
            "as much as possible", "as far as possible", "generally", "in general", "typically", "usually",
            "mostly", "as a rule", "by default", "if you can", "when you can", "where you can",
            "within reason", "if you really need", "if you must", "when in doubt", "most of the time",
            "in most cases", "for the most part", "when feasible", "where feasible", "if feasible",
            "sparingly", "judiciously", "last resort", "as a last resort",
        ],
        .exception: [
            "except", "except for", "except in", "except when", "excepting", "other than", "apart from",
            "aside from", "besides", "excluding", "with the exception of", "save for", "but not in",
            "is the only exception", "are the only exceptions", "the only exception", "exceptions",
            "exception", "exempt", "is exempt", "are exempt", "not counting",
        ],
        .reason: [
            "because", "since", "as it", "as they", "so that", "so the", "to avoid", "to keep", "to prevent", "to make",
            "to ensure", "to allow", "to reduce", "to improve", "for performance", "for readability", "for testability",
            "for consistency", "for safety", "for clarity", "for maintainability", "for accessibility", "for thread safety",
            "for simplicity", "for speed", "for security", "for correctness", "for reuse", "for reusability",
            "for better performance", "for type safety", "for debugging", "which means", "otherwise",
        ],
        .outside: ["outside", "outside of", "anywhere but", "anywhere except", "beyond"],
        .degree: [
            "excessively", "too much", "too many", "too often", "overuse", "overused", "overusing", "over-use", "over-using",
            "unnecessarily", "unnecessary", "needless", "needlessly", "heavily", "sparingly", "more than necessary",
            "more than needed", "as little as possible", "as few as possible", "abuse", "misuse", "overly", "large numbers of",
            "deeply", "too deep", "too deeply", "blindly", "carelessly", "casually",
        ],
        .pronoun: ["it", "them", "this", "these", "those", "that one"],
        .goodLabel: [
            "do", "good", "correct", "right", "preferred", "prefer", "recommended", "use", "instead", "yes",
            "better", "ok", "after", "✅", "✔", "✔️", "👍", "🟢", "☑", "☑️",
        ],
        .badLabel: [
            "don't", "dont", "do not", "bad", "wrong", "incorrect", "avoid", "never", "no", "anti-pattern",
            "antipattern", "not this", "before", "nope", "❌", "🚫", "⛔", "✗", "✘", "👎", "⚠", "⚠️", "🔴",
        ],
        .universal: ["every", "each", "all", "any"],
        .importVerb: [
            "import", "imports", "importing", "imported", "depend on", "depends on", "depending on",
            "link against", "links against", "link", "links", "pull in", "pulls in",
        ],
        .nameVerb: [
            "named", "name", "names", "naming", "called", "call it", "spelled", "spell", "spells", "identifiers",
            "identifier",
        ],
        .prefixCue: [
            "prefix", "prefixed", "prefixed with", "start with", "starts with", "starting with", "begin with",
            "begins with", "beginning with", "start in", "starts in",
        ],
        .suffixCue: [
            "suffix", "suffixed", "suffixed with", "end in", "ends in", "ending in", "end with", "ends with",
            "ending with",
        ],
        .conformVerb: [
            "conform to", "conforms to", "conforming to", "conform", "conforms", "conformance", "adopt", "adopts",
            "adopting", "implement", "implements", "implementing",
        ],
        .inheritVerb: [
            "inherit from", "inherits from", "inheriting from", "inherit", "inherits", "subclass", "subclasses",
            "subclassing", "derive from", "derives from", "extend", "extends", "is a subclass of",
            "are subclasses of",
        ],
        .commitVerb: [
            "commit", "commits", "committed", "committing", "check in", "checked in", "check-in", "push",
            "pushed", "add to git", "added to git", "version control", "in git", "to the repository",
            "to the repo", "into the repo",
        ],
        .placeVerb: [
            "live", "lives", "living", "live in", "lives in", "belong", "belongs", "belong in", "belongs in",
            "go in", "goes in", "go under", "goes under", "placed", "placed in", "located", "located in",
            "kept in", "keep in", "sit", "sits", "sit in", "sits in", "stored in", "put in", "reside",
            "resides", "found in", "go", "goes",
        ],
        .siblingCue: [
            "beside", "next to", "alongside", "same folder", "same directory", "paired with", "sibling",
            "siblings", "together with",
        ],
        .declareVerb: [
            "declared", "declare", "declares", "listed", "list", "lists", "registered", "register",
            "registers", "named in", "added to", "add it to", "enumerated",
        ],
        .bumpVerb: [
            "bump", "bumps", "bumped", "increment", "increments", "incremented", "raise", "raises",
            "increase", "increases",
        ],
        .orderCue: [
            "order", "ordering", "ordered", "sorted", "sort", "sorting", "alphabetical", "alphabetically",
            "grouped", "sequence",
        ],
        .headerCue: ["header", "headers", "license", "licence", "copyright", "file header"],
        .documentCue: [
            "documentation comment", "documentation comments", "doc comment", "doc comments", "documented",
            "document", "docs", "docc", "///",
        ],
        .blankLineCue: ["blank line", "blank lines", "empty line", "empty lines", "newline", "new line"],
        .lineEndingCue: ["line ending", "line endings", "line terminator", "line terminators", "eol"],
        .indentCue: ["indent", "indents", "indented", "indentation", "indenting"],
        .wrapVerb: ["wrap", "wraps", "wrapping", "wrapped", "embed", "embeds", "embedding", "box", "erase", "erasing", "type-erase"],
        .callVerb: ["call", "calls", "calling", "invoke", "invokes", "invoking", "trigger", "triggers", "fire", "fires"],
        .useVerb: [
            "use", "uses", "using", "used", "rely on", "relies on", "reach for", "touch", "touches",
            "access", "accesses", "reference", "references", "create", "creates", "instantiate",
            "instantiates", "write", "keep", "hold", "holds", "store", "stores", "put", "add", "apply",
        ],
        .limitAtMost: [
            "at most", "max", "maximum", "max.", "no more than", "not more than", "not exceed", "never exceed",
            "must not exceed", "should not exceed", "not to exceed", "up to", "limit", "limited to", "cap",
            "capped at", "≤", "<=", "or fewer", "or less", "tops",
        ],
        .limitBelow: ["under", "below", "less than", "fewer than", "shorter than", "<", "smaller than"],
        .lineNoun: ["line", "lines", "loc", "sloc"],
        .characterNoun: ["character", "characters", "char", "chars", "column", "columns", "cols", "width", "wide"],
        .fileNoun: ["file", "files", "source file", "source files"],
        .functionNoun: ["function", "functions", "method", "methods", "func", "funcs", "closure", "closures"],
        .typeNoun: ["type", "types", "class", "classes", "struct", "structs", "enum", "enums", "actor", "actors"],
        .parameterNoun: ["parameter", "parameters", "argument", "arguments", "param", "params", "args"],
        .nestingNoun: ["nesting", "nested", "nesting depth", "levels deep", "level of nesting", "levels of nesting", "depth"],
        .spaceNoun: ["space", "spaces"],
        .tabNoun: ["tab", "tabs"],
    ]
}
