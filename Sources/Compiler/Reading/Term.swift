import PreflightChecks
import PreflightSwiftSource

/// A thing a statement names: code written in backticks, an API name written bare ("URLSession",
/// "NotificationCenter를"), or a concept of the catalogue ("force unwraps", "magic numbers").
/// In the reader's text each term stands as one placeholder character, so cue words and terms
/// share one coordinate system.
package struct Term: Sendable, Equatable {
    package enum Source: String, Sendable, Equatable {
        case code, bareName, concept
        /// A group of types or files named in prose ("views", "tests").
        case family
    }

    package var text: String
    package var source: Source
    /// What the code says, for code and bare names.
    package var span: CodeSpan?
    /// The catalogue entry, for concepts and families.
    package var conceptId: String?
    /// Offset of the placeholder in the reader's text.
    package var position: Int
    /// A concept named as the practice that excludes it ("localize every string").
    package var namesPractice = false
    /// The name is a folder: "the `Core` module", "the `IntegrationTests` target".
    package var namesFolder = false
    /// The name is a build target's ("the `IntegrationTests` target"): where it lives, the
    /// project's manifests say when a check runs, not the name.
    package var namesTarget = false

    package var isCode: Bool { source == .code || source == .bareName }
    /// `PascalCase`, `lowerCamelCase`: the name of a casing style, never a type's.
    package var namesCasingStyle: Bool { Lexicon.casingCueWords.contains(text.lowercasedFast()) }
    package var family: TypeFamily? { source == .family ? conceptId.flatMap(TypeFamily.named) : nil }
    package var concept: Concept? { source == .concept ? conceptId.flatMap(ConceptCatalogue.concept) : nil }

    /// How `compile` names the term.
    package var display: String {
        switch source {
        case .code, .bareName: return "`\(text)`"
        // A practice is shown by its words and the concept it avoids: "‹closure-in-parentheses›"
        // alone would read as the very thing the statement refuses.
        case .concept: return namesPractice ? "“\(text)” (avoids ‹\(conceptId ?? text)›)" : "‹\(conceptId ?? text)›"
        case .family: return "“\(text)”"
        }
    }
}

/// The part a term plays in a statement.
package enum Role: String, Sendable, Equatable {
    /// The thing required or forbidden: the only role that ever becomes a check.
    case target
    /// The recommended form ("`A` over `B`": `A`).
    case alternative
    /// Whose code the rule is about ("`Core/` never imports …", "view models …").
    case subject
    /// Where inside the subject ("in `body`", "from `onAppear`", "in `Core/`").
    case location
    /// When the rule applies ("as a `List` id", "in code that uses `await`").
    case condition
    /// What the rule leaves out ("except `@IBOutlet`").
    case exception
    /// Where the target is allowed ("only `AppRouter` touches …").
    case allowedPlace
    /// What a modifier is applied to ("apply `.sheet` to the `Button`, not to the `List`"):
    /// no check sees it, so a frame holding one stays manual.
    case attachment
    /// Named in a reason or an example ("because `View` identity…", "such as `X`"): no part of the rule.
    case aside
}
