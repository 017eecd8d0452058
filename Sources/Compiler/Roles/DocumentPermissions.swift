import PreflightChecks
import PreflightDocument
import PreflightModel

/// A ban the document lifts elsewhere. "Always use the wrapper types, not `NSButton()`" in one
/// section, "when a wrapper cannot do it, fall back to the raw class (`NSButton()` for an
/// accessory bar)" in another: the ban holds only where the wrapper suffices, which no check can
/// tell. A forbidden name that another sentence of the document mentions beside a permission
/// ("fall back to", "is fine", "may", "allowed") keeps its checks from running, and the item says
/// where the document allows it.
enum DocumentPermissions {
    /// Sentences of the document (any block, rules or not) that grant a permission, with their line
    /// and the code they name.
    static func permittingSentences(in document: SkillDocument) -> [(line: Int, code: [String], text: String)] {
        var found: [(Int, [String], String)] = []
        func visit(_ block: MarkdownBlock) {
            switch block.kind {
            case .paragraph:
                for sentence in SentenceSplitter.split(block.inlines, firstLine: block.startLine) where !sentence.codeSpans.isEmpty {
                    // In the modality detector's form, so the cue scan is answered from the cache.
                    let hits = Lexicon.hits(in: ModalityDetector.scanForm(sentence.prose))
                    // "only `Api` may call `fetch()`" restricts; it lifts nothing.
                    if !hits.contains(where: { $0.cue == .only }), hits.contains(where: { $0.cue == .permission || $0.cue == .fallback }) {
                        found.append((sentence.line, sentence.codeSpans, sentence.text))
                    }
                }
            case .code, .html, .table:
                break
            default:
                block.children.forEach(visit)
            }
        }
        document.blocks.forEach(visit)
        return found
    }

    /// Withdraws the ban checks whose forbidden code another sentence permits. `forbidden` gives
    /// each item's forbidden targets as read (not what it recommends), `spared` the places its ban
    /// already leaves out ("only inside `IosFacades`").
    static func apply(to items: inout [CompiledItem], document: SkillDocument, forbidden targets: [String: [String]],
                      spared: [String: [String]]) {
        let bans = items.indices.filter { index in
            items[index].checks.contains { $0.check.isBan } && !(targets[items[index].id] ?? []).isEmpty
        }
        // The document's sentences are read again only when some ban could be lifted.
        guard !bans.isEmpty else { return }
        let permits = permittingSentences(in: document)
        guard !permits.isEmpty else { return }
        for index in bans {
            let item = items[index]
            let forbidden = Set((targets[item.id] ?? []).map(base))
            // A permission that names the place the ban already spares ("`get()` only inside
            // `IosFacades`" and "`IosFacades` is the one object allowed to call `get()`") restates
            // the rule.
            let others = Set((spared[item.id] ?? []).map(base))
            guard let permit = permits.first(where: { permit in
                permit.line != item.statement.line && permit.code.contains { forbidden.contains(base($0)) }
                    && !permit.code.contains { others.contains(base($0)) }
            }) else { continue }
            let name = permit.code.first { forbidden.contains(base($0)) } ?? ""
            items[index].checks.removeAll { $0.check.isBan }
            items[index].missing.append("the document allows `\(name)` elsewhere (line \(permit.line)): the ban holds only where a person can tell")
        }
    }

    /// `NSButton()`, `NSButton(…)` and `NSButton` are one name; `.drive(onNext:)` keeps its labels.
    static func base(_ code: String) -> String {
        let name = String(code.prefix { $0 != "(" && $0 != " " && $0 != "<" })
        let rest = code.dropFirst(name.count)
        let labels = rest.hasPrefix("(") && rest.includes(":") ? String(rest.prefix { $0 != ")" }) + ")" : ""
        return (name + labels).lowercasedFast()
    }
}

extension Check {
    /// Whether the check forbids code outright (a symbol, a call, an import): what a permission
    /// elsewhere in the document can lift.
    var isBan: Bool { asFileCheck?.checkDescription.sharedMeaning == "forbidden-code" }
}
