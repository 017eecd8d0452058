import PreflightSwiftSource

/// `<!-- preflight: … -->`: YAML in an HTML comment right after an item or rule, invisible
/// when rendered, that adds, replaces or disables the item's checks.
public enum Annotation {
    static func isAnnotation(_ html: String) -> Bool {
        let trimmed = html.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard trimmed.hasPrefix("<!--") else { return false }
        let inner = trimmed.dropFirst(4).drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        return inner.lowercasedFast().hasPrefix("preflight")
    }

    /// The YAML inside the comment, after `preflight:` — with the comment's line, so YAML
    /// errors can be mapped back to the document.
    static func yamlBody(_ html: String) -> (text: String, firstLineOffset: Int) {
        var body = Substring(html)
        if let open = body.range(of: "<!--") { body = body[open.upperBound...] }
        if let close = body.range(of: "-->", options: .backwards) { body = body[..<close.lowerBound] }
        let lead = body.prefix { $0 == " " || $0 == "\t" || $0 == "\n" }
        let offset = lead.filter { $0 == "\n" }.count
        body = body.dropFirst(lead.count)
        if body.lowercasedFast().hasPrefix("preflight:") { body = body.dropFirst("preflight:".count) }
        else if body.lowercasedFast().hasPrefix("preflight") { body = body.dropFirst("preflight".count) }
        return (String(body), offset)
    }
}
