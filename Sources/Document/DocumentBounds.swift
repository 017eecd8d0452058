import PreflightModel

/// Bounds on what a document may hold. Far above any real skill or convention document (the
/// largest seen are ~20 KB, nesting a handful of levels), they keep a hostile or corrupt file
/// from exhausting memory or the call stack: every tree Preflight builds from a document is at
/// most `maximumNesting` deep, so the code walking those trees recursively stays shallow.
public enum DocumentBounds {
    /// Largest document read: 50 times the largest seen. Compiling costs about 130 bytes of
    /// memory and 22 µs per byte of document (Benchmarks/scaling.py), so this keeps one document
    /// under ~140 MB and 25 s.
    public static let maximumBytes = 1024 * 1024
    /// Deepest nesting of Markdown blocks (lists, quotes), of inlines within a block (emphasis,
    /// links), and of YAML collections.
    public static let maximumNesting = 64
    /// Table cells in one document, counted as cmark-gfm creates them (every row is padded to
    /// the header's width, so a wide header times many short rows counts in full).
    public static let maximumTableCells = 50_000
    /// YAML nodes once every alias is expanded (an alias stands for a whole copy of its anchor).
    public static let maximumYAMLNodes = 100_000
    /// Scalar text once every alias is expanded: four times the largest document, so aliases
    /// cannot turn a 1 MB file into hundreds of MB of `parse` output.
    public static let maximumYAMLBytes = 4 * 1_048_576
}
