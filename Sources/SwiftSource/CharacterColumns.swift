/// Turns the byte columns checks work in into the columns reports print: Unicode code points
/// from the start of the line, 1-based (SARIF's `columnKind: unicodeCodePoints`; GitHub and
/// Xcode count characters too). A line of `let café = x!` has its `!` at byte 14 but
/// character 13.
///
/// An ASCII file maps every column to itself. Otherwise the reader keeps its place on the
/// last line it counted, so a check's findings, which come in reading order, cost one pass
/// over each line they fall on rather than one per finding.
package struct CharacterColumns {
    private let file: SourceFile
    private let identity: Bool
    /// The last position counted: its line, its byte offset in the file and the code points
    /// between the line's start and that offset.
    private var line = 0
    private var offset = 0
    private var counted = 0

    package init(_ file: SourceFile) {
        self.file = file
        identity = file.isASCII
    }

    /// The character column of 1-based byte `column` on 1-based line `number`; a line outside
    /// the file leaves the column as it came, and a column past the line's end counts one per
    /// byte beyond it (a finding just after the last character).
    package mutating func column(line number: Int, byteColumn column: Int) -> Int {
        guard !identity, column > 1 else { return column }
        let lines = file.lines
        guard number >= 1, number <= lines.count else { return column }
        let start = lines[number - 1].start
        let target = min(start + column - 1, lines[number - 1].contentEnd)
        let beyond = start + column - 1 - target
        if number != line || target < offset {
            line = number
            offset = start
            counted = 0
        }
        let bytes = file.bytes
        while offset < target {
            // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a code point.
            if bytes[offset] & 0xC0 != 0x80 { counted += 1 }
            offset += 1
        }
        return counted + 1 + beyond
    }
}
