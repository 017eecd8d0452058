import PreflightDocument

/// A paragraph that is code without a fence: documentation pasted as plain text keeps its Swift
/// (`@available(iOS, introduced: 13, deprecated: 16)`, `extension NavigationLink {`) as ordinary
/// lines. Read as prose, its attributes and calls turn into "rules"; it is an example instead.
enum CodeLikeProse {
    /// Whether most lines of the paragraph look like Swift rather than sentences.
    static func isCode(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph, !block.inlines.contains(where: { $0.kind == .code }) else { return false }
        let lines = lines(of: block.inlines).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return false }
        let code = lines.filter(looksLikeCode).count
        return code * 10 >= lines.count * 6
    }

    static func lines(of inlines: [MarkdownInline]) -> [String] {
        var lines = [""]
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline.kind {
                case .softBreak, .lineBreak: lines.append("")
                case .text, .code, .html: lines[lines.count - 1] += inline.literal
                default: walk(inline.children)
                }
            }
        }
        walk(inlines)
        return lines
    }

    /// A line that opens or closes a block, starts with an attribute or a declaration keyword,
    /// or is a call or assignment with no sentence around it.
    static func looksLikeCode(_ line: String) -> Bool {
        if line.hasSuffix("{") || line.hasPrefix("}") || line == ")" || line.hasPrefix(")") { return true }
        if line.hasPrefix("@"), line.dropFirst().first?.isLetterFast == true, !line.includes(" ") || line.includes("(") { return true }
        if line.hasPrefix("//") || line.hasPrefix("#if") || line.hasPrefix("#endif") { return true }
        // "private is required on `@State`": a rule's words make the remaining shapes prose.
        let prose: Set<Cue> = [.negation, .obligation, .recommendation, .permission, .avoid, .escape, .exception]
        if Lexicon.hits(in: Array(line.lowercasedFast())).contains(where: { prose.contains($0.cue) }) { return false }
        let first = line.split(separator: " ").first.map(String.init) ?? ""
        let keywords: Set<String> = ["let", "var", "func", "struct", "class", "enum", "extension", "protocol", "import", "return",
                                     "guard", "await", "try", "case", "switch", "init(", "public", "private", "internal", "static"]
        if keywords.contains(first), line.contains(where: { "(){}=:.".contains($0) }) { return true }
        // `store.send(.tapped)`, `$store.scope(state: \.x)`: a call with no spaced words around it.
        let words = line.split(separator: " ").filter { $0.contains(where: \.isLetterFast) }
        let sentence = words.count >= 4 && words.filter { $0.allSatisfy { $0.isLetterFast || $0 == "," || $0 == "." } }.count * 2 > words.count
        return !sentence && (line.hasSuffix(")") || line.hasSuffix(",")) && line.includes("(")
    }
}
