import PreflightDocument

/// Prose as the lexicon spells it: typographic apostrophes and quotes, non-breaking and
/// full-width spaces, full-width letters and digits become their ASCII forms, one character for
/// one (so columns stay where they were). Code spans and code blocks are never touched: `’` in
/// a string literal is code. Without this, "Don’t call `fatalError()`" (U+2019) reads as no rule
/// at all while "Don't call `fatalError()`" is one.
enum ProseNormalizer {
    static func normalized(_ document: SkillDocument) -> SkillDocument {
        var copy = document
        copy.blocks = document.blocks.map(normalized)
        return copy
    }

    static func normalized(_ block: MarkdownBlock) -> MarkdownBlock {
        if block.isCode { return block }
        var copy = block
        copy.inlines = block.inlines.map(normalized)
        copy.children = block.children.map(normalized)
        return copy
    }

    static func normalized(_ inline: MarkdownInline) -> MarkdownInline {
        var copy = inline
        switch inline.kind {
        case .code, .html:
            return inline
        case .text:
            copy.literal = normalized(inline.literal)
        default:
            break
        }
        copy.children = inline.children.map(normalized)
        return copy
    }

    static func normalized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x80 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(replacement(scalar)) }
        return String(scalars)
    }

    static func replacement(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x2018, 0x2019, 0x201A, 0x201B, 0x02BC, 0x2032, 0xFF07: return "'"
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0xFF02: return "\""
        case 0x00A0, 0x2007, 0x2009, 0x200A, 0x202F, 0x205F, 0x3000: return " "
        case 0x2010, 0x2011, 0x2212: return "-"
        // Full-width digits and Latin letters; full-width punctuation the reader knows as it is.
        case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A: return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        default: return scalar
        }
    }
}
