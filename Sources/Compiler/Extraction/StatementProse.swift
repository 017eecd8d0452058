import PreflightDocument
import PreflightModel

/// What the extraction walk asks of a sentence's prose: whether it is a fragment, an exception,
/// an example label, a practice, a group declared; its plain text; a code block's language.
extension StatementExtractor.Walker {
        /// "`fatalError` is not allowed. `required init?(coder:)` is the only exception.": a
        /// sentence that states no rule of its own but an exception belongs to the rule before it,
        /// so the rule is read with its exception rather than without.
        static func joiningExceptions(_ sentences: [Sentence]) -> [Sentence] {
            var out: [Sentence] = []
            for sentence in sentences {
                // The word test first: it is cheap, and most sentences state no exception.
                let exception = Self.statesAnException(sentence.prose) && Self.isReadable(sentence.prose)
                    && ModalityDetector.modality(of: sentence.prose) == nil
                if var previous = out.last, exception || Self.isFragment(sentence.prose) {
                    previous.text += " " + sentence.text
                    previous.prose += " " + sentence.prose
                    previous.codeSpans += sentence.codeSpans
                    previous.endLine = sentence.endLine
                    out[out.count - 1] = previous
                } else {
                    out.append(sentence)
                }
            }
            return out
        }

        /// "The domain layer stays framework-free. No `SwiftUI`, no `CoreData`.": a verbless list of
        /// negated names elaborates the sentence before it, whose topic it keeps.
        static func isFragment(_ prose: String) -> Bool {
            let words = prose.lowercasedFast().split { !$0.isLetterFast && $0 != "‹" && $0 != "›" }.map(String.init)
            guard let first = words.first else { return false }
            guard words.contains("‹code›") else { return false }
            if Lexicon.fragmentOpeners.contains(first) { return words.allSatisfy { fragmentWords.contains($0) } }
            // "`AppDelegate` 금지, `Bundle.main` 금지.": names and a ban noun, nothing else.
            return words.allSatisfy { $0 == "‹code›" || Lexicon.banNouns.contains($0) } && words.contains { Lexicon.banNouns.contains($0) }
        }

        /// What a fragment may hold besides its opener: code and the words joining it.
        static let fragmentWords: Set<String> = Lexicon.fragmentOpeners.union(Lexicon.fragmentJoiners).union(["‹code›"])

        static func statesAnException(_ prose: String) -> Bool {
            let lower = prose.lowercasedFast()
            return Lexicon.exceptionWords.contains { lower.includes($0) }
        }

        static func isExampleLabel(_ sentence: Sentence) -> Bool {
            let text = sentence.text.trimming(" ")
            // "❌ Don't", "Bad example": a short label. "Never force-unwrap optionals." is a sentence, a rule.
            let isSentence = text.hasSuffix(".") && !Lexicon.hits(in: Array(text.lowercasedFast())).contains { hit in
                (hit.cue == .goodLabel || hit.cue == .badLabel) && !hit.phrase.unicodeScalars.contains(where: \.properties.isAlphabetic)
            }
            if !isSentence, ExampleLabel.verdict(of: text) != nil, sentence.codeSpans.isEmpty, sentence.prose.split(separator: " ").count <= 3 {
                return true
            }
            guard text.hasSuffix(":") else { return false }
            let lead = String(text.prefix { $0 != "—" && $0 != "-" && $0 != ":" && $0 != "(" })
            // "Use `// MARK: -` to organize sections:": code in the lead makes it a statement about
            // that code, which a list of examples follows, not a label.
            return !lead.includes("`") && ExampleLabel.verdict(of: lead) != nil
        }

        /// Longest statement read for rules. Real rules are a few hundred characters; reading is
        /// linear in a statement's length only up to the clause structure it assumes, so a longer
        /// run of text (a pasted blob without sentence breaks) stays a manual item, unread, and the
        /// compile stays linear in the document.
        static let maximumStatementLength = 2_000

        static func isReadable(_ prose: String) -> Bool { prose.utf8.count <= maximumStatementLength }

        /// Whether the prose ends in a question mark (an aside in parentheses after it aside).
        static func isQuestion(_ prose: String) -> Bool {
            var end = prose.trimming(" *_")
            if end.hasSuffix(")"), let open = end.lastIndex(of: "(") { end = String(end[..<open]).trimming(" ") }
            return end.hasSuffix("?") || end.hasSuffix("？")
        }

        /// "Types: `UpperCamelCase`": a casing written as code is a naming rule's whole statement.
        static func namesACasing(_ spans: [String]) -> Modality? {
            spans.contains { span in Lexicon.hits(in: Array(span.lowercasedFast())).contains { $0.cue == .casingCue && $0.range.count == span.count } }
                ? .must : nil
        }

        /// "One type per file", "File names match the primary type", "Trailing commas in
        /// multi-line collections": how code is spread over files or laid out, named as a
        /// practice, is a convention however tersely a list item puts it.
        static func statesAPractice(_ prose: String) -> Modality? {
            let characters = Array(prose.lowercasedFast())
            return ConceptCatalogue.mentions(in: characters).contains { mention in
                mention.isPractice && [.organization, .formatting].contains(ConceptCatalogue.concept(mention.id)?.area)
            } ? .must : nil
        }

        /// "`guard` for early returns": code naming a practice beside the words that practice
        /// needs to be meant states it, though "`Alamofire` for networking" describes a stack.
        /// Only concepts whose code alone says too little (`guard`) and that name those words.
        static func namesAPracticeByCode(_ prose: String, spans: [String]) -> Modality? {
            let lowered = prose.lowercasedFast()
            return spans.contains { span in
                ConceptCatalogue.practices(namedBy: span).contains { concept in
                    [.organization, .formatting].contains(concept.area) && !concept.practiceCodeNeeds.isEmpty
                        && concept.practiceCodeNeeds.contains { lowered.includes($0) }
                }
            } ? .must : nil
        }

        /// "View models: `final class XxxViewModel: ObservableObject`": a declaration with a
        /// placeholder name is how every type of a group is declared. Read in list items only: a
        /// paragraph that shows such a declaration is more often telling than prescribing.
        static func declaresAGroup(_ spans: [String]) -> Modality? {
            spans.contains { DeclarationTemplate($0) != nil } ? .must : nil
        }

        /// A code block is an example unless its info string says it is what something prints.
        static func codeRole(_ block: MarkdownBlock) -> BlockRole {
            let info = language(of: block)
            return ["text", "txt", "output", "console", "log", "plaintext"].contains(info) ? .sampleOutput : .example
        }

        /// Statement text (code in backticks) as prose, code spans as `‹code›`.
        static func proseOf(_ text: String) -> String {
            var out = ""
            var inCode = false
            for character in text {
                if character == "`" {
                    inCode.toggle()
                    if inCode { out += " ‹code› " }
                    continue
                }
                if !inCode { out.append(character) }
            }
            return out
        }

        /// Prose with code spans removed, so words inside code never decide a modality.
        package static func prose(_ inlines: [MarkdownInline]) -> String {
            var out = ""
            for inline in inlines {
                switch inline.kind {
                case .text: out += inline.literal
                case .code: out += " ‹code› "
                case .softBreak, .lineBreak: out += " "
                case .html: break
                default: out += prose(inline.children)
                }
            }
            return out
        }

        package static func language(of block: MarkdownBlock) -> String {
            let info = block.codeInfo?.split(separator: " ").first.map(String.init)?.lowercasedFast() ?? ""
            return info.isEmpty ? "swift" : info
        }
}
