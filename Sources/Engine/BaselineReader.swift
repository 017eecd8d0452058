import PreflightModel

/// Reads a baseline file entry by entry from a `JSONCursor`, so its memory is the entries, not
/// a tree of the text. Names and paths repeat across entries: each is kept once.
struct BaselineReader {
    let file: String
    private var pool: [String: String] = [:]

    init(file: String) {
        self.file = file
    }

    mutating func read(_ cursor: inout JSONCursor) throws -> Baseline {
        guard cursor.next() == .object else {
            // Not JSON, or JSON of another shape.
            try cursor.skipValue()
            guard cursor.atEnd() else { throw JSONCursor.Failure.invalid(line: cursor.line) }
            throw shape()
        }
        var version: (value: Int, line: Int)?
        var entries: [Baseline.Entry]?
        try cursor.object { cursor, key in
            switch key {
            case "version":
                _ = cursor.next()
                let line = cursor.line
                version = (try self.integer("version", &cursor), line)
            case "findings":
                guard cursor.next() == .array else { throw try self.wrongType("findings", &cursor) }
                var list: [Baseline.Entry] = []
                try cursor.array { cursor, index in list.append(try self.entry(&cursor, index: index)) }
                entries = list
            default:
                try cursor.skipValue()
            }
        }
        guard cursor.atEnd() else { throw JSONCursor.Failure.invalid(line: cursor.line) }
        guard let version, let entries else { throw shape() }
        guard version.value == Baseline.currentVersion else {
            throw PreflightError(file: file, line: version.line,
                                 "unsupported baseline version \(version.value) (this preflight reads version \(Baseline.currentVersion))")
        }
        return Baseline(findings: entries)
    }

    /// One entry; its keys may come in any order, unknown ones are passed over.
    private mutating func entry(_ cursor: inout JSONCursor, index: Int) throws -> Baseline.Entry {
        let place = "findings[\(index)]"
        guard cursor.next() == .object else { throw try wrongType(place, &cursor) }
        let line = cursor.line
        var texts: [String: String] = [:]
        var occurrence: Int?
        try cursor.object { cursor, key in
            switch key {
            case "ruleId", "path", "lineText", "message":
                guard cursor.next() == .string else { throw try self.wrongType("\(place).\(key)", &cursor) }
                let text = try cursor.string()
                texts[key] = key == "lineText" || key == "message" ? text : self.interned(text)
            case "occurrence":
                occurrence = try self.integer("\(place).occurrence", &cursor)
            default:
                try cursor.skipValue()
            }
        }
        func required(_ key: String) throws -> String {
            guard let text = texts[key] else { throw PreflightError(file: file, line: line, "malformed baseline: \(place) lacks \"\(key)\"") }
            return text
        }
        let ruleId = try required("ruleId"), path = try required("path"), lineText = try required("lineText")
        guard let occurrence else { throw PreflightError(file: file, line: line, "malformed baseline: \(place) lacks \"occurrence\"") }
        return Baseline.Entry(ruleId: ruleId, path: path, lineText: lineText, occurrence: occurrence, message: try required("message"))
    }

    /// A whole number, else a wrong type at its line.
    private func integer(_ place: String, _ cursor: inout JSONCursor) throws -> Int {
        guard cursor.next() == .number else { throw try wrongType(place, &cursor) }
        let line = cursor.line
        guard let value = try cursor.integer() else {
            throw PreflightError(file: file, line: line, "malformed baseline: \(place) has the wrong type")
        }
        return value
    }

    /// The value at the cursor is JSON of another kind (or not JSON at all).
    private func wrongType(_ place: String, _ cursor: inout JSONCursor) throws -> Error {
        guard cursor.next() != nil else { return JSONCursor.Failure.invalid(line: cursor.line) }
        return PreflightError(file: file, line: cursor.line, "malformed baseline: \(place) has the wrong type")
    }

    private func shape() -> PreflightError {
        PreflightError(file: file, line: 1, "malformed baseline: expected an object with \"version\" and \"findings\"")
    }

    private mutating func interned(_ text: String) -> String {
        if let kept = pool[text] { return kept }
        pool[text] = text
        return text
    }
}
