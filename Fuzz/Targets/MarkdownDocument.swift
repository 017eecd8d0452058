// Fuzz target: the Markdown document model (cmark-gfm conversion, plain-text recovery, the
// section tree, the JSON rendering, a Cursor rule's globs) on arbitrary bytes.
@testable import PreflightDocument
@testable import PreflightModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdownDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The same bytes as a Cursor rule: its frontmatter's globs are quoted before YAML reads them.
    if let rule = try? SkillDocument.parse(bytes: bytes, path: ".cursor/rules/fuzz.mdc") {
        _ = DocumentScope.globs(of: rule)
    }
    guard let document = try? SkillDocument.parse(bytes: bytes, path: "fuzz.md") else { return 0 }
    _ = DocumentJSON.render(document)
    for (block, _) in document.blocksWithSections {
        block.walk { inner in
            // Lines are file lines: inside the document.
            if inner.startLine < 0 || inner.endLine > document.lineCount + 1 {
                fatalError("block at \(inner.startLine)-\(inner.endLine) outside \(document.lineCount) lines")
            }
            _ = inner.text
            _ = inner.ownCodeSpans
        }
    }
    return 0
}
