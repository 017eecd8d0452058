import PreflightChecks
import PreflightDocument
import PreflightModel
import PreflightSwiftSource

/// One statement → its reading → checks. The mappers run in order, from the most specific
/// shape to the most general: each claims the terms it used, and the forbidden-code mapper
/// takes what is left. What no mapper could use is reported with the part that is missing.
package enum FrameCompiler {
    package struct Result {
        package var checks: [Mapped]
        package var reading: Reading
        package var missing: [String]
        /// "Do not introduce new `DispatchQueue` code": the checks judge what a change adds.
        package var newCodeOnly = false
        /// Checks of bans a human escape leaves to a person ("unless unrecoverable"): the item
        /// stays manual; they run as warnings only when the configuration says `escapes: warn`.
        package var escapedChecks: [Mapped] = []
    }

    static let mappers: [(inout MappingContext) -> [Mapped]] = [
        TreeRuleMapper.map, ExtensionFileMapper.map, DeclarationTemplateMapper.map, NameLengthMapper.map, NamingMapper.map, NamePatternMapper.map, KindAndOwnershipMapper.map, MetricMapper.map, DocumentationMapper.map, ModifierMapper.map, TypeRequirementMapper.map, LayoutRuleMapper.map,
        ForbiddenUseMapper.map,
    ]

    package static func compile(_ statement: Statement, document: SkillDocument) -> Result {
        // A checklist item states what must hold, modal word or not ("View models are annotated …").
        let reading = StatementReader.read(statement.text, modality: statement.modality ?? (statement.kind == .checklist ? .must : nil))
        var context = MappingContext(statement: statement, reading: reading, document: document,
                                     headingPlaces: headingPlaces(statement.sectionPath))
        for pair in reading.combinations {
            context.miss("names \(pair) used together, which no check sees as one thing")
        }
        if let platform = PlatformScope.platform(of: statement.text, sectionPath: statement.sectionPath) {
            context.miss("holds on \(platform) only, and no path tells one platform's files from another's")
            return Result(checks: [], reading: reading, missing: context.missing)
        }
        // A member order written out is the whole statement: its words are groups, not names.
        if let groups = MemberOrderMapper.order(of: context) {
            let checks = MemberOrderMapper.map(groups, &context)
            return Result(checks: checks, reading: reading, missing: context.missing, newCodeOnly: reading.speaksOfNewCode)
        }
        if let unreadable = unreadableWhole(reading) {
            context.miss(unreadable)
            return Result(checks: [], reading: reading, missing: context.missing)
        }
        // `self` "only where needed": the escape is what the check decides, so no mapper's
        // gate on escapes applies.
        var checks = SelfReferenceMapper.map(&context)
        if checks.isEmpty { checks = runMappers(&context) }
        let escaped = checks.filter { $0.escape != nil }
        checks.removeAll { $0.escape != nil }
        if checks.isEmpty {
            // Words that name nothing checkable, examples that do.
            checks = ExampleMapper.map(&context)
        }
        // A statement about commits, pull requests or builds judges no code: only what the tree
        // or the change holds may be checked for it.
        if ProcessTopic.applies(to: statement), checks.contains(where: { $0.check.asFileCheck != nil }) {
            checks.removeAll { $0.check.asFileCheck != nil }
            context.miss("about the process (commits, pull requests, builds), not the code: left for a person")
        }
        let pair = inlinePairInstead(of: checks, context: &context)
        if !pair.isEmpty {
            checks = pair
            context.missing.removeAll()
        }
        return Result(checks: checks, reading: reading, missing: context.missing, newCodeOnly: reading.speaksOfNewCode,
                      escapedChecks: escaped)
    }

    /// Why no mapper may read the statement at all, when none may: a group narrowed in words,
    /// a modifier's attachment, a name both recommended and forbidden.
    static func unreadableWhole(_ reading: Reading) -> String? {
        // "SwiftUI-facing view models", "network-bound services": a modifier narrows the group
        // to members no selector can pick, and a check on the whole group flags the rest.
        if let narrowed = narrowedFamily(reading) {
            return "“\(narrowed)” narrows the group in words no check can test"
        }
        if let narrowed = narrowedCode(reading) {
            return "“\(narrowed.word)” picks some uses of \(narrowed.code) by a shape no check sees"
        }
        // "Apply `.confirmationDialog` to the `Button`, not to the `List`": which view a modifier
        // hangs on is beyond every check kind, and forbidding the names would flag the views.
        if let frame = reading.frames.first(where: { !$0.attachments.isEmpty }) {
            return "what \(frame.targets.map(\.display).joined(separator: ", ")) is applied to (\(frame.attachments.map(\.display).joined(separator: ", "))) is not something a check can see"
        }
        // "(`helper` → `.framework` by default) — do not hardcode `.framework`": a name the
        // statement offers as the way in one frame and forbids in another has no single reading.
        for frame in reading.frames where frame.modality.forbids {
            if let both = frame.targets.first(where: { target in
                target.isCode && reading.frames.contains { $0.alternatives.contains { $0.text == target.text } }
            }) {
                return "the statement both recommends and forbids \(both.display)"
            }
        }
        return nil
    }

    /// Every mapper in turn; a check another mapper already made is not made twice.
    static func runMappers(_ context: inout MappingContext) -> [Mapped] {
        let reading = context.reading
        // A human escape ("where possible", "when it makes sense") keeps requirements manual; the
        // forbidden-code mapper weighs escapes per frame itself.
        let escape = reading.utterance.cues.first { $0.cue == .escape }
        // The requirement mappers read targets and subjects; a condition or a place in words no
        // check can find ("when a visual effect is needed", "in non-Settings areas") would be
        // dropped by them, so their checks wait for a reading that keeps it.
        let unplaced = unreadableCondition(reading)
        var checks: [Mapped] = []
        for (index, mapper) in mappers.enumerated() {
            let produced = mapper(&context)
            if let unplaced, index < mappers.count - 1, !produced.isEmpty {
                context.miss(unplaced)
                continue
            }
            if let escape, index < mappers.count - 1, !produced.isEmpty {
                context.miss("human condition: “\(reading.text(escape.range.lowerBound..<min(reading.utterance.characters.count, escape.range.upperBound + 30)))” — only a person can tell when it applies")
                continue
            }
            // The same check made twice (equal values) is one check; checks that differ in any
            // parameter both stand.
            for mapped in produced where !checks.contains(where: { AnyHashable($0.check) == AnyHashable(mapped.check) }) {
                checks.append(mapped)
            }
        }
        return checks
    }

    /// A line of code written as forbidden, beside its replacement, is matched literally by
    /// the mappers (`value!` only where a variable is called `value`); the catalogue concept
    /// that tells the two apart reads what the line stands for. Empty when the checks stand.
    static func inlinePairInstead(of checks: [Mapped], context: inout MappingContext) -> [Mapped] {
        let reading = context.reading
        let written = reading.frames.first { $0.modality.forbids }?.targets.first?.text
        let literalOnly = checks.allSatisfy { mapped in
            written != nil && mapped.check.asFileCheck?.literalCode?.first == written
        }
        // A statement left manual for a reason (a place, a condition no check can test) stays
        // manual: the concept behind its code would drop that reason on the floor.
        let manualForAReason = checks.isEmpty && reading.frames.contains { frame in
            frame.unresolvedPlace != nil || frame.escape != nil || frame.degree != nil || frame.conditionText != nil
                || !frame.allowedPlaces.isEmpty || !frame.exceptions.isEmpty
        }
        return literalOnly && !manualForAReason ? ExampleMapper.mapInlinePair(&context) : []
    }

    /// Why a condition or place of the reading cannot be checked, when one cannot.
    /// A type group named with a hyphenated modifier before it ("SwiftUI-facing view models",
    /// "iOS 26-only views") or a relative clause after it ("services that read UI state"): a
    /// subgroup no check selects.
    static func narrowedFamily(_ reading: Reading) -> String? {
        let characters = reading.utterance.characters
        for term in reading.terms where term.family != nil {
            var end = term.position
            while end > 0, characters[end - 1] == " " { end -= 1 }
            var start = end
            while start > 0, characters[start - 1].isLetterFast || characters[start - 1].isNumber || characters[start - 1] == "-" { start -= 1 }
            let word = String(characters[start..<end])
            // "non-private view model functions" names what the check reads (access), not a subgroup.
            if word.includes("-"), word.first.map({ $0.isLetterFast || $0.isNumber }) == true, word.last?.isLetterFast == true,
               !word.lowercasedFast().hasPrefix("non-") { return word + " " + term.text }
            if let relative = NeighbourWords.after(term.position, in: characters), Lexicon.relativeWords.contains(relative) {
                return term.text + " " + relative + " …"
            }
        }
        return nil
    }

    /// A forbidden piece of code with a qualifier right before it ("nested `if let`", "inline
    /// `#if`") or a head noun after it that names one shape of its use ("`URLSession` callback
    /// pyramids"): the word and the code, when one is.
    static func narrowedCode(_ reading: Reading) -> (word: String, code: String)? {
        let characters = reading.utterance.characters
        for frame in reading.frames where frame.modality.forbids {
            for target in frame.targets where target.isCode {
                if let word = NeighbourWords.before(target.position, in: characters), Lexicon.narrowingQualifiers.contains(word) {
                    return (word, target.display)
                }
                if let word = NeighbourWords.after(target.position, in: characters), Lexicon.narrowingHeads.contains(word) {
                    return (word, target.display)
                }
            }
        }
        return nil
    }

    /// Only a condition that says when ("when a visual effect is needed", "if the view scrolls",
    /// "any view that needs a border") counts: "before and after", "with a `callAsFunction`" are
    /// parts of the requirement the mappers read.
    ///
    /// The requirement mappers do not say which frame a check came from, so the statement waits
    /// only when every requiring frame is so conditioned: "bump `SchemaVersion`, and update the
    /// migration when data needs migrating" keeps its first, unconditioned requirement.
    static func unreadableCondition(_ reading: Reading) -> String? {
        var reasons: [String] = []
        let requiring = reading.frames.filter { !$0.modality.forbids && !$0.targets.isEmpty }
        for frame in requiring {
            guard let reason = unreadableCondition(of: frame) else { return nil }
            reasons.append(reason)
        }
        return reasons.first
    }

    static func unreadableCondition(of frame: RuleFrame) -> String? {
        guard let text = frame.conditionText else { return nil }
        // "Extract subviews when `body` exceeds 40 lines": the condition is the limit itself.
        if MetricMapper.isMeasure(text) { return nil }
        let opens = Lexicon.hits(in: Array(text.lowercasedFast())).contains {
            $0.range.lowerBound == 0 && ($0.cue == .conditionalOpener || $0.cue == .restrictiveRelative)
        }
        guard opens else { return nil }
        var placement = Placement(languages: [.swift])
        return PlaceReader.readCondition(frame, into: &placement, targetCalls: false)
    }

    /// Families, folders and types named by the headings above a statement, innermost first:
    /// "## Views" scopes its rules to views, "## `Core/`" to that folder. Read once per heading
    /// path: every statement of a section asks the same.
    static func headingPlaces(_ sectionPath: [String]) -> [Term] {
        knownHeadingPlaces.get(sectionPath) { readHeadingPlaces($0) }
    }

    private static let knownHeadingPlaces = Memo<[String], [Term]>()

    static func readHeadingPlaces(_ sectionPath: [String]) -> [Term] {
        var places: [Term] = []
        for title in sectionPath.reversed() {
            let reading = StatementReader.read(title, modality: nil)
            for (index, term) in reading.terms.enumerated() {
                if let family = term.family, family.id != "previews" { places.append(term); continue }
                if case let .path(path)? = term.span, path.hasSuffix("/") { places.append(term); continue }
                // "## Inside `body`", "## In `.task`": code named as a place.
                if reading.roles[index] == .location, PlaceReader.place(of: term, forImports: false) != nil { places.append(term) }
            }
            // "## Core module", "## Networking layer": a capitalised name before such a word is a folder.
            let words = title.split(whereSeparator: { !$0.isLetterFast && !$0.isNumber }).map(String.init)
            for (index, word) in words.enumerated().dropFirst()
            where Lexicon.folderNounsInHeadings.contains(word.lowercasedFast()) {
                let name = words[index - 1]
                guard name.first?.isUppercase == true, name.count > 1 else { continue }
                let folder = name + "/"
                places.append(Term(text: folder, source: .code, span: .path(folder), conceptId: nil, position: -1))
            }
            if !places.isEmpty { break }
        }
        return places
    }
}
