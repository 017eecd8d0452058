/// What a word or phrase of a convention document signals, whatever the language. The reader
/// (`StatementReader`) only ever asks the lexicon for these roles; no other compiler file holds a
/// word list.
package enum Cue: String, CaseIterable, Sendable {
    // Modality.
    /// "never", "do not", "must not", "금지", "禁止", "jamais", "nie", "nunca".
    case negation
    /// "avoid", "refrain from", "discouraged": a prohibition that admits exceptions.
    case avoid
    /// "must", "always", "required", "반드시", "必须", "doit", "muss", "debe".
    case obligation
    /// "should", "prefer", "recommended": a preference.
    case recommendation
    /// "may", "allowed", "is fine", "can": a permission (which also marks where something is fine).
    case permission
    /// "only", "exclusively": a restriction to one place or one form.
    case only

    // Relations between the things a statement names.
    /// The disfavoured thing follows: "use A instead of B", "A over B", "A rather than B".
    case disfavouredAfter
    /// The disfavoured thing precedes: "avoid B in favour of A", "B 대신 A", "B ではなく A".
    case disfavouredBefore
    /// "replace B with A", "migrate from B to A": the disfavoured thing follows the verb…
    case replaceVerb
    /// …and the recommended one follows this word.
    case replaceWith

    // Where and when.
    /// "in", "inside", "within", "from": a place inside code or the tree.
    case location
    /// "on": the thing a modifier or attribute is put on, or a place.
    case onto
    /// "if", "when", "for", "without", "as a", "that": a condition on where the rule applies.
    case condition
    /// "unless", "where possible", "if needed": an escape a person decides.
    case escape
    /// "except", "other than", "apart from": what the rule leaves out.
    case exception
    /// "because", "for performance", "to avoid": why — which never narrows the rule.
    case reason
    /// "containing", "with a … inside": what the target's closure holds.
    case containing
    /// "outside", "anywhere but": what follows is the only place the target may be.
    case outside
    /// "excessively", "too many", "unnecessarily": a degree only a person can judge.
    case degree
    /// "in the code", "anywhere in the app": everywhere, which narrows nothing.
    case everywhere
    /// "number literal", "magic numbers": the literal kind a rule forbids in a call.
    case numberLiteral
    case stringLiteral
    /// "what", "which": a relative clause, whose negation is not the sentence's.
    case relativePronoun
    /// "pairing", "combining": with "with", two names used together ("pairing `A` with `B`").
    case pairingVerb
    /// "fall back to", "as a fallback": the code named is allowed where the rule's way fails.
    case fallback
    /// "and", "then": opens a clause coordinated with the one before, with its own verb.
    case coordinator
    /// "delete", "remove", "drop": refused ("do not delete them"), the statement keeps a thing.
    case removeVerb
    /// "persist", "log", "cache", "저장", "保存": an act done to a value. Refused beside code
    /// ("`.draft` is never persisted", "never log `token`"), it refuses the act, not the code.
    case valueAct
    /// "e.g.", "such as", "for example": what follows illustrates; it is no part of the rule.
    case exampleMarker
    /// "if", "when", "as long as": a condition saying when a rule holds, which narrows it (as
    /// opposed to "with a …", "before and after", parts of what it requires).
    case conditionalOpener
    /// "that needs", "which have", "who use": a relative clause narrowing the subject before the
    /// modal word ("any view that needs a border must …").
    case restrictiveRelative
    /// "module", "folder": the name before is a folder ("the `Networking` module").
    case folderNoun
    /// "target": the name before is a build target ("the `IntegrationTests` target"), whose
    /// folders the project's manifests say at run time.
    case targetNoun
    /// "its", "their": what follows belongs to the type named before (a nested type or a member).
    case possessive
    /// "it", "them": the code named before, again.
    case pronoun
    /// "instead", "sondern", "改用": the clause names what to write.
    case favourMarker
    /// Verbs that open a rule as an imperative ("Use …", "Keep …", "Replace …").
    case imperative
    /// "pass", "give": the code after "to" is where it goes (an argument position).
    case argumentVerb
    /// "to", "into": a place only after an argument verb.
    case toward
    /// "apply", "attach": the code after "to" or "on" is what a modifier hangs on, which no
    /// check sees.
    case attachVerb

    // Labels that give a line or a cell its polarity.
    case goodLabel
    case badLabel

    /// "every", "each", "all": a statement about a whole group.
    case universal

    // Actions, used to tell kinds of rules apart.
    case importVerb
    case nameVerb
    case prefixCue
    case suffixCue
    case conformVerb
    case inheritVerb
    case commitVerb
    case placeVerb
    case siblingCue
    case declareVerb
    case bumpVerb
    /// "new code", "introduce", "from now on": the rule holds for what a change adds, not for
    /// the code already there.
    case newCode
    /// "hand-roll", "instantiate", "직접 만들": the rule is about making an instance, so a type
    /// named is forbidden as a construction (`DateFormatter(…)`), not as a name.
    case createVerb
    case orderCue
    /// "~120", "about 40 lines", "roughly", "reasonable", "consider splitting past 500 lines":
    /// a limit given as a guide, reported as a warning rather than failing the run.
    case approximate
    /// "alphabetically", "sorted": an order by name, as opposed to an order the statement lists.
    case alphabeticalCue
    case headerCue
    case documentCue
    /// "公共 API", "öffentliche API", "API publique": the `public` access level in words.
    case publicWord
    /// "省略記法", "短縮形": a shorter form to write, which holds a word for omitting (`省略`) but
    /// refuses nothing. Read by no stage: it only keeps the shorter word from being a negation.
    case shorthandWord
    /// "Exception:", "例外：", "Ausnahme:": a label opening an exception to the rules around it.
    case exceptionLabel
    /// "| API | Allowed |", "Erlaubt": a table column whose cells give each row a verdict.
    case verdictColumn
    /// "for", "pour", "für", "para": what opens a purpose ("Keychain for credentials").
    case purposeWord
    case blankLineCue
    case lineEndingCue
    case indentCue
    case callVerb
    /// "wrap X in Y": the code after "in" is what is used, not a place.
    case wrapVerb
    case useVerb

    // Metric limits.
    /// "at most", "max", "under", "no more than", "≤", "이하", "以内", "höchstens".
    case limitAtMost
    /// "under", "below", "less than", "<": a strict limit.
    case limitBelow
    /// "exceeds", "grows past", "more than", "넘으면", "超えたら": the threshold past which the
    /// thing is too long ("split a function that grows past 50 lines"): at most that many.
    case limitAbove
    case lineNoun
    /// "a view's body", "View の body": the computed `body` of views, in words.
    case viewBodyNoun
    /// "line length", "line width", "column limit": the width of a line, as one noun.
    case lineLengthNoun
    case characterNoun
    case fileNoun
    case functionNoun
    /// "closures": also a function noun elsewhere, but a body length of closures measures closures.
    case closureNoun
    case typeNoun
    case parameterNoun
    /// "initializers", "`init`s", "이니셜라이저": what a parameter limit may leave out.
    case initializerNoun
    /// "overrides", "overridden methods", "오버라이드": declarations whose signature a superclass set.
    case overrideWord
    case propertyNoun
    case caseNoun
    case booleanNoun
    /// "assertions", "predicates", "어서션", "述語": the form a Boolean's name takes in the Swift
    /// guidelines ("Booleans read as assertions: `isEmpty`, `hasAccess`").
    case assertionWord
    /// "everything else", "나머지", "それ以外": the declarations a casing rule's other clause
    /// did not name ("Types `UpperCamelCase`; everything else `lowerCamelCase`").
    case otherDeclarations
    /// "UpperCamelCase", "camelCase": a casing convention.
    case casingCue
    case nestingNoun
    case spaceNoun
    case tabNoun

    // What a block is, before anything is read from it (`BlockRoles`).
    /// "example output", "report format", "transcript": a section showing what something prints.
    case outputHeading
    /// "template", "boilerplate": a section holding text to copy and fill in.
    case templateHeading
    /// "changelog", "troubleshooting", "background": a section that tells, never prescribes.
    case narrativeHeading
    /// "commit message", "pull request", "branch": the statement is about how work is done,
    /// not about code, so no check that reads code comes from it.
    case processTopic
    /// "commit message", "subject line", "PR title": said anywhere in a statement, the statement
    /// is about the process.
    case processSubject
    /// "doesn't", "cannot", "legacy", "every": words that state a fact as often as a rule. They
    /// make a statement a rule only where a rule puts them (`DirectiveForm`).
    case weakModal
    /// "supports", "returns", "handles": a verb telling what a named thing does.
    case describingVerb
    /// "use", "import", "call": after "don't" / "doesn't", the verbs that make it a convention
    /// ("views don't import `UIKit`") rather than a fact ("typing `\\n` doesn't submit").
    case conventionVerb
    /// "needed", "supported": after "is not", a participle that states a fact ("is not needed"),
    /// where most others state a convention ("is not decided inside a feature").
    case factParticiple
    /// "via", "through", "경유", "経由", "通过": the way a thing is to be reached, named beside a ban.
    case intermediary
    /// "directly", "직접", "直接": said of a ban, the use that skips the way named beside it.
    case directly

    /// Cues that tell what a block or a sentence is (its role, its form) rather than what a rule
    /// says. They neither hide other cues nor are hidden by them, and the reader of frames never
    /// sees them (`Utterance.formCues` holds them apart), so adding one changes no reading.
    package var isForm: Bool {
        switch self {
        case .outputHeading, .templateHeading, .narrativeHeading, .processTopic, .processSubject, .weakModal, .describingVerb,
             .conventionVerb, .factParticiple, .intermediary, .directly, .exampleMarker, .conditionalOpener, .restrictiveRelative, .removeVerb, .valueAct, .coordinator, .fallback, .pairingVerb:
            return true
        default:
            return false
        }
    }
}
