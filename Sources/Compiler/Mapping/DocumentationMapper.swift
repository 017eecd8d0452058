import PreflightChecks
import PreflightModel
import PreflightSwiftSource

/// "Public API has `///` docs", "every `public` declaration is documented", "a blank line
/// around `// MARK:`": comments and spacing a file must have.
package enum DocumentationMapper {
    static let levels = ["open", "public", "package", "internal"]

    /// The kinds of declaration a documentation rule names: functions, types, properties; empty
    /// for the whole API ("public API", "`public` declarations", "every public symbol"); nil when
    /// it names no such thing in words the reader knows ("funções públicas").
    static func kindsNamed(_ reading: Reading) -> [DocCommentCheck.Kind]? {
        var kinds: [DocCommentCheck.Kind] = []
        if reading.has(.typeNoun) { kinds.append(.type) }
        if reading.has(.functionNoun) { kinds.append(.function) }
        if reading.has(.propertyNoun) { kinds.append(.property) }
        if !kinds.isEmpty { return kinds }
        let words = Set(String(reading.utterance.characters).lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init))
        let wholeAPI = !words.isDisjoint(with: Lexicon.wholeAPIWords) || reading.terms.contains { levels.contains($0.text) }
        return wholeAPI ? [] : nil
    }

    package static func map(_ context: inout MappingContext) -> [Mapped] {
        guard context.requires else { return [] }
        let reading = context.reading
        let text = String(reading.utterance.characters)
        var result: [Mapped] = []
        let documents = reading.has(.documentCue) || reading.terms.contains { $0.text.hasPrefix("///") }
        // "Document every public API in the README": the documentation lives in a file, not
        // in `///` comments, and no check reads that file's contents.
        let inAFile = !reading.terms.contains { $0.text.hasPrefix("///") }
            && (reading.terms.contains { Self.isDocumentFile($0.text) }
                || Lexicon.documentationPlaces.contains { TextSearch.containsWord($0, in: text) })
        if documents, reading.has(.only) {
            // "`///` for public APIs only": where documentation may go, not what must have it.
            context.missing.append("“only” says where documentation comments belong, not that every declaration there has one")
        } else if documents, inAFile {
            context.missing.append("the documentation lives in a file, not in `///` comments")
        } else if documents, !reading.terms.contains(where: { $0.text.includes("MARK") }) {
            // The access levels named: `public`, "public API", "open and public".
            var named = levels.filter { level in
                reading.terms.contains { $0.text == level } || TextSearch.containsWord(level, in: text)
            }
            // "为所有公共 API 添加文档注释", "öffentliche APIs dokumentieren": `public` in words.
            if named.isEmpty, reading.has(.publicWord) { named = ["public"] }
            if named == ["public"] { named = ["public", "open"] }
            // "public functions", "public types": only those; "public API", "`public`
            // declarations": every kind. A noun the reader does not know leaves it to a person.
            let kinds = Self.kindsNamed(reading)
            if !named.isEmpty, kinds == nil {
                context.missing.append("which declarations the statement means is not said in words the check knows")
            } else if !named.isEmpty, let kinds {
                context.claimAll { _ in true }
                var check = DocCommentCheck(accessLevels: named)
                check.kinds = kinds
                result.append(Mapped(check: check, origin: "documented " + named.joined(separator: "/") + " declarations",
                                     severity: context.statement.modality == .prefer ? .warning : .error))
            }
        }
        if reading.has(.blankLineCue), reading.terms.contains(where: { $0.text.includes("MARK") }) || text.includes("mark") {
            context.claimAll { _ in true }
            result.append(Mapped(check: MarkSpacingCheck(), origin: "blank lines around `// MARK:`",
                                 severity: context.statement.modality == .prefer ? .warning : .error))
        } else if reading.terms.contains(where: { Self.isDashedMark($0.text) }),
                  reading.terms.contains(where: { $0.isCode && $0.text.includes("MARK:") && !Self.isDashedMark($0.text) }) {
            // "Marks are written `// MARK: Title` or `// MARK: - Title`": the form without the
            // dash is allowed too, and the mark check asks for the dash.
            context.missing.append("marks may be written without the dash too, and the mark check asks for it")
        } else if reading.terms.contains(where: { Self.isDashedMark($0.text) }), let place = Self.placeOfMarks(reading) {
            // "Use `// MARK: -` to section views", "in controllers, group members under
            // `// MARK: -`": marks in one place only, which the mark check does not tell apart.
            context.missing.append("the form of marks \(place) only, which the mark check does not tell from other code")
        } else if reading.terms.contains(where: { Self.isDashedMark($0.text) }) {
            // "Use `// MARK: -` to divide types into sections": the form every mark takes. Whether
            // a type needs sections at all is left for a person.
            context.claimAll { _ in true }
            let severity: Severity = context.statement.modality == .prefer ? .warning : .error
            result.append(Mapped(check: MarkFormCheck(), origin: "`// MARK: -` marks", severity: severity))
            // "… to organize sections": code with parts to divide has marks at all, which the
            // sections check asks of types with several kinds of members and files of several types.
            if Self.saysSections(text) {
                result.append(Mapped(check: MarkSectionsCheck(), origin: "code divided by `// MARK:`", severity: severity))
            } else {
                context.missing.append("whether a type has enough members to need sections is for a person; the check decides the form of each mark")
            }
        }
        return result
    }

    /// Whether the statement says marks divide code into parts ("to organize sections"), as
    /// opposed to naming the marks ("section marks are written …").
    static func saysSections(_ text: String) -> Bool {
        var lowered = text.lowercasedFast()
        for noun in Lexicon.sectionMarkNouns { lowered = lowered.replacingOccurrences(of: noun, with: " ") }
        return Lexicon.sectionWords.contains { lowered.includes($0) }
    }

    /// Where a rule about marks holds, when it narrows them: a group of types or a place. The
    /// parts marks divide code into ("in Abschnitte", "into sections") are no place.
    static func placeOfMarks(_ reading: Reading) -> String? {
        if let group = reading.terms.first(where: { $0.family != nil }) { return "in " + group.display }
        for frame in reading.frames {
            if let place = frame.unresolvedPlace, !saysSections(place) { return "“\(place)”" }
            if let location = frame.locations.first { return "in " + location.display }
            if let condition = frame.conditionText { return "“\(condition)”" }
        }
        return nil
    }

    /// `// MARK: -`, `MARK: -`, `// MARK: - Section`: a mark written with its dash.
    static func isDashedMark(_ text: String) -> Bool {
        let body = text.trimmingPrefix("//").trimming(" \t")
        return body.hasPrefix("MARK:") && String(body.dropFirst(5)).trimming(" \t").hasPrefix("-")
    }

    static func isDocumentFile(_ text: String) -> Bool {
        let lower = text.lowercasedFast()
        return [".md", ".markdown", ".txt", ".rst", ".docc"].contains { lower.hasSuffix($0) }
    }
}
