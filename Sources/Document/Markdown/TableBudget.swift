import PreflightModel

/// cmark-gfm (0.29.0.gfm.6, as Debian ships it) pads every table row to the header's width
/// while parsing, so a 120 KB table with a 10,000-column header and 20,000 one-cell rows asks
/// it for 200 million cells. The count must be bounded before cmark sees the text: this scan
/// finds each delimiter row (`| --- | :-: |`), takes its column count times the lines up to the
/// next blank line (an upper bound on the table's rows), and refuses the document when the sum
/// passes the limit. One pass over the bytes; each line is looked at once.
enum TableBudget {
    static func check(_ bytes: [UInt8], file: String, lineOffset: Int = 0,
                      limit: Int = DocumentBounds.maximumTableCells) throws {
        var total = 0
        var lineStart = 0
        var line = 1
        // The open table: its delimiter row's line and column count.
        var open: (line: Int, columns: Int, rows: Int)?
        func close() throws {
            guard let table = open else { return }
            open = nil
            total += table.columns * (table.rows + 1)
            if total > limit {
                throw PreflightError(file: file, line: table.line + lineOffset,
                                     "tables hold more than \(limit) cells (this one: \(table.columns) columns × "
                                     + "\(table.rows + 1) rows); documents with more are not read")
            }
        }
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            if isBlank(bytes, lineStart, lineEnd) {
                try close()
            } else if open != nil {
                open!.rows += 1
                // Checked as it grows, so a runaway table stops the scan early.
                if total + open!.columns * (open!.rows + 1) > limit { try close() }
            } else if let columns = delimiterColumns(bytes, lineStart, lineEnd) {
                open = (line, columns, 1)
            }
            guard lineEnd < bytes.count else { break }
            lineStart = lineEnd + (bytes[lineEnd] == 0x0D && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == 0x0A ? 2 : 1)
            line += 1
        }
        try close()
    }

    /// Blank, or only block-quote markers and spaces.
    static func isBlank(_ b: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            switch b[i] {
            case 0x20, 0x09, UInt8(ascii: ">"): i += 1
            default: return false
            }
        }
        return true
    }

    /// The number of columns when the line is a table delimiter row: cells of `-` with optional
    /// `:` at either end, separated by `|`, at least one `|` (after quote markers and indentation).
    static func delimiterColumns(_ b: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var i = start
        while i < end, b[i] == 0x20 || b[i] == 0x09 || b[i] == UInt8(ascii: ">") { i += 1 }
        var columns = 0
        var pipes = 0
        var inCell = false
        var dashes = false
        while i < end {
            switch b[i] {
            case UInt8(ascii: "|"):
                if inCell { guard dashes else { return nil }; columns += 1 }
                pipes += 1
                inCell = false
                dashes = false
            case UInt8(ascii: "-"):
                inCell = true
                dashes = true
            case UInt8(ascii: ":"), 0x20, 0x09:
                if b[i] == UInt8(ascii: ":") { inCell = true }
            default:
                return nil
            }
            i += 1
        }
        if inCell { guard dashes else { return nil }; columns += 1 }
        return pipes > 0 && columns > 0 ? columns : nil
    }
}
