import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// The frames that forbid code — "never `AnyView`", "`A` over `B`", "no force unwraps in
/// views" — become symbol, call, import and concept checks placed where the frame says. Only
/// targets are forbidden; a target this mapper cannot find in code keeps the rule manual.
package enum ForbiddenUseMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        var result: [Mapped] = []
        for frame in context.reading.frames {
            var frame = frame
            if frame.modality.forbids {
                // "No trailing commas": refusing a practice some concept's checks find.
                let said = context.statement.text.lowercasedFast()
                frame.targets = frame.targets.map { refusedPractice($0, said: said) }
                // "Don't use explicit access modifiers", "never localize every string": refusing
                // the practice asks for the very thing the concept's checks find.
                for practice in frame.targets where practice.source == .concept && practice.namesPractice {
                    let concept = "‹\(practice.conceptId ?? practice.text)›"
                    context.miss("the sentence refuses the practice that avoids \(concept): the checks find \(concept), not the practice")
                    context.claim(practice)
                }
                frame.targets.removeAll { $0.source == .concept && $0.namesPractice }
                if let read = disfavouredCodeNamed(frame, context: context) { frame = read }
            }
            if !frame.modality.forbids, let confined = allowedOnlyThere(frame, context: context) {
                frame = confined
            }
            if !frame.modality.forbids {
                readRequiredPractices(&frame, context: context)
                // "Localize every string", "use Dynamic Type": a practice required forbids what breaks it.
                var practices = frame.targets.filter { $0.source == .concept && $0.namesPractice }
                if let (read, named) = practicesNamedByCode(frame, context: context) {
                    frame = read
                    practices += named
                }
                practices = practices.filter { namesTheKindItStates($0, context: &context) }
                // "Use dependency injection": one way among others of avoiding singletons, which
                // only a contrast ("… over singletons") forbids.
                practices.removeAll { practice in
                    practice.concept?.practiceForbidsOnlyInContrast == true
                        && !frame.alternatives.contains { $0.conceptId == practice.conceptId && !$0.namesPractice }
                }
                // "UserDefaults のキーは定数化する": a general practice word forbids the concept only
                // where the statement names the concept.
                practices.removeAll { practice in
                    practice.concept?.practicePhrasesNeedingConcept.contains(practice.text.lowercasedFast()) == true
                        && !context.reading.terms.contains { $0.conceptId == practice.conceptId && !$0.namesPractice }
                }
                // "Use trailing-closure variants (NOT `.emit(onNext:)`)": a way of writing code
                // that the statement offers in place of calls it names is said of those calls,
                // not of every call (a concept of what to use, `Logger` for `print`, is not).
                let replacing = context.reading.frames.filter { $0.modality.forbids && $0.targets.contains(where: \.isCode) }
                    .flatMap { $0.alternatives.compactMap(\.conceptId) }
                practices.removeAll { practice in
                    practice.concept?.area == .formatting && (practice.conceptId.map(replacing.contains) ?? false)
                }
                guard !practices.isEmpty else { continue }
                // "Every view lives in its own file": the group named beside the practice places it.
                let groups = practices.contains { $0.concept?.placesGroupsNamedBeside == true }
                    ? frame.targets.filter { $0.family?.typeSelector != nil } : []
                frame.targets = practices + groups
                frame.modality = frame.modality == .must ? .mustNot : .shouldNot
            }
            frame = topicLabelDropped(restatedReachDropped(frame))
            let targets = frame.targets.filter { !context.isClaimed($0) }
            guard !targets.isEmpty else { continue }
            result += mapKeepingEscapesApart(frame, targets: targets, context: &context)
        }
        return result
    }

    /// "Prefer `final` classes" names the classes it speaks of; "controllers are `final`" names
    /// a group no selector picks, which the practice alone would widen to every class.
    static func namesTheKindItStates(_ practice: Term, context: inout MappingContext) -> Bool {
        guard let kind = practice.concept?.statesKind else { return true }
        // `final class`: the practice's code names the kind itself.
        if practice.text.split(separator: " ").contains(Substring(kind)) { return true }
        let text = String(context.reading.utterance.characters).lowercasedFast()
        let words = Set(text.split(whereSeparator: { !$0.isLetterFast }).map(String.init))
        let named = Lexicon.typeKindWords.contains { word, named in
            named == kind && (word.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic && $0.value < 0x1100 } ? words.contains(word) : text.includes(word))
        }
        if !named { context.miss("\(practice.display) is said of no \(kind)es the statement names") }
        return named
    }

    /// A concept that decides its own escape, named in words or by the code its practice
    /// replaces (`var` beside `let`).
    static func decidesItsEscape(_ target: Term, in frame: RuleFrame) -> Bool {
        if let concept = target.concept { return concept.decidesItsEscape }
        guard target.isCode else { return false }
        let concepts = ConceptCatalogue.concepts(disfavouring: target.text, alternatives: frame.alternatives.map(\.text))
        return !concepts.isEmpty && concepts.allSatisfy(\.decidesItsEscape)
    }

    /// "Classes `final` unless subclassed" is decided by the repository; "… when it makes sense"
    /// is not, though the concept decides escapes.
    static func escapeSaysWhatTheConceptDecides(_ frame: RuleFrame, targets: [Term]) -> Bool {
        let words = targets.compactMap(\.concept).flatMap(\.decidesEscapesSaying)
        guard !words.isEmpty else { return true }
        return [frame.escape, frame.conditionText].compactMap { $0?.lowercasedFast() }.allSatisfy { text in words.contains { text.includes($0) } }
    }

    /// "No force unwraps unless the situation is unrecoverable": only a person can tell when the
    /// escape applies, so the ban stays manual; the checks it would run are marked with the escape
    /// (whatever shape of check the ban takes), for a team that wants them as warnings naming it
    /// (`escapes: warn`). `FrameCompiler` keeps them apart from the item's checks.
    static func mapKeepingEscapesApart(_ frame: RuleFrame, targets: [Term], context: inout MappingContext) -> [Mapped] {
        // "`let` by default", "… when values don't change": the escape or condition is what the
        // concept's check decides.
        // A group of types in the condition ("`final class` for view controllers") narrows the
        // rule; the concept does not decide it.
        if targets.allSatisfy({ decidesItsEscape($0, in: frame) }), frame.escape != nil || frame.conditionText != nil,
           !frame.conditions.contains(where: { $0.family?.typeSelector != nil }), escapeSaysWhatTheConceptDecides(frame, targets: targets) {
            var decided = frame
            decided.escape = nil
            decided.conditionText = nil
            decided.conditions = []
            return map(decided, targets: targets, context: &context)
        }
        guard let escape = frame.escape else { return map(frame, targets: targets, context: &context) }
        context.miss("human condition: “\(escape)” — only a person can tell when it applies")
        var unescaped = frame
        unescaped.escape = nil
        return map(unescaped, targets: targets, context: &context).map { mapped in
            var escaped = mapped
            escaped.escape = escape
            escaped.severity = .warning
            return escaped
        }
    }

    /// "`[String: Any]` protocol 시그니처 금지": a group of types written right after the code,
    /// with nothing between, is where the code is forbidden (nouns stacked the way Korean,
    /// Japanese and Chinese place them), not a second thing to forbid.
    static func groupsRightAfterCode(_ frame: RuleFrame, targets: [Term], context: MappingContext) -> (RuleFrame, [Term]) {
        let characters = context.reading.utterance.characters
        var frame = frame
        var kept: [Term] = []
        for (index, target) in targets.enumerated() {
            if target.family?.typeSelector != nil, index > 0, targets[index - 1].isCode,
               targets[index - 1].position + 1 <= target.position,
               characters[(targets[index - 1].position + 1)..<target.position].allSatisfy({ $0 == " " }) {
                frame.locations.append(target)
                frame.targets.removeAll { $0 == target }
                continue
            }
            kept.append(target)
        }
        return (frame, kept)
    }

    /// "No number literal inside `.padding(…)`, `spacing:` or `EdgeInsets(…)`": the literal kind
    /// and the places it may not stand, read as one literal-argument check.
    static func literalPositions(_ frame: RuleFrame, context: inout MappingContext) -> [Mapped]? {
        let evidence = Lexicon.hits(in: Array(frame.evidence.lowercasedFast()))
        let numbers = frame.targets.contains { $0.concept?.id == "magic-numbers" } || evidence.contains { $0.cue == .numberLiteral }
        let strings = evidence.contains { $0.cue == .stringLiteral }
        guard numbers || strings else { return nil }
        var positions: [String] = []
        var used: [Term] = []
        for term in frame.targets + frame.locations where term.isCode {
            if let position = literalPosition(term.text) {
                if !positions.contains(position) { positions.append(position) }
                used.append(term)
            }
        }
        guard !positions.isEmpty, used.count == (frame.targets + frame.locations).filter(\.isCode).count else { return nil }
        var place = frame
        place.locations.removeAll { used.contains($0) }
        place.unresolvedPlace = nil
        guard let placement = PlaceReader.placement(for: place, context: context).0 else { return nil }
        var check = LiteralArgumentCheck(positions: positions.compactMap(LiteralPosition.init(text:)), literals: numbers ? [.number] : [.string],
                                         allowsZero: true, scope: placement.paths)
        check.codeScope = placement.code
        guard !check.positions.isEmpty else { return nil }
        for term in frame.targets + frame.locations { context.claim(term) }
        return [Mapped(check: check, origin: "read as " + frame.display, severity: context.severity(of: frame))]
    }

    /// `.padding(16)` / `.padding(…)` / `.padding` → `.padding(*)`; `spacing:` / `spacing: 8` →
    /// `spacing:`; `layer.cornerRadius = 12` → `layer.cornerRadius =`; `EdgeInsets` → `EdgeInsets(*)`.
    static func literalPosition(_ text: String) -> String? {
        let trimmed = text.trimming(" ")
        if let equals = trimmed.firstIndex(of: "="), !trimmed.includes("==") {
            let member = trimmed[..<equals].trimming(" ")
            return member.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "." || $0 == "_" }) && !member.isEmpty ? member + " =" : nil
        }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed.includes("(") {
            let label = trimmed[..<colon]
            return label.allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "_" }) && !label.isEmpty ? label + ":" : nil
        }
        var name = trimmed
        if let open = name.firstIndex(of: "(") {
            // `.frame(width:height:)` keeps its labels; other arguments mean any.
            let inside = name[name.index(after: open)...].dropLast()
            if inside.hasSuffix(":"), inside.split(separator: ":").allSatisfy({ $0.allSatisfy { $0.isLetterFast } }) { return name }
            name = String(name[..<open])
        }
        guard name.trimmingPrefix(".").allSatisfy({ $0.isLetterFast || $0.isNumber || $0 == "." || $0 == "_" }), !name.isEmpty else { return nil }
        return name + "(*)"
    }

    static func map(_ read: RuleFrame, targets named: [Term], context: inout MappingContext) -> [Mapped] {
        // Narrowed below too, by a purpose naming what a closure holds.
        var (frame, targets) = groupsRightAfterCode(read, targets: named, context: context)
        if let literal = literalPositions(frame, context: &context) { return literal }
        if let place = frame.unresolvedPlace {
            context.miss("location “\(place)” is not a place a check can find")
            return []
        }
        if let degree = frame.degree {
            context.miss("degree: “\(degree)” is a judgement, not something a check can count")
            return []
        }
        if let names = ruledOutNames(frame, targets: targets, context: &context) { return names }
        let reader = ForbiddenTargetReader(frame: frame, targets: targets)
        var found = ForbiddenCode()
        for target in targets {
            if reader.read(target, into: &found, context: &context) { context.claim(target) }
        }
        // A target that could not be read means the sentence was not understood: all of it stays manual.
        if targets.contains(where: { !context.isClaimed($0) && $0.source != .family }) {
            return []
        }
        guard !found.isEmpty else {
            if frame.targets.allSatisfy({ $0.source == .family }) == false, context.missing.isEmpty {
                context.miss("no target: the forbidden thing is not named as code or as a known concept")
            }
            return []
        }
        let closureCondition = takeClosureCondition(&frame, found: &found)
        let (placed, problem) = PlaceReader.placement(for: frame, context: context)
        guard var placement = placed else {
            context.miss(problem ?? "its place cannot be read")
            return []
        }
        narrow(&placement, frame: frame, symbols: found.symbols, context: context)
        let made = checks(found, closureCondition: closureCondition, placement: placement, frame: frame, targets: targets, context: &context)
        return withoutThoseFindingTheRecommended(made, frame: frame, context: &context)
    }

    /// "`.onAppear` for async work", "`.onAppear` with a `Task` inside": a condition that names
    /// what the forbidden call's closure holds becomes that closure's content, and leaves the
    /// frame's conditions. A member named bare (`.onAppear`) with such a condition is a call.
    static func takeClosureCondition(_ frame: inout RuleFrame, found: inout ForbiddenCode) -> [SymbolPattern] {
        var closureCondition = found.closureUses
        if !found.calls.isEmpty || !found.symbols.isEmpty, let condition = frame.conditionText, purposeNamesClosureContent(condition),
           let concept = frame.conditions.compactMap(\.concept).first, !concept.markers.isEmpty {
            closureCondition = concept.markers.compactMap(SymbolPattern.init)
            frame.conditionText = nil
            frame.conditions = []
        } else if let condition = frame.conditionText, Lexicon.hits(in: Array(condition.lowercasedFast())).first?.cue == .containing,
                  !frame.conditions.isEmpty, frame.conditions.allSatisfy(\.isCode) {
            closureCondition = frame.conditions.flatMap(PlaceReader.conditionSymbols)
            frame.conditionText = nil
            frame.conditions = []
        }
        if !closureCondition.isEmpty, found.calls.isEmpty {
            for symbol in found.symbols where symbol.text.hasPrefix(".") && symbol.pieces.count == 2 {
                if var shape = CallShape(parsing: symbol.text + " { }") { shape.anyArguments = true; found.calls.append(shape) }
            }
            found.symbols.removeAll { $0.text.hasPrefix(".") && $0.pieces.count == 2 }
        }
        return closureCondition
    }

    /// What the frame says beyond its place: the type offering a recommended helper is left out,
    /// state properties narrow a wrapper ban, a member's `fileprivate` is the one `private` replaces.
    static func narrow(_ placement: inout Placement, frame: RuleFrame, symbols: [SymbolPattern], context: MappingContext) {
        // "use the `KmpStream.of(_:map:)` helper instead": the helper itself is where the
        // forbidden code is written once, so the type that offers it is left out.
        let owners = frame.alternatives.filter(\.isCode).compactMap { helperOwner($0.text) }
            .filter { owner in !frame.targets.contains { $0.text.hasPrefix(owner) } }
        if !owners.isEmpty { placement.code.outside.append(.typesNamed(owners)) }
        if speaksOfStateProperties(frame, symbols: symbols, context: context) { narrowToStateProperties(&placement.code) }
        // "never `print` or `NSLog`": console output, which tests may use, as the `print` concept
        // reads it (a field app's vendored UI-test helper was flagged for its `NSLog` alone).
        if !symbols.isEmpty, symbols.allSatisfy({ Lexicon.consoleOutputSymbols.contains($0.text) }), !placement.includesTests {
            placement.code.excludedPaths += TypeFamily.testGlobs.map(Glob.init)
        }
        // "Prefer `private` over `fileprivate`": at the top level of a file the two mean the same,
        // so the rule speaks of members, whose `fileprivate` widens access. "Top-level
        // declarations use `private` rather than `fileprivate`" (SwiftLint's
        // `private_over_fileprivate`) speaks of the file's own declarations only, an extension's
        // (`fileprivate extension`, its members' default) aside.
        if symbols.map(\.text) == ["fileprivate"], frame.alternatives.contains(where: { $0.text == "private" }), placement.code.within.isEmpty {
            if saysTopLevel(frame) {
                placement.code.outside += [.typeBodies, .declarationHeads(["extension"])]
            } else {
                placement.code.within = [.types(TypeSelector(kinds: ["class", "struct", "enum", "actor"]))]
                // A type's own head (`fileprivate final class …`) is not one of its members.
                placement.code.outside.append(.declarationHeads(DeclarationKinds.types))
            }
        }
    }

    /// Whether the frame's own clause speaks of a file's top level ("top-level declarations"):
    /// "… for members; top-level helpers may be `fileprivate`" says it of the allowed side.
    static func saysTopLevel(_ frame: RuleFrame) -> Bool {
        let words = Set(frame.evidence.lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init))
        return Lexicon.names(oneOf: Lexicon.topLevelWords, among: words)
    }

    /// The checks of what was found, placed: symbols, attributes on declarations, calls (Swift
    /// by shape, Kotlin by written text), imports and concepts.
    static func checks(_ found: ForbiddenCode, closureCondition: [SymbolPattern], placement: Placement, frame: RuleFrame,
                       targets: [Term], context: inout MappingContext) -> [Mapped] {
        let severity = context.severity(of: frame)
        let origin = "read as " + frame.display
        func mapped(_ check: any Check) -> Mapped { Mapped(check: check, origin: origin, severity: severity) }
        func symbolCheck(_ symbols: [SymbolPattern]) -> ForbiddenSymbolCheck {
            var check = ForbiddenSymbolCheck(symbols: symbols, languages: placement.languages, scope: placement.paths, allowedIn: placement.allowedIn)
            check.codeScope = placement.code
            if symbols.contains(where: { $0.text.hasPrefix(TypeFamily.xctestPrefix) }) { check.codeScope.leaveOutUITests() }
            return check
        }
        var result: [Mapped] = []
        if !found.symbols.isEmpty { result.append(mapped(symbolCheck(unique(found.symbols)))) }
        for (pattern, kinds) in found.attributesOnDeclarations {
            var check = symbolCheck([pattern])
            check.codeScope.within.append(.declarationHeads(kinds))
            result.append(mapped(check))
        }
        if !found.calls.isEmpty, !placement.languages.contains(.swift) {
            // Kotlin is read line by line: a call is its written text (`get()`).
            let written = found.calls.compactMap { SymbolPattern($0.callee + "(") }
            if !written.isEmpty { result.append(mapped(symbolCheck(written))) }
        }
        if !found.calls.isEmpty, placement.languages.contains(.swift) {
            var check = ForbiddenCallCheck(shapes: uniqueCalls(found.calls), languages: placement.languages, scope: placement.paths)
            check.codeScope = placement.code
            // A call check has no `allowedIn`: the types it may be called in are left out as regions.
            if !placement.allowedIn.isEmpty { check.codeScope.outside.append(.typesNamed(placement.allowedIn)) }
            check.whoseClosureContains = closureCondition
            result.append(mapped(check))
        }
        if !found.modules.isEmpty {
            let (importPlacement, importProblem) = PlaceReader.placement(for: frame, context: context, forImports: true)
            if let importPlacement {
                var check = ForbiddenImportCheck(modules: unique(found.modules), languages: importPlacement.languages, scope: importPlacement.paths)
                check.codeScope = importPlacement.code
                if check.modules.contains(where: { $0.hasPrefix(TypeFamily.xctestPrefix) }) { check.codeScope.leaveOutUITests() }
                result.append(mapped(check))
            } else {
                context.miss(importProblem ?? "imports cannot be placed there")
            }
        }
        for concept in found.concepts {
            result += conceptChecks(concept, placement: placement, frame: frame, targets: targets, origin: origin, severity: severity, context: &context)
        }
        return result
    }

    /// A concept's own checks, placed as the frame says (a concept made of imports is placed as
    /// imports are: files, not regions).
    static func conceptChecks(_ concept: Concept, placement: Placement, frame: RuleFrame, targets: [Term], origin: String,
                              severity: Severity, context: inout MappingContext) -> [Mapped] {
        // "Never force-unwrap errors (`error!`)": the noun after the concept's verb narrows it to
        // some of its cases; the code named beside it, if any, is what the rule refuses.
        if let named = targets.first(where: { $0.conceptId == concept.id }),
           let object = narrowingObject(after: named, of: concept, characters: context.reading.utterance.characters) {
            context.miss("“\(named.display) \(object)” narrows ‹\(concept.id)› to cases no check picks")
            return []
        }
        var conceptPlacement = placement
        if concept.placesGroupsNamedBeside {
            conceptPlacement.code.within += targets.compactMap { $0.family?.typeSelector }.map(CodeRegion.types)
        }
        if concept.markers.allSatisfy({ $0.hasPrefix("import ") }), !concept.markers.isEmpty {
            guard let importPlacement = PlaceReader.placement(for: frame, context: context, forImports: true).0 else { return [] }
            conceptPlacement = importPlacement
        }
        // "We use `Kingfisher`; no other third-party libraries", "Apple frameworks only; `Lottie` is
        // the one exception": a concept that allows code by name keeps whatever code the statement
        // names, in whichever clause — a name missed is a finding missed, never one made.
        let kept = concept.makeAllowing == nil ? [] : context.reading.terms.filter { $0.isCode && $0.conceptId == nil }.map(\.text)
        let written = targets.filter { $0.conceptId == concept.id }.map(\.text)
        // The concept's own phrase narrows as the words around it do ("one view per file": views).
        let phraseWords = written.flatMap { $0.lowercasedFast().split(whereSeparator: { !$0.isLetterFast }).map(String.init) }
            .flatMap { $0.hasSuffix("s") && $0.count > 3 ? [$0, String($0.dropLast())] : [$0] }
        let checks = concept.makeWritten.map { $0(conceptPlacement, written) }
            ?? concept.checks(conceptPlacement, words: ExampleMapper.proseWords(context).union(phraseWords), allowing: kept)
        // "One primary type per file": the statement's words narrow the concept to a judgement.
        if checks.isEmpty { context.miss("‹\(concept.id)› as the statement narrows it (\(concept.title)) is a judgement, not a count") }
        let named = targets.first { $0.conceptId == concept.id }?.text
        return checks.map { Mapped(check: $0, origin: origin + " (concept ‹\(concept.id)›)", severity: severity, namedBy: named) }
    }

    /// The English noun right after a concept's phrase that is not one of its object nouns
    /// (nor a small word, nor a cue): "errors" in "force-unwrap errors".
    static func narrowingObject(after term: Term, of concept: Concept, characters: [Character]) -> String? {
        guard !concept.objectNouns.isEmpty else { return nil }
        var start = term.position + 1
        while start < characters.count, characters[start] == " " { start += 1 }
        var end = start
        while end < characters.count, characters[end].isLetterFast, characters[end].isASCII { end += 1 }
        guard start < end, end == characters.count || !characters[end].isLetterFast else { return nil }
        let word = String(characters[start..<end]).lowercasedFast()
        guard !concept.objectNouns.contains(word), !Lexicon.stopWords.contains(word), word.count > 2,
              Lexicon.hits(in: Array(" " + word + " ")).isEmpty else { return nil }
        return word
    }

    /// A check that fires on the form the statement recommends reads the rule wrong.
    static func withoutThoseFindingTheRecommended(_ checks: [Mapped], frame: RuleFrame, context: inout MappingContext) -> [Mapped] {
        let recommended = frame.alternatives.filter(\.isCode)
        return checks.filter { mapped in
            guard let fileCheck = mapped.check.asFileCheck,
                  let alternative = recommended.first(where: { !fileCheck.run(on: SourceFile(path: "Sources/App/Alternative.swift", text: $0.text),
                                                                                 context: CheckContext()).isEmpty }) else { return true }
            context.miss("the forbidden form also matches the recommended \(alternative.display)")
            return false
        }
    }

    /// Modifiers whose every written use is what a prohibition refuses. `internal` is the default
    /// access level: "no explicit `internal`" refuses writing it anywhere.
    static let standaloneModifiers: Set<String> = ["fileprivate", "nonisolated", "dynamic", "unowned", "indirect", "required", "internal"]

    static var fileExtensions: Set<String> { Lexicon.fileExtensions.union(Lexicon.objectiveCExtensions) }

    /// `KmpStream.of(_:map:)` → `KmpStream`: the type a recommended helper is a member of.
    /// "State properties — use `@Observed` (not `BehaviorRelay`)": a property wrapper offered in
    /// place of a type speaks of how a property holds state. The type passed to `init`, or held
    /// by a `let` that `init` hands in, is no state property, and banning every use flags them.
    static func speaksOfStateProperties(_ frame: RuleFrame, symbols: [SymbolPattern], context: MappingContext) -> Bool {
        guard !symbols.isEmpty, symbols.allSatisfy({ !$0.text.hasPrefix("@") && !$0.text.hasPrefix(".") }) else { return false }
        // A property noun in words ("state properties", "Variablen"), not the keyword `var` of
        // pasted code ("use @Bindable var store … do not use WithViewStore").
        let namesProperties = context.reading.utterance.cues.contains { $0.cue == .propertyNoun && !bindingKeywords.contains($0.phrase) }
        return frame.alternatives.contains { $0.isCode && $0.text.hasPrefix("@") } && namesProperties
    }

    static let bindingKeywords: Set<String> = ["var", "vars", "let", "lets"]

    /// The scope's regions become the state properties of the types it named (union semantics:
    /// only a scope made of whole types is narrowed, so nothing is widened).
    static func narrowToStateProperties(_ scope: inout CodeScope) {
        var selectors: [TypeSelector] = []
        for region in scope.within {
            guard case let .types(selector) = region else { return }
            selectors.append(selector)
        }
        scope.within = selectors.isEmpty ? [.stateProperties(in: nil)] : selectors.map { .stateProperties(in: $0) }
    }

    static func helperOwner(_ text: String) -> String? {
        let head = text.prefix { $0.isLetterFast || $0.isNumber || $0 == "_" }
        let member = text.dropFirst(head.count + 1).prefix { $0.isLetterFast || $0.isNumber || $0 == "_" }
        guard text.dropFirst(head.count).hasPrefix("."), head.first?.isUppercase == true, head.count > 1,
              !SDKNames.isKnown(String(head)), !fileExtensions.contains(member.lowercasedFast()) else { return nil }
        return String(head)
    }

    /// "new `ObservableObject` types", "`UIViewController` subclasses": declarations, not instances.
    static func namesDeclarations(_ nounAfter: String?) -> Bool {
        guard let noun = nounAfter?.split(separator: " ").first.map(String.init) else { return false }
        return Lexicon.phrases(.typeNoun).contains(noun) || Lexicon.declarationNouns.contains(noun)
    }

    /// "for async work", "to do network calls": a purpose that says what the closure does.
    static func purposeNamesClosureContent(_ condition: String) -> Bool {
        let lower = condition.lowercasedFast().trimming(" ")
        return lower.hasPrefix("for ") || lower.hasPrefix("to ") || lower.hasPrefix("with ") || lower.hasPrefix("pour ")
            || lower.hasPrefix("für ") || lower.hasPrefix("para ")
    }

    static func unique(_ symbols: [SymbolPattern]) -> [SymbolPattern] {
        symbols.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    static func unique(_ modules: [String]) -> [String] {
        modules.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    static func uniqueCalls(_ calls: [CallShape]) -> [CallShape] {
        calls.reduce(into: []) { list, shape in if !list.contains(where: { $0.description == shape.description }) { list.append(shape) } }
    }
}
